/**
 * schedulesConfig of the window: who works which day, copied from the person's Turno (its slots and colación),
 * each under scheduleDocId as /agenda publishes it.
 */
import type { ScheduleEntry, TimeSlot } from '../../../ports/collections';
import type { WithId } from '../../../ports/document-store';
import { scheduleDocId } from '../../../../domain/schedule/day-schedule';
import type { SeedCalendar, SeedDay } from './calendar';
import type { RosterEntry } from './roster';
import { SHIFT_DEFINITIONS, shiftId } from './shifts';

/** Whether the person's weekly pattern puts them to work on the day (holidays and absences aside). */
export function patternCovers(person: RosterEntry, personIndex: number, day: SeedDay): boolean {
  switch (person.pattern) {
    case 'weekdays':
      return day.isoWeekday <= 5;
    case 'weekdays-alt-saturday':
      return day.isoWeekday <= 5 || (day.isoWeekday === 6 && (day.weekIndex + personIndex) % 2 === 0);
    case 'sunday-thursday':
      return day.isoWeekday === 7 || day.isoWeekday <= 4;
    case 'saturday':
      return day.isoWeekday === 6;
    case 'none':
      return false;
  }
}

export function isScheduled(person: RosterEntry, personIndex: number, day: SeedDay): boolean {
  if (person.disabled || person.shift === null || !patternCovers(person, personIndex, day)) return false;
  if (day.holiday === null) return true;
  return person.worksHolidays && !day.holiday.irrenunciable;
}

export function slotsOf(person: RosterEntry): TimeSlot[] {
  return person.shift === null ? [] : SHIFT_DEFINITIONS[person.shift].timeSlots;
}

/**
 * One entry per working day of each person; a day covered by an approved absence has no entry (`blocked`
 * holds `userId|yyyy-MM-dd`).
 */
export function buildSchedules(
  tenantId: string,
  calendar: SeedCalendar,
  roster: readonly RosterEntry[],
  blocked: ReadonlySet<string>,
): WithId<ScheduleEntry>[] {
  const entries: WithId<ScheduleEntry>[] = [];
  roster.forEach((person, personIndex) => {
    if (person.shift === null) return;
    const id = shiftId(person.shift);
    const { lunchMinutes } = SHIFT_DEFINITIONS[person.shift];
    for (const day of calendar.days) {
      if (!isScheduled(person, personIndex, day) || blocked.has(`${person.id}|${day.key}`)) continue;
      entries.push({
        id: scheduleDocId(person.id, day.key),
        tenantId,
        userId: person.id,
        date: new Date(day.start.getTime()),
        timeSlots: slotsOf(person).map((slot) => ({ ...slot })),
        shiftId: id,
        lunchMinutes,
      });
    }
  });
  return entries;
}
