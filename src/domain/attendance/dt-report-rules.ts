/**
 * The rules of the inspector's report filters (Res. Ex. N° 38 arts. 25, 25.1 d and 28): how long a period may be
 * (up to 5 years, the retention period of art. 58 l; /asistencias keeps its own 93 days), what the preset periods
 * (`Semana`, `Quincena`, `Mes`) cover, and a person's jornada type (art. 40 bis CT: a part-time jornada is at most
 * two thirds of the legal maximum week). Pure; days are 'yyyy-MM-dd' keys of the tenant's zone.
 */
import { legalWeeklyHourLimit } from '../chile/labour';
import {
  addDaysToKey,
  endOfMonthKey,
  keyOfDate,
  parseDayKey,
  startOfMonthKey,
  startOfWeekKey,
} from '../calendar/day-keys';

/** Res. Ex. N° 38 art. 25.1 d: a report may cover any range of up to five years. */
export const DT_REPORT_RANGE_MAX_YEARS = 5;

/** What the reports say when the range is longer (art. 25.1 d). */
export const DT_RANGE_TOO_LONG = `Elige un periodo de hasta ${DT_REPORT_RANGE_MAX_YEARS} años.`;

/** The first day past the longest range that starts on `from`: the same day five years later (29 Feb → 1 Mar). */
export function dtRangeLimit(from: string): string {
  const date = parseDayKey(from);
  return keyOfDate({ ...date, year: date.year + DT_REPORT_RANGE_MAX_YEARS });
}

/** The last day a range starting on `from` may reach. */
export function dtRangeMaxTo(from: string): string {
  return addDaysToKey(dtRangeLimit(from), -1);
}

/** Whether `from`..`to` (inclusive) is longer than five years. */
export function dtRangeTooLong(from: string, to: string): boolean {
  return to >= dtRangeLimit(from);
}

/** Art. 25's preset periods. */
export const DT_PRESETS = ['semana', 'quincena', 'mes'] as const;
export type DtPreset = (typeof DT_PRESETS)[number];

export const DT_PRESET_LABEL: Readonly<Record<DtPreset, string>> = {
  semana: 'Semana',
  quincena: 'Quincena',
  mes: 'Mes',
};

export interface DayRange {
  from: string;
  to: string;
}

/** The period of `preset` that holds `day`: its Monday–Sunday week, its fortnight (1–15, 16–end), its month. */
function periodOf(preset: DtPreset, day: string): DayRange {
  if (preset === 'semana') {
    const from = startOfWeekKey(day);
    return { from, to: addDaysToKey(from, 6) };
  }
  const first = startOfMonthKey(day);
  if (preset === 'mes') return { from: first, to: endOfMonthKey(day) };
  const sixteenth = addDaysToKey(first, 15);
  return day < sixteenth
    ? { from: first, to: addDaysToKey(first, 14) }
    : { from: sixteenth, to: endOfMonthKey(day) };
}

/**
 * The latest whole period of `preset` ended before `today` (a report of finished days, with whole weeks for the
 * jornada report's totals): the last Monday–Sunday week, the last fortnight (1–15 or 16–end of month), the last
 * calendar month. On Wednesday 18 November 2026: 9–15 November, 1–15 November, October.
 */
export function presetRange(preset: DtPreset, today: string): DayRange {
  return periodOf(preset, addDaysToKey(periodOf(preset, today).from, -1));
}

/** The preset whose range is exactly `range` on `today`, or null (a range of its own). */
export function presetOf(range: DayRange, today: string): DtPreset | null {
  return (
    DT_PRESETS.find((preset) => {
      const period = presetRange(preset, today);
      return period.from === range.from && period.to === range.to;
    }) ?? null
  );
}

/** A person's jornada type, from the weekly hours of the contract (art. 22 and 40 bis CT). */
export const JORNADA_KINDS = ['completa', 'parcial'] as const;
export type JornadaKind = (typeof JORNADA_KINDS)[number];

export const JORNADA_LABEL: Readonly<Record<JornadaKind, string>> = {
  completa: 'Jornada completa',
  parcial: 'Jornada parcial (art. 40 bis)',
};

/**
 * `parcial` when the contract's weekly hours are at most two thirds of the legal maximum week on `day` (art. 40
 * bis CT: 28 h under the 42-hour week), else `completa`; null when the file records no weekly hours.
 */
export function jornadaKind(weeklyHours: number | null | undefined, day: string): JornadaKind | null {
  if (typeof weeklyHours !== 'number' || !Number.isFinite(weeklyHours) || weeklyHours <= 0) return null;
  return weeklyHours * 3 <= legalWeeklyHourLimit(day) * 2 ? 'parcial' : 'completa';
}
