import { defineConfig, devices } from '@playwright/test';

import { browserUse, chromiumLaunchOptions } from './e2e/chromium';

/** `E2E_PORT` and `E2E_DIST` let several builds be tested side by side (e.g. in parallel worktrees). */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist';

/** E2E on the built demo app (`npm run build:demo` first; `npm test` does it). */
export default defineConfig({
  testDir: './e2e',
  testIgnore: ['auth-emulator/**', 'firebase-journey/**'],
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A timeout is there to end a hang: a 2-core runner under load takes twice as long as an idle one (the
  // slowest tests, a month planned or paid, take 30–50 s there), so no test's own work comes near it.
  timeout: 120_000,
  // A page load on a busy 2-core runner (a cold start of the demo) can take most of 10 s.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/results/e2e-demo.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...browserUse,
  },
  projects: [{ name: 'demo', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } }],
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort --outDir ${DIST}`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    // A timeout is there to end a hang: a 2-core runner under load takes twice as long as an idle one (the
    // slowest tests, a month planned or paid, take 30–50 s there), so no test's own work comes near it.
    timeout: 120_000,
  },
});
