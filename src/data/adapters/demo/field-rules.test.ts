/** The policy's field-level rules, list constraints and edge cases, enforced by the demo store. */
import type { CollectionName } from '../../ports/collections';
import { SERVER_TIME, type Query } from '../../ports/document-store';
import type { PolicyCaller } from '../../policy/policy-caller';
import { expectDataError, recorder, settle } from '../../../testing/contract-fixtures';
import {
  attendanceRecord,
  CALLERS,
  CHECK_IN,
  DAY,
  docId,
  LOG_ATTACKS,
  loose,
  OTHER_TENANT,
  PHOTO_DATA_URL,
  PHOTO_URL_ATTACKS,
  storagePhotoURL,
  storedDoc,
  TENANT,
  OWN_PROFILE_ATTACKS,
  PUNCH_NOW,
  REVOKED_AT,
  scheduleFor,
  TENANT_UPDATE_ATTACKS,
  tenantStamp,
  tenantDoc,
  USER_UPDATE_ATTACKS,
  userDocIn,
  validLead,
  validTenantUpdate,
  validUserFileEdit,
} from '../../../testing/policy-fixtures';
import { DemoStore, type DemoSeed } from './demo-store';

const NOW = PUNCH_NOW;
let caller: PolicyCaller | null;
let store: DemoStore;
const as = (role: keyof typeof CALLERS) => {
  caller = CALLERS[role];
  return loose(store);
};
const emp = CALLERS.employee?.uid ?? '';
/** The employee's record of the fixed punch day, under its deterministic id, and the schedule it needs. */
const OWN = { tenantId: TENANT, owner: emp };
const PUNCH_ID = docId('attendance', OWN);
const ownSchedule = () => ({ ...scheduleFor(OWN).data, id: scheduleFor(OWN).id });

/** Replaces the data with `docs`, plus the callers' enabled tenant doc unless `docs` gives the tenants. */
async function seed(docs: Partial<Record<CollectionName, Record<string, unknown>[]>>): Promise<void> {
  const tenants = docs.tenants ?? [{ ...tenantDoc(), id: TENANT }];
  await store.seedAll({ ...docs, tenants } as unknown as DemoSeed);
}

beforeEach(async () => {
  caller = null;
  store = new DemoStore({ getCaller: () => caller, now: () => NOW });
  await seed({});
});

describe('employee punches (the attack suite holds the rest: src/testing/attack-cases.ts)', () => {
  const record = () => ({ ...attendanceRecord(TENANT, emp), checkInTime: SERVER_TIME });
  beforeEach(() => seed({ schedulesConfig: [ownSchedule()] }));

  it('checks in with the server time, which becomes the store clock', async () => {
    await as('employee').set('attendance', PUNCH_ID, record());
    expect(await as('employee').get('attendance', PUNCH_ID)).toMatchObject({ checkInTime: NOW });
  });

  it('rejects device times, a colleague, another source, punches out of order or another id', async () => {
    const employee = as('employee');
    for (const data of [
      attendanceRecord(TENANT, emp),
      { ...record(), userId: 'colleague-1' },
      { ...record(), source: 'admin' },
      { ...record(), lunchStartTime: SERVER_TIME },
    ]) {
      await expectDataError(employee.set('attendance', PUNCH_ID, data), 'permission-denied');
    }
    await expectDataError(employee.set('attendance', 'a1', record()), 'permission-denied');
    expect(await as('admin').get('attendance', PUNCH_ID)).toBeNull();
  });

  it('records a check-in outside the slot’s window, at the same clock (Res. Ex. N° 38: never block)', async () => {
    await seed({
      schedulesConfig: [{ ...ownSchedule(), timeSlots: [{ startTime: '12:00', endTime: '20:00' }] }],
    });
    await as('employee').set('attendance', PUNCH_ID, record());
    expect(await as('employee').get('attendance', PUNCH_ID)).toMatchObject({ checkInTime: NOW });
  });

  it('sets each later time once, in order, and never changes a stored one', async () => {
    await seed({
      schedulesConfig: [ownSchedule()],
      attendance: [{ ...attendanceRecord(TENANT, emp), id: PUNCH_ID }],
    });
    const employee = as('employee');
    await expectDataError(
      employee.update('attendance', PUNCH_ID, { checkInTime: SERVER_TIME }),
      'permission-denied',
    );
    await expectDataError(
      employee.update('attendance', PUNCH_ID, { lunchEndTime: SERVER_TIME }),
      'permission-denied',
    );
    await employee.update('attendance', PUNCH_ID, { lunchStartTime: SERVER_TIME });
    await expectDataError(
      employee.update('attendance', PUNCH_ID, { lunchStartTime: SERVER_TIME }),
      'permission-denied',
    );
    await employee.update('attendance', PUNCH_ID, {
      lunchEndTime: SERVER_TIME,
      deviceTimes: { lunchEnd: CHECK_IN },
    });
    await expectDataError(
      employee.update('attendance', PUNCH_ID, { checkOutTime: SERVER_TIME, location: null }),
      'permission-denied',
    );
    await employee.update('attendance', PUNCH_ID, { checkOutTime: SERVER_TIME });
    await expectDataError(
      employee.update('attendance', PUNCH_ID, { checkOutTime: null }),
      'permission-denied',
    );
    await expectDataError(employee.update('attendance', PUNCH_ID, { slotIndex: 1 }), 'permission-denied');
    expect(await employee.get('attendance', PUNCH_ID)).toMatchObject({
      checkInTime: CHECK_IN,
      lunchEndTime: NOW,
      deviceTimes: { lunchEnd: CHECK_IN },
      checkOutTime: NOW,
    });
  });

  it('judges a write to a doc the same batch created as a create (security review M1)', async () => {
    caller = CALLERS.employee;
    const batch = store
      .batch()
      .set('attendance', PUNCH_ID, record() as never)
      .update('attendance', PUNCH_ID, { checkOutTime: SERVER_TIME });
    await expectDataError(batch.commit(), 'permission-denied');
    expect(await as('admin').get('attendance', PUNCH_ID)).toBeNull();
    // The same writes, one request each, are a check-in and its check-out.
    await as('employee').set('attendance', PUNCH_ID, record());
    await as('employee').update('attendance', PUNCH_ID, { checkOutTime: SERVER_TIME });
  });

  it('still applies a batch whose later write is valid as part of a create', async () => {
    caller = CALLERS.employee;
    await store
      .batch()
      .set('attendance', PUNCH_ID, record() as never)
      .set('attendance', PUNCH_ID, { deviceTimes: { checkIn: CHECK_IN } }, { merge: true })
      .commit();
    expect(await as('employee').get('attendance', PUNCH_ID)).toMatchObject({
      checkInTime: NOW,
      deviceTimes: { checkIn: CHECK_IN },
    });
  });

  it('never lets an admin write a punch, the company’s record or the person’s (a correction is its own record)', async () => {
    await seed({
      attendance: [
        { ...attendanceRecord(TENANT, emp, undefined, 'company'), id: 'a1' },
        { ...attendanceRecord(TENANT, emp), id: 'a2' },
      ],
    });
    await expectDataError(as('admin').update('attendance', 'a1', { checkInTime: DAY }), 'permission-denied');
    await expectDataError(
      as('admin').update('attendance', 'a2', { checkInTime: DAY, source: 'admin' }),
      'permission-denied',
    );
    await expectDataError(as('admin').delete('attendance', 'a1'), 'permission-denied');
    expect(await as('admin').get('attendance', 'a1')).toMatchObject({
      checkInTime: CHECK_IN,
      source: 'admin',
    });
  });
});

describe('protected fields', () => {
  beforeEach(() => seed({ users: [{ ...storedDoc('users', { tenantId: TENANT, owner: emp }), id: emp }] }));

  it('never lets a client change role or tenantId of a users doc', async () => {
    await expectDataError(as('admin').update('users', emp, { role: 'admin' }), 'permission-denied');
    await expectDataError(
      as('superuser').update('users', emp, { tenantId: OTHER_TENANT }),
      'permission-denied',
    );
    await expectDataError(as('employee').update('users', emp, { role: 'admin' }), 'permission-denied');
    expect(await as('admin').get('users', emp)).toMatchObject({ tenantId: TENANT, role: 'employee' });
  });

  describe('the profile photo (users.photoURL)', () => {
    it('lets a person set and remove the own photo, as either adapter writes it', async () => {
      for (const photoURL of [PHOTO_DATA_URL, storagePhotoURL(TENANT, emp), null]) {
        await as('employee').update('users', emp, { photoURL });
        expect(await as('employee').get('users', emp)).toMatchObject({ photoURL });
      }
    });

    it.each(PHOTO_URL_ATTACKS)('refuses %s, from the person or a manager', async (_, value) => {
      await expectDataError(
        as('employee').update('users', emp, { photoURL: value(emp) }),
        'permission-denied',
      );
      await expectDataError(as('admin').update('users', emp, { photoURL: value(emp) }), 'permission-denied');
      expect(await as('admin').get('users', emp)).toMatchObject({ photoURL: null });
    });

    it('lets a person change nothing but the own name and photo (security review R14)', async () => {
      await seed({
        users: [
          { ...storedDoc('users', { tenantId: TENANT, owner: emp }), id: emp },
          { ...storedDoc('users', { tenantId: TENANT, owner: 'colleague-1' }), id: 'colleague-1' },
        ],
      });
      await expectDataError(
        as('employee').update('users', emp, { photoURL: PHOTO_DATA_URL, position: 'Jefa' }),
        'permission-denied',
      );
      await expectDataError(
        as('employee').update('users', 'colleague-1', { photoURL: PHOTO_DATA_URL }),
        'permission-denied',
      );
      await expectDataError(as('employee').update('users', emp, { payAmount: 9e9 }), 'permission-denied');
      await expectDataError(as('employee').update('users', 'nobody', { photoURL: null }), 'not-found');
    });

    it('lets a manager clear a photo or give the colleague’s own Storage photo, with other edits', async () => {
      await as('admin').update('users', emp, { photoURL: storagePhotoURL(TENANT, emp), position: 'Cajera' });
      await as('admin').update('users', emp, { photoURL: null });
      expect(await as('admin').get('users', emp)).toMatchObject({ photoURL: null, position: 'Cajera' });
    });
  });

  it('lets an admin edit the own tenant settings but not re-enable it', async () => {
    await seed({ tenants: [{ ...storedDoc('tenants', { tenantId: TENANT, owner: '' }), id: TENANT }] });
    await as('admin').update('tenants', TENANT, { name: 'Nueva', ...tenantStamp(CALLERS.admin?.uid ?? '') });
    await expectDataError(as('admin').update('tenants', TENANT, { disabled: true }), 'permission-denied');
    await as('superuser').update('tenants', TENANT, { disabled: true });
    await expectDataError(as('superuser').update('tenants', TENANT, { tenantId: 'x' }), 'permission-denied');
  });

  describe('the tenant settings /configuracion writes (security review R16)', () => {
    beforeEach(() =>
      seed({ tenants: [{ ...storedDoc('tenants', { tenantId: TENANT, owner: '' }), id: TENANT }] }),
    );

    it('accepts the identification, a supported zone and whole valid settings', async () => {
      await as('admin').update('tenants', TENANT, validTenantUpdate(CALLERS.admin?.uid ?? ''));
      expect(await as('admin').get('tenants', TENANT)).toMatchObject({
        taxId: '76.086.428-5',
        settings: { weeklyHourLimit: 40, alertThresholds: { lateEntryMinutes: 20 } },
      });
    });

    it.each(TENANT_UPDATE_ATTACKS)('refuses %s', async (_, patch) => {
      for (const role of ['admin', 'superuser'] as const) {
        const signed = { ...patch(), ...tenantStamp(CALLERS[role]?.uid ?? '') };
        await expectDataError(as(role).update('tenants', TENANT, signed), 'permission-denied');
      }
    });

    it('refuses an employee any change', async () => {
      await expectDataError(as('employee').update('tenants', TENANT, { name: 'Mía' }), 'permission-denied');
    });
  });

  it('keeps every doc in its tenant, except leads a superuser attaches to a tenant', async () => {
    await seed({
      shifts: [{ ...storedDoc('shifts', { tenantId: TENANT, owner: '' }), id: 's1' }],
      leads: [{ ...storedDoc('leads', { tenantId: null, owner: '' }), id: 'l1' }],
    });
    await expectDataError(
      as('admin').update('shifts', 's1', { tenantId: OTHER_TENANT }),
      'permission-denied',
    );
    await as('superuser').update('leads', 'l1', { tenantId: TENANT, status: 'ganado' });
  });
});

describe('logs and leads', () => {
  const admin = CALLERS.admin?.uid ?? '';
  const log = (overrides: Record<string, unknown> = {}) => ({
    ...storedDoc('logs', { tenantId: TENANT, owner: admin }),
    createdAt: SERVER_TIME,
    ...overrides,
  });

  it('lets a manager append a log as the caller, stamped by the server; never edits one', async () => {
    await as('admin').set('logs', 'g1', log());
    await expectDataError(as('admin').set('logs', 'g2', log({ createdAt: NOW })), 'permission-denied');
    await expectDataError(as('admin').set('logs', 'g3', log({ actorId: emp })), 'permission-denied');
    await expectDataError(as('admin').update('logs', 'g1', { details: 'x' }), 'permission-denied');
    await expectDataError(as('superuser').delete('logs', 'g1'), 'permission-denied');
  });

  it('never lets a worker write the audit trail, even as themselves (security review M6)', async () => {
    await expectDataError(as('employee').set('logs', 'g5', log({ actorId: emp })), 'permission-denied');
  });

  it.each(LOG_ATTACKS)('refuses a log with %s (security review R41, R42)', async (_, overrides) => {
    await expectDataError(as('admin').set('logs', 'g4', log(overrides)), 'permission-denied');
  });

  it('accepts a log at the size limits', async () => {
    await as('admin').set('logs', 'g8', log({ details: 'x'.repeat(2000), target: 'x'.repeat(200) }));
  });

  it('takes no lead from a visitor, an employee or an admin: the form is AdminPort sendLead (M11)', async () => {
    for (const role of ['unauthenticated', 'employee', 'admin'] as const) {
      await expectDataError(as(role).set('leads', 'l1', validLead(null)), 'permission-denied');
    }
    await expectDataError(as('unauthenticated').get('leads', 'l1'), 'permission-denied');
  });
});

describe('lists and missing docs', () => {
  beforeEach(() =>
    seed({
      attendance: [
        { ...attendanceRecord(TENANT, emp), id: 'mine' },
        { ...attendanceRecord(TENANT, 'colleague-1'), id: 'theirs' },
      ],
    }),
  );

  it('lets an employee list attendance only when constrained to the own tenant and uid', async () => {
    caller = CALLERS.employee;
    const byTenant = { field: 'tenantId', op: '==', value: TENANT } as const;
    const byUser = { field: 'userId', op: '==', value: emp } as const;
    const range = { field: 'date', op: '>=', value: DAY } as const;
    await expectDataError(store.list('attendance', { where: [byUser] }), 'permission-denied');
    await expectDataError(store.list('attendance', { where: [byTenant] }), 'permission-denied');
    const mine = await store.list('attendance', { where: [byTenant, byUser, range] });
    expect(mine).toEqual([expect.objectContaining({ id: 'mine' })]);
  });

  it('answers a missing doc with null, not-found or permission-denied by what the role may do', async () => {
    expect(await as('employee').get('attendance', 'nothing')).toBeNull();
    await expectDataError(as('employee').get('payroll', 'nothing'), 'permission-denied');
    await expectDataError(as('unauthenticated').get('shifts', 'nothing'), 'permission-denied');
    await expectDataError(as('admin').update('shifts', 'nothing', { name: 'x' }), 'not-found');
    await expectDataError(as('employee').update('shifts', 'nothing', { name: 'x' }), 'permission-denied');
    await as('admin').delete('shiftPatterns', 'nothing');
    // A shift is a record: not even a missing one is deleted.
    await expectDataError(as('admin').delete('shifts', 'nothing'), 'permission-denied');
  });

  it('applies no write of a batch holding a forbidden one', async () => {
    caller = CALLERS.admin;
    const batch = store
      .batch()
      .update('attendance', 'mine', { source: 'admin' })
      .set('attendance', 'elsewhere', { ...attendanceRecord(OTHER_TENANT, emp), source: 'admin' } as never);
    await expectDataError(batch.commit(), 'permission-denied');
    expect(await as('admin').get('attendance', 'mine')).toMatchObject({ source: 'web' });
  });

  it('stops a watcher with permission-denied once its caller lost access', async () => {
    const watch = recorder<unknown>();
    caller = CALLERS.employee;
    store.watchDoc('attendance', 'mine', watch);
    await vi.waitFor(() => expect(watch.values).toHaveLength(1));
    caller = null;
    store.revalidate();
    await vi.waitFor(() => expect(watch.errors).toHaveLength(1));
    await expectDataError(Promise.reject(watch.errors[0]), 'permission-denied');
  });
});

describe('the users doc: managers edit the file, people their own name (security review M2, R14, R17)', () => {
  const ADMIN = CALLERS.admin?.uid ?? '';
  const SUPER = CALLERS.superuser?.uid ?? '';
  const person = (uid: string, role: string) => ({ ...userDocIn('active', uid), role, id: uid });
  beforeEach(() =>
    seed({ users: [person(emp, 'employee'), person(ADMIN, 'admin'), person(SUPER, 'superuser')] }),
  );

  it('lets a manager write the name, the photo and the whole employee file', async () => {
    await as('admin').update('users', emp, validUserFileEdit());
    expect(await as('admin').get('users', emp)).toMatchObject(validUserFileEdit());
    await as('superuser').update('users', emp, { rut: null, payAmount: null });
    expect(await as('admin').get('users', emp)).toMatchObject({ rut: null, payAmount: null });
  });

  it.each(USER_UPDATE_ATTACKS)('refuses %s to an admin and a superuser', async (_, patch) => {
    await expectDataError(as('admin').update('users', emp, patch), 'permission-denied');
    await expectDataError(as('superuser').update('users', emp, patch), 'permission-denied');
    expect(await as('admin').get('users', emp)).toEqual(person(emp, 'employee'));
  });

  it('keeps a superuser’s doc from admins; a superuser edits an admin’s file', async () => {
    await expectDataError(as('admin').update('users', SUPER, { position: 'Socia' }), 'permission-denied');
    await expectDataError(as('admin').update('users', SUPER, { displayName: 'S' }), 'permission-denied');
    await as('superuser').update('users', ADMIN, { position: 'Jefe de Personas', payAmount: 1_900_000 });
    expect(await as('superuser').get('users', ADMIN)).toMatchObject({ position: 'Jefe de Personas' });
  });

  it('lets an employee change the own name, and a manager the own name too', async () => {
    await as('employee').update('users', emp, { displayName: 'Cami Rojas' });
    expect(await as('employee').get('users', emp)).toMatchObject({ displayName: 'Cami Rojas' });
    await as('employee').update('users', emp, { displayName: null });
    await as('admin').update('users', ADMIN, { displayName: 'Andrés S.' });
    expect(await as('admin').get('users', ADMIN)).toMatchObject({ displayName: 'Andrés S.' });
  });

  it.each(OWN_PROFILE_ATTACKS)('refuses an employee %s of the own doc', async (_, patch) => {
    await expectDataError(as('employee').update('users', emp, patch), 'permission-denied');
    expect(await as('admin').get('users', emp)).toEqual(person(emp, 'employee'));
  });
});

describe('the off-switches (security review H3, R51–R53)', () => {
  const employee = CALLERS.employee;
  const signedInAgain: PolicyCaller | null = employee && {
    ...employee,
    authTime: REVOKED_AT.getTime() / 1000 + 1,
  };
  const punch = () => ({ ...attendanceRecord(TENANT, emp), checkInTime: SERVER_TIME });
  const ownAttendance: Query<'attendance'> = {
    where: [
      { field: 'tenantId', op: '==', value: TENANT },
      { field: 'userId', op: '==', value: emp },
    ],
  };
  const inState = (state: 'active' | 'tenant-disabled' | 'user-disabled' | 'token-revoked') =>
    seed({
      tenants: [{ ...tenantDoc(state), id: TENANT }],
      users: [{ ...userDocIn(state, emp), id: emp }],
      schedulesConfig: [ownSchedule()],
      attendance: [{ ...attendanceRecord(TENANT, emp), id: 'mine' }],
    });

  it('deny a member of a disabled tenant every read and write, the own tenant and punches included', async () => {
    await inState('tenant-disabled');
    const member = as('employee');
    await expectDataError(member.get('tenants', TENANT), 'permission-denied');
    await expectDataError(member.get('users', emp), 'permission-denied');
    await expectDataError(store.list('attendance', ownAttendance), 'permission-denied');
    await expectDataError(member.set('attendance', PUNCH_ID, punch()), 'permission-denied');
    await expectDataError(member.get('shifts', 'missing'), 'permission-denied');
    for (const manager of ['admin', 'superuser'] as const) {
      await expectDataError(as(manager).get('tenants', TENANT), 'permission-denied');
      await expectDataError(
        as(manager).update('attendance', 'mine', { source: 'admin' }),
        'permission-denied',
      );
    }
    // A superuser of a disabled tenant no longer runs the others either.
    await expectDataError(as('superuser').get('tenants', OTHER_TENANT), 'permission-denied');
  });

  it('deny a caller whose tenant doc is missing, even a superuser', async () => {
    await seed({ tenants: [] });
    await expectDataError(as('superuser').get('tenants', TENANT), 'permission-denied');
    await expectDataError(as('superuser').list('leads', {}), 'permission-denied');
  });

  it('deny a disabled user everything, the own users doc included', async () => {
    await inState('user-disabled');
    await expectDataError(as('employee').get('users', emp), 'permission-denied');
    await expectDataError(as('employee').get('tenants', TENANT), 'permission-denied');
    await expectDataError(as('employee').set('attendance', PUNCH_ID, punch()), 'permission-denied');
    // Colleagues keep working.
    expect(await as('admin').get('users', emp)).toMatchObject({ disabled: true });
  });

  it('deny a session from before the revocation, and allow it after signing in again', async () => {
    await inState('token-revoked');
    await expectDataError(as('employee').get('users', emp), 'permission-denied');
    await expectDataError(as('employee').set('attendance', PUNCH_ID, punch()), 'permission-denied');
    caller = { uid: emp, claims: { role: 'employee', tenantId: TENANT } };
    await expectDataError(store.get('users', emp), 'permission-denied'); // no auth time: signed in at 0
    caller = signedInAgain;
    expect(await store.get('users', emp)).toMatchObject({ tokensRevokedAt: REVOKED_AT });
    await store.set('attendance', PUNCH_ID, punch());
  });

  it('let a caller without a users doc act, in an enabled tenant', async () => {
    await seed({ schedulesConfig: [ownSchedule()] });
    expect(await as('superuser').get('tenants', TENANT)).toMatchObject({ disabled: false });
    await as('employee').set('attendance', PUNCH_ID, punch());
  });

  it.each(['tenant-disabled', 'user-disabled', 'token-revoked'] as const)(
    'leave no lead open to a %s member',
    async (state) => {
      await inState(state);
      await expectDataError(as('employee').set('leads', 'l1', validLead(null)), 'permission-denied');
    },
  );

  it('end the caller’s live watches with permission-denied when their users doc is disabled', async () => {
    await inState('active');
    caller = employee;
    const attendance = recorder<unknown>();
    const profile = recorder<unknown>();
    store.watchQuery('attendance', ownAttendance, attendance);
    store.watchDoc('users', emp, profile);
    await vi.waitFor(() => expect([attendance.values, profile.values].map((v) => v.length)).toEqual([1, 1]));
    // Another person's switches are not the caller's.
    await store.privileged().commit([
      {
        kind: 'set',
        collection: 'users',
        id: 'colleague-1',
        data: userDocIn('user-disabled', 'colleague-1'),
        merge: false,
      },
    ]);
    await settle(20);
    expect([...attendance.errors, ...profile.errors]).toEqual([]);
    await store
      .privileged()
      .commit([{ kind: 'update', collection: 'users', id: emp, data: { disabled: true } }]);
    await vi.waitFor(() => expect([attendance.errors, profile.errors].map((e) => e.length)).toEqual([1, 1]));
    await expectDataError(Promise.reject(attendance.errors[0]), 'permission-denied');
    await expectDataError(Promise.reject(profile.errors[0]), 'permission-denied');
    expect(attendance.values).toHaveLength(1);
  });

  it('end them when the tenant is disabled or the sessions revoked', async () => {
    for (const [collection, id, data] of [
      ['tenants', TENANT, { disabled: true }],
      ['users', emp, { tokensRevokedAt: REVOKED_AT }],
    ] as const) {
      await inState('active');
      caller = employee;
      const watch = recorder<unknown>();
      store.watchQuery('attendance', ownAttendance, watch);
      await vi.waitFor(() => expect(watch.values).toHaveLength(1));
      await store.privileged().commit([{ kind: 'update', collection, id, data }]);
      await vi.waitFor(() => expect(watch.errors).toHaveLength(1));
      await expectDataError(Promise.reject(watch.errors[0]), 'permission-denied');
    }
  });
});
