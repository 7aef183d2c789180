import { expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';

/** The seeded demo accounts (src/data/adapters/demo/demo-tenant.ts), all with the same password. */
export const DEMO_PASSWORD = 'demo1234';

export type Role = 'superuser' | 'admin' | 'employee';

export interface DemoAccount {
  role: Role;
  email: string;
  name: string;
  initials: string;
  /** Where the guard (spec §4 rule 3) sends this role after sign-in. */
  home: '/checkin' | '/dashboard';
}

export const ACCOUNTS: Readonly<Record<Role, DemoAccount>> = {
  superuser: {
    role: 'superuser',
    email: 'super@asiste.demo',
    name: 'Sofía Díaz',
    initials: 'SD',
    home: '/dashboard',
  },
  admin: {
    role: 'admin',
    email: 'admin@asiste.demo',
    name: 'Andrés Soto',
    initials: 'AS',
    home: '/dashboard',
  },
  employee: {
    role: 'employee',
    email: 'empleado@asiste.demo',
    name: 'Camila Rojas',
    initials: 'CR',
    home: '/checkin',
  },
};

export const ROLES: readonly Role[] = ['employee', 'admin', 'superuser'];

export function emailField(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Correo electrónico' });
}

/** Playwright gives a password input the textbox role, like assistive technology does. */
export function passwordField(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Contraseña', exact: true });
}

export function submitButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Iniciar sesión' });
}

/**
 * Signs in through the form on /login. For a demo account with its password it also waits until the guard
 * has sent the user to the role's home.
 */
export async function signIn(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await submitButton(page).click();
  const account = Object.values(ACCOUNTS).find((a) => a.email === email);
  if (account && password === DEMO_PASSWORD) await expect(page).toHaveURL(account.home);
}

/**
 * The first sign-in of someone whose initial password an admin chose (security review M5): the guard keeps them
 * on /perfil, where they set their own password; the app signs in again with it and goes to the role's home,
 * which `home` awaits. From then on they sign in with `ownPassword`.
 */
export async function signInFirstTime(
  page: Page,
  email: string,
  initialPassword: string,
  ownPassword: string,
  home: '/checkin' | '/dashboard',
): Promise<void> {
  await signIn(page, email, initialPassword);
  await expect(page).toHaveURL('/perfil', { timeout: 30_000 });
  const form = page.getByRole('form', { name: 'Cambia tu contraseña' });
  await expect(form).toContainText('Tu empresa te dio una contraseña inicial. Elige una nueva para empezar.');
  await form.getByRole('textbox', { name: 'Nueva contraseña' }).fill(ownPassword);
  await form.getByRole('textbox', { name: 'Repite la contraseña' }).fill(ownPassword);
  await form.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(home, { timeout: 30_000 });
}

export async function signInAs(page: Page, role: Role): Promise<DemoAccount> {
  const account = ACCOUNTS[role];
  await signIn(page, account.email);
  return account;
}

/** The claims the `auth` store persisted in localStorage (spec §3), or undefined when the key is absent. */
export function storedClaims(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('auth');
    if (raw === null) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || !('state' in parsed)) return undefined;
    const state: unknown = parsed.state;
    return typeof state === 'object' && state !== null && 'auth' in state ? state.auth : undefined;
  });
}

export interface ConsoleWatch {
  /** Every console message, in order. */
  readonly messages: ConsoleMessage[];
  /** Console errors and uncaught page errors, as text. */
  readonly errors: string[];
}

/** Starts recording the page's console; call before the first navigation. */
export function watchConsole(page: Page): ConsoleWatch {
  const watch: ConsoleWatch = { messages: [], errors: [] };
  page.on('console', (message) => {
    watch.messages.push(message);
    if (message.type() === 'error') watch.errors.push(message.text());
  });
  page.on('pageerror', (error) => watch.errors.push(`pageerror: ${error.message}`));
  return watch;
}

export function expectNoConsoleErrors(watch: ConsoleWatch): void {
  expect(watch.errors, 'console errors').toEqual([]);
}

/**
 * Navigates inside the running app, as a link would (the router hears a history change), without a page load:
 * the guard judges the route on every navigation, and a load costs a cold start of the demo on a busy machine.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Signs out from the account menu of the top bar and waits for /login (a page load on a busy machine). */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cuenta', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL('/login', { timeout: 20_000 });
}

/**
 * The link of the last e-mail the demo's server queued for `to` (its outbox, `asiste.outbox`): links go only by
 * e-mail (security review M5), so a journey reads them there, as the person would in their inbox.
 */
export async function linkFromDemoOutbox(page: Page, to: string): Promise<string> {
  const texts = await page.evaluate(async (address) => {
    // The demo's console handle (src/data/adapters/demo/index.ts), typed here: e2e does not compile the app's globals.
    const demo = (
      globalThis as unknown as {
        asiste: { idle: () => Promise<void>; outbox: (to: string) => Promise<{ text: string }[]> };
      }
    ).asiste;
    await demo.idle();
    return (await demo.outbox(address)).map((mail) => mail.text);
  }, to);
  const link = texts
    .at(-1)
    ?.split('\n')
    .find((line: string) => /^https?:\/\//.test(line));
  if (link === undefined) throw new Error(`No e-mail with a link for ${to} in the demo's outbox`);
  return link;
}
