/**
 * One person's day as the manager opens it from /alertas: the slots of their schedule (the domain's one rule for
 * a person's schedule on a day), the punches of each slot, and the records that match no slot. Records match
 * slots by `slotIndex`, the first record of an index winning, as in the alerts engine; a record flagged
 * `unscheduled` matches none (domain/attendance/record-slot.ts).
 */
import { dayKey, hhmmInZone } from '../../domain/calendar/time-zone';
import { PUNCH_FIELD, PUNCH_ORDER, type PunchAction, type Punches } from '../../domain/attendance/punches';
import { recordSlotIndex } from '../../domain/attendance/record-slot';
import { personDayKey, schedulesByDay } from '../../domain/schedule/day-schedule';
import { crossesMidnight, slotLabel, slotsOf, type SlotSource } from '../../domain/schedule/slots';

export interface PersonDaySchedule extends SlotSource {
  id?: string;
  userId: string;
  date: Date;
}

export interface PersonDayRecord extends Punches {
  id?: string;
  userId: string;
  date: Date;
  slotIndex: number;
  /** A Turno No Programado: matches no slot, whatever its `slotIndex`. */
  unscheduled?: boolean;
}

export interface PunchView {
  action: PunchAction;
  /** 'HH:MM' in the tenant's zone, with '(día siguiente)' when it falls after the day; null when not punched. */
  time: string | null;
}

export interface SlotView {
  /** Position in the schedule (what records point at). */
  index: number;
  /** '09:00 – 18:00', and '(termina al día siguiente)' for a night slot. */
  label: string;
  punches: PunchView[];
}

export interface PersonDayView {
  scheduled: boolean;
  slots: SlotView[];
  /**
   * Punches with no slot to belong to: no schedule that day (a Turno No Programado), or an index the schedule
   * does not have. A second record of a slot is left out, as the alerts leave it out.
   */
  unmatched: PunchView[][];
}

function punchesOf(record: Punches | undefined, day: string, timeZone: string): PunchView[] {
  return PUNCH_ORDER.map((action) => {
    const time = record?.[PUNCH_FIELD[action]];
    if (!time || Number.isNaN(time.getTime())) return { action, time: null };
    const hhmm = hhmmInZone(time, timeZone);
    return { action, time: dayKey(time, timeZone) > day ? `${hhmm} (día siguiente)` : hhmm };
  });
}

export function personDayView(
  userId: string,
  day: string,
  timeZone: string,
  schedules: readonly PersonDaySchedule[],
  records: readonly PersonDayRecord[],
): PersonDayView {
  const schedule = schedulesByDay(schedules, timeZone).get(personDayKey(userId, day));
  const ownRecords = records.filter((r) => r.userId === userId && dayKey(r.date, timeZone) === day);
  const scheduleSlots = schedule ? slotsOf(schedule) : [];
  const bySlot = new Map<number, PersonDayRecord>();
  const unmatchedRecords: PersonDayRecord[] = [];
  for (const record of ownRecords) {
    const index = recordSlotIndex(record, scheduleSlots.length);
    if (index === null) unmatchedRecords.push(record);
    else if (!bySlot.has(index)) bySlot.set(index, record);
  }

  const slots = schedule
    ? scheduleSlots.map((slot, index) => ({
        index,
        label: crossesMidnight(slot) ? `${slotLabel(slot)} (termina al día siguiente)` : slotLabel(slot),
        punches: punchesOf(bySlot.get(index), day, timeZone),
      }))
    : [];
  const unmatched = unmatchedRecords.map((record) => punchesOf(record, day, timeZone));
  return { scheduled: schedule !== undefined, slots, unmatched };
}
