import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { fromStored, toStored } from '../src/firestore-store';

// Conversions only: the store's operations run against the Firestore emulator in `npm run test:emulators`.
describe('Firestore store conversions', () => {
  const created = new Date('2026-03-01T12:34:56.789Z');

  it('stores Dates as Timestamps at any depth and leaves undefined fields out', () => {
    const stored = toStored({
      createdAt: created,
      details: { before: { at: created }, list: [created, 'x'] },
      note: undefined,
      nested: { gone: undefined, kept: null },
      count: 3,
      ok: true,
    });
    expect(stored['createdAt']).toBeInstanceOf(Timestamp);
    expect((stored['createdAt'] as Timestamp).toMillis()).toBe(created.getTime());
    expect(stored['details'].before.at).toBeInstanceOf(Timestamp);
    expect(stored['details'].list[0]).toBeInstanceOf(Timestamp);
    expect(stored['details'].list[1]).toBe('x');
    expect('note' in stored).toBe(false);
    expect(stored['nested']).toEqual({ kept: null });
    expect(stored['count']).toBe(3);
    expect(stored['ok']).toBe(true);
  });

  it('reads Timestamps back as the same Dates, at any depth', () => {
    const read = fromStored({
      createdAt: Timestamp.fromDate(created),
      details: { at: Timestamp.fromDate(created), list: [Timestamp.fromDate(created), 1] },
      role: 'admin',
      hireDate: null,
    });
    expect(read).toEqual({
      createdAt: created,
      details: { at: created, list: [created, 1] },
      role: 'admin',
      hireDate: null,
    });
    expect(read['createdAt']).toBeInstanceOf(Date);
  });

  it('round-trips a users document unchanged', () => {
    const doc = {
      tenantId: 't1',
      role: 'employee',
      hireDate: created,
      tokensRevokedAt: null,
      disabled: false,
    };
    expect(fromStored(toStored(doc))).toEqual(doc);
  });
});
