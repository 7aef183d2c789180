/**
 * A person's month of attendance in one document: the month reports read one document per person
 * instead of one per person and day. The document holds exact copies of the person's schedules, attendance
 * records and corrections whose day (`date`, the start of a tenant-zone day) falls in the month, keyed by their
 * ids, so the reports compute from the same inputs either way. The server keeps the copies
 * (src/server/attendance/attendance-months.ts); this module says where a source belongs and how a month's documents give back the
 * sources of a range of days, for the seed, the server and the screens alike.
 */
import { dayKey } from '../calendar/time-zone';

/** The collections a month document copies, as its field names. */
export const MONTH_SOURCES = ['schedulesConfig', 'attendance', 'corrections'] as const;
export type MonthSource = (typeof MONTH_SOURCES)[number];

export function isMonthSource(collection: string): collection is MonthSource {
  return (MONTH_SOURCES as readonly string[]).includes(collection);
}

/** A source document as far as its month goes. */
export interface MonthSourceLike {
  tenantId: string;
  userId: string;
  date: Date;
}

/**
 * The fields that place a document in a month, when it has them all (a tenant, a person, a valid date); null
 * when it cannot be placed. The server's sync and the demo's months read a stored document through it.
 */
export function monthSourceOf(doc: Readonly<Record<string, unknown>> | null): MonthSourceLike | null {
  if (doc === null) return null;
  const { tenantId, userId, date } = doc;
  if (typeof tenantId !== 'string' || tenantId === '' || typeof userId !== 'string' || userId === '')
    return null;
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return null;
  return { tenantId, userId, date };
}

/** 'yyyy-MM' of a 'yyyy-MM-dd' key. */
export function monthOfDay(key: string): string {
  return key.slice(0, 7);
}

/** The months 'yyyy-MM' the days `from`..`to` (inclusive) touch, in order. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = monthOfDay(from).split('-').map(Number) as [number, number];
  const last = monthOfDay(to);
  for (;;) {
    const key = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    if (key > last) return months;
    months.push(key);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/** The id of a person's month document. */
export function attendanceMonthId(tenantId: string, month: string, userId: string): string {
  return `${tenantId}_${month}_${userId}`;
}

/** Where a source document is copied: its tenant, person and month (tenant zone). */
export function monthPlace(
  source: MonthSourceLike,
  timeZone: string,
): { id: string; tenantId: string; userId: string; month: string } {
  const month = monthOfDay(dayKey(source.date, timeZone));
  return {
    id: attendanceMonthId(source.tenantId, month, source.userId),
    tenantId: source.tenantId,
    userId: source.userId,
    month,
  };
}

/** What a month document holds, as far as reading it back goes. */
export type MonthCopies<S, A, C> = {
  schedulesConfig: Readonly<Record<string, S | null>>;
  attendance: Readonly<Record<string, A | null>>;
  corrections: Readonly<Record<string, C | null>>;
};

/**
 * The sources the month documents hold whose day starts in [start, end): what a `tenantId ==` and `date`-range
 * query of each source collection returns, in id order (`null` copies, sources that left the month, skipped).
 */
export function sourcesInRange<S extends { date: Date }, A extends { date: Date }, C extends { date: Date }>(
  months: readonly MonthCopies<S, A, C>[],
  start: Date,
  end: Date,
): {
  schedules: (S & { id: string })[];
  attendance: (A & { id: string })[];
  corrections: (C & { id: string })[];
} {
  return {
    schedules: copiesInRange(months, 'schedulesConfig', start, end),
    attendance: copiesInRange(months, 'attendance', start, end),
    corrections: copiesInRange(months, 'corrections', start, end),
  };
}

/** One source collection of sourcesInRange: its copies whose day starts in [start, end), in id order. */
export function copiesInRange<M extends MonthCopies<unknown, unknown, unknown>, K extends MonthSource>(
  months: readonly M[],
  collection: K,
  start: Date,
  end: Date,
): (NonNullable<M[K][string]> & { id: string })[] {
  type Copy = NonNullable<M[K][string]>;
  return months
    .flatMap((month) => Object.entries(month[collection]))
    .flatMap(([id, doc]) => {
      if (doc === null) return [];
      const time = (doc as { date: Date }).date.getTime();
      return time >= start.getTime() && time < end.getTime() ? [{ ...(doc as Copy), id }] : [];
    })
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The month documents of a set of sources, built at once (the seeds; the server keeps them one change at a
 * time). Sources in other tenants than `tenantId` are left out.
 */
export function buildAttendanceMonths<
  S extends MonthSourceLike & { id: string },
  A extends MonthSourceLike & { id: string },
  C extends MonthSourceLike & { id: string },
>(
  sources: { schedulesConfig: readonly S[]; attendance: readonly A[]; corrections: readonly C[] },
  tenantId: string,
  timeZone: string,
  updatedAt: Date,
): {
  id: string;
  tenantId: string;
  userId: string;
  month: string;
  schedulesConfig: Record<string, Omit<S, 'id'>>;
  attendance: Record<string, Omit<A, 'id'>>;
  corrections: Record<string, Omit<C, 'id'>>;
  updatedAt: Date;
}[] {
  type Month = ReturnType<typeof buildAttendanceMonths<S, A, C>>[number];
  const months = new Map<string, Month>();
  const add = <K extends MonthSource>(field: K, doc: MonthSourceLike & { id: string }) => {
    if (doc.tenantId !== tenantId) return;
    const place = monthPlace(doc, timeZone);
    let month = months.get(place.id);
    if (month === undefined) {
      month = { ...place, schedulesConfig: {}, attendance: {}, corrections: {}, updatedAt };
      months.set(place.id, month);
    }
    const { id, ...data } = doc;
    (month[field] as Record<string, unknown>)[id] = data;
  };
  for (const field of MONTH_SOURCES) for (const doc of sources[field]) add(field, doc);
  return [...months.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
}
