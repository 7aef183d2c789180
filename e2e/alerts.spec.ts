import { expect, test, type Locator, type Page } from '@playwright/test';

import { ACCOUNTS, signInAs } from './support/session';

/**
 * The alerts bell and /alertas on the demo tenant, whose data is generated from the browser's clock on first use
 * (every test has a fresh context, hence fresh data). The tenant's zone is America/Santiago (UTC-3 in
 * November); the browser runs in Europe/Madrid. Camila Rojas is scheduled Mon–Fri 09:00–18:00 and never has
 * a record today.
 */
const WEDNESDAY = '2026-11-18';
const PREVIOUS_WEEKDAY = '2026-11-17';

function santiago(hhmm: string, day = WEDNESDAY): Date {
  return new Date(`${day}T${hhmm}:00-03:00`);
}

const CAMILA_LATE = 'Camila Rojas aún no ha registrado entrada (Programado: 09:00).';
const ALERT_TYPES = [
  'Entrada Tardía',
  'Llegada Tardía',
  'Salida Faltante',
  'Salida Temprana',
  'Descanso Largo',
  'Turno No Programado',
] as const;

function bell(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Alertas/ });
}

/** The badge: the bell's only text, the count of new alerts; hidden (scaled to 0) when there is nothing new. */
function badge(page: Page): Locator {
  return bell(page).getByText(/^\d+$/);
}

async function badgeCount(page: Page): Promise<number> {
  return Number(await badge(page).textContent());
}

function panel(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Alertas Recientes' });
}

function panelItems(page: Page): Locator {
  return panel(page).getByRole('list', { name: 'Alertas recientes' }).getByRole('button');
}

function table(page: Page): Locator {
  return page.getByRole('table', { name: 'Alertas del día' });
}

/** Body rows only (the header row has column headers, not cells). */
function rows(page: Page): Locator {
  return table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

/** The texts of one column of `within` (default every body row), the column found by its header ('Tipo', …). */
async function column(page: Page, header: string, within: Locator = rows(page)): Promise<string[]> {
  const headers = await table(page).getByRole('columnheader').allTextContents();
  const index = headers.indexOf(header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  const cells = await within.getByRole('cell').allTextContents();
  return cells.filter((_, i) => i % headers.length === index);
}

async function openAlertsScreen(page: Page): Promise<void> {
  await page.goto('/alertas');
  await expect(page.getByRole('heading', { level: 1, name: 'Alertas', exact: true })).toBeVisible();
}

/** Picks an option of one of the screen's MUI selects ('Severidad', 'Tipo', 'Empleado'). */
async function choose(page: Page, filter: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page.getByRole('combobox', { name: filter })).toHaveText(option);
}

test.describe('admin on a Wednesday at 09:20 (Santiago)', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: santiago('09:20') });
    await signInAs(page, 'admin');
  });

  test('the badge counts the new alerts; the panel shows Camila Rojas late; opening marks them seen', async ({
    page,
  }) => {
    await expect(badge(page)).toBeVisible();
    await expect(badge(page)).toHaveText(/^[1-9]\d*$/);
    const unseen = await badgeCount(page);
    await expect(bell(page)).toHaveAccessibleName(`Alertas, ${unseen} nuevas`);
    expect(await page.evaluate(() => localStorage.getItem('lastAlertCheckTime'))).toBeNull();

    await bell(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole('heading', { name: 'Alertas Recientes' })).toBeVisible();
    await expect(panel(page).getByRole('link', { name: 'Ver alertas' })).toHaveAttribute('href', '/alertas');
    // Never checked before: every alert of today was new.
    const items = panelItems(page);
    await expect(items).toHaveCount(Math.min(unseen, 5));
    expect(unseen).toBeGreaterThan(5);

    const camila = items.filter({ hasText: CAMILA_LATE });
    await expect(camila).toHaveCount(1);
    await expect(camila).toContainText('CR');
    await expect(camila).toContainText('Camila Rojas');
    await expect(camila).toContainText('hace 20 minutos');
    const all = panel(page).getByRole('link', { name: `Ver todas las ${unseen} alertas` });
    await expect(all).toBeVisible();
    await all.click();
    await expect(page).toHaveURL('/alertas');
    await expect(panel(page)).toBeHidden();

    // Opening marked everything seen now (the browser's clock), persisted as an ISO string.
    await expect(badge(page)).toBeHidden();
    await expect(bell(page)).toHaveAccessibleName('Alertas');
    const stored = await page.evaluate(() => localStorage.getItem('lastAlertCheckTime'));
    expect(stored).not.toBeNull();
    const checked = new Date(stored ?? '');
    expect(checked.toISOString()).toBe(stored);
    expect(checked.getTime()).toBeGreaterThanOrEqual(santiago('09:20').getTime());
    expect(checked.getTime()).toBeLessThan(santiago('09:25').getTime());

    // 'Ver todas' led to every alert of today, hers included.
    await expect(rows(page).filter({ hasText: CAMILA_LATE })).toHaveCount(1);
    await expect(rows(page)).toHaveCount(unseen);
    // Still seen after a reload.
    await page.reload();
    await expect(rows(page)).toHaveCount(unseen);
    await expect(badge(page)).toBeHidden();
  });

  test('choosing an alert in the bell opens /alertas?alertId=… at that row', async ({ page }) => {
    // A short window, so that the 5th alert's row starts below the fold and must be scrolled to.
    await page.setViewportSize({ width: 1280, height: 420 });
    await bell(page).click();
    const items = panelItems(page);
    await expect(items.first()).toBeVisible();
    const last = items.last();
    // The item reads: initials, name, message, relative time; the row's Mensaje cell must be part of it.
    const itemText = (await last.textContent()) ?? '';
    await last.click();

    await expect(page).toHaveURL(/\/alertas\?alertId=[^&]+$/);
    const alertId = new URL(page.url()).searchParams.get('alertId') ?? '';
    expect(new URL(page.url()).search).toBe(`?alertId=${encodeURIComponent(alertId)}`);
    const current = table(page).locator('tr[aria-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('data-alert-id', alertId);
    const [message = ''] = await column(page, 'Mensaje', current);
    expect(message).not.toBe('');
    expect(itemText).toContain(message);
    await expect(current).toBeInViewport();
    // It was below the fold: the screen scrolled to it.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('Camila Rojas: the bell links straight to her Llegada Tardía row', async ({ page }) => {
    await bell(page).click();
    await panelItems(page).filter({ hasText: CAMILA_LATE }).click();
    await expect(page).toHaveURL(
      `/alertas?alertId=${encodeURIComponent(`late-arrival:demo-empleado:${WEDNESDAY}:s0`)}`,
    );
    const current = table(page).locator('tr[aria-current="true"]');
    await expect(current).toContainText('Llegada Tardía');
    await expect(current).toContainText(CAMILA_LATE);
    await expect(current).toContainText('09:00 · hace 20 minutos');
    await expect(current).toBeInViewport();
  });

  test('the filters narrow the table', async ({ page }) => {
    await openAlertsScreen(page);
    await expect(rows(page).filter({ hasText: CAMILA_LATE })).toHaveCount(1);
    const total = await rows(page).count();

    await choose(page, 'Tipo', 'Llegada Tardía');
    await expect(rows(page).filter({ hasText: CAMILA_LATE })).toHaveCount(1);
    const lateArrivals = await rows(page).count();
    expect(lateArrivals).toBeLessThan(total);
    await expect.poll(() => column(page, 'Tipo')).toEqual(Array(lateArrivals).fill('Llegada Tardía'));

    await choose(page, 'Empleado', 'Camila Rojas');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(CAMILA_LATE);

    await choose(page, 'Tipo', 'Entrada Tardía');
    await expect(table(page)).toBeHidden();
    await expect(page.getByText('Ninguna alerta coincide con los filtros.')).toBeVisible();

    await choose(page, 'Tipo', 'Todos');
    await choose(page, 'Empleado', 'Todos');
    await expect(rows(page)).toHaveCount(total);

    await choose(page, 'Severidad', 'Advertencia');
    const warnings = await rows(page).count();
    expect(warnings).toBeGreaterThan(0);
    expect(warnings).toBeLessThanOrEqual(total);
    await expect.poll(() => column(page, 'Severidad')).toEqual(Array(warnings).fill('Advertencia'));
    await expect(rows(page).filter({ hasText: CAMILA_LATE })).toHaveCount(1);
  });

  test("a past day chosen in 'Día' shows that day's alerts", async ({ page }) => {
    await openAlertsScreen(page);
    const day = page.getByLabel('Día', { exact: true });
    await expect(day).toHaveValue(WEDNESDAY);
    await expect(rows(page).filter({ hasText: CAMILA_LATE })).toHaveCount(1);
    const today = await rows(page).allTextContents();

    await day.fill(PREVIOUS_WEEKDAY);
    await expect(day).toHaveValue(PREVIOUS_WEEKDAY);
    // That day's alerts: wall times only (no relative time), and not today's.
    await expect(rows(page).filter({ hasText: CAMILA_LATE })).toHaveCount(0);
    await expect(rows(page).first()).toBeVisible();
    const past = await rows(page).allTextContents();
    expect(past.length).toBeGreaterThan(0);
    expect(past).not.toEqual(today);
    for (const time of await column(page, 'Hora')) expect(time).toMatch(/^\d\d:\d\d$/);

    await day.fill(WEDNESDAY);
    await expect(rows(page).filter({ hasText: CAMILA_LATE })).toHaveCount(1);
    await expect(rows(page)).toHaveCount(today.length);
  });
});

test('at 09:10 Camila Rojas is not late yet; past 09:16 her Llegada Tardía appears without a reload', async ({
  page,
}) => {
  await page.clock.install({ time: santiago('09:10') });
  await signInAs(page, 'admin');
  await openAlertsScreen(page);
  // Other alerts are already there (early shifts), but not hers.
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).filter({ hasText: 'Camila Rojas' })).toHaveCount(0);
  await expect(badge(page)).toHaveText(/^[1-9]\d*$/);
  const before = await badgeCount(page);
  const marker = await page.evaluate(() => {
    const w = window as Window & { __noReload?: boolean };
    w.__noReload = true;
    return w.__noReload;
  });
  expect(marker).toBe(true);

  await page.clock.runFor('07:00');

  const camila = rows(page).filter({ hasText: CAMILA_LATE });
  await expect(camila).toHaveCount(1);
  await expect(camila).toContainText('Llegada Tardía');
  await expect(camila).toContainText('09:00 · hace 17 minutos');
  await expect.poll(() => badgeCount(page)).toBeGreaterThan(before);
  // Same document: the alerts were recomputed in place.
  expect(await page.evaluate(() => (window as Window & { __noReload?: boolean }).__noReload)).toBe(true);
});

test('at 14:00 on a weekday every alert type appears on /alertas', async ({ page }) => {
  await page.clock.install({ time: santiago('14:00') });
  await signInAs(page, 'admin');
  await openAlertsScreen(page);
  await expect(rows(page).first()).toBeVisible();
  await expect
    .poll(async () => [...new Set(await column(page, 'Tipo'))].sort())
    .toEqual([...ALERT_TYPES].sort());

  for (const type of ALERT_TYPES) {
    await choose(page, 'Tipo', type);
    await expect(rows(page).first()).toBeVisible();
    const count = await rows(page).count();
    await expect.poll(() => column(page, 'Tipo')).toEqual(Array(count).fill(type));
  }
});

test('the superuser has the bell too', async ({ page }) => {
  await page.clock.install({ time: santiago('09:20') });
  await signInAs(page, 'superuser');
  await expect(badge(page)).toHaveText(/^[1-9]\d*$/);
  await bell(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(panelItems(page).filter({ hasText: CAMILA_LATE })).toHaveCount(1);
  await panel(page).getByRole('link', { name: 'Ver alertas' }).click();
  await expect(page).toHaveURL('/alertas');
  await expect(rows(page).filter({ hasText: CAMILA_LATE })).toHaveCount(1);
});

test('the employee has no alerts bell, only her own art. 45 notices, and /alertas sends her to /checkin', async ({
  page,
}) => {
  await page.clock.install({ time: santiago('09:20') });
  const account = await signInAs(page, 'employee');
  expect(account.name).toBe(ACCOUNTS.employee.name);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Alertas/ })).toHaveCount(0);
  await page.goto('/alertas');
  await expect(page).toHaveURL('/checkin');
  await expect(page.getByRole('table', { name: 'Alertas del día' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Alertas/ })).toHaveCount(0);
  // On a desktop, her bell lists her own notices of Res. Ex. N° 38 art. 45, never the company's alerts.
  await page.goto('/mis-horarios');
  await page.getByRole('button', { name: /^Mis avisos/ }).click();
  const mine = page.getByRole('dialog', { name: 'Mis avisos' });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('link', { name: 'Ver alertas' })).toHaveCount(0);
});
