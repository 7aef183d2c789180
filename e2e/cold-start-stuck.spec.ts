import { expect, test } from '@playwright/test';

/**
 * When the bundle does not arrive, the static skeleton of index.html does not pulse forever: after 20 s it says
 * so in Spanish and offers a retry, which loads the app once the network is back.
 */
test('a start that never loads says so after 20 s, and Reintentar loads the app', async ({ page }) => {
  const start = new Date('2026-11-18T14:00:00-03:00');
  await page.clock.install({ time: start });
  // Paused: the page's 20 s timer must count only the time the test runs, not a slow load's real seconds.
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  const note = page.getByRole('alert');
  await expect(page.locator('#boot')).toBeAttached();
  await page.clock.runFor(19_000);
  await expect(note).toHaveCount(0);
  await page.clock.runFor(2_000);
  await expect(note).toHaveText(/Asiste está tardando más de lo normal en cargar\. Revisa tu conexión\./);
  const retry = note.getByRole('button', { name: 'Reintentar' });
  await expect(retry).toBeFocused();

  await page.unroute('**/assets/*.js');
  await retry.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#boot')).toHaveCount(0);
  await expect(page.getByText('Asiste está tardando')).toHaveCount(0);
});
