/**
 * The labour inspector's reports (Res. Ex. N° 38 of the Dirección del Trabajo, 2024: the reports an electronic
 * attendance system must produce on request), for a period and a person or everyone: attendance, daily working
 * time (with each week's totals; dt-report-jornada.ts), every Sunday and holiday (with monthly and period totals;
 * dt-report-sundays.ts), and the changes of the plan and of the punches. What they read of a day is dt-report-day.ts.
 * Pure: what the dialog reads goes in, one ExportTable and the lines every page repeats come out.
 */
import type { AttendanceCorrection, ScheduleChange } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { formatDayKey, isoWeekdayOfKey } from '../../domain/calendar/day-keys';
import { employerLine } from '../../lib/export/employer-line';
import type { ExportTable } from '../../lib/export/table';
import {
  coverage,
  scopeLines as commonScopeLines,
  workerOf,
  workplaceColumn,
  type DtReportScope,
  type Worker,
} from './dt-report-scope';
import type { Day } from './timesheet-rows';
import { dayFigures, DT_ABBREVIATIONS, firstRecordedDay, observations } from './dt-report-day';
import { formatHms } from '../../domain/format/numbers';
import { BANDA_HORARIA_LINE, workingTimeReport } from './dt-report-jornada';
import { NO_SUNDAYS_TEXT, sundaysReport, sundaysScopeLines } from './dt-report-sundays';
import { changesReport } from './dt-report-changes';
import { incidentsReport, NO_INCIDENTS_TEXT } from './dt-report-incidents';
import { dailyReport, NO_MARCAS_TEXT } from './dt-report-daily';
import type { IncidentLike } from '../../domain/incidents/incidents';

export const DT_REPORTS = [
  'asistencia',
  'jornada',
  'domingos',
  'modificaciones',
  'diario',
  'incidentes',
] as const;
export type DtReportKind = (typeof DT_REPORTS)[number];

/** The reports' names, as Res. Ex. N° 38 art. 27 gives them, in its order (a–d). */
export const DT_REPORT_LABEL: Readonly<Record<DtReportKind, string>> = {
  asistencia: 'Reporte de asistencia',
  jornada: 'Reporte de jornada diaria',
  domingos: 'Reporte de días domingo y/o días festivos',
  modificaciones: 'Reporte de modificaciones y/o alteraciones de turnos',
  diario: 'Reporte diario',
  incidentes: 'Registro de incidentes técnicos',
};

/** The legend every report carries under its table (art. 28). */
export function abbreviationsLegend(): string[] {
  return [
    'Abreviaturas:',
    ...DT_ABBREVIATIONS.map(([abbreviation, meaning]) => `${abbreviation}: ${meaning}`),
  ];
}

/** Res. Ex. N° 38 art. 28: what a report says, literally, when nothing matches its filters. */
export const NO_MATCH_TEXT = 'No hay trabajadores que coincidan con la selección';
/** Art. 27 d: the report of changes when the period had none. */
export const NO_CHANGES_TEXT = 'Sin cambios o modificaciones en el periodo consultado';
const EMPTY_TEXTS: readonly string[] = [
  NO_MATCH_TEXT,
  NO_CHANGES_TEXT,
  NO_SUNDAYS_TEXT,
  NO_MARCAS_TEXT,
  NO_INCIDENTS_TEXT,
];

/** The selection (DtReportScope: period, person, workplace, the people and the tenant's workplaces) and its data. */
export interface DtReportInput extends DtReportScope {
  kind: DtReportKind;
  /** Everyone's days of the period, or the selection's. */
  days: readonly Day[];
  /** The tenant's holidays of the period: day key → name. */
  holidays: ReadonlyMap<string, string>;
  /** Art. 27 d: the changes of the published plan whose day falls in the period (dt-report-changes.ts). */
  scheduleChanges?: readonly WithId<ScheduleChange>[];
  /** Corrections of the period's days. */
  corrections: readonly WithId<AttendanceCorrection>[];
  /** Art. 27 f: the technical incidents of the platform and the tenant (dt-report-incidents.ts). */
  incidents?: readonly IncidentLike[];
  timeZone: string;
  now: Date;
}

export { employerLine };
export { DT_ABBREVIATIONS, NO_SUNDAYS_TEXT };

/**
 * The report's scope under its title (art. 27: period, worker, place of work, the filters used; dt-report-scope.ts)
 * and what its kind's header adds: b) whether the worker is under a banda horaria, c) the cargo and the art. 38 bis
 * flag.
 */
export function scopeLines(scope: DtReportScope & { kind?: DtReportKind }): string[] {
  const common = commonScopeLines(scope);
  if (scope.kind === 'jornada') return [...common, BANDA_HORARIA_LINE];
  if (scope.kind === 'domingos') return [...common, ...sundaysScopeLines(scope)];
  return common;
}

/**
 * a) Reporte de asistencia (art. 27 a): every day of the period for each person from the day the system first
 * holds them (`firstRecordedDay`), person by person: Fecha, Asistencia (Sí/No), Ausencia
 * (Justificada/Injustificada), Observaciones.
 */
function attendanceReport(input: DtReportInput, worker: Worker): ExportTable {
  const rows: ExportTable['rows'] = [];
  // Art. 28: several workers are listed one after the other, each closing with its own totals.
  let tally: AttendanceTally | null = null;
  const close = () => {
    if (tally === null) return;
    rows.push([...worker.cells(tally.userId), ...attendanceTotalCells(tally)]);
    tally = null;
  };
  for (const day of input.days) {
    const first = firstRecordedDay(input.people.get(day.userId), input.timeZone);
    if (first !== null && day.key < first) continue;
    if (tally !== null && tally.userId !== day.userId) close();
    tally ??= {
      userId: day.userId,
      worked: 0,
      notWorked: 0,
      justified: 0,
      unjustified: 0,
      late: 0,
      early: 0,
      overtime: 0,
    };
    const figures = dayFigures(day);
    tally.worked += day.worked ? 1 : 0;
    tally.notWorked += day.worked ? 0 : 1;
    tally.justified += day.absent && day.justified ? 1 : 0;
    tally.unjustified += day.absent && !day.justified ? 1 : 0;
    tally.late += figures.late;
    tally.early += figures.early;
    tally.overtime += figures.overtime;
    rows.push([
      ...worker.cells(day.userId),
      formatDayKey(day.key, 'EEE dd-MM-yyyy'),
      day.worked ? 'Sí' : 'No',
      day.absent ? (day.justified ? 'Justificada' : 'Injustificada') : '',
      observations(day, input.holidays.get(day.key)),
    ]);
  }
  close();
  return {
    title: DT_REPORT_LABEL.asistencia,
    columns: [...worker.columns, 'Fecha', 'Asistencia', 'Ausencia', 'Observaciones'],
    rows,
  };
}

interface AttendanceTally {
  userId: string;
  worked: number;
  notWorked: number;
  justified: number;
  unjustified: number;
  late: number;
  early: number;
  overtime: number;
}

/** A worker's total line of report a): days with and without attendance, absences, and AT, S.A and H.E. to the second. */
function attendanceTotalCells(tally: AttendanceTally): string[] {
  return [
    'Total del periodo',
    `Sí: ${tally.worked}; No: ${tally.notWorked}`,
    `Justificadas: ${tally.justified}; Injustificadas: ${tally.unjustified}`,
    `AT ${formatHms(tally.late)}; S.A ${formatHms(tally.early)}; H.E. ${formatHms(tally.overtime)}`,
  ];
}

function reportOf(input: DtReportInput): ExportTable {
  const withWorkplace = workplaceColumn(input);
  const worker = workerOf(input, withWorkplace);
  switch (input.kind) {
    case 'asistencia':
      return attendanceReport(input, worker);
    case 'jornada':
      return workingTimeReport(input, worker, DT_REPORT_LABEL.jornada);
    case 'domingos':
      return sundaysReport(input, worker, DT_REPORT_LABEL.domingos);
    case 'modificaciones':
      return changesReport(input, worker, DT_REPORT_LABEL.modificaciones);
    case 'diario':
      return dailyReport({ ...input, title: DT_REPORT_LABEL.diario }, worker);
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
  // Art. 27 e: people selected, none of whom made a marca in the period.
  if (input.kind === 'diario' && input.days.length > 0) return NO_MARCAS_TEXT;
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
