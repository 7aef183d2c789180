import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';

import { AuthError, type AuthPort, type SessionUser } from '../../data/ports/auth-port';
import type { Tenant } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { buildTenant, fakeAuth } from '../../testing/data-builders';
import { renderScreen, type RenderedScreen, type ScreenRole } from '../../testing/render-screen';
import { useSessionStore } from '../../stores/session-store';
import { THEME_STORAGE_KEY, useThemeStore } from '../../stores/theme-store';
import { KEEP_OFFLINE_DATA_KEY } from '../../lib/device-preferences';
import { FakeAdminPort, withAdmin } from '../../testing/fake-admin-port';
import { ProfileScreen } from './profile-screen';

const CAMILA: SessionUser = {
  uid: 'demo-empleado',
  email: 'empleado@asiste.demo',
  displayName: 'Camila Rojas',
  photoURL: null,
  providers: ['password'],
};

const TENANT = buildTenant();

interface Setup {
  auth?: Partial<AuthPort>;
  /** The tenant documents in the store (default the demo tenant; [] = missing). */
  tenants?: WithId<Tenant>[];
  user?: SessionUser;
  role?: ScreenRole;
  /** Waits until the company has loaded or failed, so its late answer does not land outside `act`. */
  settle?: boolean;
  admin?: FakeAdminPort;
}

async function renderProfile({
  auth = {},
  tenants = [TENANT],
  user = CAMILA,
  role = 'employee',
  settle = true,
  admin = new FakeAdminPort(),
}: Setup = {}) {
  const view = await renderScreen(
    withAdmin(
      <Routes>
        <Route path="/perfil" element={<ProfileScreen />} />
        <Route path="/login" element={<h1>Pantalla de inicio de sesión</h1>} />
      </Routes>,
      admin,
    ),
    { role, identity: user, auth: fakeAuth(auth), docs: { tenants }, url: '/perfil' },
  );
  if (settle) await waitFor(() => expect(within(fact('Empresa')).queryByRole('progressbar')).toBeNull());
  return view;
}

/** Replaces a field's text in one input event (typing long strings key by key is slow on a busy machine). */
async function replace(user: RenderedScreen['user'], field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.paste(text);
}

const nameField = () => screen.getByRole('textbox', { name: 'Nombre' });
const photoGroup = () => screen.getByRole('group', { name: 'Foto de perfil' });
const saveButton = () => screen.getByRole('button', { name: 'Guardar perfil' });
const details = () => screen.getByRole('form', { name: 'Datos personales' });
const passwordForm = () => screen.getByRole('form', { name: 'Cambiar contraseña' });
/** Password inputs have no role: found by label. */
const currentPassword = () => within(passwordForm()).getByLabelText(/^Contraseña actual/);
const newPassword = () => within(passwordForm()).getByLabelText(/^Nueva contraseña/);
const confirmation = () => within(passwordForm()).getByLabelText(/^Confirmar nueva contraseña/);
const changeButton = () => within(passwordForm()).getByRole('button', { name: 'Cambiar contraseña' });
/** The value of an account fact: a <dd> named by its <dt>. */
const fact = (term: string) => screen.getByRole('definition', { name: term });
const keepSwitch = () => screen.getByRole('switch', { name: /^Este es mi teléfono personal/ });
/** What the Firebase adapter says it can do: its sign-out clears an offline copy. */
const FIREBASE_CAPABILITIES = { google: true, emailLink: true, offlineData: true };

describe('account facts', () => {
  it('shows the email read-only, the role and the company once loaded', async () => {
    const { store } = await renderProfile({ settle: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeInTheDocument();
    expect(fact('Correo electrónico')).toHaveTextContent('empleado@asiste.demo');
    expect(screen.queryByRole('textbox', { name: 'Correo electrónico' })).not.toBeInTheDocument();
    expect(fact('Rol')).toHaveTextContent('Empleado');
    expect(within(fact('Empresa')).getByRole('progressbar')).toBeInTheDocument();
    expect(await within(fact('Empresa')).findByText('Panadería La Espiga')).toBeInTheDocument();
    // One read of the tenant document.
    expect(store.usage().reads).toBe(1);
  });

  it('names the manager roles', async () => {
    await renderProfile({ role: 'admin', user: { ...CAMILA, displayName: 'Andrés Soto' } });
    expect(fact('Rol')).toHaveTextContent('Administrador');
  });

  it('treats a missing tenant document as an error, with a retry that loads it once it exists', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, user } = await renderProfile({ tenants: [] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar la empresa.');
    expect(consoleError).toHaveBeenCalled();
    await store.seedAll({ tenants: [TENANT] });
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Panadería La Espiga')).toBeInTheDocument();
  });
});

describe('display name', () => {
  it('starts from the identity and shows its initials without a photo', async () => {
    await renderProfile();
    expect(nameField()).toHaveValue('Camila Rojas');
    // The photo is uploaded from the device, never typed as an address.
    expect(screen.queryByRole('textbox', { name: /foto/i })).not.toBeInTheDocument();
    expect(within(photoGroup()).getByText('CR')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await screen.findByText('Panadería La Espiga');
  });

  it('previews the initials of the name being typed', async () => {
    const { user } = await renderProfile();
    await replace(user, nameField(), 'María José Pérez');
    expect(within(photoGroup()).getByText('MJ')).toBeInTheDocument();
  });

  it('requires a name and allows at most 100 characters, as the users doc does', async () => {
    const updateProfile = vi.fn<AuthPort['updateProfile']>();
    const { user } = await renderProfile({ auth: { updateProfile } });
    await replace(user, nameField(), '   ');
    await user.click(saveButton());
    expect(nameField()).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');

    await replace(user, nameField(), 'a'.repeat(101));
    await user.click(saveButton());
    expect(nameField()).toHaveAccessibleDescription('Debes introducir un máximo de 100 caracteres');

    await replace(user, nameField(), 'a'.repeat(100));
    await user.tab();
    expect(nameField()).toHaveAttribute('aria-invalid', 'false');
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('saves the trimmed name alone and shows it at once, keeping the photo', async () => {
    const updateProfile = vi.fn<AuthPort['updateProfile']>(async () => undefined);
    const photoURL = 'data:image/webp;base64,UklGRhYAAABXRUJQVlA4';
    const { user, store } = await renderProfile({ auth: { updateProfile }, user: { ...CAMILA, photoURL } });
    await replace(user, nameField(), '  Camila Andrea Rojas ');
    await user.click(saveButton());
    expect(await within(details()).findByRole('status')).toHaveTextContent('Perfil actualizado.');
    expect(updateProfile).toHaveBeenCalledExactlyOnceWith({ displayName: 'Camila Andrea Rojas' });
    expect(useSessionStore.getState().user).toEqual({
      ...CAMILA,
      photoURL,
      displayName: 'Camila Andrea Rojas',
    });
    expect(nameField()).toHaveValue('Camila Andrea Rojas');
    expect(saveButton()).toBeDisabled();
    // The users doc carries it too, for the staff list and the alerts others see.
    expect(await store.get('users', CAMILA.uid)).toMatchObject({ displayName: 'Camila Andrea Rojas' });
  });

  it('changes nothing and says so when the users doc refuses the name', async () => {
    const updateProfile = vi.fn<AuthPort['updateProfile']>(async () => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, store, actAs } = await renderProfile({ auth: { updateProfile } });
    await replace(user, nameField(), 'Cami Rojas');
    // The session ends elsewhere (signed out in another tab): the store no longer acts for Camila.
    actAs(null);
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes permiso para cambiar tu nombre. Vuelve a iniciar sesión e inténtalo de nuevo.',
    );
    expect(updateProfile).not.toHaveBeenCalled();
    expect(nameField()).toHaveValue('Cami Rojas');
    expect(useSessionStore.getState().user?.displayName).toBe('Camila Rojas');
    actAs({ uid: CAMILA.uid, claims: { role: 'employee', tenantId: TENANT.tenantId } });
    expect(await store.get('users', CAMILA.uid)).toMatchObject({ displayName: 'Camila Rojas' });
  });

  it('saves the name of someone without a users doc in the identity alone', async () => {
    const updateProfile = vi.fn<AuthPort['updateProfile']>(async () => undefined);
    const { user, store } = await renderProfile({ auth: { updateProfile }, role: 'superuser' });
    await store.seedAll({ tenants: [TENANT] });
    await replace(user, nameField(), 'Sofía D.');
    await user.click(saveButton());
    expect(await within(details()).findByRole('status')).toHaveTextContent('Perfil actualizado.');
    expect(updateProfile).toHaveBeenCalledExactlyOnceWith({ displayName: 'Sofía D.' });
  });

  it('keeps what was typed and shows the provider error in Spanish when the save fails', async () => {
    const updateProfile = vi.fn<AuthPort['updateProfile']>(async () => {
      throw new AuthError('auth/network-request-failed');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderProfile({ auth: { updateProfile } });
    await replace(user, nameField(), 'Cami Rojas');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No hay conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(nameField()).toHaveValue('Cami Rojas');
    expect(saveButton()).toBeEnabled();
    expect(useSessionStore.getState().user?.displayName).toBe('Camila Rojas');
  });

  it('gives the generic message for an error without a provider code', async () => {
    const updateProfile = vi.fn<AuthPort['updateProfile']>(async () => {
      throw new Error('boom');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderProfile({ auth: { updateProfile } });
    await user.type(nameField(), ' R.');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo completar la operación. Inténtalo de nuevo.',
    );
  });
});

describe('change password (Res. Ex. N° 38 art. 7 f)', () => {
  async function fill(
    user: RenderedScreen['user'],
    values: { current?: string; next?: string; confirmation?: string },
  ) {
    if (values.current) await replace(user, currentPassword(), values.current);
    if (values.next) await replace(user, newPassword(), values.next);
    if (values.confirmation) await replace(user, confirmation(), values.confirmation);
  }

  /** The provider's side of a change: the current password confirmed, then a sign-in with the new one. */
  function provider(reauthenticate: AuthPort['reauthenticate'] = async () => undefined) {
    const signIns: [string, string][] = [];
    const auth: Partial<AuthPort> = {
      reauthenticate: vi.fn(reauthenticate),
      signInWithPassword: async (email, password) => {
        signIns.push([email, password]);
        return { user: CAMILA, claims: { role: 'employee', tenantId: TENANT.id } };
      },
    };
    return { auth, signIns };
  }

  it('requires the three fields', async () => {
    const { auth } = provider();
    const admin = new FakeAdminPort();
    const { user } = await renderProfile({ auth, admin });
    await user.click(changeButton());
    for (const field of [currentPassword(), newPassword(), confirmation()]) {
      expect(field).toHaveAccessibleDescription('Este campo es obligatorio');
    }
    expect(auth.reauthenticate).not.toHaveBeenCalled();
    expect(admin.callsOf('setOwnPassword')).toEqual([]);
  });

  it('asks for at least 8 characters and a matching confirmation', async () => {
    const { auth } = provider();
    const admin = new FakeAdminPort();
    const { user } = await renderProfile({ auth, admin });
    await fill(user, { current: 'demo1234', next: 'abc1234', confirmation: 'abc1235' });
    await user.click(changeButton());
    expect(newPassword()).toHaveAccessibleDescription('Debes introducir un mínimo de 8 caracteres');
    expect(confirmation()).toHaveAccessibleDescription('Las contraseñas no coinciden');
    // Fixing the new password re-checks the confirmation.
    await user.type(newPassword(), '5');
    await replace(user, confirmation(), 'abc12345');
    await user.tab();
    expect(newPassword()).toHaveAttribute('aria-invalid', 'false');
    expect(confirmation()).toHaveAttribute('aria-invalid', 'false');
    expect(admin.callsOf('setOwnPassword')).toEqual([]);
  });

  it('does not flag the confirmation before the user gets to it, and re-checks it once reached', async () => {
    const { user } = await renderProfile();
    await replace(user, currentPassword(), 'demo1234');
    await replace(user, newPassword(), 'nueva123');
    await user.tab();
    expect(confirmation()).toHaveAttribute('aria-invalid', 'false');
    await replace(user, confirmation(), 'nueva12');
    await user.tab();
    // The form validates asynchronously (zod resolver): wait for the verdict rather than read it at once.
    await waitFor(() => expect(confirmation()).toHaveAccessibleDescription('Las contraseñas no coinciden'));
    await replace(user, newPassword(), 'nueva12');
    await waitFor(() => expect(confirmation()).toHaveAttribute('aria-invalid', 'false'));
  });

  it('shows a wrong current password in Spanish and keeps every field', async () => {
    const { auth } = provider(async () => {
      throw new AuthError('auth/invalid-credential');
    });
    const admin = new FakeAdminPort();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderProfile({ auth, admin });
    await fill(user, { current: 'equivocada', next: 'nueva123', confirmation: 'nueva123' });
    await user.click(changeButton());
    // Not the sign-in screen's "Correo o contraseña incorrectos.": the email is the signed-in one.
    expect(await within(passwordForm()).findByRole('alert')).toHaveTextContent(
      /^La contraseña actual no es correcta\.$/,
    );
    expect(auth.reauthenticate).toHaveBeenCalledExactlyOnceWith('equivocada');
    expect(admin.callsOf('setOwnPassword')).toEqual([]);
    expect(currentPassword()).toHaveValue('equivocada');
    expect(newPassword()).toHaveValue('nueva123');
    expect(confirmation()).toHaveValue('nueva123');
    expect(changeButton()).toBeEnabled();
  });

  it.each([
    ['auth/requires-recent-login', 'Por seguridad, vuelve a iniciar sesión y repite la operación.'],
    ['auth/too-many-requests', 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.'],
  ])('shows the provider error %s from the one table', async (code, message) => {
    const { auth } = provider(async () => {
      throw new AuthError(code);
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderProfile({ auth, admin: new FakeAdminPort() });
    await fill(user, { current: 'demo1234', next: 'password', confirmation: 'password' });
    await user.click(changeButton());
    expect(await within(passwordForm()).findByRole('alert')).toHaveTextContent(message);
    expect(newPassword()).toHaveValue('password');
  });

  it('shows the server’s refusal in Spanish and keeps every field', async () => {
    const { auth, signIns } = provider();
    const admin = new FakeAdminPort().fail('invalid-argument', 'weak-password', { call: 'setOwnPassword' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderProfile({ auth, admin });
    await fill(user, { current: 'demo1234', next: 'password', confirmation: 'password' });
    await user.click(changeButton());
    expect(await within(passwordForm()).findByRole('alert')).toHaveTextContent(
      'La contraseña debe tener al menos 8 caracteres.',
    );
    expect(newPassword()).toHaveValue('password');
    expect(signIns).toEqual([]);
  });

  it('changes the password on the server, which e-mails the person, signs in with it and clears the fields', async () => {
    const { auth, signIns } = provider();
    const admin = new FakeAdminPort();
    const { user } = await renderProfile({ auth, admin });
    await fill(user, { current: 'demo1234', next: 'nueva123', confirmation: 'nueva123' });
    await user.click(changeButton());
    expect(await within(passwordForm()).findByRole('status')).toHaveTextContent(
      'Contraseña actualizada. Úsala la próxima vez que inicies sesión. Te enviamos un correo avisando el cambio.',
    );
    expect(auth.reauthenticate).toHaveBeenCalledExactlyOnceWith('demo1234');
    expect(admin.callsOf('setOwnPassword')).toEqual([{ password: 'nueva123' }]);
    expect(signIns).toEqual([['empleado@asiste.demo', 'nueva123']]);
    expect(currentPassword()).toHaveValue('');
    expect(newPassword()).toHaveValue('');
    expect(confirmation()).toHaveValue('');
    expect(within(passwordForm()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('disables the button while the provider answers, so one tap changes it once', async () => {
    let finish: () => void = () => undefined;
    const { auth } = provider(() => new Promise<void>((resolve) => (finish = resolve)));
    const admin = new FakeAdminPort();
    const { user } = await renderProfile({ auth, admin });
    await fill(user, { current: 'demo1234', next: 'nueva123', confirmation: 'nueva123' });
    await user.dblClick(changeButton());
    await waitFor(() => expect(changeButton()).toBeDisabled());
    finish();
    await within(passwordForm()).findByRole('status');
    expect(auth.reauthenticate).toHaveBeenCalledTimes(1);
    expect(admin.callsOf('setOwnPassword')).toHaveLength(1);
  });

  it('can show the passwords as text', async () => {
    const { user } = await renderProfile();
    expect(newPassword()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('checkbox', { name: 'Mostrar contraseñas' }));
    for (const field of [currentPassword(), newPassword(), confirmation()]) {
      expect(field).toHaveAttribute('type', 'text');
    }
  });

  it('has no password form for an identity without a password', async () => {
    await renderProfile({ user: { ...CAMILA, providers: ['google.com'] } });
    expect(screen.queryByRole('form', { name: 'Cambiar contraseña' })).not.toBeInTheDocument();
    expect(screen.getByText(/tu cuenta no tiene una contraseña de Asiste/)).toBeInTheDocument();
  });
});

describe('theme and sign-out', () => {
  it('switches the dark theme on and off and saves it', async () => {
    useThemeStore.getState().setMode('light');
    const { user } = await renderProfile();
    const toggle = screen.getByRole('switch', { name: 'Tema oscuro' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(useThemeStore.getState().mode).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await user.click(toggle);
    expect(useThemeStore.getState().mode).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('signs out and goes to /login', async () => {
    const signOut = vi.fn<AuthPort['signOut']>(async () => undefined);
    const { user } = await renderProfile({ auth: { signOut } });
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Pantalla de inicio de sesión' })).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('clears the offline data on sign-out by default (a shared device)', async () => {
    const signOut = vi.fn<AuthPort['signOut']>(async () => undefined);
    const { user } = await renderProfile({ auth: { signOut, capabilities: FIREBASE_CAPABILITIES } });
    expect(keepSwitch()).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Pantalla de inicio de sesión' })).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledWith({ keepOfflineData: false });
  });

  it('keeps the offline data on a personal phone, a choice stored on the device', async () => {
    const signOut = vi.fn<AuthPort['signOut']>(async () => undefined);
    const { user } = await renderProfile({ auth: { signOut, capabilities: FIREBASE_CAPABILITIES } });
    expect(keepSwitch()).toHaveAccessibleDescription(/al cerrar sesión se borran de este dispositivo/);
    await user.click(keepSwitch());
    expect(keepSwitch()).toBeChecked();
    expect(localStorage.getItem(KEEP_OFFLINE_DATA_KEY)).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Pantalla de inicio de sesión' })).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledWith({ keepOfflineData: true });
  });

  it('shows the stored choice, and turning it off forgets it', async () => {
    localStorage.setItem(KEEP_OFFLINE_DATA_KEY, 'true');
    const { user } = await renderProfile({ auth: { capabilities: FIREBASE_CAPABILITIES } });
    expect(keepSwitch()).toBeChecked();
    await user.click(keepSwitch());
    expect(keepSwitch()).not.toBeChecked();
    expect(localStorage.getItem(KEEP_OFFLINE_DATA_KEY)).toBeNull();
  });

  it('offers no offline-data choice where the backend keeps no offline copy (demo)', async () => {
    await renderProfile();
    expect(screen.getByRole('switch', { name: 'Tema oscuro' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /teléfono personal/ })).not.toBeInTheDocument();
  });

  it('still goes to /login when signing out fails', async () => {
    const signOut = vi.fn<AuthPort['signOut']>(async () => {
      throw new AuthError('auth/network-request-failed');
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderProfile({ auth: { signOut } });
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Pantalla de inicio de sesión' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });
});
