import { describe, expect, it } from 'vitest';

import type { PlanConflict } from '../../domain/planning/conflicts';
import { scheduleDocId } from '../../domain/schedule/day-schedule';
import type { PublishItem } from './planner-repository';
import { confirmed, errorsInRange, itemsInRange } from './publish-range';

function item(userId: string, day: string): PublishItem {
  return {
    day,
    scheduleExists: false,
    draft: {
      id: scheduleDocId(userId, day),
      tenantId: 'demo',
      userId,
      date: new Date(`${day}T03:00:00Z`),
      timeSlots: null,
      shiftId: null,
      lunchMinutes: 0,
      updatedBy: 'demo-admin',
      updatedAt: new Date('2026-11-17T12:00:00Z'),
    },
  };
}

function conflict(userId: string, day: string, severity: PlanConflict['severity']): PlanConflict {
  return {
    userId,
    day,
    kind: 'rest',
    severity,
    message: 'Menos de 12 h de descanso desde el turno anterior (8 h)',
  };
}

describe('what a publish covers', () => {
  const items = [item('camila', '2026-12-02'), item('camila', '2026-12-23'), item('felipe', '2026-12-31')];
  const december = { from: '2026-12-01', to: '2026-12-31' };

  it('the whole month or a chosen range inside it', () => {
    expect(itemsInRange(items, december)).toHaveLength(3);
    expect(itemsInRange(items, { from: '2026-12-01', to: '2026-12-10' }).map((i) => i.day)).toEqual([
      '2026-12-02',
    ]);
  });

  it('the errors in the range of the people it changes: not warnings, not other days or people', () => {
    const conflicts = [
      conflict('camila', '2026-12-03', 'error'),
      conflict('camila', '2026-12-04', 'warning'),
      conflict('camila', '2026-11-30', 'error'),
      conflict('andres', '2026-12-03', 'error'),
    ];
    expect(errorsInRange(conflicts, december, items)).toEqual([conflicts[0]]);
    expect(errorsInRange(conflicts, december, [])).toEqual([]);
  });

  it('the typed word, case and spaces aside', () => {
    expect(confirmed(' publicar ')).toBe(true);
    expect(confirmed('PUBLICAR')).toBe(true);
    expect(confirmed('PUBLICA')).toBe(false);
    expect(confirmed('')).toBe(false);
  });
});
