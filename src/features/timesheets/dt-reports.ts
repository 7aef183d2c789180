/**
 * The labour inspector's reports (Res. Ex. N° 38 of the Dirección del Trabajo, 2024: the reports an electronic
 * attendance system must produce on request), for a period and a person or everyone: attendance, daily working
 * time (with each week's totals), Sundays and holidays worked, and the changes of the plan and of the punches.
 * Pure: what the dialog reads goes in, one ExportTable and the lines every page repeats come out.
 */
import type { AttendanceCorrection, PlanPublish } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { personName } from '../../data/queries/people';
import {
  ALTERED_LABEL,
  CORRECTION_STATE_LABEL,
  correctionState,
  PUNCH_LABEL,
} from '../../domain/attendance/corrections';
import { formatDayKey, isoWeekdayOfKey, startOfWeekKey } from '../../domain/calendar/day-keys';
import { dayKey, formatInZone, hmsInZone } from '../../domain/calendar/time-zone';
import { formatHms } from '../../domain/format/numbers';
import { employerLine } from '../../lib/export/employer-line';
import type { ExportTable } from '../../lib/export/table';
import {
  coverage,
  workerOf,
  workplaceCell,
  workplaceColumn,
  type DtReportScope,
  type ReportPerson,
  type Worker,
} from './dt-report-scope';
import type { Day } from './timesheet-rows';
import { incidentsReport, NO_INCIDENTS_TEXT } from './dt-report-incidents';
import type { IncidentLike } from '../../domain/incidents/incidents';

export const DT_REPORTS = ['asistencia', 'jornada', 'domingos', 'modificaciones', 'incidentes'] as const;
export type DtReportKind = (typeof DT_REPORTS)[number];

/** The reports' names, as Res. Ex. N° 38 art. 27 gives them, in its order (a–d). */
export const DT_REPORT_LABEL: Readonly<Record<DtReportKind, string>> = {
  asistencia: 'Reporte de asistencia',
  jornada: 'Reporte de jornada diaria',
  domingos: 'Reporte de días domingo y/o días festivos',
  modificaciones: 'Reporte de modificaciones y/o alteraciones de turnos',
  incidentes: 'Registro de incidentes técnicos',
};

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

/** The legend every report carries under its table (art. 28). */
export function abbreviationsLegend(): string[] {
  return [
    'Abreviaturas:',
    ...DT_ABBREVIATIONS.map(([abbreviation, meaning]) => `${abbreviation}: ${meaning}`),
  ];
}

/** The abbreviation of an absence's type (labels.ts ABSENCE_TYPES; the legacy `permiso` is paid). */
const ABSENCE_ABBREVIATION: Readonly<Record<string, Abbreviation>> = {
  vacaciones: 'VAC',
  'licencia médica': 'L.M.',
  'permiso con goce': 'P.G.R',
  permiso: 'P.G.R',
  'permiso sin goce': 'P.S.G.R.',
};

/** Res. Ex. N° 38 art. 28: what a report says, literally, when nothing matches its filters. */
export const NO_MATCH_TEXT = 'No hay trabajadores que coincidan con la selección';
/** Art. 27 d: the report of changes when the period had none. */
export const NO_CHANGES_TEXT = 'Sin cambios o modificaciones en el periodo consultado';
/** Art. 27 c: the Sundays and holidays report of a worker whose jornada has none in the period. */
export const NO_SUNDAYS_TEXT = 'La jornada de este trabajador no incluye domingos o festivos';
const EMPTY_TEXTS: readonly string[] = [NO_MATCH_TEXT, NO_CHANGES_TEXT, NO_SUNDAYS_TEXT, NO_INCIDENTS_TEXT];

type Person = ReportPerson;

/** The selection (DtReportScope: period, person, workplace, the people and the tenant's workplaces) and its data. */
export interface DtReportInput extends DtReportScope {
  kind: DtReportKind;
  /** Everyone's days of the period, or the selection's. */
  days: readonly Day[];
  /** The tenant's holidays of the period: day key → name. */
  holidays: ReadonlyMap<string, string>;
  /** Publishes of the plan whose changed days overlap the period. */
  publishes: readonly WithId<PlanPublish>[];
  /** Corrections of the period's days. */
  corrections: readonly WithId<AttendanceCorrection>[];
  /** Art. 27 f: the technical incidents of the platform and the tenant (dt-report-incidents.ts). */
  incidents?: readonly IncidentLike[];
  timeZone: string;
  now: Date;
}

export { employerLine };
export { scopeLines } from './dt-report-scope';

/** A duration in seconds as hh:mm:ss (Res. Ex. N° 38 art. 44). */
const hms = formatHms;

function dayFigures(day: Day) {
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
function firstRecordedDay(person: Person | undefined, timeZone: string): string | null {
  const days = [person?.hireDate, person?.createdAt]
    .filter((date): date is Date => date instanceof Date && !Number.isNaN(date.getTime()))
    .map((date) => dayKey(date, timeZone));
  return days.length === 0 ? null : days.reduce((later, day) => (day > later ? day : later));
}

/**
 * A day's observations, in the abbreviations of art. 28: the absence (A.I., A.J., or its type), lateness (AT),
 * an early exit (S.A) and overtime (H.E.) to the second, the holiday, and each altered marca (art. 41).
 */
function observations(day: Day, holiday: string | undefined): string {
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

/**
 * a) Reporte de asistencia (art. 27 a): every day of the period for each person from the day the system first
 * holds them (`firstRecordedDay`), person by person: Fecha, Asistencia (Sí/No), Ausencia
 * (Justificada/Injustificada), Observaciones.
 */
function attendanceReport(input: DtReportInput, worker: Worker): ExportTable {
  const rows: ExportTable['rows'] = [];
  for (const day of input.days) {
    const first = firstRecordedDay(input.people.get(day.userId), input.timeZone);
    if (first !== null && day.key < first) continue;
    rows.push([
      ...worker.cells(day.userId),
      formatDayKey(day.key, 'EEE dd-MM-yyyy'),
      day.worked ? 'Sí' : 'No',
      day.absent ? (day.justified ? 'Justificada' : 'Injustificada') : '',
      observations(day, input.holidays.get(day.key)),
    ]);
  }
  return {
    title: DT_REPORT_LABEL.asistencia,
    columns: [...worker.columns, 'Fecha', 'Asistencia', 'Ausencia', 'Observaciones'],
    rows,
  };
}

function workingTimeReport(input: DtReportInput, worker: Worker): ExportTable {
  const out: ExportTable['rows'] = [];
  let week: { userId: string; start: string; planned: number; worked: number; overtime: number } | null =
    null;
  const closeWeek = () => {
    if (week === null) return;
    out.push([
      ...worker.cells(week.userId),
      `Total semana del ${formatDayKey(week.start, 'dd-MM-yyyy')}`,
      hms(week.planned),
      hms(week.worked),
      hms(week.overtime),
      '',
      '',
      '',
    ]);
    week = null;
  };
  for (const day of input.days) {
    const figures = dayFigures(day);
    if (day.plannedMinutes === 0 && figures.worked === 0) continue;
    const start = startOfWeekKey(day.key);
    if (week && (week.userId !== day.userId || week.start !== start)) closeWeek();
    week ??= { userId: day.userId, start, planned: 0, worked: 0, overtime: 0 };
    week.planned += day.plannedMinutes * 60;
    week.worked += figures.worked;
    week.overtime += figures.overtime;
    out.push([
      ...worker.cells(day.userId),
      formatDayKey(day.key, 'EEE dd-MM-yyyy'),
      hms(day.plannedMinutes * 60),
      hms(figures.worked),
      hms(figures.overtime),
      hms(figures.late),
      hms(figures.early),
      figures.altered ? 'Sí' : 'No',
    ]);
  }
  closeWeek();
  return {
    title: DT_REPORT_LABEL.jornada,
    columns: [
      ...worker.columns,
      'Fecha',
      'Jornada planificada',
      'Jornada trabajada',
      'Horas extras',
      'Atraso',
      'Salida anticipada',
      ALTERED_LABEL,
    ],
    rows: out,
  };
}

function sundaysReport(input: DtReportInput, worker: Worker): ExportTable {
  const rows: ExportTable['rows'] = [];
  for (const day of input.days) {
    const holiday = input.holidays.get(day.key);
    const sunday = isoWeekdayOfKey(day.key) === 7;
    if (!sunday && holiday === undefined) continue;
    const figures = dayFigures(day);
    if (figures.worked === 0) continue;
    const kind = [sunday ? 'Domingo' : null, holiday === undefined ? null : `Festivo: ${holiday}`]
      .filter((part) => part !== null)
      .join(' y ');
    rows.push([
      ...worker.cells(day.userId),
      formatDayKey(day.key, 'dd-MM-yyyy'),
      kind,
      hms(figures.worked),
      hms(figures.overtime),
    ]);
  }
  return {
    title: DT_REPORT_LABEL.domingos,
    columns: [...worker.columns, 'Fecha', 'Día', 'Jornada trabajada', 'Horas extras'],
    rows,
  };
}

function changesReport(input: DtReportInput, withWorkplace: boolean): ExportTable {
  const { timeZone } = input;
  const covers = coverage(input);
  const stamp = (date: Date) => formatInZone(date, timeZone, 'dd-MM-yyyy HH:mm');
  const place = (uids: readonly string[]) =>
    withWorkplace ? [[...new Set(uids.map((uid) => workplaceCell(input, uid)))].join(', ')] : [];
  const publishes = input.publishes
    .filter((p) => p.from <= input.to && p.to >= input.from)
    .map((p) => ({ p, covered: p.userIds.filter(covers) }))
    .filter(({ p, covered }) => covered.length > 0 || covered.length === p.userIds.length)
    .map(({ p, covered }) => ({
      at: p.publishedAt,
      cells: [
        'Publicación del plan',
        stamp(p.publishedAt),
        input.personId === null
          ? `${covered.length} ${covered.length === 1 ? 'trabajador' : 'trabajadores'}`
          : personName(input.people.get(input.personId), input.personId),
        ...place(covered),
        `Días del ${formatDayKey(p.from, 'dd-MM-yyyy')} al ${formatDayKey(p.to, 'dd-MM-yyyy')}`,
        `${p.count} ${p.count === 1 ? 'día-persona cambiado' : 'días-persona cambiados'}`,
        '',
        p.reason ?? '',
        personName(input.people.get(p.publishedBy), p.publishedBy),
        'Publicada',
      ],
    }));
  const corrections = input.corrections
    .filter((c) => covers(c.userId))
    .map((c) => {
      const day = formatDayKey(dayKey(c.date, timeZone), 'dd-MM-yyyy');
      const punch = c.kind === 'justify' || c.punch === null;
      return {
        at: c.createdAt,
        cells: [
          'Corrección de marca',
          stamp(c.createdAt),
          personName(input.people.get(c.userId), c.userId),
          ...place([c.userId]),
          punch ? `Ausencia del ${day}` : `${PUNCH_LABEL[c.punch ?? 'checkIn']} del ${day}`,
          punch ? 'Sin justificar' : c.before ? hmsInZone(c.before, timeZone) : 'Sin marca',
          punch ? 'Justificada' : c.after ? hmsInZone(c.after, timeZone) : '',
          c.reason,
          personName(input.people.get(c.createdBy), c.createdBy),
          CORRECTION_STATE_LABEL[correctionState(c, input.now)],
        ],
      };
    });
  return {
    title: DT_REPORT_LABEL.modificaciones,
    columns: [
      'Tipo',
      'Fecha del cambio',
      ...workerOf(input, withWorkplace, false).columns,
      'Afecta',
      'Antes',
      'Después',
      'Motivo',
      'Realizado por',
      'Estado',
    ],
    rows: [...publishes, ...corrections]
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((entry) => entry.cells),
  };
}

function reportOf(input: DtReportInput): ExportTable {
  const withWorkplace = workplaceColumn(input);
  const worker = workerOf(input, withWorkplace);
  switch (input.kind) {
    case 'asistencia':
      return attendanceReport(input, worker);
    case 'jornada':
      return workingTimeReport(input, worker);
    case 'domingos':
      return sundaysReport(input, worker);
    case 'modificaciones':
      return changesReport(input, withWorkplace);
    case 'incidentes':
      return incidentsReport({
        ...input,
        title: DT_REPORT_LABEL.incidentes,
        incidents: input.incidents ?? [],
      });
  }
}

/**
 * What a report without rows says instead, as its one row (so the preview, the PDF and the XLSX say it alike):
 * the changes report its legend (art. 27 d); the Sundays and holidays report of one worker with no Sunday nor
 * holiday planned in the period its own (art. 27 c); anything else the literal of art. 28.
 */
function noRowsText(input: DtReportInput): string {
  if (input.kind === 'modificaciones') return NO_CHANGES_TEXT;
  if (input.kind === 'incidentes') return NO_INCIDENTS_TEXT;
  // One worker who does not work at the chosen workplace: nothing matches.
  if (input.personId !== null && !coverage(input)(input.personId)) return NO_MATCH_TEXT;
  if (input.kind === 'domingos' && input.personId !== null) {
    const planned = input.days.some(
      (day) =>
        day.userId === input.personId &&
        day.plannedMinutes > 0 &&
        (isoWeekdayOfKey(day.key) === 7 || input.holidays.has(day.key)),
    );
    if (!planned) return NO_SUNDAYS_TEXT;
  }
  return NO_MATCH_TEXT;
}

/** The report as one table: the same for the PDF and the XLSX. */
export function dtReportTable(input: DtReportInput): ExportTable {
  const covers = coverage(input);
  const scoped = { ...input, days: input.days.filter((day) => covers(day.userId)) };
  const table = reportOf(scoped);
  if (table.rows.length > 0) return table;
  return { ...table, rows: [[noRowsText(scoped), ...table.columns.slice(1).map(() => '')]] };
}

/** What a report without rows says instead of them (dtReportTable), or null for a report with rows. */
export function emptyReportText(table: ExportTable): string | null {
  const first = table.rows[0]?.[0];
  return table.rows.length === 1 && typeof first === 'string' && EMPTY_TEXTS.includes(first) ? first : null;
}
