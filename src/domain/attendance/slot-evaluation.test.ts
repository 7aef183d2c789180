import { slotBounds } from '../schedule/slots';
import { dayKeyToInstant } from '../calendar/time-zone';
import type { Interval } from '../schedule/slots';
import type { Punches } from './punches';
import {
  breakSeconds,
  earlySeconds,
  evaluateSlot,
  lateSeconds,
  overtimeSeconds,
  workedSeconds,
} from './slot-evaluation';

const TZ = 'America/Santiago';
/** Wall time on a day in Santiago (UTC-3 in November). */
const at = (iso: string) => new Date(`${iso}-03:00`);
const none: Punches = { checkInTime: null, lunchStartTime: null, lunchEndTime: null, checkOutTime: null };
const day = (key: string) => dayKeyToInstant(key, TZ);
const OFFICE: Interval = slotBounds(day('2026-11-18'), { startTime: '09:00', endTime: '18:00' }, TZ);

describe('workedSeconds', () => {
  it('is exit minus entry without lunch', () => {
    expect(
      workedSeconds({ ...none, checkInTime: at('2026-11-18T09:00'), checkOutTime: at('2026-11-18T18:00') }),
    ).toBe(9 * 3600);
  });

  it('deducts the lunch', () => {
    const punches = {
      checkInTime: at('2026-11-18T09:03'),
      lunchStartTime: at('2026-11-18T13:00'),
      lunchEndTime: at('2026-11-18T13:58'),
      checkOutTime: at('2026-11-18T18:05'),
    };
    expect(workedSeconds(punches)).toBe((9 * 60 + 2 - 58) * 60);
  });

  it('keeps the seconds of the total, not rounded to the minute (Res. Ex. N° 38 art. 44)', () => {
    const punches = {
      ...none,
      checkInTime: new Date('2026-11-18T12:00:40Z'),
      checkOutTime: new Date('2026-11-18T12:10:39Z'),
    };
    // 9 min 59 s, not 9 min.
    expect(workedSeconds(punches)).toBe(599);
    expect(workedSeconds({ ...punches, checkOutTime: new Date('2026-11-18T12:10:40Z') })).toBe(600);
  });

  it('cuts each instant to its whole second before subtracting (Res. Ex. N° 38 art. 44)', () => {
    // 09:00:00.900 counts as 09:00:00 and 18:00:00.100 as 18:00:00: 9 h exactly. Subtracting first would
    // give 8 h 59 min 59.2 s, that is 32_399 s.
    const punches = {
      ...none,
      checkInTime: at('2026-11-18T09:00:00.900'),
      checkOutTime: at('2026-11-18T18:00:00.100'),
    };
    expect(workedSeconds(punches)).toBe(32_400);
  });

  it('has no worked time without exit or without entry', () => {
    expect(workedSeconds({ ...none, checkInTime: at('2026-11-18T09:00') })).toBeNull();
    expect(
      workedSeconds({
        ...none,
        checkInTime: at('2026-11-18T09:00'),
        lunchStartTime: at('2026-11-18T13:00'),
        lunchEndTime: at('2026-11-18T14:00'),
      }),
    ).toBeNull();
    expect(workedSeconds({ ...none, checkOutTime: at('2026-11-18T18:00') })).toBeNull();
    expect(workedSeconds(none)).toBeNull();
  });

  it('treats invalid dates as missing and an exit before the entry as inconsistent', () => {
    expect(
      workedSeconds({ ...none, checkInTime: new Date(Number.NaN), checkOutTime: at('2026-11-18T18:00') }),
    ).toBeNull();
    expect(
      workedSeconds({ ...none, checkInTime: at('2026-11-18T18:00'), checkOutTime: at('2026-11-18T09:00') }),
    ).toBeNull();
    expect(
      workedSeconds({ ...none, checkInTime: at('2026-11-18T09:00'), checkOutTime: at('2026-11-18T09:00') }),
    ).toBe(0);
  });

  it('counts an unfinished lunch until the exit, and only the lunch inside entry–exit', () => {
    const base = { ...none, checkInTime: at('2026-11-18T09:00'), checkOutTime: at('2026-11-18T18:00') };
    expect(workedSeconds({ ...base, lunchStartTime: at('2026-11-18T17:00') })).toBe(8 * 3600);
    // A lunch straddling the exit is cut at the exit.
    expect(
      workedSeconds({
        ...base,
        lunchStartTime: at('2026-11-18T17:30'),
        lunchEndTime: at('2026-11-18T18:30'),
      }),
    ).toBe(8 * 3600 + 30 * 60);
    // A lunch recorded outside the shift does not make the day shorter.
    expect(
      workedSeconds({
        ...base,
        lunchStartTime: at('2026-11-18T19:00'),
        lunchEndTime: at('2026-11-18T20:00'),
      }),
    ).toBe(9 * 3600);
    // A lunch end before its start (bad data) deducts nothing.
    expect(
      workedSeconds({
        ...base,
        lunchStartTime: at('2026-11-18T14:00'),
        lunchEndTime: at('2026-11-18T13:00'),
      }),
    ).toBe(9 * 3600);
  });

  it('measures a shift crossing midnight', () => {
    const punches = {
      checkInTime: at('2026-11-18T22:00'),
      lunchStartTime: at('2026-11-19T02:00'),
      lunchEndTime: at('2026-11-19T02:30'),
      checkOutTime: at('2026-11-19T06:00'),
    };
    expect(workedSeconds(punches)).toBe(7 * 3600 + 30 * 60);
  });

  it('measures real time across the DST changes of America/Santiago', () => {
    // 2026-09-06 00:00 → 01:00 (spring forward): 22:00–06:00 lasts 7 hours.
    const spring = slotBounds(day('2026-09-05'), { startTime: '22:00', endTime: '06:00' }, TZ);
    expect(spring.end.getTime() - spring.start.getTime()).toBe(7 * 3_600_000);
    expect(workedSeconds({ ...none, checkInTime: spring.start, checkOutTime: spring.end })).toBe(7 * 3600);
    // 2026-04-05 00:00 → 04-04 23:00 (fall back): 22:00–06:00 lasts 9 hours.
    const fall = slotBounds(day('2026-04-04'), { startTime: '22:00', endTime: '06:00' }, TZ);
    expect(workedSeconds({ ...none, checkInTime: fall.start, checkOutTime: fall.end })).toBe(9 * 3600);
    // Lateness is real time too: 01:30 on the short night is 150 min after 22:00, not 210.
    expect(lateSeconds(new Date('2026-09-06T04:30:00Z'), spring)).toBe(150 * 60);
  });
});

describe('lateSeconds and earlySeconds', () => {
  it('are 0 on time, before the start and after the end', () => {
    expect(lateSeconds(at('2026-11-18T09:00'), OFFICE)).toBe(0);
    expect(lateSeconds(at('2026-11-18T08:45'), OFFICE)).toBe(0);
    expect(earlySeconds(at('2026-11-18T18:00'), OFFICE)).toBe(0);
    expect(earlySeconds(at('2026-11-18T18:40'), OFFICE)).toBe(0);
  });

  it('keep the seconds: 59 s late is 59 s, not 0 (Res. Ex. N° 38 art. 44)', () => {
    expect(lateSeconds(at('2026-11-18T09:00:59'), OFFICE)).toBe(59);
    expect(lateSeconds(at('2026-11-18T09:01:00'), OFFICE)).toBe(60);
    expect(lateSeconds(at('2026-11-18T09:16:30'), OFFICE)).toBe(16 * 60 + 30);
    expect(earlySeconds(at('2026-11-18T17:59:01'), OFFICE)).toBe(59);
    expect(earlySeconds(at('2026-11-18T17:59:00'), OFFICE)).toBe(60);
    expect(earlySeconds(at('2026-11-18T16:44:30'), OFFICE)).toBe(75 * 60 + 30);
    // Below the second nothing counts: the milliseconds of a time are dropped.
    expect(lateSeconds(at('2026-11-18T09:00:00.999'), OFFICE)).toBe(0);
  });

  it('are null without the punch or without a slot', () => {
    expect(lateSeconds(null, OFFICE)).toBeNull();
    expect(earlySeconds(null, OFFICE)).toBeNull();
    expect(lateSeconds(at('2026-11-18T09:30'), null)).toBeNull();
    expect(earlySeconds(at('2026-11-18T17:30'), null)).toBeNull();
    expect(lateSeconds(new Date(Number.NaN), OFFICE)).toBeNull();
  });

  it('measure an overnight slot against its end on the next day', () => {
    const night = slotBounds(day('2026-11-18'), { startTime: '22:00', endTime: '06:00' }, TZ);
    expect(earlySeconds(at('2026-11-19T05:30'), night)).toBe(30 * 60);
    expect(lateSeconds(at('2026-11-18T22:20'), night)).toBe(20 * 60);
  });
});

describe('breakSeconds and overtimeSeconds', () => {
  it('measure the lunch as punched, and the stay after the slot end', () => {
    const punches = {
      checkInTime: at('2026-11-18T08:55'),
      lunchStartTime: at('2026-11-18T13:00'),
      lunchEndTime: at('2026-11-18T14:31:30'),
      checkOutTime: at('2026-11-18T19:10:45'),
    };
    // 1 h 31 min 30 s of lunch; 1 h 10 min 45 s past 18:00.
    expect(breakSeconds(punches)).toBe(91 * 60 + 30);
    expect(overtimeSeconds(punches, OFFICE)).toBe(70 * 60 + 45);
    expect(overtimeSeconds({ ...punches, checkOutTime: at('2026-11-18T17:30') }, OFFICE)).toBe(0);
  });

  it('keep the seconds of a duration: 10 min 59 s of overtime is 659 s (Res. Ex. N° 38 art. 44)', () => {
    const punches = { ...none, checkInTime: at('2026-11-18T09:00'), checkOutTime: at('2026-11-18T18:10:59') };
    expect(overtimeSeconds(punches, OFFICE)).toBe(659);
    expect(evaluateSlot(punches, OFFICE)).toMatchObject({
      overtimeSeconds: 659,
      workedSeconds: 9 * 3600 + 659,
    });
  });

  it('are null when a punch is missing, and overtime needs an entry and a slot', () => {
    expect(breakSeconds({ ...none, lunchStartTime: at('2026-11-18T13:00') })).toBeNull();
    expect(overtimeSeconds({ ...none, checkOutTime: at('2026-11-18T19:00') }, OFFICE)).toBeNull();
    const worked = { ...none, checkInTime: at('2026-11-18T09:00'), checkOutTime: at('2026-11-18T19:00') };
    expect(overtimeSeconds(worked, null)).toBeNull();
    expect(overtimeSeconds({ ...worked, checkOutTime: null }, OFFICE)).toBeNull();
  });

  it('count overtime of an overnight slot after its end on the next morning', () => {
    const night = slotBounds(day('2026-11-18'), { startTime: '22:00', endTime: '06:00' }, TZ);
    const punches = { ...none, checkInTime: at('2026-11-18T21:55'), checkOutTime: at('2026-11-19T06:45') };
    expect(overtimeSeconds(punches, night)).toBe(45 * 60);
  });
});

describe('evaluateSlot', () => {
  it('combines every figure', () => {
    const punches = { ...none, checkInTime: at('2026-11-18T09:20'), checkOutTime: at('2026-11-18T17:00') };
    expect(evaluateSlot(punches, OFFICE)).toEqual({
      workedSeconds: 460 * 60,
      breakSeconds: null,
      lateSeconds: 20 * 60,
      earlySeconds: 60 * 60,
      overtimeSeconds: 0,
    });
    expect(evaluateSlot(punches, null)).toEqual({
      workedSeconds: 460 * 60,
      breakSeconds: null,
      lateSeconds: null,
      earlySeconds: null,
      overtimeSeconds: null,
    });
    expect(evaluateSlot({ ...punches, checkOutTime: null }, OFFICE)).toMatchObject({
      workedSeconds: null,
      lateSeconds: 20 * 60,
      earlySeconds: null,
    });
  });
});
