// `npm test`: everything that proves the project, in order, stopping at nothing so that one run reports all
// failures; exits non-zero when any step failed and ends with one `N passed, N failed` line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

import { npx, run } from './run.mjs';

const RESULTS = '.tmp/results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const steps = [
  ['typecheck', () => npx(['tsc', '-b'])],
  ['lint', () => npx(['eslint', '.', '--max-warnings', '0'])],
  ['format', () => npx(['prettier', '--check', '.', '--log-level', 'warn'])],
  [
    'unit and component tests',
    () =>
      npx([
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${RESULTS}/unit.json`,
      ]),
  ],
  ['demo build', () => npx(['vite', 'build', '--mode', 'demo', '--logLevel', 'warn'])],
  ['bundle check', () => run('node', ['scripts/bundle-size.mjs', '--check'])],
  ['E2E on the demo build', () => npx(['playwright', 'test', '--project=demo'])],
  ['Auth-emulator E2E', () => run('node', ['scripts/test-auth-emulator.mjs'])],
  ['Firestore-emulator suites', () => run('node', ['scripts/test-emulators.mjs'])],
];

const failed = [];
for (const [name, step] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const code = await step();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${code === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
  if (code !== 0) failed.push(name);
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

let passed = 0;
let failedTests = 0;
let skipped = 0;
const unit = readJson(`${RESULTS}/unit.json`);
if (unit) {
  passed += unit.numPassedTests;
  failedTests += unit.numFailedTests;
  skipped += unit.numPendingTests + unit.numTodoTests;
}
for (const file of ['e2e-demo.json', 'e2e-auth-emulator.json']) {
  const e2e = readJson(`${RESULTS}/${file}`);
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failedTests += e2e.stats.unexpected;
    skipped += e2e.stats.skipped;
  }
}

console.log('');
if (failed.length > 0) console.log(`Failed steps: ${failed.join(', ')}`);
// A failed step with no failed test (a type or lint error, a crash) still counts as a failure.
if (failed.length > 0 && failedTests === 0) failedTests = failed.length;
console.log(`${passed} passed, ${failedTests} failed, ${skipped} skipped`);
process.exit(failed.length > 0 ? 1 : 0);
