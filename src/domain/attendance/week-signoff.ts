/**
 * The worker's weekly sign-off (Reglamento N° 969): at the end of each Monday–Sunday week in the
 * tenant zone the person signs the week's totals — or objects with a comment. A signature records the totals it
 * signed and never changes; when the totals change afterwards (a correction accepted later) the week needs an
 * addendum: a new signature of the new totals, numbered after the last (`seq`).
 *
 * Totals of a week, from its attendance days after their effective corrections (attendance-days.ts):
 * - `daysWorked`: days with some work; `absences`: days absent (justified or not);
 * - `overtimeSeconds`: each day's overtime (overtime.ts `dayFigures`); `ordinarySeconds`: worked minus overtime;
 * - `lateSeconds`: late arrivals; `corrections`: the effective corrections of the week's slots.
 * Times are whole seconds and read as hh:mm:ss (Res. Ex. N° 38 art. 44).
 */
import { addDaysToKey, formatDayKey, startOfWeekKey } from '../calendar/day-keys';
import { formatHms } from '../format/numbers';
import { isEffective, type CorrectionLike } from './corrections';
import { dayFigures, type OvertimeDayInput } from './overtime';

export interface WeekTotals {
  daysWorked: number;
  ordinarySeconds: number;
  overtimeSeconds: number;
  lateSeconds: number;
  absences: number;
  corrections: number;
}

/** The totals' keys, in the order a signature shows and signs them (the rules list the same). */
export const WEEK_TOTAL_KEYS = [
  'daysWorked',
  'ordinarySeconds',
  'overtimeSeconds',
  'lateSeconds',
  'absences',
  'corrections',
] as const satisfies readonly (keyof WeekTotals)[];

/** Upper bounds of each total (a week has 7 days and 604,800 seconds); the rules state the same. */
export const WEEK_TOTAL_MAX: Readonly<Record<keyof WeekTotals, number>> = {
  daysWorked: 7,
  ordinarySeconds: 604_800,
  overtimeSeconds: 604_800,
  lateSeconds: 604_800,
  absences: 7,
  corrections: 200,
};

export const WEEK_TOTAL_LABEL: Readonly<Record<keyof WeekTotals, string>> = {
  daysWorked: 'Días trabajados',
  ordinarySeconds: 'Horas ordinarias',
  overtimeSeconds: 'Horas extras',
  lateSeconds: 'Atrasos',
  absences: 'Ausencias',
  corrections: 'Correcciones aplicadas',
};

const TIME_TOTALS: ReadonlySet<keyof WeekTotals> = new Set([
  'ordinarySeconds',
  'overtimeSeconds',
  'lateSeconds',
]);

/** How a total reads: times as `h:mm:ss` (`40:00:00`), the rest as counts. */
export function formatTotal(key: keyof WeekTotals, value: number): string {
  return TIME_TOTALS.has(key) ? formatHms(value) : String(value);
}

/**
 * Where a signature's totals (the worker's claim) differ from the totals the records give (`recordedTotals`, the
 * server's, security review M3): `Horas extras 168:00:00 (registro 0:30:00)`, each total that differs, in
 * WEEK_TOTAL_KEYS order; null when they agree or the records gave none.
 */
export function totalsMismatch(claimed: WeekTotals, recorded: WeekTotals | null | undefined): string | null {
  if (!recorded) return null;
  const differing = WEEK_TOTAL_KEYS.filter((key) => claimed[key] !== recorded[key]).map(
    (key) =>
      `${WEEK_TOTAL_LABEL[key]} ${formatTotal(key, claimed[key])} (registro ${formatTotal(key, recorded[key])})`,
  );
  return differing.length === 0 ? null : differing.join('; ');
}

/** Bounds of what the worker writes: an objection's comment, and how many addenda a week may take. */
export const SIGNOFF_LIMITS = { commentMin: 3, commentMax: 500, seqMax: 50 } as const;

/** How many ended weeks the worker is asked to sign (older ones stay as they are). */
export const SIGNOFF_WEEKS = 4;

export type SignatureStatus = 'signed' | 'objected';

/** What this module reads of a day (an AttendanceDay is one). */
export interface WeekDayInput extends OvertimeDayInput {
  worked: boolean;
  absent: boolean;
  rows: readonly (OvertimeDayInput['rows'][number] & {
    times: { lateSeconds: number | null };
    corrections: readonly CorrectionLike[];
  })[];
}

/** The totals of a week's days at `now`. */
export function weekTotals(days: readonly WeekDayInput[], now: Date): WeekTotals {
  const totals: WeekTotals = {
    daysWorked: 0,
    ordinarySeconds: 0,
    overtimeSeconds: 0,
    lateSeconds: 0,
    absences: 0,
    corrections: 0,
  };
  for (const day of days) {
    const { worked, overtime } = dayFigures(day);
    if (day.worked) totals.daysWorked += 1;
    if (day.absent) totals.absences += 1;
    totals.overtimeSeconds += overtime;
    totals.ordinarySeconds += Math.max(0, worked - overtime);
    for (const row of day.rows) {
      totals.lateSeconds += row.times.lateSeconds ?? 0;
      totals.corrections += row.corrections.filter((correction) => isEffective(correction, now)).length;
    }
  }
  return totals;
}

export function sameTotals(a: WeekTotals, b: WeekTotals): boolean {
  return WEEK_TOTAL_KEYS.every((key) => a[key] === b[key]);
}

/** The id of a person's signature of a week: `<uid>_<monday>_<seq>`. */
export function weekSignatureId(userId: string, week: string, seq: number): string {
  return `${userId}_${week}_${seq}`;
}

/** The ended weeks to sign on `today`: the SIGNOFF_WEEKS Mondays before this week's, newest first. */
export function weeksToSign(today: string, firstDay: string | null = null): string[] {
  const thisWeek = startOfWeekKey(today);
  const weeks: string[] = [];
  for (let index = 1; index <= SIGNOFF_WEEKS; index += 1) {
    const monday = addDaysToKey(thisWeek, -7 * index);
    if (firstDay !== null && addDaysToKey(monday, 6) < firstDay) break;
    weeks.push(monday);
  }
  return weeks;
}

/** 'Semana del 9 al 15 de noviembre de 2026'. */
export function weekTitle(week: string): string {
  const sunday = addDaysToKey(week, 6);
  const sameMonth = week.slice(0, 7) === sunday.slice(0, 7);
  const from = formatDayKey(week, sameMonth ? 'd' : "d 'de' MMMM");
  return `Semana del ${from} al ${formatDayKey(sunday, "d 'de' MMMM 'de' yyyy")}`;
}

export interface SignatureLike {
  week: string;
  seq: number;
  status: SignatureStatus;
  totals: WeekTotals;
}

/**
 * Where a week stands for its worker: `to-sign` (never signed), `signed` (the last signature holds today's
 * totals), `addendum` (signed or objected before, but the totals changed since: a new signature is due),
 * `objected` (the last answer was an objection and the totals have not changed: the manager's turn).
 */
export type WeekSignState<S extends SignatureLike> =
  | { kind: 'to-sign'; nextSeq: 1; latest: null }
  | { kind: 'signed' | 'objected' | 'addendum'; nextSeq: number; latest: S };

export function weekSignState<S extends SignatureLike>(
  totals: WeekTotals,
  signatures: readonly S[],
): WeekSignState<S> {
  let latest: S | null = null;
  for (const signature of signatures) if (latest === null || signature.seq > latest.seq) latest = signature;
  if (latest === null) return { kind: 'to-sign', nextSeq: 1, latest: null };
  const nextSeq = latest.seq + 1;
  if (!sameTotals(totals, latest.totals)) return { kind: 'addendum', nextSeq, latest };
  return { kind: latest.status === 'signed' ? 'signed' : 'objected', nextSeq, latest };
}

/**
 * The objections a manager still has to look at (an objection opens a correction for the manager): per
 * person and week, the latest signature when it is an objection — a later signature or addendum settles it. Oldest
 * week first.
 */
export function openObjections<S extends SignatureLike & { userId: string }>(signatures: readonly S[]): S[] {
  const latest = new Map<string, S>();
  for (const signature of signatures) {
    const key = `${signature.userId}|${signature.week}`;
    const known = latest.get(key);
    if (known === undefined || signature.seq > known.seq) latest.set(key, signature);
  }
  return [...latest.values()]
    .filter((signature) => signature.status === 'objected')
    .sort((a, b) => a.week.localeCompare(b.week) || a.userId.localeCompare(b.userId));
}

/** Whether the worker has something to do for the week. */
export function awaitsSignature(state: WeekSignState<SignatureLike>): boolean {
  return state.kind === 'to-sign' || state.kind === 'addendum';
}
