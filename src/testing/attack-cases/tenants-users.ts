/**
 * Tenants and users: another tenant’s docs, malformed claims, escalation, and the off switches (a disabled
 * tenant or user, revoked sessions).
 */
import { SERVER_TIME } from '../../data/ports/document-store';
import { attendanceDocId } from '../../domain/schedule/day-schedule';
import { defaultTenantSettings } from '../../domain/settings/tenant-settings';
import type { AttackActor, AttackCase } from './types';
import { T1, T2, REVOKED_AT, ACTORS, EMP, COLLEAGUE, ADMIN } from './actors';
import { tenant, user, storedPunch, newPunch, todayId, colleagueRecord, checkedIn } from './documents';
import { stamped, shift } from './plan-documents';
import { get, list, eq, set, update, remove, each, withSeed } from './requests';

export const CROSS_TENANT: AttackCase[] = [
  {
    id: 'cross.read',
    title: 'an admin reads another tenant’s tenant doc, users doc and attendance',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R1'],
    plan: (s) =>
      each(
        get('tenants', T2),
        get('users', 'emp-2'),
        get('attendance', attendanceDocId('emp-2', s.today.day, 0)),
      ),
  },
  {
    id: 'cross.list',
    title: 'an admin lists attendance of another tenant, of two tenants, or unconstrained',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R2'],
    plan: () =>
      each(
        list('attendance', eq('tenantId', T2)),
        list('attendance', { field: 'tenantId', op: 'in', value: [T1, T2] }),
        list('attendance'),
      ),
  },
  {
    id: 'cross.create',
    title: 'an admin creates a shift and an attendance record in another tenant',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R3'],
    plan: (s) =>
      each(
        set('shifts', 'x', stamped(shift(T2))),
        set('attendance', 'x', { ...storedPunch('emp-2', s.today, s.now), tenantId: T2, source: 'admin' }),
      ),
  },
  {
    id: 'cross.move',
    title: 'an admin moves a shift to another tenant by update or by replacing it',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R4'],
    plan: () =>
      each(
        update('shifts', 'shift-t1', stamped({ tenantId: T2 })),
        set('shifts', 'shift-t1', stamped(shift(T2))),
      ),
  },
  {
    id: 'cross.delete',
    title: 'an admin deletes another tenant’s attendance and shift',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R5'],
    plan: (s) =>
      each(remove('attendance', attendanceDocId('emp-2', s.today.day, 0)), remove('shifts', 'shift-t2')),
  },
  {
    id: 'cross.superuser-tenant-data',
    title: 'a superuser reads another tenant’s attendance, users and payroll',
    actor: ACTORS.superuser,
    expected: 'deny',
    refs: ['R7'],
    plan: () =>
      each(list('attendance', eq('tenantId', T2)), get('users', 'emp-2'), get('payroll', 'payroll-t2')),
  },
  {
    id: 'cross.superuser-moves-tenant',
    title: 'a superuser changes another tenant doc’s tenantId',
    actor: ACTORS.superuser,
    expected: 'deny',
    refs: ['R8'],
    plan: () => each(update('tenants', T2, { tenantId: 't3' })),
  },
  {
    id: 'cross.colleague-reads',
    title: 'an employee reads a colleague’s users doc or lists the tenant’s people',
    actor: ACTORS.colleague,
    expected: 'deny',
    refs: ['R18'],
    plan: () => each(get('users', EMP), list('users', eq('tenantId', T1))),
  },
  {
    id: 'cross.employee-lists',
    title: 'an employee lists attendance by tenant only, by a colleague, or by uid without tenant',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['R36'],
    plan: () =>
      each(
        list('attendance', eq('tenantId', T1)),
        list('attendance', eq('tenantId', T1), eq('userId', COLLEAGUE)),
        list('attendance', eq('userId', EMP)),
      ),
  },
  {
    id: 'cross.colleague-record',
    title: 'an employee punches or deletes a colleague’s record, or deletes the own one',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['R35'],
    plan: (s) => ({
      seed: [checkedIn(s), colleagueRecord(s)],
      requests: [
        update('attendance', todayId(s, COLLEAGUE), { lunchStartTime: SERVER_TIME }),
        remove('attendance', todayId(s, COLLEAGUE)),
        remove('attendance', todayId(s)),
      ],
    }),
  },
];

const tenantScopedReads = () => each(get('shifts', 'shift-t1'), list('shifts', eq('tenantId', T1)));

export const CLAIMS: AttackCase[] = [
  ['claims.no-tenant', 'a token with a role and no tenantId', ACTORS.noTenant],
  ['claims.empty-tenant', 'a token whose tenantId is empty', ACTORS.emptyTenant],
  ['claims.numeric-tenant', 'a token whose tenantId is a number', ACTORS.numericTenant],
  ['claims.wrong-case-role', 'a token with role Admin', ACTORS.wrongCaseRole],
  ['claims.list-role', 'a token whose role is a list', ACTORS.listRole],
  ['claims.unknown-role', 'a token with a role the product does not know', ACTORS.unknownRole],
  ['claims.visitor', 'a signed-out visitor', ACTORS.visitor],
].map(([id, who, actor]): AttackCase => ({
  id: id as string,
  title: `${who as string} reads a shift of t1 and lists t1’s shifts`,
  actor: actor as AttackActor,
  expected: 'deny',
  refs: ['R9'],
  plan: tenantScopedReads,
}));

export const ESCALATION: AttackCase[] = [
  {
    id: 'escalate.own-role',
    title: 'an admin makes themselves superuser by update or merge',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R12'],
    plan: () =>
      each(update('users', ADMIN, { role: 'superuser' }), set('users', ADMIN, { role: 'superuser' }, true)),
  },
  {
    id: 'escalate.user-tenant',
    title: 'an admin moves an employee to another tenant',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R13'],
    plan: () => each(update('users', EMP, { tenantId: T2 })),
  },
  {
    id: 'escalate.user-switches',
    title: 'an admin writes an employee’s disabled flag, revocation stamp or e-mail',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R17'],
    plan: () =>
      each(
        update('users', EMP, { disabled: true }),
        update('users', EMP, { tokensRevokedAt: REVOKED_AT }),
        update('users', EMP, { email: 'otra@asiste.test' }),
      ),
  },
  {
    id: 'escalate.create-user',
    title: 'an admin creates a users doc from the client',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R13'],
    plan: () => each(set('users', 'new-uid', user('new-uid', 'admin'))),
  },
  {
    id: 'escalate.admin-edits-superuser',
    title: 'an admin edits a superuser’s users doc',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R17'],
    plan: () => each(update('users', ACTORS.superuser.uid, { displayName: 'S' })),
  },
  {
    id: 'escalate.employee-own-role',
    title: 'an employee makes themselves admin, raises the own pay or marks themselves a teleworker',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['R14'],
    plan: () =>
      each(
        update('users', EMP, { role: 'admin' }),
        update('users', EMP, { payAmount: 9e9 }),
        update('users', EMP, { teletrabajo: true }),
      ),
  },
  {
    id: 'escalate.tenant-flags',
    title: 'an admin disables the tenant, changes its plan or its creation time',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R15', 'R16'],
    plan: () =>
      each(
        update('tenants', T1, { disabled: true }),
        update('tenants', T1, { plan: 'enterprise' }),
        update('tenants', T1, { createdAt: SERVER_TIME }),
      ),
  },
  {
    id: 'tenant.unattributed',
    title:
      'an admin saves the company’s settings or identification unsigned, signed as another manager or at a client time, or rewrites the signature alone: the server could not log who changed what (security review M6)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['security review M6'],
    plan: (s) =>
      each(
        update('tenants', T1, { name: 'Panadería Norte' }),
        update('tenants', T1, { settings: { ...defaultTenantSettings('2026-05-01'), weeklyHourLimit: 40 } }),
        update('tenants', T1, { name: 'Panadería Norte', updatedBy: COLLEAGUE, updatedAt: SERVER_TIME }),
        update('tenants', T1, { timeZone: 'America/Punta_Arenas', updatedBy: ADMIN, updatedAt: s.now }),
        update('tenants', T1, { updatedBy: COLLEAGUE, updatedAt: SERVER_TIME }),
      ),
  },
  {
    id: 'escalate.tenant-created-at',
    title: 'a superuser rewrites a tenant’s creation time',
    actor: ACTORS.superuser,
    expected: 'deny',
    refs: ['R15'],
    plan: () => each(update('tenants', T1, { createdAt: SERVER_TIME })),
  },
  {
    id: 'escalate.bad-punch-window',
    title: 'an admin sets a punch window beyond the limits or with extra keys',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: () => {
      // Signed as a save is (the server logs it): refused for the window alone.
      const settings = (punchWindow: unknown) =>
        stamped({ settings: { ...defaultTenantSettings('2026-05-01'), punchWindow } });
      return each(
        update('tenants', T1, settings({ openBeforeMinutes: 721, closeAfterMinutes: 60 })),
        update('tenants', T1, settings({ openBeforeMinutes: 60, closeAfterMinutes: -1 })),
        update('tenants', T1, settings({ openBeforeMinutes: 1.5, closeAfterMinutes: 60 })),
        update('tenants', T1, settings({ openBeforeMinutes: 60 })),
        update('tenants', T1, settings({ openBeforeMinutes: 60, closeAfterMinutes: 60, always: true })),
        update('tenants', T1, settings('all day')),
      );
    },
  },
  {
    id: 'escalate.objection-window-setting',
    title:
      'an admin stores an objection window for corrections, even the 48 hours of Res. Ex. N° 38 art. 40: the law fixes it, no setting does',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: () => {
      const settings = (objectionHours: unknown) =>
        stamped({ settings: { ...defaultTenantSettings('2026-05-01'), objectionHours } });
      return each(
        update('tenants', T1, settings(1)),
        update('tenants', T1, settings(48)),
        update('tenants', T1, settings(168)),
      );
    },
  },
];

export const OFF_SWITCHES: AttackCase[] = [
  {
    id: 'off.disabled-tenant',
    title: 'an employee of a disabled tenant punches or reads the own attendance',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['R51'],
    plan: (s) =>
      withSeed(
        [{ collection: 'tenants', id: T1, data: tenant(T1, { disabled: true }) }],
        set('attendance', todayId(s), newPunch(s, s.today)),
        list('attendance', eq('tenantId', T1), eq('userId', EMP)),
      ),
  },
  {
    id: 'off.disabled-user',
    title: 'a disabled admin writes a shift or corrects a record',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R52'],
    plan: (s) =>
      withSeed(
        [
          { collection: 'users', id: ADMIN, data: user(ADMIN, 'admin', T1, { disabled: true }) },
          colleagueRecord(s),
        ],
        set('shifts', 'new-shift', stamped(shift(T1))),
        update('attendance', todayId(s, COLLEAGUE), { checkOutTime: s.now, source: 'admin' }),
      ),
  },
  {
    id: 'off.revoked-token',
    title: 'an employee whose sessions were revoked after signing in punches',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['R53'],
    plan: (s) =>
      withSeed(
        // Revoked now, after the session signed in (a minute ago).
        [{ collection: 'users', id: EMP, data: user(EMP, 'employee', T1, { tokensRevokedAt: s.now }) }],
        set('attendance', todayId(s), newPunch(s, s.today)),
      ),
  },
];
