import { serverTimestamp, Timestamp } from 'firebase/firestore';

import { SERVER_TIME } from '../../ports/document-store';
import { fromFirestoreDoc, fromFirestoreValue, toFirestoreData, toFirestoreValue } from './firestore-convert';

const instant = new Date('2025-03-14T12:30:45.123Z');

describe('toFirestoreValue', () => {
  it('turns dates into timestamps at any depth', () => {
    const converted = toFirestoreValue({
      date: instant,
      deviceTimes: { checkIn: instant },
      slots: [{ at: instant }],
    }) as { date: unknown; deviceTimes: { checkIn: unknown }; slots: { at: unknown }[] };

    expect(converted.date).toBeInstanceOf(Timestamp);
    expect((converted.date as Timestamp).toMillis()).toBe(instant.getTime());
    expect((converted.deviceTimes.checkIn as Timestamp).isEqual(Timestamp.fromDate(instant))).toBe(true);
    expect(converted.slots[0]?.at).toBeInstanceOf(Timestamp);
  });

  it('turns the server-time sentinel into serverTimestamp(), also nested', () => {
    const converted = toFirestoreValue({ checkInTime: SERVER_TIME, nested: { at: SERVER_TIME } }) as {
      checkInTime: { isEqual(other: unknown): boolean };
      nested: { at: { isEqual(other: unknown): boolean } };
    };

    expect(converted.checkInTime.isEqual(serverTimestamp())).toBe(true);
    expect(converted.nested.at.isEqual(serverTimestamp())).toBe(true);
  });

  it('drops undefined fields but keeps nulls, primitives and arrays', () => {
    expect(
      toFirestoreData({
        a: undefined,
        b: null,
        c: 0,
        d: '',
        e: false,
        f: ['x', 1],
        g: { h: undefined, i: 2 },
      }),
    ).toEqual({ b: null, c: 0, d: '', e: false, f: ['x', 1], g: { i: 2 } });
  });

  it('leaves Firestore values untouched', () => {
    const timestamp = Timestamp.fromMillis(1000);
    expect(toFirestoreValue(timestamp)).toBe(timestamp);
  });

  it('does not mutate its input', () => {
    const input = { date: instant, nested: { at: instant } };
    toFirestoreData(input);
    expect(input).toEqual({ date: instant, nested: { at: instant } });
  });
});

describe('fromFirestoreValue', () => {
  it('turns timestamps into dates at any depth', () => {
    const value = fromFirestoreValue({
      date: Timestamp.fromDate(instant),
      deviceTimes: { checkOut: Timestamp.fromDate(instant) },
      list: [Timestamp.fromDate(instant), 'x'],
      none: null,
    });

    expect(value).toEqual({
      date: instant,
      deviceTimes: { checkOut: instant },
      list: [instant, 'x'],
      none: null,
    });
    expect((value as { date: unknown }).date).toBeInstanceOf(Date);
  });

  it('round-trips port data', () => {
    const data = { tenantId: 't1', date: instant, slots: [{ startTime: '09:00', endTime: '17:00' }], n: 3 };
    expect(fromFirestoreValue(toFirestoreData(data))).toEqual(data);
  });
});

describe('fromFirestoreDoc', () => {
  it('adds the document id to the converted fields', () => {
    expect(fromFirestoreDoc('abc', { name: 'Feriado', date: Timestamp.fromDate(instant) })).toEqual({
      id: 'abc',
      name: 'Feriado',
      date: instant,
    });
  });
});
