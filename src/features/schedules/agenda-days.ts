/**
 * The days of an agenda period, each with what the signed-in person has that day: the slots of the day's
 * schedule (the one rule of domain/schedule/day-schedule.ts), the tenant's holiday, and their approved (or
 * pending) absences. Everything is matched by the day's key in the TENANT's zone, never the machine's.
 */
import type {
  Absence,
  AbsenceStatus,
  AbsenceType,
  Holiday,
  ScheduleEntry,
  TimeSlot,
} from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { isoWeekdayOfKey } from '../../domain/calendar/day-keys';
import { periodDays, type Period } from '../../domain/calendar/periods';
import { dayKey, dayKeyToInstant, formatInZone } from '../../domain/calendar/time-zone';
import { ABSENCE_TYPE_LABEL } from '../../domain/labels';
import { groupByDay, personDayKey, schedulesByDay } from '../../domain/schedule/day-schedule';
import { slotLabel, slotsOf } from '../../domain/schedule/slots';

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
  /** Slots of the day's schedule; a slot ending at or before its start ends the next day. */
  slots: TimeSlot[];
  holiday: { name: string; irrenunciable: boolean } | null;
  absences: AgendaAbsence[];
  /** No slot, no holiday, no approved absence: a plain day off ('Libre'). */
  off: boolean;
}

export interface AgendaData {
  schedules: readonly WithId<ScheduleEntry>[];
  holidays: readonly Holiday[];
  absences: readonly Absence[];
}

/** Builds the period's days in the tenant's zone and attaches each of `userId`'s documents to its day. */
export function buildAgendaDays(
  userId: string,
  period: Period,
  data: AgendaData,
  timeZone: string,
  today: string,
): AgendaDay[] {
  const schedules = schedulesByDay(data.schedules, timeZone);
  const holidaysByDay = groupByDay(data.holidays, timeZone);
  const absences = data.absences
    .filter((a) => a.status !== 'rechazada')
    .map((a) => ({ from: dayKey(a.from, timeZone), to: dayKey(a.to, timeZone), absence: a }));

  return periodDays(period).map((key) => {
    const schedule = schedules.get(personDayKey(userId, key));
    const slots = schedule ? slotsOf(schedule) : [];
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
    parts.push(`${ABSENCE_TYPE_LABEL[absence.type]}${absence.status === 'pendiente' ? ' (pendiente)' : ''}`);
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
