import { slotStatus } from './slot-status';

/** 09:00–18:00 on Wednesday 2026-11-18 in Santiago (UTC-3). */
const at = (hhmm: string) => new Date(`2026-11-18T${hhmm}:00-03:00`);
const SLOT = { start: at('09:00'), end: at('18:00') };

describe('slotStatus', () => {
  it('is upcoming before the start, counting whole minutes up', () => {
    expect(slotStatus(null, SLOT, new Date(at('08:20').getTime() + 30_000))).toEqual({
      kind: 'upcoming',
      startsInMinutes: 40,
    });
  });

  it('is late past the start without an entry, to the second, and missed once the slot is over', () => {
    expect(slotStatus(null, SLOT, at('09:20'))).toEqual({ kind: 'late', lateSeconds: 20 * 60 });
    // 59 s late is 59 s, not 0 (Res. Ex. N° 38 art. 44).
    expect(slotStatus(null, SLOT, new Date(at('09:00').getTime() + 59_000))).toEqual({
      kind: 'late',
      lateSeconds: 59,
    });
    expect(slotStatus({}, SLOT, at('17:59'))).toEqual({ kind: 'late', lateSeconds: 539 * 60 });
    expect(slotStatus(null, SLOT, at('18:00'))).toEqual({ kind: 'missed' });
    expect(slotStatus(null, SLOT, at('20:00'))).toEqual({ kind: 'missed' });
  });

  it('is working after the entry, with the lateness of the entry and the time past the end', () => {
    const punches = { checkInTime: at('09:20') };
    expect(slotStatus(punches, SLOT, at('12:00'))).toEqual({
      kind: 'working',
      since: at('09:20'),
      lateSeconds: 20 * 60,
      overSeconds: 0,
    });
    expect(slotStatus(punches, SLOT, at('18:45'))).toMatchObject({ kind: 'working', overSeconds: 45 * 60 });
    expect(slotStatus(punches, SLOT, new Date(at('18:10').getTime() + 59_000))).toMatchObject({
      kind: 'working',
      overSeconds: 10 * 60 + 59,
    });
  });

  it('is at lunch between its start and end, and working again after it', () => {
    const lunch = { checkInTime: at('09:00'), lunchStartTime: at('13:02') };
    expect(slotStatus(lunch, SLOT, at('13:30'))).toEqual({ kind: 'lunch', since: at('13:02') });
    expect(slotStatus({ ...lunch, lunchEndTime: at('13:45') }, SLOT, at('14:00'))).toMatchObject({
      kind: 'working',
      lateSeconds: 0,
    });
  });

  it('is done after the exit, with what happened: late entry, early exit and the worked time', () => {
    const punches = {
      checkInTime: at('09:20'),
      lunchStartTime: at('13:00'),
      lunchEndTime: at('13:45'),
      checkOutTime: at('17:35'),
    };
    expect(slotStatus(punches, SLOT, at('20:00'))).toEqual({
      kind: 'done',
      lateSeconds: 20 * 60,
      earlySeconds: 25 * 60,
      overtimeSeconds: 0,
      workedSeconds: 7 * 3600 + 30 * 60,
      breakSeconds: 45 * 60,
    });
  });

  it('measures an unscheduled shift only by its punches', () => {
    expect(slotStatus(null, null, at('20:00'))).toEqual({ kind: 'open' });
    expect(slotStatus({ checkInTime: at('10:00') }, null, at('20:00'))).toMatchObject({
      kind: 'working',
      lateSeconds: null,
      overSeconds: 0,
    });
    expect(
      slotStatus({ checkInTime: at('10:00'), checkOutTime: at('12:30') }, null, at('20:00')),
    ).toMatchObject({ kind: 'done', workedSeconds: 150 * 60, lateSeconds: null, earlySeconds: null });
  });

  it('counts an overnight slot in real time across midnight', () => {
    const night = { start: at('22:00'), end: new Date('2026-11-19T06:00:00-03:00') };
    expect(slotStatus(null, night, new Date('2026-11-19T01:00:00-03:00'))).toEqual({
      kind: 'late',
      lateSeconds: 180 * 60,
    });
    expect(slotStatus(null, night, new Date('2026-11-19T06:30:00-03:00'))).toEqual({ kind: 'missed' });
  });

  describe('with its punch window (07:00 – 22:00), which flags and never blocks (Res. Ex. N° 38)', () => {
    const WINDOW = { opens: at('07:00'), closes: at('22:00') };

    it('is early before the window opens, and upcoming once it has', () => {
      expect(slotStatus(null, SLOT, at('06:30'), WINDOW)).toEqual({
        kind: 'early',
        opensAt: at('07:00'),
        startsInMinutes: 150,
      });
      expect(slotStatus(null, SLOT, at('07:00'), WINDOW)).toEqual({ kind: 'upcoming', startsInMinutes: 120 });
    });

    it('keeps an open slot working up to the close, inclusive, then overdue with the time past the end', () => {
      const working = { checkInTime: at('09:05') };
      expect(slotStatus(working, SLOT, at('22:00'), WINDOW)).toMatchObject({
        kind: 'working',
        overSeconds: 240 * 60,
      });
      expect(slotStatus(working, SLOT, at('22:30'), WINDOW)).toEqual({
        kind: 'overdue',
        since: at('09:05'),
        closedAt: at('22:00'),
        overSeconds: 270 * 60,
      });
    });

    it('leaves a slot at lunch at lunch, and a finished one done', () => {
      const lunch = { checkInTime: at('09:00'), lunchStartTime: at('13:00') };
      expect(slotStatus(lunch, SLOT, at('23:00'), WINDOW)).toMatchObject({ kind: 'lunch' });
      const done = { ...lunch, lunchEndTime: at('14:00'), checkOutTime: at('18:00') };
      expect(slotStatus(done, SLOT, at('23:00'), WINDOW)).toMatchObject({ kind: 'done' });
    });
  });
});
