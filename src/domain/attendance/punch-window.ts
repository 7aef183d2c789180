/**
 * Where and when a person may punch: the one statement of the bound-punch rules (security review H1) that the
 * demo policy (write-validators.ts), firestore.rules, /checkin and the docs share.
 *
 * - A scheduled punch goes to the record `attendanceDocId(uid, day, slotIndex)` of a slot of the person's
 *   schedule document `scheduleDocId(uid, day)`; the record's `date` is that document's `date` (the tenant-zone
 *   start of the day, written by a manager), so a record can never name another day.
 * - Every punch of a slot (entry, lunch, exit) lands inside the slot's punch window: from
 *   `openBeforeMinutes` before its start to `closeAfterMinutes` after its end (tenant settings, defaults below).
 * - Unscheduled work (the spec's Turno No Programado) on a day without a schedule document goes to ONE record per
 *   person and day, `unscheduledDocId(uid, day)`, with `unscheduled: true` and `slotIndex: 0`; it is created with
 *   a check-in in that day and takes punches until `UNSCHEDULED_MAX_MINUTES` after its check-in.
 *
 * The window is computed the way firestore.rules can compute it: the day's first instant plus the slot's wall
 * minutes (an end at or before the start adds a day). On the two days a year a zone changes its clock the window
 * is off by that hour, which the window's margins absorb; the slot's own instants (slots.ts) stay exact.
 */
import type { TimeSlot } from '../schedule/slots';

export interface PunchWindowSettings {
  /** Minutes before a slot's start from which it can be punched. */
  openBeforeMinutes: number;
  /** Minutes after a slot's end until which it can be punched (a forgotten exit after that is a correction). */
  closeAfterMinutes: number;
}

/** Documented defaults: an entry up to 2 h early; an exit up to 4 h late (2 h of overtime a day, plus slack). */
export const DEFAULT_PUNCH_WINDOW: Readonly<PunchWindowSettings> = Object.freeze({
  openBeforeMinutes: 120,
  closeAfterMinutes: 240,
});

/** What a manager may set for either margin, in minutes. */
export const PUNCH_WINDOW_LIMITS = { min: 0, max: 720 } as const;

/** How long after its check-in an unscheduled record still takes punches: 16 h. */
export const UNSCHEDULED_MAX_MINUTES = 960;

/** The id suffix of an unscheduled record (no programado). */
export const UNSCHEDULED_SUFFIX = 'np';

/** The one unscheduled record of a person and day: `<uid>_<yyyy-MM-dd>_np`. */
export function unscheduledDocId(userId: string, day: string): string {
  return `${userId}_${day}_${UNSCHEDULED_SUFFIX}`;
}

/** A tenant's punch window: its settings' values when they are whole minutes within the limits, else defaults. */
export function resolvePunchWindow(
  settings: Partial<PunchWindowSettings> | null | undefined,
): PunchWindowSettings {
  const pick = (key: keyof PunchWindowSettings): number => {
    const value = settings?.[key];
    return Number.isInteger(value) &&
      Number(value) >= PUNCH_WINDOW_LIMITS.min &&
      Number(value) <= PUNCH_WINDOW_LIMITS.max
      ? Number(value)
      : DEFAULT_PUNCH_WINDOW[key];
  };
  return { openBeforeMinutes: pick('openBeforeMinutes'), closeAfterMinutes: pick('closeAfterMinutes') };
}

/** A strict `HH:MM` wall time, 00:00–23:59. */
export const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of a strict `HH:MM`, or null. */
export function wallMinutes(hhmm: string): number | null {
  const match = WALL_TIME.exec(hhmm);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * The instants between which a slot of the day starting at `dayStart` can be punched (inclusive), or null for a
 * slot with a malformed time (it cannot be punched).
 */
export function punchWindow(
  dayStart: Date,
  slot: TimeSlot,
  window: PunchWindowSettings,
): { opens: Date; closes: Date } | null {
  const start = wallMinutes(slot.startTime);
  const end = wallMinutes(slot.endTime);
  if (start === null || end === null) return null;
  const endMinutes = end <= start ? end + 1_440 : end;
  const at = (minutes: number) => new Date(dayStart.getTime() + minutes * 60_000);
  return { opens: at(start - window.openBeforeMinutes), closes: at(endMinutes + window.closeAfterMinutes) };
}

/** Whether `now` is inside the slot's punch window. */
export function isPunchable(now: Date, dayStart: Date, slot: TimeSlot, window: PunchWindowSettings): boolean {
  const bounds = punchWindow(dayStart, slot, window);
  return bounds !== null && now >= bounds.opens && now <= bounds.closes;
}

/** Until when an unscheduled record checked in at `checkIn` takes punches. */
export function unscheduledClosesAt(checkIn: Date): Date {
  return new Date(checkIn.getTime() + UNSCHEDULED_MAX_MINUTES * 60_000);
}
