/**
 * The agenda's day totals: how many people each shift has on each day (the footer rows of the grid). A planned
 * day whose shift is unknown (slots typed by hand) counts under `OTHER_SHIFT`. Pure; days are `yyyy-MM-dd` keys.
 */

/** The key of the planned days that name no known shift. */
export const OTHER_SHIFT = '';

/** One person's planned (working) day and the shift it came from. */
export interface DayShift {
  day: string;
  /** Null (or a shift not in `known`): counted under OTHER_SHIFT. */
  shiftId: string | null;
}

/** Shift → day → people. Only shifts with at least one person on a day are keys. */
export type DayShiftTotals = ReadonlyMap<string, ReadonlyMap<string, number>>;

/** Counts the planned days by shift and day; `known` says which shift ids exist (others count as OTHER_SHIFT). */
export function dayShiftTotals(planned: Iterable<DayShift>, known: ReadonlySet<string>): DayShiftTotals {
  const totals = new Map<string, Map<string, number>>();
  for (const { day, shiftId } of planned) {
    const key = shiftId !== null && known.has(shiftId) ? shiftId : OTHER_SHIFT;
    let byDay = totals.get(key);
    if (byDay === undefined) {
      byDay = new Map();
      totals.set(key, byDay);
    }
    byDay.set(day, (byDay.get(day) ?? 0) + 1);
  }
  return totals;
}

/** A shift's people summed over `days` (a week's or the period's person-days). */
export function sumOverDays(byDay: ReadonlyMap<string, number> | undefined, days: readonly string[]): number {
  if (byDay === undefined) return 0;
  return days.reduce((sum, day) => sum + (byDay.get(day) ?? 0), 0);
}
