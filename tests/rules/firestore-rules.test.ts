/**
 * firestore.rules against the permission matrix: one test per row of PERMISSION_ROWS (each caller state made by
 * seeding the caller's tenant and users docs), then the field-level rules. The attack table runs in
 * tests/rules/attack-suite.test.ts. Runs only on the Firestore emulator (`npm run test:emulators`); punches are
 * judged by the emulator's clock, so attendance fixtures are built from the real clock (`punchDayAt`).
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

import { PERMISSION_ROWS, type PermissionRow } from '../../src/data/policy/permission-matrix';
import { toFirestoreData } from '../../src/data/adapters/firebase/firestore-convert';
import { anonymousClient, clientAs, seed, startRulesEnvironment } from '../emulators/rules-environment';
import {
  attendanceRecord,
  CALLERS,
  COLLEAGUE,
  createdDoc,
  DAY,
  docId,
  OTHER_TENANT,
  placement,
  punchDayAt,
  rowStoredDoc,
  scheduleSeed,
  scopedQuery,
  storedDoc,
  supportSeeds,
  TENANT,
  tenantSeed,
  tokenOf,
  updateOf,
  userSeed,
  userSwitches,
  validLead,
  type Caller,
  type SeedDoc,
} from './rules-fixtures';
import {
  authorOf,
  LOG_ATTACKS,
  OWN_PROFILE_ATTACKS,
  PHOTO_DATA_URL,
  PHOTO_URL_ATTACKS,
  REVOKED_AT,
  storagePhotoURL,
  TENANT_UPDATE_ATTACKS,
  tenantStamp,
  USER_UPDATE_ATTACKS,
  validTenantUpdate,
  validUserFileEdit,
} from '../../src/testing/policy-fixtures';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
});

afterAll(async () => {
  await env.cleanup();
});

const MATRIX = 'every row of the permission matrix';

// Every caller's tenant exists and is enabled unless a test says otherwise: the off-switches need it. A row of
// the matrix writes the tenant doc in its own state (requestFor), over this one: it skips this write, one
// emulator round trip of its four, 7,245 times.
beforeEach(async ({ task }) => {
  await env.clearFirestore();
  if (task.suite?.name !== MATRIX) await seed(env, [tenantSeed()]);
});

function client(caller: Caller): Firestore {
  return caller.claims === null ? anonymousClient(env) : clientAs(env, caller.uid, tokenOf(caller));
}

/**
 * Seeds what the row needs — the caller's tenant and users docs in the row's state, and the row's doc — and
 * returns the request it makes.
 */
async function requestFor(row: PermissionRow): Promise<() => Promise<unknown>> {
  const caller = CALLERS[row.role];
  const place = placement(row.collection, row.scope, caller.uid);
  const punchDay = punchDayAt(new Date());
  const id = docId(row.collection, place, `${row.role}-${row.state}-${row.operation}-${row.scope}`, punchDay);
  // When the row's doc is the caller's users doc, it carries the state's switches (one write per doc); a create
  // of it needs it missing, so that caller has no users doc (which counts as enabled).
  const own = row.collection === 'users' && id === caller.uid;
  const docs: SeedDoc[] = [tenantSeed(row.state)];
  if (!own) docs.push(userSeed(row.state, caller.uid));
  docs.push(...supportSeeds(row.collection, place, caller.uid, punchDay));
  if (row.operation !== 'create') {
    const data = rowStoredDoc(row.collection, place, caller.uid, punchDay);
    docs.push({ collection: row.collection, id, data: own ? { ...data, ...userSwitches(row.state) } : data });
  }
  await seed(env, docs);
  const db = client(caller);
  const ref = doc(db, row.collection, id);
  switch (row.operation) {
    case 'get':
      return () => getDoc(ref);
    case 'list':
      return () =>
        getDocs(query(collection(db, row.collection), ...scopedQuery(row.collection, row.scope, caller.uid)));
    case 'create':
      return () => setDoc(ref, createdDoc(row.collection, place, punchDay, authorOf(row.role), caller.uid));
    case 'update':
      return () => updateDoc(ref, updateOf(row.collection, caller.uid));
    case 'delete':
      return () => deleteDoc(ref);
  }
}

describe(MATRIX, () => {
  for (const row of PERMISSION_ROWS) {
    const verdict = row.allow ? 'allows' : 'denies';
    it(`${verdict} ${row.role} (${row.state}) ${row.operation} ${row.collection} (${row.scope})`, async () => {
      const request = await requestFor(row);
      if (row.allow) await assertSucceeds(request());
      else await assertFails(request());
    });
  }
});

describe('punches (the attack suite holds the rest: src/testing/attack-cases.ts)', () => {
  const employee = CALLERS.employee;
  const own = { tenantId: TENANT, owner: employee.uid };
  // Built per test from the real clock: the emulator judges punch windows with request.time.
  let punchDay = punchDayAt(new Date());
  let id = docId('attendance', own, '', punchDay);
  const ref = (db: Firestore) => doc(db, 'attendance', id);
  const asEmployee = () => client(employee);
  const record = () => attendanceRecord(TENANT, employee.uid, punchDay);
  const stored = (overrides: Record<string, unknown> = {}) =>
    seed(env, [{ collection: 'attendance', id, data: { ...record(), ...overrides } }]);

  beforeEach(async () => {
    punchDay = punchDayAt(new Date());
    id = docId('attendance', own, '', punchDay);
    await seed(env, [scheduleSeed(own, punchDay)]);
  });

  it('lets an employee check in with the server time', async () => {
    await assertSucceeds(setDoc(ref(asEmployee()), { ...record(), checkInTime: serverTimestamp() }));
  });

  it('rejects a check-in carrying the device clock, or under another id', async () => {
    await assertFails(setDoc(ref(asEmployee()), record()));
    await assertFails(
      setDoc(doc(asEmployee(), 'attendance', 'punch'), { ...record(), checkInTime: serverTimestamp() }),
    );
  });

  it('rejects a new record that already has lunch or check-out times', async () => {
    const created = { ...record(), checkInTime: serverTimestamp() };
    await assertFails(setDoc(ref(asEmployee()), { ...created, checkOutTime: serverTimestamp() }));
    await assertFails(setDoc(ref(asEmployee()), { ...created, lunchStartTime: serverTimestamp() }));
  });

  it('rejects punching for a colleague or with another source', async () => {
    const created = { ...attendanceRecord(TENANT, COLLEAGUE, punchDay), checkInTime: serverTimestamp() };
    await assertFails(setDoc(ref(asEmployee()), created));
    await assertFails(setDoc(ref(asEmployee()), { ...created, userId: employee.uid, source: 'admin' }));
  });

  it('never changes or removes a stored time', async () => {
    await stored();
    await assertFails(updateDoc(ref(asEmployee()), { checkInTime: serverTimestamp() }));
    await assertFails(updateDoc(ref(asEmployee()), { checkInTime: new Date() }));
    await assertFails(updateDoc(ref(asEmployee()), { checkInTime: null }));
    await assertFails(updateDoc(ref(asEmployee()), { checkInTime: deleteField() }));
  });

  it('sets each later time once, in order, with the server time', async () => {
    await stored();
    await assertFails(updateDoc(ref(asEmployee()), { lunchEndTime: serverTimestamp() }));
    await assertFails(updateDoc(ref(asEmployee()), { lunchStartTime: new Date() }));
    await assertSucceeds(updateDoc(ref(asEmployee()), { lunchStartTime: serverTimestamp() }));
    await assertFails(updateDoc(ref(asEmployee()), { lunchStartTime: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref(asEmployee()), { lunchEndTime: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref(asEmployee()), { checkOutTime: serverTimestamp() }));
    await assertFails(updateDoc(ref(asEmployee()), { checkOutTime: serverTimestamp() }));
  });

  it('accepts no punch after check-out', async () => {
    await stored({ checkOutTime: new Date() });
    await assertFails(updateDoc(ref(asEmployee()), { lunchStartTime: serverTimestamp() }));
  });

  it('keeps the identity of a record', async () => {
    await stored();
    await assertFails(updateDoc(ref(asEmployee()), { slotIndex: 1 }));
    await assertFails(updateDoc(ref(asEmployee()), { date: new Date('2025-06-03T04:00:00.000Z') }));
    await assertFails(updateDoc(ref(asEmployee()), { userId: COLLEAGUE }));
    await assertFails(updateDoc(ref(asEmployee()), { tenantId: OTHER_TENANT }));
  });

  it('never lets managers write a record, the company’s nor a person’s own (a correction is its own record)', async () => {
    const admin = CALLERS.admin;
    const db = clientAs(env, admin.uid, { role: 'admin', tenantId: TENANT });
    await stored();
    await assertFails(updateDoc(ref(db), { checkInTime: new Date(), source: 'admin' }));
    await stored({ source: 'admin' });
    await assertFails(updateDoc(ref(db), { checkInTime: new Date() }));
    await assertFails(updateDoc(ref(db), { receipts: { checkIn: { code: 'X', signedAt: new Date() } } }));
    await assertFails(deleteDoc(ref(db)));
  });
});

describe('role and tenantId of users', () => {
  const target = { collection: 'users', id: CALLERS.employee.uid } as const;
  const admin = CALLERS.admin;
  const asAdmin = () => clientAs(env, admin.uid, { role: 'admin', tenantId: TENANT });
  const withUser = () =>
    seed(env, [{ ...target, data: storedDoc('users', { tenantId: TENANT, owner: CALLERS.employee.uid }) }]);

  it('cannot be changed by a manager', async () => {
    await withUser();
    await assertFails(updateDoc(doc(asAdmin(), target.collection, target.id), { role: 'admin' }));
    await assertFails(updateDoc(doc(asAdmin(), target.collection, target.id), { tenantId: OTHER_TENANT }));
    const superuser = clientAs(env, CALLERS.superuser.uid, { role: 'superuser', tenantId: TENANT });
    await assertFails(updateDoc(doc(superuser, target.collection, target.id), { role: 'superuser' }));
  });

  it('cannot be changed by the user', async () => {
    await withUser();
    const self = client(CALLERS.employee);
    await assertFails(updateDoc(doc(self, target.collection, target.id), { role: 'admin' }));
  });

  it('leaves the disabled flag to AdminPort (security review R17)', async () => {
    await withUser();
    await assertFails(updateDoc(doc(asAdmin(), target.collection, target.id), { disabled: true }));
  });

  it('cannot be written by creating a users doc from a client', async () => {
    await assertFails(
      setDoc(doc(asAdmin(), 'users', 'new-uid'), storedDoc('users', { tenantId: TENANT, owner: 'new-uid' })),
    );
  });

  it('also keeps every other doc in its tenant', async () => {
    await seed(env, [
      { collection: 'shifts', id: 's1', data: storedDoc('shifts', { tenantId: TENANT, owner: '' }) },
    ]);
    await assertFails(updateDoc(doc(asAdmin(), 'shifts', 's1'), { tenantId: OTHER_TENANT }));
  });
});

describe('the profile photo of a users doc', () => {
  const uid = CALLERS.employee.uid;
  const withUsers = () =>
    seed(env, [
      { collection: 'users', id: uid, data: storedDoc('users', { tenantId: TENANT, owner: uid }) },
      {
        collection: 'users',
        id: COLLEAGUE,
        data: storedDoc('users', { tenantId: TENANT, owner: COLLEAGUE }),
      },
    ]);
  const own = (db: Firestore) => doc(db, 'users', uid);

  it('is set and removed by its person, as either adapter writes it', async () => {
    await withUsers();
    for (const photoURL of [PHOTO_DATA_URL, storagePhotoURL(TENANT, uid), null]) {
      await assertSucceeds(updateDoc(own(client(CALLERS.employee)), { photoURL }));
    }
  });

  it.each(PHOTO_URL_ATTACKS)('refuses %s, from the person or a manager', async (_, value) => {
    await withUsers();
    await assertFails(updateDoc(own(client(CALLERS.employee)), { photoURL: value(uid) }));
    await assertFails(updateDoc(own(client(CALLERS.admin)), { photoURL: value(uid) }));
  });

  it('is, with the name, all a person changes, in the own doc only (security review R14)', async () => {
    await withUsers();
    const self = client(CALLERS.employee);
    await assertFails(updateDoc(own(self), { photoURL: PHOTO_DATA_URL, position: 'Jefa' }));
    await assertFails(updateDoc(own(self), { payAmount: 9e9 }));
    await assertFails(updateDoc(doc(self, 'users', COLLEAGUE), { photoURL: PHOTO_DATA_URL }));
  });

  it('may be cleared by a manager along with other edits', async () => {
    await withUsers();
    await assertSucceeds(updateDoc(own(client(CALLERS.admin)), { photoURL: null, position: 'Cajera' }));
  });
});

describe('the users doc: managers edit the file, people their own name (security review M2, R14, R17)', () => {
  const emp = CALLERS.employee.uid;
  const admin = CALLERS.admin.uid;
  const superuser = CALLERS.superuser.uid;
  const withPeople = () =>
    seed(env, [
      userSeed('active', emp),
      userSeed('active', admin, { role: 'admin' }),
      userSeed('active', superuser, { role: 'superuser' }),
    ]);
  const ref = (caller: Caller, uid: string) => doc(client(caller), 'users', uid);

  it('lets a manager write the name, the photo and the whole employee file', async () => {
    await withPeople();
    await assertSucceeds(updateDoc(ref(CALLERS.admin, emp), validUserFileEdit()));
    await assertSucceeds(updateDoc(ref(CALLERS.superuser, emp), { rut: null, payAmount: deleteField() }));
  });

  it.each(USER_UPDATE_ATTACKS)('refuses %s to an admin and a superuser', async (_, patch) => {
    await withPeople();
    await assertFails(updateDoc(ref(CALLERS.admin, emp), patch));
    await assertFails(updateDoc(ref(CALLERS.superuser, emp), patch));
  });

  it('keeps a superuser’s doc from admins; a superuser edits an admin’s file', async () => {
    await withPeople();
    await assertFails(updateDoc(ref(CALLERS.admin, superuser), { position: 'Socia' }));
    await assertFails(updateDoc(ref(CALLERS.admin, superuser), { displayName: 'S' }));
    await assertSucceeds(
      updateDoc(ref(CALLERS.superuser, admin), { position: 'Jefe de Personas', payAmount: 1_900_000 }),
    );
  });

  it('lets an employee change the own name, or clear it', async () => {
    await withPeople();
    await assertSucceeds(updateDoc(ref(CALLERS.employee, emp), { displayName: 'Cami Rojas' }));
    await assertSucceeds(updateDoc(ref(CALLERS.employee, emp), { displayName: null }));
    await assertSucceeds(updateDoc(ref(CALLERS.admin, admin), { displayName: 'Andrés S.' }));
  });

  it.each(OWN_PROFILE_ATTACKS)('refuses an employee %s of the own doc', async (_, patch) => {
    await withPeople();
    await assertFails(updateDoc(ref(CALLERS.employee, emp), patch));
  });
});

describe('the off-switches (security review H3, R51–R53)', () => {
  const employee = CALLERS.employee;
  const uid = employee.uid;
  const own = { tenantId: TENANT, owner: uid };
  let punchDay = punchDayAt(new Date());
  let punchId = docId('attendance', own, '', punchDay);
  const punch = () => ({ ...attendanceRecord(TENANT, uid, punchDay), checkInTime: serverTimestamp() });
  const ownAttendance = (db: Firestore) =>
    query(collection(db, 'attendance'), where('tenantId', '==', TENANT), where('userId', '==', uid));
  const signedInAgain: Caller = { ...employee, authTime: REVOKED_AT.getTime() / 1000 + 1 };

  // A valid punch but for the switches: the employee's schedule of today, its slot holding the real clock.
  beforeEach(async () => {
    punchDay = punchDayAt(new Date());
    punchId = docId('attendance', own, '', punchDay);
    await seed(env, [scheduleSeed(own, punchDay)]);
  });

  it('deny a member of a disabled tenant every read and write, the own tenant and punches included', async () => {
    await seed(env, [tenantSeed('tenant-disabled'), userSeed('active', uid)]);
    const db = client(employee);
    await assertFails(getDoc(doc(db, 'tenants', TENANT)));
    await assertFails(getDoc(doc(db, 'users', uid)));
    await assertFails(getDocs(ownAttendance(db)));
    await assertFails(setDoc(doc(db, 'attendance', punchId), punch()));
    for (const manager of [CALLERS.admin, CALLERS.superuser]) {
      await assertFails(getDoc(doc(client(manager), 'tenants', TENANT)));
    }
    await assertFails(getDoc(doc(client(CALLERS.superuser), 'tenants', OTHER_TENANT)));
  });

  it('deny a caller whose tenant doc is missing, even a superuser', async () => {
    await env.clearFirestore();
    await assertFails(getDoc(doc(client(CALLERS.superuser), 'tenants', TENANT)));
    await assertFails(getDocs(query(collection(client(CALLERS.superuser), 'leads'))));
  });

  it('deny a disabled user everything, the own users doc included', async () => {
    await seed(env, [userSeed('user-disabled', uid)]);
    const db = client(employee);
    await assertFails(getDoc(doc(db, 'users', uid)));
    await assertFails(getDoc(doc(db, 'tenants', TENANT)));
    await assertFails(setDoc(doc(db, 'attendance', punchId), punch()));
    await assertSucceeds(getDoc(doc(client(CALLERS.admin), 'users', uid)));
  });

  it('deny a session from before the revocation, and allow it after signing in again', async () => {
    await seed(env, [userSeed('token-revoked', uid)]);
    await assertFails(getDoc(doc(client(employee), 'users', uid)));
    await assertFails(setDoc(doc(client(employee), 'attendance', punchId), punch()));
    await assertSucceeds(getDoc(doc(client(signedInAgain), 'users', uid)));
    await assertSucceeds(setDoc(doc(client(signedInAgain), 'attendance', punchId), punch()));
  });

  it('let a caller without a users doc act, in an enabled tenant', async () => {
    await assertSucceeds(getDoc(doc(client(CALLERS.superuser), 'tenants', TENANT)));
    await assertSucceeds(setDoc(doc(client(employee), 'attendance', punchId), punch()));
  });

  it.each(['tenant-disabled', 'user-disabled', 'token-revoked'] as const)(
    'leave no lead open to a %s member',
    async (state) => {
      await seed(env, [tenantSeed(state), userSeed(state, uid)]);
      await assertFails(setDoc(doc(client(employee), 'leads', 'l1'), validLead(null)));
    },
  );
});

describe('leads from the landing page (AdminPort sendLead, security review M11)', () => {
  const send = (data: Record<string, unknown>, id = 'lead-1') =>
    setDoc(doc(anonymousClient(env), 'leads', id), data);

  // Security review M11: the form is AdminPort sendLead, limited per caller address; no visitor writes a lead.
  it('refuses even a well-formed new lead written straight to the store', async () => {
    await assertFails(send(validLead(null)));
    await assertFails(
      send({ ...validLead(null), phone: '+56 9 1234 5678', employees: null, message: null }, 'lead-2'),
    );
  });

  it.each<[string, Record<string, unknown>]>([
    ['an unknown field', { ...validLead(null), source: 'ads' }],
    ['a status other than nuevo', { ...validLead(null), status: 'ganado' }],
    ['a client-side createdAt', { ...validLead(null), createdAt: DAY }],
    ['a tenant', { ...validLead(TENANT) }],
    [
      'no tenantId field',
      Object.fromEntries(Object.entries(validLead(null)).filter(([key]) => key !== 'tenantId')),
    ],
    ['an empty name', { ...validLead(null), name: '   ' }],
    ['a name over 200 characters', { ...validLead(null), name: 'a'.repeat(201) }],
    ['an invalid email', { ...validLead(null), email: 'ana at almacen' }],
    ['a message over 2000 characters', { ...validLead(null), message: 'a'.repeat(2001) }],
    ['a negative employee count', { ...validLead(null), employees: -1 }],
    ['a fractional employee count', { ...validLead(null), employees: 2.5 }],
    ['a non-string phone', { ...validLead(null), phone: 56912345678 }],
  ])('rejects %s', async (_label, data) => {
    await assertFails(send(data));
  });

  it('are read, moved and deleted only by superusers', async () => {
    await seed(env, [{ collection: 'leads', id: 'lead-1', data: { ...validLead(null), createdAt: DAY } }]);
    await assertFails(getDoc(doc(anonymousClient(env), 'leads', 'lead-1')));
    await assertFails(getDoc(doc(client(CALLERS.admin), 'leads', 'lead-1')));
    await assertFails(updateDoc(doc(client(CALLERS.admin), 'leads', 'lead-1'), { status: 'contactado' }));
    const superuser = client(CALLERS.superuser);
    await assertSucceeds(getDocs(query(collection(superuser, 'leads'), where('status', '==', 'nuevo'))));
    await assertSucceeds(
      updateDoc(doc(superuser, 'leads', 'lead-1'), { status: 'ganado', tenantId: TENANT }),
    );
    await assertSucceeds(deleteDoc(doc(superuser, 'leads', 'lead-1')));
  });
});

describe('logs are append-only', () => {
  const entry = (actorId: string) => ({
    tenantId: TENANT,
    actorId,
    action: 'user.update',
    target: 'absence-1',
    details: null,
    createdAt: serverTimestamp(),
  });

  it('accepts a manager’s entry written by its actor with the server time', async () => {
    await assertSucceeds(setDoc(doc(client(CALLERS.admin), 'logs', 'log-2'), entry(CALLERS.admin.uid)));
  });

  it('refuses a worker’s entry, even as themselves: the server logs the worker’s acts (security review M6)', async () => {
    await assertFails(setDoc(doc(client(CALLERS.employee), 'logs', 'log-1'), entry(CALLERS.employee.uid)));
  });

  it('rejects entries in someone else’s name, with a client time or without an action', async () => {
    const db = client(CALLERS.admin);
    await assertFails(setDoc(doc(db, 'logs', 'log-1'), entry(COLLEAGUE)));
    await assertFails(setDoc(doc(db, 'logs', 'log-1'), { ...entry(CALLERS.admin.uid), createdAt: DAY }));
    await assertFails(setDoc(doc(db, 'logs', 'log-1'), { ...entry(CALLERS.admin.uid), action: '' }));
  });

  it.each(LOG_ATTACKS)('rejects an entry with %s', async (_, overrides) => {
    await assertFails(
      setDoc(doc(client(CALLERS.admin), 'logs', 'log-1'), {
        ...entry(CALLERS.admin.uid),
        ...overrides,
      }),
    );
  });

  it('never edits or deletes an entry, not even a superuser', async () => {
    await seed(env, [
      { collection: 'logs', id: 'log-1', data: { ...entry(CALLERS.admin.uid), createdAt: DAY } },
    ]);
    for (const caller of [CALLERS.admin, CALLERS.superuser]) {
      const db = client(caller);
      await assertFails(updateDoc(doc(db, 'logs', 'log-1'), { details: 'editado' }));
      await assertFails(setDoc(doc(db, 'logs', 'log-1'), { ...entry(caller.uid), action: 'other' }));
      await assertFails(deleteDoc(doc(db, 'logs', 'log-1')));
    }
  });
});

describe('the tenant settings /configuracion writes (security review R16)', () => {
  const seedTenant = () =>
    seed(env, [
      { collection: 'tenants', id: TENANT, data: storedDoc('tenants', { tenantId: TENANT, owner: '' }) },
    ]);

  it('accepts the identification, a supported zone and whole valid settings from an admin', async () => {
    await seedTenant();
    const update = toFirestoreData(validTenantUpdate(CALLERS.admin.uid));
    await assertSucceeds(updateDoc(doc(client(CALLERS.admin), 'tenants', TENANT), update));
  });

  it.each(TENANT_UPDATE_ATTACKS)('refuses %s', async (_, patch) => {
    await seedTenant();
    for (const caller of [CALLERS.admin, CALLERS.superuser]) {
      const signed = toFirestoreData({ ...patch(), ...tenantStamp(caller.uid) });
      await assertFails(updateDoc(doc(client(caller), 'tenants', TENANT), signed));
    }
  });

  it('lets only a superuser disable it', async () => {
    await seedTenant();
    await assertFails(updateDoc(doc(client(CALLERS.admin), 'tenants', TENANT), { disabled: true }));
    await assertSucceeds(updateDoc(doc(client(CALLERS.superuser), 'tenants', TENANT), { disabled: true }));
  });
});

describe('queries', () => {
  it('must be constrained to the caller’s tenant', async () => {
    const admin = client(CALLERS.admin);
    await assertSucceeds(getDocs(query(collection(admin, 'attendance'), where('tenantId', '==', TENANT))));
    await assertFails(getDocs(query(collection(admin, 'attendance'), where('tenantId', '==', OTHER_TENANT))));
    await assertFails(getDocs(collection(admin, 'attendance')));
  });

  it('of an employee must also be constrained to their own uid', async () => {
    const employee = client(CALLERS.employee);
    const uid = CALLERS.employee.uid;
    await assertSucceeds(
      getDocs(
        query(
          collection(employee, 'attendance'),
          where('tenantId', '==', TENANT),
          where('userId', '==', uid),
        ),
      ),
    );
    await assertFails(getDocs(query(collection(employee, 'attendance'), where('tenantId', '==', TENANT))));
    await assertFails(getDocs(query(collection(employee, 'absences'), where('userId', '==', uid))));
  });

  it('the employee list of a tenant works as the app asks it', async () => {
    const admin = client(CALLERS.admin);
    await assertSucceeds(
      getDocs(
        query(
          collection(admin, 'users'),
          where('tenantId', '==', TENANT),
          where('role', 'in', ['employee', 'admin']),
          where('disabled', '==', false),
        ),
      ),
    );
  });
});
