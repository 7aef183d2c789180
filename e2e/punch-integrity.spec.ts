import { expect, test, type Page } from '@playwright/test';

import { AxeGate } from './support/a11y';
import { signInAs } from './support/session';

/**
 * Punch integrity, on the demo build: Camila punches in on her Wednesday (2026-11-18, 09:00–18:00 in
 * Santiago; the browser runs in another zone); the receipt shows her Lugar de trabajo and, once the punch is
 * signed, the server's code; /verificar/<code> says the punch is valid with her name, RUT, time and workplace;
 * one changed character says `Comprobante no válido`; and tomorrow's record cannot be created from the browser
 * console of her session.
 */
const santiago = (hhmm: string) => new Date(`2026-11-18T${hhmm}-03:00`);
const SLOT = 'Oficina · 09:00 – 18:00';
const CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** The seed's plant (src/data/adapters/demo/seed/workplaces.ts), where Camila works. */
const PLANT_ADDRESS = 'Av. Recoleta 1450, Recoleta, Santiago, Región Metropolitana de Santiago';

const receipt = (page: Page) => page.getByRole('dialog', { name: 'Comprobante de marca' });

/** The value next to a label in the receipt's detail group. */
async function receiptValue(page: Page, label: string): Promise<string> {
  const row = receipt(page).getByRole('group', { name: 'Detalle del comprobante' }).getByText(label, {
    exact: true,
  });
  const value = row.locator('xpath=following-sibling::*[1]');
  return (await value.innerText()).trim();
}

/** Another code: the same code with its first character replaced by a different valid one. */
function altered(code: string): string {
  const first = code[0] === 'A' ? 'B' : 'A';
  return `${first}${code.slice(1)}`;
}

test('a punch signed by the server, verified in public, an altered code refused, tomorrow unforgeable', async ({
  page,
}, testInfo) => {
  const gate = new AxeGate(page, 'desktop');
  await page.clock.install({ time: santiago('09:05:00') });
  await signInAs(page, 'employee');
  await page.clock.setFixedTime(santiago('09:05:00'));

  await page.getByRole('region', { name: SLOT }).getByRole('button', { name: 'Registrar entrada' }).click();
  const dialog = receipt(page);
  await expect(dialog).toBeVisible();
  // The server (the demo's signer) signs the punch after it lands: the code replaces `Pendiente de firma`.
  await expect(async () => expect(await receiptValue(page, 'Código de verificación')).toMatch(CODE)).toPass({
    timeout: 15_000,
  });
  const code = await receiptValue(page, 'Código de verificación');
  const rut = await receiptValue(page, 'RUT');
  expect(rut).toMatch(/^\d{1,2}\.\d{3}\.\d{3}-[\dK]$/);
  await expect(dialog.getByText('Camila Rojas')).toBeVisible();
  // Where Camila works, with its full address (Res. Ex. N° 38 art. 13.2–13.3): the seed puts her at the plant.
  expect(await receiptValue(page, 'Lugar de trabajo')).toBe('Planta Recoleta');
  expect(await receiptValue(page, 'Dirección')).toBe(PLANT_ADDRESS);
  await expect(dialog.getByRole('link', { name: 'Verificar comprobante' })).toHaveAttribute(
    'href',
    `/verificar/${code}`,
  );

  // Tomorrow's record, written from the console with the very store the app uses, is refused and not stored.
  const forged = await page.evaluate(async () => {
    const { store } = (globalThis as unknown as { asiste: { store: ForgeStore } }).asiste;
    const id = 'demo-empleado_2026-11-19_0';
    let outcome = 'allowed';
    try {
      await store.set('attendance', id, {
        tenantId: 'demo',
        userId: 'demo-empleado',
        date: new Date('2026-11-19T03:00:00.000Z'),
        slotIndex: 0,
        checkInTime: { kind: 'server-time' },
        lunchStartTime: null,
        lunchEndTime: null,
        checkOutTime: null,
        deviceTimes: { checkIn: new Date() },
        source: 'web',
      });
    } catch (error) {
      outcome = (error as { code?: string }).code ?? String(error);
    }
    return { outcome, stored: await store.get('attendance', id) };
  });
  expect(forged).toEqual({ outcome: 'permission-denied', stored: null });

  // The public page: the code is valid, with only what the receipt prints.
  await page.goto(`/verificar/${code}`);
  await expect(page).toHaveTitle(/Verificar comprobante/);
  const result = page.getByRole('status');
  await expect(result.getByRole('heading', { name: 'Comprobante válido' })).toBeVisible();
  await expect(result.getByText('Camila Rojas')).toBeVisible();
  await expect(result.getByText(rut)).toBeVisible();
  await expect(result.getByText('09:05:00')).toBeVisible();
  // The server signed the same workplace into the receipt.
  await expect(result.getByText('Planta Recoleta', { exact: true })).toBeVisible();
  await expect(result.getByText(PLANT_ADDRESS, { exact: true })).toBeVisible();
  await gate.scan('/verificar válido');

  // One character changed: not valid.
  const field = page.getByRole('textbox', { name: 'Código del comprobante' });
  await field.fill(altered(code));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(result.getByRole('heading', { name: 'Comprobante no válido' })).toBeVisible();
  await expect(result.getByText('Camila Rojas')).toBeHidden();
  await gate.scan('/verificar no válido');
  await gate.expectNoViolations(testInfo);
});

/** The slice of the DocumentStore port the console attack uses (the page has no types). */
interface ForgeStore {
  set(collection: string, id: string, data: Record<string, unknown>): Promise<void>;
  get(collection: string, id: string): Promise<unknown>;
}
