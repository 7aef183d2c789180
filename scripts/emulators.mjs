// `npm run emulators`: builds functions/ and starts the Auth, Functions, Firestore and Hosting emulators for
// project demo-asiste, with the Java 21+ and Firestore emulator JAR that scripts/firestore-emulator.mjs finds on
// this machine (Google Cloud CLI's package, the firebase-tools cache or FIRESTORE_EMULATOR_BINARY_PATH).
import { delimiter, join, resolve } from 'node:path';

import { firestoreEmulatorEnv } from './firestore-emulator.mjs';
import { run } from './run.mjs';
import { buildFunctions } from './test-functions.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const BIN = join(ROOT, 'node_modules', '.bin');

const found = firestoreEmulatorEnv();
if (found.missing) {
  console.error(`✘ the Firestore emulator cannot start: ${found.missing}. See README, "Emulator workflow".`);
  process.exit(1);
}
if ((await buildFunctions()) !== 0) process.exit(1);
process.exitCode = await run(
  join(BIN, process.platform === 'win32' ? 'firebase.cmd' : 'firebase'),
  ['emulators:start', '--only', 'auth,functions,firestore,hosting', '--project', 'demo-asiste'],
  {
    cwd: ROOT,
    env: { ...process.env, ...found.env, PATH: `${BIN}${delimiter}${found.env.PATH}` },
    shell: process.platform === 'win32',
  },
);
