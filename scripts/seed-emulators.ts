// `npm run seed:emulators` (run by tsx): replaces the running emulators' data with the demo tenant — the same
// dataset the demo backend generates — and creates the demo accounts in the Auth emulator with their claims.
// `--people 2000 [--months 3]` seeds a tenant of that many people with that many whole months of history instead
// (generateScaleTenant; the scale the reports' read budgets are measured at), under the same accounts.
// `--without-triggers` writes with the Functions emulator's triggers off (through the Emulator Hub): the months of
// copies are written here anyway, and the seeded punches stay unsigned. It saves the demo tenant's 5,600 trigger
// runs, which keep two cores busy for over two minutes after the seed. The Firebase-build journey seeds so
// (scripts/test-firebase-journey.mjs).
// Usage: tsx scripts/seed-emulators.ts [--now 2025-06-02T13:00:00Z] [--seed 1] [--people 2000 [--months 3]]
//   [--without-triggers]
import { parseArgs } from 'node:util';

import { DEMO_ACCOUNTS } from '../src/data/adapters/demo/demo-tenant';
import { buildAttendanceMonths } from '../src/domain/attendance/attendance-months';
import { generateDemoTenant, summarizeDataset } from '../src/data/adapters/demo/seed/index';
import { generateScaleTenant } from '../src/data/adapters/demo/seed/scale';
import { COLLECTIONS } from '../src/data/ports/collections';
import {
  clearAuthUsers,
  clearFirestore,
  createAuthUser,
  withoutBackgroundTriggers,
  writeDocuments,
} from './emulator-rest.mjs';

interface SeedOptions {
  now: Date;
  seed: number;
  /** A generated tenant of this many people and months of history; null: the demo tenant. */
  scale: { people: number; months: number } | null;
  /** Write with the Functions emulator's background triggers off. */
  withoutTriggers: boolean;
}

function integer(name: string, value: string | undefined, fallback: number): number {
  const parsed = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(parsed)) throw new Error(`--${name} is not an integer: ${value}`);
  return parsed;
}

function options(): SeedOptions {
  const { values } = parseArgs({
    options: {
      now: { type: 'string' },
      seed: { type: 'string' },
      people: { type: 'string' },
      months: { type: 'string' },
      'without-triggers': { type: 'boolean', default: false },
    },
  });
  const now = values.now === undefined ? new Date() : new Date(values.now);
  if (Number.isNaN(now.getTime())) throw new Error(`--now is not a date: ${values.now}`);
  const seed = integer('seed', values.seed, 1);
  if (values.people === undefined && values.months !== undefined) throw new Error('--months needs --people');
  const scale =
    values.people === undefined
      ? null
      : { people: integer('people', values.people, 0), months: integer('months', values.months, 3) };
  return { now, seed, scale, withoutTriggers: values['without-triggers'] };
}

async function main(): Promise<void> {
  const { now, seed, scale, withoutTriggers } = options();
  // Without these variables firebase-tools is not running the emulators (or runs them elsewhere).
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

  // Its open punches ('web') are signed by the signPunches trigger as they land, when the functions run (and
  // their triggers are on).
  const generated =
    scale === null ? generateDemoTenant({ now, seed }) : generateScaleTenant({ ...scale, now, seed });
  // The months of copies, as the sync triggers would write them one source at a time.
  const dataset = {
    ...generated,
    attendanceMonths: generated.tenants.flatMap((tenant) =>
      buildAttendanceMonths(generated, tenant.id, tenant.timeZone, now),
    ),
  };
  const docs = COLLECTIONS.flatMap((collection) =>
    dataset[collection].map(({ id, ...data }) => ({ collection, id, data })),
  );

  const write = async () => {
    await clearFirestore();
    await writeDocuments(docs);
  };
  if (withoutTriggers) await withoutBackgroundTriggers(write);
  else await write();

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
  const which =
    scale === null ? 'the demo tenant' : `a tenant of ${scale.people} people, ${scale.months} months`;
  const triggers = withoutTriggers ? ', triggers off' : '';
  console.log(`Seeded ${which} (now ${now.toISOString()}, seed ${seed}${triggers}): ${counts}.`);
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
