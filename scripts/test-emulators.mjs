// `npm run test:emulators` (a step of `npm test`): the Firestore suites on the Firestore (+ Auth) emulators —
// the permission matrix and field rules (tests/rules/firestore-rules.test.ts), the attack table
// (tests/rules/attack-suite.test.ts) and the DocumentStore contract on the Firestore adapter
// (tests/emulators) — then the AdminPort contract and the triggers with the functions on Firestore
// (scripts/test-functions.mjs --store firestore). scripts/firestore-emulator.mjs finds Java 21+ and the emulator
// JAR as the machine has them. Where they are missing the suites are skipped, counted as skipped in `npm test`'s
// closing line; under CI=true a missing emulator is a failure. Reports: .tmp/results/emulators.json and
// .tmp/results/functions-firestore.json.
//
// `--part rules` runs the first half only, `--part functions` the second. `--own-ports` starts the rules half's
// emulators on ports of their own (OWN_PORTS), so that it can run beside the suites that use firebase.json's
// (`npm test` does: the rules half is the longest and leaves a core idle half the time).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';

import { firestoreEmulatorEnv } from './firestore-emulator.mjs';
import { run } from './run.mjs';
import { testFunctions } from './test-functions.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const RESULTS = '.tmp/results';
const REPORT = `${RESULTS}/emulators.json`;
const BIN = join(ROOT, 'node_modules', '.bin');

/** A report in Vitest's JSON shape that counts the skipped suites, so `npm test` counts them too. */
function reportSkipped() {
  mkdirSync(join(ROOT, RESULTS), { recursive: true });
  writeFileSync(
    join(ROOT, REPORT),
    JSON.stringify({ numPassedTests: 0, numFailedTests: 0, numPendingTests: 1, numTodoTests: 0 }),
  );
}

/**
 * The emulators of the rules half when it runs beside the others: none of firebase.json's ports (Auth 9099,
 * Firestore 8080 and its UI websocket 9150, hub 4400, logging 4500, Functions 5001), so both sets can listen.
 */
export const OWN_PORTS = { auth: 9109, firestore: 8090, websocket: 9160, hub: 4410, logging: 4510 };

/**
 * A firebase.json beside the real one with the emulators on OWN_PORTS; returns the `--config` arguments.
 * firebase-tools takes the config file's folder as the project's, so the rules are named by absolute path.
 */
function ownPortsConfig() {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  const file = join(ROOT, '.tmp', 'firebase.own-ports.json');
  const own = {
    firestore: { rules: join(ROOT, config.firestore.rules) },
    emulators: {
      auth: { host: '127.0.0.1', port: OWN_PORTS.auth },
      firestore: { host: '127.0.0.1', port: OWN_PORTS.firestore, websocketPort: OWN_PORTS.websocket },
      hub: { host: '127.0.0.1', port: OWN_PORTS.hub },
      logging: { host: '127.0.0.1', port: OWN_PORTS.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  writeFileSync(file, JSON.stringify(own, null, 2));
  return ['--config', file];
}

function option(name) {
  const at = process.argv.indexOf(name);
  return at === -1 ? null : (process.argv[at + 1] ?? null);
}

async function main() {
  const part = option('--part') ?? 'all';
  if (!['all', 'rules', 'functions'].includes(part)) {
    console.error(`✘ --part ${part}: say rules, functions or nothing (both)`);
    return 1;
  }
  const found = firestoreEmulatorEnv();
  if (found.missing) {
    const why = `the Firestore emulator cannot start: ${found.missing}. See README, "Emulator workflow".`;
    if (process.env.CI === 'true') {
      console.error(`✘ ${why} Under CI=true the Firestore suites must run.`);
      return 1;
    }
    // Counted once, by the half that writes the rules' report.
    if (part === 'functions') {
      console.log(`SKIPPED: the functions on Firestore — ${why}`);
      return 0;
    }
    console.log(
      `SKIPPED (counted as 1 skipped): Firestore rules, attack table, contracts on Firestore — ${why}`,
    );
    reportSkipped();
    return 0;
  }
  if (part === 'functions') return testFunctions({ store: 'firestore', env: found.env });
  console.log(`Firestore emulator: Java ${found.java.major} (${found.java.bin}), ${found.jar}`);
  mkdirSync(join(ROOT, RESULTS), { recursive: true });
  const vitest = [
    'vitest run --config vitest.emulators.config.ts',
    '--reporter=default --reporter=json',
    `--outputFile.json=${REPORT}`,
  ].join(' ');
  const env = {
    ...process.env,
    ...found.env,
    // emulators:exec runs the command in a shell; make the local vitest resolvable without npm's PATH.
    PATH: `${BIN}${delimiter}${found.env.PATH}`,
    // The permission matrix is 6,000 tests in one file: more heap than Node's default.
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=6144`.trim(),
  };
  const rules = await run(
    join(BIN, process.platform === 'win32' ? 'firebase.cmd' : 'firebase'),
    [
      ...(process.argv.includes('--own-ports') ? ownPortsConfig() : []),
      'emulators:exec',
      '--only',
      'firestore,auth',
      '--project',
      'demo-asiste',
      vitest,
    ],
    { cwd: ROOT, env, shell: process.platform === 'win32' },
  );
  if (part === 'rules') return rules;
  const functions = await testFunctions({ store: 'firestore', env: found.env });
  return rules !== 0 ? rules : functions;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exitCode = await main();
}
