/**
 * payroll runs (Remuneraciones) of the two months before today. Overtime comes from the seeded attendance
 * (the older month is only partly inside the window); amounts are a demo approximation of Chilean rules.
 */
import type { PayrollLine, PayrollRun, UserDoc } from '../../ports/collections';
import type { WithId } from '../../ports/document-store';
import { wallTimeToInstant } from '../../../lib/time-zone';
import type { WorkTotals } from './attendance';
import type { SeedCalendar } from './calendar';

/** Worker's legal withholdings: AFP with commission (~11.4 %), health (7 %), unemployment insurance (0.6 %). */
const WITHHOLDING_RATE = 0.19;

export function monthKey(year: number, month: number): string {
  const date = new Date(Date.UTC(year, month - 1, 1));
  return date.toISOString().slice(0, 7);
}

/** Instant of wall time `hhmm` on calendar day `yyyy-MM-dd` in the zone. */
export function instantOn(key: string, hhmm: string, timeZone: string): Date {
  // 12:00 UTC is on the same calendar day in every zone from UTC-11 to UTC+11.
  return wallTimeToInstant(new Date(`${key}T12:00:00Z`), hhmm, timeZone);
}

function line(
  user: WithId<UserDoc>,
  period: string,
  totals: WorkTotals,
  surchargePercent: number,
): PayrollLine {
  const work = totals.get(`${user.id}|${period}`) ?? { workedMinutes: 0, overtimeMinutes: 0 };
  const pay = user.payAmount ?? 0;
  const weeklyHours = user.contractWeeklyHours ?? 44;
  // Código del Trabajo: hourly value = monthly pay / 30 × 28 / (4 × weekly hours).
  const hourValue = user.payKind === 'hourly' ? pay : ((pay / 30) * 28) / (4 * weeklyHours);
  const baseAmount = user.payKind === 'hourly' ? Math.round((pay * work.workedMinutes) / 60) : pay;
  const overtimeAmount = Math.round(
    ((hourValue * (100 + surchargePercent)) / 100) * (work.overtimeMinutes / 60),
  );
  const deductions = Math.round((baseAmount + overtimeAmount) * WITHHOLDING_RATE);
  return {
    userId: user.id,
    baseAmount,
    overtimeMinutes: work.overtimeMinutes,
    overtimeAmount,
    deductions,
    total: baseAmount + overtimeAmount - deductions,
  };
}

export function buildPayroll(
  tenantId: string,
  calendar: SeedCalendar,
  users: readonly WithId<UserDoc>[],
  totals: WorkTotals,
  surchargePercent: number,
): WithId<PayrollRun>[] {
  const year = Number(calendar.today.key.slice(0, 4));
  const month = Number(calendar.today.key.slice(5, 7));
  const dayOfMonth = Number(calendar.today.key.slice(8, 10));
  const active = users.filter((user) => !user.disabled && user.payAmount !== null);
  return [2, 1].map((monthsBack) => {
    const period = monthKey(year, month - monthsBack);
    const closedOn = monthKey(year, month - monthsBack + 1);
    const createdAt = instantOn(`${closedOn}-01`, '10:00', calendar.timeZone);
    // The last month is still a draft during the first days of the month.
    const open = monthsBack === 1 && dayOfMonth < 6;
    return {
      id: `payroll-${period}`,
      tenantId,
      period,
      lines: active.map((user) => line(user, period, totals, surchargePercent)),
      status: open ? 'borrador' : 'cerrado',
      createdAt: createdAt.getTime() > calendar.now.getTime() ? new Date(calendar.now.getTime()) : createdAt,
    };
  });
}
