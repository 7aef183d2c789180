import { screen, waitFor, within } from '@testing-library/react';

import { AuthError, type Session } from '../../data/ports/auth-port';
import { fakeAuth } from '../../testing/data-builders';
import { FakeAdminPort, withAdmin } from '../../testing/fake-admin-port';
import { renderScreen } from '../../testing/render-screen';
import { EmployerSearch } from './inspection-employer-search';
import { InspectionScreen } from './inspection-screen';

const WAIT = { timeout: 10_000 };
const OFFICIAL = 'fiscalizador@dt.gob.cl';

/** A DT official's key session before any employer is open: an identity without product claims. */
const officialSession: Session = {
  user: {
    uid: 'dt-1',
    email: OFFICIAL,
    displayName: 'Fiscalizador DT',
    photoURL: null,
    providers: ['password'],
  },
  claims: null,
};

function visitor(admin = new FakeAdminPort(), signIn = vi.fn(async () => officialSession)) {
  admin.employers = [
    { tenantId: 't-espiga', name: 'Panadería La Espiga SpA (Panadería La Espiga)', rut: '76.543.210-3' },
    { tenantId: 't-aridos', name: 'Áridos del Norte Ltda.', rut: '77.654.321-K' },
  ];
  return { admin, signIn };
}

describe('Portal de fiscalización (Res. Ex. N° 38 arts. 17, 23–24)', { timeout: 60_000 }, () => {
  it('names the provider and its version, refuses a key for another domain in Spanish, and shows the demo’s key (art. 17, 23)', async () => {
    const { admin } = visitor();
    const { user } = await renderScreen(withAdmin(<InspectionScreen />, admin), {
      role: null,
      url: '/fiscalizacion',
      path: '/fiscalizacion',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Portal de fiscalización' }, WAIT),
    ).toBeVisible();
    expect(screen.getByText(/^Asiste, versión \d+\.\d+\.\d+$/)).toBeVisible();

    const request = screen.getByRole('region', { name: '1. Solicita tu clave' });
    await user.click(within(request).getByRole('button', { name: 'Solicitar clave' }));
    expect(within(request).getByText('Este campo es obligatorio')).toBeVisible();
    expect(admin.callsOf('requestInspectorKey')).toHaveLength(0);

    await user.type(
      within(request).getByRole('textbox', { name: 'Correo institucional' }),
      'alguien@gmail.com',
    );
    await user.click(within(request).getByRole('button', { name: 'Solicitar clave' }));
    expect(
      await within(request).findByText(
        'Solo un correo institucional de la Dirección del Trabajo (terminado en @dt.gob.cl) puede solicitar una clave.',
      ),
    ).toBeVisible();

    const field = within(request).getByRole('textbox', { name: 'Correo institucional' });
    await user.clear(field);
    await user.type(field, OFFICIAL);
    await user.click(within(request).getByRole('button', { name: 'Solicitar clave' }));
    expect(await within(request).findByText(new RegExp(`Enviamos una clave a ${OFFICIAL}\\.`))).toBeVisible();
    expect(within(request).getByTestId('clave-demo')).toHaveTextContent(FakeAdminPort.KEY);
  });

  it('signs in with the key: a wrong one is refused in Spanish, a right one opens the employer search (art. 23–24)', async () => {
    const { admin } = visitor();
    const signIn = vi
      .fn<(email: string, password: string) => Promise<Session>>()
      .mockRejectedValueOnce(new AuthError('auth/invalid-credential'))
      .mockResolvedValue(officialSession);
    const { user } = await renderScreen(withAdmin(<InspectionScreen />, admin), {
      role: null,
      url: '/fiscalizacion',
      path: '/fiscalizacion',
      auth: fakeAuth({ signInWithPassword: signIn }),
    });
    const form = await screen.findByRole('region', { name: '2. Ingresa con tu clave' }, WAIT);
    await user.type(within(form).getByRole('textbox', { name: 'Correo' }), OFFICIAL);
    await user.type(within(form).getByLabelText('Clave'), 'abcd-efgh-jkmn');
    await user.click(within(form).getByRole('button', { name: 'Ingresar' }));
    expect(
      await within(form).findByText('Correo o clave incorrectos, o la clave venció. Solicita una nueva.'),
    ).toBeVisible();
    // Typed keys are compared as issued, in capitals.
    expect(signIn).toHaveBeenLastCalledWith(OFFICIAL, 'ABCD-EFGH-JKMN');

    await user.click(within(form).getByRole('button', { name: 'Ingresar' }));
    const list = await screen.findByRole('list', { name: 'Empleadores' }, WAIT);
    expect(screen.getByRole('heading', { name: 'Empleadores en orden alfabético' })).toBeVisible();
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(names[0]).toContain('Áridos del Norte Ltda.');
    expect(names[1]).toContain('Panadería La Espiga SpA');
    expect(admin.callsOf('findEmployers')).toEqual([{ query: '' }]);
  });

  it('finds an employer by RUT and opens it through the server (art. 24)', async () => {
    const { admin } = visitor();
    const onOpened = vi.fn();
    const { user } = await renderScreen(
      withAdmin(<EmployerSearch onOpened={onOpened} onSignOut={() => undefined} />, admin),
      { role: null, url: '/fiscalizacion', path: '/fiscalizacion' },
    );
    await screen.findByRole('list', { name: 'Empleadores' }, WAIT);
    await user.type(screen.getByRole('textbox', { name: 'Nombre o RUT del empleador' }), '76543210-3');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('heading', { name: 'Resultados para «76543210-3»' }, WAIT)).toBeVisible();
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Empleadores' })).getAllByRole('listitem')).toHaveLength(
        1,
      ),
    );
    await user.click(screen.getByRole('button', { name: /^Abrir Panadería La Espiga SpA/ }));
    await waitFor(() =>
      expect(onOpened).toHaveBeenCalledWith(expect.objectContaining({ tenantId: 't-espiga' })),
    );
    expect(admin.callsOf('startInspection')).toEqual([{ tenantId: 't-espiga' }]);

    await user.clear(screen.getByRole('textbox', { name: 'Nombre o RUT del empleador' }));
    await user.type(screen.getByRole('textbox', { name: 'Nombre o RUT del empleador' }), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Ningún empleador coincide con la búsqueda.', {}, WAIT)).toBeVisible();
  });

  it('says so when the key ended, instead of a list (art. 23)', async () => {
    const { admin } = visitor();
    admin.fail('permission-denied', 'access-expired', { call: 'findEmployers' });
    await renderScreen(
      withAdmin(<EmployerSearch onOpened={() => undefined} onSignOut={() => undefined} />, admin),
      {
        role: null,
        url: '/fiscalizacion',
        path: '/fiscalizacion',
      },
    );
    expect(
      await screen.findByText(
        'Tu acceso de fiscalización venció. Pide un nuevo acceso al empleador.',
        {},
        WAIT,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Empleadores' })).toBeNull();
  });
});
