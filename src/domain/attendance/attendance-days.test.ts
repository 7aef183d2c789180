import { dayKeyToInstant } from '../calendar/time-zone';
import { DEFAULT_ALERT_THRESHOLDS } from '../settings/tenant-settings';
import { addDaysToKey, keysBetween } from '../calendar/day-keys';
import type { AlertThresholds } from '../settings/tenant-settings';
import {
  attendanceDaysAt,
  buildAttendanceDays,
  type DayCorrectionLike,
  type DayRecordLike,
} from './attendance-days';

const TZ = 'America/Santiago';
const at = (iso: string) => new Date(`${iso}-03:00`);
const NOW = at('2026-11-18T12:00');

const schedule = (userId: string, key: string) => ({
  id: `${userId}_${key}`,
  userId,
  date: dayKeyToInstant(key, TZ),
  timeSlots: [{ startTime: '09:00', endTime: '18:00' }],
});

function record(userId: string, key: string, times: Partial<DayRecordLike> = {}): DayRecordLike {
  return {
    id: `${userId}_${key}_0`,
    userId,
    date: dayKeyToInstant(key, TZ),
    slotIndex: 0,
    checkInTime: at(`${key}T09:00`),
    checkOutTime: at(`${key}T18:00`),
    ...times,
  };
}

function correction(
  userId: string,
  key: string,
  overrides: Partial<DayCorrectionLike> = {},
): DayCorrectionLike {
  return {
    id: `c-${userId}-${key}`,
    userId,
    attendanceId: `${userId}_${key}_0`,
    kind: 'punch',
    punch: 'checkOut',
    after: at(`${key}T18:05`),
    status: 'pending',
    createdAt: at('2026-11-18T08:00'),
    objectionHours: 48,
    ...overrides,
  };
}

function build(input: {
  userIds?: string[];
  attendance?: DayRecordLike[];
  corrections?: DayCorrectionLike[];
  absences?: Parameters<typeof buildAttendanceDays>[0]['absences'];
  now?: Date;
}) {
  const userIds = input.userIds ?? ['ana'];
  return buildAttendanceDays({
    userIds,
    from: '2026-11-16',
    to: '2026-11-18',
    schedules: userIds.flatMap((u) => ['2026-11-16', '2026-11-17', '2026-11-18'].map((k) => schedule(u, k))),
    attendance: input.attendance ?? [],
    corrections: input.corrections ?? [],
    absences: input.absences ?? [],
    timeZone: TZ,
    now: input.now ?? NOW,
    thresholds: DEFAULT_ALERT_THRESHOLDS,
  });
}

describe('buildAttendanceDays', () => {
  it('gives every day of every person, person by person, with rows named by their record id', () => {
    const days = build({ userIds: ['ana', 'beto'] });
    expect(days.map((d) => `${d.userId} ${d.key}`)).toEqual([
      'ana 2026-11-16',
      'ana 2026-11-17',
      'ana 2026-11-18',
      'beto 2026-11-16',
      'beto 2026-11-17',
      'beto 2026-11-18',
    ]);
    expect(days[4]?.rows[0]?.attendanceId).toBe('beto_2026-11-17_0');
  });

  it('keeps a pending correction out of the figures and lists it as pending', () => {
    const open = record('ana', '2026-11-17', { checkOutTime: null });
    const [, tuesday] = build({ attendance: [open], corrections: [correction('ana', '2026-11-17')] });
    const row = tuesday?.rows[0];
    expect(row?.punches.checkOutTime).toBeNull();
    expect(row?.times.workedSeconds).toBeNull();
    expect(row?.problems).toEqual(['missingCheckOut']);
    expect(row?.pending.map((c) => c.id)).toEqual(['c-ana-2026-11-17']);
    expect(row?.record).toBe(open);
  });

  it('uses an accepted correction: the time, the figures and the problems follow it', () => {
    const open = record('ana', '2026-11-17', { checkOutTime: null });
    const [, tuesday] = build({
      attendance: [open],
      corrections: [correction('ana', '2026-11-17', { status: 'accepted' })],
    });
    const row = tuesday?.rows[0];
    expect(row?.punches.checkOutTime).toEqual(at('2026-11-17T18:05'));
    expect(row?.punches.altered).toEqual(['checkOut']);
    expect(row?.times).toMatchObject({ workedSeconds: 545 * 60, overtimeSeconds: 5 * 60 });
    expect(row?.problems).toEqual([]);
    expect(row?.pending).toEqual([]);
    // The record itself is untouched.
    expect(row?.record?.checkOutTime).toBeNull();
  });

  it('consolidates an unanswered correction at its deadline', () => {
    const open = record('ana', '2026-11-17', { checkOutTime: null });
    const input = { attendance: [open], corrections: [correction('ana', '2026-11-17')] };
    expect(build({ ...input, now: at('2026-11-20T07:59') })[1]?.rows[0]?.punches.altered).toEqual([]);
    expect(build({ ...input, now: at('2026-11-20T08:00') })[1]?.rows[0]?.punches.altered).toEqual([
      'checkOut',
    ]);
  });

  it('turns a missed day into a worked one when an added entry is accepted', () => {
    const added = correction('ana', '2026-11-16', {
      punch: 'checkIn',
      after: at('2026-11-16T09:00'),
      status: 'accepted',
    });
    const [monday] = build({ corrections: [added] });
    expect(monday).toMatchObject({ worked: true, absent: false });
    expect(monday?.rows[0]?.problems).toEqual(['missingCheckOut']);
  });

  it('marks an absence justified by an approved absence or a justify correction, not by a pending one', () => {
    const days = build({
      userIds: ['ana', 'beto', 'caro'],
      absences: [
        {
          userId: 'ana',
          from: dayKeyToInstant('2026-11-16', TZ),
          to: dayKeyToInstant('2026-11-16', TZ),
          status: 'aprobada',
          type: 'licencia médica',
        },
        {
          userId: 'caro',
          from: dayKeyToInstant('2026-11-16', TZ),
          to: dayKeyToInstant('2026-11-16', TZ),
          status: 'pendiente',
          type: 'vacaciones',
        },
      ],
      corrections: [
        correction('beto', '2026-11-16', { kind: 'justify', punch: null, after: null, status: 'accepted' }),
      ],
    });
    const monday = (userId: string) => days.find((d) => d.userId === userId && d.key === '2026-11-16');
    expect(monday('ana')).toMatchObject({ absent: true, justified: true, absenceType: 'licencia médica' });
    expect(monday('beto')).toMatchObject({ absent: true, justified: true, absenceType: null });
    expect(monday('caro')).toMatchObject({ absent: true, justified: false, absenceType: null });
    expect(monday('ana')?.problems).toEqual(['absence']);
    expect(monday('ana')?.plannedMinutes).toBe(540);
  });

  it('matches a correction of an unscheduled record by the record id', () => {
    const np = {
      ...record('ana', '2026-11-15', { checkOutTime: null }),
      id: 'ana_2026-11-15_np',
      unscheduled: true,
    };
    const days = buildAttendanceDays({
      userIds: ['ana'],
      from: '2026-11-15',
      to: '2026-11-15',
      schedules: [],
      attendance: [np],
      corrections: [
        correction('ana', '2026-11-15', { attendanceId: 'ana_2026-11-15_np', status: 'accepted' }),
      ],
      timeZone: TZ,
      now: NOW,
      thresholds: DEFAULT_ALERT_THRESHOLDS,
    });
    const row = days[0]?.rows[0];
    expect(row).toMatchObject({ attendanceId: 'ana_2026-11-15_np', slot: null, problems: ['unscheduled'] });
    expect(row?.punches.checkOutTime).toEqual(at('2026-11-15T18:05'));
  });
});

/** mulberry32: the property test's inputs are random but the same on every run. */
function rng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    int,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)] as T,
  };
}

describe('attendanceDaysAt (a clock that ticks)', () => {
  const HHMM = ['00:00', '06:30', '08:00', '09:00', '13:00', '17:45', '18:00', '22:00', '23:30', '23:50'];
  const MINUTE = 60_000;

  /** Three people over five days around Chile's September change of time, with everything that reads the clock. */
  function randomInput(seed: number) {
    const r = rng(seed);
    const from = r.pick(['2026-09-03', '2026-11-14', '2026-04-02']);
    const to = addDaysToKey(from, 4);
    const keys = keysBetween(addDaysToKey(from, -1), addDaysToKey(to, 1));
    const userIds = ['ana', 'beto', 'caro'];
    const schedules = [];
    const attendance: DayRecordLike[] = [];
    const corrections: DayCorrectionLike[] = [];
    for (const userId of userIds) {
      for (const key of keys) {
        const slotCount = r.int(0, 2);
        if (slotCount > 0) {
          const timeSlots = Array.from({ length: slotCount }, () => ({
            startTime: r.pick(HHMM),
            endTime: r.pick(HHMM),
          }));
          schedules.push({ id: `${userId}_${key}`, userId, date: dayKeyToInstant(key, TZ), timeSlots });
        }
        const dayStart = dayKeyToInstant(key, TZ).getTime();
        const punch = () => (r.chance(0.25) ? null : new Date(dayStart + r.int(0, 36 * 60) * MINUTE));
        for (let slotIndex = 0; slotIndex < r.int(0, 3); slotIndex += 1) {
          const id = `${userId}_${key}_${slotIndex}`;
          attendance.push({
            id,
            userId,
            date: dayKeyToInstant(key, TZ),
            slotIndex,
            unscheduled: r.chance(0.1),
            checkInTime: punch(),
            lunchStartTime: punch(),
            lunchEndTime: punch(),
            checkOutTime: punch(),
          });
          if (r.chance(0.5)) {
            corrections.push({
              id: `c-${id}`,
              userId,
              attendanceId: id,
              kind: r.chance(0.2) ? 'justify' : 'punch',
              punch: r.pick(['checkIn', 'lunchStart', 'lunchEnd', 'checkOut'] as const),
              after: punch(),
              status: r.pick(['pending', 'pending', 'accepted', 'objected', 'withdrawn'] as const),
              createdAt: new Date(dayStart + r.int(0, 48 * 60) * MINUTE),
              objectionHours: r.int(0, 72),
            });
          }
        }
      }
    }
    const thresholds: AlertThresholds = {
      ...DEFAULT_ALERT_THRESHOLDS,
      noCheckInMinutes: r.int(0, 60),
      missingCheckOutMinutes: r.pick([-5, 0, 30, 45.5, 90, 600]),
      lateEntryMinutes: r.int(0, 30),
    };
    const absences = [
      {
        userId: 'beto',
        from: dayKeyToInstant(from, TZ),
        to: dayKeyToInstant(to, TZ),
        status: 'aprobada',
        type: 'vacaciones',
      },
    ];
    const start = dayKeyToInstant(from, TZ).getTime() - 6 * 3_600_000;
    const end = dayKeyToInstant(addDaysToKey(to, 4), TZ).getTime();
    // Mostly forwards, minute by minute or in jumps, with a step back now and then.
    const nows: Date[] = [];
    let t = start;
    while (t < end && nows.length < 200) {
      nows.push(new Date(t));
      t += r.chance(0.1) ? -r.int(1, 600) * MINUTE : r.int(1, 240) * MINUTE;
    }
    return {
      input: { userIds, from, to, schedules, attendance, corrections, absences, timeZone: TZ, thresholds },
      nows,
    };
  }

  it('gives at every now what a build from scratch gives', () => {
    for (let seed = 1; seed <= 30; seed += 1) {
      const { input, nows } = randomInput(seed);
      const ticking = attendanceDaysAt(input);
      for (const now of nows) {
        expect(ticking(now), `seed ${seed} at ${now.toISOString()}`).toEqual(
          buildAttendanceDays({ ...input, now }),
        );
      }
    }
  });

  it("waits for a late slot's Salida Faltante, which comes after midnight, to the second (Res. Ex. N° 38 art. 44)", () => {
    const key = '2026-11-17';
    const input = {
      userIds: ['ana'],
      from: key,
      to: key,
      schedules: [
        {
          id: `ana_${key}`,
          userId: 'ana',
          date: dayKeyToInstant(key, TZ),
          timeSlots: [{ startTime: '22:00', endTime: '23:50' }],
        },
      ],
      attendance: [record('ana', key, { checkInTime: at(`${key}T22:00`), checkOutTime: null })],
      timeZone: TZ,
      thresholds: { ...DEFAULT_ALERT_THRESHOLDS, missingCheckOutMinutes: 30 },
    };
    const ticking = attendanceDaysAt(input);
    // Exactly 30 min 0 s after 23:50 is not more than 30 minutes; 30 min 1 s is.
    expect(ticking(at('2026-11-18T00:20:00'))[0]?.problems).toEqual([]);
    expect(ticking(at('2026-11-18T00:20:01'))[0]?.problems).toEqual(['missingCheckOut']);
  });

  it('builds a day again only when the clock crosses an instant it reads, and keeps the array otherwise', () => {
    const input = {
      userIds: ['ana'],
      from: '2026-11-16',
      to: '2026-11-18',
      schedules: ['2026-11-16', '2026-11-17', '2026-11-18'].map((key) => schedule('ana', key)),
      attendance: [record('ana', '2026-11-16'), record('ana', '2026-11-18', { checkOutTime: null })],
      timeZone: TZ,
      thresholds: DEFAULT_ALERT_THRESHOLDS,
    };
    const ticking = attendanceDaysAt(input);
    const noon = ticking(at('2026-11-18T12:00'));
    expect(ticking(at('2026-11-18T12:01'))).toBe(noon);
    expect(ticking(at('2026-11-18T17:59'))).toBe(noon);

    // The slot of the 18th ends: that day is built again, the others are the objects built at noon.
    const evening = ticking(at('2026-11-18T18:00'));
    expect(evening).not.toBe(noon);
    expect(evening.map((day, index) => day === noon[index])).toEqual([true, true, false]);
    expect(evening[2]?.rows[0]?.past).toBe(true);
    expect(ticking(at('2026-11-18T18:31'))[2]?.problems).toEqual(['missingCheckOut']);
  });
});
