/**
 * /login › `Ingresar con RUT y PIN` (Res. Ex. N° 38 art. 7 g): the second way to identify. The server's checks (the
 * hash, the lock, one answer for an unknown RUT) are in src/server/admin/admin-pin.test.ts.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import type { AbsenceAttachments } from '../../data/ports/attachment-port';
import type { AuthPort, Session } from '../../data/ports/auth-port';
import type { Backend } from '../../data/ports/backend';
import type { DocumentStore } from '../../data/ports/document-store';
import type { PhotoPort } from '../../data/ports/photo-port';
import type { ReceiptVerifier } from '../../data/ports/receipt-port';
import { buildSession, fakeAuth } from '../../testing/data-builders';
import { FakeAdminPort } from '../../testing/fake-admin-port';
import { BackendContext, loadedBackend } from '../../lib/backend-context';
import { useSessionStore } from '../../stores/session-store';
import { LoginScreen } from './login-screen';

const unused = <T extends object>(name: string) =>
  new Proxy({} as T, {
    get: (_target, key) => {
      throw new Error(`${name}.${String(key)} was not expected on /login`);
    },
  });

function renderLogin(admin: FakeAdminPort, auth: Partial<AuthPort>) {
  const backend: Backend = {
    kind: 'firebase',
    auth: fakeAuth(auth),
    admin,
    store: unused<DocumentStore>('store'),
    photos: unused<PhotoPort>('photos'),
    attachments: unused<AbsenceAttachments>('attachments'),
    receipts: unused<ReceiptVerifier>('receipts'),
  };
  const router = createMemoryRouter([{ path: '/login', element: <LoginScreen /> }], {
    initialEntries: ['/login'],
  });
  const user = userEvent.setup({ delay: null });
  render(
    <BackendContext.Provider value={loadedBackend(backend)}>
      <RouterProvider router={router} />
    </BackendContext.Provider>,
  );
  return { user };
}

const pinOption = () => screen.getByRole('button', { name: 'Ingresar con RUT y PIN' });
const rutField = () => screen.getByRole('textbox', { name: 'RUT' });
const pinField = () => screen.getByLabelText(/^PIN de marcación/, { selector: 'input' });
const enter = () => screen.getByRole('button', { name: 'Ingresar' });

describe('/login › Ingresar con RUT y PIN (Res. Ex. N° 38 art. 7 g)', () => {
  it('checks the RUT’s check digit and the PIN’s digits before asking the server', async () => {
    const admin = new FakeAdminPort();
    const { user } = renderLogin(admin, {});
    await user.click(pinOption());
    expect(screen.getByRole('form', { name: 'Ingresar con RUT y PIN' })).toBeInTheDocument();
    await waitFor(() => expect(rutField()).toHaveFocus());
    await user.click(enter());
    expect(rutField()).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(pinField()).toHaveAccessibleDescription('Este campo es obligatorio');
    await user.type(rutField(), '12.345.678-9');
    await user.type(pinField(), '48a');
    expect(pinField()).toHaveValue('48');
    await user.click(enter());
    expect(rutField()).toHaveAccessibleDescription(
      'Ingresa un RUT válido, con su dígito verificador (por ejemplo, 12.345.678-5).',
    );
    expect(pinField()).toHaveAccessibleDescription('El PIN debe tener entre 4 y 6 dígitos, solo números.');
    expect(rutField()).toHaveFocus();
    expect(admin.callsOf('signInWithPin')).toEqual([]);
  });

  it('signs in with the token the server gives for the RUT and PIN', async () => {
    const admin = new FakeAdminPort();
    const session: Session = buildSession();
    const signInWithToken = vi.fn<AuthPort['signInWithToken']>(async () => session);
    const { user } = renderLogin(admin, { signInWithToken });
    await user.click(pinOption());
    await user.type(rutField(), ' 12345678-5 ');
    await user.type(pinField(), '4817');
    await user.click(enter());
    await waitFor(() => expect(useSessionStore.getState().user?.uid).toBe(session.user.uid));
    expect(admin.callsOf('signInWithPin')).toEqual([{ rut: '12345678-5', pin: '4817' }]);
    expect(signInWithToken).toHaveBeenCalledExactlyOnceWith(FakeAdminPort.PIN_TOKEN);
  });

  it('says a wrong RUT or PIN, and the lock, in Spanish, keeping what was typed; and goes back to the e-mail', async () => {
    const admin = new FakeAdminPort()
      .fail('permission-denied', 'wrong-pin', { call: 'signInWithPin' })
      .fail('resource-exhausted', 'pin-locked', { call: 'signInWithPin' });
    const { user } = renderLogin(admin, {});
    await user.click(pinOption());
    await user.type(rutField(), '12.345.678-5');
    await user.type(pinField(), '0000');
    await user.click(enter());
    expect(await screen.findByRole('alert')).toHaveTextContent('RUT o PIN incorrectos.');
    expect(rutField()).toHaveValue('12.345.678-5');
    expect(pinField()).toHaveValue('0000');
    await user.click(enter());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Demasiados intentos con este RUT. Espera 15 minutos o ingresa con tu correo y contraseña.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Ingresar con correo y contraseña' }));
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
