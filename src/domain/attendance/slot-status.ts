/**
 * Where a slot stands at a moment, as the person at the door needs to hear it: not started yet, late and not
 * checked in, missed (over with no punch), working, at lunch, or done — with the figures each state shows.
 * With the slot's punch window (domain/attendance/punch-window.ts), also: not punchable yet (the window opens
 * later) and closed (checked in, the window is over: the exit is a manager's correction now), so /checkin never
 * offers a punch the policy refuses.
 *
 * The figures come from slot-evaluation.ts, the arithmetic the alerts and the history use, so /checkin can never
 * say "done" over a late entry that /mi-historial and /alertas call late.
 */
import type { Interval } from '../schedule/slots';
import { nextActions, type PunchAction, type Punches } from './punches';
import { evaluateSlot, validMs, wholeMinutes, type SlotEvaluation } from './slot-evaluation';

export type SlotStatus =
  /** Before the start, no entry yet. */
  | { kind: 'upcoming'; startsInMinutes: number }
  /** Past the start, before the end, no entry yet. */
  | { kind: 'late'; lateMinutes: number }
  /** The slot ended and nothing was punched: it can no longer be checked into. */
  | { kind: 'missed' }
  /** Checked in, not at lunch, not out. `overMinutes` is how long ago the slot ended (0 while it runs). */
  | { kind: 'working'; since: Date; lateMinutes: number | null; overMinutes: number }
  /** At lunch since `since`. */
  | { kind: 'lunch'; since: Date }
  /** Checked out. */
  | ({ kind: 'done' } & SlotEvaluation)
  /** An unscheduled shift not started yet: nothing to measure against. */
  | { kind: 'open' }
  /** No entry yet and the punch window opens at `opensAt`: nothing can be punched before. */
  | { kind: 'notYet'; opensAt: Date; startsInMinutes: number | null }
  /** Checked in, not out, and the punch window closed at `closedAt`: only a manager can record the exit. */
  | { kind: 'closed'; since: Date; closedAt: Date };

/** The instants between which a slot takes punches (inclusive), as punch-window.ts computes them. */
export interface PunchBounds {
  opens: Date;
  closes: Date;
}

/**
 * The status of a slot with bounds `slot` (null for an unscheduled shift) and its punches, at `now`; `window`
 * is when the slot takes punches (none: no limit). Inconsistent data (an exit without an entry) is treated as
 * done, never as something to punch again.
 */
export function slotStatus(
  punches: Punches | null,
  slot: Interval | null,
  now: Date,
  window: PunchBounds | null = null,
): SlotStatus {
  const record = punches ?? {};
  const nowMs = now.getTime();
  const start = validMs(slot?.start);
  const end = validMs(slot?.end);
  const checkIn = record.checkInTime ?? null;
  const lunchStart = record.lunchStartTime ?? null;

  if (record.checkOutTime) return { kind: 'done', ...evaluateSlot(record, slot) };
  if (!checkIn) {
    if (window && nowMs < window.opens.getTime()) {
      return {
        kind: 'notYet',
        opensAt: window.opens,
        startsInMinutes: start === null ? null : Math.ceil((start - nowMs) / 60_000),
      };
    }
    if (start === null || end === null) return { kind: 'open' };
    if (nowMs < start) return { kind: 'upcoming', startsInMinutes: Math.ceil((start - nowMs) / 60_000) };
    if (nowMs < end) return { kind: 'late', lateMinutes: wholeMinutes(nowMs - start) };
    return { kind: 'missed' };
  }
  if (window && nowMs > window.closes.getTime())
    return { kind: 'closed', since: checkIn, closedAt: window.closes };
  if (lunchStart && !record.lunchEndTime) return { kind: 'lunch', since: lunchStart };
  return {
    kind: 'working',
    since: checkIn,
    lateMinutes: evaluateSlot(record, slot).lateMinutes,
    overMinutes: end === null || nowMs <= end ? 0 : wholeMinutes(nowMs - end),
  };
}

/** Statuses in which nothing can be punched: the slot was missed, its window is not open yet, or is over. */
const NOTHING_TO_PUNCH: ReadonlySet<SlotStatus['kind']> = new Set(['missed', 'notYet', 'closed']);

/** The punches the person may make now: none outside the window or for a missed slot, else the next valid ones. */
export function offeredActions(punches: Punches | null, status: SlotStatus): PunchAction[] {
  return NOTHING_TO_PUNCH.has(status.kind) ? [] : nextActions(punches);
}
