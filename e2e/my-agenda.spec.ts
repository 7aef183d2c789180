import { expect, test, type Page } from '@playwright/test';

import { expectNoConsoleErrors, signInAs, watchConsole } from './support/session';

/**
 * The employee's own agenda (`/mi-agenda`, `/mis-horarios`) on the demo build. The demo data is generated from
 * the browser's clock on first use, so the clock is installed before anything loads: Wednesday 2026-11-18,
 * 10:00 in Santiago, with the browser in Europe/Madrid (14:00 there) to prove days follow the tenant's zone.
 * Camila Rojas works Monday–Friday 09:00–18:00; nothing is planned on weekends or holidays.
 */
const NOW = new Date('2026-11-18T10:00:00-03:00');
const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 640 };

test.use({ viewport: PHONE });

const WEEK_OF_16_NOVEMBER = [
  'lunes 16 de noviembre: 09:00 – 18:00',
  'martes 17 de noviembre: 09:00 – 18:00',
  'miércoles 18 de noviembre: 09:00 – 18:00',
  'jueves 19 de noviembre: 09:00 – 18:00',
  'viernes 20 de noviembre: 09:00 – 18:00',
  'sábado 21 de noviembre: Sin planificar',
  'domingo 22 de noviembre: Sin planificar',
];

function periodHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 2, name, exact: true });
}

function days(page: Page, period: string) {
  return page.getByRole('list', { name: period, exact: true });
}

async function openAgenda(page: Page): Promise<void> {
  await page.clock.install({ time: NOW });
  await signInAs(page, 'employee');
  await page
    .getByRole('navigation', { name: 'Navegación inferior' })
    .getByRole('link', { name: 'Agenda' })
    .click();
  await expect(page).toHaveURL('/mi-agenda');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi agenda' })).toBeVisible();
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

async function expectTouchTarget(page: Page, name: string): Promise<void> {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  expect(box, `${name} is on screen`).not.toBeNull();
  expect(box?.width ?? 0, `${name} width`).toBeGreaterThanOrEqual(48);
  expect(box?.height ?? 0, `${name} height`).toBeGreaterThanOrEqual(48);
}

test('this week: Monday–Friday 09:00 – 18:00, the weekend unplanned, today highlighted; then next week', async ({
  page,
}) => {
  const console = watchConsole(page);
  await openAgenda(page);

  await expect(periodHeading(page, 'Semana del 16 al 22 de noviembre de 2026')).toBeVisible();
  const week = days(page, 'Semana del 16 al 22 de noviembre de 2026');
  await expect(week.getByRole('listitem')).toHaveCount(7);
  for (const [index, name] of WEEK_OF_16_NOVEMBER.entries()) {
    await expect(week.getByRole('listitem').nth(index)).toHaveAccessibleName(name);
  }
  const today = week.locator('[aria-current="date"]');
  await expect(today).toHaveCount(1);
  await expect(today).toHaveAccessibleName('miércoles 18 de noviembre: 09:00 – 18:00');
  await expect(today.getByText('Hoy', { exact: true })).toBeVisible();
  await expect(page.getByText('No tienes turnos en este periodo.')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  for (const name of ['Semana', 'Mes', 'Anterior', 'Hoy', 'Siguiente']) await expectTouchTarget(page, name);
  // The screen is made without MUI: nothing in it is MUI's until `Solicitar ausencia` opens.
  await expect(page.getByRole('main')).toHaveCount(1);
  expect(await page.locator('main [class*="Mui"]').count()).toBe(0);

  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(periodHeading(page, 'Semana del 23 al 29 de noviembre de 2026')).toBeVisible();
  const next = days(page, 'Semana del 23 al 29 de noviembre de 2026');
  await expect(next.getByRole('listitem')).toHaveCount(7);
  for (const name of ['lunes 23', 'martes 24', 'miércoles 25', 'jueves 26', 'viernes 27']) {
    await expect(next.getByRole('listitem', { name: `${name} de noviembre: 09:00 – 18:00` })).toBeVisible();
  }
  await expect(next.getByRole('listitem', { name: 'sábado 28 de noviembre: Sin planificar' })).toBeVisible();
  await expect(next.getByRole('listitem', { name: 'domingo 29 de noviembre: Sin planificar' })).toBeVisible();
  await expect(next.locator('[aria-current="date"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Hoy' }).click();
  await expect(periodHeading(page, 'Semana del 16 al 22 de noviembre de 2026')).toBeVisible();
  await expect(week.locator('[aria-current="date"]')).toHaveAccessibleName(WEEK_OF_16_NOVEMBER[2] ?? '');
  expectNoConsoleErrors(console);
});

test('month view: a Monday-first grid with today current, and a holiday marked with no shift', async ({
  page,
}) => {
  const console = watchConsole(page);
  await openAgenda(page);
  await expect(days(page, 'Semana del 16 al 22 de noviembre de 2026').getByRole('listitem')).toHaveCount(7);

  await page.getByRole('button', { name: 'Mes' }).click();
  await expect(page.getByRole('button', { name: 'Mes' })).toHaveAttribute('aria-pressed', 'true');
  await expect(periodHeading(page, 'Noviembre de 2026')).toBeVisible();
  const november = days(page, 'Noviembre de 2026');
  await expect(november.getByRole('button')).toHaveCount(30);
  // 1 November 2026 is a Sunday: the seventh column of a Monday-first grid.
  const first = await november.getByRole('button').first().boundingBox();
  const monday2 = await november.getByRole('button', { name: /^lunes 2 de noviembre:/ }).boundingBox();
  expect(first && monday2 && first.x > monday2.x).toBe(true);
  const today = november.locator('[aria-current="date"]');
  await expect(today).toHaveAccessibleName('miércoles 18 de noviembre: 09:00 – 18:00');
  await expect(
    page.getByRole('heading', { level: 3, name: 'miércoles 18 de noviembre (hoy)' }),
  ).toBeVisible();
  await expect(
    november.getByRole('button', { name: 'sábado 21 de noviembre: Sin planificar' }),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  const cell = await today.boundingBox();
  expect(cell?.width ?? 0).toBeGreaterThanOrEqual(48);
  expect(cell?.height ?? 0).toBeGreaterThanOrEqual(48);

  // 8 December (Inmaculada Concepción) is within the 30 days of data ahead of 18 November.
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(periodHeading(page, 'Diciembre de 2026')).toBeVisible();
  const december = days(page, 'Diciembre de 2026');
  await expect(december.getByRole('button', { name: /^lunes 7 de diciembre: 09:00 – 18:00/ })).toBeVisible();
  const holiday = december.getByRole('button', {
    name: /^martes 8 de diciembre: Feriado Inmaculada Concepción/,
  });
  await expect(holiday).toBeVisible();
  await expect(holiday).not.toHaveAccessibleName(/\d\d:\d\d/);
  await holiday.click();
  const details = page.getByRole('heading', { level: 3, name: 'martes 8 de diciembre' }).locator('..');
  await expect(details.getByText('Feriado: Inmaculada Concepción')).toBeVisible();
  await expect(details.getByText(/\d\d:\d\d – \d\d:\d\d/)).toHaveCount(0);

  // Still usable on a 360 × 640 phone: no horizontal scroll, day cells at least 48 px.
  await page.setViewportSize(SMALL_PHONE);
  await expectNoHorizontalScroll(page);
  const small = await holiday.boundingBox();
  expect(small?.width ?? 0).toBeGreaterThanOrEqual(48);
  expect(small?.height ?? 0).toBeGreaterThanOrEqual(48);
  expectNoConsoleErrors(console);
});

test('/mis-horarios is the same screen', async ({ page }) => {
  await openAgenda(page);
  await page.goto('/mis-horarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi agenda' })).toBeVisible();
  await expect(periodHeading(page, 'Semana del 16 al 22 de noviembre de 2026')).toBeVisible();
  const week = days(page, 'Semana del 16 al 22 de noviembre de 2026');
  await expect(week.locator('[aria-current="date"]')).toHaveAccessibleName(WEEK_OF_16_NOVEMBER[2] ?? '');
  await expect(
    page.getByRole('navigation', { name: 'Navegación inferior' }).getByRole('link', { name: 'Agenda' }),
  ).toHaveAttribute('aria-current', 'page');
});
