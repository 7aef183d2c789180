// Finds what the Firestore emulator needs on this machine, as the machine has it: a Java of at least version 21
// and the emulator's JAR. firebase-tools starts the emulator as `java -jar <jar>` with the first `java` on PATH
// and takes the JAR from FIRESTORE_EMULATOR_BINARY_PATH (else from its download cache). Google Cloud CLI's
// package ships a JAR without a Main-Class (its `cloud_firestore_emulator` script names the class), so for that
// one this writes a small wrapper JAR whose manifest names the class and puts the package's JAR on its class path.
//
// `firestoreEmulatorEnv()` resolves to `{ env, java, jar }` (the variables to add to a child's environment) or to
// `{ missing }` (why not, one sentence). Used by scripts/test-emulators.mjs, scripts/emulators.mjs and the
// Firebase-build journey.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { strToU8, zipSync } from 'fflate';

const ROOT = resolve(import.meta.dirname, '..');
export const MIN_JAVA = 21;
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const JVM_FOLDERS = ['/usr/lib/jvm', '/usr/java', '/opt/java', '/Library/Java/JavaVirtualMachines'];
/** Where Google Cloud CLI installs keep the emulator (Debian/RPM packages, the archive in the home folder). */
const GCLOUD_ROOTS = [
  '/usr/lib/google-cloud-sdk',
  '/usr/share/google-cloud-sdk',
  '/opt/google-cloud-sdk',
  '/opt/google-cloud-cli',
  join(homedir(), 'google-cloud-sdk'),
];
const GCLOUD_JAR = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/** Major version from `java -version` output: `version "17.0.15"` → 17, `version "1.8.0_392"` → 8. */
export function javaMajor(output) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (!match) return null;
  const first = Number(match[1]);
  return first === 1 && match[2] !== undefined ? Number(match[2]) : first;
}

function versionOf(javaBinary) {
  const result = spawnSync(javaBinary, ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  return javaMajor(`${result.stderr}${result.stdout}`);
}

/** Candidate `bin` folders holding `java`: JAVA_HOME, the JVM folders (newest name first), then PATH. */
function javaBinFolders() {
  const folders = [];
  if (process.env.JAVA_HOME) folders.push(join(process.env.JAVA_HOME, 'bin'));
  for (const root of JVM_FOLDERS) {
    if (!existsSync(root)) continue;
    const homes = readdirSync(root)
      .sort()
      .reverse()
      .flatMap((name) => [join(root, name, 'bin'), join(root, name, 'Contents', 'Home', 'bin')]);
    folders.push(...homes);
  }
  folders.push(...(process.env.PATH ?? '').split(delimiter).filter(Boolean));
  return folders.filter((folder) => existsSync(join(folder, 'java')));
}

/** The first Java ≥ 21, as its bin folder and version; or null. */
export function findJava() {
  for (const folder of new Set(javaBinFolders())) {
    const major = versionOf(join(folder, 'java'));
    if (major !== null && major >= MIN_JAVA) return { bin: folder, major };
  }
  return null;
}

function firebaseCacheJar() {
  const infoPath = join(ROOT, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json');
  if (!existsSync(infoPath)) return null;
  const { firestore } = JSON.parse(readFileSync(infoPath, 'utf8'));
  const cacheDir = process.env.FIREBASE_EMULATORS_PATH ?? join(homedir(), '.cache', 'firebase', 'emulators');
  const jar = join(cacheDir, firestore.downloadPathRelativeToCacheDir);
  return existsSync(jar) ? jar : null;
}

function gcloudJar() {
  const roots = [...GCLOUD_ROOTS];
  const gcloud = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8' });
  if (!gcloud.error && gcloud.status === 0 && gcloud.stdout.trim()) roots.unshift(gcloud.stdout.trim());
  return roots.map((root) => join(root, GCLOUD_JAR)).find((jar) => existsSync(jar)) ?? null;
}

/** Whether a JAR's manifest names a Main-Class (firebase-tools runs it with `java -jar`). */
function hasMainClass(jar, javaBin) {
  const result = spawnSync(join(javaBin, 'java'), ['-jar', jar, '--help'], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  return !/no main manifest attribute/i.test(`${result.stderr}${result.stdout}`);
}

/** A JAR holding only a manifest that starts MAIN_CLASS from `target`; written under .tmp/, reused when current. */
export function wrapperJar(target) {
  const manifest = [
    'Manifest-Version: 1.0',
    `Main-Class: ${MAIN_CLASS}`,
    // A manifest's Class-Path holds URLs separated by spaces; a file URL encodes any space in the path.
    `Class-Path: ${pathToFileURL(target).href}`,
    'Created-By: asiste scripts/firestore-emulator.mjs',
    '',
    '',
  ].join('\r\n');
  const jar = join(ROOT, '.tmp', 'firestore-emulator', 'cloud-firestore-emulator-wrapper.jar');
  const stamp = `${jar}.manifest`;
  if (existsSync(jar) && existsSync(stamp) && readFileSync(stamp, 'utf8') === manifest) return jar;
  mkdirSync(dirname(jar), { recursive: true });
  writeFileSync(jar, zipSync({ 'META-INF/MANIFEST.MF': strToU8(manifest) }));
  writeFileSync(stamp, manifest);
  return jar;
}

/**
 * The emulator JAR to hand firebase-tools: FIRESTORE_EMULATOR_BINARY_PATH as set, the firebase-tools cache, or
 * Google Cloud CLI's (wrapped when it lacks a Main-Class).
 */
function findJar(javaBin) {
  const given = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (given) {
    if (!existsSync(given)) return { missing: `FIRESTORE_EMULATOR_BINARY_PATH (${given}) does not exist` };
    return { jar: hasMainClass(given, javaBin) ? given : wrapperJar(given) };
  }
  const cached = firebaseCacheJar();
  if (cached) return { jar: cached };
  const packaged = gcloudJar();
  if (packaged) return { jar: hasMainClass(packaged, javaBin) ? packaged : wrapperJar(packaged) };
  return {
    missing:
      'no Firestore emulator JAR: not in FIRESTORE_EMULATOR_BINARY_PATH, the firebase-tools cache, or a Google Cloud CLI install (package google-cloud-cli-firestore-emulator)',
  };
}

/** `{ env, java, jar }` for a child process that runs firebase-tools with the Firestore emulator, or `{ missing }`. */
export function firestoreEmulatorEnv() {
  const java = findJava();
  if (!java) {
    return {
      missing: `no Java ${MIN_JAVA} or newer in JAVA_HOME, ${JVM_FOLDERS[0]} or PATH (the Firestore emulator needs it)`,
    };
  }
  const found = findJar(java.bin);
  if (found.missing) return { missing: found.missing };
  return {
    java,
    jar: found.jar,
    env: {
      JAVA_HOME: dirname(java.bin),
      PATH: `${java.bin}${delimiter}${process.env.PATH ?? ''}`,
      FIRESTORE_EMULATOR_BINARY_PATH: found.jar,
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const found = firestoreEmulatorEnv();
  if (found.missing) {
    console.log(`Firestore emulator: ${found.missing}`);
    process.exitCode = 1;
  } else {
    console.log(`Firestore emulator: Java ${found.java.major} (${found.java.bin}), ${found.jar}`);
  }
}
