import { expect, test, type Page } from '@playwright/test';

import { EMULATOR_ACCOUNTS, NO_CLAIMS_ACCOUNT, PASSWORD, TENANT_ID } from './accounts';

async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

async function storedClaims(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('auth');
    return raw ? (JSON.parse(raw) as { state: { auth: unknown } }).state.auth : null;
  });
}

test.describe('Firebase build against the Auth emulator', () => {
  test('the Firebase build shows no demo accounts and offers Google and email link', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Inicio de sesión' })).toBeVisible();
    await expect(page.getByText('Cuentas de demostración')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continuar con Google' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Recibir un enlace de acceso por correo' })).toBeEnabled();
  });

  for (const account of EMULATOR_ACCOUNTS) {
    test(`${account.role} signs in through the real SDK, gets claims and lands on ${account.home}`, async ({
      page,
    }) => {
      const authCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('identitytoolkit.googleapis.com')) authCalls.push(request.url());
      });
      await signIn(page, account.email);
      await expect(page).toHaveURL(account.home);
      expect(await storedClaims(page)).toEqual({ role: account.role, tenantId: TENANT_ID });
      expect(authCalls.length).toBeGreaterThan(0);
      for (const url of authCalls) expect(url.startsWith('http://127.0.0.1:9099/')).toBe(true);

      // The session survives a reload (IndexedDB persistence) and the guard still applies.
      await page.reload();
      await expect(page).toHaveURL(account.home);
      await page.goto('/');
      await expect(page).toHaveURL(account.home);
      await page.goto('/login');
      await expect(page).toHaveURL(account.home);
      await page.goto('/dashboard');
      await expect(page).toHaveURL(account.role === 'employee' ? '/checkin' : '/dashboard');
    });
  }

  test('wrong password shows the Spanish message and keeps the typed email', async ({ page }) => {
    await signIn(page, 'admin@asiste.demo', 'incorrecta');
    await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.');
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('admin@asiste.demo');
    await expect(page).toHaveURL('/login');
  });

  test('unknown email gets the same message', async ({ page }) => {
    await signIn(page, 'nadie@asiste.demo');
    await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.');
  });

  test('an identity without product claims is not let in', async ({ page }) => {
    await signIn(page, NO_CLAIMS_ACCOUNT.email);
    await expect(page.getByRole('alert')).toContainText('no tiene un rol asignado');
    await page.goto('/perfil');
    await expect(page).toHaveURL('/login');
  });

  test('logout signs out of Firebase and protected routes go to /login', async ({ page }) => {
    await signIn(page, 'admin@asiste.demo');
    await expect(page).toHaveURL('/dashboard');
    await page.getByRole('button', { name: 'Cuenta', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL('/login');
    expect(await storedClaims(page)).toBeNull();
    await page.reload();
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
  });
});
