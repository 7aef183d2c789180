/**
 * Where a slot stands at a moment, as the person at the door needs to hear it: not started yet, late and not
 * checked in, missed (over with no punch), working, at lunch, or done — with the figures each state shows.
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
  | { kind: 'open' };

/**
 * The status of a slot with bounds `slot` (null for an unscheduled shift) and its punches, at `now`.
 * Inconsistent data (an exit without an entry) is treated as done, never as something to punch again.
 */
export function slotStatus(punches: Punches | null, slot: Interval | null, now: Date): SlotStatus {
  const record = punches ?? {};
  const nowMs = now.getTime();
  const start = validMs(slot?.start);
  const end = validMs(slot?.end);
  const checkIn = record.checkInTime ?? null;
  const lunchStart = record.lunchStartTime ?? null;

  if (record.checkOutTime) return { kind: 'done', ...evaluateSlot(record, slot) };
  if (!checkIn) {
    if (start === null || end === null) return { kind: 'open' };
    if (nowMs < start) return { kind: 'upcoming', startsInMinutes: Math.ceil((start - nowMs) / 60_000) };
    if (nowMs < end) return { kind: 'late', lateMinutes: wholeMinutes(nowMs - start) };
    return { kind: 'missed' };
  }
  if (lunchStart && !record.lunchEndTime) return { kind: 'lunch', since: lunchStart };
  return {
    kind: 'working',
    since: checkIn,
    lateMinutes: evaluateSlot(record, slot).lateMinutes,
    overMinutes: end === null || nowMs <= end ? 0 : wholeMinutes(nowMs - end),
  };
}

/** The punches the person may make now: none for a missed slot, else the valid next ones (punches.ts). */
export function offeredActions(punches: Punches | null, status: SlotStatus): PunchAction[] {
  return status.kind === 'missed' ? [] : nextActions(punches);
}
