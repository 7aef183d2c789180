import { defineConfig, devices } from '@playwright/test';

import { browserUse, chromiumLaunchOptions } from './e2e/chromium';

const PORT = 4174;

/**
 * The Auth-emulator suite: the Firebase build (`vite build --mode emulators` → dist-emulators/) against the
 * Auth emulator on 127.0.0.1:9099, through the real Firebase Auth SDK. Run by `npm run test:auth-emulator`,
 * which starts the emulator around it.
 */
export default defineConfig({
  testDir: './e2e/auth-emulator',
  globalSetup: './e2e/auth-emulator/global-setup.ts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  // npm test runs this beside the Firestore rules suites (scripts/test-all.mjs): room for a busy machine.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/results/e2e-auth-emulator.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...browserUse,
  },
  projects: [
    { name: 'auth-emulator', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort --outDir dist-emulators`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
