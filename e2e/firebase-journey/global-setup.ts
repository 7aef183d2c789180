import { deleteDocument, documentsWhere, updateFields } from '../../scripts/emulator-rest.mjs';
import { CURRENT_SHIFT_HOURS } from '../../src/domain/schedule/punchable-slots';
import { tenantDay } from './tenant-clock';

/** Camila Rojas, the demo's employee account (src/data/adapters/demo/seed/roster.ts). */
export const CAMILA_UID = 'demo-empleado';

const HOUR_MS = 3_600_000;
/** How long the journey may take from this setup to Camila's first punch, with room to spare. */
const FIRST_PUNCH_WITHIN_MS = 20 * 60_000;

/**
 * The seed leaves Camila's last working day without an exit (the journey's correction step adds it). A shift she
 * came in to less than CURRENT_SHIFT_HOURS ago is still her current one (src/domain/schedule/punchable-slots.ts):
 * from midnight to about 01:00 in Santiago, /checkin would offer yesterday's shift instead of today's. Her entry is
 * moved earlier that day, past the limit, so the missing exit stays and today is free. No-op at any other hour.
 */
async function endYesterdaysShift(today: string): Promise<void> {
  const now = Date.now();
  const limit = now + FIRST_PUNCH_WITHIN_MS - CURRENT_SHIFT_HOURS * HOUR_MS;
  for (const { id, fields } of await documentsWhere('attendance', 'userId', CAMILA_UID)) {
    const checkIn = fields.checkInTime?.timestampValue;
    const open = fields.checkOutTime?.timestampValue === undefined;
    if (typeof checkIn !== 'string' || !open || Date.parse(checkIn) <= limit) continue;
    const day = fields.date?.timestampValue;
    if (typeof day !== 'string' || tenantDay(new Date(day)) >= today) continue;
    const moved = new Date(limit - 60_000);
    if (moved.getTime() < Date.parse(day)) {
      throw new Error(`Camila's open record ${id} cannot move before ${moved.toISOString()} on its own day`);
    }
    await updateFields('attendance', id, { checkInTime: moved, 'deviceTimes.checkIn': moved });
  }
}

/**
 * The emulators hold the demo tenant seeded for today (the runner seeds them before the journey). Camila works
 * 09:00–18:00 on weekdays, and a slot takes its entry only inside its punch window, so whether she could punch in
 * would depend on the hour the suite runs. Today is made her day off instead: a day without schedule offers its
 * one unscheduled shift (Turno no programado) from the day's first instant to its last, whatever the hour. The
 * delete goes through the emulator like any write, so the month triggers see it.
 */
export default async function globalSetup(): Promise<void> {
  const today = tenantDay();
  await deleteDocument('schedulesConfig', `${CAMILA_UID}_${today}`);
  await endYesterdaysShift(today);
}
