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
 * - Durations are whole seconds, the resolution a marca is recorded and shown at (hh:mm:ss, Res. Ex. N° 38
 *   art. 44): nothing is rounded to the minute, so 59 s late is 59 s and 10 min 59 s of overtime are paid as such.
 *   The milliseconds of a server time are dropped (rounded down), as the receipt prints them.
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

const MS_PER_SECOND = 1000;

export interface SlotEvaluation {
  workedSeconds: number | null;
  breakSeconds: number | null;
  lateSeconds: number | null;
  earlySeconds: number | null;
  overtimeSeconds: number | null;
}

/** Epoch ms of a valid Date, else null. */
export function validMs(value: Date | null | undefined): number | null {
  if (!value) return null;
  const ms = value.getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** Whole seconds in a duration, rounded down (negative durations round towards minus infinity). */
export function wholeSeconds(ms: number): number {
  return Math.floor(ms / MS_PER_SECOND);
}

/**
 * Epoch ms of a valid Date cut to its whole second (the time a receipt prints), else null: durations between two
 * such instants are whole seconds, and a marca's figures agree with its hh:mm:ss to the second.
 */
function secondMs(value: Date | null | undefined): number | null {
  const ms = validMs(value);
  return ms === null ? null : Math.floor(ms / MS_PER_SECOND) * MS_PER_SECOND;
}

/** Milliseconds of lunch inside [checkIn, checkOut]. */
function lunchMs(punches: Punches, checkIn: number, checkOut: number): number {
  const start = secondMs(punches.lunchStartTime);
  if (start === null) return 0;
  const end = secondMs(punches.lunchEndTime) ?? checkOut;
  const from = Math.max(start, checkIn);
  const to = Math.min(end, checkOut);
  return to > from ? to - from : 0;
}

/** Whole seconds worked in the slot, or null when the entry or the exit is missing (or inconsistent). */
export function workedSeconds(punches: Punches): number | null {
  const checkIn = secondMs(punches.checkInTime);
  const checkOut = secondMs(punches.checkOutTime);
  if (checkIn === null || checkOut === null || checkOut < checkIn) return null;
  return wholeSeconds(checkOut - checkIn - lunchMs(punches, checkIn, checkOut));
}

/** Whole seconds of the lunch break (end − start), or null unless both are punched. */
export function breakSeconds(punches: Punches): number | null {
  const start = secondMs(punches.lunchStartTime);
  const end = secondMs(punches.lunchEndTime);
  return start === null || end === null ? null : wholeSeconds(end - start);
}

/** Whole seconds the entry came after the slot start (0 when on time). */
export function lateSeconds(checkIn: Date | null | undefined, slot: Interval | null): number | null {
  const entry = secondMs(checkIn);
  const start = secondMs(slot?.start);
  if (entry === null || start === null) return null;
  return Math.max(0, wholeSeconds(entry - start));
}

/** Whole seconds the exit came before the slot end (0 when at or after it). */
export function earlySeconds(checkOut: Date | null | undefined, slot: Interval | null): number | null {
  const exit = secondMs(checkOut);
  const end = secondMs(slot?.end);
  if (exit === null || end === null) return null;
  return Math.max(0, wholeSeconds(end - exit));
}

/** Whole seconds worked after the slot end (0 when the exit is at or before it). */
export function overtimeSeconds(punches: Punches, slot: Interval | null): number | null {
  if (secondMs(punches.checkInTime) === null) return null;
  const exit = secondMs(punches.checkOutTime);
  const end = secondMs(slot?.end);
  if (exit === null || end === null) return null;
  return Math.max(0, wholeSeconds(exit - end));
}

/** Every figure of a slot; `slot` is null for an unscheduled record (only worked time and break then). */
export function evaluateSlot(punches: Punches, slot: Interval | null): SlotEvaluation {
  return {
    workedSeconds: workedSeconds(punches),
    breakSeconds: breakSeconds(punches),
    lateSeconds: lateSeconds(punches.checkInTime, slot),
    earlySeconds: earlySeconds(punches.checkOutTime, slot),
    overtimeSeconds: overtimeSeconds(punches, slot),
  };
}
