import { expect, test } from '@playwright/test';

import {
  ACCOUNTS,
  DEMO_PASSWORD,
  ROLES,
  emailField,
  expectNoConsoleErrors,
  passwordField,
  signIn,
  storedClaims,
  submitButton,
  watchConsole,
} from './support/session';

test.describe('sign-in', () => {
  for (const role of ROLES) {
    const account = ACCOUNTS[role];
    test(`${role} signs in and lands on ${account.home}; the stored claims are { role, tenantId: 'demo' }`, async ({
      page,
    }) => {
      const consoleWatch = watchConsole(page);
      await signIn(page, account.email);
      await expect(page).toHaveURL(account.home);
      expect(await storedClaims(page)).toEqual({ role, tenantId: 'demo' });
      await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
      // Both homes, /checkin and /dashboard, are titled Inicio in the route registry.
      await expect(page).toHaveTitle('Inicio');
      expectNoConsoleErrors(consoleWatch);
    });
  }

  test('the form before any sign-in: an empty submit marks both fields as required, a malformed email is rejected, Google and email-link sign-in are disabled in demo mode', async ({
    page,
  }) => {
    await test.step('an empty submit marks both fields as required', async () => {
      await page.goto('/login');
      await submitButton(page).click();
      await expect(emailField(page)).toHaveAccessibleDescription('Este campo es obligatorio');
      await expect(passwordField(page)).toHaveAccessibleDescription('Este campo es obligatorio');
      await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(passwordField(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Este campo es obligatorio', { exact: true })).toHaveCount(2);
      await expect(page).toHaveURL('/login');
    });

    await test.step('a malformed email is rejected before any sign-in attempt', async () => {
      await page.goto('/login');
      await emailField(page).fill('camila.rojas');
      await passwordField(page).fill(DEMO_PASSWORD);
      await submitButton(page).click();
      await expect(emailField(page)).toHaveAccessibleDescription(
        'Por favor, introduce un correo electrónico válido',
      );
      await expect(passwordField(page)).toHaveAttribute('aria-invalid', 'false');
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page).toHaveURL('/login');
    });

    await test.step('Google and email-link sign-in are disabled in demo mode, with a reason that names no provider', async () => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Continuar con Google' })).toBeDisabled();
      await expect(
        page.getByRole('button', { name: 'Recibir un enlace de acceso por correo' }),
      ).toBeDisabled();
      await expect(
        page.getByText(
          'En el modo demostración se entra con correo y contraseña, o con RUT y PIN: Google y el enlace por ' +
            'correo funcionan en la versión de Asiste de tu empresa.',
        ),
      ).toBeVisible();
      await expect(page.locator('body')).not.toContainText(/firebase/i);
    });
  });

  test('a wrong password shows the provider error and keeps the typed email; an unknown email gets the same message', async ({
    page,
  }) => {
    await test.step('a wrong password', async () => {
      await signIn(page, ACCOUNTS.admin.email, 'not-the-password');
      await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.');
      await expect(emailField(page)).toHaveValue(ACCOUNTS.admin.email);
      await expect(page).toHaveURL('/login');
      // Nothing was ever stored: the key is absent (or holds null claims).
      expect((await storedClaims(page)) ?? null).toBeNull();
    });

    await test.step('an unknown email', async () => {
      await signIn(page, 'nadie@asiste.demo');
      await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.');
      await expect(emailField(page)).toHaveValue('nadie@asiste.demo');
    });
  });

  test('the demo accounts box fills the form in one click', async ({ page }) => {
    await page.goto('/login');
    const box = page.getByRole('region', { name: 'Cuentas de demostración' });
    await expect(box).toContainText(DEMO_PASSWORD);
    for (const role of ROLES) {
      const account = ACCOUNTS[role];
      await box.getByRole('button', { name: `Usar la cuenta de ${account.name}` }).click();
      await expect(emailField(page)).toHaveValue(account.email);
      await expect(passwordField(page)).toHaveValue(DEMO_PASSWORD);
    }
    // The last pick (the superuser) signs in as is.
    await submitButton(page).click();
    await expect(page).toHaveURL(ACCOUNTS.superuser.home);
  });

  test('picking a demo account clears a previous sign-in error', async ({ page }) => {
    await signIn(page, ACCOUNTS.employee.email, 'wrong-password');
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('button', { name: `Usar la cuenta de ${ACCOUNTS.employee.name}` }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await submitButton(page).click();
    await expect(page).toHaveURL(ACCOUNTS.employee.home);
  });

  test('the auth store persists the claims under `auth`, clears them on logout and logs both', async ({
    page,
  }) => {
    const consoleWatch = watchConsole(page);
    await page.goto('/login');
    expect(await storedClaims(page)).toBeUndefined();

    await signIn(page, ACCOUNTS.admin.email);
    await expect.poll(() => storedClaims(page)).toEqual({ role: 'admin', tenantId: 'demo' });
    const set = consoleWatch.messages.find((m) => m.text().startsWith('Auth store: claims set'));
    expect(set, 'console log of the claims being set').toBeDefined();
    expect(set?.type()).toBe('log');
    expect(await set?.args()[1]?.jsonValue()).toEqual({ role: 'admin', tenantId: 'demo' });

    await page.getByRole('button', { name: 'Cuenta', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL('/login');
    await expect.poll(() => storedClaims(page)).toBeNull();
    expect(consoleWatch.messages.map((m) => m.text())).toContain('Auth store: claims cleared');
    expectNoConsoleErrors(consoleWatch);
  });
});
