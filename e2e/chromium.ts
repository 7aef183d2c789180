import { existsSync } from 'node:fs';

/**
 * Debian's Chromium (never a downloaded browser build): its headless shell (`chromium-headless-shell`, the same
 * Blink without the browser's windowing and UI layers) when installed, else the full `chromium` in headless mode.
 * The shell does the same E2E work with about a fifth less CPU (shell.spec.ts alone, one worker: 69 against
 * 89 CPU-seconds, 38.7 against 50.4 s; docs/performance-log.md). Override with CHROMIUM_PATH on other machines;
 * see the README "Chromium for E2E".
 */
const DEBIAN_CHROMIUM = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM.find((path) => existsSync(path)),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** Browsers in E2E run in a zone that is not the demo tenant's (America/Santiago). */
export const BROWSER_TIME_ZONE = 'Europe/Madrid';

/** What every E2E browser uses: Debian's Chromium, another zone than the tenant's, Chilean Spanish. */
export const browserUse = {
  timezoneId: BROWSER_TIME_ZONE,
  locale: 'es-CL',
  // Recording a trace of every test (retain-on-failure) cost a fifth of the suite's time on 2 cores (guard and
  // a11y: 212 → 170 s); CI retries a failure once, and that retry is traced.
  trace: 'on-first-retry',
  launchOptions: chromiumLaunchOptions,
} as const;
