/**
 * payroll runs (Remuneraciones) of the two months before today. Worked and approved overtime minutes come from
 * the seeded attendance (the older month is only partly inside the window); hour values and overtime pay are the
 * Código del Trabajo's (domain/payroll/hour-value.ts); withholdings are a demo approximation until the payslip
 * engine exists.
 */
import type { PayrollLine, PayrollRun, UserDoc } from '../../ports/collections';
import type { WithId } from '../../ports/document-store';
import { addMonthsToKey } from '../../../domain/calendar/day-keys';
import { wallTimeOnDay } from '../../../domain/calendar/time-zone';
import { legalWeeklyHourLimit } from '../../../domain/chile/labour';
import { hourValue, hourlyPay, overtimePay } from '../../../domain/payroll/hour-value';
import type { WorkTotals } from './attendance';
import type { SeedCalendar } from './calendar';

/** Worker's legal withholdings: AFP with commission (~11.4 %), health (7 %), unemployment insurance (0.6 %). */
const WITHHOLDING_RATE = 0.19;

function line(
  user: WithId<UserDoc>,
  period: string,
  totals: WorkTotals,
  surchargePercent: number,
  today: string,
): PayrollLine {
  const work = totals.get(`${user.id}|${period}`) ?? { workedMinutes: 0, overtimeMinutes: 0 };
  const pay = { kind: user.payKind ?? 'monthly', amount: user.payAmount ?? 0 };
  const weeklyHours = user.contractWeeklyHours ?? legalWeeklyHourLimit(today);
  const baseAmount = pay.kind === 'hourly' ? hourlyPay(pay.amount, work.workedMinutes) : pay.amount;
  const overtimeAmount = overtimePay(hourValue(pay, weeklyHours), work.overtimeMinutes, surchargePercent);
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
  const today = calendar.today.key;
  const dayOfMonth = Number(today.slice(8, 10));
  const active = users.filter((user) => !user.disabled && user.payAmount !== null);
  return [2, 1].map((monthsBack) => {
    const period = addMonthsToKey(today, -monthsBack).slice(0, 7);
    const closedOn = addMonthsToKey(today, 1 - monthsBack);
    const createdAt = wallTimeOnDay(closedOn, '10:00', calendar.timeZone);
    // The last month is still a draft during the first days of the month.
    const open = monthsBack === 1 && dayOfMonth < 6;
    return {
      id: `payroll-${period}`,
      tenantId,
      period,
      lines: active.map((user) => line(user, period, totals, surchargePercent, today)),
      status: open ? 'borrador' : 'cerrado',
      createdAt: createdAt.getTime() > calendar.now.getTime() ? new Date(calendar.now.getTime()) : createdAt,
    };
  });
}
