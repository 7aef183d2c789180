import { describe, expect, it } from 'vitest';

import type { ScheduleDraft, ScheduleEntry } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { isSettled, overlaySchedules, publishedOf } from './published-overlay';

const DAY = new Date('2026-11-19T03:00:00.000Z');
const SAVED = new Date('2026-11-17T12:00:00.000Z');
const NIGHT = [{ startTime: '22:00', endTime: '06:00' }];
const OFFICE = [{ startTime: '09:00', endTime: '18:00' }];

function draft(id: string, timeSlots: ScheduleDraft['timeSlots'], updatedAt = SAVED): WithId<ScheduleDraft> {
  return {
    id,
    tenantId: 'demo',
    userId: id.split('_')[0] ?? '',
    date: DAY,
    timeSlots,
    shiftId: timeSlots ? 'noche' : null,
    lunchMinutes: timeSlots ? 30 : 0,
    updatedBy: 'demo-admin',
    updatedAt,
  };
}

function schedule(id: string, timeSlots = OFFICE, shiftId = 'oficina'): WithId<ScheduleEntry> {
  return {
    id,
    tenantId: 'demo',
    userId: id.split('_')[0] ?? '',
    date: DAY,
    timeSlots,
    shiftId,
    lunchMinutes: 30,
  };
}

const byId = <T extends { id: string }>(docs: T[]) => new Map(docs.map((doc) => [doc.id, doc]));

describe('publishedOf', () => {
  it('is the schedule publishDrafts writes, or null for a day off', () => {
    const night = publishedOf(
      { draft: draft('ana_2026-11-19', NIGHT), day: '2026-11-19', scheduleExists: false },
      'demo',
    );
    expect(night).toEqual({
      schedule: {
        id: 'ana_2026-11-19',
        tenantId: 'demo',
        userId: 'ana',
        date: DAY,
        timeSlots: NIGHT,
        shiftId: 'noche',
        lunchMinutes: 30,
      },
      draftSavedAt: SAVED.getTime(),
    });
    const off = publishedOf(
      { draft: draft('ana_2026-11-19', null), day: '2026-11-19', scheduleExists: true },
      'demo',
    );
    expect(off.schedule).toBeNull();
  });
});

describe('overlaySchedules', () => {
  it('lays published days over the copies: replaced, added, deleted, in id order', () => {
    const copies = [schedule('ana_2026-11-19'), schedule('bea_2026-11-19'), schedule('luis_2026-11-19')];
    const published = new Map([
      [
        'bea_2026-11-19',
        publishedOf({ draft: draft('bea_2026-11-19', null), day: '', scheduleExists: true }, 'demo'),
      ],
      [
        'carla_2026-11-19',
        publishedOf({ draft: draft('carla_2026-11-19', NIGHT), day: '', scheduleExists: false }, 'demo'),
      ],
      [
        'ana_2026-11-19',
        publishedOf({ draft: draft('ana_2026-11-19', NIGHT), day: '', scheduleExists: true }, 'demo'),
      ],
    ]);
    const shown = overlaySchedules(copies, published);
    expect(shown.map((s) => [s.id, s.shiftId])).toEqual([
      ['ana_2026-11-19', 'noche'],
      ['carla_2026-11-19', 'noche'],
      ['luis_2026-11-19', 'oficina'],
    ]);
  });

  it('returns the copies themselves when nothing is published', () => {
    const copies = [schedule('ana_2026-11-19')];
    expect(overlaySchedules(copies, new Map())).toBe(copies);
  });
});

describe('isSettled', () => {
  const night = publishedOf({ draft: draft('ana_2026-11-19', NIGHT), day: '', scheduleExists: true }, 'demo');
  const off = publishedOf({ draft: draft('ana_2026-11-19', null), day: '', scheduleExists: true }, 'demo');

  it('waits while the copy is the old plan and the published draft is still there', () => {
    const copies = byId([schedule('ana_2026-11-19')]);
    expect(isSettled('ana_2026-11-19', night, copies, byId([draft('ana_2026-11-19', NIGHT)]))).toBe(false);
    expect(isSettled('ana_2026-11-19', night, copies, new Map())).toBe(false);
    expect(isSettled('ana_2026-11-19', off, copies, new Map())).toBe(false);
  });

  it('settles once the copy equals what was published', () => {
    expect(
      isSettled('ana_2026-11-19', night, byId([schedule('ana_2026-11-19', NIGHT, 'noche')]), new Map()),
    ).toBe(true);
    expect(isSettled('ana_2026-11-19', off, new Map(), new Map())).toBe(true);
  });

  it('settles when a newer draft of that day appears (planned again, here or in another tab)', () => {
    const copies = byId([schedule('ana_2026-11-19')]);
    const newer = draft('ana_2026-11-19', OFFICE, new Date('2026-11-18T09:00:00.000Z'));
    expect(isSettled('ana_2026-11-19', night, copies, byId([newer]))).toBe(true);
  });
});
