// `npm run test:functions` (a step of `npm test`): builds functions/, starts the in-memory server store
// (functions/test/memory-store-server.ts), then runs the functions' Vitest suite — the AdminPort contract on
// the callables, the receipts' verification, and their units — inside `firebase emulators:exec --only
// auth,functions`, with ASISTE_SERVER_STORE_URL pointing the functions (and the harness) at that store and a
// fresh RECEIPT_SIGNING_KEY. Both emulators are pure Node:
// this runs on every machine. Writes its Vitest report to .tmp/results/functions.json.
// `--store firestore` (used by scripts/test-emulators.mjs, which finds Java 21+ and the Firestore emulator through
// scripts/firestore-emulator.mjs and passes what it found as `env`): the same suite with the functions on
// Firestore, reported to .tmp/results/functions-firestore.json.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

import { run } from './run.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const BIN = join(ROOT, 'node_modules', '.bin');
const RESULTS = '.tmp/results';
const PREFIX = 'ASISTE_SERVER_STORE_URL=';

const tool = (name) => join(BIN, process.platform === 'win32' ? `${name}.cmd` : name);

export function buildFunctions() {
  return run('npm', ['run', 'build', '--workspace', 'functions', '--silent'], {
    cwd: ROOT,
    shell: process.platform === 'win32',
  });
}

/** Starts the memory store server; resolves to its URL and a stop function once it listens. */
function startMemoryStore() {
  const child = spawn(tool('tsx'), ['functions/test/serve-memory-store.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    shell: process.platform === 'win32',
  });
  const stop = () => {
    if (child.exitCode === null) child.kill();
  };
  return new Promise((resolveStore, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`memory store server exited (${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith(PREFIX)) resolveStore({ url: line.slice(PREFIX.length).trim(), stop });
      else console.log(line);
    });
  });
}

/** The suite inside the emulators; resolves to its exit code. */
function runSuite({ emulators, report, env }) {
  const vitest = [
    'vitest run --config vitest.functions.config.ts',
    '--reporter=default --reporter=json',
    `--outputFile.json=${RESULTS}/${report}`,
  ].join(' ');
  return run(tool('firebase'), ['emulators:exec', '--only', emulators, '--project', 'demo-asiste', vitest], {
    cwd: ROOT,
    // emulators:exec runs the command in a shell; make the local vitest resolvable without npm's PATH.
    env: {
      // A function's process gets 30 s to load by default; a busy two-core machine needs more.
      FUNCTIONS_DISCOVERY_TIMEOUT: '120',
      ...env,
      PATH: `${BIN}${delimiter}${env.PATH ?? ''}`,
    },
    shell: process.platform === 'win32',
  });
}

export async function testFunctions({ store = 'memory', env: extraEnv = {} } = {}) {
  mkdirSync(join(ROOT, RESULTS), { recursive: true });
  const built = await buildFunctions();
  if (built !== 0) {
    console.error('✘ functions/ did not build');
    return built;
  }
  // The memory store is this script's to choose: an address inherited from the shell is never used. So is the
  // receipts' signing key: a new random one per run, which the functions (the emulator passes its own
  // environment on) and the suite both read; functions/.secret.local, when present, would take precedence.
  const env = { ...process.env, ...extraEnv, RECEIPT_SIGNING_KEY: randomBytes(32).toString('base64') };
  delete env.ASISTE_SERVER_STORE_URL;
  if (store === 'firestore') {
    return runSuite({ emulators: 'auth,functions,firestore', report: 'functions-firestore.json', env });
  }
  let memory;
  try {
    memory = await startMemoryStore();
  } catch (error) {
    console.error('✘ the memory store server did not start:', error);
    return 1;
  }
  try {
    return await runSuite({
      emulators: 'auth,functions',
      report: 'functions.json',
      env: { ...env, ASISTE_SERVER_STORE_URL: memory.url },
    });
  } finally {
    memory.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const storeArg = process.argv.indexOf('--store');
  const store = storeArg === -1 ? 'memory' : process.argv[storeArg + 1];
  if (store === 'firestore') {
    const { firestoreEmulatorEnv } = await import('./firestore-emulator.mjs');
    const found = firestoreEmulatorEnv();
    if (found.missing) {
      console.error(`✘ the Firestore emulator cannot start: ${found.missing}`);
      process.exitCode = 1;
    } else {
      process.exitCode = await testFunctions({ store, env: found.env });
    }
  } else {
    process.exitCode = await testFunctions({ store });
  }
}
