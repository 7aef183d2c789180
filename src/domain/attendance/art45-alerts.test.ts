import {
  ART45_MISSING_MINUTES,
  jornadaLimitNotices,
  legalWeekLimitSeconds,
  missingMarcas,
  type Art45Input,
} from './art45-alerts';
import type { DayAbsenceLike, DayCorrectionLike, DayRecordLike, DayScheduleLike } from './attendance-days';
import type { OvertimeDayInput } from './overtime';

const TZ = 'America/Santiago';
/** Wednesday 18 November 2026 starts at 03:00 UTC in Santiago (UTC−3). */
const DAY = '2026-11-18';
const DAY_START = new Date('2026-11-18T03:00:00.000Z');
const PREVIOUS_START = new Date('2026-11-17T03:00:00.000Z');
/** 09:00 and 18:00 in Santiago that day. */
const NINE = new Date('2026-11-18T12:00:00.000Z');
const SIX_PM = new Date('2026-11-18T21:00:00.000Z');

const at = (base: Date, minutes: number, seconds = 0) =>
  new Date(base.getTime() + minutes * 60_000 + seconds * 1000);

function schedule(
  slots: { startTime: string; endTime: string }[],
  date = DAY_START,
  userId = 'ana',
): DayScheduleLike {
  return { id: `${userId}_${date.toISOString()}`, userId, date, timeSlots: slots };
}

function record(
  slotIndex: number,
  punches: { checkInTime?: Date; checkOutTime?: Date },
  date = DAY_START,
  userId = 'ana',
): DayRecordLike {
  return {
    id: `${userId}_${date.toISOString()}_${slotIndex}`,
    userId,
    date,
    slotIndex,
    checkInTime: punches.checkInTime ?? null,
    checkOutTime: punches.checkOutTime ?? null,
    lunchStartTime: null,
    lunchEndTime: null,
  };
}

function input(
  now: Date,
  parts: Partial<Art45Input<DayScheduleLike, DayRecordLike, DayCorrectionLike>> = {},
): Art45Input<DayScheduleLike, DayRecordLike, DayCorrectionLike> {
  return {
    userIds: ['ana'],
    from: '2026-11-17',
    to: DAY,
    schedules: [schedule([{ startTime: '09:00', endTime: '18:00' }])],
    attendance: [],
    absences: [],
    holidays: new Set(),
    timeZone: TZ,
    now,
    ...parts,
  };
}

const DAY_SLOT = [{ startTime: '09:00', endTime: '18:00' }];

describe('Res. Ex. N° 38 art. 45: a marca missing 30 minutes after it was due', () => {
  it('Res. Ex. N° 38 art. 45: an entrada is not yet missing 29 min 59 s after the start, and is at 30 min', () => {
    expect(ART45_MISSING_MINUTES).toBe(30);
    expect(missingMarcas(input(at(NINE, 29, 59)))).toEqual([]);
    expect(missingMarcas(input(at(NINE, 30)))).toEqual([
      { userId: 'ana', day: DAY, slotIndex: 0, kind: 'entrada', dueAt: NINE },
    ]);
  });

  it('Res. Ex. N° 38 art. 45: a check-in 1 s before the 30 minutes leaves nothing missing', () => {
    const attendance = [record(0, { checkInTime: at(NINE, 29, 59) })];
    expect(missingMarcas(input(at(NINE, 30), { attendance }))).toEqual([]);
  });

  it('Res. Ex. N° 38 art. 45: a salida is missing 30 min after the end with a check-in and no check-out', () => {
    const attendance = [record(0, { checkInTime: at(NINE, -5) })];
    expect(missingMarcas(input(at(SIX_PM, 29, 59), { attendance }))).toEqual([]);
    expect(missingMarcas(input(at(SIX_PM, 30), { attendance }))).toEqual([
      { userId: 'ana', day: DAY, slotIndex: 0, kind: 'salida', dueAt: SIX_PM },
    ]);
    const done = [record(0, { checkInTime: at(NINE, -5), checkOutTime: at(SIX_PM, 29, 59) })];
    expect(missingMarcas(input(at(SIX_PM, 30), { attendance: done }))).toEqual([]);
  });

  it('Res. Ex. N° 38 art. 45: an overnight slot owes its salida the next morning, on the day it started', () => {
    const schedules = [schedule([{ startTime: '22:00', endTime: '06:00' }], PREVIOUS_START)];
    const attendance = [record(0, { checkInTime: new Date('2026-11-18T01:00:00.000Z') }, PREVIOUS_START)];
    /** 06:00 on Wednesday in Santiago. */
    const six = new Date('2026-11-18T09:00:00.000Z');
    expect(missingMarcas(input(at(six, 29, 59), { schedules, attendance }))).toEqual([]);
    expect(missingMarcas(input(at(six, 30), { schedules, attendance }))).toEqual([
      { userId: 'ana', day: '2026-11-17', slotIndex: 0, kind: 'salida', dueAt: six },
    ]);
  });

  it('Res. Ex. N° 38 art. 45: nothing is due on a day an approved absence covers (a pending one does not)', () => {
    const absence = (status: string): DayAbsenceLike => ({
      userId: 'ana',
      from: PREVIOUS_START,
      to: DAY_START,
      status,
      type: 'licencia',
    });
    expect(missingMarcas(input(at(NINE, 45), { absences: [absence('aprobada')] }))).toEqual([]);
    expect(missingMarcas(input(at(NINE, 45), { absences: [absence('pendiente')] }))).toHaveLength(1);
  });

  it('Res. Ex. N° 38 art. 45: nothing is due on a holiday the person does not work; a holiday worked is a day like any other', () => {
    const holidays = new Set([DAY]);
    expect(missingMarcas(input(at(NINE, 45), { holidays }))).toEqual([]);
    const schedules = [
      schedule([
        { startTime: '08:00', endTime: '12:00' },
        { startTime: '14:00', endTime: '18:00' },
      ]),
    ];
    const attendance = [record(0, { checkInTime: at(NINE, -60), checkOutTime: at(NINE, 180) })];
    const twoThirty = at(NINE, 330);
    expect(missingMarcas(input(twoThirty, { holidays, schedules, attendance }))).toEqual([
      { userId: 'ana', day: DAY, slotIndex: 1, kind: 'entrada', dueAt: at(NINE, 300) },
    ]);
  });

  it('Res. Ex. N° 38 art. 45: a marca the record can no longer take is not notified, nor unscheduled work', () => {
    const schedules = [schedule(DAY_SLOT, PREVIOUS_START)];
    // Thursday 10:00: Tuesday's record can no longer be opened (its day ended).
    expect(missingMarcas(input(new Date('2026-11-19T13:00:00.000Z'), { schedules }))).toEqual([]);
    const unscheduled = { ...record(0, { checkInTime: NINE }), id: 'ana_2026-11-18_np', unscheduled: true };
    expect(missingMarcas(input(at(SIX_PM, 60), { schedules: [], attendance: [unscheduled] }))).toEqual([]);
  });

  it('Res. Ex. N° 38 art. 45: each person is judged on their own plan and punches', () => {
    const schedules = [schedule(DAY_SLOT), schedule(DAY_SLOT, DAY_START, 'beto')];
    const attendance = [record(0, { checkInTime: NINE }, DAY_START, 'beto')];
    expect(missingMarcas(input(at(NINE, 30), { userIds: ['ana', 'beto'], schedules, attendance }))).toEqual([
      { userId: 'ana', day: DAY, slotIndex: 0, kind: 'entrada', dueAt: NINE },
    ]);
  });
});

function workedDay(userId: string, key: string, worked: number, overtime: number): OvertimeDayInput {
  return {
    userId,
    key,
    rows: [
      {
        slot: DAY_SLOT[0],
        times: { workedSeconds: worked, overtimeSeconds: overtime },
        punches: { altered: [] },
      },
    ],
  };
}

describe('Res. Ex. N° 38 art. 45: a jornada over the legal limits', () => {
  it('Res. Ex. N° 38 art. 45: a day with more than 2 hours of overtime (art. 31 CT), to the second', () => {
    const days = [
      workedDay('ana', '2026-11-17', 11 * 3600, 2 * 3600),
      workedDay('ana', DAY, 11 * 3600 + 1, 2 * 3600 + 1),
    ];
    expect(jornadaLimitNotices(days, '2026-11-17')).toEqual([
      { userId: 'ana', kind: 'daily-limit', day: DAY, seconds: 7201, limitSeconds: 7200 },
    ]);
    expect(jornadaLimitNotices(days, '2026-11-19')).toEqual([]);
  });

  it('Res. Ex. N° 38 art. 45: a week whose time worked passes the legal week plus 12 hours, once per week', () => {
    // From 26 April 2026 the legal week is 42 h: the limit is 54 h.
    expect(legalWeekLimitSeconds('2026-11-16')).toBe(54 * 3600);
    const week = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];
    const exactly = week.map((key) => workedDay('ana', key, 10.8 * 3600, 1800));
    expect(jornadaLimitNotices(exactly, '2026-11-16')).toEqual([]);
    const over = [...exactly.slice(0, 4), workedDay('ana', '2026-11-20', 10.8 * 3600 + 1, 1801)];
    expect(jornadaLimitNotices(over, '2026-11-19')).toEqual([
      {
        userId: 'ana',
        kind: 'weekly-limit',
        day: '2026-11-16',
        seconds: 54 * 3600 + 1,
        limitSeconds: 54 * 3600,
      },
    ]);
    const beto = week.map((key) => workedDay('beto', key, 8 * 3600, 0));
    expect(jornadaLimitNotices([...over, ...beto], '2026-11-16').map((n) => n.userId)).toEqual(['ana']);
  });
});
