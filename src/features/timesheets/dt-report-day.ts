/**
 * What the DT reports (Res. Ex. N° 38 art. 27) read of one person's day, shared by reports a), b) and c): the
 * abbreviations of art. 28, a day's figures to the second (art. 44), its observations in those abbreviations, a
 * marca as hh:mm:ss with its alteration (art. 41), and the first day the system holds a person. Pure; it imports no
 * report, so every report module may import it.
 */
import { ALTERED_LABEL, PUNCH_LABEL } from '../../domain/attendance/corrections';
import { PUNCH_FIELD, type PunchAction } from '../../domain/attendance/punches';
import { dayKey, hmsInZone } from '../../domain/calendar/time-zone';
import { formatHms } from '../../domain/format/numbers';
import type { DtReportScope, ReportPerson } from './dt-report-scope';
import type { Day, Slot } from './timesheet-rows';

/** Res. Ex. N° 38 art. 28: the abbreviations the reports use, and their legend, in the resolution's order. */
export const DT_ABBREVIATIONS = [
  ['A.I.', 'ausencia injustificada'],
  ['A.J.', 'ausencia justificada'],
  ['AT', 'atraso'],
  ['C.T.', 'cambio de turno'],
  ['D.E.J.', 'distribución excepcional de jornada'],
  ['H.E.', 'horas extraordinarias'],
  ['J.O.', 'jornada ordinaria'],
  ['L.M.', 'licencia médica'],
  ['P.G.R', 'permiso con goce de remuneraciones'],
  ['PREN.', 'prenatal'],
  ['P.S.G.R.', 'permiso sin goce de remuneraciones'],
  ['POSTN', 'postnatal'],
  ['S.A', 'salida anticipada'],
  ['VAC', 'vacaciones'],
] as const;

type Abbreviation = (typeof DT_ABBREVIATIONS)[number][0];

/** The abbreviation of an absence's type (labels.ts ABSENCE_TYPES; the legacy `permiso` is paid). */
const ABSENCE_ABBREVIATION: Readonly<Record<string, Abbreviation>> = {
  vacaciones: 'VAC',
  'licencia médica': 'L.M.',
  'permiso con goce': 'P.G.R',
  permiso: 'P.G.R',
  'permiso sin goce': 'P.S.G.R.',
};

/** What a day report reads: the selection (DtReportScope), its days and holidays, the tenant's zone. */
export interface DayReportInput extends DtReportScope {
  /** Everyone's days of the period, or the selection's, person by person and day by day. */
  days: readonly Day[];
  /** The tenant's holidays of the period: day key → name. */
  holidays: ReadonlyMap<string, string>;
  timeZone: string;
}

/** A duration in seconds as hh:mm:ss (Res. Ex. N° 38 art. 44). */
export const hms = formatHms;

/** A total with its sign (art. 27 b.12): `+0:30:15`, `-0:12:30`, `0:00:00`. */
export function signedHms(seconds: number): string {
  return seconds > 0 ? `+${formatHms(seconds)}` : formatHms(seconds);
}

/** A day's worked time, overtime (an unscheduled row's whole time), lateness and early exits, in seconds. */
export function dayFigures(day: Day) {
  let worked = 0;
  let overtime = 0;
  let late = 0;
  let early = 0;
  for (const row of day.rows) {
    const rowWorked = row.times.workedSeconds ?? 0;
    worked += rowWorked;
    overtime += row.slot === null ? rowWorked : (row.times.overtimeSeconds ?? 0);
    late += row.times.lateSeconds ?? 0;
    early += row.times.earlySeconds ?? 0;
  }
  const altered = day.rows.some((row) => row.punches.altered.length > 0);
  return { worked, overtime, late, early, altered };
}

/**
 * The first day the report covers a person: the later of the hire date and the day the person was registered in
 * Asiste (the system holds no record of the days before), in the tenant's zone; null when neither is known.
 */
export function firstRecordedDay(person: ReportPerson | undefined, timeZone: string): string | null {
  const days = [person?.hireDate, person?.createdAt]
    .filter((date): date is Date => date instanceof Date && !Number.isNaN(date.getTime()))
    .map((date) => dayKey(date, timeZone));
  return days.length === 0 ? null : days.reduce((later, day) => (day > later ? day : later));
}

/** Whether the system holds the person on the day (firstRecordedDay), each person's first day read once. */
export function heldOn(input: Pick<DayReportInput, 'people' | 'timeZone'>): (day: Day) => boolean {
  const firsts = new Map<string, string | null>();
  return (day) => {
    let first = firsts.get(day.userId);
    if (first === undefined) {
      first = firstRecordedDay(input.people.get(day.userId), input.timeZone);
      firsts.set(day.userId, first);
    }
    return first === null || day.key >= first;
  };
}

/**
 * A day's observations, in the abbreviations of art. 28: the absence (A.I., A.J., or its type), lateness (AT),
 * an early exit (S.A) and overtime (H.E.) to the second, the holiday, and each altered marca (art. 41).
 */
export function observations(day: Day, holiday: string | undefined): string {
  const notes: string[] = [];
  if (holiday !== undefined) notes.push(`Feriado: ${holiday}`);
  if (day.absent) {
    const typed = day.absenceType === null ? undefined : ABSENCE_ABBREVIATION[day.absenceType];
    notes.push(typed ?? (day.justified ? 'A.J.' : 'A.I.'));
  } else if (day.absenceType !== null) {
    const typed = ABSENCE_ABBREVIATION[day.absenceType];
    if (typed) notes.push(typed);
  }
  const figures = dayFigures(day);
  if (figures.late > 0) notes.push(`AT ${hms(figures.late)}`);
  if (figures.early > 0) notes.push(`S.A ${hms(figures.early)}`);
  if (figures.overtime > 0) notes.push(`H.E. ${hms(figures.overtime)}`);
  if (!day.scheduled && !day.worked && !day.absent && holiday === undefined)
    notes.push('Sin jornada programada');
  for (const row of day.rows) {
    for (const action of row.punches.altered) notes.push(`${PUNCH_LABEL[action]} alterada`);
  }
  return notes.join('; ');
}

/** A marca as hh:mm:ss, `(alterado)` when a correction set it (art. 41), `sin marca` when missing. */
export function marcaText(row: Slot, action: PunchAction, timeZone: string): string {
  const time = row.punches[PUNCH_FIELD[action]];
  if (!time) return 'sin marca';
  const text = hmsInZone(time, timeZone);
  return row.punches.altered.includes(action) ? `${text} (${ALTERED_LABEL})` : text;
}

/** A pair of marcas, `09:00:00 – 18:30:15`, or null when neither was made. */
export function marcaPair(row: Slot, from: PunchAction, to: PunchAction, timeZone: string): string | null {
  if (!row.punches[PUNCH_FIELD[from]] && !row.punches[PUNCH_FIELD[to]]) return null;
  return `${marcaText(row, from, timeZone)} – ${marcaText(row, to, timeZone)}`;
}
