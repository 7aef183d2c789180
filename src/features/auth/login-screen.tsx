/**
 * The sign-in page at `/login`, without MUI, emotion or a form library: plain elements styled by the
 * shared plain sheets and login.css, with the look of its MUI version, so a visitor downloads none of them for it.
 */
// The plain sheets first: login.css, after them, wins where a selector meets one of theirs.
import '../../components/plain/plain-theme.css';
import '../../components/plain/plain-controls.css';
import './login.css';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useRevalidator } from 'react-router-dom';

import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import type { Session } from '../../data/ports/auth-port';
import { AdminError } from '../../data/ports/admin-port';
import { adminErrorMessage } from '../../lib/admin-errors';
import { authErrorMessage, errorCode } from '../../lib/auth-errors';
import { useBackendHandle, useBackendSoon } from '../../lib/backend-context';
import { FixableLoadError } from '../../lib/fixable-load-error';
import { VALIDATION, isEmail } from '../../lib/validation-messages';
import { applySession } from '../../stores/apply-session';
import { useSessionStore } from '../../stores/session-store';
import { useThemeStore } from '../../stores/theme-store';
import { AuthBrand } from './auth-brand';
import { DemoAccountsBox } from './demo-accounts-box';
import { LinkConfirm } from './link-confirm';
import { LoginForm } from './login-form';
import { OtherSignIn } from './other-sign-in';
import { PinSignInForm, type PinSignInValues } from './pin-sign-in-form';
import { useSignInForm } from './use-sign-in-form';

const EMAIL_FOR_LINK_KEY = 'emailForSignIn';
const NO_ROLE = 'Tu cuenta no tiene un rol asignado en Asiste. Habla con tu administrador.';

/**
 * Sign-in with RUT and PIN (Res. Ex. N° 38 art. 7 g): the server checks them and gives a one-time token, with which
 * the provider signs the person in.
 */
async function pinSession(
  handle: ReturnType<typeof useBackendHandle>,
  values: PinSignInValues,
): Promise<Session> {
  const loaded = await handle.load();
  if (loaded.admin === undefined) throw new AdminError('unavailable', null);
  const { token } = await loaded.admin.signInWithPin(values);
  return loaded.auth.signInWithToken(token);
}

export function LoginScreen() {
  // The page paints before the adapters load; they load right after, and an early tap waits for them.
  const handle = useBackendHandle();
  const backend = useBackendSoon();
  const auth = () => handle.load().then((loaded) => loaded.auth);
  const revalidator = useRevalidator();
  const form = useSignInForm();
  // The page follows the app's saved theme; plain-theme.css holds both palettes.
  const mode = useThemeStore((s) => s.mode);
  const [error, setError] = useState<string | null>(null);
  /** The adapters could not start, in a way fixed from here (the demo's data from a newer version). */
  const [fixable, setFixable] = useState<FixableLoadError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The sign-in link this page was opened with, once the adapters can tell, with the e-mail kept when it was sent.
  const link = useMemo(
    () =>
      backend !== null && backend.auth.isSignInLink(window.location.href)
        ? { url: window.location.href, email: localStorage.getItem(EMAIL_FOR_LINK_KEY) }
        : null,
    [backend],
  );
  const [linkDeclined, setLinkDeclined] = useState(false);
  /** `Ingresar con RUT y PIN` chosen (Res. Ex. N° 38 art. 7 g): its form replaces the e-mail and password. */
  const [withPin, setWithPin] = useState(false);
  const choosePin = (chosen: boolean) => {
    setError(null);
    setWithPin(chosen);
  };
  // A link opened where its e-mail was not kept (another browser, or a link someone else created for this person,
  // like an inspector's access): the person confirms the e-mail, as Firebase asks.
  const linkUrl = link !== null && !link.email && !linkDeclined ? link.url : null;
  // Opened with a query (a sign-in link, most likely): the form waits for the adapters to tell which it is, rather
  // than showing the password form and swapping it.
  const [openedWithQuery] = useState(() => window.location.search !== '');
  const telling = backend === null && openedWithQuery;
  const [busy, setBusy] = useState(false);
  // Why the last session ended on its own (account or company disabled, role changed): said until the next sign-in.
  const endedBy = useSessionStore((state) => state.endedBy);
  const submit = useRef<HTMLButtonElement>(null);

  /**
   * A demo account fills the form; the next tap signs in: the submit button is brought into view (the box sits
   * below the form, out of sight on a phone) and focused, so Enter also signs in.
   */
  const pickDemoAccount = (email: string, password: string) => {
    form.reset({ email, password });
    setError(null);
    const button = submit.current;
    if (button === null) return;
    button.scrollIntoView({ block: 'center' });
    button.focus({ preventScroll: true });
  };

  const finish = async (session: Session) => {
    if (!session.claims) {
      await (await auth()).signOut();
      setError(NO_ROLE);
      return;
    }
    applySession(session);
    // The guard (spec §4 rule 3) sends a signed-in user away from /login to the role's home.
    await revalidator.revalidate();
  };
  const fail = (e: unknown) => {
    if (e instanceof FixableLoadError) setFixable(e);
    else if (e instanceof AdminError) setError(adminErrorMessage(e));
    else setError(authErrorMessage(errorCode(e)));
  };
  const enter = (signIn: () => Promise<Session>) => signIn().then(finish, fail);

  // Completes a sign-in link whose e-mail was kept when it was sent (once: `link` is known once).
  const linkCompleted = useRef(false);
  useEffect(() => {
    if (backend === null || !link?.email || linkCompleted.current) return;
    linkCompleted.current = true;
    backend.auth.completeSignInLink(link.email, link.url).then((session) => {
      localStorage.removeItem(EMAIL_FOR_LINK_KEY);
      return finish(session);
    }, fail);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the link the page was opened with
  }, [backend, link]);

  const sendLink = async () => {
    const email = form.values.email.trim();
    if (!email || !isEmail(email)) {
      form.setError('email', email ? VALIDATION.email : VALIDATION.required);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await (await auth()).sendSignInLink(email, `${window.location.origin}/login`);
      localStorage.setItem(EMAIL_FOR_LINK_KEY, email);
      setNotice(`Te enviamos un enlace de acceso a ${email}. Ábrelo en este mismo navegador.`);
    } catch (e) {
      setError(authErrorMessage(errorCode(e)));
    } finally {
      setBusy(false);
    }
  };

  return (
    // From the top, not centred: what arrives with the adapters (the demo accounts) moves nothing already shown.
    <div className="plain-page login" data-mode={mode}>
      <main className="login-container">
        <AuthBrand />
        <div className="login-card">
          <h1 className="login-title">Inicio de sesión</h1>
          <div className="login-card-body">
            {endedBy !== null && <Alert severity="warning">{authErrorMessage(endedBy)}</Alert>}
            {fixable !== null && (
              <Alert
                severity="error"
                action={
                  <button
                    type="button"
                    className="plain-button plain-button--text plain-button--inherit plain-button--small"
                    onClick={() => void fixable.fixAndReload()}
                  >
                    {fixable.fix.label}
                  </button>
                }
              >
                {fixable.notice}
              </Alert>
            )}
            {telling ? (
              <div className="login-telling">
                <Spinner label="Comprobando el enlace" />
              </div>
            ) : linkUrl !== null ? (
              <LinkConfirm
                error={error}
                onConfirm={(email) => enter(async () => (await auth()).completeSignInLink(email, linkUrl))}
                onPassword={() => {
                  setError(null);
                  setLinkDeclined(true);
                }}
              />
            ) : withPin ? (
              <PinSignInForm
                error={error}
                onSubmit={(values) => enter(() => pinSession(handle, values))}
                onBack={() => choosePin(false)}
              />
            ) : (
              <LoginForm
                form={form}
                error={error}
                submitRef={submit}
                onSubmit={(values) =>
                  enter(async () => (await auth()).signInWithPassword(values.email.trim(), values.password))
                }
              />
            )}
            <OtherSignIn
              available={handle.authCapabilities}
              busy={busy}
              notice={notice}
              onGoogle={() => {
                setError(null);
                void enter(async () => (await auth()).signInWithGoogle());
              }}
              onEmailLink={() => void sendLink()}
              onPin={withPin || linkUrl !== null ? undefined : () => choosePin(true)}
            />
          </div>
        </div>
        {backend?.demo && <DemoAccountsBox demo={backend.demo} onPick={pickDemoAccount} />}
      </main>
    </div>
  );
}
