import { screen, waitFor, within } from '@testing-library/react';

import { buildTenant, buildUserDoc } from '../../testing/data-builders';
import { FakeAdminPort, withAdmin } from '../../testing/fake-admin-port';
import { renderScreen, TEST_PEOPLE } from '../../testing/render-screen';
import { CompaniesScreen } from './companies-screen';

const TENANTS = [
  buildTenant(),
  buildTenant({
    id: 'ferreteria',
    tenantId: 'ferreteria',
    name: 'Ferretería El Clavo',
    taxId: '76.543.210-3',
  }),
];
const USERS = [
  buildUserDoc({ id: TEST_PEOPLE.superuser.uid, role: 'superuser', email: TEST_PEOPLE.superuser.email }),
  buildUserDoc({ id: 'camila' }),
  buildUserDoc({ id: 'diego', email: 'diego@panaderia.cl' }),
  buildUserDoc({ id: 'luis', email: 'luis@panaderia.cl', disabled: true }),
];

async function renderCompanies(admin = new FakeAdminPort()) {
  const view = await renderScreen(withAdmin(<CompaniesScreen />, admin), {
    role: 'superuser',
    url: '/admin/empresas',
    docs: { tenants: TENANTS, users: USERS },
  });
  await screen.findByRole('row', { name: /Ferretería El Clavo/ }, { timeout: 10_000 });
  return { ...view, admin };
}

describe('Empresas', { timeout: 60_000 }, () => {
  it('lists every company with its active people where the superuser may count them', async () => {
    await renderCompanies();
    expect(screen.getByRole('heading', { level: 1, name: 'Empresas' })).toBeInTheDocument();
    const own = screen.getByRole('row', { name: /Panadería La Espiga/ });
    expect(
      within(own)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['3', 'Activa', 'Chile continental (Santiago)']));
    const other = screen.getByRole('row', { name: /Ferretería El Clavo/ });
    expect(within(other).getByText('76.543.210-3')).toBeInTheDocument();
    expect(within(other).getByTitle('Solo ves las personas de tu propia empresa')).toHaveTextContent('—');
  });

  it('creates a company with its first admin, in Spanish and through AdminPort', async () => {
    const admin = new FakeAdminPort(true);
    const view = await renderCompanies(admin);
    await view.user.click(screen.getByRole('button', { name: 'Nueva empresa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva empresa' });
    expect(within(dialog).getByRole('combobox', { name: /Zona horaria/ })).toHaveTextContent(
      'Chile continental (Santiago)',
    );
    await view.user.type(within(dialog).getByLabelText(/^RUT empresa/), '76.543.210-0');
    await view.user.click(within(dialog).getByRole('button', { name: 'Crear empresa' }));
    expect(await within(dialog).findByLabelText(/^RUT empresa/)).toHaveAccessibleDescription('RUT inválido');
    expect(within(dialog).getByLabelText(/^Nombre \*/)).toHaveAccessibleDescription(
      'Este campo es obligatorio',
    );

    await view.user.clear(within(dialog).getByLabelText(/^RUT empresa/));
    await view.user.type(within(dialog).getByLabelText(/^RUT empresa/), '765432103');
    await view.user.type(within(dialog).getByLabelText(/^Nombre \*/), 'Café Central');
    await view.user.type(within(dialog).getByLabelText(/^Nombre completo/), 'Rosa Muñoz');
    await view.user.type(within(dialog).getByLabelText(/^Correo electrónico/), 'rosa@cafecentral.cl');
    await view.user.type(within(dialog).getByLabelText(/^Contraseña inicial/), 'clave-segura-1');
    admin.fail('already-exists', 'email-exists');
    await view.user.click(within(dialog).getByRole('button', { name: 'Crear empresa' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ya existe una cuenta con este correo',
    );
    expect(within(dialog).getByLabelText(/^Nombre \*/)).toHaveValue('Café Central');
    await view.user.click(within(dialog).getByRole('button', { name: 'Crear empresa' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const calls = admin.callsOf('createTenant');
    expect(calls[1]).toMatchObject({
      requestId: calls[0]?.requestId,
      name: 'Café Central',
      legalName: null,
      taxId: '76.543.210-3',
      timeZone: 'America/Santiago',
      admin: { displayName: 'Rosa Muñoz', email: 'rosa@cafecentral.cl', password: 'clave-segura-1' },
    });
    expect(
      screen.getByText(
        'Se creó la empresa «Café Central» con Rosa Muñoz como administrador. Al entrar con la contraseña inicial deberá cambiarla.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Café Central/ })).toBeInTheDocument();
  });

  it('disables a company after saying what it does to its people (never the superuser’s own)', async () => {
    const admin = new FakeAdminPort();
    const view = await renderCompanies(admin);
    await view.user.click(screen.getByRole('button', { name: 'Acciones de Panadería La Espiga' }));
    // The superuser's own company cannot be disabled from here: it would lock them out.
    expect(screen.getByRole('menuitem', { name: 'Desactivar' })).toHaveAttribute('aria-disabled', 'true');
    await view.user.keyboard('{Escape}');

    await view.user.click(screen.getByRole('button', { name: 'Acciones de Ferretería El Clavo' }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Desactivar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Desactivar «Ferretería El Clavo»?' });
    expect(confirm).toHaveAccessibleDescription(
      'Las personas de «Ferretería El Clavo» no podrán iniciar sesión ni usar Asiste hasta que la reactives. Sus datos se conservan.',
    );
    await view.user.click(within(confirm).getByRole('button', { name: 'Desactivar empresa' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(admin.callsOf('setTenantDisabled')).toEqual([{ tenantId: 'ferreteria', disabled: true }]);
    expect(
      await within(screen.getByRole('row', { name: /Ferretería El Clavo/ })).findByText('Desactivada'),
    ).toBeInTheDocument();
  });
});

describe('disable message', () => {
  it('names how many people are locked out where the count is known', async () => {
    const { disableCompanyMessage } = await import('./companies-screen');
    expect(disableCompanyMessage('Panadería', 12)).toBe(
      'Las 12 personas de «Panadería» no podrán iniciar sesión ni usar Asiste hasta que la reactives. Sus datos se conservan.',
    );
    expect(disableCompanyMessage('Kiosco', 1)).toMatch(/^La persona de «Kiosco» no podrá iniciar sesión/);
  });
});
