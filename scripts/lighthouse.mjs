// Lighthouse on the demo build, every budgeted route, in one table: mobile (simulated throttling) for the
// public and employee pages, desktop for the manager's. Signed in as the employee or the admin where the route
// needs it; "first visit" runs with storage reset, so every run generates the day's demo data.
//
// Lighthouse is not a project dependency (it is large and only measures): install it next to the project with
// `npm i --no-save lighthouse@12 chrome-launcher`, serve the demo build (`npm run build:demo && npm run preview`),
// then `node scripts/lighthouse.mjs` (every row) or `node scripts/lighthouse.mjs /checkin /login` (those rows).
// BASE_URL (default http://localhost:4173), RUNS (default 3) per row; the median score decides. Serve the build
// with Hosting's cache headers (`npm run preview` does, from firebase.json); a server answering `no-cache` makes a
// returning visitor revalidate every chunk, and the scores measure that server instead of the app.
// For a closer look: CPU=8 runs the mobile rows on a CPU slowed 8 times instead of Lighthouse's 4 (a slower phone, or
// this machine at its slowest), which separates builds the default leaves at 98–100; DUMP=path/prefix writes each
// run's whole report to `<prefix>-<route>-<run>.json` (its long tasks, its main-thread breakdown, its LCP element).
import { writeFileSync } from 'node:fs';

import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:4173';
const runs = Number(process.env.RUNS ?? 3);
const cpu = process.env.CPU === undefined ? null : Number(process.env.CPU);
const dump = process.env.DUMP ?? null;

const EMPLOYEE = 'Camila Rojas';
const ADMIN = 'Andrés Soto';
/** The rows: route, form factor, who is signed in, whether each run is the day's first visit; target score. */
const ROWS = [
  { route: '/', form: 'mobile', as: null, first: false, target: 97 },
  { route: '/', form: 'mobile', as: null, first: true, target: 95 },
  { route: '/login', form: 'mobile', as: null, first: false, target: 95 },
  { route: '/login', form: 'mobile', as: null, first: true, target: 95 },
  { route: '/checkin', form: 'mobile', as: EMPLOYEE, first: false, target: 95 },
  { route: '/mi-agenda', form: 'mobile', as: EMPLOYEE, first: false, target: 95 },
  { route: '/mi-historial', form: 'mobile', as: EMPLOYEE, first: false, target: 95 },
  { route: '/dashboard', form: 'desktop', as: ADMIN, first: false, target: 95 },
  { route: '/agenda', form: 'desktop', as: ADMIN, first: false, target: 95 },
  { route: '/asistencias', form: 'desktop', as: ADMIN, first: false, target: 95 },
  { route: '/remuneraciones', form: 'desktop', as: ADMIN, first: false, target: 95 },
];

const { default: lighthouse } = await import('lighthouse').catch(() => {
  console.error('Lighthouse is not installed: run `npm i --no-save lighthouse@12 chrome-launcher` first.');
  process.exit(2);
});
const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
const { throttling } = await import('lighthouse/core/config/constants.js');
/** Lighthouse's default mobile run, or with CPU set, the same run on a CPU slowed that many times. */
const mobileConfig =
  cpu === null
    ? undefined
    : {
        extends: 'lighthouse:default',
        settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu } },
      };
const { launch } = await import('chrome-launcher');

const wanted = process.argv.slice(2);
const rows = wanted.length === 0 ? ROWS : ROWS.filter((row) => wanted.includes(row.route));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One browser profile per row: its own storage, signed in as the row says. */
async function measure(row) {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${base}/login`);
    if (row.as !== null) {
      await page.getByRole('button', { name: `Usar la cuenta de ${row.as}` }).click();
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await page.waitForURL((url) => url.pathname !== '/login');
    } else {
      // The day's data generated once, as a returning visitor has it (a first-visit row resets storage anyway).
      await page
        .getByRole('button', { name: /^Usar la cuenta de / })
        .first()
        .waitFor();
    }
    if (!row.first) {
      // A returning visitor: the route opened once before, so its chunks are in the HTTP cache as a returning
      // visitor's are (served like Hosting, `/assets/**` immutable: see vite.config.ts).
      await page.goto(`${base}${row.route}`, { waitUntil: 'networkidle' });
    }
    await page.close();
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const { lhr } = await lighthouse(
        `${base}${row.route}`,
        {
          port: chrome.port,
          output: 'json',
          onlyCategories: ['performance'],
          disableStorageReset: !row.first,
          logLevel: 'error',
        },
        row.form === 'desktop' ? desktopConfig : mobileConfig,
      );
      if (dump !== null)
        writeFileSync(`${dump}-${row.route.replace(/\W+/g, '') || 'home'}-${i}.json`, JSON.stringify(lhr));
      const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: value('first-contentful-paint'),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
      });
    }
    await browser.close();
    return results;
  } finally {
    await chrome.kill();
  }
}

const table = [];
for (const row of rows) {
  const results = await measure(row);
  const pick = (key) => median(results.map((r) => r[key]));
  table.push({
    route: row.route,
    form: row.form,
    as: row.as ?? (row.first ? 'visitor, first visit' : 'visitor'),
    score: pick('score'),
    scores: results.map((r) => r.score).join(' '),
    target: row.target,
    fcp: `${(pick('fcp') / 1000).toFixed(1)} s`,
    lcp: `${(pick('lcp') / 1000).toFixed(1)} s`,
    tbt: `${Math.round(pick('tbt'))} ms`,
    cls: pick('cls').toFixed(2),
  });
  console.error(`measured ${row.route} (${row.form}, ${table.at(-1).as}): ${table.at(-1).scores}`);
}

const header = ['route', 'form', 'as', 'median', 'runs', 'target', 'FCP', 'LCP', 'TBT', 'CLS'];
const lines = table.map((t) => [
  t.route,
  t.form,
  t.as,
  String(t.score),
  t.scores,
  `≥ ${t.target}`,
  t.fcp,
  t.lcp,
  t.tbt,
  t.cls,
]);
const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
const format = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(format(header));
console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
for (const line of lines) console.log(format(line));
const misses = table.filter((t) => t.score < t.target);
console.log(
  misses.length === 0
    ? `All ${table.length} rows meet their target.`
    : `${misses.length} of ${table.length} rows below target.`,
);
