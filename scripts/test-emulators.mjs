// `npm run test:emulators`: the Firestore rules suite and the DocumentStore contract suite against the
// Firestore (+ Auth) emulators, then the AdminPort contract on the callables with the functions on Firestore
// (scripts/test-functions.mjs --store firestore). The Firestore emulator is a Java 21+ jar that firebase-tools
// downloads on first use; where either is missing the suites are reported as skipped in one line, never passed
// silently.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';

import { testFunctions } from './test-functions.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const MIN_JAVA = 21;
const SKIP_LINE =
  'SKIPPED: Firestore rules, DocumentStore and AdminPort-on-Firestore contract suites need the Firestore emulator (Java 21+), not available here';

/** Major version from `java -version` output: `version "17.0.15"` → 17, `version "1.8.0_392"` → 8. */
export function javaMajor(output) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (!match) return null;
  const first = Number(match[1]);
  return first === 1 && match[2] !== undefined ? Number(match[2]) : first;
}

function javaIsRecentEnough() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return false;
  const major = javaMajor(`${result.stderr}${result.stdout}`);
  return major !== null && major >= MIN_JAVA;
}

/** The jar firebase-tools would use: cached already, or reachable at its download URL. */
async function emulatorJarAvailable() {
  const infoPath = join(ROOT, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json');
  if (!existsSync(infoPath)) return false;
  const { firestore } = JSON.parse(readFileSync(infoPath, 'utf8'));
  const cacheDir = process.env.FIREBASE_EMULATORS_PATH ?? join(homedir(), '.cache', 'firebase', 'emulators');
  if (existsSync(join(cacheDir, firestore.downloadPathRelativeToCacheDir))) return true;
  try {
    const response = await fetch(firestore.remoteUrl, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function main() {
  if (!javaIsRecentEnough() || !(await emulatorJarAvailable())) {
    console.log(SKIP_LINE);
    return 0;
  }
  const bin = join(ROOT, 'node_modules', '.bin');
  const child = spawn(
    join(bin, process.platform === 'win32' ? 'firebase.cmd' : 'firebase'),
    [
      'emulators:exec',
      '--only',
      'firestore,auth',
      '--project',
      'demo-asiste',
      'vitest run --config vitest.emulators.config.ts',
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
      // emulators:exec runs the command in a shell; make the local vitest resolvable without npm's PATH.
      env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
      shell: process.platform === 'win32',
    },
  );
  const rules = await new Promise((resolveCode) => {
    child.on('error', (error) => {
      console.error(error);
      resolveCode(1);
    });
    child.on('exit', (code) => resolveCode(code ?? 1));
  });
  const functions = await testFunctions({ store: 'firestore' });
  return rules !== 0 ? rules : functions;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exitCode = await main();
}
