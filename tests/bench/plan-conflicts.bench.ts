// @vitest-environment node
// The planner's live conflicts (/agenda): planConflicts is recomputed on every change of the shown plan, so a
// month of a large tenant has to stay well inside a frame budget. Pure, measured without jsdom (see
// compute-alerts.bench.ts).
import { bench, describe } from 'vitest';

import { addDaysToKey } from '../../src/domain/calendar/day-keys';
import { chileHolidays } from '../../src/domain/chile/holidays';
import { planConflicts, type ConflictAbsence, type ConflictInput } from '../../src/domain/planning/conflicts';
import { applyPattern, rotationDays } from '../../src/domain/planning/patterns';
import type { PlannedDay } from '../../src/domain/planning/plan';
import type { TimeSlot } from '../../src/domain/schedule/slots';
import { random } from './random';

const TIME_ZONE = 'America/Santiago';

const SHIFTS: Record<string, { slots: TimeSlot[]; lunch: number }> = {
  office: {
    slots: [
      { startTime: '09:00', endTime: '13:00' },
      { startTime: '14:00', endTime: '18:00' },
    ],
    lunch: 0,
  },
  morning: { slots: [{ startTime: '07:00', endTime: '15:00' }], lunch: 30 },
  evening: { slots: [{ startTime: '15:00', endTime: '23:00' }], lunch: 30 },
  night: { slots: [{ startTime: '22:00', endTime: '06:00' }], lunch: 0 },
  long: { slots: [{ startTime: '08:00', endTime: '20:00' }], lunch: 60 },
};
const ROTATIONS = [
  rotationDays(5, 2, 'office'),
  rotationDays(4, 4, 'night'),
  rotationDays(6, 1, 'morning'),
  rotationDays(4, 3, 'long'),
  [...rotationDays(3, 0, 'morning'), ...rotationDays(3, 0, 'evening'), ...rotationDays(3, 2, 'night')],
  rotationDays(7, 7, 'evening'),
];

/** `people` people planned over `days` days from `first`, judged from `first` + 6 (the 6 before are context). */
function buildInput(people: number, first: string, days: number): ConflictInput {
  const next = random(people * 1000 + days);
  const last = addDaysToKey(first, days - 1);
  const planned: PlannedDay[] = [];
  const absences: ConflictAbsence[] = [];
  const contractWeeklyHours: Record<string, number | null> = {};
  for (let i = 0; i < people; i += 1) {
    const userId = `user-${String(i).padStart(4, '0')}`;
    const rotation = ROTATIONS[i % ROTATIONS.length] ?? [];
    const offset = Math.floor(next() * rotation.length);
    for (const { day, shiftId } of applyPattern({ days: rotation }, { from: first, to: last, offset })) {
      const shift = shiftId === null ? undefined : SHIFTS[shiftId];
      if (shift) planned.push({ userId, day, timeSlots: shift.slots, lunchMinutes: shift.lunch, shiftId });
    }
    // Some manual edits that break rest and daily limits.
    if (next() < 0.2) {
      const day = addDaysToKey(first, Math.floor(next() * days));
      planned.push({ userId, day, timeSlots: SHIFTS.long?.slots ?? [], lunchMinutes: 0, shiftId: 'long' });
    }
    if (next() < 0.1) {
      const from = addDaysToKey(first, Math.floor(next() * days));
      absences.push({ userId, from, to: addDaysToKey(from, 4), label: 'Vacaciones', approved: next() < 0.7 });
    }
    contractWeeklyHours[userId] = next() < 0.3 ? 30 : null;
  }
  const years = [...new Set([first.slice(0, 4), last.slice(0, 4)])].map(Number);
  return {
    timeZone: TIME_ZONE,
    from: addDaysToKey(first, 6),
    to: last,
    days: planned,
    absences,
    holidays: years.flatMap((year) =>
      chileHolidays(year).map((h) => ({ day: h.date, name: h.name, irrenunciable: h.irrenunciable })),
    ),
    weeklyLimitHours: 42,
    contractWeeklyHours,
  };
}

// December 2026 (with Christmas) plus context: 35 days; a week of November 2026 plus its 6 context days.
const month = buildInput(500, '2026-11-27', 35);
const week = buildInput(40, '2026-11-10', 13);

describe('planConflicts', () => {
  bench(
    `500 people x 5 weeks (${month.days.length} planned days)`,
    () => {
      planConflicts(month);
    },
    { time: 3_000, warmupTime: 500 },
  );

  bench(
    `40 people x a week plus context (${week.days.length} planned days)`,
    () => {
      planConflicts(week);
    },
    { time: 2_000, warmupTime: 300 },
  );
});
