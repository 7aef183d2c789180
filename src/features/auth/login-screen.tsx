import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRevalidator } from 'react-router-dom';

import { BrandHeader } from '../../components/brand-header';
import type { Session } from '../../data/ports/auth-port';
import { authErrorMessage, errorCode } from '../../lib/auth-errors';
import { useBackend } from '../../lib/backend-context';
import { VALIDATION, isEmail } from '../../lib/validation-messages';
import { applySession } from '../../stores/apply-session';
import { useSessionStore } from '../../stores/session-store';
import { DemoAccountsBox } from './demo-accounts-box';
import { LinkConfirm } from './link-confirm';
import { LoginForm, type LoginValues } from './login-form';
import { OtherSignIn } from './other-sign-in';

const EMAIL_FOR_LINK_KEY = 'emailForSignIn';
const NO_ROLE = 'Tu cuenta no tiene un rol asignado en Asiste. Habla con tu administrador.';

export function LoginScreen() {
  const backend = useBackend();
  const revalidator = useRevalidator();
  const form = useForm<LoginValues>({ defaultValues: { email: '', password: '' }, mode: 'onSubmit' });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // A sign-in link opened where its e-mail was not kept (another browser, or a link someone else created for this
  // person, like an inspector's access): the person confirms the e-mail, as Firebase asks.
  const [linkUrl, setLinkUrl] = useState<string | null>(() =>
    backend.auth.isSignInLink(window.location.href) && !localStorage.getItem(EMAIL_FOR_LINK_KEY)
      ? window.location.href
      : null,
  );
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
      await backend.auth.signOut();
      setError(NO_ROLE);
      return;
    }
    applySession(session);
    // The guard (spec §4 rule 3) sends a signed-in user away from /login to the role's home.
    await revalidator.revalidate();
  };
  const fail = (e: unknown) => setError(authErrorMessage(errorCode(e)));
  const enter = (signIn: () => Promise<Session>) => signIn().then(finish, fail);

  // Completes an email sign-in link opened on this page (the email was kept when the link was sent).
  useEffect(() => {
    const url = window.location.href;
    const email = localStorage.getItem(EMAIL_FOR_LINK_KEY);
    if (!backend.auth.isSignInLink(url) || !email) return;
    backend.auth.completeSignInLink(email, url).then((session) => {
      localStorage.removeItem(EMAIL_FOR_LINK_KEY);
      return finish(session);
    }, fail);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, for the URL the page was opened with
  }, []);

  const sendLink = async () => {
    const email = form.getValues('email').trim();
    if (!email || !isEmail(email)) {
      form.setError('email', { message: email ? VALIDATION.email : VALIDATION.required });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await backend.auth.sendSignInLink(email, `${window.location.origin}/login`);
      localStorage.setItem(EMAIL_FOR_LINK_KEY, email);
      setNotice(`Te enviamos un enlace de acceso a ${email}. Ábrelo en este mismo navegador.`);
    } catch (e) {
      setError(authErrorMessage(errorCode(e)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', bgcolor: 'background.default', py: 4 }}
    >
      <Container maxWidth="xs">
        <Stack spacing={3}>
          <BrandHeader />
          <Paper sx={{ p: 3 }} elevation={2}>
            <Typography variant="h5" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
              Inicio de sesión
            </Typography>
            <Stack spacing={2}>
              {endedBy !== null && (
                <Alert severity="warning" role="alert">
                  {authErrorMessage(endedBy)}
                </Alert>
              )}
              {linkUrl !== null ? (
                <LinkConfirm
                  error={error}
                  onConfirm={(email) => enter(() => backend.auth.completeSignInLink(email, linkUrl))}
                  onPassword={() => {
                    setError(null);
                    setLinkUrl(null);
                  }}
                />
              ) : (
                <LoginForm
                  form={form}
                  error={error}
                  submitRef={submit}
                  onSubmit={(values) =>
                    enter(() => backend.auth.signInWithPassword(values.email.trim(), values.password))
                  }
                />
              )}
              <OtherSignIn
                available={backend.auth.capabilities}
                busy={busy}
                notice={notice}
                onGoogle={() => {
                  setError(null);
                  void enter(() => backend.auth.signInWithGoogle());
                }}
                onEmailLink={() => void sendLink()}
              />
            </Stack>
          </Paper>
          {backend.demo && <DemoAccountsBox demo={backend.demo} onPick={pickDemoAccount} />}
        </Stack>
      </Container>
    </Box>
  );
}
