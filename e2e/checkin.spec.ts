import { expect, test, type Locator, type Page } from '@playwright/test';

import { ACCOUNTS, signInAs } from './support/session';

/**
 * Camila Rojas's working day on /checkin, on the demo build. The demo data is generated from the browser's clock
 * on first use (each test has a fresh context, hence fresh data): on Wednesday 2026-11-18 she is scheduled
 * 09:00–18:00 and has no record yet. The tenant's zone is America/Santiago (UTC-3 in November); the browser runs
 * in Europe/Madrid, so every time on screen must be Santiago's.
 */
const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 640 };
const DAY = '2026-11-18';
const SLOT = 'Oficina · 09:00 – 18:00';
const PUNCH_BUTTONS = ['Registrar entrada', 'Iniciar colación', 'Terminar colación', 'Registrar salida'];
/** The code the server signs each punch with (Crockford base32), which replaces `Pendiente de firma`. */
const VERIFICATION_CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

function santiago(hhmm: string): Date {
  return new Date(`${DAY}T${hhmm}:00-03:00`);
}

function slotCard(page: Page): Locator {
  return page.getByRole('region', { name: SLOT });
}

/** The punch buttons a card offers, by name, in order. */
async function offered(card: Locator): Promise<string[]> {
  const names = await card.getByRole('button').allTextContents();
  return names.filter((name) => PUNCH_BUTTONS.includes(name));
}

function receipt(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Comprobante de marca' });
}

/** The value printed next to a label in the receipt. */
function receiptValue(page: Page, label: string): Locator {
  return receipt(page).getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
}

async function closeReceipt(page: Page): Promise<void> {
  await receipt(page).getByRole('button', { name: 'Cerrar' }).click();
  await expect(receipt(page)).toBeHidden();
}

/** The exit is final: it asks first. */
async function confirmExit(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '¿Registrar tu salida?' });
  await dialog.getByRole('button', { name: 'Registrar salida' }).click();
}

/** Moves the page's clock to a Santiago wall time of the day and punches `button` on the slot's card. */
async function punchAt(page: Page, hhmm: string, button: string, name: string): Promise<void> {
  await page.clock.setFixedTime(santiago(hhmm));
  await slotCard(page).getByRole('button', { name: button, exact: true }).click();
  if (button === 'Registrar salida') await confirmExit(page);
  await expect(receipt(page)).toBeVisible();
  await expect(receiptValue(page, 'Acción')).toHaveText(name);
  // The server's time replaces the device's once the write is confirmed.
  await expect(receiptValue(page, 'Hora')).toHaveText(`${hhmm}:00`);
  await expect(receiptValue(page, 'Código de verificación')).toHaveText(VERIFICATION_CODE);
  await closeReceipt(page);
}

/** The card once the whole day is punched: 20 min late, 30 min early, never called complete. */
async function expectFullDay(card: Locator): Promise<void> {
  for (const chip of ['Entrada 09:20', 'Inicio de colación 13:00', 'Fin de colación 14:45', 'Salida 17:30']) {
    await expect(card.getByRole('button', { name: `${chip}: ver comprobante` })).toHaveText(chip);
  }
  await expect(card.getByText('Turno terminado.')).toBeVisible();
  await expect(
    card.getByText('Entrada 20 min tarde · Salida 30 min antes · Tiempo trabajado 6:25:00'),
  ).toBeVisible();
  await expect(card.getByText('Turno completo.')).toHaveCount(0);
  expect(await offered(card)).toEqual([]);
}

/** Signs in as Camila at 09:20 on the Wednesday. */
async function startDay(page: Page): Promise<void> {
  await page.clock.install({ time: santiago('09:20') });
  await signInAs(page, 'employee');
  // The clock stops at 09:20:00 (timers still run), so the entry's minutes are exact.
  await page.clock.setFixedTime(santiago('09:20'));
  await expect(slotCard(page)).toBeVisible();
}

/** Entry at 09:20, lunch 13:00–14:45, exit 17:30. */
async function punchWholeDay(page: Page): Promise<void> {
  await slotCard(page).getByRole('button', { name: 'Registrar entrada' }).click();
  await closeReceipt(page);
  await punchAt(page, '13:00', 'Iniciar colación', 'Inicio de colación');
  await punchAt(page, '14:45', 'Terminar colación', 'Fin de colación');
  await punchAt(page, '17:30', 'Registrar salida', 'Salida');
  await expectFullDay(slotCard(page));
}

test.describe('check-in', () => {
  test.use({ viewport: PHONE });

  test("Camila's day: entry, lunch and exit, live in a second tab, kept on reload, seen by the admin", async ({
    page,
    context,
  }) => {
    await startDay(page);

    // The date and the clock are Santiago's (Madrid is four hours ahead).
    await expect(page.getByText('Hola, Camila', { exact: true })).toBeVisible();
    await expect(page.getByText('miércoles 18 de noviembre de 2026', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Hora actual 09:20')).toHaveText(/^09:20:\d\d$/);
    await expect(page.getByRole('region')).toHaveCount(1);
    await expect(slotCard(page).getByRole('heading', { level: 2 })).toHaveText(SLOT);
    expect(await offered(slotCard(page))).toEqual(['Registrar entrada']);
    // The screen and the phone's chrome are made without MUI: no MUI element, no emotion style, until
    // a dialog opens.
    expect(
      await page.evaluate(() => document.querySelectorAll('[class*="Mui"], style[data-emotion]').length),
    ).toBe(0);

    // Entry at 09:20, with its receipt.
    await slotCard(page).getByRole('button', { name: 'Registrar entrada' }).click();
    await expect(receipt(page)).toBeVisible();
    await expect(receiptValue(page, 'Acción')).toHaveText('Entrada');
    await expect(receiptValue(page, 'Fecha')).toHaveText('18/11/26');
    await expect(receiptValue(page, 'Hora')).toHaveText(/^09:20:\d\d$/);
    await expect(receiptValue(page, 'Empresa')).toHaveText('Panadería La Espiga');
    await expect(receiptValue(page, 'Empleado')).toHaveText('Camila Rojas');
    await expect(receiptValue(page, 'Código de verificación')).toHaveText(VERIFICATION_CODE);
    await closeReceipt(page);
    await expect(slotCard(page).getByText('Entrada 09:20', { exact: true })).toBeVisible();
    expect(await offered(slotCard(page))).toEqual(['Iniciar colación', 'Registrar salida']);

    // A second tab of the same browser shows the day as it is and cannot punch the entry again.
    const other = await context.newPage();
    await other.goto('/checkin');
    await expect(slotCard(other).getByText('Entrada 09:20', { exact: true })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Registrar entrada' })).toHaveCount(0);

    // Lunch 13:00–14:45 and exit at 17:30; the other tab follows live, without a reload.
    await punchAt(page, '13:00', 'Iniciar colación', 'Inicio de colación');
    await expect(slotCard(other).getByText('Inicio de colación 13:00', { exact: true })).toBeVisible();
    await expect.poll(() => offered(slotCard(other))).toEqual(['Terminar colación']);
    await punchAt(page, '14:45', 'Terminar colación', 'Fin de colación');
    await expect.poll(() => offered(slotCard(other))).toEqual(['Registrar salida']);
    await punchAt(page, '17:30', 'Registrar salida', 'Salida');

    await expectFullDay(slotCard(page));
    await expect(slotCard(other).getByText('Salida 17:30', { exact: true })).toBeVisible();
    await expectFullDay(slotCard(other));
    await expect(other.getByRole('button', { name: /^(Registrar|Iniciar|Terminar) / })).toHaveCount(0);
    await other.close();

    // A reload keeps everything.
    await page.reload();
    await expect(slotCard(page)).toBeVisible();
    await expect(page.getByRole('region')).toHaveCount(1);
    await expectFullDay(slotCard(page));

    // Sign out (employees on a phone have no top bar: /perfil has the button) and sign in as the admin.
    await page
      .getByRole('navigation', { name: 'Navegación inferior' })
      .getByRole('link', { name: 'Perfil' })
      .click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL('/login');
    await page.clock.setFixedTime(santiago('17:31'));
    await signInAs(page, 'admin');
    await page.goto('/alertas');
    // On a phone the alerts are a list, one item per alert.
    const camila = page
      .getByRole('list', { name: 'Alertas del día' })
      .getByRole('listitem')
      .filter({ hasText: ACCOUNTS.employee.name });
    for (const message of ['Entrada 20 min tarde.', 'Descanso de 105 min.', 'Salida 30 min temprano.']) {
      await expect(camila.filter({ hasText: message })).toHaveCount(1);
    }
  });

  test('a double tap on Registrar entrada records one entry', async ({ page }) => {
    await startDay(page);
    await slotCard(page).getByRole('button', { name: 'Registrar entrada' }).dblclick();

    // One receipt, for the entry; the second tap did not try a second write (that would be refused and say so).
    await expect(receipt(page)).toHaveCount(1);
    await expect(receiptValue(page, 'Acción')).toHaveText('Entrada');
    await expect(receiptValue(page, 'Código de verificación')).toHaveText(VERIFICATION_CODE);
    await closeReceipt(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('region')).toHaveCount(1);
    const entry = slotCard(page).getByRole('button', { name: /^Entrada \d\d:\d\d: ver comprobante$/ });
    await expect(entry).toHaveCount(1);
    await expect(entry).toHaveText('Entrada 09:20');
    expect(await offered(slotCard(page))).toEqual(['Iniciar colación', 'Registrar salida']);

    // The entry's exact time and code, to compare after the reload.
    await entry.click();
    await expect(receiptValue(page, 'Código de verificación')).toHaveText(VERIFICATION_CODE);
    const time = await receiptValue(page, 'Hora').textContent();
    const code = await receiptValue(page, 'Código de verificación').textContent();
    expect(time).toMatch(/^09:20:\d\d$/);
    await closeReceipt(page);

    await page.reload();
    await expect(slotCard(page)).toBeVisible();
    await expect(page.getByRole('region')).toHaveCount(1);
    await expect(entry).toHaveCount(1);
    await entry.click();
    await expect(receiptValue(page, 'Hora')).toHaveText(time ?? '');
    await expect(receiptValue(page, 'Código de verificación')).toHaveText(code ?? '');
  });

  test('/mi-historial shows the punches of the day', async ({ page }) => {
    await startDay(page);
    await punchWholeDay(page);
    await page.goto('/mi-historial');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi historial' })).toBeVisible();
    const placeholder = page.getByText('Aquí verás tus marcas de asistencia y tus totales.');
    test.skip(
      await placeholder.isVisible(),
      '/mi-historial is still the placeholder of a later issue in this build: nothing to check yet.',
    );
    const today = page.getByRole('article').filter({ hasText: 'Hoy' });
    for (const punch of [
      'Entrada 09:20',
      'Inicio de colación 13:00',
      'Fin de colación 14:45',
      'Salida 17:30',
    ]) {
      await expect(today.getByRole('button', { name: `${punch}: ver comprobante` })).toBeVisible();
    }
  });
});

test.describe('check-in on a small phone (360×640)', () => {
  test.use({ viewport: SMALL_PHONE });

  async function expectNoHorizontalScroll(page: Page): Promise<void> {
    const overflow = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(overflow.scrollWidth, 'page wider than the screen').toBeLessThanOrEqual(overflow.innerWidth);
  }

  /** Every visible button: a name, and a touch target at least 48 px high. */
  async function expectTouchableButtons(buttons: Locator): Promise<void> {
    const count = await buttons.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const button = buttons.nth(i);
      if (!(await button.isVisible())) continue;
      await expect(button).toHaveAccessibleName(/\S/);
      const name = (await button.getAttribute('aria-label')) ?? (await button.textContent());
      const box = await button.boundingBox();
      expect(box?.height ?? 0, `height of the button "${name}"`).toBeGreaterThanOrEqual(48);
    }
  }

  test('/checkin and /perfil fit the screen; cards and punch buttons are named and big enough to tap', async ({
    page,
  }) => {
    await startDay(page);
    await expect(slotCard(page)).toHaveAccessibleName(SLOT);
    await expectNoHorizontalScroll(page);
    await expectTouchableButtons(page.getByRole('button'));

    await slotCard(page).getByRole('button', { name: 'Registrar entrada' }).click();
    await expect(receipt(page)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expect(receipt(page).getByRole('button', { name: 'Cerrar' })).toBeVisible();
    await closeReceipt(page);
    await expect(slotCard(page).getByRole('button', { name: 'Registrar salida' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    // The punch buttons; the receipt's button and the punch chips are checked (and known to fail) below.
    await expectTouchableButtons(page.getByRole('button', { name: /^(Registrar|Iniciar|Terminar) / }));

    await page.goto('/perfil');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
    await expect(page.getByText('Panadería La Espiga')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('the chips of recorded punches (they open the receipt) are big enough to tap', async ({ page }) => {
    await startDay(page);
    await slotCard(page).getByRole('button', { name: 'Registrar entrada' }).click();
    await closeReceipt(page);
    const chip = slotCard(page).getByRole('button', { name: 'Entrada 09:20: ver comprobante' });
    await expect(chip).toBeVisible();
    await expectTouchableButtons(chip);
  });

  test("the receipt's close button is big enough to tap", async ({ page }) => {
    await startDay(page);
    await slotCard(page).getByRole('button', { name: 'Registrar entrada' }).click();
    const close = receipt(page).getByRole('button', { name: 'Cerrar' });
    await expect(close).toBeVisible();
    await expectTouchableButtons(close);
  });
});
