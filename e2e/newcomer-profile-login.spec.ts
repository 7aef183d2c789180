import { expect, test, type Locator, type Page } from '@playwright/test';

import { AxeGate, quiet } from './support/a11y';
import { pngImage, type Rgb } from './support/png';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  emailField,
  expectNoConsoleErrors,
  passwordField,
  signInAs,
  submitButton,
  watchConsole,
} from './support/session';
import { forEachSize, inEachTheme, isPhone } from './support/variants';

/**
 * What a newcomer meets on /login and /perfil, on phone and desktop sizes, in both themes: the e-mail field
 * waits for them, a demo account fills the form with its labels drawn above the values and the next tap (with
 * no scrolling) signs in, and no screen names Firebase; the profile photo comes from the device, resized in the
 * browser to a small square, with its progress, its failures (the old photo stays) and its removal; a wrong
 * current password is named as such. One test per screen and size checks the light, then the dark theme.
 */
const NOW = new Date('2026-11-18T14:00:00-03:00');
const CAMILA = ACCOUNTS.employee;

const GREEN: Rgb = [30, 160, 60];
const RED: Rgb = [220, 40, 40];
const BLUE: Rgb = [40, 60, 220];
/**
 * 600 × 400: green edges, red then blue in the middle. Its centred square (x 100–500) is red on the left and
 * blue on the right; squashed instead of cropped, it would start and end green.
 */
const LANDSCAPE = pngImage(600, 400, (x) => (x < 100 || x >= 500 ? GREEN : x < 300 ? RED : BLUE));

/** Whether the field's label is drawn clear of its value: above the text line, not over it. */
function labelClearOfValue(field: Locator): Promise<boolean> {
  return field.evaluate((element) => {
    const input = element as HTMLInputElement;
    const label = input.labels?.[0];
    if (!label) throw new Error('the field has no label');
    const text = input.getBoundingClientRect().top + parseFloat(getComputedStyle(input).paddingTop);
    return label.getBoundingClientRect().bottom <= text + 1;
  });
}

/** Size of the photo shown and the colours near its left and right edges (mid-height). */
function photoPixels(img: Locator) {
  return img.evaluate(async (element) => {
    const image = element as HTMLImageElement;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.drawImage(image, 0, 0);
    const at = (x: number) => [...context.getImageData(x, canvas.height / 2, 1, 1).data.slice(0, 3)];
    return { width: canvas.width, height: canvas.height, left: at(4), right: at(canvas.width - 5) };
  });
}

const near = (actual: number[], [r, g, b]: Rgb) =>
  Math.abs((actual[0] ?? 0) - r) < 40 &&
  Math.abs((actual[1] ?? 0) - g) < 40 &&
  Math.abs((actual[2] ?? 0) - b) < 40;

async function pickFile(
  page: Page,
  open: () => Promise<void>,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await open();
  await (await chooser).setFiles(file);
}

forEachSize((size) => {
  test('/login: the e-mail waits, a demo account fills with raised labels and the next tap signs in', async ({
    page,
  }, testInfo) => {
    await page.clock.install({ time: NOW });
    await inEachTheme(page, size, async (variant) => {
      const consoleWatch = watchConsole(page);
      const gate = new AxeGate(page, `${variant.theme}, signed out`);
      await page.goto('/login');
      await expect(emailField(page)).toBeFocused();
      // Empty and not focused, the password's label sits where its value goes: the check below can tell.
      expect(await labelClearOfValue(passwordField(page))).toBe(false);
      await expect(page.locator('body')).not.toContainText(/firebase/i);

      // A failed attempt: the message speaks of the account, never of the provider.
      await page.keyboard.type(CAMILA.email);
      await passwordField(page).fill('no-es-la-clave');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.');
      await expect(page.locator('body')).not.toContainText(/firebase/i);

      const demo = page.getByRole('region', { name: 'Cuentas de demostración' });
      await demo.getByRole('button', { name: `Usar la cuenta de ${ACCOUNTS.admin.name}` }).click();
      await expect(emailField(page)).toHaveValue(ACCOUNTS.admin.email);
      await expect(passwordField(page)).toHaveValue(DEMO_PASSWORD);
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(await labelClearOfValue(emailField(page))).toBe(true);
      expect(await labelClearOfValue(passwordField(page))).toBe(true);
      const submit = submitButton(page);
      await expect(submit).toBeFocused();
      await expect(submit).toBeInViewport({ ratio: 1 });
      await gate.scan('/login, filled from a demo account');

      // The second tap lands where the button is now: nothing scrolls in between.
      const where = await submit.boundingBox();
      if (!where) throw new Error('the submit button is not laid out');
      await page.mouse.click(where.x + where.width / 2, where.y + where.height / 2);
      await expect(page).toHaveURL(ACCOUNTS.admin.home);
      await gate.expectNoViolations(testInfo);
      expectNoConsoleErrors(consoleWatch);

      // Signed out again, for the next theme's visit.
      await page.getByRole('button', { name: 'Cuenta', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
      await expect(page).toHaveURL('/login');
    });
  });

  test('/perfil: the photo comes from the device, resized; failures keep it; a wrong password is named', async ({
    page,
  }, testInfo) => {
    await page.clock.install({ time: NOW });
    await signInAs(page, 'employee');
    await inEachTheme(page, size, async (variant) => {
      const gate = new AxeGate(page, `${variant.theme}, employee`);
      await page.goto('/perfil');
      await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
      const photo = page.getByRole('group', { name: 'Foto de perfil' });
      const change = photo.getByRole('button', { name: 'Cambiar foto' });
      const shown = photo.getByRole('img', { name: CAMILA.name });
      await expect(photo.getByText(CAMILA.initials, { exact: true })).toBeVisible();
      await expect(page.getByRole('textbox', { name: /foto/i })).toHaveCount(0);

      await pickFile(page, () => change.click(), {
        name: 'camila.png',
        mimeType: 'image/png',
        buffer: LANDSCAPE,
      });
      await expect(photo.getByRole('status')).toHaveText('Foto actualizada.');
      await expect(shown).toHaveAttribute('src', /^data:image\/(webp|jpeg);base64,/);
      const src = await shown.getAttribute('src');
      const pixels = await photoPixels(shown);
      expect({ width: pixels.width, height: pixels.height }).toEqual({ width: 256, height: 256 });
      expect(near(pixels.left, RED), `left edge ${pixels.left.join(',')}`).toBe(true);
      expect(near(pixels.right, BLUE), `right edge ${pixels.right.join(',')}`).toBe(true);
      if (!isPhone(page)) {
        const account = page.getByRole('banner').getByRole('button', { name: 'Cuenta', exact: true });
        await expect(account.getByRole('img')).toHaveAttribute('src', src ?? '');
      }

      // A file that is not an image (picked with the keyboard): refused in Spanish, the photo stays.
      await change.focus();
      await pickFile(page, () => change.press('Enter'), {
        name: 'contrato.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4'),
      });
      await expect(photo.getByRole('alert')).toHaveText(
        'Ese archivo no es una imagen. Elige una foto JPG, PNG o WebP.',
      );
      await expect(shown).toHaveAttribute('src', src ?? '');
      await expect(change).toBeFocused();

      // A wrong current password is named as such; nothing typed is lost.
      const passwords = page.getByRole('form', { name: 'Cambiar contraseña' });
      await passwords.getByRole('textbox', { name: 'Contraseña actual', exact: true }).fill('no-es-la-clave');
      await passwords.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('pan-amasado-26');
      await passwords
        .getByRole('textbox', { name: 'Confirmar nueva contraseña', exact: true })
        .fill('pan-amasado-26');
      await passwords.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await expect(passwords.getByRole('alert')).toHaveText('La contraseña actual no es correcta.');
      await expect(passwords.getByRole('textbox', { name: 'Nueva contraseña', exact: true })).toHaveValue(
        'pan-amasado-26',
      );
      await quiet(page);
      await gate.scan('/perfil, with a photo and two errors');

      // Kept across a reload; then removed, and the initials come back.
      await page.reload();
      await expect(shown).toHaveAttribute('src', src ?? '');
      await photo.getByRole('button', { name: 'Quitar foto' }).click();
      await expect(photo.getByRole('status')).toHaveText('Foto quitada: se muestran tus iniciales.');
      await expect(photo.getByText(CAMILA.initials, { exact: true })).toBeVisible();
      await expect(change).toBeFocused();
      await expect(photo.getByRole('button', { name: 'Quitar foto' })).toHaveCount(0);
      await gate.expectNoViolations(testInfo);
    });
  });
});
