// Measures the demo in a real browser: time to generate and store the demo tenant on first use, over fresh
// browser contexts. Needs the demo build served on :4173 (`npm run build:demo && npm run preview`).
import { chromium } from '@playwright/test';

const RUNS = Number(process.env.RUNS ?? 5);
const URL = process.env.URL ?? 'http://localhost:4173/login';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const rows = [];
for (let i = 0; i < RUNS; i += 1) {
  const context = await browser.newContext({ timezoneId: 'Europe/Madrid' });
  const page = await context.newPage();
  await page.goto(URL);
  await page.getByRole('heading', { name: 'Inicio de sesión' }).waitFor();
  rows.push(
    await page.evaluate(() => {
      const ms = (name) => performance.getEntriesByName(name).at(-1)?.duration ?? NaN;
      return { generate: ms('asiste:demo-generate'), total: ms('asiste:demo-seed') };
    }),
  );
  await context.close();
}
await browser.close();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`runs: ${RUNS}`);
console.log(`generate (median): ${median(rows.map((r) => r.generate)).toFixed(0)} ms`);
console.log(`generate + store in IndexedDB (median): ${median(rows.map((r) => r.total)).toFixed(0)} ms`);
