import { COLLECTIONS } from '../ports/collections';
import {
  CALLER_STATES,
  isAllowed,
  listedScopes,
  OPERATIONS,
  PERMISSION_ROWS,
  permissionFor,
  POLICY_ROLES,
  SCOPES,
  type CallerState,
  type PermissionRow,
  type PolicyRole,
} from './permission-matrix';
import { callerState, policyRole, resolveScope, type PolicyCaller } from './policy-caller';

const allowed = (role: PolicyRole, state: CallerState = 'active') =>
  PERMISSION_ROWS.filter((row) => row.role === role && row.state === state && row.allow)
    .map((row) => `${row.operation} ${row.collection} ${row.scope}${row.check ? ` [${row.check}]` : ''}`)
    .sort();

describe('PERMISSION_ROWS', () => {
  it('has exactly one row for every role × caller state × collection × operation × scope', () => {
    const keys = new Set(
      PERMISSION_ROWS.map((r) => `${r.role}|${r.state}|${r.collection}|${r.operation}|${r.scope}`),
    );
    const perState = COLLECTIONS.length * OPERATIONS.length * SCOPES.length;
    // A signed-out visitor has no switches: only the active state.
    expect(PERMISSION_ROWS).toHaveLength(perState * (1 + (POLICY_ROLES.length - 1) * CALLER_STATES.length));
    expect(keys.size).toBe(7560);
    expect(PERMISSION_ROWS.filter((r) => r.role === 'unauthenticated').map((r) => r.state)).toEqual(
      Array(perState).fill('active'),
    );
  });

  it('answers isAllowed from the rows', () => {
    for (const row of PERMISSION_ROWS) expect(isAllowed(row)).toBe(row.allow);
    expect(
      permissionFor({ role: 'employee', collection: 'attendance', operation: 'update', scope: 'own' }),
    ).toEqual({
      role: 'employee',
      state: 'active',
      collection: 'attendance',
      operation: 'update',
      scope: 'own',
      allow: true,
      check: 'attendance-punch',
    });
  });

  it('crosses tenants only for superusers (tenants, leads, their timeline, technical incidents, indicators) and members’ reads of the platform’s indicators', () => {
    const crossing = PERMISSION_ROWS.filter((row) => row.scope === 'other-tenant' && row.allow);
    const unexpected = crossing.filter(
      (row: PermissionRow) =>
        !(
          (row.role === 'superuser' &&
            ['tenants', 'leads', 'leadEvents', 'incidents', 'indicators'].includes(row.collection)) ||
          (row.collection === 'indicators' && ['get', 'list'].includes(row.operation))
        ),
    );
    expect(unexpected).toEqual([]);
  });

  it('issue #46: every member reads the platform’s indicators; only the superuser saves a month, under its check', () => {
    const rows = PERMISSION_ROWS.filter((row) => row.collection === 'indicators' && row.state === 'active');
    const text = (row: PermissionRow) => `${row.role} ${row.operation}${row.check ? ` [${row.check}]` : ''}`;
    const allowedOps = [...new Set(rows.filter((row) => row.allow).map(text))].sort();
    expect(allowedOps).toEqual(
      [
        'admin get',
        'admin list',
        'employee get',
        'employee list',
        'superuser create [indicator-write]',
        'superuser get',
        'superuser list',
        'superuser update [indicator-write]',
      ].sort(),
    );
    // Alike in every scope: the table belongs to no tenant.
    for (const row of rows.filter((r) => r.allow)) {
      expect(SCOPES.map((scope) => isAllowed({ ...row, scope }))).toEqual([true, true, true]);
    }
    for (const role of ['inspector', 'unauthenticated', 'unknown'] as const)
      expect(isAllowed({ role, collection: 'indicators', operation: 'get', scope: 'other-tenant' })).toBe(
        false,
      );
    expect(
      isAllowed({ role: 'superuser', collection: 'indicators', operation: 'delete', scope: 'tenant' }),
    ).toBe(false);
  });

  it('lets visitors and unknown roles do nothing: the landing-page lead is AdminPort sendLead (M11)', () => {
    expect(allowed('unauthenticated')).toEqual([]);
    expect(allowed('unknown')).toEqual([]);
  });

  it('gives employees their own records, their tenant’s shared data and punches', () => {
    expect(allowed('employee')).toEqual(
      [
        'create absences own [absence-request]',
        'create attendance own [attendance-punch]',
        'create weekSignatures own [week-signature-create]',
        'get absences own',
        'get attendance own',
        'get corrections own',
        'get holidays own',
        'get overtimeAgreements own',
        'get overtimeDecisions own',
        'get payslips own',
        'get holidays tenant',
        'get indicators other-tenant',
        'get indicators own',
        'get indicators tenant',
        'get schedulesConfig own',
        'get shifts own',
        'get shifts tenant',
        'get tenants own',
        'get tenants tenant',
        'get users own',
        'get weekSignatures own',
        'get workplaces own',
        'get workplaces tenant',
        'list absences own',
        'list attendance own',
        'list corrections own',
        'list holidays own',
        'list overtimeAgreements own',
        'list overtimeDecisions own',
        'list payslips own',
        'list holidays tenant',
        'list indicators other-tenant',
        'list indicators own',
        'list indicators tenant',
        'list schedulesConfig own',
        'list shifts own',
        'list shifts tenant',
        'list tenants own',
        'list tenants tenant',
        'list weekSignatures own',
        'list workplaces own',
        'list workplaces tenant',
        'update attendance own [attendance-punch]',
        'update corrections own [correction-respond]',
        'update users own [user-own-profile]',
      ].sort(),
    );
  });

  it('lets only the worker sign the own weeks, managers read them, and nobody change or delete a signature', () => {
    for (const role of ['admin', 'superuser'] as const) {
      for (const operation of ['create', 'update', 'delete'] as const) {
        for (const scope of ['own', 'tenant'] as const)
          expect(isAllowed({ role, collection: 'weekSignatures', operation, scope })).toBe(false);
      }
      expect(isAllowed({ role, collection: 'weekSignatures', operation: 'list', scope: 'tenant' })).toBe(
        true,
      );
    }
    expect(
      isAllowed({ role: 'employee', collection: 'weekSignatures', operation: 'create', scope: 'tenant' }),
    ).toBe(false);
    expect(
      isAllowed({ role: 'employee', collection: 'weekSignatures', operation: 'update', scope: 'own' }),
    ).toBe(false);
  });

  it('lets managers record and void agreements and decide overtime; never delete either', () => {
    for (const role of ['admin', 'superuser'] as const) {
      for (const scope of ['own', 'tenant'] as const) {
        expect(
          permissionFor({ role, collection: 'overtimeAgreements', operation: 'create', scope }).check,
        ).toBe('overtime-agreement-create');
        expect(isAllowed({ role, collection: 'overtimeAgreements', operation: 'delete', scope })).toBe(false);
        expect(
          permissionFor({ role, collection: 'overtimeAgreements', operation: 'update', scope }).check,
        ).toBe('overtime-agreement-void');
        for (const operation of ['create', 'update'] as const) {
          expect(permissionFor({ role, collection: 'overtimeDecisions', operation, scope }).check).toBe(
            'overtime-decision-write',
          );
        }
        expect(isAllowed({ role, collection: 'overtimeDecisions', operation: 'delete', scope })).toBe(false);
        expect(
          isAllowed({ role, collection: 'overtimeDecisions', operation: 'get', scope: 'other-tenant' }),
        ).toBe(false);
      }
    }
  });

  it('never lets anyone delete a record of the last five years (retention)', () => {
    const records = [
      'tenants',
      'users',
      'shifts',
      'planPublishes',
      'absences',
      'attendance',
      'corrections',
      'overtimeAgreements',
      'overtimeDecisions',
      'weekSignatures',
      'payslips',
      'logs',
    ] as const;
    const deletes = PERMISSION_ROWS.filter(
      (row) =>
        row.allow && row.operation === 'delete' && (records as readonly string[]).includes(row.collection),
    );
    expect(deletes).toEqual([]);
  });

  it('never lets a client delete tenants or logs, edit logs, or create/delete users docs', () => {
    const forbidden = PERMISSION_ROWS.filter(
      (row) =>
        row.allow &&
        ((row.collection === 'tenants' && row.operation === 'delete') ||
          (row.collection === 'logs' && (row.operation === 'update' || row.operation === 'delete')) ||
          (row.collection === 'users' && (row.operation === 'create' || row.operation === 'delete'))),
    );
    expect(forbidden).toEqual([]);
  });

  it('lets managers run every tenant collection but not read leads; payroll is theirs alone', () => {
    for (const collection of ['shifts', 'schedulesConfig', 'holidays', 'absences', 'payroll'] as const) {
      for (const operation of OPERATIONS) {
        // Records are never deleted (retention): shifts are archived, absences voided.
        const kept = operation === 'delete' && (collection === 'shifts' || collection === 'absences');
        expect(isAllowed({ role: 'admin', collection, operation, scope: 'tenant' })).toBe(!kept);
        expect(isAllowed({ role: 'admin', collection, operation, scope: 'other-tenant' })).toBe(false);
      }
    }
    expect(isAllowed({ role: 'admin', collection: 'leads', operation: 'list', scope: 'other-tenant' })).toBe(
      false,
    );
    expect(
      isAllowed({ role: 'superuser', collection: 'leads', operation: 'list', scope: 'other-tenant' }),
    ).toBe(true);
    expect(PERMISSION_ROWS.some((r) => r.role === 'employee' && r.collection === 'payroll' && r.allow)).toBe(
      false,
    );
    expect(
      permissionFor({ role: 'admin', collection: 'users', operation: 'update', scope: 'tenant' }).check,
    ).toBe('user-admin-update');
    expect(
      permissionFor({ role: 'superuser', collection: 'users', operation: 'update', scope: 'tenant' }).check,
    ).toBe('user-superuser-update');
    // A manager's own users doc is edited like any other of the tenant, not under the employees' own-profile row.
    expect(
      permissionFor({ role: 'admin', collection: 'users', operation: 'update', scope: 'own' }).check,
    ).toBe('user-admin-update');
    expect(
      permissionFor({ role: 'employee', collection: 'users', operation: 'update', scope: 'tenant' }).allow,
    ).toBe(false);
  });

  it('gives the CRM to superusers alone: leads under field checks, a timeline only appended', () => {
    for (const scope of SCOPES) {
      const superuser = { role: 'superuser', collection: 'leads', scope } as const;
      expect(permissionFor({ ...superuser, operation: 'create' }).check).toBe('lead-superuser-create');
      expect(permissionFor({ ...superuser, operation: 'update' }).check).toBe('lead-update');
      expect(isAllowed({ ...superuser, operation: 'delete' })).toBe(true);
      const timeline = { role: 'superuser', collection: 'leadEvents', scope } as const;
      expect(permissionFor({ ...timeline, operation: 'create' }).check).toBe('lead-event-create');
      for (const operation of ['get', 'list'] as const)
        expect(isAllowed({ ...timeline, operation })).toBe(true);
      for (const operation of ['update', 'delete'] as const)
        expect(isAllowed({ ...timeline, operation })).toBe(false);
    }
    expect(
      PERMISSION_ROWS.filter(
        (row) => row.collection === 'leadEvents' && row.allow && row.role !== 'superuser',
      ),
    ).toEqual([]);
  });

  it('keeps drafts, patterns and the publish history from employees; publishes are never deleted', () => {
    for (const collection of ['scheduleDrafts', 'shiftPatterns', 'planPublishes'] as const) {
      for (const operation of OPERATIONS) {
        for (const scope of SCOPES) {
          expect(isAllowed({ role: 'employee', collection, operation, scope })).toBe(false);
        }
      }
    }
    for (const role of ['admin', 'superuser'] as const) {
      expect(isAllowed({ role, collection: 'planPublishes', operation: 'delete', scope: 'tenant' })).toBe(
        false,
      );
      for (const operation of ['create', 'update'] as const) {
        expect(permissionFor({ role, collection: 'planPublishes', operation, scope: 'tenant' }).check).toBe(
          'publish-write',
        );
      }
    }
  });

  it('puts every manager write of the plan under its field check', () => {
    const checks = {
      shifts: 'shift-write',
      shiftPatterns: 'pattern-write',
      holidays: 'holiday-write',
      schedulesConfig: 'schedule-write',
      scheduleDrafts: 'schedule-draft-write',
      absences: 'absence-manager-write',
    } as const;
    for (const [collection, check] of Object.entries(checks) as [keyof typeof checks, string][]) {
      for (const operation of ['create', 'update'] as const) {
        expect(permissionFor({ role: 'admin', collection, operation, scope: 'tenant' })).toMatchObject({
          allow: true,
          check,
        });
      }
      expect(
        permissionFor({ role: 'admin', collection, operation: 'delete', scope: 'tenant' }).check,
      ).toBeUndefined();
    }
    // An employee only requests: no update nor delete of an absence, not even the own.
    expect(
      permissionFor({ role: 'employee', collection: 'absences', operation: 'create', scope: 'own' }).check,
    ).toBe('absence-request');
    expect(
      isAllowed({ role: 'employee', collection: 'absences', operation: 'create', scope: 'tenant' }),
    ).toBe(false);
    expect(isAllowed({ role: 'employee', collection: 'absences', operation: 'update', scope: 'own' })).toBe(
      false,
    );
    expect(isAllowed({ role: 'employee', collection: 'absences', operation: 'delete', scope: 'own' })).toBe(
      false,
    );
  });

  it('lets managers only read attendance; a correction is its own record, proposed and closed under checks', () => {
    for (const role of ['admin', 'superuser'] as const) {
      for (const scope of ['own', 'tenant'] as const) {
        for (const operation of ['create', 'update', 'delete'] as const) {
          expect(isAllowed({ role, collection: 'attendance', operation, scope })).toBe(false);
        }
        for (const operation of ['get', 'list'] as const) {
          expect(isAllowed({ role, collection: 'attendance', operation, scope })).toBe(true);
          expect(isAllowed({ role, collection: 'corrections', operation, scope })).toBe(true);
        }
        expect(permissionFor({ role, collection: 'corrections', operation: 'create', scope }).check).toBe(
          'correction-create',
        );
        expect(permissionFor({ role, collection: 'corrections', operation: 'update', scope }).check).toBe(
          'correction-close',
        );
        expect(isAllowed({ role, collection: 'corrections', operation: 'delete', scope })).toBe(false);
      }
    }
    expect(
      permissionFor({ role: 'employee', collection: 'corrections', operation: 'update', scope: 'own' }).check,
    ).toBe('correction-respond');
    for (const operation of ['create', 'delete'] as const) {
      expect(isAllowed({ role: 'employee', collection: 'corrections', operation, scope: 'own' })).toBe(false);
    }
  });

  it('reads a users list as tenant-wide: no query narrows users to the own doc', () => {
    expect(listedScopes('users', 'own')).toEqual(['own', 'tenant']);
    expect(listedScopes('attendance', 'own')).toEqual(['own']);
    expect(listedScopes('shifts', 'own')).toEqual(['tenant']);
    expect(isAllowed({ role: 'employee', collection: 'users', operation: 'list', scope: 'own' })).toBe(false);
    expect(isAllowed({ role: 'admin', collection: 'users', operation: 'list', scope: 'own' })).toBe(true);
  });
});

describe('the inspector', () => {
  it('reads the records an inspection needs in its own tenant, and nothing else', () => {
    const reads = ['tenants', 'users', 'shifts', 'holidays', 'schedulesConfig', 'absences', 'attendance']
      .concat(['corrections', 'overtimeAgreements', 'overtimeDecisions', 'weekSignatures', 'planPublishes'])
      .concat(['scheduleChanges'])
      .concat(['attendanceMonths', 'workplaces', 'incidents'])
      .flatMap((collection) =>
        ['get', 'list'].flatMap((operation) =>
          ['own', 'tenant'].map((scope) => `${operation} ${collection} ${scope}`),
        ),
      );
    expect(allowed('inspector')).toEqual(reads.sort());
  });

  it('writes nothing anywhere, not even the landing form, and reads no other tenant', () => {
    const writes = PERMISSION_ROWS.filter(
      (row) => row.role === 'inspector' && row.allow && !['get', 'list'].includes(row.operation),
    );
    expect(writes).toEqual([]);
    expect(
      PERMISSION_ROWS.filter((row) => row.role === 'inspector' && row.allow && row.scope === 'other-tenant'),
    ).toEqual([]);
    for (const collection of ['logs', 'payroll', 'leads', 'scheduleDrafts', 'shiftPatterns'] as const) {
      expect(isAllowed({ role: 'inspector', collection, operation: 'list', scope: 'tenant' })).toBe(false);
    }
  });
});

describe('the off-switches in the rows', () => {
  const SWITCHED_OFF = CALLER_STATES.filter((state) => state !== 'active');

  it.each(SWITCHED_OFF)('leave a %s caller nothing, whatever the role', (state) => {
    for (const role of POLICY_ROLES.filter((r) => r !== 'unauthenticated')) {
      expect(allowed(role, state)).toEqual([]);
    }
  });

  it('close the CRM to a switched-off superuser', () => {
    const request = {
      role: 'superuser',
      collection: 'leads',
      operation: 'create',
      scope: 'other-tenant',
    } as const;
    expect(permissionFor(request).check).toBe('lead-superuser-create');
    expect(permissionFor({ ...request, state: 'user-disabled' })).toMatchObject({ allow: false });
    expect(permissionFor({ ...request, state: 'user-disabled', operation: 'list' })).toMatchObject({
      allow: false,
      note: 'off-switch: user-disabled',
    });
  });

  it('read a missing state as active', () => {
    const request = { role: 'employee', collection: 'shifts', operation: 'get', scope: 'tenant' } as const;
    expect(isAllowed(request)).toBe(true);
    expect(isAllowed({ ...request, state: 'active' })).toBe(true);
    expect(isAllowed({ ...request, state: 'token-revoked' })).toBe(false);
  });
});

describe('callerState', () => {
  const SIGNED_IN = 1_748_865_600;
  const caller: PolicyCaller = { uid: 'u1', claims: { role: 'admin', tenantId: 't1' }, authTime: SIGNED_IN };
  const tenant = { tenantId: 't1', disabled: false };
  const user = { tenantId: 't1', disabled: false };
  const at = (seconds: number) => new Date(seconds * 1000);
  const now = at(SIGNED_IN + 3600);

  it('is active with an enabled tenant and an enabled, unrevoked users doc, or no users doc', () => {
    expect(callerState(caller, { tenant, user, now })).toBe('active');
    expect(callerState(caller, { tenant, user: null, now })).toBe('active');
    expect(callerState(caller, { tenant: { tenantId: 't1' }, user: { tenantId: 't1' }, now })).toBe('active');
    expect(callerState(null, { tenant: null, user: null, now })).toBe('active');
  });

  it('switches the caller off with a disabled or missing tenant, before anything else', () => {
    expect(callerState(caller, { tenant: { ...tenant, disabled: true }, user, now })).toBe('tenant-disabled');
    expect(callerState(caller, { tenant: null, user: null, now })).toBe('tenant-disabled');
    expect(callerState(caller, { tenant: null, user: { ...user, disabled: true }, now })).toBe(
      'tenant-disabled',
    );
  });

  it('switches a disabled user off', () => {
    expect(callerState(caller, { tenant, user: { ...user, disabled: true }, now })).toBe('user-disabled');
    // Only `true` disables, as in the rules (`!= true`).
    expect(callerState(caller, { tenant, user: { ...user, disabled: 'true' }, now })).toBe('active');
  });

  it('revokes a session that signed in at or before tokensRevokedAt, not one signed in after', () => {
    const revoked = (revokedAt: unknown, who: PolicyCaller = caller) =>
      callerState(who, { tenant, user: { ...user, tokensRevokedAt: revokedAt }, now });
    expect(revoked(at(SIGNED_IN + 60))).toBe('token-revoked');
    expect(revoked(at(SIGNED_IN))).toBe('token-revoked');
    expect(revoked(at(SIGNED_IN - 1))).toBe('active');
    expect(revoked(null)).toBe('active');
    // No auth time counts as 0, which any revocation makes stale; a revocation the rules cannot read revokes.
    expect(revoked(at(SIGNED_IN - 1), { uid: 'u1', claims: caller.claims })).toBe('token-revoked');
    expect(revoked('2025-06-02')).toBe('token-revoked');
  });

  it('switches an inspector off once its access ended, or when its claims name no end', () => {
    const inspector = (accessUntil?: number): PolicyCaller => ({
      uid: 'i1',
      claims: { role: 'inspector', tenantId: 't1', ...(accessUntil === undefined ? {} : { accessUntil }) },
      authTime: SIGNED_IN,
    });
    const state = (who: PolicyCaller) => callerState(who, { tenant, user: null, now });
    expect(state(inspector(now.getTime() + 1))).toBe('active');
    expect(state(inspector(now.getTime()))).toBe('user-disabled');
    expect(state(inspector(now.getTime() - 1))).toBe('user-disabled');
    expect(state(inspector())).toBe('user-disabled');
    // A disabled tenant still says so first; other roles carry no end at all.
    expect(
      callerState(inspector(now.getTime() + 1), { tenant: { ...tenant, disabled: true }, user: null, now }),
    ).toBe('tenant-disabled');
    expect(
      callerState({ ...caller, claims: { ...caller.claims, accessUntil: 0 } }, { tenant, user, now }),
    ).toBe('active');
  });
});

describe('policyRole and resolveScope', () => {
  const caller = { uid: 'u1', claims: { role: 'employee', tenantId: 't1' } };

  it('maps claims to a policy role', () => {
    expect(policyRole(null)).toBe('unauthenticated');
    expect(policyRole({ uid: 'u', claims: { role: 'superuser', tenantId: 't' } })).toBe('superuser');
    expect(policyRole({ uid: 'u', claims: { role: 'auditor', tenantId: 't' } })).toBe('unknown');
  });

  it('places a doc as own, tenant or other-tenant for the caller', () => {
    expect(resolveScope('attendance', { id: 'a', data: { tenantId: 't1', userId: 'u1' } }, caller)).toBe(
      'own',
    );
    expect(resolveScope('attendance', { id: 'a', data: { tenantId: 't1', userId: 'u2' } }, caller)).toBe(
      'tenant',
    );
    expect(resolveScope('attendance', { id: 'a', data: { tenantId: 't2', userId: 'u1' } }, caller)).toBe(
      'other-tenant',
    );
    expect(resolveScope('users', { id: 'u1', data: { tenantId: 't1' } }, caller)).toBe('own');
    expect(resolveScope('logs', { id: 'l', data: { tenantId: 't1', actorId: 'u1' } }, caller)).toBe('own');
    expect(resolveScope('shifts', { id: 's', data: { tenantId: 't1' } }, caller)).toBe('tenant');
    expect(resolveScope('leads', { id: 'l', data: { tenantId: null } }, caller)).toBe('other-tenant');
    expect(resolveScope('shifts', { id: 's', data: { tenantId: 't1' } }, null)).toBe('other-tenant');
  });
});
