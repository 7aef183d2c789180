import { defineConfig, devices } from '@playwright/test';

import { browserUse, chromiumLaunchOptions } from './e2e/chromium';

/**
 * The Hosting emulator's address in firebase.json, which the functions' configuration names as the app's
 * (functions/.env.demo-asiste `ASISTE_APP_URL`): the inspector's sign-in link continues to its /login. The
 * journey runs without the Hosting emulator, so the build under test is served there instead.
 */
const PORT = 5000;

/**
 * The Firebase-build journey: the Firebase build (`vite build --mode emulators` → dist-emulators/) against the
 * Auth, Firestore and Functions emulators seeded with the demo tenant. Run by `npm run test:firebase-journey`
 * (scripts/test-firebase-journey.mjs), which starts the emulators and seeds them around it.
 */
export default defineConfig({
  testDir: './e2e/firebase-journey',
  globalSetup: './e2e/firebase-journey/global-setup.ts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // No retry: the journey changes the seeded data for good (a punch, a closed month), so a second attempt would
  // start from a different tenant; the runner seeds again on every run.
  retries: 0,
  workers: 1,
  // One journey through four browsers, each signing in once, plus the functions' cold starts: 72 s on an idle
  // machine, 144 s beside the rules suites, and up to twice that at the machine's slow hours. A timeout is there
  // to end a hang, and an expectation's to outlast a page load under that load.
  timeout: 480_000,
  expect: { timeout: 40_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/results/e2e-firebase-journey.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...browserUse,
  },
  projects: [
    { name: 'firebase-journey', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort --outDir dist-emulators`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
