import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';

import { AuthError, type Session } from '../../data/ports/auth-port';
import { useAuthStore } from '../../stores/auth-store';
import { fakeAuth, TEST_TENANT } from '../../testing/data-builders';
import { FakeAdminPort, withAdmin } from '../../testing/fake-admin-port';
import { renderScreen, TEST_PEOPLE } from '../../testing/render-screen';
import { ProfileScreen } from './profile-screen';

const CAMILA = TEST_PEOPLE.employee;
const NEW_PASSWORD = 'mi-clave-propia';

/** What the provider gives after the change: Camila's session without the flag. */
const ownSession: Session = {
  user: { ...CAMILA, photoURL: null, providers: ['password'] },
  claims: { role: 'employee', tenantId: TEST_TENANT },
};

async function renderFirstSignIn(admin = new FakeAdminPort(), signIns: [string, string][] = []) {
  const view = await renderScreen(
    withAdmin(
      <Routes>
        <Route path="/perfil" element={<ProfileScreen />} />
        <Route path="/" element={<h1>Inicio del empleado</h1>} />
      </Routes>,
      admin,
    ),
    {
      url: '/perfil',
      claims: { mustChangePassword: true },
      auth: fakeAuth({
        signInWithPassword: async (email, password) => {
          signIns.push([email, password]);
          return ownSession;
        },
      }),
    },
  );
  await screen.findByRole('heading', { name: 'Cambia tu contraseña' });
  return { view, admin, signIns };
}

const next = () => screen.getByLabelText(/^Nueva contraseña/);
const again = () => screen.getByLabelText(/^Repite la contraseña/);
const save = () => screen.getByRole('button', { name: 'Guardar contraseña' });

describe('/perfil on an initial password (security review M5)', { timeout: 45_000 }, () => {
  it('shows only the required change, with why, and sign-out', async () => {
    await renderFirstSignIn();
    expect(
      screen.getByText('Tu empresa te dio una contraseña inicial. Elige una nueva para empezar.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Datos personales' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Contraseña actual/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('asks for the policy’s length and a matching repetition before calling the server', async () => {
    const { view, admin } = await renderFirstSignIn();
    await view.user.type(next(), 'corta');
    await view.user.type(again(), 'otra');
    await view.user.click(save());
    expect(await screen.findByText('Debes introducir un mínimo de 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(admin.callsOf('setOwnPassword')).toEqual([]);
  });

  it('keeps what was typed and says why in Spanish when the server refuses', async () => {
    const admin = new FakeAdminPort().fail('unavailable', null, { call: 'setOwnPassword' });
    const { view, signIns } = await renderFirstSignIn(admin);
    await view.user.type(next(), NEW_PASSWORD);
    await view.user.type(again(), NEW_PASSWORD);
    await view.user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No hay conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(next()).toHaveValue(NEW_PASSWORD);
    expect(again()).toHaveValue(NEW_PASSWORD);
    expect(signIns).toEqual([]);
    expect(useAuthStore.getState().auth).toMatchObject({ mustChangePassword: true });
  });

  it('sets the new password on the server, signs in again with it, and goes home without the flag', async () => {
    const { view, admin, signIns } = await renderFirstSignIn();
    await view.user.type(next(), NEW_PASSWORD);
    await view.user.type(again(), `${NEW_PASSWORD}{Enter}`);
    expect(await screen.findByRole('heading', { name: 'Inicio del empleado' })).toBeInTheDocument();
    expect(admin.callsOf('setOwnPassword')).toEqual([{ password: NEW_PASSWORD }]);
    expect(signIns).toEqual([[CAMILA.email, NEW_PASSWORD]]);
    expect(useAuthStore.getState().auth).toEqual({ role: 'employee', tenantId: TEST_TENANT });
  });

  it('after a saved password whose new sign-in failed, a retry only signs in again', async () => {
    let fails = 1;
    const signIns: string[] = [];
    const admin = new FakeAdminPort();
    const view = await renderScreen(
      withAdmin(
        <Routes>
          <Route path="/perfil" element={<ProfileScreen />} />
          <Route path="/" element={<h1>Inicio del empleado</h1>} />
        </Routes>,
        admin,
      ),
      {
        url: '/perfil',
        claims: { mustChangePassword: true },
        auth: fakeAuth({
          signInWithPassword: async (_email, password) => {
            signIns.push(password);
            if (fails-- > 0) throw new AuthError('auth/network-request-failed');
            return ownSession;
          },
        }),
      },
    );
    await view.user.type(await screen.findByLabelText(/^Nueva contraseña/), NEW_PASSWORD);
    await view.user.type(again(), NEW_PASSWORD);
    await view.user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tu contraseña nueva quedó guardada, pero no se pudo iniciar sesión con ella',
    );
    await view.user.click(screen.getByRole('button', { name: 'Iniciar sesión de nuevo' }));
    expect(await screen.findByRole('heading', { name: 'Inicio del empleado' })).toBeInTheDocument();
    await waitFor(() => expect(admin.callsOf('setOwnPassword')).toHaveLength(1));
    expect(signIns).toEqual([NEW_PASSWORD, NEW_PASSWORD]);
  });
});
