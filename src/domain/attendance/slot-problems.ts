/**
 * What went wrong with one slot, in the words of the alerts (spec §8/§9): the rules of the alerts engine
 * (features/alerts/compute-alerts.ts) applied to any slot, past or running, so a day in /mi-historial is marked
 * with the same names and the same tenant thresholds /alertas uses. tests/unit/slot-problems-alerts.test.ts
 * holds the two to each other.
 *
 * Rules (whole seconds from slot-evaluation.ts against thresholds in minutes; every threshold is a strict "more
 * than": 15 min 1 s late is more than 15 minutes):
 * - Entrada Tardía: the entry came more than `lateEntryMinutes` after the slot start.
 * - Llegada Tardía: no entry, the slot still runs, and it started more than `noCheckInMinutes` ago.
 * - Sin marcas: no entry and the slot is over (the alerts' past-day view still calls it Llegada Tardía; a
 *   history reads it after the fact).
 * - Salida Faltante: an entry, no exit, and the slot ended more than `missingCheckOutMinutes` ago.
 * - Salida Temprana: the exit came more than `earlyLeaveMinutes` before the slot end.
 * - Descanso Largo: the lunch break (both ends punched) lasted more than `longBreakMinutes`.
 * - Turno No Programado: a record with no slot to measure against; nothing else is judged on it, as in the
 *   alerts. It is the caller's to say (`slotProblems` takes a slot), as a slot whose 'HH:MM' is malformed is
 *   neither: nothing can be measured against it, and it raises nothing.
 */
import type { Interval } from '../schedule/slots';
import type { AlertThresholds } from '../settings/tenant-settings';
import type { Punches } from './punches';
import { breakSeconds, earlySeconds, lateSeconds, validMs, wholeSeconds } from './slot-evaluation';

export const SLOT_PROBLEMS = [
  'missed',
  'noCheckIn',
  'lateEntry',
  'missingCheckOut',
  'earlyLeave',
  'longBreak',
  'unscheduled',
] as const;

/** In the order above: the most serious first. */
export type SlotProblem = (typeof SLOT_PROBLEMS)[number];

/** The alert types' names (spec §8), and 'Sin marcas' for a slot that ended without any punch. */
export const SLOT_PROBLEM_LABEL: Readonly<Record<SlotProblem, string>> = {
  missed: 'Sin marcas',
  noCheckIn: 'Llegada Tardía',
  lateEntry: 'Entrada Tardía',
  missingCheckOut: 'Salida Faltante',
  earlyLeave: 'Salida Temprana',
  longBreak: 'Descanso Largo',
  unscheduled: 'Turno No Programado',
};

/**
 * The problems of the slot with bounds `slot` and its punches (null when nothing was punched), at `now`, in
 * `SLOT_PROBLEMS` order. A slot not started yet has none.
 */
export function slotProblems(
  punches: Punches | null,
  slot: Interval,
  now: Date,
  thresholds: AlertThresholds,
): SlotProblem[] {
  const record: Punches = punches ?? {};
  const start = validMs(slot.start);
  const end = validMs(slot.end);
  if (start === null || end === null) return [];
  const found = new Set<SlotProblem>();
  const nowMs = now.getTime();
  const checkedIn = validMs(record.checkInTime) !== null;

  if (!checkedIn) {
    if (nowMs >= end) found.add('missed');
    else if (wholeSeconds(nowMs - start) > thresholds.noCheckInMinutes * 60) found.add('noCheckIn');
  } else {
    if ((lateSeconds(record.checkInTime, slot) ?? 0) > thresholds.lateEntryMinutes * 60)
      found.add('lateEntry');
    const checkedOut = validMs(record.checkOutTime) !== null;
    if (!checkedOut && wholeSeconds(nowMs - end) > thresholds.missingCheckOutMinutes * 60) {
      found.add('missingCheckOut');
    }
  }
  if ((earlySeconds(record.checkOutTime, slot) ?? 0) > thresholds.earlyLeaveMinutes * 60)
    found.add('earlyLeave');
  if ((breakSeconds(record) ?? 0) > thresholds.longBreakMinutes * 60) found.add('longBreak');
  return SLOT_PROBLEMS.filter((problem) => found.has(problem));
}
