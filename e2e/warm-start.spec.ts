import { expect, test, type Page } from '@playwright/test';

import { navigateInApp, signInAs } from './support/session';

/**
 * The `<link rel="modulepreload">` the app added itself (Vite's preload helper, on a lazy import), beyond those
 * index.html names for the entry.
 */
async function addedPreloads(page: Page): Promise<string[]> {
  const html = await (await page.request.get('/checkin')).text();
  const inHtml = new Set(
    [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  );
  const links = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  return links.filter((href) => !inHtml.has(href));
}

/**
 * vite.config.ts: the preload helper preloads a screen's chunks only on a cold start. Preloading chunks that
 * are already in the HTTP cache compiles them all in one long task. Also checks that `vite preview` caches the
 * hashed assets as Hosting does: with `no-cache`, the reloaded entry would be revalidated, not taken from the
 * cache, and the reload would preload again.
 */
test('a screen preloads its chunks on a cold start and not again once they are in the HTTP cache', async ({
  page,
}) => {
  const home = page.getByRole('heading', { level: 1, name: 'Inicio' });
  // Signing in opens /checkin in the same document, which started with an empty cache.
  await signInAs(page, 'employee');
  await expect(home).toBeVisible();
  expect((await addedPreloads(page)).length).toBeGreaterThan(10);

  await page.reload();
  await expect(home).toBeVisible();
  expect(await addedPreloads(page)).toEqual([]);

  // A screen not opened before still arrives on a warm start: `import()` fetches its chunks.
  await navigateInApp(page, '/mi-historial');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi historial' })).toBeVisible();
  expect(await addedPreloads(page)).toEqual([]);
});
