// How long the manager's screens take to respond at a large company's size, measured in Chromium with
// the Event Timing API (an interaction's duration: from the input to the next paint, what INP reports).
//
// Serve the demo build (`npm run build:demo && npm run preview`), then `node scripts/measure-interactions.mjs`.
// It asks the demo for a company of PEOPLE people (default 2,000) with MONTHS months of history (default 3) through
// the demo's scale key (src/data/adapters/demo/demo-data.ts, DEMO_SCALE_KEY), signs in as its admin, opens each screen and
// performs each interaction RUNS times (default 3), then prints one table: the slowest and the median run of
// each, and the median input delay (how long the input waited for the main thread, before its handlers ran).
// BASE_URL (default http://localhost:4173); CHROMIUM_PATH (default /usr/bin/chromium); ONLY=/agenda measures
// only the screens whose path starts so; SETTLE=60000 waits that many ms on each screen before acting; DRAIN=0
// measures without waiting for the demo's background signing (below). The browser runs in another zone than the
// tenant's (Asia/Tokyo), as the E2E tests do.
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:4173';
const people = Number(process.env.PEOPLE ?? 2000);
const months = Number(process.env.MONTHS ?? 3);
const runs = Number(process.env.RUNS ?? 3);
const settleMs = Number(process.env.SETTLE ?? 0);
const ADMIN = 'Andrés Soto';

/** Starts recording the page's interactions (Event Timing entries that carry an interactionId). */
function record(page) {
  return page.evaluate(() => {
    const events = [];
    globalThis.__interactions = events;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId)
          events.push({
            id: entry.interactionId,
            duration: entry.duration,
            delay: entry.processingStart - entry.startTime,
          });
      }
    }).observe({ type: 'event', durationThreshold: 16 });
  });
}

/**
 * The longest interaction recorded since `record` (Event Timing rounds durations to 8 ms; under 16 is not
 * reported): its duration and its input delay (the wait for the main thread before its handlers ran), in ms.
 */
async function longest(page) {
  // The entry is reported after the next paint: give it a moment.
  await page.waitForTimeout(300);
  return page.evaluate(() =>
    globalThis.__interactions.reduce((a, b) => (b.duration > a.duration ? b : a), { duration: 0, delay: 0 }),
  );
}

/** Selects a tab and waits until it shows as selected (the screen's URL and state have followed). */
async function selectTab(page, name) {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tab', { name, selected: true }).waitFor();
}

const table = (locatorName) => (page) => page.getByRole('table', { name: locatorName });
const firstCell = (page) => page.getByRole('table', { name: 'Asistencias' }).getByRole('row').nth(1);

/**
 * The screens and what a manager does on them: `ready` resolves once the screen shows its data; each interaction
 * acts and waits for its result (the next run starts from the screen as that left it, so each is its own undo).
 */
const SCREENS = [
  {
    name: '/asistencias, this month',
    path: '/asistencias/todas/mes',
    ready: (page) => table('Asistencias')(page).getByRole('row').nth(1).waitFor({ timeout: 300_000 }),
    interactions: [
      {
        name: 'next page',
        act: async (page) => {
          const before = await firstCell(page).textContent();
          await page.getByRole('button', { name: 'Página siguiente' }).click();
          await page.waitForFunction(
            (text) =>
              document.querySelectorAll('table[aria-label="Asistencias"] tr')[1]?.textContent !== text,
            before,
          );
          await page.getByRole('button', { name: 'Página anterior' }).click();
        },
      },
      {
        name: 'sort by person',
        act: async (page) => {
          await table('Asistencias')(page).getByRole('button', { name: 'Persona' }).click();
        },
      },
      {
        name: 'tab `Atrasos`, then `Todas`',
        act: async (page) => {
          await selectTab(page, 'Atrasos');
          await selectTab(page, 'Todas');
          await table('Asistencias')(page).getByRole('row').nth(1).waitFor();
        },
      },
    ],
  },
  {
    name: '/adherencia, this month',
    path: '/adherencia?periodo=mes',
    ready: (page) => page.getByText(/^Adherencia: \d/).waitFor({ timeout: 300_000 }),
    interactions: [
      {
        name: 'group by person, then by day',
        act: async (page) => {
          await selectTab(page, 'Por persona');
          await selectTab(page, 'Por día');
        },
      },
    ],
  },
  {
    name: '/agenda, this week',
    path: '/agenda',
    ready: (page) => page.getByRole('grid').first().waitFor({ timeout: 300_000 }),
    interactions: [
      {
        name: 'search a person, then clear',
        act: async (page) => {
          const search = page.getByLabel('Buscar persona');
          await search.fill('Camila');
          await page.waitForTimeout(200);
          await search.fill('');
        },
      },
    ],
  },
  {
    name: '/dashboard',
    path: '/dashboard',
    ready: (page) => page.getByRole('heading', { name: 'Inicio' }).waitFor({ timeout: 300_000 }),
    interactions: [],
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
const context = await browser.newContext({
  timezoneId: 'Asia/Tokyo',
  viewport: { width: 1366, height: 900 },
});
const page = await context.newPage();
await page.goto(`${base}/login`);
await page.evaluate(
  ([key, value]) => localStorage.setItem(key, value),
  ['asiste.demo.scale', JSON.stringify({ people, months })],
);
let started = Date.now();
await page.reload();
// The accounts show once the demo backend is there, which waits for the day's data (generated at this size).
await page.getByRole('button', { name: `Usar la cuenta de ${ADMIN}` }).waitFor({ timeout: 900_000 });
const seedMs = Date.now() - started;
await page.getByRole('button', { name: `Usar la cuenta de ${ADMIN}` }).click();
await page.getByRole('button', { name: 'Iniciar sesión' }).click();
await page.waitForURL((url) => url.pathname !== '/login', { waitUntil: 'commit' });
// The demo does the server's work in this tab: it signs the seed's open punches (one per person punched in
// today) and copies them into their months. In Firebase that runs in Cloud Functions, not in the manager's tab,
// so the screens are measured once it is done (`asiste.idle()`, src/data/adapters/demo/index.ts); DRAIN=0 does not wait.
// While it runs, its garbage brings major collections of the demo's large heap, of 300 to 700 ms, into whatever
// the page does (docs/performance-log.md).
const drains = process.env.DRAIN !== '0';
/** Waits for the demo's background work; how long it took, in ms (null with DRAIN=0). */
async function drain() {
  if (!drains) return null;
  const start = Date.now();
  await page.waitForFunction(() => globalThis.asiste !== undefined, null, { timeout: 300_000 });
  await page.evaluate(() => globalThis.asiste.idle());
  return Date.now() - start;
}
const drainMs = await drain();

const rows = [];
const only = process.env.ONLY;
for (const screen of SCREENS.filter((s) => only === undefined || s.path.startsWith(only))) {
  started = Date.now();
  await page.goto(`${base}${screen.path}`);
  await screen.ready(page);
  const openMs = Date.now() - started;
  // The page was loaded again: whatever the demo left to sign, done before acting; then SETTLE ms more.
  await drain();
  await page.waitForTimeout(settleMs);
  console.error(`${screen.name}: shown in ${openMs} ms`);
  rows.push({
    screen: screen.name,
    interaction: 'open (page load to data shown)',
    values: [openMs],
    unit: 'wall',
  });
  for (const interaction of screen.interactions) {
    const values = [];
    const delays = [];
    for (let i = 0; i < runs; i += 1) {
      await record(page);
      await interaction.act(page);
      const { duration, delay } = await longest(page);
      values.push(duration);
      delays.push(delay);
    }
    console.error(
      `${screen.name}: ${interaction.name}: ${values.join(', ')} ms (input delays ${delays.map((d) => Math.round(d)).join(', ')} ms)`,
    );
    rows.push({ screen: screen.name, interaction: interaction.name, values, delays, unit: 'event' });
  }
}
await browser.close();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const shown = (ms, unit) => (unit === 'event' && ms < 16 ? '< 16 ms' : `${Math.round(ms)} ms`);
console.log(
  `${people.toLocaleString('en')} people, ${months} months; the day's data generated and stored in ${(seedMs / 1000).toFixed(1)} s; ${drainMs === null ? 'measured while the demo signs its open punches (DRAIN=0)' : `its open punches signed in the background in ${(drainMs / 1000).toFixed(1)} s more, before measuring`}`,
);
console.log('| screen | interaction | longest | median | median input delay | runs |');
console.log('| ------ | ----------- | ------- | ------ | ------------------ | ---- |');
for (const row of rows) {
  const longestMs = Math.max(...row.values);
  const delay = row.delays ? `${Math.round(median(row.delays))} ms` : '';
  console.log(
    `| ${row.screen} | ${row.interaction} | ${shown(longestMs, row.unit)} | ${shown(median(row.values), row.unit)} | ${delay} | ${row.values.map((v) => Math.round(v)).join(', ')} |`,
  );
}
const slow = rows.filter((row) => row.unit === 'event' && Math.max(...row.values) >= 100);
console.log(
  slow.length === 0
    ? 'Every interaction responded within 100 ms.'
    : `${slow.length} interaction(s) took 100 ms or more.`,
);
