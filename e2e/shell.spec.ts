import { expect, test, type Page } from '@playwright/test';

import { ADMIN_MENU, drawer, EMPLOYEE_MENU, expectDrawerMenu } from './support/menus';
import { APP_TITLE } from './support/routes';
import { ACCOUNTS, signInAs, storedClaims, type Role } from './support/session';

/**
 * The application shell. A new browser context costs a cold start and a sign-in, several times what a check on
 * a page already open costs, so the checks of one role and screen size share a test, each in a `test.step`;
 * a step that signs out comes last.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Version/17.5 Mobile/15E148 Safari/604.1';

/** The time a test of several steps gets on a busy machine. */
const STEPS_TIMEOUT = 120_000;

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

function bottomNav(page: Page) {
  return page.getByRole('navigation', { name: 'Navegación inferior' });
}

/** The html element's colour scheme, which CssBaseline sets from the MUI palette mode. */
function colorScheme(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
}

function savedTheme(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('theme'));
}

/** The bell of a manager, in the top bar. */
async function expectBell(page: Page): Promise<void> {
  await test.step('has the alerts bell', async () => {
    await expect(page.getByRole('banner').getByRole('button', { name: 'Alertas' })).toBeVisible();
  });
}

/** On a desktop, the avatar shows the role's initials and opens the account menu; Mi Perfil opens /perfil. */
async function expectAvatarMenu(page: Page, role: Role): Promise<void> {
  const account = ACCOUNTS[role];
  await test.step(`the ${role}'s avatar shows ${account.initials} and opens the account menu`, async () => {
    await page.setViewportSize(DESKTOP);
    const avatar = page.getByRole('button', { name: 'Cuenta', exact: true });
    await expect(avatar).toHaveText(account.initials);
    await avatar.click();
    const expected =
      role === 'employee' ? ['Mi Perfil', 'Cerrar sesión'] : ['Mi Perfil', 'Configuración', 'Cerrar sesión'];
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(expected);
    await page.getByRole('menuitem', { name: 'Mi Perfil' }).click();
    await expect(page).toHaveURL('/perfil');
    await expect(heading(page, 'Mi Perfil')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue(account.name);
  });
}

test.beforeEach(() => {
  test.setTimeout(STEPS_TIMEOUT);
});

test.describe('signed out', () => {
  test('/login is titled Inicio de sesión, the landing page keeps the product title; an unknown path shows the not-found screen with a way home', async ({
    page,
  }) => {
    await test.step('titles', async () => {
      await page.goto('/login');
      await expect(heading(page, 'Inicio de sesión')).toBeVisible();
      await expect(page).toHaveTitle('Inicio de sesión');
      await page.getByRole('link', { name: 'Asiste' }).click();
      await expect(heading(page, 'Control de asistencia más simple')).toBeVisible();
      await expect(page).toHaveTitle(APP_TITLE);
    });

    await test.step('not found', async () => {
      await page.goto('/no-existe/para-nada');
      await expect(heading(page, 'Página no encontrada')).toBeVisible();
      await expect(page).toHaveURL('/no-existe/para-nada');
      await expect(page).toHaveTitle(APP_TITLE);
      const home = page.getByRole('link', { name: 'Volver al inicio' });
      await expect(home).toHaveAttribute('href', '/');
      await home.click();
      await expect(page).toHaveURL('/');
      await expect(heading(page, 'Control de asistencia más simple')).toBeVisible();
    });
  });
});

test.describe('admin', () => {
  test('Cambiar tema flips the saved theme and survives a reload; the bell; titles after a load and an in-app navigation; not found in the shell; the top bar on a phone', async ({
    page,
  }) => {
    await signInAs(page, 'admin');

    await test.step('Cambiar tema flips the saved theme between light and dark, and it survives a reload', async () => {
      expect(await savedTheme(page)).toBeNull();
      await expect.poll(() => colorScheme(page)).toBe('light');

      const toggle = page.getByRole('button', { name: 'Cambiar tema' });
      await toggle.click();
      await expect.poll(() => savedTheme(page)).toBe('dark');
      await expect.poll(() => colorScheme(page)).toBe('dark');

      await page.reload();
      await expect(heading(page, 'Inicio')).toBeVisible();
      expect(await savedTheme(page)).toBe('dark');
      await expect.poll(() => colorScheme(page)).toBe('dark');

      await page.getByRole('button', { name: 'Cambiar tema' }).click();
      await expect.poll(() => savedTheme(page)).toBe('light');
      await expect.poll(() => colorScheme(page)).toBe('light');
      await page.reload();
      await expect(heading(page, 'Inicio')).toBeVisible();
      await expect.poll(() => colorScheme(page)).toBe('light');
    });

    await expectBell(page);

    await test.step('each admin screen is titled from the route registry, after a load and an in-app navigation', async () => {
      await expect(page).toHaveTitle('Inicio');
      await page.goto('/alertas');
      await expect(heading(page, 'Alertas')).toBeVisible();
      await expect(page).toHaveTitle('Alertas');
      await page.goto('/configuracion');
      await expect(heading(page, 'Configuración')).toBeVisible();
      await expect(page).toHaveTitle('Configuración');
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await drawer(page).getByRole('link', { name: 'Turnos' }).click();
      await expect(heading(page, 'Turnos')).toBeVisible();
      await expect(page).toHaveTitle('Turnos');
    });

    await test.step('the not-found screen inside the shell, and home goes to /dashboard', async () => {
      await page.goto('/no-existe');
      await expect(heading(page, 'Página no encontrada')).toBeVisible();
      await expect(page).toHaveTitle(APP_TITLE);
      await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
      await page.getByRole('link', { name: 'Volver al inicio' }).click();
      await expect(page).toHaveURL('/dashboard');
    });

    await test.step('on a phone the admin keeps the top bar and gets no bottom navigation', async () => {
      await page.setViewportSize(PHONE);
      await expect(heading(page, 'Inicio')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
      await expect(bottomNav(page)).toHaveCount(0);
    });
  });

  test('admin menu: every entry of spec §2 in order, in groups Horarios and Reportes; the account menu; logout', async ({
    page,
  }) => {
    await signInAs(page, 'admin');

    await test.step('admin menu: every entry of spec §2 in order, in groups Horarios and Reportes', async () => {
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await expectDrawerMenu(page, ADMIN_MENU);
      const nav = drawer(page);
      // The current page is marked: Inicio (/) is /dashboard for the admin menu.
      await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

      await nav.getByRole('link', { name: 'Turnos', exact: true }).click();
      await expect(page).toHaveURL('/turnos');
      await expect(heading(page, 'Turnos')).toBeVisible();
      await expect(nav).toBeHidden();

      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await expect(drawer(page).getByRole('link', { name: 'Turnos' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(drawer(page).getByRole('link', { name: 'Inicio' })).not.toHaveAttribute(
        'aria-current',
        'page',
      );
      await page.keyboard.press('Escape');
      await expect(drawer(page)).toBeHidden();
    });

    await test.step('Configuración in the account menu opens /configuracion', async () => {
      await page.getByRole('button', { name: 'Cuenta', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Configuración' }).click();
      await expect(page).toHaveURL('/configuracion');
      await expect(heading(page, 'Configuración')).toBeVisible();
    });

    await expectAvatarMenu(page, 'admin');

    await test.step('logout from the account menu goes to /login and closes the protected routes', async () => {
      await page.getByRole('button', { name: 'Cuenta', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
      await expect(page).toHaveURL('/login');
      await expect(heading(page, 'Inicio de sesión')).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect.poll(() => storedClaims(page)).toBeNull();
      for (const path of ['/dashboard', '/perfil', '/checkin']) {
        await page.goto(path);
        await expect(page).toHaveURL('/login');
      }
    });
  });
});

test('superuser: the bell, the screens titled Empresas and Gestión de Leads CRM, menu Inicio (/) ends on /dashboard, the account menu', async ({
  page,
}) => {
  await signInAs(page, 'superuser');
  await expectBell(page);

  await test.step('the superuser screens are titled Empresas and Gestión de Leads CRM', async () => {
    await page.goto('/admin/empresas');
    await expect(heading(page, 'Empresas')).toBeVisible();
    await expect(page).toHaveTitle('Empresas');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await drawer(page).getByRole('link', { name: 'Leads CRM' }).click();
    await expect(heading(page, 'Gestión de Leads CRM')).toBeVisible();
    await expect(page).toHaveTitle('Gestión de Leads CRM');
  });

  await test.step('admin menu Inicio (/) ends on /dashboard', async () => {
    await page.goto('/turnos');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await drawer(page).getByRole('link', { name: 'Inicio', exact: true }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(heading(page, 'Inicio')).toBeVisible();
  });

  await expectAvatarMenu(page, 'superuser');
});

test.describe('employee on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('has the top bar with the four-entry menu and her own notices, no alerts bell; the avatar opens the account menu', async ({
    page,
  }) => {
    await signInAs(page, 'employee');
    await test.step('the top bar with the four-entry menu, Mis avisos and no alerts bell', async () => {
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(bottomNav(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Alertas' })).toHaveCount(0);
      // Her own notices of Res. Ex. N° 38 art. 45 (art45-notices-provider.tsx), never the company's alerts.
      await expect(page.getByRole('button', { name: /^Mis avisos/ })).toBeVisible();
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await expectDrawerMenu(page, EMPLOYEE_MENU);
      await drawer(page).getByRole('link', { name: 'Historial' }).click();
      await expect(page).toHaveURL('/mi-historial');
      await expect(heading(page, 'Mi historial')).toBeVisible();
    });
    await expectAvatarMenu(page, 'employee');
  });
});

test.describe('employee on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('no top bar, a 64px bottom navigation with the four entries; logout from the profile screen goes to /login', async ({
    page,
  }) => {
    await signInAs(page, 'employee');
    const nav = bottomNav(page);

    await test.step('no top bar, a 64px bottom navigation with the four entries', async () => {
      await expect(heading(page, 'Inicio')).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Cuenta', exact: true })).toHaveCount(0);
      // `Historial` may carry its count of weeks to sign (a badge over the icon) before its label.
      await expect(nav.getByRole('link')).toHaveText(
        EMPLOYEE_MENU.map((item) => new RegExp(`^\\d*${item.label}$`)),
      );
      for (const item of EMPLOYEE_MENU) {
        await expect(nav.getByRole('link', { name: item.label })).toHaveAttribute('href', item.path);
      }
      await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
      const box = await nav.boundingBox();
      expect(box?.height).toBe(64);
      // Pinned to the bottom of the viewport.
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBe(PHONE.height);

      await nav.getByRole('link', { name: 'Historial' }).tap();
      await expect(page).toHaveURL('/mi-historial');
      await expect(heading(page, 'Mi historial')).toBeVisible();
      // The header is as tall as its title on a phone (PageLayout's column once kept 18rem, 288 px, under it).
      const title = await heading(page, 'Mi historial').boundingBox();
      const header = await heading(page, 'Mi historial').locator('xpath=..').boundingBox();
      expect(header?.height).toBe(title?.height);
      await expect(nav.getByRole('link', { name: 'Historial' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current', 'page');
    });

    await test.step('logout from the profile screen goes to /login', async () => {
      await nav.getByRole('link', { name: 'Perfil' }).tap();
      await expect(page).toHaveURL('/perfil');
      await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue(ACCOUNTS.employee.name);
      await page.getByRole('button', { name: 'Cerrar sesión' }).tap();
      await expect(page).toHaveURL('/login');
      await expect(bottomNav(page)).toHaveCount(0);
      await expect.poll(() => storedClaims(page)).toBeNull();
      await page.goto('/perfil');
      await expect(page).toHaveURL('/login');
    });
  });

  test.describe('on an iPhone', () => {
    test.use({ userAgent: IPHONE_UA });

    test('the bottom navigation is 80px high', async ({ page }) => {
      await signInAs(page, 'employee');
      const nav = bottomNav(page);
      await expect(nav).toBeVisible();
      const box = await nav.boundingBox();
      expect(box?.height).toBe(80);
    });
  });
});

test.describe('theme with the system preferring dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the default is dark when nothing is saved; a saved light theme wins over the system preference', async ({
    page,
  }) => {
    await test.step('the default is dark when nothing is saved', async () => {
      await page.goto('/');
      await expect(heading(page, 'Control de asistencia más simple')).toBeVisible();
      expect(await savedTheme(page)).toBeNull();
      await expect.poll(() => colorScheme(page)).toBe('dark');
    });

    await test.step('a saved light theme wins over the system preference', async () => {
      await signInAs(page, 'admin');
      await page.getByRole('button', { name: 'Cambiar tema' }).click();
      await expect.poll(() => savedTheme(page)).toBe('light');
      await page.reload();
      await expect(heading(page, 'Inicio')).toBeVisible();
      await expect.poll(() => colorScheme(page)).toBe('light');
    });
  });
});
