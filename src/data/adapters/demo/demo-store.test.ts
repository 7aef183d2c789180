// @vitest-environment jsdom
import { deleteDB } from 'idb';

import type { AttendanceRecord, CollectionName, Holiday, Shift } from '../../ports/collections';
import { SERVER_TIME, type WithId } from '../../ports/document-store';
import type { PolicyCaller } from '../../policy/policy-caller';
import {
  day,
  eventually,
  expectDataError,
  holiday,
  holidayId,
  readBack,
  recorder,
  settle,
  shift,
  stored,
} from '../../../testing/contract-fixtures';
import {
  at,
  buildAttendance,
  buildSchedule,
  buildTenant,
  buildUserDoc,
  TEST_TENANT,
} from '../../../testing/data-builders';
import type { CrossTabChannel, CrossTabMessage } from './cross-tab';
import { DemoStore } from './demo-store';
import type { PersistedDoc, Persistence } from './idb-persistence';
import { openDemoStore } from './open-demo-store';

const ADMIN: PolicyCaller = { uid: 'admin-1', claims: { role: 'admin', tenantId: 't1' } };
const inT1 = { field: 'tenantId', op: '==', value: 't1' } as const;
const opened: { store: DemoStore; dbName: string }[] = [];
let databases = 0;
/** The caller's enabled tenant doc, without which the policy denies the caller everything. */
const T1 = buildTenant({ id: 't1', tenantId: 't1' });

/** `broadcast` uses the environment's BroadcastChannel (openDemoStore's default). */
async function open(
  dbName = `demo-store-${++databases}`,
  channel: CrossTabChannel | null | 'broadcast' = null,
) {
  const store = await openDemoStore({
    dbName,
    getCaller: () => ADMIN,
    ...(channel === 'broadcast' ? {} : { channel }),
  });
  opened.push({ store, dbName });
  // As the AdminPort would: the tenant doc, added to whatever the database already holds.
  if (store.privileged().get('tenants', 't1') === null) {
    await store
      .privileged()
      .commit([{ kind: 'set', collection: 'tenants', id: 't1', data: { ...T1 }, merge: false }]);
  }
  return store;
}

afterEach(async () => {
  for (const { store } of opened.splice(0)) store.close();
});

afterAll(async () => {
  for (let i = 1; i <= databases; i++) await deleteDB(`demo-store-${i}`);
});

describe('persistence in IndexedDB', () => {
  it('keeps data, with Dates, across a re-open of the same database', async () => {
    const first = await open('demo-store-reopen');
    const date = new Date('2025-06-02T04:00:00.123Z');
    const id = holidayId(date);
    await first.set('holidays', id, holiday('Feriado', date));
    await first.batch().set('shifts', 's1', shift('Mañana')).delete('holidays', 'missing').commit();
    first.close();

    const second = await open('demo-store-reopen');
    const read = await second.get('holidays', id);
    expect(read?.date).toBeInstanceOf(Date);
    expect(read?.date.getTime()).toBe(date.getTime());
    expect(await second.get('shifts', 's1')).toEqual({ ...readBack(shift('Mañana')), id: 's1' });
    expect(await (await open()).get('holidays', id)).toBeNull();
  });

  it('replaces everything on seedAll and empties on clearAll, without policy or metering', async () => {
    const store = await open('demo-store-seed');
    await store.set('shifts', 'old', shift('Vieja'));
    store.resetUsage();
    await store.seedAll({
      tenants: [T1],
      holidays: [{ ...stored(holiday('Feriado', new Date(0))), date: new Date(0), tenantId: 't2', id: 'h9' }],
    });
    expect(store.usage()).toEqual({ reads: 0, writes: 0, deletes: 0 });
    store.close();
    const reopened = await open('demo-store-seed');
    expect(await reopened.get('shifts', 'old')).toBeNull();
    await expectDataError(reopened.get('holidays', 'h9'), 'permission-denied');
    await reopened.clearAll();
    expect(reopened.privileged().all('tenants')).toEqual([]);
    const again = await open('demo-store-seed');
    expect(await again.list('shifts', { where: [inT1] })).toEqual([]);
    expect(again.privileged().all('holidays')).toEqual([]);
  });
});

describe('a write is shown once it is saved', () => {
  /**
   * A persistence whose commits are planned at once on what it holds, and saved only when told to (`resolve`),
   * or fail when told to (`reject`); one commit at a time, as IndexedDB runs read-write transactions.
   */
  function slowDisk() {
    const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
    const held = new Map<string, PersistedDoc>();
    const key = ({ collection, id }: { collection: string; id: string }) => `${collection}/${id}`;
    const stored = (keys: readonly { collection: CollectionName; id: string }[]) =>
      keys.map(({ collection, id }) => ({
        collection,
        id,
        data: held.get(key({ collection, id }))?.data ?? null,
      }));
    let last: Promise<unknown> = Promise.resolve();
    const persistence: Persistence = {
      loadAll: () => Promise.resolve([...held.values()]),
      read: (keys) => Promise.resolve(stored(keys)),
      commit: (keys, plan) => {
        const run = last.then(async () => {
          const changes = plan(stored(keys));
          await new Promise<void>((resolve, reject) => pending.push({ resolve, reject }));
          for (const change of changes) held.set(key(change), change);
          return changes;
        });
        last = run.catch(() => undefined);
        return run;
      },
      replaceAll: (docs) => {
        held.clear();
        for (const doc of docs) held.set(key(doc), doc);
        return Promise.resolve([...docs]);
      },
      close: () => undefined,
    };
    return { persistence, pending };
  }

  it('applies a commit in memory only after IndexedDB has it, so a reload right after cannot lose it', async () => {
    const disk = slowDisk();
    const store = new DemoStore({ getCaller: () => ADMIN, persistence: disk.persistence });
    await store.seedAll({ tenants: [T1] });
    const saved = store.set('shifts', 's1', shift('Mañana'));
    await eventually(() => expect(disk.pending).toHaveLength(1));
    expect(store.privileged().get('shifts', 's1')).toBeNull();
    disk.pending[0]?.resolve();
    await saved;
    expect(store.privileged().get('shifts', 's1')?.name).toBe('Mañana');
  });

  it('leaves nothing in memory when the save fails, and reports it as unavailable', async () => {
    const disk = slowDisk();
    const store = new DemoStore({ getCaller: () => ADMIN, persistence: disk.persistence });
    await store.seedAll({ tenants: [T1] });
    const saved = store.set('shifts', 's1', shift('Mañana'));
    await eventually(() => expect(disk.pending).toHaveLength(1));
    disk.pending[0]?.reject(new Error('QuotaExceededError'));
    await expectDataError(saved, 'unavailable');
    expect(store.privileged().get('shifts', 's1')).toBeNull();
    expect(store.usage().writes).toBe(0);
  });

  it('runs commits in turn: the second is planned on what the first left, and waits for its save', async () => {
    const disk = slowDisk();
    const store = new DemoStore({ getCaller: () => ADMIN, persistence: disk.persistence });
    await store.seedAll({ tenants: [T1] });
    const seen: unknown[] = [];
    store.onCommit((_changes, before) => seen.push(before[0]?.['name']));
    const rename = (name: string) =>
      store.privileged().commit([{ kind: 'update', collection: 'tenants', id: 't1', data: { name } }]);
    const first = rename('Uno');
    const second = rename('Dos');
    await eventually(() => expect(disk.pending).toHaveLength(1));
    await settle();
    expect(disk.pending).toHaveLength(1);
    disk.pending[0]?.resolve();
    await first;
    await eventually(() => expect(disk.pending).toHaveLength(2));
    disk.pending[1]?.resolve();
    await second;
    expect(seen).toEqual([T1.name, 'Uno']);
    expect(store.privileged().get('tenants', 't1')?.name).toBe('Dos');
  });
});

it('updates the watchers of every collection on seedAll and clearAll', async () => {
  const store = await open();
  await store.set('shifts', 's1', shift('Mañana'));
  const watch = recorder<WithId<Shift>[]>();
  store.watchQuery('shifts', { where: [inT1] }, watch);
  await eventually(() => expect(watch.values).toHaveLength(1));
  await store.seedAll({ tenants: [T1], holidays: [{ ...stored(holiday('A', new Date(1))), id: 'h1' }] });
  await eventually(() => expect(watch.last()).toEqual([]));
  await store.seedAll({ tenants: [T1], shifts: [{ ...stored(shift('Tarde')), id: 's2' }] });
  await eventually(() => expect(watch.last()?.map((doc) => doc.name)).toEqual(['Tarde']));
  // Clearing everything removes the caller's tenant too: the watch ends as the policy's off-switch says.
  await store.clearAll();
  await eventually(() => expect(watch.errors).toHaveLength(1));
  await expectDataError(Promise.reject(watch.errors[0]), 'permission-denied');
});

describe('values', () => {
  it('copies what it is given and what it returns', async () => {
    const store = await open();
    const data = shift('Mañana');
    await store.set('shifts', 's1', data);
    data.timeSlots[0] = { startTime: '00:00', endTime: '01:00' };
    const listed = await store.list('shifts', { where: [inT1] });
    listed[0]?.timeSlots.push({ startTime: '18:00', endTime: '20:00' });
    expect(await store.get('shifts', 's1')).toEqual({ ...readBack(shift('Mañana')), id: 's1' });
  });

  it('resolves the server time with the store clock', async () => {
    const now = new Date('2025-06-02T12:00:00.000Z');
    const store = new DemoStore({ getCaller: () => ADMIN, now: () => now });
    await store.seedAll({ tenants: [T1] });
    const id = await store.add('logs', {
      tenantId: 't1',
      actorId: ADMIN.uid,
      action: 'user.update',
      target: null,
      details: null,
      createdAt: SERVER_TIME,
    });
    expect((await store.get('logs', id))?.createdAt).toEqual(now);
  });

  it('rejects values Firestore rejects, drops undefined fields and the id field', async () => {
    const store = await open();
    const bad = [
      { lunchMinutes: () => 1 },
      { timeSlots: [[1]] },
      // The server time is refused anywhere inside an array, in a map of one too.
      { timeSlots: [{ startTime: SERVER_TIME, endTime: '17:00' }] },
      { color: new Map() },
      { createdAt: new Date(NaN) },
    ];
    for (const fields of bad) {
      await expectDataError(
        store.set('shifts', 's1', { ...shift('x'), ...fields } as never),
        'invalid-argument',
      );
    }
    await expectDataError(store.set('shifts', 'a/b', shift('x')), 'invalid-argument');
    await store.set('shifts', 's1', { ...shift('x'), archived: undefined, id: 'other' } as never);
    const stored = await store.get('shifts', 's1');
    expect(stored).toEqual({
      tenantId: 't1',
      name: 'x',
      color: '#1976d2',
      timeSlots: shift('x').timeSlots,
      lunchMinutes: 30,
      updatedBy: 'admin-1',
      updatedAt: expect.any(Date),
      id: 's1',
    });
    expect(stored !== null && 'archived' in stored).toBe(false);
  });

  it('refuses to reuse a committed batch', async () => {
    const store = await open();
    const batch = store.batch().set('shifts', 's1', shift('x'));
    await batch.commit();
    await expectDataError(batch.commit(), 'failed-precondition');
  });
});

describe('billing meter', () => {
  it('counts reads like Firestore: 1 per doc returned, at least 1 per query, 1 per get', async () => {
    const store = await open();
    await store.set('holidays', holidayId(day(1)), holiday('A', day(1)));
    await store.set('holidays', holidayId(day(2)), holiday('B', day(2)));
    await store.set('holidays', holidayId(day(3)), holiday('C', day(3), true));
    expect(store.usage()).toEqual({ reads: 0, writes: 3, deletes: 0 });
    store.resetUsage();
    await store.get('holidays', holidayId(day(1)));
    await store.get('holidays', 'missing');
    await store.list('holidays', { where: [inT1] });
    await store.list('holidays', { where: [inT1, { field: 'name', op: '==', value: 'Z' }] });
    await store.list('holidays', { where: [inT1], limit: 1 });
    expect(store.usage().reads).toBe(2 + 3 + 1 + 1);
  });

  it('bills a watch for its initial result, then for each added or changed doc only', async () => {
    const store = await open();
    await store.set('holidays', holidayId(day(1)), holiday('A', day(1)));
    await store.set('holidays', holidayId(day(2)), holiday('B', day(2)));
    store.resetUsage();
    const watch = recorder<WithId<Holiday>[]>();
    const query = { where: [inT1, { field: 'irrenunciable', op: '==', value: false }] } as const;
    const stop = store.watchQuery('holidays', { where: [...query.where] }, watch);
    await eventually(() => expect(watch.values).toHaveLength(1));
    expect(store.usage().reads).toBe(2);
    await store.update('holidays', holidayId(day(1)), { name: 'A2', updatedAt: SERVER_TIME });
    await store.set('holidays', holidayId(day(3)), holiday('C', day(3)));
    await store.set('holidays', holidayId(day(4)), holiday('D', day(4), true));
    await store.delete('holidays', holidayId(day(2)));
    await settle(20);
    expect(store.usage()).toEqual({ reads: 4, writes: 3, deletes: 1 });
    expect(watch.values.map((docs) => docs.map((doc) => doc.name))).toEqual([
      ['A', 'B'],
      ['A2', 'B'],
      ['A2', 'B', 'C'],
      ['A2', 'C'],
    ]);
    stop();
  });

  it('bills a doc watch once at start (even missing), then per change, not for a deletion', async () => {
    const store = await open();
    const watch = recorder<WithId<Holiday> | null>();
    store.watchDoc('holidays', holidayId(day(1)), watch);
    await eventually(() => expect(watch.values).toEqual([null]));
    await store.set('holidays', holidayId(day(1)), holiday('A', day(1)));
    await store.delete('holidays', holidayId(day(1)));
    await eventually(() => expect(watch.values).toHaveLength(3));
    expect(store.usage()).toEqual({ reads: 2, writes: 1, deletes: 1 });
  });

  it('counts nothing for a refused or failed write; a batch bills each write', async () => {
    const store = await open();
    await expectDataError(store.update('shifts', 'missing', { name: 'x' }), 'not-found');
    await store
      .batch()
      .set('shifts', 'a', shift('a'))
      .set('shifts', 'b', shift('b'))
      .delete('scheduleDrafts', 'a')
      .commit();
    expect(store.usage()).toEqual({ reads: 0, writes: 2, deletes: 1 });
  });
});

describe('other tabs', () => {
  /** Two in-process tabs joined by a stub channel, for environments without BroadcastChannel. */
  function stubChannels(): [CrossTabChannel, CrossTabChannel] {
    const listeners: [Set<(m: CrossTabMessage) => void>, Set<(m: CrossTabMessage) => void>] = [
      new Set(),
      new Set(),
    ];
    const end = (mine: 0 | 1): CrossTabChannel => ({
      post: (message) =>
        queueMicrotask(() => listeners[1 - mine]?.forEach((listener) => listener(structuredClone(message)))),
      subscribe: (listener) => (listeners[mine].add(listener), () => listeners[mine].delete(listener)),
      close: () => listeners[mine].clear(),
    });
    return [end(0), end(1)];
  }

  it('updates the watchers and reads of another store on the same database', async () => {
    const [left, right] = stubChannels();
    const tabA = await open('demo-store-tabs', left);
    const tabB = await open('demo-store-tabs', right);
    const watch = recorder<WithId<Holiday>[]>();
    tabB.watchQuery('holidays', { where: [inT1] }, watch);
    await eventually(() => expect(watch.values).toEqual([[]]));
    await tabA.set('holidays', holidayId(day(1)), holiday('A', day(1)));
    await eventually(() => expect(watch.last()?.map((doc) => doc.name)).toEqual(['A']));
    expect((await tabB.get('holidays', holidayId(day(1))))?.date).toEqual(day(1));
    await tabA.seedAll({ tenants: [T1], holidays: [{ ...stored(holiday('Z', new Date(2))), id: 'h2' }] });
    await eventually(() => expect(watch.last()?.map((doc) => doc.name)).toEqual(['Z']));
  });

  it('syncs through the real BroadcastChannel when the environment has one', async () => {
    if (typeof BroadcastChannel === 'undefined') {
      console.info('SKIPPED: BroadcastChannel cross-tab sync, needs a BroadcastChannel global');
      return;
    }
    const tabA = await open('demo-store-broadcast', 'broadcast');
    const tabB = await open('demo-store-broadcast', 'broadcast');
    const other = await open('demo-store-elsewhere', 'broadcast');
    const watch = recorder<WithId<Shift> | null>();
    tabB.watchDoc('shifts', 's1', watch);
    await eventually(() => expect(watch.values).toEqual([null]));
    await tabA.set('shifts', 's1', shift('Mañana'));
    await eventually(() => expect(watch.last()).toEqual({ ...readBack(shift('Mañana')), id: 's1' }));
    expect(await tabB.get('shifts', 's1')).not.toBeNull();
    expect(await other.get('shifts', 's1')).toBeNull();
  });
});

describe('two tabs of one account punching at the same moment', () => {
  const CAMILA: PolicyCaller = { uid: 'demo-empleado', claims: { role: 'employee', tenantId: TEST_TENANT } };
  const DAY = '2026-11-18';
  /** 13:00 in Santiago: inside the 09:00–18:00 slot's window. */
  const NOW = at(DAY, '13:00');
  const RECORD = buildAttendance(
    DAY,
    0,
    { checkIn: '09:20' },
    { deviceTimes: { checkIn: at(DAY, '09:20') } },
  );
  const lunchStart = { lunchStartTime: SERVER_TIME, 'deviceTimes.lunchStart': at(DAY, '12:59') };
  const checkOut = { checkOutTime: SERVER_TIME, 'deviceTimes.checkOut': at(DAY, '13:00') };

  /** Camila's day in `dbName`, entered at 09:20, and a tab of hers on it (`channel`: how it hears the others). */
  async function camilasDay(dbName: string) {
    const setup = await openDemoStore({ dbName, getCaller: () => null, channel: null });
    await setup.seedAll({
      tenants: [buildTenant()],
      users: [buildUserDoc()],
      schedulesConfig: [buildSchedule(DAY)],
      attendance: [RECORD],
    });
    setup.close();
    return async (channel: CrossTabChannel | null) => {
      const store = await openDemoStore({ dbName, getCaller: () => CAMILA, now: () => NOW, channel });
      opened.push({ store, dbName });
      return store;
    };
  }

  async function storedRecord(dbName: string) {
    const disk = await openDemoStore({ dbName, getCaller: () => null, channel: null });
    opened.push({ store: disk, dbName });
    return disk.privileged().get('attendance', RECORD.id);
  }

  it('keeps both the lunch start and the check-out, each planned on what the other tab saved', async () => {
    for (let round = 1; round <= 5; round++) {
      const dbName = `demo-store-punch-race-${round}`;
      const tab = await camilasDay(dbName);
      // Tabs that never hear each other: each keeps the copy of the record it opened with, entry only.
      const [tabA, tabB] = await Promise.all([tab(null), tab(null)]);
      await Promise.all([
        tabA.update('attendance', RECORD.id, lunchStart),
        tabB.update('attendance', RECORD.id, checkOut),
      ]);
      const stored = await storedRecord(dbName);
      expect(stored, `round ${round}`).toMatchObject({
        checkInTime: at(DAY, '09:20'),
        lunchStartTime: NOW,
        checkOutTime: NOW,
        deviceTimes: { checkIn: at(DAY, '09:20'), lunchStart: at(DAY, '12:59'), checkOut: at(DAY, '13:00') },
      });
      // The tab that wrote second took the other's punch into its copy before writing over it.
      const copies = [tabA, tabB].map((store) => store.privileged().get('attendance', RECORD.id));
      expect(copies.some((copy) => copy?.lunchStartTime !== null && copy?.checkOutTime !== null)).toBe(true);
      await deleteDB(dbName);
    }
  });

  it('judges the second punch on the first: a second tab cannot punch the same lunch start again', async () => {
    const dbName = 'demo-store-punch-twice';
    const tab = await camilasDay(dbName);
    const [tabA, tabB] = await Promise.all([tab(null), tab(null)]);
    const results = await Promise.allSettled([
      tabA.update('attendance', RECORD.id, lunchStart),
      tabB.update('attendance', RECORD.id, lunchStart),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected');
    await expectDataError(Promise.reject(refused?.reason), 'permission-denied');
    await deleteDB(dbName);
  });

  it("does not take back an older copy when the other tab's message arrives after its own write", async () => {
    const dbName = 'demo-store-late-message';
    const tab = await camilasDay(dbName);
    // A's messages to B are held until released: B writes before it hears of A's punch.
    const held: CrossTabMessage[] = [];
    const toB = new Set<(message: CrossTabMessage) => void>();
    const tabA = await tab({
      post: (message) => held.push(structuredClone(message)),
      subscribe: () => () => undefined,
      close: () => undefined,
    });
    const tabB = await tab({
      post: () => undefined,
      subscribe: (listener) => (toB.add(listener), () => toB.delete(listener)),
      close: () => toB.clear(),
    });
    const watch = recorder<WithId<AttendanceRecord> | null>();
    tabB.watchDoc('attendance', RECORD.id, watch);
    await eventually(() => expect(watch.values).toHaveLength(1));

    await tabA.update('attendance', RECORD.id, lunchStart);
    await tabB.update('attendance', RECORD.id, checkOut);
    expect(held).toHaveLength(1);
    for (const message of held) for (const listener of toB) listener(message);
    await settle(50);
    expect(tabB.privileged().get('attendance', RECORD.id)).toMatchObject({
      lunchStartTime: NOW,
      checkOutTime: NOW,
    });
    expect(watch.last()).toMatchObject({ lunchStartTime: NOW, checkOutTime: NOW });
    await deleteDB(dbName);
  });
});
