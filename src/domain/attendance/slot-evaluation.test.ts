import { slotBounds } from '../schedule/slots';
import { dayKeyToInstant } from '../calendar/time-zone';
import type { Interval } from '../schedule/slots';
import type { Punches } from './punches';
import {
  breakMinutes,
  earlyMinutes,
  evaluateSlot,
  lateMinutes,
  overtimeMinutes,
  workedMinutes,
} from './slot-evaluation';

const TZ = 'America/Santiago';
/** Wall time on a day in Santiago (UTC-3 in November). */
const at = (iso: string) => new Date(`${iso}-03:00`);
const none: Punches = { checkInTime: null, lunchStartTime: null, lunchEndTime: null, checkOutTime: null };
const day = (key: string) => dayKeyToInstant(key, TZ);
const OFFICE: Interval = slotBounds(day('2026-11-18'), { startTime: '09:00', endTime: '18:00' }, TZ);

describe('workedMinutes', () => {
  it('is exit minus entry without lunch', () => {
    expect(
      workedMinutes({ ...none, checkInTime: at('2026-11-18T09:00'), checkOutTime: at('2026-11-18T18:00') }),
    ).toBe(540);
  });

  it('deducts the lunch', () => {
    const punches = {
      checkInTime: at('2026-11-18T09:03'),
      lunchStartTime: at('2026-11-18T13:00'),
      lunchEndTime: at('2026-11-18T13:58'),
      checkOutTime: at('2026-11-18T18:05'),
    };
    expect(workedMinutes(punches)).toBe(9 * 60 + 2 - 58);
  });

  it('rounds the total down to whole minutes (seconds included)', () => {
    const punches = {
      ...none,
      checkInTime: new Date('2026-11-18T12:00:40Z'),
      checkOutTime: new Date('2026-11-18T12:10:39Z'),
    };
    expect(workedMinutes(punches)).toBe(9);
    expect(workedMinutes({ ...punches, checkOutTime: new Date('2026-11-18T12:10:40Z') })).toBe(10);
  });

  it('has no worked time without exit or without entry', () => {
    expect(workedMinutes({ ...none, checkInTime: at('2026-11-18T09:00') })).toBeNull();
    expect(
      workedMinutes({
        ...none,
        checkInTime: at('2026-11-18T09:00'),
        lunchStartTime: at('2026-11-18T13:00'),
        lunchEndTime: at('2026-11-18T14:00'),
      }),
    ).toBeNull();
    expect(workedMinutes({ ...none, checkOutTime: at('2026-11-18T18:00') })).toBeNull();
    expect(workedMinutes(none)).toBeNull();
  });

  it('treats invalid dates as missing and an exit before the entry as inconsistent', () => {
    expect(
      workedMinutes({ ...none, checkInTime: new Date(Number.NaN), checkOutTime: at('2026-11-18T18:00') }),
    ).toBeNull();
    expect(
      workedMinutes({ ...none, checkInTime: at('2026-11-18T18:00'), checkOutTime: at('2026-11-18T09:00') }),
    ).toBeNull();
    expect(
      workedMinutes({ ...none, checkInTime: at('2026-11-18T09:00'), checkOutTime: at('2026-11-18T09:00') }),
    ).toBe(0);
  });

  it('counts an unfinished lunch until the exit, and only the lunch inside entry–exit', () => {
    const base = { ...none, checkInTime: at('2026-11-18T09:00'), checkOutTime: at('2026-11-18T18:00') };
    expect(workedMinutes({ ...base, lunchStartTime: at('2026-11-18T17:00') })).toBe(480);
    // A lunch straddling the exit is cut at the exit.
    expect(
      workedMinutes({
        ...base,
        lunchStartTime: at('2026-11-18T17:30'),
        lunchEndTime: at('2026-11-18T18:30'),
      }),
    ).toBe(510);
    // A lunch recorded outside the shift does not make the day shorter.
    expect(
      workedMinutes({
        ...base,
        lunchStartTime: at('2026-11-18T19:00'),
        lunchEndTime: at('2026-11-18T20:00'),
      }),
    ).toBe(540);
    // A lunch end before its start (bad data) deducts nothing.
    expect(
      workedMinutes({
        ...base,
        lunchStartTime: at('2026-11-18T14:00'),
        lunchEndTime: at('2026-11-18T13:00'),
      }),
    ).toBe(540);
  });

  it('measures a shift crossing midnight', () => {
    const punches = {
      checkInTime: at('2026-11-18T22:00'),
      lunchStartTime: at('2026-11-19T02:00'),
      lunchEndTime: at('2026-11-19T02:30'),
      checkOutTime: at('2026-11-19T06:00'),
    };
    expect(workedMinutes(punches)).toBe(450);
  });

  it('measures real time across the DST changes of America/Santiago', () => {
    // 2026-09-06 00:00 → 01:00 (spring forward): 22:00–06:00 lasts 7 hours.
    const spring = slotBounds(day('2026-09-05'), { startTime: '22:00', endTime: '06:00' }, TZ);
    expect(spring.end.getTime() - spring.start.getTime()).toBe(7 * 3_600_000);
    expect(workedMinutes({ ...none, checkInTime: spring.start, checkOutTime: spring.end })).toBe(420);
    // 2026-04-05 00:00 → 04-04 23:00 (fall back): 22:00–06:00 lasts 9 hours.
    const fall = slotBounds(day('2026-04-04'), { startTime: '22:00', endTime: '06:00' }, TZ);
    expect(workedMinutes({ ...none, checkInTime: fall.start, checkOutTime: fall.end })).toBe(540);
    // Lateness is real minutes too: 01:30 on the short night is 150 min after 22:00, not 210.
    expect(lateMinutes(new Date('2026-09-06T04:30:00Z'), spring)).toBe(150);
  });
});

describe('lateMinutes and earlyMinutes', () => {
  it('are 0 on time, before the start and after the end', () => {
    expect(lateMinutes(at('2026-11-18T09:00'), OFFICE)).toBe(0);
    expect(lateMinutes(at('2026-11-18T08:45'), OFFICE)).toBe(0);
    expect(earlyMinutes(at('2026-11-18T18:00'), OFFICE)).toBe(0);
    expect(earlyMinutes(at('2026-11-18T18:40'), OFFICE)).toBe(0);
  });

  it('round down at the minute boundary', () => {
    expect(lateMinutes(at('2026-11-18T09:00:59'), OFFICE)).toBe(0);
    expect(lateMinutes(at('2026-11-18T09:01:00'), OFFICE)).toBe(1);
    expect(lateMinutes(at('2026-11-18T09:16:30'), OFFICE)).toBe(16);
    expect(earlyMinutes(at('2026-11-18T17:59:01'), OFFICE)).toBe(0);
    expect(earlyMinutes(at('2026-11-18T17:59:00'), OFFICE)).toBe(1);
    expect(earlyMinutes(at('2026-11-18T16:44:30'), OFFICE)).toBe(75);
  });

  it('are null without the punch or without a slot', () => {
    expect(lateMinutes(null, OFFICE)).toBeNull();
    expect(earlyMinutes(null, OFFICE)).toBeNull();
    expect(lateMinutes(at('2026-11-18T09:30'), null)).toBeNull();
    expect(earlyMinutes(at('2026-11-18T17:30'), null)).toBeNull();
    expect(lateMinutes(new Date(Number.NaN), OFFICE)).toBeNull();
  });

  it('measure an overnight slot against its end on the next day', () => {
    const night = slotBounds(day('2026-11-18'), { startTime: '22:00', endTime: '06:00' }, TZ);
    expect(earlyMinutes(at('2026-11-19T05:30'), night)).toBe(30);
    expect(lateMinutes(at('2026-11-18T22:20'), night)).toBe(20);
  });
});

describe('breakMinutes and overtimeMinutes', () => {
  it('measure the lunch as punched, and the stay after the slot end', () => {
    const punches = {
      checkInTime: at('2026-11-18T08:55'),
      lunchStartTime: at('2026-11-18T13:00'),
      lunchEndTime: at('2026-11-18T14:31:30'),
      checkOutTime: at('2026-11-18T19:10:45'),
    };
    expect(breakMinutes(punches)).toBe(91);
    expect(overtimeMinutes(punches, OFFICE)).toBe(70);
    expect(overtimeMinutes({ ...punches, checkOutTime: at('2026-11-18T17:30') }, OFFICE)).toBe(0);
  });

  it('are null when a punch is missing, and overtime needs an entry and a slot', () => {
    expect(breakMinutes({ ...none, lunchStartTime: at('2026-11-18T13:00') })).toBeNull();
    expect(overtimeMinutes({ ...none, checkOutTime: at('2026-11-18T19:00') }, OFFICE)).toBeNull();
    const worked = { ...none, checkInTime: at('2026-11-18T09:00'), checkOutTime: at('2026-11-18T19:00') };
    expect(overtimeMinutes(worked, null)).toBeNull();
    expect(overtimeMinutes({ ...worked, checkOutTime: null }, OFFICE)).toBeNull();
  });

  it('count overtime of an overnight slot after its end on the next morning', () => {
    const night = slotBounds(day('2026-11-18'), { startTime: '22:00', endTime: '06:00' }, TZ);
    const punches = { ...none, checkInTime: at('2026-11-18T21:55'), checkOutTime: at('2026-11-19T06:45') };
    expect(overtimeMinutes(punches, night)).toBe(45);
  });
});

describe('evaluateSlot', () => {
  it('combines every figure', () => {
    const punches = { ...none, checkInTime: at('2026-11-18T09:20'), checkOutTime: at('2026-11-18T17:00') };
    expect(evaluateSlot(punches, OFFICE)).toEqual({
      workedMinutes: 460,
      breakMinutes: null,
      lateMinutes: 20,
      earlyMinutes: 60,
      overtimeMinutes: 0,
    });
    expect(evaluateSlot(punches, null)).toEqual({
      workedMinutes: 460,
      breakMinutes: null,
      lateMinutes: null,
      earlyMinutes: null,
      overtimeMinutes: null,
    });
    expect(evaluateSlot({ ...punches, checkOutTime: null }, OFFICE)).toMatchObject({
      workedMinutes: null,
      lateMinutes: 20,
      earlyMinutes: null,
    });
  });
});
