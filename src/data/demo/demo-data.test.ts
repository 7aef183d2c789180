import { DemoAccounts } from './demo-accounts';
import { DemoAdmin } from './demo-admin';
import { DEMO_SCALE_KEY, ensureDemoData, readDemoScale, seedDemoData } from './demo-data';
import { DemoStore } from './demo-store';
import { DEMO_PASSWORD } from './demo-tenant';

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
