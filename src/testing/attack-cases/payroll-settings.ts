/**
 * The payroll settings of a tenant (issue #46 item 3) and the run they shape: `settings.payrollCutoffDay` (the
 * Día de corte, a whole day 1–28, or null for the month's last day) and `settings.gratificationRegime` ('art50' or
 * 'art47'), saved by the company's admin from /configuracion, signed (the server logs the save); and a run's
 * `cutoffDay` (a day of its month before the last), which lets a run of the month in course close once the month
 * before is closed and its cut-off day has ended, without its own month closed (the rest is reconciled next month).
 * Also the overtime minimum (`settings.overtimeMinimumMinutes`, whole minutes 0–60, issue #47 item 2), saved the
 * same way from /configuracion's Jornada y horas extras; and the rest of the overtime rules of issue #47 (items 1
 * and 2): `overtimeRounding` (only up), `latenessRounding` (only down), art. 39's `entryToleranceMinutes` and
 * `exitToleranceMinutes` (0–30), `overtimePreApproval` (a boolean) and `closeChecks` (every check of the period
 * close, `block` or `warn`).
 */
import { payrollRunId } from '../../data/policy/payroll-write';
import { SERVER_TIME } from '../../data/ports/document-store';
import { addMonthsToKey, endOfMonthKey } from '../../domain/calendar/day-keys';
import { payrollParametersFor } from '../../domain/payroll/parameters';
import { DEFAULT_CLOSE_CHECKS, defaultTenantSettings } from '../../domain/settings/tenant-settings';
import type { AttackCase, AttackScene } from './types';
import { T1, T2, ACTORS, ADMIN, EMP } from './actors';
import { stamped } from './plan-documents';
import { closedThrough } from './periods';
import { set, update, each, withSeed } from './requests';

/** A whole settings map with the payroll settings in, as /configuracion writes it. */
const withPayroll = (payroll: Record<string, unknown>) => ({
  settings: { ...defaultTenantSettings('2026-05-01'), ...payroll },
});

const saved = (payroll: Record<string, unknown>) => stamped(withPayroll(payroll));

// ---- A run with a cut-off: last month's (its 25th ended days ago), whatever the clock's day. ----

const runMonth = (s: AttackScene) => addMonthsToKey(s.today.day, -1).slice(0, 7);
const runEnd = (s: AttackScene) => endOfMonthKey(`${runMonth(s)}-01`);
const cutoffRunId = (s: AttackScene) => payrollRunId(T1, runMonth(s));
/** The last day of the month before the run's. */
const monthBeforeEnd = (s: AttackScene) => endOfMonthKey(addMonthsToKey(`${runMonth(s)}-01`, -1));

function cutoffRun(s: AttackScene, cutoffDay: unknown): Record<string, unknown> {
  const { params, employer } = payrollParametersFor(runMonth(s));
  return {
    tenantId: T1,
    period: runMonth(s),
    periodEnd: runEnd(s),
    status: 'borrador',
    params,
    employer,
    lines: [{ userId: EMP, input: { baseSalary: 900_000 }, basis: { workedDays: 20 }, extras: [] }],
    exclusions: {},
    cutoffDay,
    createdBy: ADMIN,
    createdAt: SERVER_TIME,
    updatedBy: ADMIN,
    updatedAt: SERVER_TIME,
    closedBy: null,
    closedAt: null,
  };
}

const closing = { status: 'cerrado', closedBy: ADMIN, closedAt: SERVER_TIME, updatedAt: SERVER_TIME };

export const PAYROLL_SETTINGS: AttackCase[] = [
  {
    id: 'valid.payroll-settings',
    title:
      'an admin saves the company’s Día de corte (1, 25, 28, or none: the month’s last day) and its gratificación legal (art. 47 or 50), signed',
    actor: ACTORS.admin,
    expected: 'allow',
    refs: ['art. 47 CT', 'art. 50 CT'],
    plan: () =>
      each(
        update('tenants', T1, saved({ payrollCutoffDay: 25 })),
        update('tenants', T1, saved({ payrollCutoffDay: 1, gratificationRegime: 'art47' })),
        update('tenants', T1, saved({ payrollCutoffDay: 28, gratificationRegime: 'art50' })),
        update('tenants', T1, saved({ payrollCutoffDay: null, gratificationRegime: 'art50' })),
      ),
  },
  {
    id: 'payroll-settings.bad-cutoff',
    title:
      'an admin saves a Día de corte that some month lacks (29–31), outside a month (0, −1), a fraction or a text',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: () =>
      each(
        update('tenants', T1, saved({ payrollCutoffDay: 29 })),
        update('tenants', T1, saved({ payrollCutoffDay: 31 })),
        update('tenants', T1, saved({ payrollCutoffDay: 0 })),
        update('tenants', T1, saved({ payrollCutoffDay: -1 })),
        update('tenants', T1, saved({ payrollCutoffDay: 25.5 })),
        update('tenants', T1, saved({ payrollCutoffDay: '25' })),
      ),
  },
  {
    id: 'payroll-settings.bad-regime',
    title: 'an admin saves a gratificación that is neither art. 47 nor art. 50, or none at all (null)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['art. 47 CT', 'art. 50 CT'],
    plan: () =>
      each(
        update('tenants', T1, saved({ gratificationRegime: 'art48' })),
        update('tenants', T1, saved({ gratificationRegime: 'ART50' })),
        update('tenants', T1, saved({ gratificationRegime: null })),
        update('tenants', T1, saved({ gratificationRegime: 50 })),
      ),
  },
  {
    id: 'valid.overtime-minimum',
    title:
      'an admin saves the overtime minimum /horas-extras sets apart (0, 15, 60 whole minutes), signed (issue #47 item 2)',
    actor: ACTORS.admin,
    expected: 'allow',
    refs: ['Res. Ex. N° 38 art. 44'],
    plan: () =>
      each(
        update('tenants', T1, saved({ overtimeMinimumMinutes: 0 })),
        update('tenants', T1, saved({ overtimeMinimumMinutes: 15, payrollCutoffDay: 25 })),
        update('tenants', T1, saved({ overtimeMinimumMinutes: 60 })),
      ),
  },
  {
    id: 'overtime-minimum.bad-value',
    title: 'an admin saves an overtime minimum over an hour, negative, a fraction, a text or null',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: () =>
      each(
        update('tenants', T1, saved({ overtimeMinimumMinutes: 61 })),
        update('tenants', T1, saved({ overtimeMinimumMinutes: -1 })),
        update('tenants', T1, saved({ overtimeMinimumMinutes: 7.5 })),
        update('tenants', T1, saved({ overtimeMinimumMinutes: '15' })),
        update('tenants', T1, saved({ overtimeMinimumMinutes: null })),
      ),
  },
  {
    id: 'overtime-minimum.employee',
    title: 'an employee saves the own company’s overtime minimum, signed as themselves',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: () =>
      each(
        update('tenants', T1, {
          ...withPayroll({ overtimeMinimumMinutes: 15 }),
          updatedBy: EMP,
          updatedAt: SERVER_TIME,
        }),
      ),
  },
  {
    id: 'valid.overtime-rules',
    title:
      'an admin saves the overtime rounding (none, up to 15 or 30 min), the lateness rounding (down), art. 39’s tolerances (0–30 min), the pre-approval and which close checks block, signed (issue #47 items 1, 2)',
    actor: ACTORS.admin,
    expected: 'allow',
    refs: ['Res. Ex. N° 38 art. 39', 'Res. Ex. N° 38 art. 44'],
    plan: () =>
      each(
        update('tenants', T1, saved({ overtimeRounding: 'up-15', latenessRounding: 'down-30' })),
        update('tenants', T1, saved({ overtimeRounding: 'none', latenessRounding: 'none' })),
        update('tenants', T1, saved({ entryToleranceMinutes: 0, exitToleranceMinutes: 30 })),
        update('tenants', T1, saved({ entryToleranceMinutes: 10, overtimePreApproval: true })),
        update(
          'tenants',
          T1,
          saved({ overtimePreApproval: false, closeChecks: { ...DEFAULT_CLOSE_CHECKS, overtime: 'block' } }),
        ),
      ),
  },
  {
    id: 'overtime-rules.bad-value',
    title:
      'an admin saves overtime rounded down, lateness rounded up, a tolerance over 30 min, negative or a fraction, a pre-approval as text, or close checks with a missing, unknown or invalid check',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['Res. Ex. N° 38 art. 41 b'],
    plan: () =>
      each(
        update('tenants', T1, saved({ overtimeRounding: 'down-15' })),
        update('tenants', T1, saved({ overtimeRounding: null })),
        update('tenants', T1, saved({ latenessRounding: 'up-15' })),
        update('tenants', T1, saved({ entryToleranceMinutes: 31 })),
        update('tenants', T1, saved({ exitToleranceMinutes: -1 })),
        update('tenants', T1, saved({ entryToleranceMinutes: 2.5 })),
        update('tenants', T1, saved({ exitToleranceMinutes: '5' })),
        update('tenants', T1, saved({ overtimePreApproval: 'true' })),
        update('tenants', T1, saved({ closeChecks: { overtime: 'block' } })),
        update('tenants', T1, saved({ closeChecks: { ...DEFAULT_CLOSE_CHECKS, corrections: 'warn' } })),
        update('tenants', T1, saved({ closeChecks: { ...DEFAULT_CLOSE_CHECKS, absences: 'ignore' } })),
        update('tenants', T1, saved({ closeChecks: 'block' })),
      ),
  },
  {
    id: 'overtime-rules.employee',
    title: 'an employee saves the own company’s overtime rounding and close checks, signed as themselves',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: () =>
      each(
        update('tenants', T1, {
          ...withPayroll({ overtimeRounding: 'up-30', closeChecks: { ...DEFAULT_CLOSE_CHECKS } }),
          updatedBy: EMP,
          updatedAt: SERVER_TIME,
        }),
      ),
  },
  {
    id: 'payroll-settings.unattributed',
    title:
      'an admin saves the payroll settings unsigned: the server could not log who changed them (security review M6)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['security review M6'],
    plan: () => each(update('tenants', T1, withPayroll({ payrollCutoffDay: 25 }))),
  },
  {
    id: 'payroll-settings.employee-or-other-tenant',
    title: 'an employee saves the own company’s payroll settings; an admin saves another company’s',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: () =>
      each(
        update('tenants', T1, {
          ...withPayroll({ payrollCutoffDay: 25 }),
          updatedBy: EMP,
          updatedAt: SERVER_TIME,
        }),
        update('tenants', T2, {
          ...withPayroll({ gratificationRegime: 'art47' }),
          updatedBy: EMP,
          updatedAt: SERVER_TIME,
        }),
      ),
  },
  {
    id: 'payroll-settings.other-tenant',
    title: 'an admin saves another company’s Día de corte',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: () => each(update('tenants', T2, saved({ payrollCutoffDay: 25 }))),
  },
  {
    id: 'valid.payroll-cutoff-run',
    title:
      'an admin drafts a run with a cut-off on its 25th and closes it with the month before closed, its own month still open (the rest is reconciled next month)',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [closedThrough(monthBeforeEnd(s))],
        set('payroll', cutoffRunId(s), cutoffRun(s, `${runMonth(s)}-25`)),
        update('payroll', cutoffRunId(s), closing),
      ),
  },
  {
    id: 'payroll.cutoff-run-month-before-open',
    title: 'an admin closes a run with a cut-off while the month before it is still open',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [
          closedThrough(endOfMonthKey(addMonthsToKey(`${runMonth(s)}-01`, -2))),
          {
            collection: 'payroll',
            id: cutoffRunId(s),
            data: { ...cutoffRun(s, `${runMonth(s)}-25`), createdAt: new Date(0), updatedAt: new Date(0) },
          },
        ],
        update('payroll', cutoffRunId(s), closing),
      ),
  },
  {
    id: 'payroll.cutoff-run-bad-day',
    title:
      'an admin drafts a run whose cut-off is not a day of its month before the last: another month’s day, the last day, a number or a malformed day',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        set('payroll', cutoffRunId(s), cutoffRun(s, `${s.today.day.slice(0, 7)}-01`)),
        set('payroll', cutoffRunId(s), cutoffRun(s, runEnd(s))),
        set('payroll', cutoffRunId(s), cutoffRun(s, 25)),
        set('payroll', cutoffRunId(s), cutoffRun(s, `${runMonth(s)}-00`)),
        set('payroll', cutoffRunId(s), cutoffRun(s, `${runMonth(s)}-5`)),
      ),
  },
];
