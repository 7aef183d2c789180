/**
 * Slot evaluation: worked time, lunch, lateness, early leave and overtime of one attendance slot — the one
 * arithmetic shared by the alerts, the history, the reports and payroll.
 *
 * Everything is computed on instants (epoch milliseconds), never on wall times: a slot crossing midnight or
 * a DST change in the tenant zone (a 23- or 25-hour day in America/Santiago) is measured in real elapsed
 * time. The slot's instants come from `slotBounds` (schedule/slots.ts), which reads its 'HH:MM' in the tenant
 * zone.
 *
 * Rules:
 * - Durations are whole minutes rounded down: 59 s late is 0.
 * - Worked time = exit − entry − lunch. Without an entry or an exit there is no worked time (null): a
 *   forgotten exit is not guessed. Lunch is deducted only for the part of it inside [entry, exit]; a lunch
 *   started but never ended lasts until the exit. An exit before the entry is inconsistent data: null.
 * - Break = lunch end − lunch start, null unless both are punched (what "Descanso Largo" judges).
 * - Late = entry − slot start, 0 when on time or early; null without an entry or a slot.
 * - Early leave = slot end − exit, 0 when at or after the end; null without an exit or a slot.
 * - Overtime = exit − slot end, 0 when at or before the end; null without an entry and an exit, or a slot.
 *   It is time worked past the planned end; whether it is paid is decided (approved) elsewhere.
 * - Invalid `Date`s count as missing.
 */
import type { Interval } from '../schedule/slots';
import type { Punches } from './punches';

const MS_PER_MINUTE = 60_000;

export interface SlotEvaluation {
  workedMinutes: number | null;
  breakMinutes: number | null;
  lateMinutes: number | null;
  earlyMinutes: number | null;
  overtimeMinutes: number | null;
}

/** Epoch ms of a valid Date, else null. */
export function validMs(value: Date | null | undefined): number | null {
  if (!value) return null;
  const ms = value.getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** Whole minutes in a duration, rounded down (negative durations round towards minus infinity). */
export function wholeMinutes(ms: number): number {
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

/** Whole minutes of the lunch break (end − start), or null unless both are punched. */
export function breakMinutes(punches: Punches): number | null {
  const start = validMs(punches.lunchStartTime);
  const end = validMs(punches.lunchEndTime);
  return start === null || end === null ? null : wholeMinutes(end - start);
}

/** Whole minutes the entry came after the slot start (0 when on time). */
export function lateMinutes(checkIn: Date | null | undefined, slot: Interval | null): number | null {
  const entry = validMs(checkIn);
  const start = validMs(slot?.start);
  if (entry === null || start === null) return null;
  return Math.max(0, wholeMinutes(entry - start));
}

/** Whole minutes the exit came before the slot end (0 when at or after it). */
export function earlyMinutes(checkOut: Date | null | undefined, slot: Interval | null): number | null {
  const exit = validMs(checkOut);
  const end = validMs(slot?.end);
  if (exit === null || end === null) return null;
  return Math.max(0, wholeMinutes(end - exit));
}

/** Whole minutes worked after the slot end (0 when the exit is at or before it). */
export function overtimeMinutes(punches: Punches, slot: Interval | null): number | null {
  if (validMs(punches.checkInTime) === null) return null;
  const exit = validMs(punches.checkOutTime);
  const end = validMs(slot?.end);
  if (exit === null || end === null) return null;
  return Math.max(0, wholeMinutes(exit - end));
}

/** Every figure of a slot; `slot` is null for an unscheduled record (only worked time and break then). */
export function evaluateSlot(punches: Punches, slot: Interval | null): SlotEvaluation {
  return {
    workedMinutes: workedMinutes(punches),
    breakMinutes: breakMinutes(punches),
    lateMinutes: lateMinutes(punches.checkInTime, slot),
    earlyMinutes: earlyMinutes(punches.checkOutTime, slot),
    overtimeMinutes: overtimeMinutes(punches, slot),
  };
}
