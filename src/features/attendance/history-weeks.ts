/**
 * A month of history in weeks: Monday–Sunday weeks (spec §1) cut to the month, each with its subtotals. The
 * contract of a week is due over its days in the month, up to today for the running week
 * (history-summary.ts); a week that has not started has none yet, so the weeks' contract hours add up to the
 * month's "a la fecha".
 */
import { formatDayKey, startOfWeekKey } from '../../domain/calendar/day-keys';
import { periodTitle, type Period } from '../../domain/calendar/periods';
import type { HistoryDay } from './history-days';
import { periodTiming, summarize, type HistoryTotals, type PeriodTiming } from './history-summary';

export interface HistoryWeek {
  /** The week's days inside the month ('week' kind, possibly shorter than seven days). */
  period: Period;
  /** 'Semana del 2 al 8 de noviembre de 2026'; a week cut to one day: 'Semana del 1 de noviembre de 2026'. */
  title: string;
  timing: PeriodTiming;
  days: HistoryDay[];
  totals: HistoryTotals;
}

function weekTitle(period: Period): string {
  if (period.from !== period.to) return periodTitle(period);
  return `Semana del ${formatDayKey(period.from, "d 'de' MMMM 'de' yyyy")}`;
}

/**
 * Splits the days of a month (in order, as `buildHistoryDays` gives them) into weeks; `contract` gives the
 * contract minutes due over a week's days (null without a contract).
 */
export function groupByWeek(
  days: readonly HistoryDay[],
  today: string,
  contract: (period: Period) => number | null,
): HistoryWeek[] {
  const weeks: HistoryWeek[] = [];
  let current: HistoryDay[] = [];
  const close = () => {
    const first = current[0];
    const last = current[current.length - 1];
    if (!first || !last) return;
    const period: Period = { kind: 'week', from: first.key, to: last.key };
    const timing = periodTiming(period, today);
    weeks.push({
      period,
      title: weekTitle(period),
      timing,
      days: current,
      totals: summarize(current, timing === 'future' ? null : contract(period)),
    });
    current = [];
  };
  for (const day of days) {
    const first = current[0];
    if (first && startOfWeekKey(day.key) !== startOfWeekKey(first.key)) close();
    current.push(day);
  }
  close();
  return weeks;
}
