/**
 * Chilean working-time limits. Ley 21.561 ("40 horas") lowers the maximum ordinary week step by step, each step
 * in force from 26 April: 45 h (2023), 44 h (2024), 42 h (2026), 40 h (2028). Overtime is paid with at least a
 * 50 % surcharge (art. 32 CT); colación is at least 30 minutes and is not worked time (art. 34).
 */

const WEEKLY_LIMITS: readonly { from: string; hours: number }[] = [
  { from: '2028-04-26', hours: 40 },
  { from: '2026-04-26', hours: 42 },
  { from: '2024-04-26', hours: 44 },
  { from: '2023-04-26', hours: 45 },
];

/** Hours of the maximum ordinary week on a day (a 'yyyy-MM-dd' key); 45 before Ley 21.561's first step. */
export function legalWeeklyHourLimit(day: string): number {
  return WEEKLY_LIMITS.find((step) => day >= step.from)?.hours ?? 45;
}

/** The legal minimum overtime surcharge (art. 32 CT). */
export const MIN_OVERTIME_SURCHARGE_PERCENT = 50;

/** Overtime may not exceed 2 hours a day (art. 31 CT). */
export const MAX_DAILY_OVERTIME_MINUTES = 120;
