// Measures the demo in a real browser, over fresh browser contexts (the day's first visit): how long the sign-in
// page takes to have its adapters (the demo tenant generated and stored by the seed worker), and how
// much of it blocked the main thread (long tasks over 50 ms, as Lighthouse's TBT counts them). Needs the demo
// build served on :4173 (`npm run build:demo && npm run preview`). RATE=4 slows the CPU as Lighthouse mobile does.
import { chromium } from '@playwright/test';

const RUNS = Number(process.env.RUNS ?? 5);
const RATE = Number(process.env.RATE ?? 1);
const URL = process.env.URL ?? 'http://localhost:4173/login';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const rows = [];
for (let i = 0; i < RUNS; i += 1) {
  const context = await browser.newContext({ timezoneId: 'Europe/Madrid' });
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) =>
      window.__longTasks.push(...list.getEntries().map((e) => e.duration)),
    ).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  if (RATE !== 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  }
  await page.goto(URL);
  // The demo accounts are listed once the adapters (and the day's data) are there.
  await page
    .getByRole('button', { name: /^Usar la cuenta de / })
    .first()
    .waitFor();
  rows.push(
    await page.evaluate(() => {
      const ms = (name) => performance.getEntriesByName(name).at(-1)?.duration ?? NaN;
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const blocking = window.__longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0);
      return { paint, seed: ms('asiste:demo-seed'), backend: ms('asiste:backend-load'), blocking };
    }),
  );
  await context.close();
}
await browser.close();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const show = (label, key) =>
  console.log(`${label} (median): ${median(rows.map((r) => r[key])).toFixed(0)} ms`);
console.log(`runs: ${RUNS}, CPU slowdown ×${RATE}`);
show('first contentful paint', 'paint');
show('demo data generated and stored (seed worker)', 'seed');
show('adapters ready, from their request', 'backend');
show('main thread blocked (long tasks over 50 ms)', 'blocking');
