// The Auth-emulator E2E suite: builds the Firebase app wired to the emulators (dist-emulators/), then runs
// Playwright inside `firebase emulators:exec` (the Auth emulator is pure Node and runs on every machine).
// `--no-build` reuses the dist-emulators/ that `npm test` has just built and checked (scripts/test-all.mjs).
import { existsSync, readFileSync } from 'node:fs';

import { npx } from './run.mjs';

const MANIFEST = 'dist-emulators/.vite/manifest.json';

if (process.argv.includes('--no-build')) {
  // The same identification as scripts/bundle-report.ts: the Firebase build holds the Firebase adapter set.
  const manifest = existsSync(MANIFEST) ? JSON.parse(readFileSync(MANIFEST, 'utf8')) : null;
  if (!manifest?.['src/data/adapters/firebase/index.ts']) {
    console.error(
      `✘ --no-build: ${MANIFEST} is missing or not a Firebase build (npx vite build --mode emulators)`,
    );
    process.exit(1);
  }
} else {
  const build = await npx(['vite', 'build', '--mode', 'emulators', '--logLevel', 'warn']);
  if (build !== 0) process.exit(build);
}

const code = await npx([
  'firebase',
  'emulators:exec',
  '--only',
  'auth',
  '--project',
  'demo-asiste',
  'npx playwright test --config playwright.emulator.config.ts',
]);
process.exit(code);
