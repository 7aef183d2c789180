/**
 * The days of an agenda period, each with what the signed-in person has that day: schedule slots, the
 * tenant's holiday, and their approved (or pending) absences. Everything is matched by the day's key in the
 * TENANT's zone, never the machine's.
 */
import type {
  Absence,
  AbsenceStatus,
  AbsenceType,
  Holiday,
  ScheduleEntry,
  TimeSlot,
} from '../../data/ports/collections';
import { slotLabel, slotsOf } from '../../lib/schedule-slots';
import { dayKey, dayKeyToInstant, formatInZone } from '../../lib/time-zone';
import { isoWeekdayOfKey } from './calendar-keys';
import { periodKeys, type AgendaPeriod } from './agenda-period';

export interface AgendaAbsence {
  type: AbsenceType;
  /** Rejected requests are not shown. */
  status: Exclude<AbsenceStatus, 'rechazada'>;
}

export interface AgendaDay {
  /** 'yyyy-MM-dd' in the tenant's zone. */
  key: string;
  /** First instant of the day in the tenant's zone (01:00 on a day whose midnight DST skips). */
  start: Date;
  /** 1 = Monday … 7 = Sunday. */
  isoWeekday: number;
  isToday: boolean;
  /** Slots of the day, by start time; a slot ending at or before its start ends the next day. */
  slots: TimeSlot[];
  holiday: { name: string; irrenunciable: boolean } | null;
  absences: AgendaAbsence[];
  /** No slot, no holiday, no approved absence: a plain day off ('Libre'). */
  off: boolean;
}

export interface AgendaData {
  schedules: readonly ScheduleEntry[];
  holidays: readonly Holiday[];
  absences: readonly Absence[];
}

export const ABSENCE_LABEL: Readonly<Record<AbsenceType, string>> = {
  vacaciones: 'Vacaciones',
  'licencia médica': 'Licencia médica',
  permiso: 'Permiso',
};

function groupByKey<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

/** Builds the period's days in the tenant's zone and attaches each document to the day it names. */
export function buildAgendaDays(
  period: AgendaPeriod,
  data: AgendaData,
  timeZone: string,
  today: string,
): AgendaDay[] {
  const schedulesByDay = groupByKey(data.schedules, (s) => dayKey(s.date, timeZone));
  const holidaysByDay = groupByKey(data.holidays, (h) => dayKey(h.date, timeZone));
  const absences = data.absences
    .filter((a) => a.status !== 'rechazada')
    .map((a) => ({ from: dayKey(a.from, timeZone), to: dayKey(a.to, timeZone), absence: a }));

  return periodKeys(period).map((key) => {
    const slots = (schedulesByDay.get(key) ?? [])
      .flatMap((entry) => slotsOf(entry))
      .sort((a, b) => a.startTime.localeCompare(b.startTime));
    const holiday = holidaysByDay.get(key)?.[0];
    const dayAbsences: AgendaAbsence[] = absences
      .filter(({ from, to }) => from <= key && key <= to)
      .map(({ absence }) => ({
        type: absence.type,
        status: absence.status === 'aprobada' ? 'aprobada' : 'pendiente',
      }));
    return {
      key,
      start: dayKeyToInstant(key, timeZone),
      isoWeekday: isoWeekdayOfKey(key),
      isToday: key === today,
      slots,
      holiday: holiday ? { name: holiday.name, irrenunciable: holiday.irrenunciable } : null,
      absences: dayAbsences,
      off: slots.length === 0 && !holiday && !dayAbsences.some((a) => a.status === 'aprobada'),
    };
  });
}

/** Whether any day of the period has a slot (otherwise the screen says 'No tienes turnos en este periodo.'). */
export function hasShifts(days: readonly AgendaDay[]): boolean {
  return days.some((day) => day.slots.length > 0);
}

/** What the day holds, as short Spanish phrases in reading order. */
export function dayParts(day: AgendaDay): string[] {
  const parts = day.slots.map(slotLabel);
  if (day.holiday) {
    parts.push(`Feriado ${day.holiday.name}${day.holiday.irrenunciable ? ' (irrenunciable)' : ''}`);
  }
  for (const absence of day.absences) {
    parts.push(`${ABSENCE_LABEL[absence.type]}${absence.status === 'pendiente' ? ' (pendiente)' : ''}`);
  }
  if (day.off) parts.push('Libre');
  return parts;
}

/** 'miércoles 18 de noviembre' */
export function dayName(day: AgendaDay, timeZone: string): string {
  return formatInZone(day.start, timeZone, "EEEE d 'de' MMMM");
}

/** The accessible name of a day: 'miércoles 18 de noviembre: 09:00 – 18:00'. */
export function dayAccessibleName(day: AgendaDay, timeZone: string): string {
  return `${dayName(day, timeZone)}: ${dayParts(day).join(', ')}`;
}
