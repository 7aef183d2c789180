import { deleteDocument } from '../../scripts/emulator-rest.mjs';
import { tenantDay } from './tenant-clock';

/** Camila Rojas, the demo's employee account (src/data/adapters/demo/seed/roster.ts). */
export const CAMILA_UID = 'demo-empleado';

/**
 * The emulators hold the demo tenant seeded for today (the runner seeds them before the journey). Camila works
 * 09:00–18:00 on weekdays, and a slot takes its entry only inside its punch window, so whether she could punch in
 * would depend on the hour the suite runs. Today is made her day off instead: a day without schedule offers its
 * one unscheduled shift (Turno no programado) from the day's first instant to its last, whatever the hour. The
 * delete goes through the emulator like any write, so the month triggers see it.
 */
export default async function globalSetup(): Promise<void> {
  await deleteDocument('schedulesConfig', `${CAMILA_UID}_${tenantDay()}`);
}
