// Lighthouse (mobile, simulated throttling) on the demo build, signed in as the employee when the route needs
// it. Lighthouse is not a project dependency (it is large and only measures): install it next to the project
// with `npm i --no-save lighthouse@12`, serve the demo build (`npm run build:demo && npm run preview`), then
// `node scripts/lighthouse.mjs /checkin` (or ROUTE=/login). Prints the performance score and the metrics.
import { chromium } from '@playwright/test';

const route = process.argv[2] ?? '/checkin';
const base = process.env.BASE_URL ?? 'http://localhost:4173';
const runs = Number(process.env.RUNS ?? 3);

const { default: lighthouse } = await import('lighthouse').catch(() => {
  console.error('Lighthouse is not installed: run `npm i --no-save lighthouse@12` first.');
  process.exit(2);
});
const { launch } = await import('chrome-launcher');

const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0].newPage();
  if (route !== '/' && route !== '/login') {
    await page.goto(`${base}/login`);
    await page.getByRole('button', { name: 'Usar la cuenta de Camila Rojas' }).click();
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(`${base}/checkin`);
  }
  await page.close();
  const scores = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await lighthouse(`${base}${route}`, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance'],
      disableStorageReset: true,
      formFactor: 'mobile',
      logLevel: 'error',
    });
    const { audits, categories } = result.lhr;
    const metric = (id) => audits[id]?.displayValue ?? '?';
    scores.push(Math.round((categories.performance.score ?? 0) * 100));
    console.log(
      `run ${i + 1}: performance ${scores.at(-1)} · FCP ${metric('first-contentful-paint')} · LCP ${metric(
        'largest-contentful-paint',
      )} · TBT ${metric('total-blocking-time')} · CLS ${metric('cumulative-layout-shift')} · SI ${metric('speed-index')}`,
    );
  }
  scores.sort((a, b) => a - b);
  console.log(
    `${route}: median performance score ${scores[Math.floor(scores.length / 2)]} over ${runs} runs`,
  );
  await browser.close();
} finally {
  await chrome.kill();
}
