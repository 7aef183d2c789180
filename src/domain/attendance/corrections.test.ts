import {
  applyCorrections,
  awaitsWorker,
  CORRECTION_DAYS_MAX,
  correctionState,
  correctionTooLateText,
  hoursLeft,
  isAllowedChange,
  lastCorrectionDay,
  isEffective,
  objectionDeadline,
  type CorrectionLike,
} from './corrections';

const at = (iso: string) => new Date(`${iso}-03:00`);
const PROPOSED = at('2026-11-18T10:00');

function correction(overrides: Partial<CorrectionLike> = {}): CorrectionLike {
  return {
    kind: 'punch',
    punch: 'checkOut',
    after: at('2026-11-17T18:05'),
    status: 'pending',
    createdAt: PROPOSED,
    objectionHours: 48,
    ...overrides,
  };
}

describe('correction state', () => {
  it('waits for the worker until the deadline, then consolidates', () => {
    const c = correction();
    expect(objectionDeadline(c)).toEqual(at('2026-11-20T10:00'));
    expect(correctionState(c, at('2026-11-20T09:59'))).toBe('pending');
    expect(awaitsWorker(c, at('2026-11-20T09:59'))).toBe(true);
    expect(isEffective(c, at('2026-11-20T09:59'))).toBe(false);
    // At the deadline instant itself the worker can no longer answer.
    expect(correctionState(c, at('2026-11-20T10:00'))).toBe('consolidated');
    expect(isEffective(c, at('2026-11-20T10:00'))).toBe(true);
    expect(awaitsWorker(c, at('2026-11-20T10:00'))).toBe(false);
  });

  it('measures the window in real hours across a DST change', () => {
    // Chile moved its clocks forward on 2026-09-06: 24 wall hours then are 23 real ones.
    const c = correction({ createdAt: new Date('2026-09-05T12:00:00Z'), objectionHours: 24 });
    expect(objectionDeadline(c).toISOString()).toBe('2026-09-06T12:00:00.000Z');
  });

  it('keeps an answered status whatever the time', () => {
    const late = at('2026-12-30T00:00');
    expect(correctionState(correction({ status: 'accepted' }), PROPOSED)).toBe('accepted');
    expect(isEffective(correction({ status: 'accepted' }), PROPOSED)).toBe(true);
    for (const status of ['objected', 'answered', 'withdrawn'] as const) {
      expect(correctionState(correction({ status }), late)).toBe(status);
      expect(isEffective(correction({ status }), late)).toBe(false);
    }
  });

  it('counts the hours left, rounded up, and none after the deadline', () => {
    const c = correction();
    expect(hoursLeft(c, PROPOSED)).toBe(48);
    expect(hoursLeft(c, at('2026-11-20T09:01'))).toBe(1);
    expect(hoursLeft(c, at('2026-11-20T10:00'))).toBe(0);
    expect(hoursLeft(c, at('2026-11-21T10:00'))).toBe(0);
  });
});

describe('applyCorrections', () => {
  const record = { checkInTime: at('2026-11-17T09:02'), checkOutTime: null };
  const now = at('2026-11-18T12:00');

  it('leaves the record as recorded without an effective correction', () => {
    const result = applyCorrections(record, [correction()], now);
    expect(result.checkOutTime).toBeNull();
    expect(result.checkInTime).toEqual(at('2026-11-17T09:02'));
    expect(result).toMatchObject({ altered: [], originals: {}, justified: false });
  });

  it('sets an accepted punch and keeps the recorded value', () => {
    const result = applyCorrections(record, [correction({ status: 'accepted' })], now);
    expect(result.checkOutTime).toEqual(at('2026-11-17T18:05'));
    expect(result.altered).toEqual(['checkOut']);
    expect(result.originals).toEqual({ checkOut: null });
  });

  it('applies a consolidated one once its deadline has passed', () => {
    const result = applyCorrections(record, [correction()], at('2026-11-20T10:00'));
    expect(result.checkOutTime).toEqual(at('2026-11-17T18:05'));
  });

  it('never applies an objected, answered or withdrawn one', () => {
    for (const status of ['objected', 'answered', 'withdrawn'] as const) {
      const result = applyCorrections(record, [correction({ status })], at('2026-12-30T00:00'));
      expect(result.checkOutTime).toBeNull();
      expect(result.altered).toEqual([]);
    }
  });

  it('lets the latest effective correction of a punch win, and keeps the first recorded value', () => {
    const first = correction({ status: 'accepted', after: at('2026-11-17T18:00'), createdAt: PROPOSED });
    const second = correction({
      status: 'accepted',
      after: at('2026-11-17T18:30'),
      createdAt: at('2026-11-18T11:00'),
    });
    const result = applyCorrections(record, [second, first], now);
    expect(result.checkOutTime).toEqual(at('2026-11-17T18:30'));
    expect(result.originals).toEqual({ checkOut: null });
  });

  it('changes a recorded time and lists altered punches in punch order', () => {
    const result = applyCorrections(
      record,
      [
        correction({ status: 'accepted' }),
        correction({ status: 'accepted', punch: 'checkIn', after: at('2026-11-17T09:00') }),
      ],
      now,
    );
    expect(result.checkInTime).toEqual(at('2026-11-17T09:00'));
    expect(result.altered).toEqual(['checkIn', 'checkOut']);
    expect(result.originals).toEqual({ checkIn: at('2026-11-17T09:02'), checkOut: null });
  });

  it('fills a slot with no record, and marks a justified one', () => {
    const added = applyCorrections(
      null,
      [correction({ status: 'accepted', punch: 'checkIn', after: at('2026-11-17T09:00') })],
      now,
    );
    expect(added.checkInTime).toEqual(at('2026-11-17T09:00'));
    expect(added.checkOutTime).toBeNull();
    const justified = applyCorrections(
      null,
      [correction({ kind: 'justify', punch: null, after: null, status: 'accepted' })],
      now,
    );
    expect(justified).toMatchObject({ justified: true, altered: [], checkInTime: null });
  });
});

describe('Res. Ex. N° 38 art. 41: a marca is corrected up to the next business day', () => {
  const none = () => false;
  const holidays =
    (...days: string[]) =>
    (day: string) =>
      days.includes(day);

  it('allows the next weekday: Tuesday for Monday, Monday for Friday, Saturday and Sunday', () => {
    expect(lastCorrectionDay('2026-11-16', none)).toBe('2026-11-17');
    expect(lastCorrectionDay('2026-11-20', none)).toBe('2026-11-23');
    expect(lastCorrectionDay('2026-11-21', none)).toBe('2026-11-23');
    expect(lastCorrectionDay('2026-11-22', none)).toBe('2026-11-23');
  });

  it('skips the tenant’s holidays: Thursday 17 September 2026 waits for Monday 21 past the Fiestas Patrias', () => {
    expect(lastCorrectionDay('2026-09-17', holidays('2026-09-18', '2026-09-19'))).toBe('2026-09-21');
    expect(lastCorrectionDay('2026-12-24', holidays('2026-12-25'))).toBe('2026-12-28');
  });

  it(`never reaches past ${CORRECTION_DAYS_MAX} days, whatever the holidays`, () => {
    const every = () => true;
    expect(lastCorrectionDay('2026-11-16', every)).toBe('2026-11-22');
  });

  it('says why in Spanish, with the last day', () => {
    expect(correctionTooLateText('2026-11-18', '2026-11-19')).toBe(
      'La marca del 18-11-2026 ya no se puede corregir: una marca se corrige hasta el día hábil siguiente ' +
        '(jueves 19-11-2026), según el art. 41 de la Res. Ex. N° 38.',
    );
  });
});

describe('Res. Ex. N° 38 art. 39: a correction adds a missing marca or applies a tolerance', () => {
  const slot = { start: at('2026-11-17T09:00'), end: at('2026-11-17T18:00') };

  it('adds any missing marca, on a day with or without a slot', () => {
    expect(isAllowedChange('checkOut', null, at('2026-11-17T18:05'), slot)).toBe(true);
    expect(isAllowedChange('lunchStart', null, at('2026-11-17T13:00'), null)).toBe(true);
  });

  it('moves a late entry earlier, down to the slot’s start, and an early exit later, up to its end', () => {
    expect(isAllowedChange('checkIn', at('2026-11-17T09:12'), at('2026-11-17T09:00'), slot)).toBe(true);
    expect(isAllowedChange('checkIn', at('2026-11-17T09:12'), at('2026-11-17T09:05'), slot)).toBe(true);
    expect(isAllowedChange('checkOut', at('2026-11-17T17:30'), at('2026-11-17T18:00'), slot)).toBe(true);
  });

  it('never moves a recorded marca against the worker, past the slot, a lunch marca, or on a day without a slot', () => {
    expect(isAllowedChange('checkIn', at('2026-11-17T09:12'), at('2026-11-17T09:20'), slot)).toBe(false);
    expect(isAllowedChange('checkIn', at('2026-11-17T09:12'), at('2026-11-17T08:59'), slot)).toBe(false);
    expect(isAllowedChange('checkOut', at('2026-11-17T17:30'), at('2026-11-17T17:00'), slot)).toBe(false);
    expect(isAllowedChange('checkOut', at('2026-11-17T17:30'), at('2026-11-17T18:01'), slot)).toBe(false);
    expect(isAllowedChange('lunchEnd', at('2026-11-17T14:10'), at('2026-11-17T14:00'), slot)).toBe(false);
    expect(isAllowedChange('checkIn', at('2026-11-17T09:12'), at('2026-11-17T09:00'), null)).toBe(false);
  });
});
