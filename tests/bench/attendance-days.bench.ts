// @vitest-environment node
// /asistencias, /horas-extras and /adherencia show a month of attendance for the whole tenant, and their clock
// ticks every minute. A tick used to build every person's every day again; now it builds only the days whose
// clock instants (a slot's start, end or threshold, a deadline) it crossed (attendanceDaysAt). Pure, measured
// without jsdom (see compute-alerts.bench.ts).
import { bench, describe } from 'vitest';

import {
  attendanceDaysAt,
  type DayCorrectionLike,
  type DayRecordLike,
} from '../../src/domain/attendance/attendance-days';
import { addDaysToKey, keysBetween } from '../../src/domain/calendar/day-keys';
import { dayKeyToInstant } from '../../src/domain/calendar/time-zone';
import { DEFAULT_ALERT_THRESHOLDS } from '../../src/domain/settings/tenant-settings';
import { random } from './random';

const TIME_ZONE = 'America/Santiago';
const MINUTE = 60_000;

/** `people` people over November 2026 up to the 27th, weekdays 09:00–18:00, mostly punched, a few corrected. */
function buildInput(people: number) {
  const next = random(people);
  const from = '2026-11-01';
  const to = '2026-11-30';
  const today = '2026-11-27';
  const userIds: string[] = [];
  const schedules = [];
  const attendance: DayRecordLike[] = [];
  const corrections: DayCorrectionLike[] = [];
  for (let i = 0; i < people; i += 1) {
    const userId = `user-${String(i).padStart(4, '0')}`;
    userIds.push(userId);
    for (const key of keysBetween(from, addDaysToKey(to, 1))) {
      const date = dayKeyToInstant(key, TIME_ZONE);
      if ([0, 6].includes(new Date(`${key}T12:00Z`).getUTCDay())) continue;
      schedules.push({
        id: `${userId}_${key}`,
        userId,
        date,
        timeSlots: [{ startTime: '09:00', endTime: '18:00' }],
      });
      if (key > today || next() < 0.05) continue;
      const start = date.getTime() + 9 * 60 * MINUTE;
      const id = `${userId}_${key}_0`;
      attendance.push({
        id,
        userId,
        date,
        slotIndex: 0,
        checkInTime: new Date(start + Math.floor(next() * 30 - 10) * MINUTE),
        lunchStartTime: new Date(start + 4 * 60 * MINUTE),
        lunchEndTime: new Date(start + 5 * 60 * MINUTE),
        checkOutTime: key === today ? null : new Date(start + Math.floor(540 + next() * 40 - 20) * MINUTE),
      });
      if (next() < 0.02) {
        corrections.push({
          id: `c-${id}`,
          userId,
          attendanceId: id,
          kind: 'punch',
          punch: 'checkOut',
          after: new Date(start + 540 * MINUTE),
          status: next() < 0.5 ? 'pending' : 'accepted',
          createdAt: new Date(date.getTime() + 2 * 24 * 60 * MINUTE),
          objectionHours: 48,
        });
      }
    }
  }
  const input = {
    userIds,
    from,
    to,
    schedules,
    attendance,
    corrections,
    absences: [],
    timeZone: TIME_ZONE,
    thresholds: DEFAULT_ALERT_THRESHOLDS,
  };
  return { input, now: dayKeyToInstant(today, TIME_ZONE).getTime() + 12 * 60 * MINUTE };
}

const PEOPLE = 2_000;
// Built by the first bench and dropped after the last: the next bench file runs in this worker (one file at a
// time, each with its own modules: package.json's `bench` script), and a heap still holding 60,000 days slows
// its garbage collections.
let data: ReturnType<typeof buildInput> | null = null;
let ticking: ((now: Date) => unknown) | null = null;
let minute = 0;
let evening = false;

/** The data, built on the first bench's first call. */
function state() {
  data ??= buildInput(PEOPLE);
  ticking ??= attendanceDaysAt(data.input);
  return { ...data, ticking };
}

describe(`a month of attendance, ${PEOPLE} people`, () => {
  bench(
    'building every day (before: each minute)',
    () => {
      const { input, now } = state();
      attendanceDaysAt(input)(new Date(now));
    },
    { time: 5_000, iterations: 5, warmupIterations: 1 },
  );

  bench(
    'a minute tick in the afternoon: no day changes',
    () => {
      const { now, ticking: tick } = state();
      // 12:01 to 17:00, where no slot starts or ends and no threshold passes.
      minute = (minute % 300) + 1;
      tick(new Date(now + minute * MINUTE));
    },
    { time: 3_000, warmupIterations: 2 },
  );

  bench(
    "the tick at 18:00: every person's slot of today ends",
    () => {
      const { now, ticking: tick } = state();
      evening = !evening;
      tick(new Date(now + (evening ? 6 * 60 : 6 * 60 - 1) * MINUTE));
    },
    {
      time: 3_000,
      warmupIterations: 2,
      // The last bench: drop the data (vitest runs no afterAll in a bench file).
      teardown: (_task, mode) => {
        if (mode !== 'run') return;
        data = null;
        ticking = null;
      },
    },
  );
});
