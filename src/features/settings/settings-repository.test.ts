import type { Tenant } from '../../data/ports/collections';
import { DataError, type WithId } from '../../data/ports/document-store';
import { buildTenant } from '../../testing/data-builders';
import { seededStore } from '../../testing/render-screen';
import { startServerTriggers } from '../../testing/server-triggers';
import { saveSettingsSection } from './settings-repository';
import { thresholdsDefaults, thresholdsSchema } from './settings-schema';

/** The workday's overtime rules at their defaults: saving them is no change. */
const OVERTIME_OFF = { overtimeRounding: 'none', overtimePreApproval: false } as const;

const ADMIN = { uid: 'demo-admin', claims: { role: 'admin', tenantId: 'demo' } };
const EMPLOYEE = { uid: 'demo-empleado', claims: { role: 'employee', tenantId: 'demo' } };
const NOW = new Date('2026-11-18T13:00:00Z');
const byTenant = { where: [{ field: 'tenantId' as const, op: '==' as const, value: 'demo' }] };

/** The store with `tenant`, an admin acting, at NOW. */
const adminStore = (tenant: WithId<Tenant>) =>
  seededStore(
    { tenants: [tenant] },
    () => ADMIN,
    () => NOW,
  );

/** The audit trail once the server has logged what was written (security review M6: the client writes none). */
async function loggedBy(store: Awaited<ReturnType<typeof adminStore>>, write: () => Promise<unknown>) {
  const triggers = startServerTriggers(store, () => NOW);
  try {
    await write();
    await triggers.idle();
    return await store.list('logs', byTenant);
  } finally {
    triggers.stop();
  }
}

function thresholds(overrides: Record<string, string>) {
  return thresholdsSchema.parse({ ...thresholdsDefaults(buildTenant().settings), ...overrides });
}

describe('saveSettingsSection', () => {
  it('writes the section signed by the caller; the server logs what changed (M6)', async () => {
    const tenant = buildTenant();
    const store = await adminStore(tenant);
    let saved = false;
    const logs = await loggedBy(store, async () => {
      saved = await saveSettingsSection(store, ADMIN.uid, tenant, {
        section: 'thresholds',
        values: thresholds({ noCheckInMinutes: '30' }),
      });
    });
    expect(saved).toBe(true);
    const stored = await store.get('tenants', 'demo');
    expect(stored?.settings.alertThresholds.noCheckInMinutes).toBe(30);
    expect(stored).toMatchObject({ updatedBy: 'demo-admin', updatedAt: NOW });
    expect(logs).toEqual([
      expect.objectContaining({
        actorId: 'demo-admin',
        action: 'tenant.update',
        target: 'demo',
        details: 'Umbrales de alertas. Llegada Tardía (min): 15 → 30',
        createdAt: NOW,
      }),
    ]);
  });

  it('completes the settings of a tenant stored with five thresholds, as the rules require', async () => {
    const old = buildTenant();
    const {
      lateEntryErrorMinutes: _a,
      earlyLeaveWarningMinutes: _b,
      longBreakWarningMinutes: _c,
      ...five
    } = old.settings.alertThresholds;
    const tenant = {
      ...old,
      settings: { ...old.settings, alertThresholds: five as typeof old.settings.alertThresholds },
    };
    const store = await adminStore(tenant);
    await saveSettingsSection(store, ADMIN.uid, tenant, {
      section: 'workday',
      values: {
        weeklyHourLimit: 40,
        overtimeSurchargePercent: 60,
        overtimeMinimumMinutes: 0,
        ...OVERTIME_OFF,
      },
    });
    expect((await store.get('tenants', 'demo'))?.settings).toMatchObject({
      weeklyHourLimit: 40,
      overtimeSurchargePercent: 60,
      alertThresholds: {
        lateEntryErrorMinutes: 60,
        earlyLeaveWarningMinutes: 60,
        longBreakWarningMinutes: 90,
      },
    });
  });

  it('writes nothing when nothing changed', async () => {
    const tenant = buildTenant();
    const store = await adminStore(tenant);
    const saved = await saveSettingsSection(store, ADMIN.uid, tenant, {
      section: 'company',
      values: { name: tenant.name, legalName: null, taxId: null, address: null, dejResolution: null },
    });
    expect(saved).toBe(false);
    expect(store.usage().writes).toBe(0);
  });

  it('is refused for an employee, and leaves no log', async () => {
    const tenant = buildTenant();
    const store = await seededStore({ tenants: [tenant] }, () => EMPLOYEE);
    await expect(
      saveSettingsSection(store, EMPLOYEE.uid, tenant, {
        section: 'company',
        values: { name: 'Mía', legalName: null, taxId: null, address: null, dejResolution: null },
      }),
    ).rejects.toBeInstanceOf(DataError);
    expect(store.usage().writes).toBe(0);
  });

  it('saves the punch window in the settings map, saying what changed', async () => {
    const tenant = buildTenant();
    const store = await adminStore(tenant);
    const logs = await loggedBy(store, () =>
      saveSettingsSection(store, ADMIN.uid, tenant, {
        section: 'punchWindow',
        values: { openBeforeMinutes: 60, closeAfterMinutes: 240 },
      }),
    );
    expect((await store.get('tenants', 'demo'))?.settings).toEqual({
      ...tenant.settings,
      punchWindow: { openBeforeMinutes: 60, closeAfterMinutes: 240 },
    });
    expect(logs).toEqual([
      expect.objectContaining({
        details: 'Marcas fuera de horario. A tiempo desde (min antes del inicio): 120 → 60',
      }),
    ]);
  });

  it('writes nothing when the defaults are saved for a tenant stored without a window', async () => {
    const tenant = buildTenant();
    expect(tenant.settings.punchWindow).toBeUndefined();
    const store = await adminStore(tenant);
    const saved = await saveSettingsSection(store, ADMIN.uid, tenant, {
      section: 'punchWindow',
      values: { openBeforeMinutes: 120, closeAfterMinutes: 240 },
    });
    expect(saved).toBe(false);
    expect(store.usage().writes).toBe(0);
  });

  it('keeps a stored punch window when another section is saved', async () => {
    const old = buildTenant();
    const tenant = {
      ...old,
      settings: { ...old.settings, punchWindow: { openBeforeMinutes: 15, closeAfterMinutes: 30 } },
    };
    const store = await adminStore(tenant);
    await saveSettingsSection(store, ADMIN.uid, tenant, {
      section: 'workday',
      values: {
        weeklyHourLimit: 40,
        overtimeSurchargePercent: 60,
        overtimeMinimumMinutes: 0,
        ...OVERTIME_OFF,
      },
    });
    expect((await store.get('tenants', 'demo'))?.settings).toMatchObject({
      weeklyHourLimit: 40,
      punchWindow: { openBeforeMinutes: 15, closeAfterMinutes: 30 },
    });
  });

  it('drops the objection window a tenant stored when it was a setting: art. 40 fixes it at 48 hours', async () => {
    const tenant = buildTenant();
    // A tenant document from before: its settings still hold the old setting.
    const legacy = { ...tenant, settings: { ...tenant.settings, objectionHours: 72 } };
    const store = await adminStore(legacy);
    await saveSettingsSection(store, ADMIN.uid, legacy, {
      section: 'workday',
      values: {
        weeklyHourLimit: 40,
        overtimeSurchargePercent: 60,
        overtimeMinimumMinutes: 0,
        ...OVERTIME_OFF,
      },
    });
    const stored = await store.get('tenants', 'demo');
    expect(stored?.settings.weeklyHourLimit).toBe(40);
    expect(stored?.settings).not.toHaveProperty('objectionHours');
    // Nor can a settings map set one any more (the rules say the same: attack-cases/tenants-users.ts).
    const withWindow = { ...tenant.settings, objectionHours: 48 };
    await expect(store.update('tenants', 'demo', { settings: withWindow })).rejects.toBeInstanceOf(DataError);
  });

  it('issue #46: saves the payroll settings in the settings map; another section keeps them', async () => {
    const tenant = buildTenant();
    const store = await adminStore(tenant);
    const saved = await saveSettingsSection(store, ADMIN.uid, tenant, {
      section: 'payroll',
      values: { payrollCutoffDay: 25, gratificationRegime: 'art47' },
    });
    expect(saved).toBe(true);
    const stored = await store.get('tenants', 'demo');
    expect(stored?.settings).toEqual({
      ...tenant.settings,
      payrollCutoffDay: 25,
      gratificationRegime: 'art47',
    });
    expect(stored).toMatchObject({ updatedBy: 'demo-admin', updatedAt: NOW });
    if (!stored) throw new Error('no tenant');
    await saveSettingsSection(
      store,
      ADMIN.uid,
      { ...stored, id: 'demo' },
      {
        section: 'workday',
        values: {
          weeklyHourLimit: 40,
          overtimeSurchargePercent: 60,
          overtimeMinimumMinutes: 0,
          ...OVERTIME_OFF,
        },
      },
    );
    expect((await store.get('tenants', 'demo'))?.settings).toMatchObject({
      weeklyHourLimit: 40,
      payrollCutoffDay: 25,
      gratificationRegime: 'art47',
    });
  });

  it('issue #47: saves the tolerances, the roundings, the pre-approval and the close checks, each told in the audit', async () => {
    const tenant = buildTenant();
    const store = await adminStore(tenant);
    const unchanged = await saveSettingsSection(store, ADMIN.uid, tenant, {
      section: 'tolerances',
      values: { entryToleranceMinutes: 0, exitToleranceMinutes: 0, latenessRounding: 'none' },
    });
    expect(unchanged).toBe(false);
    await saveSettingsSection(store, ADMIN.uid, tenant, {
      section: 'tolerances',
      values: { entryToleranceMinutes: 10, exitToleranceMinutes: 5, latenessRounding: 'down-15' },
    });
    const afterTolerances = await store.get('tenants', 'demo');
    expect(afterTolerances?.settings).toMatchObject({
      entryToleranceMinutes: 10,
      exitToleranceMinutes: 5,
      latenessRounding: 'down-15',
    });
    if (!afterTolerances) throw new Error('no tenant');
    const stored = { ...afterTolerances, id: 'demo' };
    await saveSettingsSection(store, ADMIN.uid, stored, {
      section: 'closeChecks',
      values: {
        overtime: 'block',
        missingMarcas: 'warn',
        absences: 'warn',
        unsignedWeeks: 'warn',
        objectedWeeks: 'block',
      },
    });
    const settings = (await store.get('tenants', 'demo'))?.settings;
    // Saving one section keeps the others as stored.
    expect(settings?.entryToleranceMinutes).toBe(10);
    expect(settings?.closeChecks).toEqual({
      overtime: 'block',
      missingMarcas: 'warn',
      absences: 'warn',
      unsignedWeeks: 'warn',
      objectedWeeks: 'block',
    });
  });

  it('issue #47 item 2: saves the overtime minimum with the workday; 0 for a tenant stored without it is no change', async () => {
    const tenant = buildTenant();
    const store = await adminStore(tenant);
    const values = {
      weeklyHourLimit: tenant.settings.weeklyHourLimit,
      overtimeSurchargePercent: 50,
      ...OVERTIME_OFF,
    };
    const unchanged = await saveSettingsSection(store, ADMIN.uid, tenant, {
      section: 'workday',
      values: { ...values, overtimeMinimumMinutes: 0 },
    });
    expect(unchanged).toBe(false);
    expect(store.usage().writes).toBe(0);
    const saved = await saveSettingsSection(store, ADMIN.uid, tenant, {
      section: 'workday',
      values: { ...values, overtimeMinimumMinutes: 15 },
    });
    expect(saved).toBe(true);
    expect((await store.get('tenants', 'demo'))?.settings.overtimeMinimumMinutes).toBe(15);
    const outside = { ...tenant.settings, overtimeMinimumMinutes: 61 };
    await expect(store.update('tenants', 'demo', { settings: outside })).rejects.toBeInstanceOf(DataError);
  });

  it('writes nothing when the payroll defaults (no cut-off, art. 50) are saved for a tenant stored without them', async () => {
    const tenant = buildTenant();
    const store = await adminStore(tenant);
    const saved = await saveSettingsSection(store, ADMIN.uid, tenant, {
      section: 'payroll',
      values: { payrollCutoffDay: null, gratificationRegime: 'art50' },
    });
    expect(saved).toBe(false);
    expect(store.usage().writes).toBe(0);
  });
});
