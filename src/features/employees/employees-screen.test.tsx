import { screen, waitFor, within } from '@testing-library/react';

import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { buildUserDoc, buildWorkplace, TEST_ZONE } from '../../testing/data-builders';
import { FakeAdminPort, withAdmin } from '../../testing/fake-admin-port';
import { renderScreen, TEST_PEOPLE, type DemoSeed } from '../../testing/render-screen';
import { EmployeesScreen } from './employees-screen';
import { RUT_TAKEN } from './employee-schema';

const PEOPLE = [
  buildUserDoc({
    id: TEST_PEOPLE.admin.uid,
    role: 'admin',
    email: TEST_PEOPLE.admin.email,
    displayName: TEST_PEOPLE.admin.displayName,
    rut: '9.876.543-3',
    position: 'Gerente',
    department: 'Administración',
  }),
  buildUserDoc({
    id: 'camila',
    displayName: 'Camila Rojas',
    email: 'camila@panaderia.cl',
    rut: '12.345.678-5',
    position: 'Vendedora',
    department: 'Ventas',
    hireDate: dayKeyToInstant('2024-03-01', TEST_ZONE),
  }),
  buildUserDoc({
    id: 'luis',
    displayName: 'Luis Díaz',
    email: 'luis@panaderia.cl',
    disabled: true,
    department: 'Bodega',
  }),
];

async function renderEmployees(
  url = '/empleados',
  admin = new FakeAdminPort(),
  docs: DemoSeed = { users: PEOPLE },
) {
  const view = await renderScreen(withAdmin(<EmployeesScreen />, admin), {
    role: 'admin',
    url,
    path: url === '/empleados' ? '/empleados' : '/empleados/:type',
    docs,
  });
  await screen.findByRole('table', { name: 'Personas de la empresa' }, { timeout: 10_000 });
  return { ...view, admin };
}

/** The names of the rows shown. */
const names = () =>
  within(screen.getByRole('table', { name: 'Personas de la empresa' }))
    .queryAllByRole('button', { name: /^Ver ficha de / })
    .map((button) => button.textContent);

type View = Awaited<ReturnType<typeof renderEmployees>>;

async function choose(view: View, label: string, option: string, within_: HTMLElement = document.body) {
  await view.user.click(within(within_).getByRole('combobox', { name: label }));
  await view.user.click(await screen.findByRole('option', { name: option }));
}

async function fill(view: View, dialog: HTMLElement, label: string | RegExp, text: string) {
  const field = within(dialog).getByLabelText(label);
  await view.user.clear(field);
  await view.user.type(field, text);
}

describe('Empleados', { timeout: 60_000 }, () => {
  it('lists everyone of the tenant, disabled people too, with their file at a glance', async () => {
    await renderEmployees();
    expect(screen.getByRole('heading', { level: 1, name: 'Empleados' })).toBeInTheDocument();
    expect(names()).toEqual(['Andrés Soto', 'Camila Rojas', 'Luis Díaz']);
    const camila = screen.getByRole('row', { name: /Camila Rojas/ });
    expect(within(camila).getByText('12.345.678-5')).toBeInTheDocument();
    expect(within(camila).getByText('Vendedora')).toBeInTheDocument();
    expect(within(camila).getByText('Activo')).toBeInTheDocument();
    expect(within(camila).getByText('01-03-2024')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Luis Díaz/ })).getByText('Inactivo')).toBeInTheDocument();
  });

  it('searches by name without accents or by RUT, and filters by role, status and department', async () => {
    const view = await renderEmployees();
    const search = screen.getByRole('searchbox', { name: 'Buscar' });
    await view.user.type(search, 'diaz');
    expect(names()).toEqual(['Luis Díaz']);
    await view.user.clear(search);
    await view.user.type(search, '12345678');
    expect(names()).toEqual(['Camila Rojas']);
    await view.user.clear(search);
    await choose(view, 'Rol', 'Administrador');
    expect(names()).toEqual(['Andrés Soto']);
    await view.user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await choose(view, 'Departamento', 'Bodega');
    expect(names()).toEqual(['Luis Díaz']);
    await choose(view, 'Estado', 'Activo');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ninguna persona coincide con la búsqueda o los filtros.',
    );
  });

  it('opens /empleados/:type filtered, and says so when the type does not exist', async () => {
    await renderEmployees('/empleados/inactivos');
    expect(names()).toEqual(['Luis Díaz']);
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Inactivo');
  });

  it('shows everyone with a notice for an unknown /empleados/:type', async () => {
    await renderEmployees('/empleados/xyz');
    expect(
      screen.getByText('El filtro «xyz» no existe; se muestran todas las personas.'),
    ).toBeInTheDocument();
    expect(names()).toHaveLength(3);
  });

  it('creates a person: Spanish errors, a duplicate RUT refused before calling, a server refusal kept with the form', async () => {
    const admin = new FakeAdminPort(true);
    const view = await renderEmployees('/empleados', admin);
    await view.user.click(screen.getByRole('button', { name: 'Nuevo empleado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo empleado' });
    expect(within(dialog).queryByRole('option', { name: 'Superusuario' })).not.toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Crear empleado' }));
    expect(await within(dialog).findByLabelText(/^Nombre completo/)).toHaveAccessibleDescription(
      'Este campo es obligatorio',
    );
    expect(within(dialog).getByLabelText(/^Contraseña inicial/)).toHaveAccessibleDescription(
      'Este campo es obligatorio',
    );

    await fill(view, dialog, /^Nombre completo/, 'Valentina Paredes');
    await fill(view, dialog, /^Correo electrónico/, 'valentina@panaderia.cl');
    await fill(view, dialog, /^RUT/, '12345678-5');
    await fill(view, dialog, /^Contraseña inicial/, 'clave-segura-1');
    await fill(view, dialog, 'Sueldo base (CLP)', '650.000');
    await view.user.click(within(dialog).getByRole('button', { name: 'Crear empleado' }));
    expect(await within(dialog).findByLabelText(/^RUT/)).toHaveAccessibleDescription(RUT_TAKEN);
    expect(admin.calls).toEqual([]);

    await fill(view, dialog, /^RUT/, '11.111.111-1');
    admin.fail('already-exists', 'email-exists').fail('unavailable', null);
    await view.user.click(within(dialog).getByRole('button', { name: 'Crear empleado' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ya existe una cuenta con este correo electrónico.',
    );
    expect(within(dialog).getByLabelText(/^Nombre completo/)).toHaveValue('Valentina Paredes');

    // The same values again: a retry, with the same request id; then it succeeds.
    await view.user.click(within(dialog).getByRole('button', { name: 'Crear empleado' }));
    // The previous refusal's alert stays until this answer replaces it: wait for the new text.
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('No hay conexión con el servidor'),
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Crear empleado' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const calls = admin.callsOf('createUser');
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((call) => call.requestId)).size).toBe(1);
    expect(calls[2]).toMatchObject({
      tenantId: 'demo',
      displayName: 'Valentina Paredes',
      email: 'valentina@panaderia.cl',
      role: 'employee',
      password: 'clave-segura-1',
      file: { rut: '11.111.111-1', payKind: 'monthly', payAmount: 650_000 },
    });
    // No Lugar de trabajo chosen: none is sent (the users doc stores null: the tenant's first), never ''.
    expect(calls[2]?.file).not.toHaveProperty('workplaceId');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Se creó la cuenta de Valentina Paredes. Ya puede iniciar sesión con su correo y la contraseña inicial, y al entrar deberá cambiarla.',
    );
    await waitFor(() => expect(names()).toContain('Valentina Paredes'));
  });

  it('says the invitation went by e-mail, and never shows its link, when no password was given', async () => {
    const admin = new FakeAdminPort(false);
    const view = await renderEmployees('/empleados', admin);
    await view.user.click(screen.getByRole('button', { name: 'Nuevo empleado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo empleado' });
    await fill(view, dialog, /^Nombre completo/, 'Tomás Vera');
    await fill(view, dialog, /^Correo electrónico/, 'tomas@panaderia.cl');
    await fill(view, dialog, /^RUT/, '11.111.111-1');
    await view.user.click(within(dialog).getByRole('button', { name: 'Crear empleado' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'Se creó la cuenta de Tomás Vera. Le enviamos la invitación por correo a tomas@panaderia.cl',
    );
    expect(screen.queryByText(/https?:\/\//)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Copiar enlace/ })).not.toBeInTheDocument();
  });

  it('edits a file with an audit entry, and disables a person after a confirmation that says what it does', async () => {
    const admin = new FakeAdminPort();
    const view = await renderEmployees('/empleados', admin);
    await view.user.click(screen.getByRole('button', { name: 'Ver ficha de Camila Rojas' }));
    const file = await screen.findByRole('dialog', { name: 'Ficha de Camila Rojas' });
    await fill(view, file, 'Cargo', 'Cajera');
    await view.user.click(within(file).getByRole('button', { name: 'Guardar ficha' }));
    expect(await within(file).findByText('Ficha guardada.')).toBeInTheDocument();
    expect((await view.store.get('users', 'camila'))?.position).toBe('Cajera');
    expect(
      await view.store.list('logs', { where: [{ field: 'tenantId', op: '==', value: 'demo' }] }),
    ).toEqual([
      expect.objectContaining({
        actorId: TEST_PEOPLE.admin.uid,
        action: 'user.update',
        target: 'camila',
        details: 'Ficha de Camila Rojas. Cargo: Vendedora → Cajera',
      }),
    ]);

    await view.user.click(within(file).getByRole('button', { name: 'Desactivar acceso' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Desactivar el acceso de Camila Rojas?' });
    expect(confirm).toHaveAccessibleDescription(/Camila Rojas no podrá iniciar sesión ni marcar asistencia/);
    await view.user.click(within(confirm).getByRole('button', { name: 'Desactivar acceso' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Desactivar/ })).not.toBeInTheDocument());
    expect(admin.callsOf('setUserDisabled')).toEqual([{ uid: 'camila', disabled: true }]);
    expect(await within(file).findByRole('button', { name: 'Reactivar acceso' })).toBeInTheDocument();
  });

  it('issue #47 item 7: refuses a hire date in 2099 in the file, naming the range, and saves nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T13:00:00.000Z') });
    try {
      const view = await renderEmployees();
      await view.user.click(screen.getByRole('button', { name: 'Ver ficha de Camila Rojas' }));
      const file = await screen.findByRole('dialog', { name: 'Ficha de Camila Rojas' });
      await fill(view, file, /^Fecha de ingreso/, '2099-03-01');
      await view.user.click(within(file).getByRole('button', { name: 'Guardar ficha' }));
      expect(
        await within(file).findByText('La fecha de ingreso debe estar entre 01-01-1950 y 01-12-2027.'),
      ).toBeInTheDocument();
      expect((await view.store.get('users', 'camila'))?.hireDate).toEqual(
        dayKeyToInstant('2024-03-01', TEST_ZONE),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('imports a spreadsheet: a preview with errors, only valid rows created, a refusal reported, a summary', async () => {
    const admin = new FakeAdminPort(true).failFor(
      (input) => input.email === 'pedro@panaderia.cl',
      'email-exists',
    );
    const view = await renderEmployees('/empleados', admin);
    await view.user.click(screen.getByRole('button', { name: 'Importar CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar empleados desde CSV' });
    const text = [
      'Nombre completo;Correo electrónico;RUT;Contraseña inicial',
      'Valentina Paredes;valentina@panaderia.cl;11.111.111-1;clave-segura-1',
      'Rut Malo;malo@panaderia.cl;12.345.678-9;clave-segura-2',
      'Pedro Soto;pedro@panaderia.cl;9.999.999-3;clave-segura-3',
    ].join('\r\n');
    await view.user.upload(
      within(dialog).getByLabelText('Archivo CSV'),
      new File([`\uFEFF${text}`], 'personas.csv', { type: 'text/csv' }),
    );
    expect(
      await within(dialog).findByText(/3 filas, 2 listas para crear, 1 con errores/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem', { name: 'Fila 3' })).toHaveTextContent('RUT: RUT inválido');
    await view.user.click(within(dialog).getByRole('button', { name: 'Crear 2 personas' }));
    expect(
      await within(dialog).findByText(
        /Se creó 1 persona; 2 filas no se crearon \(1 con errores en el archivo, 1 rechazada/,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem', { name: 'Fila 4' })).toHaveTextContent(
      'Ya existe una cuenta con este correo electrónico.',
    );
    expect(admin.callsOf('createUser').map((call) => call.email)).toEqual([
      'valentina@panaderia.cl',
      'pedro@panaderia.cl',
    ]);
    await view.user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(names()).toContain('Valentina Paredes'));
  });

  describe('Teletrabajo (Res. Ex. N° 38 art. 45)', () => {
    it('Res. Ex. N° 38 art. 45: marks a person as a teleworker with the Teletrabajo switch, and unmarks them, each with its audit entry', async () => {
      const view = await renderEmployees();
      await view.user.click(screen.getByRole('button', { name: 'Ver ficha de Camila Rojas' }));
      const file = await screen.findByRole('dialog', { name: 'Ficha de Camila Rojas' });
      const teletrabajo = within(file).getByRole('switch', { name: 'Teletrabajo' });
      expect(teletrabajo).not.toBeChecked();
      expect(teletrabajo).toHaveAccessibleDescription(
        'Recibe el aviso de desconexión 30 minutos antes de cada turno (Res. Ex. N° 38, art. 45).',
      );
      await view.user.click(teletrabajo);
      await view.user.click(within(file).getByRole('button', { name: 'Guardar ficha' }));
      expect(await within(file).findByText('Ficha guardada.')).toBeInTheDocument();
      expect((await view.store.get('users', 'camila'))?.teletrabajo).toBe(true);
      expect(teletrabajo).toBeChecked();

      await view.user.click(teletrabajo);
      await view.user.click(within(file).getByRole('button', { name: 'Guardar ficha' }));
      await waitFor(async () => expect((await view.store.get('users', 'camila'))?.teletrabajo).toBeNull());
      const logs = await view.store.list('logs', {
        where: [{ field: 'tenantId', op: '==', value: 'demo' }],
      });
      expect(logs.map((log) => log.details).sort()).toEqual([
        'Ficha de Camila Rojas. Teletrabajo: No → Sí',
        'Ficha de Camila Rojas. Teletrabajo: Sí → No',
      ]);
    });

    it('Res. Ex. N° 38 art. 45: creates a person already marked as a teleworker', async () => {
      const admin = new FakeAdminPort(true);
      const view = await renderEmployees('/empleados', admin);
      await view.user.click(screen.getByRole('button', { name: 'Nuevo empleado' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nuevo empleado' });
      await fill(view, dialog, /^Nombre completo/, 'Valentina Paredes');
      await fill(view, dialog, /^Correo electrónico/, 'valentina@panaderia.cl');
      await fill(view, dialog, /^RUT/, '11.111.111-1');
      await fill(view, dialog, /^Contraseña inicial/, 'clave-segura-1');
      await view.user.click(within(dialog).getByRole('switch', { name: 'Teletrabajo' }));
      await view.user.click(within(dialog).getByRole('button', { name: 'Crear empleado' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(admin.callsOf('createUser')[0]?.file).toMatchObject({ teletrabajo: true });
    });
  });

  describe('Lugar de trabajo (Res. Ex. N° 38 art. 13)', () => {
    const WORKPLACES = [
      buildWorkplace({ id: 'wp-recoleta', name: 'Planta Recoleta', street: 'Av. Recoleta', number: '1450' }),
      buildWorkplace({ id: 'wp-providencia', name: 'Local Providencia', unit: 'Local 5' }),
    ];
    // Luis's file names none: he works at the first by name, Local Providencia.
    const AT: Readonly<Record<string, string>> = {
      [TEST_PEOPLE.admin.uid]: 'wp-recoleta',
      camila: 'wp-providencia',
    };
    const docs = (): DemoSeed => ({
      workplaces: WORKPLACES,
      users: PEOPLE.map((person) => ({ ...person, workplaceId: AT[person.id] ?? null })),
    });

    it('lists each person’s workplace by name, Predeterminado (the first by name) for a file without one', async () => {
      await renderEmployees('/empleados', new FakeAdminPort(), docs());
      expect(screen.getByRole('columnheader', { name: /Lugar de trabajo/ })).toBeInTheDocument();
      expect(
        within(screen.getByRole('row', { name: /Camila Rojas/ })).getByText('Local Providencia'),
      ).toBeInTheDocument();
      expect(
        within(screen.getByRole('row', { name: /Andrés Soto/ })).getByText('Planta Recoleta'),
      ).toBeInTheDocument();
      expect(
        within(screen.getByRole('row', { name: /Luis Díaz/ })).getByText(
          'Predeterminado (Local Providencia)',
        ),
      ).toBeInTheDocument();
      // No id reaches the screen.
      expect(screen.queryByText(/wp-/)).not.toBeInTheDocument();
    });

    it('filters by Local, counting a file without a workplace at the first', async () => {
      const view = await renderEmployees('/empleados', new FakeAdminPort(), docs());
      const local = screen.getByRole('combobox', { name: 'Local' });
      expect(local).toHaveTextContent('Todos los locales');
      await choose(view, 'Local', 'Planta Recoleta');
      expect(names()).toEqual(['Andrés Soto']);
      await choose(view, 'Local', 'Local Providencia');
      expect(names()).toEqual(['Camila Rojas', 'Luis Díaz']);
      expect(screen.getByText('Mostrando 2 de 3 personas')).toBeInTheDocument();
      await view.user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
      expect(names()).toHaveLength(3);
      expect(local).toHaveTextContent('Todos los locales');
    });

    it('changes a person’s workplace, and the audit entry names both workplaces by name', async () => {
      const view = await renderEmployees('/empleados', new FakeAdminPort(), docs());
      await view.user.click(screen.getByRole('button', { name: 'Ver ficha de Camila Rojas' }));
      const file = await screen.findByRole('dialog', { name: 'Ficha de Camila Rojas' });
      await choose(view, 'Lugar de trabajo', 'Planta Recoleta', file);
      await view.user.click(within(file).getByRole('button', { name: 'Guardar ficha' }));
      expect(await within(file).findByText('Ficha guardada.')).toBeInTheDocument();
      expect((await view.store.get('users', 'camila'))?.workplaceId).toBe('wp-recoleta');
      const logs = await view.store.list('logs', {
        where: [{ field: 'tenantId', op: '==', value: 'demo' }],
      });
      expect(logs.map((log) => log.details)).toEqual([
        'Ficha de Camila Rojas. Lugar de trabajo: Local Providencia → Planta Recoleta',
      ]);
    });

    it('creates a person at the chosen workplace, stored in the users doc by its id', async () => {
      const admin = new FakeAdminPort(true);
      const view = await renderEmployees('/empleados', admin, docs());
      await view.user.click(screen.getByRole('button', { name: 'Nuevo empleado' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nuevo empleado' });
      await fill(view, dialog, /^Nombre completo/, 'Valentina Paredes');
      await fill(view, dialog, /^Correo electrónico/, 'valentina@panaderia.cl');
      await fill(view, dialog, /^RUT/, '11.111.111-1');
      await fill(view, dialog, /^Contraseña inicial/, 'clave-segura-1');
      await choose(view, 'Lugar de trabajo', 'Planta Recoleta', dialog);
      await view.user.click(within(dialog).getByRole('button', { name: 'Crear empleado' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(admin.callsOf('createUser')[0]?.file).toMatchObject({ workplaceId: 'wp-recoleta' });
      await waitFor(() =>
        expect(
          within(screen.getByRole('row', { name: /Valentina Paredes/ })).getByText('Planta Recoleta'),
        ).toBeInTheDocument(),
      );
    });
  });
});
