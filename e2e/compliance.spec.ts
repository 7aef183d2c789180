import { readFileSync } from 'node:fs';

import { expect as baseExpect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';

import { describeFindings, gatedViolations } from './support/a11y';
import { DEMO_PASSWORD, linkFromDemoOutbox, navigateInApp, signInAs, signOut } from './support/session';

/** Page loads of a cold demo on a busy 2-core machine: each wait gets room. */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * The compliance loop on the demo build. The demo data follows the browser's clock, fixed on
 * Wednesday 2026-11-18 at 09:20 in Santiago; the browser runs in another zone (Madrid), so every day and time
 * below is the tenant's.
 */
const NOW = new Date('2026-11-18T09:20:00-03:00');
/**
 * Monday 2026-11-16 at 09:20: last week has ended, and its Friday's marcas can still be corrected (Res. Ex. N° 38
 * art. 41: up to the next business day); that Friday Camila forgot to check out.
 */
const MONDAY = new Date('2026-11-16T09:20:00-03:00');

test.describe.configure({ timeout: 150_000 });

const LAST_WEEK = 'Semana del 9 al 15 de noviembre de 2026';

test('Camila signs last week; a correction accepted afterwards asks for an addendum, which she signs', async ({
  page,
}) => {
  await page.clock.install({ time: MONDAY });

  await test.step('the bottom navigation counts the weeks to sign; Camila signs last week’s totals', async () => {
    await signInAs(page, 'employee');
    await page.setViewportSize({ width: 390, height: 844 });
    const history = page
      .getByRole('navigation', { name: 'Navegación inferior' })
      .getByRole('link', { name: /^Historial: \d semanas por firmar$/ });
    await expect(history).toBeVisible({ timeout: 30_000 });
    await history.click();
    const week = page
      .getByRole('region', { name: 'Semanas por firmar' })
      .getByRole('listitem', { name: LAST_WEEK });
    await expect(week.getByText('Días trabajados')).toBeVisible();
    await week.getByRole('button', { name: 'Firmar semana' }).click();
    const dialog = page.getByRole('dialog', { name: 'Firmar semana' });
    await expect(dialog.getByText(LAST_WEEK)).toBeVisible();
    await dialog.getByRole('button', { name: 'Firmar' }).click();
    await expect(page.getByText('Firmaste la semana.')).toBeVisible();
    await expect(week.getByText('Firmada', { exact: true })).toBeVisible();
    // The server's code arrives a moment after the signature.
    await expect(week.getByText(/Código [0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 720 });
  });
  await signOut(page);

  await test.step('the admin sees, in Firmas semanales, that Camila signed last week', async () => {
    await signInAs(page, 'admin');
    await navigateInApp(page, '/asistencias');
    await page.getByRole('button', { name: 'Firmas semanales' }).click();
    const dialog = page.getByRole('dialog', { name: 'Firmas semanales' });
    await expect(dialog.getByRole('combobox', { name: 'Semana' })).toHaveText(LAST_WEEK);
    const camila = dialog
      .getByRole('table', { name: 'Firmas de la semana' })
      .getByRole('row')
      .filter({ hasText: 'Camila Rojas' });
    await expect(camila).toContainText('Firmada');
    await expect(camila).toContainText(/Código [0-9A-Z]{4}-/);
    await expect(dialog.getByText(/^Firmaron 1 · Objetaron 0 · Sin firmar \d+$/)).toBeVisible();
    // Those who have not signed get an e-mail (queued where the demo sends nothing), with an audit entry.
    await dialog.getByRole('button', { name: /^Recordar a quienes no han firmado \(\d+\)$/ }).click();
    await expect(dialog.getByText(/^Recordatorio enviado a \d+ personas?\.$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
  });

  await test.step('the admin proposes the missing check-out of Friday 13, a day of the signed week', async () => {
    await navigateInApp(page, '/asistencias/todas/2026-11-13_2026-11-13');
    await page
      .getByRole('table', { name: 'Asistencias' })
      .getByRole('button', { name: 'Corregir: Camila Rojas, 13-11-2026' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Proponer corrección' });
    await dialog.getByRole('combobox', { name: 'Marca' }).click();
    await page.getByRole('option', { name: 'Salida', exact: true }).click();
    await dialog.getByLabel(/^Hora/).fill('18:41');
    await dialog.getByRole('textbox', { name: /^Motivo/ }).fill('Se quedó cerrando la caja');
    await dialog.getByRole('button', { name: 'Proponer' }).click();
    await expect(page.getByText(/^Corrección propuesta: Camila Rojas/)).toBeVisible();
  });
  await signOut(page);

  await test.step('Camila accepts it: the signed week now asks for an addendum with the new totals', async () => {
    await signInAs(page, 'employee');
    await navigateInApp(page, '/mi-historial');
    const correction = page.getByRole('listitem', { name: 'Salida del 13-11-2026: sin marca → 18:41' });
    await correction.getByRole('button', { name: 'Aceptar' }).click();
    await page
      .getByRole('dialog', { name: 'Aceptar corrección' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await expect(page.getByText('Aceptaste la corrección.')).toBeVisible();
    const week = page
      .getByRole('region', { name: 'Semanas por firmar' })
      .getByRole('listitem', { name: LAST_WEEK });
    await expect(week.getByText(/^Adenda: los totales cambiaron después de tu firma/)).toBeVisible();
    await expect(week.getByText(/\(antes \d+:\d{2}:\d{2}\)/).first()).toBeVisible();
    await week.getByRole('button', { name: 'Firmar adenda' }).click();
    // Camila took a while over the new totals: past RECENT_SIGN_IN_MINUTES (5), her signature needs her password
    // again (security review M5). A wrong one is refused; the dialog of the signature waits behind.
    await page.clock.fastForward('06:00');
    await page.getByRole('dialog', { name: 'Firmar semana' }).getByRole('button', { name: 'Firmar' }).click();
    const reauth = page.getByRole('dialog', { name: 'Confirma tu contraseña para firmar' });
    await reauth.getByRole('textbox', { name: 'Contraseña' }).fill('no-es-la-clave');
    await reauth.getByRole('button', { name: 'Confirmar' }).click();
    await expect(reauth.getByRole('alert')).toHaveText('La contraseña no es correcta.');
    await expect(week.getByText('Adenda firmada')).toBeHidden();
    await reauth.getByRole('textbox', { name: 'Contraseña' }).fill(DEMO_PASSWORD);
    await reauth.getByRole('button', { name: 'Confirmar' }).click();
    await expect(reauth).toBeHidden();
    await expect(week.getByText('Adenda firmada')).toBeVisible();
  });
});

test('the admin closes October: a correction of a day in it is refused in Spanish, nothing typed is lost; reopening needs a reason; /logs keeps both', async ({
  page,
}) => {
  await page.clock.install({ time: NOW });
  await signInAs(page, 'admin');
  await expect(page).toHaveURL('/dashboard');

  await test.step('Cierre de periodo closes October, the last ended month', async () => {
    await navigateInApp(page, '/asistencias');
    await expect(page.getByRole('heading', { level: 1, name: 'Asistencias' })).toBeVisible();
    await page.getByRole('button', { name: 'Cierre de periodo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cierre de periodo' });
    await expect(dialog.getByText('Todavía no hay periodos cerrados.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar octubre de 2026' }).click();
    await dialog.getByRole('button', { name: 'Confirmar cierre' }).click();
    await expect(page.getByText('Periodo octubre de 2026 cerrado.')).toBeVisible();
  });

  await test.step('a correction of 13-10-2026 is refused with a Spanish message; the dialog keeps the reason', async () => {
    await navigateInApp(page, '/asistencias/todas/2026-10-13_2026-10-13');
    const correct = page
      .getByRole('table', { name: 'Asistencias' })
      .getByRole('button', { name: /^Corregir: .*, 13-10-2026$/ })
      .first();
    await correct.click();
    const dialog = page.getByRole('dialog', { name: 'Proponer corrección' });
    await dialog.getByLabel(/^Hora/).fill('18:05');
    await dialog.getByRole('textbox', { name: /^Motivo/ }).fill('Olvidó marcar la salida');
    await dialog.getByRole('button', { name: 'Proponer' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'El 13-10-2026 pertenece a un periodo cerrado (cerrado hasta el 31-10-2026). Para cambiarlo, un administrador debe reabrir el periodo.',
    );
    await expect(dialog.getByRole('textbox', { name: /^Motivo/ })).toHaveValue('Olvidó marcar la salida');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
  });

  await test.step('Reabrir periodo asks for a reason, then reopens October', async () => {
    await page.getByRole('button', { name: 'Cierre de periodo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cierre de periodo' });
    await expect(dialog.getByText('Periodos cerrados hasta el 31-10-2026.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Reabrir periodo' }).click();
    const reopen = page.getByRole('dialog', { name: 'Reabrir periodo' });
    await reopen.getByRole('button', { name: 'Reabrir periodo' }).click();
    await expect(reopen.getByText(/obligatori/i)).toBeVisible();
    await reopen.getByRole('textbox', { name: /^Motivo/ }).fill('Licencia médica presentada tarde');
    await reopen.getByRole('button', { name: 'Reabrir periodo' }).click();
    await expect(page.getByText('Periodo octubre de 2026 reabierto.')).toBeVisible();
  });

  await test.step('/logs shows the close and the reopening with its reason', async () => {
    await navigateInApp(page, '/logs');
    const table = page.getByRole('table', { name: 'Registros' });
    await expect(table.getByRole('row').filter({ hasText: 'Periodo reabierto' }).first()).toContainText(
      'Motivo: Licencia médica presentada tarde',
    );
    await expect(table.getByRole('row').filter({ hasText: 'Periodo cerrado' }).first()).toContainText(
      'Periodo octubre de 2026 cerrado (01-10-2026 al 31-10-2026).',
    );
  });
});

test('the admin gives an inspector access: the inspector lands on Fiscalización, finds Camila’s punches with their codes, downloads the attendance report, and is refused once the access ends', async ({
  page,
}) => {
  await page.clock.install({ time: NOW });
  let link = '';

  await test.step('the admin creates a 5-day inspector access in /asistencias; its link goes only by e-mail', async () => {
    await signInAs(page, 'admin');
    await navigateInApp(page, '/asistencias');
    await page.getByRole('button', { name: 'Acceso de fiscalización' }).click();
    const form = page.getByRole('dialog', { name: 'Acceso de fiscalización' });
    await expect(form.getByRole('textbox', { name: /^Días de acceso/ })).toHaveValue('5');
    await form.getByRole('textbox', { name: /^Correo del fiscalizador/ }).fill('fiscal@dt.gob.cl');
    await form.getByRole('button', { name: 'Crear acceso' }).click();
    const shown = page.getByRole('dialog', { name: 'Acceso enviado' });
    await expect(shown).toContainText(
      'Enviamos el enlace de acceso por correo a fiscal@dt.gob.cl. Con él, el fiscalizador entrará sin contraseña y solo para leer, hasta el 23-11-2026 09:20.',
    );
    await expect(shown.getByRole('textbox')).toHaveCount(0);
    await shown.getByRole('button', { name: 'Cerrar' }).click();
    // The inspector's inbox: the demo's outbox.
    link = await linkFromDemoOutbox(page, 'fiscal@dt.gob.cl');
    expect(link).toMatch(/\/login\?demoSignIn=/);
  });
  await signOut(page);

  await test.step('the inspector opens the link, confirms the e-mail and lands on /fiscalizacion', async () => {
    await page.goto(link);
    await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill('fiscal@dt.gob.cl');
    await page.getByRole('button', { name: 'Entrar con el enlace' }).click();
    await expect(page).toHaveURL('/fiscalizacion', { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Fiscalización' })).toBeVisible();
    await expect(page.getByText(/Acceso de solo lectura hasta el 23-11-2026 09:20/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveCount(0);
    // Any other page sends the inspector back.
    await navigateInApp(page, '/asistencias');
    await expect(page).toHaveURL('/fiscalizacion');
    const findings = await gatedViolations(page);
    expect(findings, describeFindings(findings)).toEqual([]);
  });

  await test.step('the inspector finds Camila’s punches with their receipt codes', async () => {
    await page.getByRole('combobox', { name: 'Persona' }).fill('Camila');
    await page.getByRole('option', { name: /Camila Rojas/ }).click();
    const punches = page.getByRole('table', { name: 'Marcas de noviembre de 2026' });
    const checkIn = punches.getByRole('row').filter({ hasText: 'Entrada' }).first();
    await expect(checkIn).toContainText('Camila Rojas');
    await expect(checkIn).toContainText(/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/, {
      timeout: 30_000,
    });
    await expect(punches.getByRole('row').filter({ hasNotText: 'Camila Rojas' })).toHaveCount(1); // the header
    await page.getByRole('tab', { name: 'Personas' }).click();
    await expect(
      page.getByRole('table', { name: 'Personas' }).getByRole('row').filter({ hasText: 'Camila Rojas' }),
    ).toContainText(/\d{1,2}\.\d{3}\.\d{3}-[\dK]/);
  });

  await test.step('the inspector downloads last month’s attendance report', async () => {
    await page.getByRole('button', { name: 'Reportes DT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reportes para la Dirección del Trabajo' });
    await expect(dialog.getByRole('combobox', { name: 'Reporte' })).toHaveText('Reporte de asistencia');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Descargar PDF' }).click();
    expect((await download).suggestedFilename()).toBe('reporte-dt-asistencia-2026-10-01-2026-10-31.pdf');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
  });

  await test.step('the inspector downloads this year’s archive: CSV, XLSX and the monthly DT reports as PDF', async () => {
    await page.getByRole('button', { name: 'Archivo (.zip)' }).click();
    // Eleven months of DT reports are built in the page: give it time.
    const download = page.waitForEvent('download', { timeout: 90_000 });
    await page.getByRole('menuitem', { name: 'Registros de 2026' }).click();
    const archive = await download;
    expect(archive.suggestedFilename()).toBe('archivo-asistencia-2026.zip');
    const files = unzipSync(new Uint8Array(readFileSync(await archive.path())));
    const names = Object.keys(files).sort();
    expect(names.filter((name) => !name.startsWith('reportes-dt/'))).toEqual([
      'LEAME.txt',
      'ausencias.csv',
      'correcciones.csv',
      'firmas-semanales.csv',
      'horas-extras.csv',
      'marcas.csv',
      'pactos-horas-extras.csv',
      'personas.csv',
      'registros-2026.xlsx',
    ]);
    // January to November, the six reports each (art. 27 a–f).
    expect(names.filter((name) => name.startsWith('reportes-dt/'))).toHaveLength(66);
    expect(names).toContain('reportes-dt/2026-10/diario.pdf');
    expect(strFromU8((files['reportes-dt/2026-10/asistencia.pdf'] ?? new Uint8Array()).slice(0, 5))).toBe(
      '%PDF-',
    );
    expect(strFromU8(files['marcas.csv'] ?? new Uint8Array())).toMatch(
      /Camila Rojas;[\d.]+-[\dK];Entrada;\d\d:\d\d:\d\d;[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/,
    );
  });

  await test.step('six days later the access has ended: the inspection is refused', async () => {
    await page.clock.setSystemTime(new Date(NOW.getTime() + 6 * 86_400_000));
    await page.reload();
    await expect(
      page.getByText('Tu acceso de fiscalización venció. Pide un nuevo acceso al empleador.'),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});

test('two companies give the same inspector access: it picks the company to inspect on /fiscalizacion, one at a time', async ({
  page,
}) => {
  await page.clock.install({ time: NOW });
  const inspector = 'fiscal@dt.gob.cl';
  const giveAccess = async (days: string, until: string) => {
    await navigateInApp(page, '/asistencias');
    await page.getByRole('button', { name: 'Acceso de fiscalización' }).click();
    const form = page.getByRole('dialog', { name: 'Acceso de fiscalización' });
    await form.getByRole('textbox', { name: /^Correo del fiscalizador/ }).fill(inspector);
    await form.getByRole('textbox', { name: /^Días de acceso/ }).fill(days);
    await form.getByRole('button', { name: 'Crear acceso' }).click();
    const shown = page.getByRole('dialog', { name: 'Acceso enviado' });
    await expect(shown).toContainText(`hasta el ${until}.`);
    await shown.getByRole('button', { name: 'Cerrar' }).click();
  };

  await test.step('La Espiga gives a 5-day access', async () => {
    await signInAs(page, 'admin');
    await giveAccess('5', '23-11-2026 09:20');
  });
  await signOut(page);

  await test.step('a new company, Ferretería Los Andes, gives the same e-mail a 10-day access', async () => {
    await page.goto('/crear');
    await page.getByRole('textbox', { name: 'Nombre de la empresa' }).fill('Ferretería Los Andes');
    await page.getByRole('textbox', { name: 'Razón social' }).fill('Ferretería Los Andes SpA');
    await page.getByRole('textbox', { name: 'RUT empresa' }).fill('77123456-9');
    await page.getByRole('textbox', { name: 'Tu nombre' }).fill('Marta Andes');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('marta@losandes.cl');
    await page.getByLabel(/^Contraseña/).fill(DEMO_PASSWORD);
    await page.getByRole('textbox', { name: 'Calle' }).fill('Av. Concha y Toro');
    await page.getByRole('textbox', { name: 'Número' }).fill('1820');
    await page.getByRole('textbox', { name: 'Comuna' }).fill('Puente Alto');
    await page.getByRole('textbox', { name: 'Ciudad' }).fill('Santiago');
    await page.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }).check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL('/dashboard', { timeout: 30_000 });
    await giveAccess('10', '28-11-2026 09:20');
  });
  const link = await linkFromDemoOutbox(page, inspector);
  await signOut(page);

  const picker = page.getByRole('combobox', { name: 'Empresa fiscalizada' });
  await test.step('the inspector lands on La Espiga, whose grant it had first, and sees both companies', async () => {
    await page.goto(link);
    await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill(inspector);
    await page.getByRole('button', { name: 'Entrar con el enlace' }).click();
    await expect(page).toHaveURL('/fiscalizacion', { timeout: 30_000 });
    await expect(picker).toHaveText('Panadería La Espiga · hasta el 23-11-2026 09:20');
    await expect(page.getByText('Tienes acceso de fiscalización vigente en 2 empresas.')).toBeVisible();
    await expect(page.getByText(/Acceso de solo lectura hasta el 23-11-2026 09:20/)).toBeVisible();
    await page.getByRole('tab', { name: 'Personas' }).click();
    await expect(page.getByRole('table', { name: 'Personas' })).toContainText('Camila Rojas');
    const findings = await gatedViolations(page);
    expect(findings, describeFindings(findings)).toEqual([]);
  });

  await test.step('with the keyboard it opens Ferretería Los Andes: only that company is shown', async () => {
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    const option = page.getByRole('option', { name: /^Ferretería Los Andes · hasta el 28-11-2026 09:20/ });
    await expect(option).toBeVisible();
    // The list is in name order and opens on the company inspected now (the second).
    await page.keyboard.press('ArrowUp');
    await expect(option).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Empleador: Ferretería Los Andes SpA · RUT 77.123.456-9')).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(/Acceso de solo lectura hasta el 28-11-2026 09:20/)).toBeVisible();
    await expect(picker).toHaveText('Ferretería Los Andes · hasta el 28-11-2026 09:20');
    await page.getByRole('tab', { name: 'Personas' }).click();
    const people = page.getByRole('table', { name: 'Personas' });
    await expect(people).toContainText('Marta Andes');
    await expect(people).not.toContainText('Camila Rojas');
  });

  await test.step('a reload keeps the company it chose; after six days only Ferretería Los Andes remains', async () => {
    await page.reload();
    await expect(picker).toHaveText('Ferretería Los Andes · hasta el 28-11-2026 09:20', { timeout: 30_000 });
    await page.clock.setSystemTime(new Date(NOW.getTime() + 6 * 86_400_000));
    await page.reload();
    await expect(page.getByText(/Acceso de solo lectura hasta el 28-11-2026 09:20/)).toBeVisible({
      timeout: 30_000,
    });
    await expect(picker).toHaveCount(0);
  });
});
