// `npm run seed:emulators` (run by tsx): replaces the running emulators' data with the demo tenant — the same
// dataset the demo backend generates — and creates the demo accounts in the Auth emulator with their claims.
// Usage: tsx scripts/seed-emulators.ts [--now 2025-06-02T13:00:00Z] [--seed 1]
import { parseArgs } from 'node:util';

import { DEMO_ACCOUNTS } from '../src/data/demo/demo-tenant';
import { generateDemoTenant, summarizeDataset } from '../src/data/demo/seed/index';
import { COLLECTIONS } from '../src/data/ports/collections';
import { clearAuthUsers, clearFirestore, createAuthUser, writeDocuments } from './emulator-rest.mjs';

function options(): { now: Date; seed: number } {
  const { values } = parseArgs({ options: { now: { type: 'string' }, seed: { type: 'string' } } });
  const now = values.now === undefined ? new Date() : new Date(values.now);
  const seed = values.seed === undefined ? 1 : Number(values.seed);
  if (Number.isNaN(now.getTime())) throw new Error(`--now is not a date: ${values.now}`);
  if (!Number.isInteger(seed)) throw new Error(`--seed is not an integer: ${values.seed}`);
  return { now, seed };
}

async function main(): Promise<void> {
  const { now, seed } = options();
  // Without these variables firebase-tools is not running the emulators (or runs them elsewhere).
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

  // Its open punches ('web') are signed by the signPunches trigger as they land, when the functions run.
  const dataset = generateDemoTenant({ now, seed });
  const docs = COLLECTIONS.flatMap((collection) =>
    dataset[collection].map(({ id, ...data }) => ({ collection, id, data })),
  );

  await clearFirestore();
  await writeDocuments(docs);

  await clearAuthUsers();
  for (const account of DEMO_ACCOUNTS) {
    await createAuthUser({
      uid: account.uid,
      email: account.email,
      password: account.password,
      displayName: account.displayName,
      customClaims: { role: account.role, tenantId: account.tenantId },
    });
  }

  const counts = Object.entries(summarizeDataset(dataset))
    .map(([collection, count]) => `${collection} ${count}`)
    .join(', ');
  console.log(`Seeded the demo tenant (now ${now.toISOString()}, seed ${seed}): ${counts}.`);
  console.log(
    `Accounts (password ${DEMO_ACCOUNTS[0]?.password ?? ''}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}.`,
  );
}

main().catch((error: unknown) => {
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  console.error(`seed:emulators failed: ${error instanceof Error ? error.message : String(error)}${cause}`);
  console.error('Are the emulators running? npx firebase emulators:start --only firestore,auth');
  process.exitCode = 1;
});
