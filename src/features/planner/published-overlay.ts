/**
 * What this tab published, laid over the months' copies until they show it. /agenda reads the
 * published plan from the people's months of copies (`attendanceMonths`), which the server writes a moment after
 * each schedule; a publish deletes its drafts at once. Between the two the grid would show the plan as it was
 * before the publish, and a second publish would not know a day off must delete a schedule. So the screen
 * remembers what each publish writes (before its batch commits) and lays it over the copies, until the copy
 * equals it, or a newer draft of that day shows someone planned it again.
 */
import { useCallback, useMemo, useState } from 'react';

import type { ScheduleDraft, ScheduleEntry } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { publishedSchedule, type PublishItem } from './planner-repository';

/** One published day: what the schedule became (`null`: deleted, a day off), and the draft it came from. */
export interface Published {
  schedule: WithId<ScheduleEntry> | null;
  /** When the published draft was last saved: a draft of the same id saved at another time is a new one. */
  draftSavedAt: number;
}

/** What publishing an item writes (publishedSchedule, with its id), or null when it deletes the schedule. */
export function publishedOf(item: PublishItem, tenantId: string): Published {
  const { draft } = item;
  const schedule = publishedSchedule(draft, tenantId);
  return { schedule: schedule && { ...schedule, id: draft.id }, draftSavedAt: savedAt(draft) };
}

function savedAt(draft: ScheduleDraft): number {
  return draft.updatedAt instanceof Date ? draft.updatedAt.getTime() : Number.NaN;
}

/** The fields a publish writes, in a fixed order, for comparing a copy with what was published. */
function planOf(schedule: ScheduleEntry): string {
  return JSON.stringify([
    schedule.userId,
    schedule.date.getTime(),
    schedule.timeSlots,
    schedule.shiftId ?? null,
    schedule.lunchMinutes ?? 0,
  ]);
}

/** Whether the copies have caught up with a published day, or a new draft of it replaced the publish. */
export function isSettled(
  id: string,
  published: Published,
  copies: ReadonlyMap<string, WithId<ScheduleEntry>>,
  drafts: ReadonlyMap<string, WithId<ScheduleDraft>>,
): boolean {
  const draft = drafts.get(id);
  if (draft !== undefined && !Object.is(savedAt(draft), published.draftSavedAt)) return true;
  const copy = copies.get(id);
  if (published.schedule === null) return copy === undefined;
  return copy !== undefined && planOf(copy) === planOf(published.schedule);
}

/** The copies with the published days laid over them, in id order like the copies. */
export function overlaySchedules(
  copies: readonly WithId<ScheduleEntry>[],
  published: ReadonlyMap<string, Published>,
): WithId<ScheduleEntry>[] {
  if (published.size === 0) return copies as WithId<ScheduleEntry>[];
  const byId = new Map(copies.map((copy) => [copy.id, copy]));
  for (const [id, { schedule }] of published) {
    if (schedule === null) byId.delete(id);
    else byId.set(id, schedule);
  }
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The overlay as state: `schedules` is the copies with this tab's publishes laid over them; `remember` is called
 * with a publish's items before it commits, `forget` with those a failed batch left unpublished.
 */
export function usePublishedOverlay(
  copies: readonly WithId<ScheduleEntry>[] | undefined,
  drafts: readonly WithId<ScheduleDraft>[] | undefined,
) {
  const [state, setState] = useState<OverlayState>(() => ({ published: new Map(), copies, drafts }));
  let { published } = state;
  // A new snapshot of the copies or the drafts: drop, for good, the days it settles (adjusting state while
  // rendering, as React's docs advise over an effect). Dropped once, a day stays dropped even if its copy changes
  // again later (another tab's publish).
  if (state.copies !== copies || state.drafts !== drafts) {
    published = copies === undefined ? published : unsettled(published, copies, drafts ?? []);
    setState({ published, copies, drafts });
  }

  const remember = useCallback((items: readonly PublishItem[], tenantId: string) => {
    setState((current) => {
      const next = new Map(current.published);
      for (const item of items) next.set(item.draft.id, publishedOf(item, tenantId));
      return { ...current, published: next };
    });
  }, []);

  const forget = useCallback((items: readonly PublishItem[]) => {
    setState((current) => {
      const next = new Map(current.published);
      for (const item of items) next.delete(item.draft.id);
      return { ...current, published: next };
    });
  }, []);

  const schedules = useMemo(
    () => (copies === undefined ? undefined : overlaySchedules(copies, published)),
    [copies, published],
  );
  return { schedules, remember, forget };
}

interface OverlayState {
  published: ReadonlyMap<string, Published>;
  /** The snapshots `published` was last checked against. */
  copies: readonly WithId<ScheduleEntry>[] | undefined;
  drafts: readonly WithId<ScheduleDraft>[] | undefined;
}

/** The published days the snapshots have not settled yet (the same map when none settled). */
function unsettled(
  published: ReadonlyMap<string, Published>,
  copies: readonly WithId<ScheduleEntry>[],
  drafts: readonly WithId<ScheduleDraft>[],
): ReadonlyMap<string, Published> {
  if (published.size === 0) return published;
  const copyById = new Map(copies.map((copy) => [copy.id, copy]));
  const draftById = new Map(drafts.map((draft) => [draft.id, draft]));
  const left = [...published].filter(([id, day]) => !isSettled(id, day, copyById, draftById));
  return left.length === published.size ? published : new Map(left);
}
