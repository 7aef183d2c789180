/**
 * The planner's model of one person's day: the PUBLISHED plan (the `schedulesConfig` document at
 * `scheduleDocId(uid, day)`), the DRAFT that may replace it (`scheduleDrafts`, same id), and the EFFECTIVE plan
 * the grid shows and the conflicts judge: the draft when there is one, else the published plan. A day with no
 * published schedule, or a draft with `timeSlots: null`, is a day off (`Libre`). Pure; days are `yyyy-MM-dd`
 * keys in the tenant's zone.
 */
import type { ScheduleDraft, ScheduleEntry, Shift, TimeSlot } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import type { PlannedDay } from '../../domain/planning/plan';
import { personDayKey, schedulesByDay } from '../../domain/schedule/day-schedule';
import { slotsOf } from '../../domain/schedule/slots';

/** A working day: its slots, colación and the shift it came from (null: slots typed by hand or unknown). */
export interface DayPlan {
  timeSlots: TimeSlot[];
  shiftId: string | null;
  lunchMinutes: number;
}

/** What a person's day holds: a working day, or null for a day off. */
export type CellPlan = DayPlan | null;

/** The loaded schedules and drafts, each person's one document per day. */
export interface PlanIndex {
  published: ReadonlyMap<string, WithId<ScheduleEntry>>;
  drafts: ReadonlyMap<string, WithId<ScheduleDraft>>;
}

export const EMPTY_INDEX: PlanIndex = { published: new Map(), drafts: new Map() };

/** Indexes schedules and drafts by `personDayKey(userId, day)` (one document per day: day-schedule.ts). */
export function buildPlanIndex(
  schedules: readonly WithId<ScheduleEntry>[],
  drafts: readonly WithId<ScheduleDraft>[],
  timeZone: string,
): PlanIndex {
  return {
    published: schedulesByDay(schedules, timeZone),
    drafts: schedulesByDay(drafts, timeZone),
  };
}

/** Two indexes as one: `extra`'s documents replace `base`'s of the same person and day. */
export function mergeIndexes(base: PlanIndex, extra: PlanIndex): PlanIndex {
  return {
    published: new Map([...base.published, ...extra.published]),
    drafts: new Map([...base.drafts, ...extra.drafts]),
  };
}

/** A published schedule as a plan (its slots, or the 09:00–17:00 fallback of spec §3; colación 0 when missing). */
export function planOfSchedule(schedule: ScheduleEntry): DayPlan {
  return {
    timeSlots: slotsOf(schedule),
    shiftId: schedule.shiftId ?? null,
    lunchMinutes: schedule.lunchMinutes ?? 0,
  };
}

/** A draft as a plan: null when it makes the day a day off. */
export function planOfDraft(draft: ScheduleDraft): CellPlan {
  if (draft.timeSlots === null) return null;
  return {
    timeSlots: draft.timeSlots.map((s) => ({ ...s })),
    shiftId: draft.shiftId,
    lunchMinutes: draft.lunchMinutes,
  };
}

/** What assigning a shift gives a day. */
export function planOfShift(shift: WithId<Shift>): DayPlan {
  return {
    timeSlots: shift.timeSlots.map((s) => ({ ...s })),
    shiftId: shift.id,
    lunchMinutes: shift.lunchMinutes,
  };
}

export function publishedPlan(index: PlanIndex, userId: string, day: string): CellPlan {
  const schedule = index.published.get(personDayKey(userId, day));
  return schedule ? planOfSchedule(schedule) : null;
}

/** The day's draft as a plan; undefined when the day has no draft. */
export function draftPlan(index: PlanIndex, userId: string, day: string): CellPlan | undefined {
  const draft = index.drafts.get(personDayKey(userId, day));
  return draft ? planOfDraft(draft) : undefined;
}

export function hasDraft(index: PlanIndex, userId: string, day: string): boolean {
  return index.drafts.has(personDayKey(userId, day));
}

/** The draft if there is one, else the published plan. */
export function effectivePlan(index: PlanIndex, userId: string, day: string): CellPlan {
  const draft = draftPlan(index, userId, day);
  return draft === undefined ? publishedPlan(index, userId, day) : draft;
}

/** Whether two plans give the same day: same slots in order, same shift, same colación. */
export function samePlan(a: CellPlan, b: CellPlan): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.shiftId === b.shiftId &&
    a.lunchMinutes === b.lunchMinutes &&
    a.timeSlots.length === b.timeSlots.length &&
    a.timeSlots.every(
      (slot, i) => slot.startTime === b.timeSlots[i]?.startTime && slot.endTime === b.timeSlots[i]?.endTime,
    )
  );
}

/** The effective plan of each person and day as the conflict rules take it: working days only. */
export function plannedDays(
  index: PlanIndex,
  userIds: readonly string[],
  days: readonly string[],
): PlannedDay[] {
  const planned: PlannedDay[] = [];
  for (const userId of userIds) {
    for (const day of days) {
      const plan = effectivePlan(index, userId, day);
      if (plan !== null) planned.push({ userId, day, ...plan });
    }
  }
  return planned;
}
