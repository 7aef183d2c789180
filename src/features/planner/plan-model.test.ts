import type { ScheduleDraft } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { scheduleDocId } from '../../domain/schedule/day-schedule';
import { buildSchedule, buildShift, TEST_ZONE } from '../../testing/data-builders';
import { cellsLabel, planDraftWrites, undoChanges } from './draft-changes';
import {
  buildPlanIndex,
  effectivePlan,
  mergeIndexes,
  planOfShift,
  plannedDays,
  publishedPlan,
  samePlan,
  type DayPlan,
} from './plan-model';

const NIGHT: DayPlan = {
  timeSlots: [{ startTime: '22:00', endTime: '06:00' }],
  shiftId: 'noche',
  lunchMinutes: 30,
};
const OFFICE: DayPlan = {
  timeSlots: [{ startTime: '09:00', endTime: '18:00' }],
  shiftId: 'shift-oficina',
  lunchMinutes: 60,
};

function draft(day: string, plan: DayPlan | null, userId = 'demo-empleado'): WithId<ScheduleDraft> {
  return {
    id: scheduleDocId(userId, day),
    tenantId: 'demo',
    userId,
    date: dayKeyToInstant(day, TEST_ZONE),
    timeSlots: plan ? plan.timeSlots : null,
    shiftId: plan?.shiftId ?? null,
    lunchMinutes: plan?.lunchMinutes ?? 0,
    updatedBy: 'demo-admin',
    updatedAt: new Date('2026-11-01T12:00:00Z'),
  };
}

const published = [
  buildSchedule('2026-11-16', [{ startTime: '09:00', endTime: '18:00' }], {
    shiftId: 'shift-oficina',
    lunchMinutes: 60,
  }),
  buildSchedule('2026-11-17', [{ startTime: '09:00', endTime: '18:00' }], { shiftId: 'shift-oficina' }),
  // An older document with the single-slot fields only.
  buildSchedule('2026-11-18', null, { startTime: '08:00', endTime: '12:00' }),
];

describe('the effective plan', () => {
  const index = buildPlanIndex(published, [draft('2026-11-16', NIGHT), draft('2026-11-19', null)], TEST_ZONE);

  it('is the draft when there is one, else the published schedule, else a day off', () => {
    expect(effectivePlan(index, 'demo-empleado', '2026-11-16')).toEqual(NIGHT);
    expect(effectivePlan(index, 'demo-empleado', '2026-11-17')).toEqual({ ...OFFICE, lunchMinutes: 0 });
    expect(effectivePlan(index, 'demo-empleado', '2026-11-19')).toBeNull();
    expect(effectivePlan(index, 'demo-empleado', '2026-11-20')).toBeNull();
    expect(effectivePlan(index, 'someone-else', '2026-11-16')).toBeNull();
  });

  it('reads an older schedule through its single-slot fields, with no colación', () => {
    expect(publishedPlan(index, 'demo-empleado', '2026-11-18')).toEqual({
      timeSlots: [{ startTime: '08:00', endTime: '12:00' }],
      shiftId: null,
      lunchMinutes: 0,
    });
  });

  it('gives the conflict rules the working days only, per person and day', () => {
    const days = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19'];
    expect(plannedDays(index, ['demo-empleado'], days).map((d) => [d.day, d.shiftId])).toEqual([
      ['2026-11-16', 'noche'],
      ['2026-11-17', 'shift-oficina'],
      ['2026-11-18', null],
    ]);
  });

  it('merges a second read over the first, day by day', () => {
    const later = buildPlanIndex([], [draft('2026-11-17', null)], TEST_ZONE);
    const merged = mergeIndexes(index, later);
    expect(effectivePlan(merged, 'demo-empleado', '2026-11-17')).toBeNull();
    expect(effectivePlan(merged, 'demo-empleado', '2026-11-16')).toEqual(NIGHT);
  });

  it('compares plans by slots, shift and colación', () => {
    expect(samePlan(NIGHT, { ...NIGHT, timeSlots: [{ startTime: '22:00', endTime: '06:00' }] })).toBe(true);
    expect(samePlan(NIGHT, { ...NIGHT, lunchMinutes: 0 })).toBe(false);
    expect(samePlan(NIGHT, { ...NIGHT, shiftId: null })).toBe(false);
    expect(samePlan(NIGHT, { ...NIGHT, timeSlots: [...NIGHT.timeSlots, ...OFFICE.timeSlots] })).toBe(false);
    expect(samePlan(null, null)).toBe(true);
    expect(samePlan(NIGHT, null)).toBe(false);
  });

  it("takes a shift's slots, id and colación", () => {
    expect(planOfShift(buildShift())).toEqual(OFFICE);
  });
});

describe('draft writes', () => {
  const index = buildPlanIndex(published, [draft('2026-11-16', NIGHT)], TEST_ZONE);
  const at = (day: string, target: DayPlan | null | 'published') => ({
    userId: 'demo-empleado',
    day,
    target,
  });

  it('set a draft where the plan changes and remember that there was none', () => {
    const { writes, undo } = planDraftWrites(index, [at('2026-11-17', NIGHT), at('2026-11-20', OFFICE)]);
    expect(writes).toEqual([
      { kind: 'set', userId: 'demo-empleado', day: '2026-11-17', plan: NIGHT },
      { kind: 'set', userId: 'demo-empleado', day: '2026-11-20', plan: OFFICE },
    ]);
    expect(undo.map((u) => u.before)).toEqual([undefined, undefined]);
  });

  it('delete the draft when the change goes back to exactly the published plan', () => {
    const { writes, undo } = planDraftWrites(index, [at('2026-11-16', OFFICE)]);
    expect(writes).toEqual([{ kind: 'delete', userId: 'demo-empleado', day: '2026-11-16' }]);
    expect(undo).toEqual([{ userId: 'demo-empleado', day: '2026-11-16', before: NIGHT }]);
  });

  it('write nothing where the day already shows what is asked', () => {
    expect(
      planDraftWrites(index, [at('2026-11-16', NIGHT), at('2026-11-17', { ...OFFICE, lunchMinutes: 0 })])
        .writes,
    ).toEqual([]);
    // A day off on a day with no schedule and no draft.
    expect(planDraftWrites(index, [at('2026-11-21', null)]).writes).toEqual([]);
  });

  it('make a free day of a published one with a draft whose slots are null', () => {
    expect(planDraftWrites(index, [at('2026-11-17', null)]).writes).toEqual([
      { kind: 'set', userId: 'demo-empleado', day: '2026-11-17', plan: null },
    ]);
  });

  it("'published' (Limpiar) deletes only the drafts that exist", () => {
    expect(
      planDraftWrites(index, [at('2026-11-16', 'published'), at('2026-11-17', 'published')]).writes,
    ).toEqual([{ kind: 'delete', userId: 'demo-empleado', day: '2026-11-16' }]);
  });

  it('take the last change of a cell named twice', () => {
    const { writes } = planDraftWrites(index, [at('2026-11-18', NIGHT), at('2026-11-18', OFFICE)]);
    expect(writes).toEqual([{ kind: 'set', userId: 'demo-empleado', day: '2026-11-18', plan: OFFICE }]);
  });

  it('undo: the drafts go back as they were before the change', () => {
    const change = planDraftWrites(index, [at('2026-11-16', null), at('2026-11-17', NIGHT)]);
    const after = buildPlanIndex(
      published,
      [draft('2026-11-16', null), draft('2026-11-17', NIGHT)],
      TEST_ZONE,
    );
    const { writes } = planDraftWrites(after, undoChanges(change.undo));
    expect(writes).toEqual([
      { kind: 'set', userId: 'demo-empleado', day: '2026-11-16', plan: NIGHT },
      { kind: 'delete', userId: 'demo-empleado', day: '2026-11-17' },
    ]);
  });

  it('counts cells in Spanish', () => {
    expect(cellsLabel(1)).toBe('1 celda');
    expect(cellsLabel(8)).toBe('8 celdas');
  });
});
