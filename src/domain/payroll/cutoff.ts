/**
 * Paying the month in course (issue #46 item 3): companies in Chile pay on the month's last working day, so the
 * attendance is counted up to a cut-off day (the tenant's `Día de corte`) and the rest of the month is projected
 * from the published schedules; the next month's run reconciles what was projected with what happened.
 *
 * - The cut-off of a run (`runCutoff`): only a run of the month in course has one, the tenant's day (1–28) of that
 *   month; none when the setting is empty (the month's last day) or the month has ended (it is counted whole).
 * - Counted: every day up to the cut-off inclusive, as an ended month's days are (worked days, absences, approved
 *   overtime, an hourly person's hours: payroll-draft.ts `monthBasis`).
 * - Projected (`projectDays`): each day after the cut-off that the published schedule plans counts as worked as
 *   scheduled — a worked day, its planned time (an hourly person is paid those hours) — with no absence, no
 *   lateness and no overtime.
 * - Reconciled (`reconcileProjection`): in the next month's run, for the projected days, the unpaid absences (days ×
 *   sueldo / 30), the approved overtime (× the hour value with its surcharge) and, for an hourly person, the hours
 *   worked less the hours projected (× the rate) make one signed amount of imponible pay, the payslip's line
 *   «Ajuste mes anterior» (`applyAdjustment`), whose source says where it comes from (`adjustmentSource`).
 */
import { addDaysToKey, endOfMonthKey, formatDayKey } from '../calendar/day-keys';
import { formatCLP, formatHms, formatNumber } from '../format/numbers';
import {
  computePayslip,
  roundPesos,
  type Payslip,
  type PayrollParams,
  type PayslipExtra,
  type PayslipInput,
  type PayslipLine,
} from './compute-payslip';
import { ordinaryHourValue } from './hour-value';

/** A run's cut-off as stored on the run (`payroll/{id}.cutoffDay`; absent on runs drafted before it existed). */
export interface CutoffRunFields {
  /** The last day counted, `yyyy-MM-dd`, before the month's last day; null or absent: the whole month counted. */
  cutoffDay?: string | null;
}

/** The days of a run's month after its cut-off, and what the schedule planned on them for one person. */
export interface Projection {
  /** First and last projected day, `yyyy-MM-dd`. */
  from: string;
  to: string;
  /** Scheduled days after the cut-off, each counted as worked. */
  days: number;
  /** Their planned time (net of colación), whole seconds: what an hourly person is paid for them. */
  seconds: number;
}

/** What the next month's run found on a person's projected days, and the signed amount it pays or discounts. */
export interface PreviousMonthAdjustment {
  /** The month reconciled, `yyyy-MM`. */
  period: string;
  from: string;
  to: string;
  projectedDays: number;
  projectedSeconds: number;
  /** Days of those not paid (unjustified absences, permiso sin goce, licencia médica). */
  unpaidAbsenceDays: number;
  /** Overtime approved on those days, seconds. */
  overtimeSeconds: number;
  /** Time worked on those days outside approved overtime, seconds (what an hourly person is paid for). */
  workedSeconds: number;
  /** CLP per hour when the person was paid by the hour; null: a monthly salary. */
  hourlyRate: number | null;
  /** The monthly salary the month reconciled was paid on (an hourly person's: the month's hours × the rate). */
  baseSalary: number;
  /** CLP, imponible: positive is owed to the person, negative is discounted. */
  amount: number;
}

/** The payslip line of the adjustment. */
export const ADJUSTMENT_CODE = 'ajuste-mes-anterior';
export const ADJUSTMENT_LABEL = 'Ajuste mes anterior';

/** The day a cut-off setting (1–28, null: the month's last day) falls on in `period` (`yyyy-MM`). */
export function cutoffDayOf(period: string, setting: number | null): string {
  const last = endOfMonthKey(`${period}-01`);
  if (setting === null) return last;
  const day = `${period}-${String(setting).padStart(2, '0')}`;
  return day < last ? day : last;
}

/**
 * The cut-off of a run of `period` drafted on `today` (the tenant's day key): the setting's day when `period` is
 * the month in course and the day falls before its end; null otherwise (an ended month, or no cut-off, is counted
 * whole).
 */
export function runCutoff(period: string, today: string, setting: number | null): string | null {
  if (today.slice(0, 7) !== period) return null;
  const day = cutoffDayOf(period, setting);
  return day < endOfMonthKey(`${period}-01`) ? day : null;
}

/** What the projection reads of a day (an AttendanceDay is one). */
export interface ProjectedDayInput {
  key: string;
  /** Minutes the day's published schedule plans, net of colación; 0 without a schedule. */
  plannedMinutes: number;
}

/**
 * One person's projection: each day after `cutoff` (to the month's end) that the published schedule plans counts
 * as worked for its planned time, whatever was recorded on it.
 */
export function projectDays(days: readonly ProjectedDayInput[], cutoff: string): Projection {
  const to = endOfMonthKey(cutoff);
  const projection: Projection = { from: addDaysToKey(cutoff, 1), to, days: 0, seconds: 0 };
  for (const day of days) {
    if (day.key <= cutoff || day.key > to || day.plannedMinutes <= 0) continue;
    projection.days += 1;
    projection.seconds += day.plannedMinutes * 60;
  }
  return projection;
}

/** A signed amount rounded half up away from zero, to the peso (roundPesos on its size). */
const signedPesos = (value: number) => Math.sign(value) * roundPesos(Math.abs(value));

/** What the reconciliation reads of the line the previous run paid. */
export interface PaidLine {
  baseSalary: number;
  weeklyHours: number;
  /** CLP per hour; null: a monthly salary. */
  hourlyRate: number | null;
  /** The previous run's overtime surcharge, percent. */
  overtimeSurchargePercent: number;
}

/** What happened on the projected days (payroll-draft.ts `monthBasis` of those days). */
export interface ProjectedDaysActual {
  unpaidAbsenceDays: number;
  overtimeSeconds: number;
  workedSeconds: number;
}

/**
 * The previous month's adjustment of one person: for a monthly salary, −(sueldo / 30 × unpaid days) + overtime ×
 * hour value × (1 + surcharge); for hourly pay, (hours worked − hours projected) × rate + overtime × rate × (1 +
 * surcharge). Each part rounded half up to the peso, as the payslip rounds its lines.
 */
export function reconcileProjection(
  period: string,
  projection: Projection,
  actual: ProjectedDaysActual,
  paid: PaidLine,
): PreviousMonthAdjustment {
  const surcharge = 1 + paid.overtimeSurchargePercent / 100;
  const hourly = paid.hourlyRate !== null;
  const hour = paid.hourlyRate ?? ordinaryHourValue(paid.baseSalary, paid.weeklyHours);
  const overtime = signedPesos((hour * surcharge * actual.overtimeSeconds) / 3600);
  const ordinary = hourly
    ? signedPesos((hour * (actual.workedSeconds - projection.seconds)) / 3600)
    : -signedPesos((paid.baseSalary / 30) * actual.unpaidAbsenceDays);
  return {
    period,
    from: projection.from,
    to: projection.to,
    projectedDays: projection.days,
    projectedSeconds: projection.seconds,
    unpaidAbsenceDays: actual.unpaidAbsenceDays,
    overtimeSeconds: actual.overtimeSeconds,
    workedSeconds: actual.workedSeconds,
    hourlyRate: paid.hourlyRate,
    baseSalary: paid.baseSalary,
    amount: ordinary + overtime,
  };
}

/** `25 de noviembre`. */
const dayText = (key: string) => formatDayKey(key, "d 'de' MMMM");
const monthText = (period: string) => formatDayKey(`${period}-01`, "MMMM 'de' yyyy");
const daysText = (count: number) => `${count} ${count === 1 ? 'día' : 'días'}`;
const signed = (amount: number) => (amount > 0 ? `+${formatCLP(amount)}` : formatCLP(amount));

/**
 * What a run of the month in course says on screen: `Asistencia al 25 de noviembre; del 26 al 30 se proyecta según
 * los turnos publicados y se ajusta en la remuneración de diciembre de 2026.`
 */
export function cutoffNotice(cutoff: string): string {
  const end = endOfMonthKey(cutoff);
  const next = addDaysToKey(end, 1).slice(0, 7);
  const from = addDaysToKey(cutoff, 1);
  const range =
    from === end
      ? `el ${formatDayKey(end, 'd')}`
      : `del ${formatDayKey(from, 'd')} al ${formatDayKey(end, 'd')}`;
  return `Asistencia al ${dayText(cutoff)}; ${range} se proyecta según los turnos publicados y se ajusta en la remuneración de ${monthText(next)}.`;
}

/** The «De dónde sale» of the adjustment line: the projection, what happened, and each part's amount. */
export function adjustmentSource(adjustment: PreviousMonthAdjustment): string {
  const head = `${monthText(adjustment.period)}: del ${dayText(adjustment.from)} al ${dayText(adjustment.to)} se pagó lo proyectado según los turnos (${daysText(adjustment.projectedDays)}, ${formatHms(adjustment.projectedSeconds)})`;
  const parts: string[] = [];
  if (adjustment.hourlyRate !== null) {
    const difference = adjustment.workedSeconds - adjustment.projectedSeconds;
    parts.push(
      `trabajadas ${formatHms(adjustment.workedSeconds)}: ${formatHms(difference)} × ${formatCLP(adjustment.hourlyRate)}`,
    );
  } else if (adjustment.unpaidAbsenceDays > 0) {
    const daily = Math.round((adjustment.baseSalary / 30) * 100) / 100;
    parts.push(
      `${daysText(adjustment.unpaidAbsenceDays)} sin goce × ${Number.isInteger(daily) ? formatCLP(daily) : `$${formatNumber(daily)}`} (sueldo / 30), descontados`,
    );
  }
  if (adjustment.overtimeSeconds > 0)
    parts.push(`${formatHms(adjustment.overtimeSeconds)} de horas extras aprobadas, con su recargo`);
  const found = parts.length > 0 ? parts.join('; ') : 'sin diferencias';
  return `${head}. Lo ocurrido: ${found}. Total ${signed(adjustment.amount)}`;
}

/** The adjustment's payslip line, with the month it reconciles (`Ajuste mes anterior (noviembre de 2026)`). */
function adjustmentLine(adjustment: PreviousMonthAdjustment, amount: number): PayslipLine {
  return {
    code: ADJUSTMENT_CODE,
    label: `${ADJUSTMENT_LABEL} (${monthText(adjustment.period)})`,
    kind: amount >= 0 ? 'haber' : 'descuento',
    taxable: true,
    amount: Math.abs(amount),
  };
}

/** The reason of the engine's extra that carries a positive adjustment (never stored: computed from the basis). */
const ADJUSTMENT_REASON = '\u0000ajuste-mes-anterior';

/**
 * The payslip of `input` with the previous month's adjustment as imponible pay (in the gratificación's base, the
 * contributions and the tax), on a line of its own: a positive amount is paid as the engine pays a bono; a
 * negative one is discounted as the engine discounts days not worked (sueldo / 30 a day: the days that take
 * exactly the amount). The engine's own lines keep their amounts; the adjustment's line says what it is. What the
 * month's pay cannot absorb (the engine never discounts more than 30 days of it) is left out, with a warning.
 */
export function computeWithAdjustment(
  input: PayslipInput,
  params: PayrollParams,
  extras: readonly PayslipExtra[],
  adjustment: PreviousMonthAdjustment | null | undefined,
): Payslip {
  const amount = adjustment?.amount ?? 0;
  if (!adjustment || amount === 0) return computePayslip(input, params, extras);
  if (amount > 0) {
    const payslip = computePayslip(input, params, [
      ...extras,
      { kind: 'bono', amount, reason: ADJUSTMENT_REASON },
    ]);
    return {
      ...payslip,
      lines: payslip.lines.map((line) =>
        line.code === 'bono' && line.label.endsWith(ADJUSTMENT_REASON)
          ? adjustmentLine(adjustment, line.amount)
          : line,
      ),
    };
  }
  const plain = computePayslip(input, params, extras);
  if (input.baseSalary <= 0) return withWarning(plain, adjustment, 0);
  const days = (-amount * 30) / input.baseSalary;
  const payslip = computePayslip(
    { ...input, unpaidAbsenceDays: input.unpaidAbsenceDays + days },
    params,
    extras,
  );
  const taken = payslip.absenceDiscount - plain.absenceDiscount;
  const lines = payslip.lines.flatMap((line) =>
    line.code === 'inasistencias'
      ? [{ ...line, amount: plain.absenceDiscount }, adjustmentLine(adjustment, -taken)]
      : [line],
  );
  const result = { ...payslip, absenceDiscount: plain.absenceDiscount, lines };
  return taken < -amount ? withWarning(result, adjustment, taken) : result;
}

function withWarning(payslip: Payslip, adjustment: PreviousMonthAdjustment, taken: number): Payslip {
  const owed = -adjustment.amount;
  return {
    ...payslip,
    warnings: [
      ...payslip.warnings,
      `${ADJUSTMENT_LABEL}: se descontaron ${formatCLP(taken)} de ${formatCLP(owed)}; el sueldo del mes no alcanza para el resto (${formatCLP(owed - taken)}).`,
    ],
  };
}
