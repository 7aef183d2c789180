import { expect, test } from '@playwright/test';

import { ROUTES, type Access } from '../src/app/route-table';
import { AxeGate, expectTheme, quiet, settle, THEMES, useTheme } from './support/a11y';
import { inGroups } from './support/routes';
import { signInAs, type Role } from './support/session';

/**
 * The accessibility gate: axe (WCAG 2.0/2.1 A and AA) on every route of the registry, opened by the role its
 * access level admits, plus the not-found screen, in the light and the dark theme. Any serious or critical
 * violation fails, listing its rule, impact, count and targets.
 *
 * The routes come from the app's registry, not a copy, so a new route is checked the day it is added. The demo
 * data is generated from the browser's clock, so the clock is fixed, at a weekday afternoon when alerts of every
 * type and severity are on screen (alerts.spec.ts): Wednesday 2026-11-18, 14:00 in Santiago.
 */
const NOW = new Date('2026-11-18T14:00:00-03:00');
const NOT_FOUND = '/no-existe';

/** Who opens the routes of each access level. */
const VISITOR: Record<Access, Role | null> = {
  public: null,
  'signed-in': 'employee',
  admin: 'admin',
  superuser: 'superuser',
};

/** Sample paths for the routes with parameters; a new parameterised route must get one here. */
const SAMPLE_PATHS: Record<string, string> = {
  '/empleados/:type': '/empleados/activos',
  '/asistencias/:type/:range': '/asistencias/entradas/semana',
};

function samplePath(path: string): string {
  if (!path.includes(':')) return path;
  const sample = SAMPLE_PATHS[path];
  if (sample === undefined) throw new Error(`a11y.spec.ts: give ${path} a sample path in SAMPLE_PATHS`);
  return sample;
}

/**
 * Each test signs in once and makes at most this many cold page loads: a longer list would not fit the test
 * timeout on a busy machine.
 */
const LOADS_PER_TEST = 4;

interface Group {
  role: Role | null;
  paths: string[];
}

const GROUPS: Group[] = (Object.keys(VISITOR) as Access[]).flatMap((access) => {
  const paths = ROUTES.filter((route) => route.access === access).map((route) => samplePath(route.path));
  // The not-found screen: on its own signed out, inside the shell signed in.
  if (access === 'public' || access === 'superuser') paths.push(NOT_FOUND);
  return inGroups(paths, LOADS_PER_TEST).map((part) => ({ role: VISITOR[access], paths: part }));
});

for (const theme of THEMES) {
  test.describe(`axe, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.install({ time: NOW });
      await useTheme(page, theme);
    });

    for (const { role, paths } of GROUPS) {
      test(`${role ?? 'signed out'}: ${paths.join(' ')}`, async ({ page }, testInfo) => {
        if (role !== null) await signInAs(page, role);
        const gate = new AxeGate(page, `${theme}, ${role ?? 'signed out'}`);
        for (const path of paths) {
          await test.step(path, async () => {
            // signInAs has already landed on the role's home.
            if (new URL(page.url()).pathname !== path) await page.goto(path);
            await settle(page, path);
            await expectTheme(page, theme);
            await gate.scan(path);
          });
        }
        await gate.expectNoViolations(testInfo);
      });
    }

    test('superuser: the drawer menu, the alerts panel and the account menu', async ({ page }, testInfo) => {
      await signInAs(page, 'superuser');
      await settle(page, '/dashboard');
      await expectTheme(page, theme);
      const gate = new AxeGate(page, `${theme}, superuser`);
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
      for (const { name, opener, panel } of panels) {
        await test.step(name, async () => {
          await opener.click();
          await expect(panel).toBeVisible();
          await quiet(page);
          await gate.scan(`/dashboard, panel ${name}`);
          await page.keyboard.press('Escape');
          await expect(panel).toBeHidden();
        });
      }
      await gate.expectNoViolations(testInfo);
    });
  });
}
