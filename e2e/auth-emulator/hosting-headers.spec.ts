/**
 * The Firebase build served under exactly the Hosting headers of firebase.json (security review L5), by a small
 * static server with Hosting's SPA rewrite: people sign in through the Auth emulator, open their screens and sign
 * out, and not one Content-Security-Policy or Permissions-Policy complaint may appear. The one difference from
 * production: connect-src also lists the local emulators the build talks to.
 *
 * Also the offline cache on a shared device (security review M6): a sign-out deletes Firestore's IndexedDB
 * database, unless the person marked the device as their own phone in /perfil.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { formatCsp, headersFor, hostingHeaderRules, parseCsp } from '../../scripts/hosting-headers';
import { PASSWORD } from './accounts';

const ROOT = resolve(import.meta.dirname, '../..');
/** The build under test: `vite build --mode emulators` (dist-emulators/, or E2E_DIST). */
const DIST = resolve(ROOT, process.env.E2E_DIST ?? 'dist-emulators');
const PORT = Number(process.env.HOSTING_PORT ?? 4176);
const BASE = `http://localhost:${PORT}`;
/** The emulators the build connects to (firebase.json `emulators`, .env.emulators). */
const EMULATOR_ORIGINS = ['http://127.0.0.1:9099', 'http://127.0.0.1:8080', 'http://127.0.0.1:5001'];
/** Firestore's IndexedDB database of the emulators' project. */
const FIRESTORE_DB = 'firestore/[DEFAULT]/demo-asiste/main';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

async function hostingHeaders(path: string): Promise<Record<string, string>> {
  const firebaseJson: unknown = JSON.parse(await readFile(join(ROOT, 'firebase.json'), 'utf8'));
  const headers = headersFor(hostingHeaderRules(firebaseJson), path);
  const policy = headers['Content-Security-Policy'];
  if (policy) {
    const csp = parseCsp(policy);
    csp.set('connect-src', [...(csp.get('connect-src') ?? []), ...EMULATOR_ORIGINS]);
    headers['Content-Security-Policy'] = formatCsp(csp);
  }
  return headers;
}

/** Hosting in miniature: files of DIST, any other path rewritten to /index.html, headers from firebase.json. */
function startHosting(): Promise<Server> {
  const server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', BASE).pathname);
      let file = normalize(join(DIST, path));
      const isFile = file.startsWith(DIST) && (await stat(file).catch(() => null))?.isFile() === true;
      if (!isFile) file = join(DIST, 'index.html');
      const body = await readFile(file);
      response.writeHead(200, {
        ...(await hostingHeaders(path)),
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  return new Promise((done) => server.listen(PORT, () => done(server)));
}

let hosting: Server;
test.beforeAll(async () => {
  hosting = await startHosting();
});
test.afterAll(() => new Promise<void>((done) => hosting.close(() => done())));

/** Every CSP violation and every console complaint about a policy, from before the page's first script. */
async function watchPolicies(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(`CSP ${event.effectiveDirective} blocked ${event.blockedURI || event.sample}`);
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy|Permissions.Policy|Refused to/i.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  return problems;
}

async function signIn(page: Page, email: string, home: string): Promise<void> {
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(`${BASE}${home}`);
}

async function open(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(`${BASE}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function signOut(page: Page): Promise<void> {
  await open(page, '/perfil', 'Mi Perfil');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(`${BASE}/login`);
}

const databases = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));

test.describe('the Firebase build under the Hosting headers of firebase.json', () => {
  test('serves every path with the security headers', async ({ request }) => {
    for (const path of ['/', '/checkin', '/favicon.svg']) {
      const response = await request.get(`${BASE}${path}`);
      expect(response.headers()).toMatchObject({
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      });
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  test('managers and employees work and sign out without a single policy complaint', async ({ page }) => {
    // Two sign-ins and eight screens of the Firebase build: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const problems = await watchPolicies(page);
    await open(page, '/', /Control de asistencia/);
    await open(page, '/verificar', 'Verificar comprobante');

    await signIn(page, 'admin@asiste.demo', '/dashboard');
    await open(page, '/configuracion', 'Configuración');
    await open(page, '/empleados', /Empleados/);
    await open(page, '/alertas', /Alertas/);
    // Firestore opens its offline copy on first use, shortly after the screens ask for data.
    await expect.poll(() => databases(page)).toContain(FIRESTORE_DB);
    // A shared device (the default): the sign-out deletes Firestore's offline copy.
    await signOut(page);
    await expect.poll(() => databases(page)).not.toContain(FIRESTORE_DB);

    await signIn(page, 'empleado@asiste.demo', '/checkin');
    await open(page, '/mi-historial', /historial/i);
    // Her own phone: the sign-out keeps it.
    await open(page, '/perfil', 'Mi Perfil');
    await page.getByRole('switch', { name: /^Este es mi teléfono personal/ }).check();
    await expect.poll(() => databases(page)).toContain(FIRESTORE_DB);
    await signOut(page);
    expect(await databases(page)).toContain(FIRESTORE_DB);

    expect(problems).toEqual([]);

    // The watch itself works: an inline script without its hash is refused and reported.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
    });
    await expect.poll(() => problems).toContainEqual(expect.stringMatching(/^CSP script-src-elem blocked/));
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  });
});
