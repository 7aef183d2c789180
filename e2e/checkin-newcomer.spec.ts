import { expect, test, type Locator, type Page } from '@playwright/test';

import { AxeGate, quiet } from './support/a11y';
import { signInAs } from './support/session';
import { forEachSize, forEachVariant, inEachTheme, isPhone } from './support/variants';

/**
 * What /checkin says to a newcomer at each moment of Camila's Wednesday (2026-11-18, 09:00–18:00 in Santiago; the
 * browser runs in another zone): late before the entry, a running timer at lunch, the exit set apart and asked
 * for, a finished slot told as it went (never "Turno completo." over a late entry and an early exit), and a slot
 * that ended with no punch told as not recorded. Receipts give focus back, can be shared (or copied) and
 * downloaded. On phone and desktop sizes, in both themes.
 */
const santiago = (hhmm: string) => new Date(`2026-11-18T${hhmm}-03:00`);
const SLOT = 'Oficina · 09:00 – 18:00';

const card = (page: Page) => page.getByRole('region', { name: SLOT });
const receipt = (page: Page) => page.getByRole('dialog', { name: 'Comprobante de marca' });
/** The code the server signs each punch with (Crockford base32), which replaces `Pendiente de firma`. */
const SIGNED_CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

async function closeReceipt(page: Page): Promise<void> {
  await receipt(page).getByRole('button', { name: 'Cerrar' }).click();
  await expect(receipt(page)).toBeHidden();
}

/** Vertical space between two elements, in CSS pixels. */
async function gapBetween(upper: Locator, lower: Locator): Promise<number> {
  const [a, b] = [await upper.boundingBox(), await lower.boundingBox()];
  if (!a || !b) throw new Error('element not laid out');
  return b.y - (a.y + a.height);
}

/**
 * Phones get a share sheet that records what it was given; desktops have none, so the receipt is copied to the
 * real clipboard.
 */
async function prepareSharing(page: Page): Promise<void> {
  if (isPhone(page)) {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
  } else {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    });
  }
}

async function sharedText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const shared = (window as unknown as { __shared?: ShareData[] }).__shared;
    return shared ? `${shared[0]?.title ?? ''}\n${shared[0]?.text ?? ''}` : navigator.clipboard.readText();
  });
}

forEachVariant((variant) => {
  test('a late day told as it went: lateness, lunch timer, the exit asked for, the receipts', async ({
    page,
  }, testInfo) => {
    await prepareSharing(page);
    await page.clock.install({ time: santiago('09:20:00') });
    await signInAs(page, 'employee');
    // The clock stops (timers still run), so every minute on screen is exact.
    await page.clock.setFixedTime(santiago('09:20:00'));
    const slot = card(page);
    await expect(slot.getByText('Llevas 20 min de atraso.')).toBeVisible();

    // The entry's receipt; closing it gives focus to the new receipt button, which is a real button.
    await slot.getByRole('button', { name: 'Registrar entrada' }).click();
    await expect(receipt(page).getByText(SIGNED_CODE)).toBeVisible();
    await closeReceipt(page);
    const entry = slot.getByRole('button', { name: 'Entrada 09:20: ver comprobante' });
    await expect(entry).toBeFocused();
    expect(await entry.evaluate((node) => node.tagName)).toBe('BUTTON');
    await expect(slot.getByText('Trabajando desde las 09:20 · Entrada 20 min tarde.')).toBeVisible();

    // The lunch and the exit are far apart, with a rule between them.
    const gap = await gapBetween(
      slot.getByRole('button', { name: 'Iniciar colación' }),
      slot.getByRole('button', { name: 'Registrar salida' }),
    );
    expect(gap).toBeGreaterThanOrEqual(24);
    await expect(slot.getByRole('separator')).toBeVisible();

    // Reopened from the keyboard, shared (phone) or copied (desktop), downloaded; focus comes back.
    await entry.focus();
    await page.keyboard.press('Enter');
    const share = receipt(page).getByRole('button', { name: isPhone(page) ? 'Compartir' : 'Copiar' });
    await expect(share).toBeEnabled();
    await share.click();
    const text = await sharedText(page);
    expect(text).toMatch(/^Comprobante de marca\nAcción: Entrada\nFecha: 18\/11\/26\n/);
    expect(text).toMatch(/\nCódigo de verificación: [0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}\n/);
    expect(text).toMatch(/\nVerificar en: http:\/\/[^/\s]+\/verificar\/[0-9A-Z-]{19}(\n|$)/);
    if (!isPhone(page)) await expect(receipt(page).getByRole('status')).toHaveText(/^Comprobante copiado/);
    const download = page.waitForEvent('download');
    await receipt(page).getByRole('button', { name: 'Descargar PDF' }).click();
    expect((await download).suggestedFilename()).toBe('comprobante-entrada-2026-11-18-0920.pdf');
    await expect(receipt(page).getByRole('status')).toHaveText('Comprobante descargado.');
    await page.keyboard.press('Escape');
    await expect(receipt(page)).toBeHidden();
    await expect(entry).toBeFocused();

    // Lunch runs a timer.
    await page.clock.setFixedTime(santiago('13:00:00'));
    await slot.getByRole('button', { name: 'Iniciar colación' }).click();
    await closeReceipt(page);
    await page.clock.setFixedTime(santiago('13:12:34'));
    await expect(slot.getByText('En colación desde las 13:00.')).toBeVisible();
    await expect(slot.getByRole('timer', { name: 'Tiempo en colación 12:34' })).toHaveText('12:34');
    await page.clock.setFixedTime(santiago('13:45:00'));
    await slot.getByRole('button', { name: 'Terminar colación' }).click();
    await closeReceipt(page);

    // The exit asks first; cancelling writes nothing.
    await page.clock.setFixedTime(santiago('17:35:00'));
    await slot.getByRole('button', { name: 'Registrar salida' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Registrar tu salida?' });
    await expect(confirm).toContainText('Tu turno termina a las 18:00.');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    await expect(receipt(page)).toBeHidden();
    await slot.getByRole('button', { name: 'Registrar salida' }).click();
    await confirm.getByRole('button', { name: 'Registrar salida' }).click();
    await expect(receipt(page).getByText(SIGNED_CODE)).toBeVisible();
    await closeReceipt(page);
    await expect(slot.getByRole('button', { name: 'Salida 17:35: ver comprobante' })).toBeFocused();

    // Done, and told as it went.
    await expect(slot.getByText('Turno terminado.')).toBeVisible();
    await expect(
      slot.getByText('Entrada 20 min tarde · Salida 25 min antes · Tiempo trabajado 7:30:00'),
    ).toBeVisible();
    await expect(slot.getByText('Turno completo.')).toHaveCount(0);
    await expect(slot.getByRole('button', { name: /^(Registrar|Iniciar|Terminar) / })).toHaveCount(0);

    await quiet(page);
    const gate = new AxeGate(page, variant.name);
    await gate.scan('/checkin, finished slot');
    await gate.expectNoViolations(testInfo);
  });
});

// Nothing is written here, so one test per size checks both themes (one sign-in).
forEachSize((size) => {
  test('a slot that ended with no punch is told as not recorded, its entry still offered', async ({
    page,
  }, testInfo) => {
    await page.clock.install({ time: santiago('20:00:00') });
    await signInAs(page, 'employee');
    await inEachTheme(page, size, async (variant) => {
      // The sign-in has just shown /checkin in the first theme; the next theme needs a new load.
      if (variant !== size.variants[0]) await page.goto('/checkin');
      const slot = card(page);
      await expect(slot.getByText('Este turno no quedó registrado.')).toBeVisible();
      await expect(
        slot.getByText(
          'Terminó a las 18:00 sin marcas. Si trabajaste, pide a tu jefatura que registre tu asistencia; si recién llegas, igual puedes registrar tu entrada.',
        ),
      ).toBeVisible();
      // Res. Ex. N° 38 (arts. 38, 58): a marca is never blocked.
      await expect(slot.getByRole('button')).toHaveText(['Registrar entrada']);
      await quiet(page);
      const gate = new AxeGate(page, variant.name);
      await gate.scan('/checkin, missed slot');
      await gate.expectNoViolations(testInfo);
    });
  });
});
