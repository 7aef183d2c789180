import { expect, test, type Locator, type Page } from '@playwright/test';

import { AxeGate, quiet } from './support/a11y';
import { drawer } from './support/menus';
import { expectNoConsoleErrors, signInAs, watchConsole } from './support/session';
import { forEachSize, inEachTheme, isPhone, type SizeVariant } from './support/variants';

/**
 * /mi-agenda and /mi-historial, as a newcomer meets them on a phone and a desktop, in light and
 * dark: days without a plan say so, an approved absence stands alone, the month grid's marks have a legend;
 * the history speaks one duration format (h:mm:ss), groups a month in weeks with subtotals, marks the days with
 * problems in the alerts' words, measures a running month against the hours due so far, jumps to today, and
 * keeps the export secondary. Each screen's month view also passes the axe gate in the variant's theme. One
 * test per screen and size checks the light, then the dark theme (one sign-in, one page load per theme).
 *
 * Wednesday 2026-11-18, 14:00 in Santiago (the browser runs in another zone). Camila Rojas works Monday–Friday
 * 09:00–18:00 on a 40-hour contract, has not punched today, and has a vacation request pending in December.
 */
const NOW = new Date('2026-11-18T14:00:00-03:00');

/** Opens an employee screen the way a person would: the bottom navigation on a phone, the drawer otherwise. */
async function open(page: Page, label: 'Agenda' | 'Historial', path: string): Promise<void> {
  if (isPhone(page)) {
    await page
      .getByRole('navigation', { name: 'Navegación inferior' })
      .getByRole('link', { name: label })
      .click();
  } else {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await drawer(page).getByRole('link', { name: label, exact: true }).click();
  }
  await expect(page).toHaveURL(path);
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/**
 * An approved vacation on Thursday 26 November, a day Camila's schedule still holds — as when a manager
 * approves leave after the schedule was written. No screen writes absences yet (/ausencias is a placeholder),
 * so it goes where the demo store keeps its documents (src/data/adapters/demo/idb-persistence.ts), read at next load.
 */
async function approveVacationOn26November(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('asiste-demo');
        request.onerror = () => reject(new Error('asiste-demo cannot be opened'));
        request.onsuccess = () => {
          const db = request.result;
          const tx = db.transaction('absences', 'readwrite');
          tx.objectStore('absences').put(
            {
              tenantId: 'demo',
              userId: 'demo-empleado',
              type: 'vacaciones',
              // Start of 26 November in Santiago (UTC-3), both ends inclusive.
              from: new Date('2026-11-26T03:00:00Z'),
              to: new Date('2026-11-26T03:00:00Z'),
              status: 'aprobada',
              note: 'Aprobada después de planificar',
              createdAt: new Date('2026-11-18T12:00:00Z'),
            },
            'e2e-vacaciones-26-nov',
          );
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(new Error('the absence was not written'));
        };
      }),
  );
}

/** The path of the first icon inside `locator`: which picture it draws. */
async function drawing(locator: Locator): Promise<string> {
  const path = await locator.locator('svg path').first().getAttribute('d');
  expect(path, 'an icon is drawn').toBeTruthy();
  return path ?? '';
}

/** Seconds in an 'h:mm:ss' text. */
function secondsOf(hms: string): number {
  const [hours = '0', minutes = '0', seconds = '0'] = hms.split(':');
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** The marks of a history day, as a screen reader lists them. */
async function marksOf(card: Locator): Promise<string[]> {
  const list = card.getByRole('list', { name: 'Incidencias del día' });
  return (await list.count()) === 0 ? [] : list.getByRole('listitem').allTextContents();
}

function totalValue(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Totales del periodo' })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

forEachSize((size: SizeVariant) => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: NOW });
  });

  test('/mi-agenda: unplanned days say so, an approved absence stands alone, a pending one is a request, a legend', async ({
    page,
  }, testInfo) => {
    const watch = watchConsole(page);
    await signInAs(page, 'employee');
    await approveVacationOn26November(page);
    await inEachTheme(page, size, async (variant) => {
      // A new load reads the absence (and shows the theme).
      await page.goto('/checkin');
      await open(page, 'Agenda', '/mi-agenda');

      const week = page.getByRole('list', { name: 'Semana del 16 al 22 de noviembre de 2026', exact: true });
      await expect(
        week.getByRole('listitem', { name: 'sábado 21 de noviembre: Sin planificar' }),
      ).toBeVisible();
      await expect(
        week.getByRole('listitem', { name: 'domingo 22 de noviembre: Sin planificar' }),
      ).toBeVisible();
      await expect(page.getByText('Libre', { exact: true })).toHaveCount(0);

      await page.getByRole('button', { name: 'Siguiente' }).click();
      const next = page.getByRole('list', { name: 'Semana del 23 al 29 de noviembre de 2026', exact: true });
      const away = next.getByRole('listitem', { name: 'jueves 26 de noviembre: Vacaciones', exact: true });
      await expect(away).toBeVisible();
      await expect(away.getByText('Vacaciones', { exact: true })).toBeVisible();
      await expect(away.getByText(/\d\d:\d\d/)).toHaveCount(0);
      await expect(
        next.getByRole('listitem', { name: 'miércoles 25 de noviembre: 09:00 – 18:00', exact: true }),
      ).toBeVisible();

      await page.getByRole('button', { name: 'Mes' }).click();
      const november = page.getByRole('list', { name: 'Noviembre de 2026', exact: true });
      await expect(
        november.getByRole('button', { name: 'jueves 26 de noviembre: Vacaciones', exact: true }),
      ).toBeVisible();
      const saturday = november.getByRole('button', {
        name: 'sábado 21 de noviembre: Sin planificar',
        exact: true,
      });
      await expect(saturday).toHaveText('21–');

      const legend = page.getByRole('region', { name: 'Leyenda' });
      await legend.scrollIntoViewIfNeeded();
      await expect(legend).toBeVisible();
      await expect(legend.getByRole('listitem')).toHaveText([
        /Hoy$/,
        /Turno: 9–18 es de 09:00 a 18:00/,
        /Sin planificar$/,
        'Feriado',
        'Vacaciones',
        'Licencia médica',
        'Permiso con goce',
        'Permiso sin goce',
        'Ícono sin relleno: solicitud pendiente de aprobación',
      ]);
      // Each legend icon is the one the grid draws: the approved vacation's cell holds the same picture.
      const vacationIcon = await drawing(legend.getByRole('listitem').filter({ hasText: 'Vacaciones' }));
      expect(await drawing(november.getByRole('button', { name: /^jueves 26 de noviembre/ }))).toBe(
        vacationIcon,
      );

      // December: Camila's vacation request still waits for approval, so her shift holds unless it is approved.
      await page.getByRole('button', { name: 'Siguiente' }).click();
      const december = page.getByRole('list', { name: 'Diciembre de 2026', exact: true });
      const requested = december
        .getByRole('button', {
          name: /^\S+ \d+ de diciembre: Solicitud de vacaciones pendiente, 09:00 – 18:00 \(si no se aprueba\)$/,
        })
        .first();
      await requested.click();
      const details = page.getByRole('region', { name: /de diciembre$/ });
      await expect(details.getByText('Solicitud de vacaciones pendiente')).toBeVisible();
      await expect(details.getByText('09:00 – 18:00')).toBeVisible();
      await expect(details.getByText('(si no se aprueba)')).toBeVisible();
      const pendingIcon = await drawing(
        legend.getByRole('listitem').filter({ hasText: 'solicitud pendiente' }),
      );
      expect(await drawing(requested)).toBe(pendingIcon);
      // Outlined, not the approved vacation's filled picture.
      expect(pendingIcon).not.toBe(vacationIcon);
      // Past the 30 days the demo plans ahead, nothing is planned: the agenda does not call that free.
      await expect(
        december.getByRole('button', { name: 'lunes 28 de diciembre: Sin planificar', exact: true }),
      ).toBeVisible();
      await expectNoHorizontalScroll(page);

      await quiet(page);
      const gate = new AxeGate(page, `${variant.theme}, employee`);
      await gate.scan('/mi-agenda, Diciembre with a pending request open');
      await gate.expectNoViolations(testInfo);
      expectNoConsoleErrors(watch);
    });
  });

  test('/mi-historial: h:mm:ss, weeks with subtotals, marked days, hours due to date, Ir a hoy, a secondary export', async ({
    page,
  }, testInfo) => {
    const watch = watchConsole(page);
    await signInAs(page, 'employee');
    await inEachTheme(page, size, async (variant) => {
      // The sign-in has just shown /checkin in the first theme; the next theme needs a new load.
      if (variant !== size.variants[0]) await page.goto('/checkin');
      await open(page, 'Historial', '/mi-historial');
      const totals = page.getByRole('region', { name: 'Totales del periodo' });
      await expect(totals).toBeVisible();

      // The week: Monday to Wednesday of a 40-hour week are due by today.
      await expect(totalValue(page, 'Horas de contrato a la fecha')).toHaveText('24:00:00');
      for (const label of ['Horas trabajadas', 'Atrasos', 'Salidas anticipadas']) {
        await expect(totalValue(page, label)).toHaveText(/^\d+:\d{2}:\d{2}$/);
      }
      const today = page.getByRole('article', { name: /^miércoles 18 de noviembre/i });
      await expect(today).toHaveAttribute('aria-current', 'date');
      // 14:00 and no entry since 09:00: what /alertas calls Llegada Tardía.
      expect(await marksOf(today)).toEqual(['Llegada Tardía']);
      await expect(
        page.getByRole('article', { name: /^sábado 21 de noviembre/i }).getByText('Sin planificar'),
      ).toBeVisible();

      // The export is a text button in the totals' title row, not a full-width outlined one.
      const exportButton = totals.getByRole('button', { name: 'Exportar' });
      await expect(exportButton).toHaveClass(/plain-button--text/);
      const exportBox = await exportButton.boundingBox();
      const totalsBox = await totals.boundingBox();
      expect(exportBox?.height ?? 0).toBeGreaterThanOrEqual(48);
      expect(exportBox?.width ?? 0).toBeLessThan((totalsBox?.width ?? 0) / 2);

      await page.getByRole('button', { name: 'Mes' }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Noviembre de 2026', exact: true }),
      ).toBeVisible();
      // 40 h × 13 weekdays up to today ÷ 5; the whole month (168 h) is named beside it.
      await expect(totalValue(page, 'Horas de contrato a la fecha')).toHaveText('104:00:00');
      await expect(
        totals.getByText(/× 13 días hábiles hasta hoy ÷ 5\. Mes completo: 168:00:00\.$/),
      ).toBeVisible();

      const weeks = page.getByRole('region', { name: /^Semana del/ });
      await expect(weeks).toHaveCount(6);
      const running = page.getByRole('region', { name: 'Semana del 16 al 22 de noviembre de 2026' });
      const subtotal = (label: string) =>
        running
          .locator('dt', { hasText: new RegExp(`^${label}$`) })
          .locator('xpath=following-sibling::dd[1]');
      await expect(subtotal('Contrato a la fecha')).toHaveText('24:00:00');
      await expect(subtotal('Trabajado')).toHaveText(/^\d+:\d{2}:\d{2}$/);
      await expect(
        page
          .getByRole('region', { name: 'Semana del 23 al 29 de noviembre de 2026' })
          .getByText('Semana por venir.'),
      ).toBeVisible();
      // The weeks' worked time adds up to the month's.
      const worked = await page
        .getByRole('region', { name: /^Semana del/ })
        .locator('dt', { hasText: /^Trabajado$/ })
        .locator('xpath=following-sibling::dd[1]')
        .allTextContents();
      expect(worked.reduce((sum, value) => sum + secondsOf(value), 0)).toBe(
        secondsOf((await totalValue(page, 'Horas trabajadas').textContent()) ?? ''),
      );

      // Every day is marked as its own figures say, with the alerts' names and thresholds (15 min).
      const cards = await page.getByRole('article').all();
      let marked = 0;
      for (const card of cards) {
        const marks = await marksOf(card);
        if (marks.length > 0) marked += 1;
        const figures = await card
          .getByText(/^Trabajado .* · Atraso .* · Salida anticipada .*$/)
          .allTextContents();
        for (const line of figures) {
          const [, late = '—', early = '—'] = /Atraso (\S+) · Salida anticipada (\S+)$/.exec(line) ?? [];
          expect(marks.includes('Entrada Tardía'), `${line}: ${marks.join(', ')}`).toBe(
            late !== '—' && secondsOf(late) > 15 * 60,
          );
          expect(marks.includes('Salida Temprana'), `${line}: ${marks.join(', ')}`).toBe(
            early !== '—' && secondsOf(early) > 15 * 60,
          );
        }
        if ((await card.getByText('Sin marcas', { exact: true }).count()) > 0)
          expect(marks).toEqual(['Ausencia']);
      }
      // The month has marked days: late, early out, absent (the demo's November), and today.
      expect(marked).toBeGreaterThanOrEqual(3);
      // One duration format: no 'N min' left on the screen.
      await expect(page.getByText(/\b\d+ min\b/)).toHaveCount(0);

      // 'Ir a hoy' brings today's day into view and puts focus on it.
      const todayInMonth = page.getByRole('article', { name: /^miércoles 18 de noviembre/i });
      await expect(todayInMonth).not.toBeInViewport();
      await page.getByRole('button', { name: 'Ir a hoy' }).click();
      await expect(todayInMonth).toBeFocused();
      await expect(todayInMonth).toBeInViewport();
      await expectNoHorizontalScroll(page);

      await quiet(page);
      const gate = new AxeGate(page, `${variant.theme}, employee`);
      await gate.scan('/mi-historial, Noviembre in weeks');
      await gate.expectNoViolations(testInfo);
      expectNoConsoleErrors(watch);
    });
  });
});
