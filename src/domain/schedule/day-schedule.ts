/**
 * The one rule for "a person's schedule on a day", and the ids that keep it one document.
 *
 * A person's schedule for a calendar day (tenant zone) is ONE `schedulesConfig` document: the first of their
 * documents of that day in (date, id) order, which is the order both stores return a range query in. Attendance
 * records point at its slots by `slotIndex`, so slots of a second document of the same day are ignored rather
 * than merged (merging would make every index ambiguous). Managers' writes use the deterministic id
 * `scheduleDocId(uid, day)`, so there is only one. An overnight slot (22:00–06:00) belongs to the day it starts on.
 */
import { dayKey } from '../calendar/time-zone';

/** One schedule document per person and day: `<uid>_<yyyy-MM-dd>`. */
export function scheduleDocId(userId: string, day: string): string {
  return `${userId}_${day}`;
}

/** One attendance record per person, day and slot: `<uid>_<yyyy-MM-dd>_<slotIndex>`; a second is impossible. */
export function attendanceDocId(userId: string, day: string, slotIndex: number): string {
  return `${userId}_${day}_${slotIndex}`;
}

export interface DatedEntry {
  id?: string;
  userId: string;
  date: Date;
}

function compareEntries(a: DatedEntry, b: DatedEntry): number {
  const byDate = a.date.getTime() - b.date.getTime();
  if (byDate !== 0) return byDate;
  const idA = a.id ?? '';
  const idB = b.id ?? '';
  return idA < idB ? -1 : idA > idB ? 1 : 0;
}

/** `userId|yyyy-MM-dd`, the key of `schedulesByDay`. */
export function personDayKey(userId: string, day: string): string {
  return `${userId}|${day}`;
}

/**
 * Each person's schedule document per day (the rule above), keyed by `personDayKey(userId, day)`; documents
 * with an invalid date are ignored.
 */
export function schedulesByDay<T extends DatedEntry>(
  entries: readonly T[],
  timeZone: string,
): Map<string, T> {
  const byDay = new Map<string, T>();
  const valid = entries.filter((entry) => !Number.isNaN(entry.date.getTime()));
  for (const entry of [...valid].sort(compareEntries)) {
    const key = personDayKey(entry.userId, dayKey(entry.date, timeZone));
    if (!byDay.has(key)) byDay.set(key, entry);
  }
  return byDay;
}

/** Groups dated documents (attendance, holidays) by their calendar day in the zone; invalid dates are dropped. */
export function groupByDay<T extends { date: Date }>(
  items: readonly T[],
  timeZone: string,
): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  for (const item of items) {
    if (Number.isNaN(item.date.getTime())) continue;
    const key = dayKey(item.date, timeZone);
    const list = byDay.get(key);
    if (list) list.push(item);
    else byDay.set(key, [item]);
  }
  return byDay;
}
