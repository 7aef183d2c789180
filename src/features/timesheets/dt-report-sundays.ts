/**
 * c) Reporte de días domingo y/o días festivos (Res. Ex. N° 38 art. 27 c): for each person, every Sunday and every
 * holiday of the period, worked or not, from the day the system holds the person: Fecha, Asistencia (Sí/No),
 * Ausencia (Justificada/Injustificada), Observaciones in the abbreviations of art. 28; then a total line for each
 * month and one for the period (days listed, Sundays, holidays, attendance, justified and unjustified absences,
 * time worked in hh:mm:ss). A person whose jornada has no Sunday nor holiday in the period (none planned, none
 * worked) gets the legend of art. 27 c instead: one row when several are listed, the whole report for one person.
 *
 * The header names the cargo (the file's `position`): once when the selection shares one, else in a `Cargo`
 * column; and the art. 38 bis flag (commerce workers with additional Sunday rest), which Asiste does not record,
 * so it says so rather than guess.
 */
import { formatDayKey, isoWeekdayOfKey } from '../../domain/calendar/day-keys';
import type { ExportTable } from '../../lib/export/table';
import { dayFigures, heldOn, hms, observations, type DayReportInput } from './dt-report-day';
import { positionKey, selectedPeople, type PeopleScope, type Worker } from './dt-report-scope';
import type { Day } from './timesheet-rows';

/** Art. 27 c: the Sundays and holidays report of a worker whose jornada has none in the period. */
export const NO_SUNDAYS_TEXT = 'La jornada de este trabajador no incluye domingos o festivos';

/** The header's art. 38 bis flag (Res. Ex. N° 38 art. 27 c), followed by `Sí` or `No` when the selection shares it. */
export const ART_38_BIS_LABEL =
  'Art. 38 bis del Código del Trabajo (descanso dominical adicional del comercio)';
/** The column that carries the flag when the selection mixes people with and without it. */
export const ART_38_BIS_COLUMN = 'Art. 38 bis';

export const CARGO_COLUMN = 'Cargo';
/** What the report prints for a person without a cargo in the file. */
const NO_CARGO = 'sin registrar';

const cargoOf = (scope: Pick<PeopleScope, 'people'>, uid: string) =>
  scope.people.get(uid)?.position?.trim() || NO_CARGO;

/** The cargos of the selection, each once (positionKey), with how one of its people writes it. */
function cargos(scope: PeopleScope): string[] {
  const seen = new Map<string, string>();
  for (const uid of selectedPeople(scope)) {
    const key = positionKey(scope.people.get(uid)?.position);
    if (!seen.has(key)) seen.set(key, cargoOf(scope, uid));
  }
  return [...seen.values()];
}

/** Whether each person-row names its cargo: the selection spans more than one. */
function cargoColumn(scope: PeopleScope): boolean {
  return cargos(scope).length > 1;
}

/** `Sí` for a person the file marks with art. 38 bis's additional Sunday rest, else `No`. */
const art38bisOf = (scope: Pick<PeopleScope, 'people'>, uid: string) =>
  scope.people.get(uid)?.descansoDominicalAdicional === true ? 'Sí' : 'No';

/** The selection's art. 38 bis values, each once. */
function art38bisValues(scope: PeopleScope): string[] {
  return [...new Set(selectedPeople(scope).map((uid) => art38bisOf(scope, uid)))];
}

/**
 * The lines report c) adds to the header: the cargo when the selection shares one (unless the `Cargo` filter
 * already names it), and the art. 38 bis flag when the selection shares it (else a column, `sundaysReport`).
 */
export function sundaysScopeLines(scope: PeopleScope): string[] {
  const shared = cargos(scope);
  const cargo = !scope.position && shared.length === 1 ? shared : [];
  const flag = art38bisValues(scope);
  return [
    ...cargo.map((name) => `${CARGO_COLUMN}: ${name}`),
    // One value for everyone: in the header; several: in a column of each row.
    ...(flag.length === 1 ? [`${ART_38_BIS_LABEL}: ${flag[0]}`] : []),
  ];
}

interface Tally {
  days: number;
  sundays: number;
  holidays: number;
  worked: number;
  notWorked: number;
  justified: number;
  unjustified: number;
  seconds: number;
}

const EMPTY_TALLY: Tally = {
  days: 0,
  sundays: 0,
  holidays: 0,
  worked: 0,
  notWorked: 0,
  justified: 0,
  unjustified: 0,
  seconds: 0,
};

function tallyOf(day: Day, sunday: boolean, holiday: boolean): Tally {
  return {
    days: 1,
    sundays: sunday ? 1 : 0,
    holidays: holiday ? 1 : 0,
    worked: day.worked ? 1 : 0,
    notWorked: day.worked ? 0 : 1,
    justified: day.absent && day.justified ? 1 : 0,
    unjustified: day.absent && !day.justified ? 1 : 0,
    seconds: dayFigures(day).worked,
  };
}

function sum(a: Tally, b: Tally): Tally {
  return {
    days: a.days + b.days,
    sundays: a.sundays + b.sundays,
    holidays: a.holidays + b.holidays,
    worked: a.worked + b.worked,
    notWorked: a.notWorked + b.notWorked,
    justified: a.justified + b.justified,
    unjustified: a.unjustified + b.unjustified,
    seconds: a.seconds + b.seconds,
  };
}

/** A total line's cells after the worker's: Fecha, Asistencia, Ausencia, Observaciones. */
function totalCells(label: string, tally: Tally): string[] {
  return [
    label,
    `Sí: ${tally.worked}; No: ${tally.notWorked}`,
    `Justificadas: ${tally.justified}; Injustificadas: ${tally.unjustified}`,
    `Días: ${tally.days} (domingos: ${tally.sundays}; festivos: ${tally.holidays}); tiempo trabajado: ${hms(tally.seconds)}`,
  ];
}

interface Listed {
  day: Day;
  sunday: boolean;
  holiday: string | undefined;
}

/** One person's Sundays and holidays, with a total line per month and one for the period. */
function personRows(cells: string[], listed: readonly Listed[]): ExportTable['rows'] {
  const rows: ExportTable['rows'] = [];
  let month: { key: string; tally: Tally } | null = null;
  let period = EMPTY_TALLY;
  const closeMonth = () => {
    if (month === null) return;
    rows.push([...cells, ...totalCells(`Total ${formatDayKey(month.key, 'MMMM yyyy')}`, month.tally)]);
    month = null;
  };
  for (const { day, sunday, holiday } of listed) {
    const monthKey = `${day.key.slice(0, 7)}-01`;
    if (month && month.key !== monthKey) closeMonth();
    month ??= { key: monthKey, tally: EMPTY_TALLY };
    const tally = tallyOf(day, sunday, holiday !== undefined);
    month.tally = sum(month.tally, tally);
    period = sum(period, tally);
    rows.push([
      ...cells,
      formatDayKey(day.key, 'EEE dd-MM-yyyy'),
      day.worked ? 'Sí' : 'No',
      day.absent ? (day.justified ? 'Justificada' : 'Injustificada') : '',
      observations(day, holiday),
    ]);
  }
  closeMonth();
  rows.push([...cells, ...totalCells('Total del periodo', period)]);
  return rows;
}

/** Report c) as a table (its title given by the caller). */
export function sundaysReport(input: DayReportInput, worker: Worker, title: string): ExportTable {
  const withCargo = cargoColumn(input);
  const withFlag = art38bisValues(input).length > 1;
  const cellsOf = (uid: string) => [
    ...worker.cells(uid),
    ...(withCargo ? [cargoOf(input, uid)] : []),
    ...(withFlag ? [art38bisOf(input, uid)] : []),
  ];
  const held = heldOn(input);
  const byPerson = new Map<string, Listed[]>();
  for (const day of input.days) {
    const list = byPerson.get(day.userId) ?? [];
    byPerson.set(day.userId, list);
    const holiday = input.holidays.get(day.key);
    const sunday = isoWeekdayOfKey(day.key) === 7;
    if ((sunday || holiday !== undefined) && held(day)) list.push({ day, sunday, holiday });
  }
  const rows: ExportTable['rows'] = [];
  for (const [uid, listed] of byPerson) {
    const included = listed.some(({ day }) => day.plannedMinutes > 0 || day.worked);
    if (included) rows.push(...personRows(cellsOf(uid), listed));
    // One person: the report is the legend (dtReportTable); several: the person's one row says it.
    else if (input.personId === null) rows.push([...cellsOf(uid), '', '', '', NO_SUNDAYS_TEXT]);
  }
  return {
    title,
    columns: [
      ...worker.columns,
      ...(withCargo ? [CARGO_COLUMN] : []),
      ...(withFlag ? [ART_38_BIS_COLUMN] : []),
      'Fecha',
      'Asistencia',
      'Ausencia',
      'Observaciones',
    ],
    rows,
  };
}
