// `npm test`: everything that proves the project, in order, stopping at nothing so that one run reports all
// failures; exits non-zero when any step failed. Its last line names the failed steps and counts the failed
// tests, and ends with `N passed, N failed, N skipped`.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';

import { firestoreEmulatorEnv } from './firestore-emulator.mjs';
import { npx, run } from './run.mjs';

const RESULTS = '.tmp/results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const DEMO_BUILD = 'demo build';
const FIREBASE_BUILD = 'Firebase build for the emulators';
/** The output folder of each build; a later step uses a build only when that build passed in this run. */
const BUILD_DIRS = { [DEMO_BUILD]: 'dist', [FIREBASE_BUILD]: 'dist-emulators' };

/**
 * `needs`: builds a step uses; when one failed, the step is not run (its folder may hold an older build) and
 * counts as failed. A `partial` step runs on the builds that passed, and is not run only when none did.
 * `results`: the JSON report (or reports) a test step writes, for the counts.
 * `beside`: the step starts and the next ones run meanwhile; `npm test` waits for it before its summary.
 * `skipWhen`: why the step need not run on this machine, or null.
 */
const steps = [
  // The static checks run side by side (`together`): each is mostly one process on one core, and none prints
  // anything but its findings.
  { name: 'typecheck', together: true, run: () => npx(['tsc', '-b']) },
  { name: 'lint', together: true, run: () => npx(['eslint', '.', '--max-warnings', '0']) },
  { name: 'format', together: true, run: () => npx(['prettier', '--check', '.', '--log-level', 'warn']) },
  // firestore.rules' and storage.rules' generated blocks are what the TypeScript tables give
  // (src/data/policy/rules-blocks.ts).
  {
    name: 'rules generated from the tables',
    together: true,
    run: () => npx(['tsx', 'scripts/generate-rules.ts', '--check']),
  },
  // The plain screens' theme tokens (src/components/plain/theme-tokens.css, src/components/status-tokens.ts) are
  // what the app theme gives (src/lib/plain-tokens.ts).
  {
    name: 'plain theme tokens generated from the theme',
    together: true,
    run: () => npx(['tsx', 'scripts/generate-plain-theme.ts', '--check']),
  },
  {
    name: 'unit and component tests',
    results: 'unit.json',
    run: () =>
      npx([
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${RESULTS}/unit.json`,
      ]),
  },
  { name: DEMO_BUILD, run: () => npx(['vite', 'build', '--mode', 'demo', '--logLevel', 'warn']) },
  { name: FIREBASE_BUILD, run: () => npx(['vite', 'build', '--mode', 'emulators', '--logLevel', 'warn']) },
  {
    // Both halves, named so that a missing build fails: per-route budgets, no Firebase SDK in the demo build,
    // no demo accounts in the Firebase build.
    name: 'bundle check',
    needs: [DEMO_BUILD, FIREBASE_BUILD],
    partial: true,
    run: (builds) => npx(['tsx', 'scripts/bundle-size.ts', '--check', ...builds.map((b) => BUILD_DIRS[b])]),
  },
  {
    name: 'E2E on the demo build',
    needs: [DEMO_BUILD],
    results: 'e2e-demo.json',
    run: () => npx(['playwright', 'test', '--project=demo']),
  },
  {
    // The rules suite, the attack table and the contracts on the Firestore emulator: the longest emulator suite,
    // and one that leaves a core idle half the time, so it runs beside the steps below on emulator ports of its
    // own (scripts/test-emulators.mjs OWN_PORTS), its output kept until it ends. Skipped (and counted so) where
    // the machine has no emulator, a failure under CI=true.
    name: 'Firestore rules suites',
    beside: true,
    results: 'emulators.json',
    run: (_builds, io) => run('node', ['scripts/test-emulators.mjs', '--part', 'rules', '--own-ports'], io),
  },
  {
    name: 'Auth-emulator E2E',
    needs: [FIREBASE_BUILD],
    results: 'e2e-auth-emulator.json',
    run: () => run('node', ['scripts/test-auth-emulator.mjs', '--no-build']),
  },
  {
    // One journey through the Firebase build on the Auth, Functions and Firestore emulators (punch, signature,
    // public verification, correction, period close, payroll, inspector); skipped (and counted so) where the
    // machine has no Firestore emulator, a failure under CI=true.
    name: 'Firebase-build journey',
    needs: [FIREBASE_BUILD],
    results: 'e2e-firebase-journey.json',
    run: () => run('node', ['scripts/test-firebase-journey.mjs', '--no-build']),
  },
  {
    // The AdminPort contract and the triggers with the functions on Firestore (the second half of
    // scripts/test-emulators.mjs); skipped where the machine has no Firestore emulator, a failure under CI=true.
    name: 'functions on Firestore',
    results: 'functions-firestore.json',
    run: () => run('node', ['scripts/test-emulators.mjs', '--part', 'functions']),
  },
  {
    // Builds functions/ and runs the AdminPort contract on the callables in the Functions + Auth emulators
    // (pure Node, every machine), with the in-memory server store; typecheck and lint above cover functions/.
    // The same suite as the step above on a stand-in store: only where the Firestore emulator cannot run.
    name: 'functions on the emulators',
    skipWhen: () =>
      firestoreEmulatorEnv().missing === undefined
        ? 'the same suite ran on the Firestore emulator (functions on Firestore)'
        : null,
    results: 'functions.json',
    run: () => run('node', ['scripts/test-functions.mjs']),
  },
];

/** Failed steps, each with why when it did not run. */
const failed = [];

/**
 * The machine's busy and total CPU time so far (clock ticks, all cores), from /proc/stat; null where there is none.
 * Whatever else runs on the machine counts too: the figure is the step's only on a machine doing nothing else.
 */
function cpuTicks() {
  if (!existsSync('/proc/stat')) return null;
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** How busy the cores were between two readings, as `CPU 87 %` (of every core); '' without /proc/stat. */
function cpuShare(before, after) {
  if (before === null || after === null || after.total === before.total) return '';
  return `, CPU ${Math.round((100 * (after.busy - before.busy)) / (after.total - before.total))} %`;
}

/**
 * Runs a step and says how it went, with how busy the cores were meanwhile (a step well under 100 % leaves room
 * to run something beside it); a failure is recorded in `failed`.
 */
async function runStep(step, builds, io = {}) {
  const started = Date.now();
  const ticks = cpuTicks();
  const code = await step.run(builds, io);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const line = `${code === 0 ? '✔' : '✘'} ${step.name} (${seconds} s${cpuShare(ticks, cpuTicks())})`;
  if (code !== 0) failed.push({ step, why: null });
  return line;
}

/**
 * Starts a `beside` step with its output in a file, so that it does not mix with the steps that run meanwhile;
 * resolves, once it ended, to its line. The CPU share it prints is the machine's, with the other steps in it.
 */
function startBeside(step, builds) {
  const log = `${RESULTS}/${step.name.replaceAll(' ', '-')}.log`;
  const fd = openSync(log, 'w');
  const finished = runStep(step, builds, { stdio: ['ignore', fd, fd] }).finally(() => closeSync(fd));
  return { step, log, finished };
}

// The leading `together` steps need no build: run them at once, then the rest in order.
const together = steps.filter((step) => step.together);
console.log(`\n▶ ${together.map((step) => step.name).join(', ')} (side by side)`);
const startedTogether = Date.now();
const ticksTogether = cpuTicks();
for (const line of await Promise.all(together.map((step) => runStep(step, [])))) console.log(line);
console.log(
  `(side by side: ${((Date.now() - startedTogether) / 1000).toFixed(1)} s${cpuShare(ticksTogether, cpuTicks())})`,
);

/** The `beside` steps started and not yet awaited. */
const besides = [];
for (const step of steps.filter((s) => !s.together)) {
  console.log(`\n▶ ${step.name}`);
  const needs = step.needs ?? [];
  const missing = needs.filter((build) => failed.some((f) => f.step.name === build));
  if (missing.length > 0 && (!step.partial || missing.length === needs.length)) {
    const why = `not run: ${missing.join(' and ')} failed`;
    console.log(`✘ ${step.name} (${why})`);
    failed.push({ step, why });
    continue;
  }
  const skipped = step.skipWhen?.() ?? null;
  if (skipped !== null) {
    console.log(`– ${step.name} (not run: ${skipped})`);
    continue;
  }
  if (missing.length > 0) console.log(`(without the output of ${missing.join(' and ')}, which failed)`);
  const builds = needs.filter((build) => !missing.includes(build));
  if (step.beside) {
    console.log(`(runs beside the next steps; its output follows when they end, in ${RESULTS})`);
    besides.push(startBeside(step, builds));
  } else console.log(await runStep(step, builds));
}

for (const { step, log, finished } of besides) {
  const line = await finished;
  console.log(`\n▶ ${step.name} (beside the steps above)`);
  process.stdout.write(readFileSync(log, 'utf8'));
  console.log(line);
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** passed / failed / skipped tests of one step's report (Vitest's or Playwright's JSON). */
function counts(results) {
  const report = readJson(`${RESULTS}/${results}`);
  if (!report) return { passed: 0, failed: 0, skipped: 0 };
  if (report.stats)
    return {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
    };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

let passed = 0;
let failedTests = 0;
let skipped = 0;
const failedTestsOf = new Map();
for (const step of steps.filter((s) => s.results)) {
  let stepFailed = 0;
  for (const results of [step.results].flat()) {
    const c = counts(results);
    passed += c.passed;
    failedTests += c.failed;
    skipped += c.skipped;
    stepFailed += c.failed;
  }
  failedTestsOf.set(step, stepFailed);
}

/** Seconds per test file of one report: Vitest's (file start to end) or Playwright's (its tests' durations summed). */
function fileSeconds(results) {
  const report = readJson(`${RESULTS}/${results}`);
  const seconds = new Map();
  const add = (file, ms) => seconds.set(file, (seconds.get(file) ?? 0) + ms / 1000);
  if (report?.testResults) {
    for (const file of report.testResults) add(file.name, file.endTime - file.startTime);
  } else if (report?.suites) {
    const walk = (suite, file) => {
      for (const child of suite.suites ?? []) walk(child, child.file ?? file);
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests)
          for (const result of test.results) add(spec.file ?? file, result.duration);
    };
    for (const suite of report.suites) walk(suite, suite.file);
  }
  return seconds;
}

/** The slowest test files of the run, where a change would save the most (each step's own report). */
const SLOWEST = 20;
const slowest = steps
  .filter((s) => s.results)
  .flatMap((step) =>
    [step.results]
      .flat()
      .flatMap((results) =>
        [...fileSeconds(results)].map(([file, seconds]) => ({ step: step.name, file, seconds })),
      ),
  )
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, SLOWEST);
if (slowest.length > 0) {
  console.log(
    `\nThe ${slowest.length} slowest test files (seconds of work, summed over the step's workers):`,
  );
  const root = `${process.cwd()}/`;
  for (const { step, file, seconds } of slowest)
    console.log(`${seconds.toFixed(1).padStart(7)}  ${file.replace(root, '')}  (${step})`);
}

/** A failure's message as the summary prints it: no colours, its first lines, cut to a few hundred characters. */
function firstLines(message) {
  const plain = String(message ?? '')
    // eslint-disable-next-line no-control-regex -- the ANSI colour codes the reporters write
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, 6)
    .join('\n      ');
  return plain.length > 700 ? `${plain.slice(0, 700)}…` : plain;
}

/**
 * The failed tests of one report, as `file › title` (Vitest's or Playwright's JSON) with the first lines of why,
 * so that a log's tail names them and says what went wrong (CI keeps only the tail).
 */
function failuresOf(results) {
  const report = readJson(`${RESULTS}/${results}`);
  const found = [];
  const root = `${process.cwd()}/`;
  if (report?.testResults) {
    for (const file of report.testResults)
      for (const test of file.assertionResults ?? [])
        if (test.status === 'failed')
          found.push({
            title: `${file.name.replace(root, '')} › ${test.fullName}`,
            why: firstLines(test.failureMessages?.[0]),
          });
  } else if (report?.suites) {
    const walk = (suite, file, path) => {
      for (const child of suite.suites ?? []) walk(child, child.file ?? file, [...path, child.title]);
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests)
          if (test.status === 'unexpected') {
            const last = test.results?.at(-1);
            const error = last?.errors?.[0] ?? last?.error;
            // A journey's `test.step` that failed says where in it (Playwright's JSON keeps the steps' titles).
            const step = last?.steps?.find((s) => s.error)?.title;
            const message = error?.message ?? (last?.status === 'timedOut' ? 'timed out' : '');
            found.push({
              title: `${spec.file ?? file} › ${[...path, spec.title].filter(Boolean).join(' › ')}`,
              why: firstLines(step ? `in the step “${step}”: ${message}` : message),
            });
          }
    };
    for (const suite of report.suites) walk(suite, suite.file, []);
  }
  return found;
}

const failedList = steps
  .filter((s) => s.results)
  .flatMap((step) =>
    [step.results]
      .flat()
      .flatMap((results) => failuresOf(results).map((t) => ({ ...t, title: `${t.title}  (${step.name})` }))),
  );
if (failedList.length > 0) {
  console.log('\nFailed tests:');
  for (const [index, { title, why }] of failedList.slice(0, 40).entries()) {
    console.log(`  ✘ ${title}`);
    // The reasons of the first ten: enough to tell a flake from a regression in a log's tail.
    if (index < 10 && why) console.log(`      ${why}`);
  }
  if (failedList.length > 40) console.log(`  … and ${failedList.length - 40} more`);
}

// Every failed step is a failure: through its failed tests when it has some, else as one (a type or lint
// error, a build, a crash, a step not run because its build failed).
const failures = failedTests + failed.filter(({ step }) => !(failedTestsOf.get(step) > 0)).length;
const failedSteps =
  failed.length === 0
    ? 'none'
    : failed.map(({ step, why }) => (why ? `${step.name} (${why})` : step.name)).join(', ');
console.log('');
console.log(
  `Failed steps: ${failedSteps}; failed tests: ${failedTests} — ${passed} passed, ${failures} failed, ${skipped} skipped`,
);
process.exit(failed.length > 0 ? 1 : 0);
