import { parseHHMM } from '../../domain/calendar/time-zone';

import { SlotBuffer, minuteOfDay, zonedDayOf } from './alert-slots';

describe('minuteOfDay', () => {
  it('accepts exactly what parseHHMM accepts, with the same value', () => {
    // Every 5-character string over digits, ':' and a few neighbours of them, plus other lengths.
    const alphabet = ['0', '1', '2', '3', '5', '6', '9', ':', '/', ';', ' ', 'a', '٠'];
    const samples: string[] = ['', '9:00', '09:000', '009:00', '09:00\n', '23:59', '00:00', '24:00'];
    for (const a of ['0', '1', '2', '3', 'x'])
      for (const b of alphabet)
        for (const c of [':', '.', '0'])
          for (const d of ['0', '5', '6', ' '])
            for (const e of ['0', '9', ':', 'a']) samples.push(`${a}${b}${c}${d}${e}`);
    for (const text of samples) {
      const parsed = parseHHMM(text);
      expect([text, minuteOfDay(text)]).toEqual([text, parsed ? parsed.hours * 60 + parsed.minutes : -1]);
    }
  });

  it('rejects values that are not strings', () => {
    expect(minuteOfDay(900)).toBe(-1);
    expect(minuteOfDay(null)).toBe(-1);
    expect(minuteOfDay(undefined)).toBe(-1);
  });
});

describe('zonedDayOf', () => {
  // 2026-03-10 12:00 UTC: 09:00 in Santiago (-03), 13:00 in Madrid (+01).
  const instant = new Date('2026-03-10T12:00:00Z');

  it('gives the bounds, key and wall-time instants of the day in the zone', () => {
    const day = zonedDayOf(instant, 'America/Santiago');
    expect([day.start.toISOString(), day.end.toISOString(), day.key]).toEqual([
      '2026-03-10T03:00:00.000Z',
      '2026-03-11T03:00:00.000Z',
      '2026-03-10',
    ]);
    expect(day.instant(9 * 60, '09:00', false).toISOString()).toBe('2026-03-10T12:00:00.000Z');
    expect(day.instant(6 * 60, '06:00', true).toISOString()).toBe('2026-03-11T09:00:00.000Z');
  });

  it('is shared by instants of the same day and zone only', () => {
    const day = zonedDayOf(instant, 'America/Santiago');
    expect(zonedDayOf(new Date('2026-03-11T02:59:59.999Z'), 'America/Santiago')).toBe(day);
    expect(zonedDayOf(new Date('2026-03-11T03:00:00Z'), 'America/Santiago').key).toBe('2026-03-11');
    const madrid = zonedDayOf(instant, 'Europe/Madrid');
    expect([madrid.start.toISOString(), madrid.key]).toEqual(['2026-03-09T23:00:00.000Z', '2026-03-10']);
    expect(madrid.instant(9 * 60, '09:00', false).toISOString()).toBe('2026-03-10T08:00:00.000Z');
    // Its wall-time instants are converted once and shared.
    expect(day.instant(9 * 60, '09:00', false)).toBe(day.instant(9 * 60, '09:00', false));
  });

  it('throws a RangeError for an invalid instant or zone', () => {
    expect(() => zonedDayOf(new Date(Number.NaN), 'America/Santiago')).toThrow(RangeError);
    expect(() => zonedDayOf(instant, 'Nope/Zone')).toThrow(RangeError);
  });
});

describe('SlotBuffer', () => {
  const day = zonedDayOf(new Date('2026-03-10T12:00:00Z'), 'America/Santiago');
  const view = (buffer: SlotBuffer) =>
    Array.from({ length: buffer.count }, (_, i) => [
      buffer.index[i],
      buffer.start[i]?.toISOString(),
      buffer.end[i]?.toISOString(),
    ]);

  it('replaces its content, skipping malformed slots but keeping the indexes of the others', () => {
    const buffer = new SlotBuffer();
    const date = day.start;
    buffer.resolve(
      {
        userId: 'u',
        date,
        timeSlots: [
          { startTime: '09:00', endTime: '13:00' },
          { startTime: '9:00', endTime: '13:00' },
          { startTime: '22:00', endTime: '06:00' },
        ],
      },
      day,
    );
    expect(view(buffer)).toEqual([
      [0, '2026-03-10T12:00:00.000Z', '2026-03-10T16:00:00.000Z'],
      [2, '2026-03-11T01:00:00.000Z', '2026-03-11T09:00:00.000Z'],
    ]);
    buffer.resolve({ userId: 'u', date, timeSlots: [], startTime: null, endTime: '' }, day);
    expect(view(buffer)).toEqual([[0, '2026-03-10T12:00:00.000Z', '2026-03-10T20:00:00.000Z']]);
  });
});
