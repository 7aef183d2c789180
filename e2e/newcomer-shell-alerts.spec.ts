import { expect, test, type Locator, type Page, type Route } from '@playwright/test';

import { AxeGate, gatedViolations, quiet } from './support/a11y';
import { expectReadableText, expectVisibleFocus } from './support/focus';
import { drawer, SUPERUSER_MENU } from './support/menus';
import { signInAs } from './support/session';
import { forEachSize, inEachTheme, type SizeVariant } from './support/variants';

/**
 * The shell, /alertas and the cold start, as a newcomer meets them on a phone and a desktop, in the
 * light and the dark theme, with the keyboard: one test per screen and size, which checks the light then the
 * dark theme (one sign-in, one page load per theme).
 * The demo data follows the browser's clock: Wednesday 2026-11-18, 14:00 in Santiago, when alerts of every type
 * are on screen (alerts.spec.ts); the browser runs in another zone.
 */
const NOW = new Date('2026-11-18T14:00:00-03:00');
const COMPANY = 'Panadería La Espiga';
const PREVIOUS_WEEKDAY = '2026-11-17';
const CAMILA_ALERT = 'late-arrival:demo-empleado:2026-11-18:s0';
const CAMILA_LATE = 'Camila Rojas aún no ha registrado entrada (Programado: 09:00).';
/** The background the page (and the boot skeleton) paints in each theme. */
const PAGE_BACKGROUND = { light: 'rgb(255, 255, 255)', dark: 'rgb(18, 18, 18)' } as const;

function menuButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Abrir menú' });
}

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Whether the page scrolls sideways (a table wider than a phone does). */
function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

forEachSize((size: SizeVariant) => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: NOW });
  });

  test("shell: the company's name, a drawer that marks the page and scrolls to every entry, visible focus", async ({
    page,
  }, testInfo) => {
    // Two themes × a keyboard walk with focus-ring pixel checks: the heaviest desktop test, slow on a busy runner.
    test.slow();
    await signInAs(page, 'superuser');
    await inEachTheme(page, size, async (variant) => {
      await page.goto('/configuracion');
      await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
      const banner = page.getByRole('banner');
      await expect(banner.getByText('Asiste', { exact: true })).toBeVisible();
      await expect(banner.getByText(COMPANY)).toBeVisible();
      await expect(banner.getByText(COMPANY)).toHaveAttribute('title', COMPANY);
      // White on the spec's blue, with no elevation overlay lightening it in the dark theme.
      await expectReadableText(banner.getByText('Asiste', { exact: true }));
      await expectReadableText(banner.getByText(COMPANY));

      // The first stop of the keyboard: the menu button, ringed in white on the blue bar.
      await tabTo(page, menuButton(page));
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      const nav = drawer(page);
      await expect(nav).toBeVisible();
      await quiet(page);
      const drawerPaper = page.getByRole('presentation');
      await expect(drawerPaper.getByText(COMPANY)).toBeVisible();
      // The product's name in the primary colour, readable on the drawer's (in dark, lightened) paper.
      await expectReadableText(drawerPaper.getByText('Asiste', { exact: true }));

      // The page shown is marked, and the drawer opened scrolled to it (the last admin entry at 768 px).
      const current = nav.locator('[aria-current="page"]');
      await expect(current).toHaveAccessibleName('Configuración');
      await expect(current).toHaveClass(/Mui-selected/);
      await expect(current).toBeInViewport();
      if (variant.size === 'desktop') {
        const scrolls = await nav.evaluate((element) => element.scrollHeight > element.clientHeight);
        expect(scrolls, 'the superuser menu is taller than a 768 px screen').toBe(true);
      }

      const gate = new AxeGate(page, `${variant.name}, superuser`);
      await gate.scan('/configuracion, drawer');

      // Every entry is reached with the keyboard alone, shown on screen and ringed when it has the focus.
      const links = nav.getByRole('link');
      await expect(links).toHaveText(SUPERUSER_MENU.map((item) => item.label));
      for (const item of SUPERUSER_MENU) {
        const link = nav.getByRole('link', { name: item.label, exact: true });
        await tabTo(page, link);
        await expect(link).toBeInViewport();
        await expectVisibleFocus(page);
      }

      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(menuButton(page)).toBeFocused();

      // The other controls of the bar and a button on the page show their focus too.
      await tabTo(page, page.getByRole('button', { name: 'Cambiar tema' }));
      await expectVisibleFocus(page);
      await tabTo(page, page.getByRole('button', { name: 'Cuenta', exact: true }));
      await expectVisibleFocus(page);
      await tabTo(page, page.getByRole('button', { name: 'Guardar cambios' }).first());
      await expectVisibleFocus(page);
      await gate.scan('/configuracion');
      await gate.expectNoViolations(testInfo);
    });
  });

  test("alerts: a list on a phone with folded filters, a person's day by keyboard, a past day in the past tense", async ({
    page,
  }, testInfo) => {
    // Several screens in two themes with pixel checks: slow on a busy runner.
    test.slow();
    await signInAs(page, 'admin');
    await inEachTheme(page, size, async (variant) => {
      await page.goto('/alertas');
      const phone = variant.size === 'phone';
      const alerts = phone
        ? page.getByRole('list', { name: 'Alertas del día' })
        : page.getByRole('table', { name: 'Alertas del día' });
      await expect(alerts).toBeVisible();
      await quiet(page);
      const gate = new AxeGate(page, `${variant.name}, admin`);
      await gate.scan('/alertas');
      expect(await scrollsSideways(page), 'the alerts fit the screen').toBe(false);
      const camila = page.locator(`[data-alert-id="${CAMILA_ALERT}"]`);
      await expect(camila).toContainText(CAMILA_LATE);

      if (phone) {
        await expect(page.getByRole('table')).toHaveCount(0);
        // Only the day and one button: the other filters open in a dialog.
        await expect(page.getByRole('combobox', { name: 'Tipo' })).toHaveCount(0);
        const folded = page.getByRole('button', { name: 'Filtros', exact: true });
        await folded.click();
        const filters = page.getByRole('dialog', { name: 'Filtros' });
        await filters.getByRole('combobox', { name: 'Tipo' }).click();
        await page.getByRole('option', { name: 'Llegada Tardía' }).click();
        await filters.getByRole('button', { name: 'Listo' }).click();
        await expect(filters).toBeHidden();
        const narrowed = page.getByRole('button', { name: 'Filtros · 1 activo' });
        await expect(narrowed).toBeFocused();
        const items = alerts.getByRole('button');
        await expect(items.first()).toBeVisible();
        for (const text of await items.allTextContents()) expect(text).toContain('Llegada Tardía');
        await narrowed.click();
        await expectReadableText(page.getByRole('button', { name: 'Limpiar filtros' }));
        await page.getByRole('button', { name: 'Limpiar filtros' }).click();
        await page.getByRole('button', { name: 'Listo' }).click();
        await expect(page.getByRole('button', { name: 'Filtros', exact: true })).toBeVisible();
      } else {
        await expect(page.getByRole('combobox', { name: 'Tipo' })).toBeVisible();
        await expect(page.getByRole('button', { name: /^Filtros/ })).toHaveCount(0);
      }

      // Camila's day, with the keyboard: the item (phone) or her name in the row (desktop), ringed when focused.
      const opener = phone
        ? camila.getByRole('button')
        : camila.getByRole('button', { name: 'Ver el día de Camila Rojas' });
      await tabTo(page, opener, 80);
      await expectVisibleFocus(page, phone ? opener : camila);
      await page.keyboard.press('Enter');
      const day = page.getByRole('dialog', { name: 'Día de Camila Rojas' });
      await expect(day).toBeVisible();
      await expect(day.getByRole('heading', { name: 'Oficina · 09:00 – 18:00' })).toBeVisible();
      await expect(day.getByRole('definition')).toHaveText([
        'Sin registro',
        'Sin registro',
        'Sin registro',
        'Sin registro',
      ]);
      await expect(day.getByRole('list', { name: 'Alertas de Camila Rojas' })).toContainText(CAMILA_LATE);
      await quiet(page);
      await gate.scan('/alertas, día de Camila Rojas');
      await expectReadableText(day.getByRole('button', { name: 'Cerrar' }));
      await page.keyboard.press('Escape');
      await expect(day).toBeHidden();
      await expect(opener).toBeFocused();

      // A past day: the spec's messages stay, a past-tense line beside each says what happened.
      await page.getByLabel('Día', { exact: true }).fill(PREVIOUS_WEEKDAY);
      const pastEntries = phone
        ? alerts.getByRole('listitem')
        : alerts.getByRole('row').filter({ has: page.getByRole('cell') });
      await expect(pastEntries.filter({ hasText: CAMILA_LATE })).toHaveCount(0);
      await expect(pastEntries.first()).toBeVisible();
      const lateArrival = pastEntries.filter({ hasText: 'aún no ha registrado entrada' }).first();
      await expect(lateArrival).toContainText(/No registró entrada \(Programado: \d\d:\d\d\)\./);
      const missingExit = pastEntries.filter({ hasText: 'Aún no ha registrado salida' }).first();
      await expect(missingExit).toContainText(/No registró salida \(Programado: \d\d:\d\d\)\./);
      for (const text of await pastEntries.allTextContents()) {
        expect(text).toMatch(
          /Marcó entrada|No registró entrada|No registró salida|Marcó salida|Volvió del descanso|sin turno programado/,
        );
        expect(text).not.toContain('hace ');
      }
      await quiet(page);
      await gate.scan(`/alertas, ${PREVIOUS_WEEKDAY}`);
      await gate.expectNoViolations(testInfo);
    });
  });

  if (size.size === 'phone') {
    test('employee on a phone: the bottom navigation marks the page and shows the focus', async ({
      page,
    }) => {
      await signInAs(page, 'employee');
      await inEachTheme(page, size, async () => {
        await page.goto('/checkin');
        const nav = page.getByRole('navigation', { name: 'Navegación inferior' });
        const current = nav.getByRole('link', { name: 'Inicio' });
        await expect(current).toHaveAttribute('aria-current', 'page');
        // The selected entry is primary text on the bar's paper (elevated, hence lighter, in the dark theme).
        await expectReadableText(current);
        const history = nav.getByRole('link', { name: 'Historial' });
        await tabTo(page, history, 80);
        await expectVisibleFocus(page);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL('/mi-historial');
        await expect(history).toHaveAttribute('aria-current', 'page');
      });
    });
  }

  test('cold start: a skeleton in the theme paints before any script, hidden from screen readers, then the app', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    const html = await (await page.request.get('/')).text();
    const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
    if (!entry) throw new Error('index.html has its module script');
    await inEachTheme(page, size, async (variant) => {
      // The bundle is held back: whatever shows meanwhile comes from index.html alone.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const hold = async (route: Route) => {
        await held;
        await route.continue();
      };
      await page.route(`**${entry}`, hold);

      await page.goto('/alertas', { waitUntil: 'commit' });
      const skeleton = page.locator('#boot');
      await expect(skeleton).toBeVisible();
      await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
      await expect(skeleton).toHaveCSS('background-color', PAGE_BACKGROUND[variant.theme]);
      // Signed in as a manager: the shell's blue bar is already where it will be.
      await expect(skeleton.locator('.boot-bar')).toHaveCSS('background-color', 'rgb(25, 118, 210)');
      const box = await skeleton.boundingBox();
      expect(box).toEqual({ x: 0, y: 0, ...variant.viewport });
      // Nothing of it reaches the accessibility tree (no text, no roles), and axe finds nothing serious in it.
      expect(await page.locator('body').ariaSnapshot()).toBe('');
      expect(await gatedViolations(page)).toEqual([]);

      release();
      await expect(page.getByRole('heading', { level: 1, name: 'Alertas' })).toBeVisible();
      await expect(skeleton).toHaveCount(0);
      await page.unroute(`**${entry}`, hold);
    });
  });
});

test.describe('cold start with the system in dark and nothing saved', () => {
  test.use({ colorScheme: 'dark' });

  test('the skeleton of a signed-out visit is dark, without the shell bar, and gives way to the landing page', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const skeleton = page.locator('#boot');
    await expect(skeleton).toHaveCSS('background-color', PAGE_BACKGROUND.dark);
    await expect(skeleton.locator('.boot-bar')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    release();
    // A first visit generates the day's demo data before the app shows: seconds on a busy machine.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Control de asistencia más simple' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(skeleton).toHaveCount(0);
  });
});
