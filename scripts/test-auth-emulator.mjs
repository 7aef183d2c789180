// The Auth-emulator E2E suite: builds the Firebase app wired to the emulators, then runs Playwright inside
// `firebase emulators:exec` (the Auth emulator is pure Node and runs on every machine).
import { npx } from './run.mjs';

const build = await npx(['vite', 'build', '--mode', 'emulators', '--logLevel', 'warn']);
if (build !== 0) process.exit(build);

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
