/**
 * b) Reporte de jornada diaria (Res. Ex. N° 38 art. 27 b): for each person, every day with a jornada pactada or a
 * marca, from the day the system holds the person: the agreed jornada (its slots), the marcas of the jornada, the
 * agreed colación ("No aplica" when none), the marcas of the colación, tiempo faltante, tiempo extra, the other
 * marcas (records outside the planned slots) and the observations in the abbreviations of art. 28. Each week of
 * each person closes with its totals (art. 27 b.12). Every figure is hh:mm:ss to the second (art. 44).
 *
 * The column list of the resolution is UNCONFIRMED (chile-payroll.md §12.4); the names follow the reference. There
 * is no `Ciclos` column: Asiste records no exceptional distribution of the jornada (D.E.J.).
 *
 * Figures of a day, in seconds:
 * - pactada: the planned slots minus the agreed colación (planning/plan.ts `plannedMinutes`);
 * - marcaciones: the time worked inside the planned slots' records (exit − entry − colación taken);
 * - faltante: lateness + early exit of each worked slot, the whole length of a planned slot that ended without an
 *   entry, and the colación taken beyond the agreed one; an unjustified absence is the whole pactada, a justified
 *   one (an approved absence or a justification) nothing; never more than the pactada;
 * - extra: the time past each slot's end plus the whole time of a record outside the planned slots;
 * - otras marcaciones: the time worked in records outside the planned slots.
 */
import { PUNCH_LABEL } from '../../domain/attendance/corrections';
import { PUNCH_FIELD, PUNCH_ORDER } from '../../domain/attendance/punches';
import { formatDayKey, startOfWeekKey } from '../../domain/calendar/day-keys';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { slotInstants, type TimeSlot } from '../../domain/schedule/slots';
import type { ExportTable } from '../../lib/export/table';
import {
  heldOn,
  hms,
  marcaPair,
  marcaText,
  observations,
  signedHms,
  type DayReportInput,
} from './dt-report-day';
import type { Worker } from './dt-report-scope';
import type { Day } from './timesheet-rows';

/** Art. 27 b: the header says whether the worker is under a banda horaria; Asiste records none. */
export const BANDA_HORARIA_LINE = 'Banda horaria: no (Asiste no registra jornadas con banda horaria)';

/** The columns after the worker's (art. 27 b; the exact list is UNCONFIRMED). */
export const JORNADA_COLUMNS = [
  'Fecha',
  'Jornada ordinaria pactada',
  'Marcaciones jornada',
  'Colación pactada',
  'Marcaciones colación',
  'Tiempo faltante',
  'Tiempo extra',
  'Otras marcaciones',
  'Observaciones',
] as const;

/** Art. 27 b allows "No aplica" only in the colación column, when no colación is agreed. */
export const NO_COLACION = 'No aplica';

/** A day's figures in seconds (the module's comment says what each one is). */
export interface JornadaFigures {
  planned: number;
  marked: number;
  lunch: number;
  breakTaken: number;
  missing: number;
  extra: number;
  other: number;
}

const ZERO: JornadaFigures = {
  planned: 0,
  marked: 0,
  lunch: 0,
  breakTaken: 0,
  missing: 0,
  extra: 0,
  other: 0,
};

function slotSeconds(day: Day, slot: TimeSlot, timeZone: string): number {
  const bounds = slotInstants(dayKeyToInstant(day.key, timeZone), slot, timeZone);
  return bounds ? Math.round((bounds.end.getTime() - bounds.start.getTime()) / 1000) : 0;
}

/** A day's figures for report b), in seconds. */
export function jornadaFigures(day: Day, timeZone: string): JornadaFigures {
  const planned = day.plannedMinutes * 60;
  const lunch = day.lunchMinutes * 60;
  let marked = 0;
  let breakTaken = 0;
  let extra = 0;
  let other = 0;
  let missing = 0;
  for (const row of day.rows) {
    const worked = row.times.workedSeconds ?? 0;
    if (row.slot === null) {
      other += worked;
      extra += worked;
      continue;
    }
    marked += worked;
    breakTaken += row.times.breakSeconds ?? 0;
    extra += row.times.overtimeSeconds ?? 0;
    if (row.punches.checkInTime) missing += (row.times.lateSeconds ?? 0) + (row.times.earlySeconds ?? 0);
    else if (row.past) missing += slotSeconds(day, row.slot, timeZone);
  }
  missing += Math.max(0, breakTaken - lunch);
  if (day.absent) missing = day.justified ? 0 : planned;
  return { planned, marked, lunch, breakTaken, missing: Math.min(missing, planned), extra, other };
}

function add(a: JornadaFigures, b: JornadaFigures): JornadaFigures {
  return {
    planned: a.planned + b.planned,
    marked: a.marked + b.marked,
    lunch: a.lunch + b.lunch,
    breakTaken: a.breakTaken + b.breakTaken,
    missing: a.missing + b.missing,
    extra: a.extra + b.extra,
    other: a.other + b.other,
  };
}

const withSeconds = (hhmm: string) => `${hhmm}:00`;

/** The agreed jornada: each planned slot `09:00:00 – 18:00:00`. */
function agreedText(day: Day): string {
  const slots = day.rows.flatMap((row) => (row.slot === null ? [] : [row.slot]));
  if (slots.length === 0) return 'Sin jornada pactada';
  return slots.map((slot) => `${withSeconds(slot.startTime)} – ${withSeconds(slot.endTime)}`).join('; ');
}

/** The other marcas: every marca of a record outside the planned slots, `Entrada 10:00:00, Salida 14:00:00`. */
function otherMarcas(day: Day, timeZone: string): string {
  return day.rows
    .filter((row) => row.slot === null)
    .map((row) =>
      PUNCH_ORDER.filter((action) => row.punches[PUNCH_FIELD[action]])
        .map((action) => `${PUNCH_LABEL[action]} ${marcaText(row, action, timeZone)}`)
        .join(', '),
    )
    .filter((text) => text !== '')
    .join('; ');
}

/** The day's marcas of the planned slots, from one punch to another, one pair per slot. */
function pairs(day: Day, timeZone: string, from: 'checkIn' | 'lunchStart', to: 'checkOut' | 'lunchEnd') {
  return day.rows
    .flatMap((row) => {
      if (row.slot === null) return [];
      const pair = marcaPair(row, from, to, timeZone);
      return pair === null ? [] : [pair];
    })
    .join('; ');
}

/** Whether report b) lists the day: it had a jornada pactada or a marca outside it. */
function listed(day: Day): boolean {
  return day.scheduled || day.rows.some((row) => row.slot === null);
}

/** Art. 27 b.12: a week's totals, signed where the resolution wants a sign, ending with the week's compensation. */
function weekCells(start: string, total: JornadaFigures): string[] {
  return [
    `Total semana del ${formatDayKey(start, 'dd-MM-yyyy')}`,
    hms(total.planned),
    hms(total.marked),
    hms(total.lunch),
    hms(total.breakTaken),
    signedHms(-total.missing),
    signedHms(total.extra),
    hms(total.other),
    `Compensación semanal: ${signedHms(total.extra - total.missing)}`,
  ];
}

/** Report b) as a table (its title given by the caller). */
export function workingTimeReport(input: DayReportInput, worker: Worker, title: string): ExportTable {
  const { timeZone } = input;
  const out: ExportTable['rows'] = [];
  let week: { userId: string; start: string; total: JornadaFigures } | null = null;
  const closeWeek = () => {
    if (week === null) return;
    out.push([...worker.cells(week.userId), ...weekCells(week.start, week.total)]);
    week = null;
  };
  const held = heldOn(input);
  for (const day of input.days) {
    if (!listed(day) || !held(day)) continue;
    const start = startOfWeekKey(day.key);
    if (week && (week.userId !== day.userId || week.start !== start)) closeWeek();
    week ??= { userId: day.userId, start, total: ZERO };
    const figures = jornadaFigures(day, timeZone);
    week.total = add(week.total, figures);
    out.push([
      ...worker.cells(day.userId),
      formatDayKey(day.key, 'EEE dd-MM-yyyy'),
      agreedText(day),
      pairs(day, timeZone, 'checkIn', 'checkOut'),
      day.lunchMinutes > 0 ? hms(figures.lunch) : NO_COLACION,
      pairs(day, timeZone, 'lunchStart', 'lunchEnd'),
      hms(figures.missing),
      hms(figures.extra),
      otherMarcas(day, timeZone),
      observations(day, input.holidays.get(day.key)),
    ]);
  }
  closeWeek();
  return { title, columns: [...worker.columns, ...JORNADA_COLUMNS], rows: out };
}
