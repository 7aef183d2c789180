/**
 * /libres' rows: per person and period, what `freeDaysRow` counts (days off planned, holidays, vacation days
 * taken, Sundays and holidays worked, Sundays off) plus the person's vacation balance today. Pure.
 *
 * - Planned days: the days of the period with a published schedule of the person.
 * - Worked intervals: each attendance record from its check-in to its check-out; a record still open counts up
 *   to now or the end of its slot, whichever comes first; an open record without a slot (a Turno No Programado,
 *   or a schedule changed since) counts up to now or the end of its check-in's day.
 * - Vacation days: the days of the person's approved vacations.
 */
import type { AttendanceRecord, ScheduleEntry } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { absenceDays, personVacationBalance } from '../../data/queries/absences';
import { recordSlotIndex } from '../../domain/attendance/record-slot';
import { addDaysToKey, keysBetween } from '../../domain/calendar/day-keys';
import { periodDays, type Period } from '../../domain/calendar/periods';
import { dayKey, dayKeyToInstant } from '../../domain/calendar/time-zone';
import { freeDaysRow, type FreeDaysRow } from '../../domain/planning/free-days';
import type { VacationBalance } from '../../domain/planning/vacation';
import { personDayKey, schedulesByDay } from '../../domain/schedule/day-schedule';
import { slotInstants, slotsOf, type Interval } from '../../domain/schedule/slots';
import type { CsvCell } from '../../lib/export/csv';
import type { ExportTable } from '../../lib/export/table';
import { personName, type Person } from './absence-rows';
import type { Absence } from '../../data/ports/collections';

export interface FreeDaysPersonRow extends FreeDaysRow {
  id: string;
  person: string;
  department: string | null;
  /** The person's vacation balance today; null without a hire date. */
  balance: VacationBalance | null;
}

export interface FreeDaysInputData {
  people: readonly Person[];
  /** Published schedules from the day before the period to its end. */
  schedules: readonly WithId<ScheduleEntry>[];
  /** Attendance records from the day before the period to its end (a night shift works the next day). */
  attendance: readonly WithId<AttendanceRecord>[];
  /** Every vacation of the tenant, all time. */
  vacations: readonly Absence[];
  holidays: ReadonlySet<string>;
}

const byPerson = <T extends { userId: string }>(items: readonly T[]): Map<string, T[]> => {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const list = map.get(item.userId);
    if (list) list.push(item);
    else map.set(item.userId, [item]);
  }
  return map;
};

const valid = (date: Date | null | undefined): date is Date =>
  date instanceof Date && !Number.isNaN(date.getTime());

/** The time a record covers (see the header); null when it was never checked in or ends before it starts. */
export function workedInterval(
  record: AttendanceRecord,
  schedule: ScheduleEntry | undefined,
  now: Date,
  timeZone: string,
): Interval | null {
  const start = record.checkInTime;
  if (!valid(start)) return null;
  let end: Date;
  if (valid(record.checkOutTime)) end = record.checkOutTime;
  else {
    const slots = schedule ? slotsOf(schedule) : [];
    const index = recordSlotIndex(record, slots.length);
    const slot = index === null ? undefined : slots[index];
    const bounds = slot && schedule ? slotInstants(schedule.date, slot, timeZone) : null;
    const limit = bounds ? bounds.end : dayKeyToInstant(addDaysToKey(dayKey(start, timeZone), 1), timeZone);
    end = new Date(Math.min(now.getTime(), limit.getTime()));
  }
  return end.getTime() > start.getTime() ? { start, end } : null;
}

/** One row per person (by name), for the period. */
export function buildFreeDaysRows(
  data: FreeDaysInputData,
  period: Period,
  today: string,
  now: Date,
  timeZone: string,
): FreeDaysPersonRow[] {
  const days = periodDays(period);
  const inPeriod = new Set(days);
  const schedules = schedulesByDay(data.schedules, timeZone);
  const attendance = byPerson(data.attendance);
  const vacations = byPerson(data.vacations);
  return data.people
    .map((person) => {
      const plannedDays = new Set(days.filter((day) => schedules.has(personDayKey(person.id, day))));
      const worked: Interval[] = [];
      for (const record of attendance.get(person.id) ?? []) {
        const schedule = schedules.get(personDayKey(person.id, dayKey(record.date, timeZone)));
        const interval = workedInterval(record, schedule, now, timeZone);
        if (interval) worked.push(interval);
      }
      const own = vacations.get(person.id) ?? [];
      const vacationDays = new Set<string>();
      for (const vacation of own) {
        if (vacation.status !== 'aprobada') continue;
        const range = absenceDays(vacation, timeZone);
        for (const day of keysBetween(range.from, addDaysToKey(range.to, 1)))
          if (inPeriod.has(day)) vacationDays.add(day);
      }
      return {
        id: person.id,
        person: personName(person),
        department: person.department?.trim() || null,
        balance: personVacationBalance({
          hireDate: person.hireDate,
          absences: own,
          holidays: data.holidays,
          today,
          timeZone,
        }),
        ...freeDaysRow({
          timeZone,
          days,
          plannedDays,
          holidays: data.holidays,
          vacationDays,
          worked,
        }),
      };
    })
    .sort((a, b) => a.person.localeCompare(b.person, 'es') || a.id.localeCompare(b.id));
}

export const FREE_DAYS_COLUMNS = [
  'Persona',
  'Departamento',
  'Días libres planificados',
  'Feriados',
  'Vacaciones tomadas',
  'Saldo de vacaciones',
  'Domingos trabajados',
  'Feriados trabajados',
  'Domingos libres',
] as const;

export function freeDaysExportRows(rows: readonly FreeDaysPersonRow[]): CsvCell[][] {
  return rows.map((row) => [
    row.person,
    row.department ?? '',
    row.plannedDaysOff,
    row.holidays,
    row.vacationTaken,
    row.balance === null ? '' : row.balance.available,
    row.sundaysWorked,
    row.holidaysWorked,
    row.sundaysOff,
  ]);
}

export function freeDaysTable(rows: readonly FreeDaysPersonRow[], periodTitle: string): ExportTable {
  return {
    title: `Días libres · ${periodTitle}`,
    columns: [...FREE_DAYS_COLUMNS],
    rows: freeDaysExportRows(rows),
  };
}
