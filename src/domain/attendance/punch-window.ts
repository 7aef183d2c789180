/**
 * Where and when a person may punch, and the window a manager reviews punches against: the one statement of the
 * bound-punch rules (security review H1) that the demo policy (write-validators.ts), firestore.rules, /checkin,
 * the punch flags (punch-flags.ts) and the docs share.
 *
 * Never block, always record (Res. Ex. N° 38 arts. 38, 53 c/e and 58; DT ORD 408 of 11-09-2025): the hour of a
 * punch never refuses it. What stays bound is the record it lands in, so nothing is backdated nor written ahead:
 *
 * - A scheduled punch goes to the record `attendanceDocId(uid, day, slotIndex)` of a slot of the person's
 *   schedule document `scheduleDocId(uid, day)`; the record's `date` is that document's `date` (the tenant-zone
 *   start of the day, written by a manager), so a record can never name another day.
 * - Unscheduled work (the spec's Turno No Programado) on a day without a schedule document goes to ONE record per
 *   person and day, `unscheduledDocId(uid, day)`, with `unscheduled: true` and `slotIndex: 0`.
 * - A record is opened (its check-in) on its own day: from its date (no future days) until `RECORD_DAY_HOURS`
 *   later (a day of the tenant zone lasts 23–25 h), or, for a scheduled slot that ends later (a night slot),
 *   until its end. One exception keeps an offline punch (security review M10): a check-in the device made on
 *   the record's day and the server received later, up to `RECORD_OPEN_HOURS` after the date, is accepted —
 *   the server stamps its arrival and it is flagged `Marca sincronizada tarde` (punch-flags.ts).
 * - A record takes its later punches (lunch, exit) until `RECORD_OPEN_HOURS` after its date: its day and the
 *   next, so a night slot's exit or an exit hours after the end is recorded; later it is a manager's correction.
 *
 * The punch window, from `openBeforeMinutes` before a slot's start to `closeAfterMinutes` after its end (tenant
 * settings, defaults below), no longer refuses anything: a punch outside it is stored and flagged `Marca fuera de
 * horario` for the manager. It is computed the way firestore.rules computes a slot's end: the day's first
 * instant plus the slot's wall minutes (an end at or before the start adds a day). On the two days a year a zone
 * changes its clock that is off by that hour; the slot's own instants (slots.ts) stay exact.
 */
import type { TimeSlot } from '../schedule/slots';

export interface PunchWindowSettings {
  /** Minutes before a slot's start from which a punch is on time; an earlier one is flagged, never refused. */
  openBeforeMinutes: number;
  /** Minutes after a slot's end until which a punch is on time; a later one is flagged, never refused. */
  closeAfterMinutes: number;
}

/** Documented defaults: an entry up to 2 h early; an exit up to 4 h late (2 h of overtime a day, plus slack). */
export const DEFAULT_PUNCH_WINDOW: Readonly<PunchWindowSettings> = Object.freeze({
  openBeforeMinutes: 120,
  closeAfterMinutes: 240,
});

/** What a manager may set for either margin, in minutes. */
export const PUNCH_WINDOW_LIMITS = { min: 0, max: 720 } as const;

/** How long after its date a record can be opened on its own day: 25 h (a tenant-zone day lasts 23–25 h). */
export const RECORD_DAY_HOURS = 25;

/** How long after its date a record takes punches: 48 h, its day and the next (a night slot, a late sync). */
export const RECORD_OPEN_HOURS = 48;

const HOUR_MS = 3_600_000;

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
 * The instants between which a slot of the day starting at `dayStart` is punched on time (inclusive), or null
 * for a slot with a malformed time.
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

/** Whether `now` is inside the slot's punch window (a punch outside it is flagged, not refused). */
export function isPunchable(now: Date, dayStart: Date, slot: TimeSlot, window: PunchWindowSettings): boolean {
  const bounds = punchWindow(dayStart, slot, window);
  return bounds !== null && now >= bounds.opens && now <= bounds.closes;
}

/** The end of a slot of the day starting at `dayStart` as the rules compute it, or null for a malformed slot. */
export function slotEndAt(dayStart: Date, slot: TimeSlot): Date | null {
  const start = wallMinutes(slot.startTime);
  const end = wallMinutes(slot.endTime);
  if (start === null || end === null) return null;
  return new Date(dayStart.getTime() + (end <= start ? end + 1_440 : end) * 60_000);
}

/** The slot's start and end on the day starting at `dayStart` as the rules compute them, or null when malformed. */
export function slotIntervalAt(dayStart: Date, slot: TimeSlot): { start: Date; end: Date } | null {
  const start = wallMinutes(slot.startTime);
  const end = slotEndAt(dayStart, slot);
  return start === null || end === null
    ? null
    : { start: new Date(dayStart.getTime() + start * 60_000), end };
}

/**
 * Until when (inclusive) a record of the day starting at `dayStart` is opened on its own day: RECORD_DAY_HOURS
 * after the date (exclusive, so 1 ms less), or its scheduled slot's end when that is later.
 */
export function recordDayEnd(dayStart: Date, slot: TimeSlot | null): Date {
  const dayEnd = dayStart.getTime() + RECORD_DAY_HOURS * HOUR_MS - 1;
  const end = slot === null ? null : slotEndAt(dayStart, slot);
  return new Date(Math.max(dayEnd, end?.getTime() ?? dayEnd));
}

/** Until when (exclusive) a record of the day starting at `dayStart` takes punches: RECORD_OPEN_HOURS later. */
export function recordClosesAt(dayStart: Date): Date {
  return new Date(dayStart.getTime() + RECORD_OPEN_HOURS * HOUR_MS);
}

/**
 * Whether a record of the day starting at `dayStart` (its scheduled slot, or null) may be opened by a check-in
 * the server receives at `now` and the device made at `deviceTime`: on its own day, or — synced late — before
 * it closes when the device made it on its day.
 */
export function canOpenRecord(
  now: Date,
  dayStart: Date,
  slot: TimeSlot | null,
  deviceTime: Date | null,
): boolean {
  const nowMs = now.getTime();
  const start = dayStart.getTime();
  const dayEnd = recordDayEnd(dayStart, slot).getTime();
  if (nowMs < start) return false;
  if (nowMs <= dayEnd) return true;
  const device = deviceTime?.getTime() ?? Number.NaN;
  return nowMs < recordClosesAt(dayStart).getTime() && device >= start && device <= dayEnd;
}

/** Whether a record of the day starting at `dayStart` still takes later punches at `now`. */
export function recordTakesPunches(now: Date, dayStart: Date): boolean {
  return now >= dayStart && now < recordClosesAt(dayStart);
}
