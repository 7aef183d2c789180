/**
 * The rows of /asistencias: one per slot of a person's day (the one attendance-by-day rule,
 * domain/attendance/attendance-days.ts, with the corrections applied), what each type of view keeps, the Spanish
 * status of a row, and the exported table — exactly the rows on screen.
 *
 * A scheduled day without punches is its slots' rows; a day without schedule nor record has no row. Times are
 * the tenant zone's `HH:MM`; a corrected value is the corrected time, marked `alterado`.
 */
import type { AttendanceCorrection, AttendanceRecord, UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { personName } from '../../data/queries/people';
import type { AttendanceDay, AttendanceRow } from '../../domain/attendance/attendance-days';
import type { AttendanceViewType } from '../../domain/attendance/attendance-view';
import { ALTERED_LABEL, alterationText, PUNCH_LABEL } from '../../domain/attendance/corrections';
import { punchFlags, type PunchFlag } from '../../domain/attendance/punch-flags';
import { punchWindow, type PunchWindowSettings } from '../../domain/attendance/punch-window';
import { PUNCH_FIELD, PUNCH_ORDER, type PunchAction } from '../../domain/attendance/punches';
import { formatDayKey } from '../../domain/calendar/day-keys';
import { dayKeyToInstant, hhmmInZone, hmsInZone } from '../../domain/calendar/time-zone';
import { formatHms } from '../../domain/format/numbers';
import { slotLabel } from '../../domain/schedule/slots';
import type { ExportTable } from '../../lib/export/table';

export type Day = AttendanceDay<WithId<AttendanceRecord>, WithId<AttendanceCorrection>>;
export type Slot = AttendanceRow<WithId<AttendanceRecord>, WithId<AttendanceCorrection>>;

export type TimesheetStatus =
  | 'upcoming'
  | 'running'
  | 'complete'
  | 'late'
  | 'earlyLeave'
  | 'incomplete'
  | 'absent'
  | 'justified'
  | 'unscheduled';

export const TIMESHEET_STATUS_LABEL: Readonly<Record<TimesheetStatus, string>> = {
  upcoming: 'Por comenzar',
  running: 'En curso',
  complete: 'Completa',
  late: 'Atraso',
  earlyLeave: 'Salida anticipada',
  incomplete: 'Incompleta',
  absent: 'Ausente',
  justified: 'Ausencia justificada',
  unscheduled: 'No programado',
};

export interface TimesheetRow {
  /** `<attendanceId>` (unique per person, day and slot). */
  id: string;
  userId: string;
  person: string;
  day: string;
  slot: Slot;
  dayInfo: Day;
  status: TimesheetStatus;
  /**
   * The marca the row's view is about, which a correction opened from it starts on: the entry in `Atrasos`.
   * Absent elsewhere (the correction starts on the first missing marca).
   */
  focus?: PunchAction;
}

export { personName };

/**
 * A row's status from its problems (slot-problems.ts, the alerts' rules and the tenant's thresholds): lateness
 * first, then a missing marca, then an exit before the end beyond the tolerance (`Salida Temprana` in /alertas),
 * and only then `Completa`.
 */
function statusOf(day: Day, slot: Slot): TimesheetStatus {
  if (slot.slot === null) return 'unscheduled';
  if (day.absent) return day.justified ? 'justified' : 'absent';
  const { punches, problems } = slot;
  if (problems.includes('lateEntry') || problems.includes('noCheckIn')) return 'late';
  if (problems.includes('missingCheckOut') || problems.includes('missed')) return 'incomplete';
  if (punches.lunchStartTime && !punches.lunchEndTime && slot.past) return 'incomplete';
  if (problems.includes('earlyLeave')) return 'earlyLeave';
  if (punches.checkOutTime) return 'complete';
  if (punches.checkInTime) return 'running';
  return 'upcoming';
}

/** Every row of the days, person by person and day by day. */
export function buildTimesheetRows(
  days: readonly Day[],
  people: ReadonlyMap<string, Pick<UserDoc, 'displayName' | 'email'>>,
): TimesheetRow[] {
  return days.flatMap((day) =>
    day.rows.map((slot) => ({
      id: slot.attendanceId,
      userId: day.userId,
      person: personName(people.get(day.userId), day.userId),
      day: day.key,
      slot,
      dayInfo: day,
      status: statusOf(day, slot),
    })),
  );
}

/**
 * What a manager should review about a row's recorded punches (Res. Ex. N° 38: never block, always record;
 * domain/attendance/punch-flags.ts): outside the slot's window (the tenant's margins), during an approved
 * absence, on a holiday (`holidays`: day keys), synced late. Read from the stored record, never the corrections.
 */
export function rowFlags(
  row: TimesheetRow,
  window: PunchWindowSettings,
  timeZone: string,
  holidays: ReadonlySet<string> = new Set(),
): PunchFlag[] {
  const { record, slot } = row.slot;
  if (record === null) return [];
  return punchFlags({
    record,
    window:
      slot === null ? null : punchWindow(record.date ?? dayKeyToInstant(row.day, timeZone), slot, window),
    holiday: holidays.has(row.day),
    absence: row.dayInfo.absenceType !== null,
  });
}

/** Whether a row has a punch missing that a correction could add. */
export function hasMissingPunch(row: TimesheetRow): boolean {
  const { slot } = row;
  if (slot.slot === null) return !slot.punches.checkOutTime && slot.past;
  if (row.dayInfo.absent) return true;
  return (
    slot.problems.includes('missingCheckOut') ||
    slot.problems.includes('missed') ||
    (Boolean(slot.punches.lunchStartTime) && !slot.punches.lunchEndTime && slot.past)
  );
}

/** The rows a type of view shows (`correcciones` shows the rows with something to correct). */
export function rowsOfType(rows: readonly TimesheetRow[], type: AttendanceViewType): TimesheetRow[] {
  switch (type) {
    case 'todas':
      return [...rows];
    case 'atrasos':
      return rows
        .filter((row) => row.slot.problems.includes('lateEntry') || row.slot.problems.includes('noCheckIn'))
        .map((row) => ({ ...row, focus: 'checkIn' }));
    case 'ausencias':
      return rows.filter((row) => row.dayInfo.absent);
    case 'incompletas':
      return rows.filter((row) => !row.dayInfo.absent && hasMissingPunch(row));
    case 'horas-extras':
      return rows.filter((row) => (row.slot.times.overtimeSeconds ?? 0) > 0);
    case 'correcciones':
      return rows.filter((row) => hasMissingPunch(row) && row.slot.pending.length === 0);
  }
}

/** The empty table's message of each type. */
export const EMPTY_MESSAGE: Readonly<Record<AttendanceViewType, string>> = {
  todas: 'No hay turnos ni marcas en este periodo.',
  atrasos: 'No hay atrasos en este periodo.',
  ausencias: 'No hay ausencias en este periodo.',
  incompletas: 'No hay asistencias incompletas en este periodo.',
  correcciones: 'No hay marcas faltantes en este periodo.',
  'horas-extras': 'No hay horas extras en este periodo.',
};

/** `09:02:13`, to the second (Res. Ex. N° 38 art. 44), or null when the punch is missing. */
export function punchSeconds(slot: Slot, action: PunchAction, timeZone: string): string | null {
  const time = slot.punches[PUNCH_FIELD[action]];
  return time ? hmsInZone(time, timeZone) : null;
}

/** `09:02`, or null when the punch is missing (the correction dialog's times). */
export function punchTime(slot: Slot, action: PunchAction, timeZone: string): string | null {
  const time = slot.punches[PUNCH_FIELD[action]];
  return time ? hhmmInZone(time, timeZone) : null;
}

/** `Salida alterada: antes sin marca` / `Entrada alterada: antes 09:12`. */
export function alteredDescription(slot: Slot, action: PunchAction, timeZone: string): string {
  return alterationText(action, slot.punches.originals[action], timeZone);
}

/** A punch for a file, to the second (Res. Ex. N° 38 art. 44): `18:05:13 (alterado)`, or empty when missing. */
function punchCell(slot: Slot, action: PunchAction, timeZone: string): string {
  const at = slot.punches[PUNCH_FIELD[action]];
  if (!at) return '';
  const time = hmsInZone(at, timeZone);
  return slot.punches.altered.includes(action) ? `${time} (${ALTERED_LABEL})` : time;
}

const hms = (value: number | null) => (value === null ? '' : formatHms(value));

/** The planned slot in words. */
export function plannedText(slot: Slot): string {
  return slot.slot === null ? 'No programado' : slotLabel(slot.slot);
}

/** Exactly the rows shown, as a file. */
export function timesheetsTable(rows: readonly TimesheetRow[], title: string, timeZone: string): ExportTable {
  return {
    title,
    columns: [
      'Persona',
      'Fecha',
      'Planificado',
      ...PUNCH_ORDER.map((action) => PUNCH_LABEL[action]),
      'Trabajado',
      'Atraso',
      'Salida anticipada',
      'Horas extra',
      'Estado',
      'Alterado',
    ],
    rows: rows.map((row) => [
      row.person,
      formatDayKey(row.day, 'dd-MM-yyyy'),
      plannedText(row.slot),
      ...PUNCH_ORDER.map((action) => punchCell(row.slot, action, timeZone)),
      hms(row.slot.times.workedSeconds),
      hms(row.slot.times.lateSeconds),
      hms(row.slot.times.earlySeconds),
      hms(row.slot.times.overtimeSeconds),
      TIMESHEET_STATUS_LABEL[row.status],
      row.slot.punches.altered.length > 0 ? 'Sí' : 'No',
    ]),
  };
}
