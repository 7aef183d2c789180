/** How one person works one slot: the four punches, planned as a realistic day with deviations. */
import type { Rng } from './prng';

export interface Punches {
  checkIn: Date | null;
  lunchStart: Date | null;
  lunchEnd: Date | null;
  checkOut: Date | null;
}

export interface SlotBounds {
  start: Date;
  end: Date;
}

const MINUTE = 60_000;

/** `base` plus whole minutes and some seconds, so punches do not all land on :00. */
export function plus(base: Date, minutes: number, rng: Rng): Date {
  return new Date(base.getTime() + minutes * MINUTE + rng.int(0, 59) * 1000);
}

/** A lunch in the middle of the slot, or null when the slot has none. */
function planLunch(rng: Rng, bounds: SlotBounds, lunchMinutes: number): [Date, Date] | null {
  if (lunchMinutes <= 0 || rng.chance(0.03)) return null;
  const slotMinutes = (bounds.end.getTime() - bounds.start.getTime()) / MINUTE;
  const startOffset = Math.round((slotMinutes - lunchMinutes) / 2) + rng.int(-20, 20);
  // Long breaks (spec §9: over 60 minutes) happen now and then; otherwise people keep to their time.
  const length = rng.chance(0.06) ? rng.int(61, 120) : Math.min(60, lunchMinutes + rng.int(-6, 3));
  const lunchStart = plus(bounds.start, startOffset, rng);
  return [lunchStart, plus(lunchStart, length, rng)];
}

/**
 * A normal day: mostly on time, with late arrivals (some over an hour), early leaves, long lunches,
 * forgotten check-outs, overtime and absences (null) in realistic proportions.
 */
export function planSlot(
  rng: Rng,
  bounds: SlotBounds,
  lunchMinutes: number,
  mayBeAbsent = true,
): Punches | null {
  if (mayBeAbsent && rng.chance(0.035)) return null;
  const arrival = rng.next();
  const lateBy = arrival < 0.09 ? rng.int(16, 45) : arrival < 0.115 ? rng.int(61, 130) : rng.int(-12, 7);
  const checkIn = plus(bounds.start, lateBy, rng);
  const departure = rng.next();
  let checkOut: Date | null;
  if (departure < 0.05) checkOut = plus(bounds.end, -rng.int(20, 90), rng);
  else if (departure < 0.08) checkOut = null;
  else if (departure < 0.2) checkOut = plus(bounds.end, rng.int(30, 120), rng);
  else checkOut = plus(bounds.end, rng.int(-3, 12), rng);
  const lunch = planLunch(rng, bounds, lunchMinutes);
  const lunchFits =
    lunch !== null && lunch[0] > checkIn && (checkOut === null || lunch[1].getTime() < checkOut.getTime());
  return {
    checkIn,
    lunchStart: lunchFits ? lunch[0] : null,
    lunchEnd: lunchFits ? lunch[1] : null,
    checkOut,
  };
}

/** Drops every punch after `now` (nothing is punched in the future); null when not even checked in. */
export function truncateAt(punches: Punches, now: Date): Punches | null {
  const nowMs = now.getTime();
  const { checkIn, lunchStart, lunchEnd, checkOut } = punches;
  if (checkIn === null || checkIn.getTime() > nowMs) return null;
  const keep = (time: Date | null): Date | null => (time !== null && time.getTime() <= nowMs ? time : null);
  const keptLunchStart = keep(lunchStart);
  return {
    checkIn,
    lunchStart: keptLunchStart,
    lunchEnd: keptLunchStart === null ? null : keep(lunchEnd),
    checkOut: keep(checkOut),
  };
}
