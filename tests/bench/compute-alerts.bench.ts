// @vitest-environment node
// The engine is pure (no DOM), so it is measured without jsdom's window in the heap, which makes every
// young-generation GC of the run slower (see docs/performance-log.md).
import { bench, describe } from 'vitest';

import { computeAlerts } from '../../src/features/alerts/compute-alerts';
import type {
  AlertAttendance,
  AlertInput,
  AlertInputUser,
  AlertOptions,
  AlertSchedule,
} from '../../src/features/alerts/compute-alerts';
import { random } from './random';

const USER_COUNT = 10_000;
const TIME_ZONE = 'America/Santiago';
const MINUTE = 60_000;
// 2026-03-10 in Santiago (-03): local midnight and "now" at 18:00 local.
const DAY_START = Date.parse('2026-03-10T03:00:00Z');
const NOW = new Date(DAY_START + 18 * 60 * MINUTE);

const SHIFTS: readonly { startTime: string; endTime: string }[][] = [
  [
    { startTime: '08:00', endTime: '12:00' },
    { startTime: '13:00', endTime: '17:00' },
  ],
  [
    { startTime: '09:00', endTime: '13:00' },
    { startTime: '14:00', endTime: '18:00' },
  ],
  [
    { startTime: '07:30', endTime: '11:30' },
    { startTime: '12:30', endTime: '16:30' },
  ],
  [
    { startTime: '06:00', endTime: '14:00' },
    { startTime: '22:00', endTime: '06:00' },
  ],
];

function minuteOf(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

function at(minuteOfDay: number): Date {
  return new Date(DAY_START + minuteOfDay * MINUTE);
}

function buildInput(): AlertInput {
  const next = random(20_260_310);
  const users: AlertInputUser[] = [];
  const schedules: AlertSchedule[] = [];
  const attendance: AlertAttendance[] = [];
  const dayDate = new Date(DAY_START);

  for (let i = 0; i < USER_COUNT; i += 1) {
    const userId = `user-${String(i).padStart(5, '0')}`;
    users.push({
      id: userId,
      displayName: i % 7 === 0 ? null : `Persona ${i}`,
      name: `persona${i}`,
      photoURL: null,
    });
    const roll = next();

    if (roll < 0.05) {
      // Unscheduled: one or two records.
      attendance.push({ id: `att-${i}-0`, userId, date: dayDate, slotIndex: 0, checkInTime: at(8 * 60 + 3) });
      if (next() < 0.5) attendance.push({ id: `att-${i}-1`, userId, date: dayDate, slotIndex: 1 });
      continue;
    }

    const timeSlots = SHIFTS[i % SHIFTS.length] ?? [];
    schedules.push({ userId, date: dayDate, timeSlots: timeSlots.map((slot) => ({ ...slot })) });
    // Noise: an old schedule of yesterday for some users (must be ignored).
    if (i % 50 === 0) schedules.push({ userId, date: new Date(DAY_START - 86_400_000), startTime: '09:00' });

    timeSlots.forEach((slot, slotIndex) => {
      const start = minuteOf(slot.startTime);
      const end = minuteOf(slot.endTime) <= start ? minuteOf(slot.endTime) + 24 * 60 : minuteOf(slot.endTime);
      const kind = next();
      if (kind < 0.1) return; // no record at all: Llegada Tardía once the slot has started
      const record: AlertAttendance = { id: `att-${i}-${slotIndex}`, userId, date: dayDate, slotIndex };
      if (start > 18 * 60) {
        attendance.push(record); // future slot: nothing recorded yet
        return;
      }
      const lateBy = kind < 0.25 ? Math.floor(next() * 120) : Math.floor(next() * 10);
      record.checkInTime = at(start + lateBy);
      if (kind < 0.4) record.lunchStartTime = at(start + 120);
      if (kind < 0.4) record.lunchEndTime = at(start + 120 + 30 + Math.floor(next() * 90));
      if (end <= 18 * 60 && kind > 0.15) {
        const earlyBy = kind > 0.9 ? Math.floor(next() * 90) : 0;
        record.checkOutTime = at(end - earlyBy);
      }
      attendance.push(record);
    });
  }
  return { users, schedules, attendance };
}

const input = buildInput();
// The same data without its first user: alternating the two makes every call index a new user list (the
// engine reuses the previous call's index when the users are the same, as in the per-minute recompute).
const otherInput: AlertInput = { ...input, users: input.users.slice(1) };
const options: AlertOptions = { now: NOW, timeZone: TIME_ZONE };
const COUNT = USER_COUNT.toLocaleString('en-US');

describe('computeAlerts', () => {
  bench(
    `${COUNT} users x 2 slots`,
    () => {
      computeAlerts(input, options);
    },
    { time: 3_000, warmupTime: 500 },
  );

  let flip = false;
  bench(
    `${COUNT} users x 2 slots, a new user list every call`,
    () => {
      flip = !flip;
      computeAlerts(flip ? otherInput : input, options);
    },
    { time: 3_000, warmupTime: 500 },
  );
});
