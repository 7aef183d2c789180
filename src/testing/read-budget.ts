/**
 * What the read-budget tests of the report screens share: the demo tenant's month, counted the way
 * the demo store bills reads (like Firestore: one per document returned, one for an empty result), and a spy on
 * the store's reads that records which collections a screen touched.
 */
import { vi } from 'vitest';

import type { CollectionName } from '../data/ports/collections';
import { addDaysToKey, endOfMonthKey, startOfMonthKey } from '../domain/calendar/day-keys';
import { dayKeyToInstant } from '../domain/calendar/time-zone';
import type { generateDemoTenant } from './demo-dataset';
import { seededStore, type RenderedScreen } from './render-screen';

type Dataset = ReturnType<typeof generateDemoTenant>;

/** A query's bill: its documents, or one for an empty result. */
export const billed = (count: number) => Math.max(1, count);

/** The documents of the month of `today` a report of that month may read, per collection. */
export function monthCounts(dataset: Dataset, today: string, timeZone: string) {
  const from = dayKeyToInstant(startOfMonthKey(today), timeZone);
  const end = dayKeyToInstant(addDaysToKey(endOfMonthKey(today), 1), timeZone);
  const inMonth = (date: Date) => date >= from && date < end;
  return {
    people: dataset.users.length,
    schedules: dataset.schedulesConfig.filter((s) => inMonth(s.date)).length,
    attendance: dataset.attendance.filter((a) => inMonth(a.date)).length,
    corrections: dataset.corrections.filter((c) => inMonth(c.date)).length,
    absences: dataset.absences.filter((a) => a.from < end && a.to >= from).length,
  };
}

/**
 * How many months of copies (`attendanceMonths`, one per person and month) the store holds for the months of the
 * days given (`today`; the first and last day of a range).
 */
export function monthCopies(store: RenderedScreen['store'], ...days: string[]): number {
  const months = new Set(days.map((day) => day.slice(0, 7)));
  return store
    .privileged()
    .all('attendanceMonths')
    .filter((copy) => months.has(copy.month)).length;
}

/** Records every collection the demo store reads from (get, list, watches) from now on. */
export async function spyOnReads(): Promise<Set<CollectionName>> {
  const touched = new Set<CollectionName>();
  type Store = RenderedScreen['store'];
  const proto = Object.getPrototypeOf(await seededStore({}, () => null)) as Store;
  for (const method of ['get', 'list', 'watchQuery', 'watchDoc'] as const) {
    const original = proto[method] as (...args: unknown[]) => unknown;
    vi.spyOn(proto, method).mockImplementation(function (this: Store, ...args: unknown[]) {
      touched.add(args[0] as CollectionName);
      return original.apply(this, args);
    } as never);
  }
  return touched;
}
