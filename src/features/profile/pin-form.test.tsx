import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';

import { AuthError, type AuthPort, type SessionUser } from '../../data/ports/auth-port';
import { fakeAuth } from '../../testing/data-builders';
import { FakeAdminPort, withAdmin } from '../../testing/fake-admin-port';
import { renderScreen, type RenderedScreen, type ScreenRole } from '../../testing/render-screen';
import { ProfileScreen } from './profile-screen';

const CAMILA: SessionUser = {
  uid: 'demo-empleado',
  email: 'empleado@asiste.demo',
  displayName: 'Camila Rojas',
  photoURL: null,
  providers: ['password'],
};

async function renderPin({
  admin = new FakeAdminPort(),
  auth = {},
  user = CAMILA,
  role = 'employee',
}: { admin?: FakeAdminPort; auth?: Partial<AuthPort>; user?: SessionUser; role?: ScreenRole } = {}) {
  const view = await renderScreen(
    withAdmin(
      <Routes>
        <Route path="/perfil" element={<ProfileScreen />} />
      </Routes>,
      admin,
    ),
    {
      role,
      identity: user,
      auth: fakeAuth({ reauthenticate: async () => undefined, ...auth }),
      url: '/perfil',
    },
  );
  return { ...view, admin };
}

const pinForm = () => screen.getByRole('form', { name: 'PIN de marcación' });
const current = () => within(pinForm()).getByLabelText(/^Contraseña actual/);
const pin = () => within(pinForm()).getByLabelText(/^PIN nuevo/);
const again = () => within(pinForm()).getByLabelText(/^Repite el PIN/);
const save = () => within(pinForm()).getByRole('button', { name: 'Guardar PIN' });

async function fill(user: RenderedScreen['user'], values: { current?: string; pin: string; again: string }) {
  if (values.current !== undefined) await user.type(current(), values.current);
  await user.type(pin(), values.pin);
  await user.type(again(), values.again);
}

describe('/perfil › PIN de marcación (Res. Ex. N° 38 art. 7 g)', { timeout: 45_000 }, () => {
  it('refuses a trivial PIN, a short one and a repetition that differs, in Spanish, before calling the server', async () => {
    const { user, admin } = await renderPin();
    expect(screen.getByRole('heading', { name: 'PIN de marcación' })).toBeInTheDocument();
    await fill(user, { current: 'demo1234', pin: '1234', again: '1234' });
    await user.click(save());
    expect(pin()).toHaveAccessibleDescription(
      'El PIN no puede ser una secuencia de dígitos seguidos (como 1234 o 4321).',
    );
    await user.clear(pin());
    await user.type(pin(), '7777');
    await waitFor(() =>
      expect(pin()).toHaveAccessibleDescription(
        'El PIN no puede tener todos los dígitos iguales (como 1111).',
      ),
    );
    await user.clear(pin());
    await user.type(pin(), '48');
    await waitFor(() =>
      expect(pin()).toHaveAccessibleDescription('El PIN debe tener entre 4 y 6 dígitos, solo números.'),
    );
    await user.type(pin(), '17');
    await waitFor(() => expect(again()).toHaveAccessibleDescription('Los PIN no coinciden.'));
    expect(admin.callsOf('setOwnPin')).toEqual([]);
  });

  it('confirms the password, saves the PIN on the server and says an e-mail was sent, clearing the fields', async () => {
    const reauthenticate = vi.fn<AuthPort['reauthenticate']>(async () => undefined);
    const { user, admin } = await renderPin({ auth: { reauthenticate } });
    expect(pin()).toHaveAttribute('inputmode', 'numeric');
    await fill(user, { current: 'demo1234', pin: '4817', again: '4817' });
    await user.click(save());
    expect(await within(pinForm()).findByRole('status')).toHaveTextContent(
      'PIN guardado. Te enviamos un correo avisando el cambio.',
    );
    expect(reauthenticate).toHaveBeenCalledExactlyOnceWith('demo1234');
    expect(admin.callsOf('setOwnPin')).toEqual([{ pin: '4817' }]);
    expect(pin()).toHaveValue('');
    expect(again()).toHaveValue('');
    expect(current()).toHaveValue('');

    // A second one replaces it, and says so.
    await fill(user, { current: 'demo1234', pin: '5093', again: '5093' });
    await user.click(save());
    expect(await within(pinForm()).findByRole('status')).toHaveTextContent(
      /^PIN actualizado: el anterior ya no sirve/,
    );
  });

  it('keeps what was typed when the password is wrong or the server refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reauthenticate = vi.fn<AuthPort['reauthenticate']>(async () => {
      throw new AuthError('auth/invalid-credential');
    });
    const admin = new FakeAdminPort().fail('permission-denied', 'recent-sign-in', { call: 'setOwnPin' });
    const { user } = await renderPin({ admin, auth: { reauthenticate } });
    await fill(user, { current: 'equivocada', pin: '4817', again: '4817' });
    await user.click(save());
    expect(await within(pinForm()).findByRole('alert')).toHaveTextContent(
      'La contraseña actual no es correcta.',
    );
    expect(admin.callsOf('setOwnPin')).toEqual([]);
    expect(pin()).toHaveValue('4817');

    reauthenticate.mockResolvedValue(undefined);
    await user.click(save());
    expect(await within(pinForm()).findByRole('alert')).toHaveTextContent(
      'Por seguridad, confirma tu contraseña actual o vuelve a iniciar sesión, y luego inténtalo de nuevo.',
    );
    expect(current()).toHaveValue('equivocada');
    expect(pin()).toHaveValue('4817');
    expect(again()).toHaveValue('4817');
  });

  it('asks no password of an identity without one (the server wants a recent sign-in instead)', async () => {
    const { user, admin } = await renderPin({ user: { ...CAMILA, providers: ['google.com'] } });
    expect(within(pinForm()).queryByLabelText(/^Contraseña actual/)).not.toBeInTheDocument();
    await fill(user, { pin: '4817', again: '4817' });
    await user.click(save());
    await within(pinForm()).findByRole('status');
    expect(admin.callsOf('setOwnPin')).toEqual([{ pin: '4817' }]);
  });
});
