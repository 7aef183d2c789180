// `npm run test:firebase-journey` (a step of `npm test`): the journey through the Firebase build
// (e2e/firebase-journey/, playwright.firebase.config.ts) on the Auth, Functions and Firestore emulators. Builds
// functions/ and the Firebase build wired to the emulators (dist-emulators/; `--no-build` reuses the one `npm test`
// has just built and checked), then inside `firebase emulators:exec` seeds the demo tenant for today and runs
// Playwright. scripts/firestore-emulator.mjs finds Java 21+ and the emulator JAR as the machine has them; where
// they are missing the journey is skipped, counted as skipped in `npm test`'s closing line; under CI=true a missing
// emulator is a failure. Report: .tmp/results/e2e-firebase-journey.json.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';

import { firestoreEmulatorEnv } from './firestore-emulator.mjs';
import { npx, run } from './run.mjs';
import { buildFunctions } from './test-functions.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const RESULTS = '.tmp/results';
const REPORT = `${RESULTS}/e2e-firebase-journey.json`;
const MANIFEST = 'dist-emulators/.vite/manifest.json';
const BIN = join(ROOT, 'node_modules', '.bin');

/** A report in Playwright's JSON shape that counts the skipped journey, so `npm test` counts it too. */
function reportSkipped() {
  mkdirSync(join(ROOT, RESULTS), { recursive: true });
  writeFileSync(
    join(ROOT, REPORT),
    JSON.stringify({ stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 1 } }),
  );
}

/** The Firebase build for the emulators: built here, or with `--no-build` checked to be one. */
async function firebaseBuild() {
  if (!process.argv.includes('--no-build')) {
    return npx(['vite', 'build', '--mode', 'emulators', '--logLevel', 'warn']);
  }
  // The same identification as scripts/bundle-report.ts: the Firebase build holds the Firebase adapter set.
  const manifest = existsSync(join(ROOT, MANIFEST))
    ? JSON.parse(readFileSync(join(ROOT, MANIFEST), 'utf8'))
    : null;
  if (!manifest?.['src/data/adapters/firebase/index.ts']) {
    console.error(
      `✘ --no-build: ${MANIFEST} is missing or not a Firebase build (npx vite build --mode emulators)`,
    );
    return 1;
  }
  return 0;
}

async function main() {
  const found = firestoreEmulatorEnv();
  if (found.missing) {
    const why = `the Firestore emulator cannot start: ${found.missing}. See README, "Emulator workflow".`;
    if (process.env.CI === 'true') {
      console.error(`✘ ${why} Under CI=true the Firebase-build journey must run.`);
      return 1;
    }
    console.log(`SKIPPED (counted as 1 skipped): the Firebase-build journey — ${why}`);
    reportSkipped();
    return 0;
  }
  console.log(`Firestore emulator: Java ${found.java.major} (${found.java.bin}), ${found.jar}`);
  if ((await buildFunctions()) !== 0) {
    console.error('✘ functions/ did not build');
    return 1;
  }
  const built = await firebaseBuild();
  if (built !== 0) return built;

  mkdirSync(join(ROOT, RESULTS), { recursive: true });
  const journey = [
    'tsx scripts/seed-emulators.ts --without-triggers',
    'playwright test --config playwright.firebase.config.ts',
  ].join(' && ');
  return run(
    join(BIN, process.platform === 'win32' ? 'firebase.cmd' : 'firebase'),
    ['emulators:exec', '--only', 'auth,functions,firestore', '--project', 'demo-asiste', journey],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...found.env,
        // A function's process gets 30 s to load by default; a busy two-core machine needs more.
        FUNCTIONS_DISCOVERY_TIMEOUT: '120',
        // The receipts' signing key: a new random one per run, for the signing trigger and the verifying callable
        // (functions/.secret.local, when present, takes precedence).
        RECEIPT_SIGNING_KEY: randomBytes(32).toString('base64'),
        // emulators:exec runs the command in a shell; make the local tsx and playwright resolvable without npm's PATH.
        PATH: `${BIN}${delimiter}${found.env.PATH}`,
      },
      shell: process.platform === 'win32',
    },
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exitCode = await main();
}
