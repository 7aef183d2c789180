/**
 * /login in jsdom: focus, the demo accounts' fill and the words on the page. Layout (labels drawn above the
 * values, the submit button in view on a phone) is checked where it is drawn: e2e/sign-in.spec.ts.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import type { AbsenceAttachments } from '../../data/ports/attachment-port';
import type { AuthPort } from '../../data/ports/auth-port';
import type { Backend, DemoTools } from '../../data/ports/backend';
import type { DocumentStore } from '../../data/ports/document-store';
import type { PhotoPort } from '../../data/ports/photo-port';
import type { ReceiptVerifier } from '../../data/ports/receipt-port';
import { buildSession, fakeAuth } from '../../testing/data-builders';
import { BackendContext, lazyBackend, loadedBackend } from '../../lib/backend-context';
import { FixableLoadError } from '../../lib/fixable-load-error';
import { applySession } from '../../stores/apply-session';
import { useSessionStore } from '../../stores/session-store';
import { LoginScreen } from './login-screen';

const DEMO: DemoTools = {
  accounts: [
    { email: 'empleado@asiste.demo', password: 'demo1234', role: 'employee', displayName: 'Camila Rojas' },
    { email: 'admin@asiste.demo', password: 'demo1234', role: 'admin', displayName: 'Andrés Soto' },
  ],
  reset: async () => undefined,
};

/** The login screen needs neither the store, photos nor receipts: a call to any fails the test. */
const unused = <T extends object>(name: string) =>
  new Proxy({} as T, {
    get: (_target, key) => {
      throw new Error(`${name}.${String(key)} was not expected on /login`);
    },
  });

function renderLogin(auth: Partial<AuthPort> = {}, demo: DemoTools | undefined = DEMO) {
  const backend: Backend = {
    kind: demo ? 'demo' : 'firebase',
    auth: fakeAuth(auth),
    store: unused<DocumentStore>('store'),
    photos: unused<PhotoPort>('photos'),
    attachments: unused<AbsenceAttachments>('attachments'),
    receipts: unused<ReceiptVerifier>('receipts'),
    ...(demo ? { demo } : {}),
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

const emailField = () => screen.getByRole('textbox', { name: 'Correo electrónico' });
const passwordField = () => screen.getByLabelText(/^Contraseña/, { selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: 'Iniciar sesión' });
/** A label drawn above its field (not over the value) has `data-shrink="true"` (outlined-field.tsx, as MUI's). */
const labelOf = (name: RegExp) => screen.getByText(name, { selector: 'label' });

const scrollIntoView = vi.fn<(options?: ScrollIntoViewOptions | boolean) => void>();

beforeEach(() => {
  // jsdom does not lay pages out, so it has no scrolling.
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  scrollIntoView.mockClear();
});

describe('the login screen', () => {
  it('waits in the email field', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio de sesión' })).toBeInTheDocument();
    expect(emailField()).toHaveFocus();
  });

  it('fills a demo account with the labels raised, then offers the submit button in view and focused', async () => {
    const { user } = renderLogin();
    // Empty and not focused, a label sits where the value goes.
    expect(labelOf(/^Contraseña/)).toHaveAttribute('data-shrink', 'false');
    const box = screen.getByRole('region', { name: 'Cuentas de demostración' });
    await user.click(within(box).getByRole('button', { name: 'Usar la cuenta de Andrés Soto' }));

    expect(emailField()).toHaveValue('admin@asiste.demo');
    expect(passwordField()).toHaveValue('demo1234');
    expect(labelOf(/^Correo electrónico/)).toHaveAttribute('data-shrink', 'true');
    expect(labelOf(/^Contraseña/)).toHaveAttribute('data-shrink', 'true');
    expect(submitButton()).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ block: 'center' });
    expect(scrollIntoView.mock.contexts[0]).toBe(submitButton());
  });

  it('issue #47 item 7: says the demo restarts each day, and Reiniciar demostración resets it', async () => {
    const reset = vi.fn(async () => undefined);
    const { user } = renderLogin({}, { ...DEMO, reset });
    const box = screen.getByRole('region', { name: 'Cuentas de demostración' });
    expect(box).toHaveTextContent('la empresa y su historia se generan de nuevo cada día');
    await user.click(within(box).getByRole('button', { name: 'Reiniciar demostración' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(await within(box).findByRole('status')).toHaveTextContent(
      'Demostración reiniciada: los datos de hoy están como al principio.',
    );
  });

  it('signs in with the picked account on Enter, after a failed attempt', async () => {
    const signInWithPassword = vi
      .fn<AuthPort['signInWithPassword']>()
      .mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/invalid-credential' }));
    const { user } = renderLogin({ signInWithPassword });
    await user.type(emailField(), 'empleado@asiste.demo');
    await user.type(passwordField(), 'otra');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Correo o contraseña incorrectos.');

    await user.click(screen.getByRole('button', { name: 'Usar la cuenta de Camila Rojas' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(signInWithPassword).toHaveBeenLastCalledWith('empleado@asiste.demo', 'demo1234');
    expect(signInWithPassword).toHaveBeenCalledTimes(2);
  });

  it('never names the provider to a person, in demo mode or not', () => {
    renderLogin();
    expect(document.body).not.toHaveTextContent(/firebase/i);
    expect(
      screen.getByText(/En el modo demostración se entra con correo y contraseña, o con RUT y PIN/),
    ).toBeInTheDocument();
  });
});

describe('a session that ended on its own', () => {
  afterEach(() => useSessionStore.setState({ endedBy: null }));

  it.each([
    ['auth/user-disabled', 'Tu cuenta está deshabilitada. Habla con tu administrador.'],
    ['auth/tenant-disabled', 'Tu empresa está desactivada en Asiste. Habla con tu administrador.'],
    ['auth/user-token-expired', 'Tu sesión expiró. Inicia sesión de nuevo.'],
  ])('is explained above the form (%s) until the person signs in again', async (code, message) => {
    applySession(null, code);
    const signInWithPassword = vi.fn<AuthPort['signInWithPassword']>().mockResolvedValue(buildSession());
    const { user } = renderLogin({ signInWithPassword });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    const form = screen.getByRole('form', { name: 'Inicio de sesión' });
    expect(alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Usar la cuenta de Camila Rojas' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(useSessionStore.getState().endedBy).toBeNull();
  });
});

describe('a sign-in link', () => {
  const isSignInLink = () => true;
  afterEach(() => localStorage.removeItem('emailForSignIn'));

  it('is completed with the e-mail this browser kept when it was sent', async () => {
    localStorage.setItem('emailForSignIn', 'camila@panaderia.cl');
    const completeSignInLink = vi.fn<AuthPort['completeSignInLink']>().mockResolvedValue(buildSession());
    renderLogin({ isSignInLink, completeSignInLink });

    await waitFor(() => expect(completeSignInLink).toHaveBeenCalledTimes(1));
    expect(completeSignInLink).toHaveBeenCalledWith('camila@panaderia.cl', window.location.href);
    await waitFor(() => expect(localStorage.getItem('emailForSignIn')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Entrar con el enlace' })).not.toBeInTheDocument();
  });

  it('asks for the e-mail when this browser kept none, and the password form stays one tap away', async () => {
    const completeSignInLink = vi.fn<AuthPort['completeSignInLink']>().mockResolvedValue(buildSession());
    const { user } = renderLogin({ isSignInLink, completeSignInLink });

    await user.type(await screen.findByRole('textbox', { name: /^Correo electrónico/ }), 'fiscal@dt.gob.cl');
    await user.click(screen.getByRole('button', { name: 'Entrar con el enlace' }));
    await waitFor(() =>
      expect(completeSignInLink).toHaveBeenCalledWith('fiscal@dt.gob.cl', window.location.href),
    );

    await user.click(screen.getByRole('button', { name: /contraseña/i }));
    expect(screen.queryByRole('button', { name: 'Entrar con el enlace' })).not.toBeInTheDocument();
    expect(submitButton()).toBeInTheDocument();
  });
});

describe('adapters that cannot start in a way fixed from here', () => {
  it('says why and offers the fix, instead of a generic failure', async () => {
    // jsdom cannot reload the page the fix ends with: it says so on the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const run = vi.fn(() => Promise.resolve());
    const notice =
      'Los datos de la demo guardados en este navegador vienen de una versión más nueva de Asiste.';
    const failure = new FixableLoadError('newer data', notice, { label: 'Borrar datos de la demo', run });
    const handle = lazyBackend('demo', { google: false, emailLink: false }, () => Promise.reject(failure));
    const router = createMemoryRouter([{ path: '/login', element: <LoginScreen /> }], {
      initialEntries: ['/login'],
    });
    const user = userEvent.setup({ delay: null });
    render(
      <BackendContext.Provider value={handle}>
        <RouterProvider router={router} />
      </BackendContext.Provider>,
    );
    await user.type(emailField(), 'empleado@asiste.demo');
    await user.type(passwordField(), 'demo1234');
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(notice);
    expect(alert).not.toHaveTextContent('No se pudo completar la operación');
    await user.click(within(alert).getByRole('button', { name: 'Borrar datos de la demo' }));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
