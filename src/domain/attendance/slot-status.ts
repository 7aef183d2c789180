/**
 * Where a slot stands at a moment, as the person at the door needs to hear it: not started yet, late and not
 * checked in, missed (over with no punch), working, at lunch, or done — with the figures each state shows.
 * With the slot's punch window (domain/attendance/punch-window.ts), also: early (no entry, the window opens
 * later) and overdue (checked in, the window is over). Neither hides a punch — Res. Ex. N° 38 forbids blocking a
 * marca — they tell the person the punch will be recorded and flagged for the manager (punch-flags.ts).
 *
 * The figures come from slot-evaluation.ts, the arithmetic the alerts and the history use, so /checkin can never
 * say "done" over a late entry that /mi-historial and /alertas call late.
 */
import type { Interval } from '../schedule/slots';
import type { Punches } from './punches';
import { evaluateSlot, validMs, wholeSeconds, type SlotEvaluation } from './slot-evaluation';

export type SlotStatus =
  /** Before the start, no entry yet. */
  | { kind: 'upcoming'; startsInMinutes: number }
  /** Past the start, before the end, no entry yet. */
  | { kind: 'late'; lateSeconds: number }
  /** The slot ended and nothing was punched (a late entry is still recorded, flagged if out of the window). */
  | { kind: 'missed' }
  /** Checked in, not at lunch, not out. `overSeconds` is how long ago the slot ended (0 while it runs). */
  | { kind: 'working'; since: Date; lateSeconds: number | null; overSeconds: number }
  /** At lunch since `since`. */
  | { kind: 'lunch'; since: Date }
  /** Checked out. */
  | ({ kind: 'done' } & SlotEvaluation)
  /** An unscheduled shift not started yet: nothing to measure against. */
  | { kind: 'open' }
  /** No entry yet and the punch window opens at `opensAt`: an entry now is recorded and flagged. */
  | { kind: 'early'; opensAt: Date; startsInMinutes: number | null }
  /** Checked in, not out, and the punch window closed at `closedAt`: the exit is recorded and flagged. */
  | { kind: 'overdue'; since: Date; closedAt: Date; overSeconds: number };

/** The instants between which a slot's punches are on time (inclusive), as punch-window.ts computes them. */
export interface PunchBounds {
  opens: Date;
  closes: Date;
}

/**
 * The status of a slot with bounds `slot` (null for an unscheduled shift) and its punches, at `now`; `window`
 * is when its punches are on time (none: no window). Inconsistent data (an exit without an entry) is treated as
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
        kind: 'early',
        opensAt: window.opens,
        startsInMinutes: start === null ? null : Math.ceil((start - nowMs) / 60_000),
      };
    }
    if (start === null || end === null) return { kind: 'open' };
    if (nowMs < start) return { kind: 'upcoming', startsInMinutes: Math.ceil((start - nowMs) / 60_000) };
    if (nowMs < end) return { kind: 'late', lateSeconds: wholeSeconds(nowMs - start) };
    return { kind: 'missed' };
  }
  if (lunchStart && !record.lunchEndTime) return { kind: 'lunch', since: lunchStart };
  if (window && nowMs > window.closes.getTime()) {
    return {
      kind: 'overdue',
      since: checkIn,
      closedAt: window.closes,
      overSeconds: end === null ? 0 : wholeSeconds(nowMs - end),
    };
  }
  return {
    kind: 'working',
    since: checkIn,
    lateSeconds: evaluateSlot(record, slot).lateSeconds,
    overSeconds: end === null || nowMs <= end ? 0 : wholeSeconds(nowMs - end),
  };
}
