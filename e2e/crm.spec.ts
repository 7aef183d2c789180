import { expect, test } from '@playwright/test';

import { AxeGate, quiet } from './support/a11y';
import { signInAs, signInFirstTime, signOut } from './support/session';
import { VIEWPORTS } from './support/variants';

/**
 * The sales loop on the demo build, phone and desktop: a visitor sends the landing page's contact
 * form (an invalid e-mail first: its message, nothing typed lost); the superuser finds the lead in `Nuevo`,
 * moves it to `Demostración` from the keyboard, converts it into a company with its first admin, and that admin
 * signs in. The demo keeps everything in this browser, so the visitor's lead is the superuser's to work.
 */
test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'clave-segura-1';

for (const size of ['phone', 'desktop'] as const) {
  test.describe(size, () => {
    test.use({ viewport: VIEWPORTS[size] });

    test('a contact becomes a lead, is moved to demo, converted, and its admin signs in', async ({
      page,
    }, testInfo) => {
      const gate = new AxeGate(page, `${size}, CRM`);
      const name = `Rosa Muñoz ${size}`;
      const email = `rosa.${size}@cafecentral.cl`;

      await page.goto('/');
      await page.getByRole('heading', { level: 2, name: 'Contáctanos' }).scrollIntoViewIfNeeded();
      const form = page.getByRole('form', { name: 'Formulario de contacto' });
      await expect(form.getByRole('button', { name: 'Enviar' })).toBeVisible({ timeout: 20_000 });
      await form.getByRole('textbox', { name: /^Nombre/ }).fill(name);
      await form.getByRole('textbox', { name: /^Correo electrónico/ }).fill('rosa@cafe');
      await form.getByRole('textbox', { name: /^Empresa/ }).fill('Café Central');
      await form.getByRole('textbox', { name: /^Teléfono/ }).fill('+56 9 1234 5678');
      await form.getByRole('textbox', { name: /^Número de empleados/ }).fill('14');
      await form.getByRole('textbox', { name: /^Mensaje/ }).fill('Queremos probar con dos locales.');
      // The form refuses a submit faster than a person could fill it: wait as a person would.
      await page.waitForTimeout(3_100);
      await form.getByRole('button', { name: 'Enviar' }).click();
      const emailField = form.getByRole('textbox', { name: /^Correo electrónico/ });
      await expect(emailField).toHaveAttribute('aria-invalid', 'true');
      await expect(emailField).toHaveAccessibleDescription(
        'Por favor, introduce un correo electrónico válido',
      );
      await expect(form.getByRole('textbox', { name: /^Nombre/ })).toHaveValue(name);
      await expect(form.getByRole('textbox', { name: /^Mensaje/ })).toHaveValue(
        'Queremos probar con dos locales.',
      );
      await emailField.fill(email);
      await form.getByRole('button', { name: 'Enviar' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Gracias' })).toHaveText(
        'Gracias, te contactaremos pronto.',
      );

      await signInAs(page, 'superuser');
      await page.goto('/admin/leads');
      await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Leads CRM' })).toBeVisible();
      const nuevo = page.getByRole('region', { name: /^Nuevo \(\d+\)$/ });
      const card = nuevo.getByRole('article', { name });
      await expect(card).toBeVisible({ timeout: 20_000 });
      await quiet(page);
      await gate.scan('/admin/leads, board');

      // Moved from the keyboard: the card's `Mover a…` menu.
      await card.getByRole('button', { name: 'Mover a…' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: 'Demostración' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Lead movido' })).toHaveText(
        'Lead movido a Demostración.',
      );
      const demo = page.getByRole('region', { name: /^Demostración \(\d+\)$/ });
      await expect(demo.getByRole('article', { name })).toBeVisible();

      await demo.getByRole('article', { name }).getByRole('button', { name }).click();
      const detail = page.getByRole('dialog', { name });
      await expect(detail.getByText('Queremos probar con dos locales.')).toBeVisible();
      await expect(detail.getByRole('list', { name: 'Historial' })).toContainText('Demostración');
      await quiet(page);
      await gate.scan('/admin/leads, detail');
      await detail.getByRole('button', { name: 'Convertir en empresa' }).click();
      const convert = page.getByRole('dialog', { name: 'Convertir en empresa' });
      await expect(convert.getByRole('textbox', { name: 'Nombre de la empresa' })).toHaveValue(
        'Café Central',
      );
      await expect(convert.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(email);
      await convert.getByRole('textbox', { name: 'Razón social' }).fill('Café Central SpA');
      await convert.getByRole('textbox', { name: 'RUT empresa' }).fill('76.543.210-3');
      await convert.getByLabel(/^Contraseña inicial/).fill(PASSWORD);
      await convert.getByRole('button', { name: 'Crear empresa' }).click();
      await expect(
        page
          .getByText(
            'Empresa creada. El administrador ya puede iniciar sesión; al entrar deberá cambiar la contraseña inicial.',
          )
          .first(),
      ).toBeVisible({
        timeout: 20_000,
      });
      await expect(detail.getByText(/^Empresa creada: /)).toBeVisible();
      await expect(detail.getByRole('list', { name: 'Historial' })).toContainText(
        'Convertido en empresa «Café Central»',
      );
      await detail.getByRole('button', { name: 'Cerrar' }).click();
      await expect(
        page.getByRole('region', { name: /^Ganado \(\d+\)$/ }).getByRole('article', { name }),
      ).toBeVisible();
      await gate.expectNoViolations(testInfo);

      await signOut(page);
      // The superuser chose the first admin's password: she sets her own first (security review M5).
      await signInFirstTime(page, email, PASSWORD, 'clave-propia-de-la-jefa', '/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
      const checklist = page.getByRole('region', { name: 'Primeros pasos' });
      await expect(checklist).toBeVisible();
      // A company made here has no Lugar de trabajo yet: the checklist asks for it first, linking to its section
      // of /configuracion (its address goes on every receipt, Res. Ex. N° 38 art. 13).
      await expect(checklist.getByRole('listitem').first()).toHaveAccessibleName(
        'Registra tu lugar de trabajo: pendiente',
      );
      await expect(checklist.getByRole('link', { name: 'Registra tu lugar de trabajo' })).toHaveAttribute(
        'href',
        '/configuracion#lugares-de-trabajo',
      );
    });
  });
}
