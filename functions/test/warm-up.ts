/**
 * Vitest global setup of the functions suite: inside the emulators, call every callable once, all at once,
 * signed out (each answers `unauthenticated`, signUp `invalid-argument`; verifyReceipt, public, answers). The Functions emulator starts one process per function on its
 * first call; starting the five side by side here rather than one by one inside the first cases that use them
 * saves most of the suite's wall time.
 */
import { readFileSync } from 'node:fs';

import { ADMIN_CALLS, PUBLIC_ADMIN_CALLS } from '../../src/data/ports/admin-port';
import { VERIFY_RECEIPT_CALL } from '../../src/data/ports/receipt-wire';

export default async function warmUp(): Promise<void> {
  // Outside `firebase emulators:exec` (the units alone) there is nothing to warm.
  if (!process.env['FIREBASE_EMULATOR_HUB']) return;
  const { emulators } = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
    emulators: { functions: { host: string; port: number } };
  };
  const project = process.env['GCLOUD_PROJECT'] ?? 'demo-asiste';
  const base = `http://${emulators.functions.host}:${emulators.functions.port}/${project}/us-central1`;
  await Promise.all([
    ...ADMIN_CALLS.map(async (name) => {
      const response = await fetch(`${base}/${name}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: null }),
      });
      // A public call (signUp) has no caller to refuse: its empty input is refused instead.
      const expected = (PUBLIC_ADMIN_CALLS as readonly string[]).includes(name) ? 400 : 401;
      if (response.status !== expected) {
        throw new Error(`Warm-up of ${name}: expected ${expected}, got ${response.status}`);
      }
    }),
    // Public: a code that is none is answered `{ valid: false }` (the harness resets its rate-limit count).
    (async () => {
      const response = await fetch(`${base}/${VERIFY_RECEIPT_CALL}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { code: 'warm-up' } }),
      });
      if (response.status !== 200) {
        throw new Error(`Warm-up of ${VERIFY_RECEIPT_CALL}: expected 200, got ${response.status}`);
      }
    })(),
  ]);
}
