import { buildTenant } from '../../testing/data-builders';
import {
  calendarSchema,
  closeChecksDefaults,
  closeChecksSchema,
  companySchema,
  payrollDefaults,
  payrollSchema,
  punchWindowDefaults,
  punchWindowSchema,
  thresholdsDefaults,
  thresholdsSchema,
  tolerancesDefaults,
  tolerancesSchema,
  workdayDefaults,
  workdaySchema,
} from './settings-schema';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the forms of /configuracion', () => {
  it('company: a name, and an optional razón social, RUT (normalised), address and DEJ resolution (Res. Ex. N° 38 art. 13)', () => {
    expect(
      companySchema.parse({
        name: ' Espiga ',
        legalName: '',
        taxId: '765432103',
        address: '',
        dejResolution: ' Res. Ex. N° 1234 del 05/03/2025 ',
      }),
    ).toEqual({
      name: 'Espiga',
      legalName: null,
      taxId: '76.543.210-3',
      address: null,
      dejResolution: 'Res. Ex. N° 1234 del 05/03/2025',
    });
    // Empty: the company has none, and receipts print no line.
    expect(
      companySchema.parse({ name: 'Espiga', legalName: '', taxId: '', address: '', dejResolution: '  ' }),
    ).toMatchObject({ dejResolution: null });
    expect(
      messages(
        companySchema.safeParse({
          name: ' ',
          legalName: 'a'.repeat(151),
          taxId: '76.543.210-4',
          address: '',
          dejResolution: 'a'.repeat(121),
        }),
      ),
    ).toEqual({
      name: 'Este campo es obligatorio',
      legalName: 'Debes introducir un máximo de 150 caracteres',
      taxId: 'RUT inválido',
      dejResolution: 'Debes introducir un máximo de 120 caracteres',
    });
  });

  it('calendar: a supported zone and at least one weekday', () => {
    expect(calendarSchema.parse({ timeZone: 'Pacific/Easter', workWeek: [5, 1, 1] })).toEqual({
      timeZone: 'Pacific/Easter',
      workWeek: [1, 5],
    });
    expect(messages(calendarSchema.safeParse({ timeZone: 'America/Santiago', workWeek: [] }))).toEqual({
      workWeek: 'Por favor, elige al menos un valor',
    });
  });

  it('workday: whole or half hours up to 45, a surcharge of at least 50 %, an overtime minimum of 0–60 min (issue #47 item 2)', () => {
    expect(
      workdaySchema.parse({
        weeklyHourLimit: '42,5',
        overtimeSurchargePercent: '50',
        overtimeMinimumMinutes: '15',
        overtimeRounding: 'up-15',
        overtimePreApproval: true,
      }),
    ).toEqual({
      weeklyHourLimit: 42.5,
      overtimeSurchargePercent: 50,
      overtimeMinimumMinutes: 15,
      overtimeRounding: 'up-15',
      overtimePreApproval: true,
    });
    expect(
      messages(
        workdaySchema.safeParse({
          weeklyHourLimit: '46',
          overtimeSurchargePercent: '40',
          overtimeMinimumMinutes: '61',
          overtimeRounding: 'none',
          overtimePreApproval: false,
        }),
      ),
    ).toEqual({
      weeklyHourLimit: 'Debe estar entre 1 y 45',
      overtimeSurchargePercent: 'Debe estar entre 50 y 200',
      overtimeMinimumMinutes: 'Debe estar entre 0 y 60',
    });
    expect(
      messages(
        workdaySchema.safeParse({
          weeklyHourLimit: '42,3',
          overtimeSurchargePercent: '',
          overtimeMinimumMinutes: '7,5',
          overtimeRounding: 'none',
          overtimePreApproval: false,
        }),
      ),
    ).toMatchObject({
      weeklyHourLimit: 'Ingresa horas enteras o medias (por ejemplo 42 o 42,5)',
      overtimeSurchargePercent: 'Este campo es obligatorio',
    });
    expect(workdayDefaults(buildTenant().settings)).toMatchObject({
      overtimeMinimumMinutes: '0',
      overtimeRounding: 'none',
      overtimePreApproval: false,
    });
  });

  it('workday: overtime rounds only up (Res. Ex. N° 38 arts. 41 b, 44), never down', () => {
    const values = {
      weeklyHourLimit: '42',
      overtimeSurchargePercent: '50',
      overtimeMinimumMinutes: '0',
      overtimePreApproval: false,
    };
    expect(workdaySchema.safeParse({ ...values, overtimeRounding: 'up-30' }).success).toBe(true);
    expect(workdaySchema.safeParse({ ...values, overtimeRounding: 'down-15' }).success).toBe(false);
  });

  it('tolerances: art. 39’s entry and exit tolerances of 0–30 whole minutes, lateness rounded only down', () => {
    expect(tolerancesDefaults(buildTenant().settings)).toEqual({
      entryToleranceMinutes: '0',
      exitToleranceMinutes: '0',
      latenessRounding: 'none',
    });
    expect(
      tolerancesSchema.parse({
        entryToleranceMinutes: '10',
        exitToleranceMinutes: '5',
        latenessRounding: 'down-15',
      }),
    ).toEqual({ entryToleranceMinutes: 10, exitToleranceMinutes: 5, latenessRounding: 'down-15' });
    expect(
      messages(
        tolerancesSchema.safeParse({
          entryToleranceMinutes: '31',
          exitToleranceMinutes: '2,5',
          latenessRounding: 'none',
        }),
      ),
    ).toEqual({
      entryToleranceMinutes: 'Debe estar entre 0 y 30',
      exitToleranceMinutes: 'Ingresa un número entero',
    });
    expect(
      tolerancesSchema.safeParse({
        entryToleranceMinutes: '0',
        exitToleranceMinutes: '0',
        latenessRounding: 'up-15',
      }).success,
    ).toBe(false);
  });

  it('close checks: each check blocks or warns; a tenant that never chose warns on all', () => {
    const defaults = closeChecksDefaults(buildTenant().settings);
    expect(defaults).toEqual({
      overtime: 'warn',
      missingMarcas: 'warn',
      absences: 'warn',
      unsignedWeeks: 'warn',
      objectedWeeks: 'warn',
    });
    expect(closeChecksSchema.parse({ ...defaults, overtime: 'block' }).overtime).toBe('block');
    expect(closeChecksSchema.safeParse({ ...defaults, absences: 'ignore' }).success).toBe(false);
  });

  it('thresholds: whole minutes within a day, the severe one not below its aviso', () => {
    const defaults = thresholdsDefaults(buildTenant().settings);
    expect(thresholdsSchema.parse(defaults)).toMatchObject({
      lateEntryMinutes: 15,
      longBreakWarningMinutes: 90,
    });
    expect(
      messages(
        thresholdsSchema.safeParse({ ...defaults, noCheckInMinutes: '1441', lateEntryMinutes: '2.5' }),
      ),
    ).toEqual({
      noCheckInMinutes: 'Debe estar entre 0 y 1440',
      lateEntryMinutes: 'Ingresa un número entero',
    });
    expect(messages(thresholdsSchema.safeParse({ ...defaults, longBreakMinutes: '95' }))).toEqual({
      longBreakWarningMinutes: 'Debe ser mayor o igual que 95, el umbral del aviso',
    });
  });

  it('punch window: whole minutes from 0 to 720 on each side, the documented defaults when none is stored', () => {
    expect(punchWindowDefaults(buildTenant().settings)).toEqual({
      openBeforeMinutes: '120',
      closeAfterMinutes: '240',
    });
    const stored = {
      ...buildTenant().settings,
      punchWindow: { openBeforeMinutes: 0, closeAfterMinutes: 720 },
    };
    expect(punchWindowSchema.parse(punchWindowDefaults(stored))).toEqual({
      openBeforeMinutes: 0,
      closeAfterMinutes: 720,
    });
    expect(
      messages(punchWindowSchema.safeParse({ openBeforeMinutes: '-1', closeAfterMinutes: '721' })),
    ).toEqual({
      openBeforeMinutes: 'Debe estar entre 0 y 720',
      closeAfterMinutes: 'Debe estar entre 0 y 720',
    });
    expect(
      messages(punchWindowSchema.safeParse({ openBeforeMinutes: '', closeAfterMinutes: '1,5' })),
    ).toEqual({
      openBeforeMinutes: 'Este campo es obligatorio',
      closeAfterMinutes: 'Ingresa un número entero',
    });
  });

  it('payroll (issue #46): Día de corte empty (the month’s last day) or 1–28; gratificación art. 50 or art. 47', () => {
    expect(payrollSchema.parse({ payrollCutoffDay: ' 25 ', gratificationRegime: 'art47' })).toEqual({
      payrollCutoffDay: 25,
      gratificationRegime: 'art47',
    });
    expect(payrollSchema.parse({ payrollCutoffDay: '', gratificationRegime: 'art50' })).toEqual({
      payrollCutoffDay: null,
      gratificationRegime: 'art50',
    });
    expect(
      messages(payrollSchema.safeParse({ payrollCutoffDay: '29', gratificationRegime: 'art50' })),
    ).toEqual({
      payrollCutoffDay: 'Debe estar entre 1 y 28',
    });
    expect(
      messages(payrollSchema.safeParse({ payrollCutoffDay: '2,5', gratificationRegime: 'art50' })),
    ).toEqual({
      payrollCutoffDay: 'Ingresa un número entero',
    });
    expect(payrollSchema.safeParse({ payrollCutoffDay: '1', gratificationRegime: 'art48' }).success).toBe(
      false,
    );
    // A tenant stored without them: the defaults.
    expect(payrollDefaults(buildTenant().settings)).toEqual({
      payrollCutoffDay: '',
      gratificationRegime: 'art50',
    });
    expect(
      payrollDefaults({ ...buildTenant().settings, payrollCutoffDay: 25, gratificationRegime: 'art47' }),
    ).toEqual({ payrollCutoffDay: '25', gratificationRegime: 'art47' });
  });
});
