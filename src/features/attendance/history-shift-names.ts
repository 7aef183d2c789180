/**
 * The shifts' names of /mi-historial: each slot is titled as /checkin titles it (checkin-slot-title.ts),
 * `Oficina · 09:00 – 18:00` rather than `Turno 1 · 09:00 – 18:00`. The names of the period's shifts are read once
 * per period (one read per distinct shift); until they arrive, or for a shift that cannot be found, a slot keeps
 * its number.
 */
import { useQuery } from '@tanstack/react-query';

import type { ScheduleEntry } from '../../data/ports/collections';
import { queryKeys } from '../../data/queries/keys';
import { useStore } from '../../data/queries/use-store';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { personDayKey, schedulesByDay } from '../../domain/schedule/day-schedule';
import { slotsOf } from '../../domain/schedule/slots';
import { slotTitle, type SlotShift } from './checkin-slot-title';
import type { HistoryRow } from './history-days';

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/** The names of the shifts the period's schedules name, by id (a shift not found is absent). */
export function useShiftNames(schedules: readonly ScheduleEntry[]): ReadonlyMap<string, string> {
  const store = useStore();
  const ids = [...new Set(schedules.flatMap((entry) => (entry.shiftId ? [entry.shiftId] : [])))].sort();
  const names = useQuery({
    queryKey: queryKeys.list('shifts', { view: 'history', ids }),
    queryFn: async () => {
      const shifts = await Promise.all(ids.map((id) => store.get('shifts', id)));
      return new Map(shifts.flatMap((shift) => (shift ? [[shift.id, shift.name] as const] : [])));
    },
    enabled: ids.length > 0,
    staleTime: Infinity,
  });
  return names.data ?? NO_NAMES;
}

/** Each day's shift of the person, by day key: its name (null when unknown) and how many slots it has. */
export function shiftsByDay(
  userId: string,
  schedules: readonly (ScheduleEntry & { id: string })[],
  names: ReadonlyMap<string, string>,
  timeZone: string,
  days: readonly string[],
): Map<string, SlotShift> {
  const byDay = schedulesByDay(schedules, timeZone);
  return new Map(
    days.flatMap((day) => {
      const schedule = byDay.get(personDayKey(userId, day));
      if (!schedule) return [];
      const name = (schedule.shiftId && names.get(schedule.shiftId)) || null;
      return [[day, { name, slots: slotsOf(schedule).length }] as const];
    }),
  );
}

/** A row's title: `Oficina · 09:00 – 18:00` (numbered when the day has several slots), `No programado` without a slot. */
export function historySlotTitle(
  row: Pick<HistoryRow, 'slot' | 'slotIndex'>,
  day: string,
  shift: SlotShift | undefined,
  timeZone: string,
): string {
  if (!row.slot) return 'No programado';
  return slotTitle(
    {
      day,
      dayStart: dayKeyToInstant(day, timeZone),
      slotIndex: row.slotIndex,
      unscheduled: false,
      slot: row.slot,
      bounds: null,
      window: null,
      fromYesterday: false,
    },
    shift ?? { name: null, slots: 0 },
  );
}
