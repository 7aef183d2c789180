// @vitest-environment jsdom
import { deleteDB } from 'idb';

import { attendanceDocId, scheduleDocId } from '../../../domain/schedule/day-schedule';
import { SERVER_TIME } from '../../ports/document-store';
import type { PolicyCaller } from '../../policy/policy-caller';
import { DemoAccounts } from './demo-accounts';
import { DemoAdmin } from './demo-admin';
import { DEMO_SCALE_KEY, ensureDemoData, readDemoScale, seedDemoData } from './demo-data';
import { DemoReceipts } from './demo-receipts';
import { DemoStore } from './demo-store';
import { DEMO_PASSWORD } from './demo-tenant';
import { openDemoStore } from './open-demo-store';

const DAY_1 = new Date('2026-03-10T15:00:00.000Z');
const DAY_2 = new Date('2026-03-11T15:00:00.000Z');

describe('the daily reseed', () => {
  it('keeps what AdminPort created and mirrors each account onto its users doc; reset forgets it', async () => {
    const store = new DemoStore({ getCaller: () => null, now: () => DAY_1 });
    const accounts = new DemoAccounts(() => DAY_1);
    await ensureDemoData(store, DAY_1, accounts);
    const asSuper = new DemoAdmin({
      store,
      accounts,
      getCaller: () => ({ uid: 'demo-super', authTime: DAY_1.getTime() / 1000 }),
      now: () => DAY_1,
    });
    const person = await asSuper.createUser({
      requestId: 'reseed-person-1',
      tenantId: 'demo',
      role: 'employee',
      email: 'nueva@asiste.demo',
      displayName: 'Persona Nueva',
      password: DEMO_PASSWORD,
    });
    const company = await asSuper.createTenant({
      requestId: 'reseed-tenant-1',
      name: 'Otra Empresa',
      legalName: null,
      taxId: null,
      timeZone: 'America/Santiago',
      admin: { email: 'jefa@otra.test', displayName: 'Jefa', password: DEMO_PASSWORD },
    });
    await asSuper.setUserRole({ uid: 'demo-empleado', role: 'admin' });
    const privileged = store.privileged();
    // A seeded person without a demo account of their own is managed like anyone.
    const patricia = privileged.all('users').find((user) => user.displayName === 'Patricia Muñoz');
    if (patricia === undefined) throw new Error('the seed has Patricia Muñoz');
    await asSuper.setUserDisabled({ uid: patricia.id, disabled: true });

    await ensureDemoData(store, DAY_1, accounts);
    expect(privileged.get('users', person.uid)).not.toBeNull();

    await ensureDemoData(store, DAY_2, accounts);
    expect(privileged.get('users', person.uid)).toMatchObject({
      email: 'nueva@asiste.demo',
      tenantId: 'demo',
    });
    expect(privileged.get('tenants', company.tenantId)).toMatchObject({
      name: 'Otra Empresa',
      disabled: false,
    });
    expect(privileged.get('users', company.adminUid)).toMatchObject({
      role: 'admin',
      tenantId: company.tenantId,
    });
    expect(privileged.get('users', 'demo-empleado')).toMatchObject({
      role: 'admin',
      tokensRevokedAt: expect.any(Date),
    });
    expect(privileged.get('users', patricia.id)).toMatchObject({ disabled: true });
    expect(privileged.all('attendance').length).toBeGreaterThan(0);

    accounts.reset();
    await seedDemoData(store, DAY_2, accounts);
    expect(privileged.get('users', person.uid)).toBeNull();
    expect(privileged.get('tenants', company.tenantId)).toBeNull();
    expect(privileged.get('users', 'demo-empleado')).toMatchObject({ role: 'employee' });
    expect(accounts.rowByEmail('nueva@asiste.demo')).toBeNull();
    expect(privileged.get('users', patricia.id)).toMatchObject({ disabled: false });
    expect(accounts.row(patricia.id)).toMatchObject({ password: null, disabled: false });
  });

  it('keeps the people seeded disabled disabled once their accounts are adopted', async () => {
    const store = new DemoStore({ getCaller: () => null, now: () => DAY_1 });
    const accounts = new DemoAccounts(() => DAY_1);
    await ensureDemoData(store, DAY_1, accounts);
    const disabled = store
      .privileged()
      .all('users')
      .filter((user) => user.disabled);
    expect(disabled.map((user) => user.displayName).sort()).toEqual([
      'Alejandro Vera',
      'Eduardo Miranda',
      'Verónica Saavedra',
    ]);
    for (const user of disabled) expect(accounts.row(user.id)).toMatchObject({ disabled: true });
  });
});

describe('a new day keeps what people wrote', () => {
  const CAMILA: PolicyCaller = { uid: 'demo-empleado', claims: { role: 'employee', tenantId: 'demo' } };
  /** DAY_1 is a Tuesday; 15:00 UTC is 12:00 in Santiago, inside her 09:00–18:00 slot. */
  const DAY = '2026-03-10';
  const RECORD_ID = attendanceDocId(CAMILA.uid, DAY, 0);

  /** The demo as the app opens it on `now`: its store (kept in `dbName`, or the one given), data and signer. */
  async function openDemo(
    now: Date,
    accounts: DemoAccounts,
    kept: { dbName: string } | { store: DemoStore },
  ) {
    const store =
      'store' in kept
        ? kept.store
        : await openDemoStore({
            dbName: kept.dbName,
            getCaller: () => CAMILA,
            now: () => now,
            channel: null,
          });
    const receipts = new DemoReceipts({ store, now: () => now, delayMs: 0 });
    await ensureDemoData(store, now, accounts);
    return { store, receipts };
  }

  for (const where of ['IndexedDB', 'memory'] as const) {
    it(`keeps a punch made yesterday, over the seed's record of that slot, and its receipt (${where})`, async () => {
      const dbName = 'demo-data-new-day';
      const accounts = new DemoAccounts(() => DAY_1);
      const inMemory = new DemoStore({ getCaller: () => CAMILA, now: () => DAY_1 });
      const kept = where === 'IndexedDB' ? { dbName } : { store: inMemory };
      const day1 = await openDemo(DAY_1, accounts, kept);
      const schedule = day1.store.privileged().get('schedulesConfig', scheduleDocId(CAMILA.uid, DAY));
      if (schedule === null) throw new Error(`the seed schedules Camila on ${DAY}`);
      expect(day1.store.privileged().get('attendance', RECORD_ID)).toBeNull();
      // Her entry at 12:00, as /checkin writes it, signed by the demo's trigger.
      await day1.store.set('attendance', RECORD_ID, {
        tenantId: 'demo',
        userId: CAMILA.uid,
        date: schedule.date,
        slotIndex: 0,
        checkInTime: SERVER_TIME,
        lunchStartTime: null,
        lunchEndTime: null,
        checkOutTime: null,
        deviceTimes: { checkIn: DAY_1 },
        source: 'web',
      });
      await day1.receipts.idle();
      const written = day1.store.privileged().get('attendance', RECORD_ID);
      const code = written?.receipts?.checkIn?.code ?? '';
      expect(code).not.toBe('');
      day1.receipts.stop();
      if (where === 'IndexedDB') day1.store.close();

      const day2 = await openDemo(DAY_2, accounts, kept);
      const privileged = day2.store.privileged();
      // The seed of DAY_2 generates her DAY_1 (a day she forgot to check out) under the same id: hers wins.
      expect(privileged.get('attendance', RECORD_ID)).toEqual(written);
      expect(await day2.receipts.verify(code)).toMatchObject({ valid: true, receipt: { code, time: DAY_1 } });
      // And the seed brings the days around it: her history and today's schedule.
      expect(privileged.get('schedulesConfig', scheduleDocId(CAMILA.uid, '2026-03-11'))).not.toBeNull();
      expect(
        privileged.all('attendance', [{ field: 'userId', op: '==', value: CAMILA.uid }]).length,
      ).toBeGreaterThan(5);
      day2.receipts.stop();

      // A reset forgets it, as it forgets everything people did.
      accounts.reset();
      await seedDemoData(day2.store, DAY_2, accounts);
      expect(day2.store.privileged().get('attendance', RECORD_ID)?.checkInTime).not.toEqual(DAY_1);
      if (where === 'IndexedDB') {
        day2.store.close();
        await deleteDB(dbName);
      }
    });
  }
});

describe('the demo at scale (DEMO_SCALE_KEY)', () => {
  afterEach(() => localStorage.removeItem(DEMO_SCALE_KEY));

  it('takes only whole sizes within range', () => {
    const bad = ['', 'x', 'null', '[]', '{"people":39,"months":1}', '{"people":5001,"months":1}'];
    bad.push('{"people":2000,"months":0}', '{"people":2000.5,"months":1}', '{"people":"2000","months":1}');
    for (const raw of bad) {
      localStorage.setItem(DEMO_SCALE_KEY, raw);
      expect(readDemoScale(), raw).toBeNull();
    }
    localStorage.setItem(DEMO_SCALE_KEY, '{"people":2000,"months":3}');
    expect(readDemoScale()).toEqual({ people: 2000, months: 3 });
  });

  it('generates the size asked for with the demo accounts among its people, and the usual demo once it is gone', async () => {
    const store = new DemoStore({ getCaller: () => null, now: () => DAY_1 });
    const accounts = new DemoAccounts(() => DAY_1);
    const people = () => store.privileged().all('users').length;
    await ensureDemoData(store, DAY_1, accounts);
    const usual = people();
    expect(usual).toBeLessThan(60);

    // The same day: a new size is a new seed.
    localStorage.setItem(DEMO_SCALE_KEY, '{"people":150,"months":1}');
    await ensureDemoData(store, DAY_1, accounts);
    expect(people()).toBeGreaterThanOrEqual(150);
    expect(people()).toBeLessThan(160);
    expect(store.privileged().get('users', 'demo-empleado')).toMatchObject({ displayName: 'Camila Rojas' });
    expect(accounts.row('demo-empleado')).not.toBeNull();
    await ensureDemoData(store, DAY_1, accounts);
    expect(people()).toBeGreaterThanOrEqual(150);

    localStorage.removeItem(DEMO_SCALE_KEY);
    await ensureDemoData(store, DAY_1, accounts);
    expect(people()).toBe(usual);
  }, 60_000);
});
