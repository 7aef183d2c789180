import { expect, test, type Page } from '@playwright/test';

import { APP_TITLE, findRoute, ROUTES, titleFor, type Access } from '../src/app/route-table';
import {
  AxeGate,
  expectTheme,
  otherTheme,
  quiet,
  settle,
  startInTheme,
  switchTheme,
  THEMES,
  type ThemeMode,
} from './support/a11y';
import { inGroups } from './support/routes';
import { signInAs, type Role } from './support/session';

/**
 * The accessibility gate: axe (WCAG 2.0/2.1 A and AA) on every route of the registry, opened by the role its
 * access level admits, plus the not-found screen, in the light and the dark theme. Any serious or critical
 * violation fails, listing its rule, impact, count and targets. One test checks a group of screens in both
 * themes: each screen is opened, scanned, switched to the other theme (`switchTheme`) and scanned again with the
 * rules a theme can change (`COLOUR_RULES`: the markup is the same), so the sign-in and the page loads are shared
 * by the two themes.
 *
 * The routes come from the app's registry, not a copy, so a new route is checked the day it is added. The demo
 * data is generated from the browser's clock, so the clock is fixed, at a weekday afternoon when alerts of every
 * type and severity are on screen (alerts.spec.ts): Wednesday 2026-11-18, 14:00 in Santiago.
 */
const NOW = new Date('2026-11-18T14:00:00-03:00');
const NOT_FOUND = '/no-existe';

/**
 * Who opens the routes of each access level. The inspector's screen needs an access an admin creates first: the
 * inspection test of compliance.spec.ts scans it.
 */
const VISITOR: Record<Exclude<Access, 'inspector'>, Role | null> = {
  public: null,
  'signed-in': 'employee',
  admin: 'admin',
  superuser: 'superuser',
};

/** Sample paths for the routes with parameters; a new parameterised route must get one here. */
const SAMPLE_PATHS: Record<string, string> = {
  '/empleados/:type': '/empleados/activos',
  '/asistencias/:type/:range': '/asistencias/entradas/semana',
  // A well-formed code no punch has: the page's "not valid" result.
  '/verificar/:code': '/verificar/ABCD-EF12-3456-GH78',
};

function samplePath(path: string): string {
  if (!path.includes(':')) return path;
  const sample = SAMPLE_PATHS[path];
  if (sample === undefined) throw new Error(`a11y.spec.ts: give ${path} a sample path in SAMPLE_PATHS`);
  return sample;
}

/**
 * Each test signs in once and makes at most this many page loads (each screen is scanned twice, once per
 * theme): a longer list would not fit the test timeout on a busy machine.
 */
const LOADS_PER_TEST = 3;

/**
 * The time a test gets: a sign-in, then per screen a page load, a theme switch and two scans. The heaviest group
 * (/agenda, /asistencias, a preset) took 84 s on an idle 2-core machine with two workers (2026-11-27); the rest is
 * room for a busy one.
 */
const TEST_TIMEOUT = 150_000;

interface Group {
  role: Role | null;
  paths: string[];
}

const GROUPS: Group[] = (Object.keys(VISITOR) as (keyof typeof VISITOR)[]).flatMap((access) => {
  const paths = ROUTES.filter((route) => route.access === access).map((route) => samplePath(route.path));
  // The not-found screen: on its own signed out, inside the shell signed in.
  if (access === 'public' || access === 'superuser') paths.push(NOT_FOUND);
  return inGroups(paths, LOADS_PER_TEST).map((part) => ({ role: VISITOR[access], paths: part }));
});

/**
 * The screen of a signed-in route is headed by its registry title, which is also the document's; the not-found
 * screen keeps the product title. Opening every screen here, by the role that may, is the E2E smoke test of
 * each screen's chunk under the guard (guard.spec.ts opens a sample of each kind, src/app/guard.test.ts holds
 * the whole route × role matrix).
 */
async function expectHeadingAndTitle(page: Page, path: string): Promise<void> {
  const route = findRoute(path);
  if (route === undefined) {
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(page).toHaveTitle(APP_TITLE);
    return;
  }
  if (route.access === 'public') return;
  await expect(page.getByRole('heading', { level: 1, name: titleFor(path), exact: true })).toBeVisible();
  await expect(page).toHaveTitle(titleFor(path));
}

/**
 * Scans the page as it is in its current theme (`theme`), switches to the other theme and scans again; returns
 * the theme the page is left in. `where` names the screen.
 */
async function scanBothThemes(
  page: Page,
  gate: AxeGate,
  where: string,
  theme: ThemeMode,
): Promise<ThemeMode> {
  await expectTheme(page, theme);
  await gate.scan(`${where}, ${theme} theme`);
  const other = otherTheme(theme);
  await switchTheme(page, other);
  await gate.scanColours(`${where}, ${other} theme`);
  return other;
}

test.describe('axe, light and dark theme', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(TEST_TIMEOUT);
    await page.clock.install({ time: NOW });
    await startInTheme(page, 'light');
  });

  for (const { role, paths } of GROUPS) {
    test(`${role ?? 'signed out'}: ${paths.join(' ')}`, async ({ page }, testInfo) => {
      if (role !== null) await signInAs(page, role);
      const gate = new AxeGate(page, role ?? 'signed out');
      let theme: ThemeMode = 'light';
      for (const path of paths) {
        await test.step(path, async () => {
          // signInAs has already landed on the role's home.
          if (new URL(page.url()).pathname !== path) await page.goto(path);
          await settle(page, path);
          await expectHeadingAndTitle(page, path);
          theme = await scanBothThemes(page, gate, path, theme);
        });
      }
      await gate.expectNoViolations(testInfo);
    });
  }

  test('superuser: the drawer menu, the alerts panel and the account menu', async ({ page }, testInfo) => {
    await signInAs(page, 'superuser');
    await settle(page, '/dashboard');
    const gate = new AxeGate(page, 'superuser');
    const panels = [
      {
        name: 'menú',
        opener: page.getByRole('button', { name: 'Abrir menú' }),
        panel: page.getByRole('navigation', { name: 'Menú principal' }),
      },
      {
        name: 'alertas',
        opener: page.getByRole('banner').getByRole('button', { name: /^Alertas/ }),
        panel: page.getByRole('dialog', { name: 'Alertas Recientes' }),
      },
      {
        name: 'cuenta',
        opener: page.getByRole('button', { name: 'Cuenta', exact: true }),
        panel: page.getByRole('menu'),
      },
    ];
    for (const theme of THEMES) {
      await switchTheme(page, theme);
      for (const { name, opener, panel } of panels) {
        await test.step(`${name}, ${theme} theme`, async () => {
          await opener.click();
          await expect(panel).toBeVisible();
          await quiet(page);
          const where = `/dashboard, panel ${name}, ${theme} theme`;
          // The markup is judged in the first theme; the second needs only the rules colours change.
          await (theme === THEMES[0] ? gate.scan(where) : gate.scanColours(where));
          await page.keyboard.press('Escape');
          await expect(panel).toBeHidden();
        });
      }
    }
    await gate.expectNoViolations(testInfo);
  });
});
