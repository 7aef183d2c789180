import { expect, test, type Locator, type Page } from '@playwright/test';

import {
  ACCOUNTS,
  DEMO_PASSWORD,
  emailField,
  passwordField,
  signIn,
  signInAs,
  storedClaims,
  submitButton,
} from './support/session';
import { pngImage } from './support/png';

/**
 * /perfil on the demo build, for a manager (desktop, top bar) and an employee (phone, bottom navigation). Profile
 * and password changes of the demo accounts live in the browser's storage, so each test (a fresh context) starts
 * from the seeded accounts.
 */
const PHONE = { width: 390, height: 844 };
const MORNING = new Date('2026-11-18T09:20:00-03:00');
const NEW_PASSWORD = 'pan-amasado-26';
/** A small portrait photo (a dark head on a light background), made for the upload. */
const PORTRAIT = pngImage(300, 400, (x, y) =>
  (x - 150) ** 2 + (y - 180) ** 2 < 90 ** 2 ? [60, 40, 30] : [235, 225, 210],
);

function nameField(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Nombre' });
}

/** The file input behind "Cambiar foto" (out of sight; the button opens it). */
function photoInput(page: Page): Locator {
  return page.getByLabel('Elegir foto de perfil');
}

function details(page: Page): Locator {
  return page.getByRole('form', { name: 'Datos personales' });
}

function passwordForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Cambiar contraseña' });
}

/** Password inputs have the textbox role in Playwright, like in assistive technology. */
function passwordInput(page: Page, name: string): Locator {
  return passwordForm(page).getByRole('textbox', { name, exact: true });
}

function accountButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: 'Cuenta', exact: true });
}

/** The value of a fact of the "Cuenta" section (a description list). */
function fact(page: Page, term: string): Locator {
  return page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
}

async function openProfileFromAccountMenu(page: Page): Promise<void> {
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Mi Perfil' }).click();
  await expect(page).toHaveURL('/perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
}

async function changePassword(page: Page, current: string, next: string, confirmation = next): Promise<void> {
  await passwordInput(page, 'Contraseña actual').fill(current);
  await passwordInput(page, 'Nueva contraseña').fill(next);
  await passwordInput(page, 'Confirmar nueva contraseña').fill(confirmation);
  await passwordForm(page).getByRole('button', { name: 'Cambiar contraseña' }).click();
}

test.describe('profile of a manager', () => {
  test('shows who they are and a new name changes the initials in the top bar', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(accountButton(page)).toHaveText(ACCOUNTS.admin.initials);
    await openProfileFromAccountMenu(page);

    await expect(nameField(page)).toHaveValue(ACCOUNTS.admin.name);
    await expect(fact(page, 'Correo electrónico')).toHaveText(ACCOUNTS.admin.email);
    await expect(fact(page, 'Rol')).toHaveText('Administrador');
    await expect(fact(page, 'Empresa')).toHaveText('Panadería La Espiga');
    await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveCount(0);

    await nameField(page).fill('Beatriz Núñez');
    await expect(
      page.getByRole('group', { name: 'Foto de perfil' }).getByText('BN', { exact: true }),
    ).toBeVisible();
    await details(page).getByRole('button', { name: 'Guardar perfil' }).click();
    await expect(details(page).getByRole('status')).toHaveText('Perfil actualizado.');
    await expect(accountButton(page)).toHaveText('BN');

    // Saved with the identity: a reload keeps it.
    await page.reload();
    await expect(nameField(page)).toHaveValue('Beatriz Núñez');
    await expect(accountButton(page)).toHaveText('BN');
  });

  test('a photo from the device shows in the top bar at once and survives a reload; removing it brings the initials back', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await openProfileFromAccountMenu(page);
    const photo = page.getByRole('group', { name: 'Foto de perfil' });
    // A manager's own users doc takes the photo under the managers' row of the policy.
    await photoInput(page).setInputFiles({ name: 'andres.png', mimeType: 'image/png', buffer: PORTRAIT });
    await expect(photo.getByRole('status')).toHaveText('Foto actualizada.');
    const topBarPhoto = accountButton(page).getByRole('img', { name: ACCOUNTS.admin.name });
    await expect(topBarPhoto).toHaveAttribute('src', /^data:image\/(webp|jpeg);base64,/);
    const src = await topBarPhoto.getAttribute('src');
    await expect(photo.getByRole('img', { name: ACCOUNTS.admin.name })).toHaveAttribute('src', src ?? '');

    await page.reload();
    await expect(topBarPhoto).toHaveAttribute('src', src ?? '');

    await photo.getByRole('button', { name: 'Quitar foto' }).click();
    await expect(photo.getByRole('status')).toHaveText('Foto quitada: se muestran tus iniciales.');
    await expect(accountButton(page)).toHaveText(ACCOUNTS.admin.initials);
  });

  test('the name is required and at most 100 characters long', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/perfil');
    const save = details(page).getByRole('button', { name: 'Guardar perfil' });
    await nameField(page).fill(' ');
    await save.click();
    await expect(nameField(page)).toHaveAccessibleDescription('Este campo es obligatorio');
    await nameField(page).fill('x'.repeat(101));
    await save.click();
    await expect(nameField(page)).toHaveAccessibleDescription('Debes introducir un máximo de 100 caracteres');
    await expect(accountButton(page)).toHaveText(ACCOUNTS.admin.initials);
  });
});

test.describe('profile of an employee', () => {
  test.use({ viewport: PHONE });

  test('a new name changes the greeting on /checkin', async ({ page }) => {
    await page.clock.install({ time: MORNING });
    await signInAs(page, 'employee');
    await expect(page.getByText('Hola, Camila', { exact: true })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Navegación inferior' });
    await nav.getByRole('link', { name: 'Perfil' }).click();
    await expect(fact(page, 'Rol')).toHaveText('Empleado');
    await expect(fact(page, 'Empresa')).toHaveText('Panadería La Espiga');

    await nameField(page).fill('Cami Rojas');
    await details(page).getByRole('button', { name: 'Guardar perfil' }).click();
    await expect(details(page).getByRole('status')).toHaveText('Perfil actualizado.');
    await nav.getByRole('link', { name: 'Inicio' }).click();
    await expect(page.getByText('Hola, Cami', { exact: true })).toBeVisible();
  });

  test('changing the password needs the current one; the new one is the one that signs in', async ({
    page,
  }) => {
    await signInAs(page, 'employee');
    await page.goto('/perfil');

    // The form's own rules first.
    await changePassword(page, DEMO_PASSWORD, 'corta', 'corta');
    await expect(passwordInput(page, 'Nueva contraseña')).toHaveAccessibleDescription(
      'Debes introducir un mínimo de 8 caracteres',
    );
    await changePassword(page, DEMO_PASSWORD, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    await expect(passwordInput(page, 'Confirmar nueva contraseña')).toHaveAccessibleDescription(
      'Las contraseñas no coinciden',
    );

    // A wrong current password: the provider refuses it, the message names it, and nothing typed is lost.
    await changePassword(page, 'no-es-la-clave', NEW_PASSWORD);
    await expect(passwordForm(page).getByRole('alert')).toHaveText('La contraseña actual no es correcta.');
    await expect(passwordInput(page, 'Contraseña actual')).toHaveValue('no-es-la-clave');
    await expect(passwordInput(page, 'Nueva contraseña')).toHaveValue(NEW_PASSWORD);
    await expect(passwordInput(page, 'Confirmar nueva contraseña')).toHaveValue(NEW_PASSWORD);

    await changePassword(page, DEMO_PASSWORD, NEW_PASSWORD);
    await expect(passwordForm(page).getByRole('status')).toContainText('Contraseña actualizada.');
    await expect(passwordForm(page).getByRole('alert')).toHaveCount(0);
    await expect(passwordInput(page, 'Contraseña actual')).toHaveValue('');

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL('/login');
    // The old password no longer works; the new one does.
    await emailField(page).fill(ACCOUNTS.employee.email);
    await passwordField(page).fill(DEMO_PASSWORD);
    await submitButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.');
    await expect(page).toHaveURL('/login');
    await signIn(page, ACCOUNTS.employee.email, NEW_PASSWORD);
    await expect(page).toHaveURL(ACCOUNTS.employee.home);
  });

  test('the dark theme switch changes the theme and is remembered', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signInAs(page, 'employee');
    await page.goto('/perfil');
    const toggle = page.getByRole('switch', { name: 'Tema oscuro' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme))
      .toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Tema oscuro' })).toBeChecked();
    await page.getByRole('switch', { name: 'Tema oscuro' }).click();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme))
      .toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('Cerrar sesión signs out and goes to /login', async ({ page }) => {
    await signInAs(page, 'employee');
    await page.goto('/perfil');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL('/login');
    await expect.poll(() => storedClaims(page)).toBeNull();
    // Signed out for real: the profile is behind sign-in again.
    await page.goto('/perfil');
    await expect(page).toHaveURL('/login');
  });
});
