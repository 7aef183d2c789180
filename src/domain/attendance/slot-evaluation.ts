/**
 * Worked time, lateness and early leave of one attendance slot.
 *
 * Everything is computed on instants (epoch milliseconds), never on wall times: a slot crossing midnight or
 * a DST change in the tenant zone (a 23- or 25-hour day in America/Santiago) is measured in real elapsed
 * time. The slot's instants come from `slotBounds` (src/lib/schedule-slots.ts), which reads its 'HH:MM' in
 * the tenant zone.
 *
 * Rules:
 * - Durations are whole minutes rounded down, like the alerts engine (compute-alerts.ts): 59 s late is 0.
 * - Worked time = exit − entry − lunch. Without an entry or an exit there is no worked time (null): a
 *   forgotten exit is not guessed. Lunch is deducted only for the part of it inside [entry, exit]; a lunch
 *   started but never ended lasts until the exit. An exit before the entry is inconsistent data: null.
 * - Late = entry − slot start, 0 when on time or early; null without an entry or a slot.
 * - Early leave = slot end − exit, 0 when at or after the end; null without an exit or a slot.
 * - Invalid `Date`s count as missing.
 */
import type { Punches } from './punch-actions';

const MS_PER_MINUTE = 60_000;

export interface SlotInstants {
  start: Date;
  end: Date;
}

export interface SlotTimes {
  workedMinutes: number | null;
  lateMinutes: number | null;
  earlyMinutes: number | null;
}

function validMs(value: Date | null | undefined): number | null {
  if (!value) return null;
  const ms = value.getTime();
  return Number.isNaN(ms) ? null : ms;
}

function wholeMinutes(ms: number): number {
  return Math.floor(ms / MS_PER_MINUTE);
}

/** Milliseconds of lunch inside [checkIn, checkOut]. */
function lunchMs(punches: Punches, checkIn: number, checkOut: number): number {
  const start = validMs(punches.lunchStartTime);
  if (start === null) return 0;
  const end = validMs(punches.lunchEndTime) ?? checkOut;
  const from = Math.max(start, checkIn);
  const to = Math.min(end, checkOut);
  return to > from ? to - from : 0;
}

/** Whole minutes worked in the slot, or null when the entry or the exit is missing (or inconsistent). */
export function workedMinutes(punches: Punches): number | null {
  const checkIn = validMs(punches.checkInTime);
  const checkOut = validMs(punches.checkOutTime);
  if (checkIn === null || checkOut === null || checkOut < checkIn) return null;
  return wholeMinutes(checkOut - checkIn - lunchMs(punches, checkIn, checkOut));
}

/** Whole minutes the entry came after the slot start (0 when on time). */
export function lateMinutes(checkIn: Date | null, slot: SlotInstants | null): number | null {
  const entry = validMs(checkIn);
  const start = validMs(slot?.start);
  if (entry === null || start === null) return null;
  return Math.max(0, wholeMinutes(entry - start));
}

/** Whole minutes the exit came before the slot end (0 when at or after it). */
export function earlyMinutes(checkOut: Date | null, slot: SlotInstants | null): number | null {
  const exit = validMs(checkOut);
  const end = validMs(slot?.end);
  if (exit === null || end === null) return null;
  return Math.max(0, wholeMinutes(end - exit));
}

/** The three figures of a slot's history row; `slot` is null for an unscheduled record. */
export function slotTimes(punches: Punches, slot: SlotInstants | null): SlotTimes {
  return {
    workedMinutes: workedMinutes(punches),
    lateMinutes: lateMinutes(punches.checkInTime, slot),
    earlyMinutes: earlyMinutes(punches.checkOutTime, slot),
  };
}

/** Minutes as `h:mm` (`8:05`, `40:00`, `0:00`); negative values get a leading minus. */
export function formatHoursMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const total = Math.abs(Math.trunc(minutes));
  const hours = Math.floor(total / 60);
  return `${sign}${hours}:${String(total % 60).padStart(2, '0')}`;
}
