/**
 * The view of /asistencias/:type/:range as a URL says it, so a view can be bookmarked and shared, and the
 * dashboard can link to one. `type` picks the rows, `range` the days: `hoy`, `ayer`, `semana` (Monday to Sunday
 * of today), `semana-anterior`, `quincena` (the 1st–15th or the 16th–end holding today), `mes` (today's month),
 * `mes-anterior` or `yyyy-MM-dd_yyyy-MM-dd` (first and last day, at most
 * ATTENDANCE_RANGE_MAX_DAYS days). Days are tenant-zone day keys: the caller passes the tenant's today.
 * A missing pair (/asistencias) is `todas`/`hoy`; an invalid type or range makes the whole view `todas`/`hoy`
 * with `invalid` set, for the screen's notice.
 */
import {
  addDaysToKey,
  daysBetweenKeys,
  endOfMonthKey,
  formatDayKey,
  isDayKey,
  startOfMonthKey,
  startOfWeekKey,
} from '../calendar/day-keys';

export const ATTENDANCE_VIEW_TYPES = [
  'todas',
  'atrasos',
  'ausencias',
  'incompletas',
  'correcciones',
  'horas-extras',
] as const;

export type AttendanceViewType = (typeof ATTENDANCE_VIEW_TYPES)[number];

export const ATTENDANCE_VIEW_LABEL: Readonly<Record<AttendanceViewType, string>> = {
  todas: 'Todas',
  atrasos: 'Atrasos',
  ausencias: 'Ausencias',
  incompletas: 'Incompletas',
  correcciones: 'Correcciones',
  'horas-extras': 'Horas extras',
};

export const ATTENDANCE_NAMED_RANGES = [
  'hoy',
  'ayer',
  'semana',
  'semana-anterior',
  'quincena',
  'mes',
  'mes-anterior',
] as const;

export type AttendanceNamedRange = (typeof ATTENDANCE_NAMED_RANGES)[number];

export const ATTENDANCE_RANGE_LABEL: Readonly<Record<AttendanceNamedRange, string>> = {
  hoy: 'Hoy',
  ayer: 'Ayer',
  semana: 'Esta semana',
  'semana-anterior': 'Semana anterior',
  quincena: 'Quincena',
  mes: 'Este mes',
  'mes-anterior': 'Mes anterior',
};

/** The longest custom range a URL may name (a quarter and a bit). */
export const ATTENDANCE_RANGE_MAX_DAYS = 93;

export interface AttendanceView {
  type: AttendanceViewType;
  /** As in the URL: a named range or `yyyy-MM-dd_yyyy-MM-dd`. */
  range: string;
  /** First and last day, inclusive. */
  from: string;
  to: string;
  /** The URL named something else: the view fell back to `todas`/`hoy`. */
  invalid: boolean;
}

const isViewType = (value: string): value is AttendanceViewType =>
  (ATTENDANCE_VIEW_TYPES as readonly string[]).includes(value);

const isNamedRange = (value: string): value is AttendanceNamedRange =>
  (ATTENDANCE_NAMED_RANGES as readonly string[]).includes(value);

/** The days of a month's first quincena. */
const QUINCENA_DAYS = 15;

/** The days of a named range on `today`. */
export function namedRangeDays(range: AttendanceNamedRange, today: string): { from: string; to: string } {
  switch (range) {
    case 'hoy':
      return { from: today, to: today };
    case 'ayer': {
      const yesterday = addDaysToKey(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'semana': {
      const monday = startOfWeekKey(today);
      return { from: monday, to: addDaysToKey(monday, 6) };
    }
    case 'semana-anterior': {
      const monday = addDaysToKey(startOfWeekKey(today), -7);
      return { from: monday, to: addDaysToKey(monday, 6) };
    }
    case 'quincena': {
      // The fortnight a pay period in Chile is split into: the 1st to the 15th, the 16th to the month's end.
      const sixteenth = addDaysToKey(startOfMonthKey(today), QUINCENA_DAYS);
      return today < sixteenth
        ? { from: startOfMonthKey(today), to: addDaysToKey(sixteenth, -1) }
        : { from: sixteenth, to: endOfMonthKey(today) };
    }
    case 'mes':
      return { from: startOfMonthKey(today), to: endOfMonthKey(today) };
    case 'mes-anterior': {
      const lastOfPrevious = addDaysToKey(startOfMonthKey(today), -1);
      return { from: startOfMonthKey(lastOfPrevious), to: lastOfPrevious };
    }
  }
}

/** `yyyy-MM-dd_yyyy-MM-dd` for a custom range. */
export function customRangeParam(from: string, to: string): string {
  return `${from}_${to}`;
}

/** The days a range parameter names on `today`, or null when it names none (or too many). */
export function rangeDays(range: string, today: string): { from: string; to: string } | null {
  if (isNamedRange(range)) return namedRangeDays(range, today);
  const parts = range.split('_');
  if (parts.length !== 2) return null;
  const [from, to] = parts;
  if (!isDayKey(from) || !isDayKey(to) || from > to) return null;
  return daysBetweenKeys(from, to) + 1 > ATTENDANCE_RANGE_MAX_DAYS ? null : { from, to };
}

/** Whether a range parameter names days, whatever today is (a named range, or a valid custom one). */
export function isRangeParam(range: string): boolean {
  return isNamedRange(range) || rangeDays(range, '2000-01-01') !== null;
}

/** The view the URL's parameters name on `today` (both missing: todas/hoy; either invalid: todas/hoy, invalid). */
export function parseAttendanceView(
  type: string | undefined,
  range: string | undefined,
  today: string,
): AttendanceView {
  const fallback = (invalid: boolean): AttendanceView => ({
    type: 'todas',
    range: 'hoy',
    from: today,
    to: today,
    invalid,
  });
  if (type === undefined && range === undefined) return fallback(false);
  if (type === undefined || range === undefined || !isViewType(type)) return fallback(true);
  const days = rangeDays(range, today);
  return days === null ? fallback(true) : { type, range, ...days, invalid: false };
}

/** The path of a view: `/asistencias/<type>/<range>`. */
export function attendanceViewPath(type: AttendanceViewType, range: string): string {
  return `/asistencias/${type}/${range}`;
}

/** The range in words: `Hoy`, `Esta semana`, or `17-11-2026 – 23-11-2026`. */
export function attendanceRangeLabel(view: Pick<AttendanceView, 'range' | 'from' | 'to'>): string {
  if (isNamedRange(view.range)) return ATTENDANCE_RANGE_LABEL[view.range];
  const from = formatDayKey(view.from, 'dd-MM-yyyy');
  return view.from === view.to ? from : `${from} – ${formatDayKey(view.to, 'dd-MM-yyyy')}`;
}
