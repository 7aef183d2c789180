/**
 * The days of an agenda period, each with what the signed-in person has that day: the slots of the day's
 * schedule (the one rule of domain/schedule/day-schedule.ts), the tenant's holiday, and their approved (or
 * pending) absences. Everything is matched by the day's key in the TENANT's zone, never the machine's.
 *
 * What a day says, honestly:
 * - An approved absence replaces the day's shift: the day shows the absence alone, never a time next to it.
 * - A pending request does not: the shift still stands until the request is approved, and the day says both.
 * - The data has no "day off" entry (docs/data-model.md: a schedule always has slots), so a day without a
 *   schedule, holiday or approved absence is not planned — 'Sin planificar', not 'Libre'.
 */
import type { Absence, AbsenceType, Holiday, ScheduleEntry, TimeSlot } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { isoWeekdayOfKey } from '../../domain/calendar/day-keys';
import { periodDays, type Period } from '../../domain/calendar/periods';
import { dayKey, dayKeyToInstant, formatInZone } from '../../domain/calendar/time-zone';
import { ABSENCE_TYPE_LABEL, absenceHolds, absenceTypeOf } from '../../domain/labels';
import { groupByDay, personDayKey, schedulesByDay } from '../../domain/schedule/day-schedule';
import { slotLabel, slotsOf } from '../../domain/schedule/slots';

export interface AgendaAbsence {
  type: AbsenceType;
  /** Rejected and voided absences are not shown. */
  status: 'pendiente' | 'aprobada';
}

export interface AgendaDay {
  /** 'yyyy-MM-dd' in the tenant's zone. */
  key: string;
  /** First instant of the day in the tenant's zone (01:00 on a day whose midnight DST skips). */
  start: Date;
  /** 1 = Monday … 7 = Sunday. */
  isoWeekday: number;
  isToday: boolean;
  /**
   * Slots the person is expected to work: the day's schedule, none when an approved absence covers the day. A
   * slot ending at or before its start ends the next day.
   */
  slots: TimeSlot[];
  holiday: { name: string; irrenunciable: boolean } | null;
  absences: AgendaAbsence[];
  /** No slot, no holiday, no approved absence: nothing is planned ('Sin planificar'). */
  unplanned: boolean;
}

/** What a day without a schedule, holiday or approved absence reads. */
export const UNPLANNED_LABEL = 'Sin planificar';

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
    .filter((a) => absenceHolds(a.status))
    .map((a) => ({ from: dayKey(a.from, timeZone), to: dayKey(a.to, timeZone), absence: a }));

  return periodDays(period).map((key) => {
    const schedule = schedules.get(personDayKey(userId, key));
    const holiday = holidaysByDay.get(key)?.[0];
    const dayAbsences: AgendaAbsence[] = absences
      .filter(({ from, to }) => from <= key && key <= to)
      .map(({ absence }) => ({
        type: absenceTypeOf(absence.type) ?? 'permiso con goce',
        status: absence.status === 'aprobada' ? 'aprobada' : 'pendiente',
      }));
    const away = dayAbsences.some((a) => a.status === 'aprobada');
    const slots = schedule && !away ? slotsOf(schedule) : [];
    return {
      key,
      start: dayKeyToInstant(key, timeZone),
      isoWeekday: isoWeekdayOfKey(key),
      isToday: key === today,
      slots,
      holiday: holiday ? { name: holiday.name, irrenunciable: holiday.irrenunciable } : null,
      absences: dayAbsences,
      unplanned: slots.length === 0 && !holiday && !away,
    };
  });
}

/** Whether any day of the period has a slot (otherwise the screen says 'No tienes turnos en este periodo.'). */
export function hasShifts(days: readonly AgendaDay[]): boolean {
  return days.some((day) => day.slots.length > 0);
}

/** 'Vacaciones' when approved; 'Solicitud de vacaciones pendiente' while waiting for approval. */
export function absenceLabel(absence: AgendaAbsence): string {
  const type = ABSENCE_TYPE_LABEL[absence.type];
  return absence.status === 'aprobada' ? type : `Solicitud de ${type.toLowerCase()} pendiente`;
}

/** Whether a request waits for approval on the day (its shift, if any, stands until then). */
export function hasPendingRequest(day: AgendaDay): boolean {
  return day.absences.some((absence) => absence.status === 'pendiente');
}

/** A planned slot; while a request is pending it holds only if the request is not approved. */
export function slotText(day: AgendaDay, slot: TimeSlot): string {
  return hasPendingRequest(day) ? `${slotLabel(slot)} (si no se aprueba)` : slotLabel(slot);
}

/** What the day holds, as short Spanish phrases in reading order: absences first, then shifts, holiday. */
export function dayParts(day: AgendaDay): string[] {
  const parts = day.absences.map(absenceLabel);
  parts.push(...day.slots.map((slot) => slotText(day, slot)));
  if (day.holiday) {
    parts.push(`Feriado ${day.holiday.name}${day.holiday.irrenunciable ? ' (irrenunciable)' : ''}`);
  }
  if (day.unplanned) parts.push(UNPLANNED_LABEL);
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
