import { expect, test, type Page } from '@playwright/test';

import { AxeGate, quiet } from './support/a11y';
import { ACCOUNTS, navigateInApp, signIn, signInAs, signInFirstTime, signOut } from './support/session';

/**
 * /empleados and /admin/empresas on the demo build, with the demo's AdminPort: people and companies created
 * by managers sign in; a duplicate RUT is refused; a spreadsheet creates its good rows only; disabling a person
 * or a company ends the sessions they still hold (the demo keeps one session per browser, so "her phone" is her
 * saved session value put back after the admin acted).
 */
const SESSION_KEY = 'asiste.demo.session';

// Each flow signs in two or three times on the demo build: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });
const PASSWORD = 'clave-segura-1';
/** The password each person sets at first sign-in, replacing the admin's (security review M5). */
const OWN_PASSWORD = 'clave-propia-1';
const VALENTINA = { name: 'Valentina Paredes', email: 'valentina.paredes@espiga.cl', rut: '7.654.321-6' };

/** Fills `Nuevo empleado` and submits it. */
async function createPerson(page: Page, person: { name: string; email: string; rut: string }) {
  await page.getByRole('button', { name: 'Nuevo empleado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo empleado' });
  await dialog.getByRole('textbox', { name: 'Nombre completo' }).fill(person.name);
  await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(person.email);
  await dialog.getByRole('textbox', { name: 'RUT' }).fill(person.rut);
  await dialog.getByLabel(/^Contraseña inicial/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Crear empleado' }).click();
  return dialog;
}

/** Opens a page from the drawer, as a manager does (no reload of the app). */
async function openFromMenu(page: Page, label: string, path: string) {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: label }).click();
  await expect(page).toHaveURL(path);
}

async function openEmployees(page: Page) {
  await openFromMenu(page, 'Empleados', '/empleados');
  await expect(page.getByRole('heading', { level: 1, name: 'Empleados' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Personas de la empresa' })).toBeVisible({ timeout: 15_000 });
}

/**
 * The admin creates Valentina; she signs in once, setting her own password (her session saved as "her phone's"),
 * then signs out.
 */
async function valentinaSignsInOnce(page: Page): Promise<string> {
  await signInAs(page, 'admin');
  await openEmployees(page);
  const dialog = await createPerson(page, VALENTINA);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Se creó la cuenta de ${VALENTINA.name}.`)).toBeVisible();
  await signOut(page);
  await signInFirstTime(page, VALENTINA.email, PASSWORD, OWN_PASSWORD, '/checkin');
  const session = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  if (session === null) throw new Error('no demo session saved');
  await signOut(page);
  return session;
}

/** The table pages 25 people at a time: find someone as a manager would, by searching. */
function personButton(page: Page, name: string) {
  return page.getByRole('button', { name: `Ver ficha de ${name}` });
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
}

/**
 * Puts a saved session back (the other phone's, whose app is still open) and navigates inside the app: the
 * guard checks the session on every navigation, so the app must end on /login and say why, in Spanish.
 */
async function expectLockedOut(page: Page, session: string, why: string) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, session] as const);
  await navigateInApp(page, '/checkin');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('alert')).toHaveText(why);
}

test('the admin creates a person who sets her own password at first sign-in, then /checkin; a duplicate RUT is refused', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'admin');
  await openEmployees(page);
  await quiet(page);
  const gate = new AxeGate(page, 'light, admin');
  await gate.scan('/empleados');

  const dialog = await createPerson(page, VALENTINA);
  await expect(dialog).toBeHidden();
  await search(page, VALENTINA.rut);
  await expect(personButton(page, VALENTINA.name)).toBeVisible();

  const again = await createPerson(page, { name: 'Otra Persona', email: 'otra@espiga.cl', rut: '7654321-6' });
  await expect(again.getByRole('textbox', { name: 'RUT' })).toHaveAccessibleDescription(
    'Ya hay otra persona con este RUT en la empresa.',
  );
  await gate.scan('/empleados, Nuevo empleado');
  await again.getByRole('button', { name: 'Cancelar' }).click();
  await gate.expectNoViolations(testInfo);

  await signOut(page);
  // Her first sign-in asks for a password of her own; the admin's no longer works afterwards.
  await signInFirstTime(page, VALENTINA.email, PASSWORD, OWN_PASSWORD, '/checkin');
  await signOut(page);
  await signIn(page, VALENTINA.email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.');
  await signIn(page, VALENTINA.email, OWN_PASSWORD);
  await expect(page).toHaveURL('/checkin');
});

test('a CSV with one bad row creates the good rows only', async ({ page }) => {
  await signInAs(page, 'admin');
  await openEmployees(page);
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar empleados desde CSV' });
  const csv = [
    'Nombre completo;Correo electrónico;RUT;Rol;Fecha de ingreso;Contraseña inicial',
    `Tomás Vera;tomas.vera@nuevos.cl;6.543.210-2;Empleado;02-03-2026;${PASSWORD}`,
    `Rut Malo;rut.malo@nuevos.cl;12.345.678-9;Empleado;02-03-2026;${PASSWORD}`,
    `Inés Pino;ines.pino@nuevos.cl;5.432.109-0;Administrador;2026-03-02;${PASSWORD}`,
  ].join('\r\n');
  await dialog.getByLabel('Archivo CSV').setInputFiles({
    name: 'personas.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv}`, 'utf8'),
  });
  await expect(dialog.getByText(/3 filas, 2 listas para crear, 1 con errores/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Crear 2 personas' }).click();
  await expect(dialog.getByText(/Se crearon 2 personas; 1 fila no se creó/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await search(page, '@nuevos.cl');
  await expect(page.getByRole('button', { name: /^Ver ficha de / })).toHaveText(['Inés Pino', 'Tomás Vera']);
});

/** The superuser creates «Café Central» with Rosa as its first admin. */
async function createCompany(page: Page, gate?: AxeGate) {
  await signInAs(page, 'superuser');
  await openFromMenu(page, 'Empresas', '/admin/empresas');
  await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Panadería/ })).toBeVisible({ timeout: 15_000 });
  await quiet(page);
  await gate?.scan('/admin/empresas');
  await page.getByRole('button', { name: 'Nueva empresa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva empresa' });
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Café Central');
  await dialog.getByRole('textbox', { name: 'RUT empresa' }).fill('76.543.210-3');
  await dialog.getByRole('textbox', { name: 'Nombre completo' }).fill('Rosa Muñoz');
  await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill('rosa@cafecentral.cl');
  await dialog.getByLabel(/^Contraseña inicial/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Crear empresa' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /Café Central/ })).toBeVisible();
}

test('the superuser creates a company whose first admin signs in to an /empleados of one', async ({
  page,
}, testInfo) => {
  const gate = new AxeGate(page, 'light, superuser');
  await createCompany(page, gate);
  await gate.expectNoViolations(testInfo);
  await signOut(page);
  await signInFirstTime(page, 'rosa@cafecentral.cl', PASSWORD, OWN_PASSWORD, '/dashboard');
  await openEmployees(page);
  await expect(page.getByText('1 persona', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ver ficha de / })).toHaveText(['Rosa Muñoz']);
  await expect(page.getByRole('button', { name: `Ver ficha de ${ACCOUNTS.employee.name}` })).toHaveCount(0);
});

test('the admin filters /empleados by Local and sees the people who work there only (Res. Ex. N° 38 art. 13)', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await openEmployees(page);
  const table = page.getByRole('table', { name: 'Personas de la empresa' });
  await expect(table.getByRole('columnheader', { name: /Lugar de trabajo/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Camila Rojas/ })).toContainText('Planta Recoleta');

  await page.getByRole('combobox', { name: 'Local' }).click();
  await page.getByRole('option', { name: 'Local Providencia' }).click();
  await expect(personButton(page, 'Camila Rojas')).toHaveCount(0);
  await expect(personButton(page, 'Francisca Sepúlveda')).toBeVisible();
  await expect(page.getByText(/^Mostrando \d+ de \d+ personas$/)).toBeVisible();
  // Every row listed works at the shop: Ventas.
  const rows = table.getByRole('row').filter({ has: page.getByRole('button', { name: /^Ver ficha de / }) });
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasNotText: 'Local Providencia' })).toHaveCount(0);
  await expect(rows.filter({ hasNotText: 'Ventas' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(personButton(page, 'Camila Rojas')).toBeVisible();
});

test('disabling a person ends the session she still holds', async ({ page }) => {
  const herPhone = await valentinaSignsInOnce(page);
  await signInAs(page, 'admin');
  await openEmployees(page);
  await search(page, 'valentina');
  await personButton(page, VALENTINA.name).click();
  await page.getByRole('button', { name: 'Desactivar acceso' }).click();
  const confirm = page.getByRole('dialog', { name: `¿Desactivar el acceso de ${VALENTINA.name}?` });
  await expect(confirm).toContainText('no podrá iniciar sesión ni marcar asistencia');
  await confirm.getByRole('button', { name: 'Desactivar acceso' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Reactivar acceso' })).toBeVisible();
  await expectLockedOut(page, herPhone, 'Tu cuenta está deshabilitada. Habla con tu administrador.');
});

test('disabling a company locks its admin out', async ({ page }) => {
  await createCompany(page);
  await signOut(page);
  await signInFirstTime(page, 'rosa@cafecentral.cl', PASSWORD, OWN_PASSWORD, '/dashboard');
  const rosasSession = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  if (rosasSession === null) throw new Error('no demo session saved');
  await signOut(page);

  await signInAs(page, 'superuser');
  await openFromMenu(page, 'Empresas', '/admin/empresas');
  await page.getByRole('button', { name: 'Acciones de Café Central' }).click();
  await page.getByRole('menuitem', { name: 'Desactivar' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Desactivar «Café Central»?' });
  await expect(confirm).toContainText('no podrán iniciar sesión ni usar Asiste hasta que la reactives');
  await confirm.getByRole('button', { name: 'Desactivar empresa' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('row', { name: /Café Central/ })).toContainText('Desactivada');
  await expectLockedOut(
    page,
    rosasSession,
    'Tu empresa está desactivada en Asiste. Habla con tu administrador.',
  );
});
