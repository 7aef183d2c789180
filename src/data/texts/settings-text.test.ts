import { buildTenant } from '../../testing/data-builders';
import { settingsChangeText, type TenantSettingsFields } from './settings-text';

const tenant = (): TenantSettingsFields => buildTenant();

describe('settingsChangeText (the tenant.update entry the server writes, M6)', () => {
  it('tells each changed setting under its section’s title, as /configuracion saves it', () => {
    const before = tenant();
    const thresholds = { ...before.settings.alertThresholds, noCheckInMinutes: 30 };
    expect(
      settingsChangeText(before, {
        ...before,
        settings: { ...before.settings, alertThresholds: thresholds },
      }),
    ).toBe('Umbrales de alertas. Llegada Tardía (min): 15 → 30');
    expect(
      settingsChangeText(before, {
        ...before,
        timeZone: 'America/Punta_Arenas',
        settings: { ...before.settings, workWeek: [1, 2, 3] },
      }),
    ).toBe(
      'Zona horaria y semana laboral. Zona horaria: America/Santiago → America/Punta_Arenas; ' +
        'Semana laboral: Lunes, Martes, Miércoles, Jueves, Viernes → Lunes, Martes, Miércoles',
    );
  });

  it('shows a cleared or new optional field as —, and joins several sections', () => {
    const before = { ...tenant(), legalName: 'La Espiga SpA', address: null };
    expect(
      settingsChangeText(before, {
        ...before,
        legalName: null,
        address: 'Av. Matta 1234',
        settings: { ...before.settings, weeklyHourLimit: 40, overtimeSurchargePercent: 60 },
      }),
    ).toBe(
      'Empresa. Razón social: La Espiga SpA → —; Dirección: — → Av. Matta 1234. ' +
        'Jornada y horas extras. Jornada semanal máxima (h): 42 → 40; Recargo de horas extras (%): 50 → 60',
    );
  });

  it('issue #47 item 2: tells the overtime minimum, a missing one read as 0', () => {
    const before = tenant();
    expect(
      settingsChangeText(before, {
        ...before,
        settings: { ...before.settings, overtimeMinimumMinutes: 15 },
      }),
    ).toBe('Jornada y horas extras. Mínimo de horas extras por día (min): 0 → 15');
    expect(
      settingsChangeText(before, { ...before, settings: { ...before.settings, overtimeMinimumMinutes: 0 } }),
    ).toBeNull();
  });

  it('issue #46: tells the Día de corte and the gratificación, a missing one read as its default', () => {
    const before = tenant();
    expect(
      settingsChangeText(before, {
        ...before,
        settings: { ...before.settings, payrollCutoffDay: 25, gratificationRegime: 'art47' },
      }),
    ).toBe('Remuneraciones. Día de corte: último día del mes → 25; Gratificación legal: Art. 50 → Art. 47');
    expect(
      settingsChangeText(before, {
        ...before,
        settings: { ...before.settings, payrollCutoffDay: null, gratificationRegime: 'art50' },
      }),
    ).toBeNull();
  });

  it('is null when nothing /configuracion edits changed, or only a default was written down', () => {
    const before = tenant();
    expect(settingsChangeText(before, { ...before })).toBeNull();
    expect(
      settingsChangeText(before, {
        ...before,
        settings: { ...before.settings, punchWindow: { openBeforeMinutes: 120, closeAfterMinutes: 240 } },
      }),
    ).toBeNull();
  });
});
