/**
 * `/fiscalizacion` for a visitor (Res. Ex. N° 38 arts. 17, 23): the portal de fiscalización's public page. It
 * names the provider and the software version; an official of the Dirección del Trabajo asks for a key with an
 * `@dt.gob.cl` address (`Solicitar clave`), then signs in with that address and the key. An inspector an employer
 * invited signs in through the link of the invitation e-mail instead.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';

import { PageLayout } from '../../components/page-layout';
import type { Session } from '../../data/ports/auth-port';
import { formatInZone } from '../../domain/calendar/time-zone';
import { adminErrorMessage } from '../../lib/admin-errors';
import { versionLine } from '../../lib/app-version';
import { authErrorMessage, errorCode } from '../../lib/auth-errors';
import { useBackendHandle } from '../../lib/backend-context';
import { VALIDATION, isEmail } from '../../lib/validation-messages';

export const PORTAL_TITLE = 'Portal de fiscalización';
export const PORTAL_INTRO =
  'Acceso de solo lectura a los registros de asistencia de los empleadores que usan Asiste, para fiscalizadores de la Dirección del Trabajo (Resolución Exenta N° 38 de 2024, artículos 17 y 22 a 24).';
export const WRONG_KEY = 'Correo o clave incorrectos, o la clave venció. Solicita una nueva.';
/** Keys end in the platform's zone: the official belongs to no company. */
const PORTAL_ZONE = 'America/Santiago';

export interface InspectionPortalProps {
  /** Signed in with a key: the session (without a company yet, or already inspecting one). */
  onSignedIn: (session: Session) => void;
}

export function InspectionPortal({ onSignedIn }: InspectionPortalProps) {
  return (
    <PageLayout title={PORTAL_TITLE} subtitle={versionLine()}>
      <Typography sx={{ mb: 3, maxWidth: 760 }}>{PORTAL_INTRO}</Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, maxWidth: 960 }}>
        <KeyRequest />
        <KeySignIn onSignedIn={onSignedIn} />
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 3 }}>
        ¿Una empresa te invitó a fiscalizar? Abre el enlace que te llegó por correo.
      </Typography>
    </PageLayout>
  );
}

/** `Solicitar clave`: the key goes to the address (the demo shows it here). */
function KeyRequest() {
  const handle = useBackendHandle();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ to: string; until: string; key: string | null } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    if (!typed || !isEmail(typed)) {
      setFieldError(typed ? VALIDATION.email : VALIDATION.required);
      return;
    }
    setFieldError(null);
    setError(null);
    setSent(null);
    setBusy(true);
    try {
      const { admin } = await handle.load();
      if (admin === undefined) throw new Error('No AdminPort in this build');
      const result = await admin.requestInspectorKey({ email: typed });
      setSent({
        to: result.sentTo,
        until: formatInZone(new Date(result.validUntil), PORTAL_ZONE, 'dd/MM/yy HH:mm'),
        key: result.key,
      });
    } catch (e) {
      setError(adminErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="solicitar-clave">
      <Typography id="solicitar-clave" variant="h6" component="h2" gutterBottom>
        1. Solicita tu clave
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 2 }}
      >
        <TextField
          label="Correo institucional"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError !== null}
          helperText={fieldError ?? 'Debe terminar en @dt.gob.cl. La clave es válida por 5 días corridos.'}
          disabled={busy}
        />
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Solicitando…' : 'Solicitar clave'}
        </Button>
        <Box role="status" aria-live="polite">
          {sent && (
            <Alert severity="success">
              {`Enviamos una clave a ${sent.to}. Es válida hasta el ${sent.until}.`}
              {sent.key !== null && (
                <>
                  {' '}
                  Demo: aquí no se envían correos; tu clave es{' '}
                  <strong data-testid="clave-demo">{sent.key}</strong>.
                </>
              )}
            </Alert>
          )}
        </Box>
        {error && <Alert severity="error">{error}</Alert>}
      </Box>
    </Paper>
  );
}

/** `Ingresar` with the address and the key. */
function KeySignIn({ onSignedIn }: InspectionPortalProps) {
  const handle = useBackendHandle();
  const [email, setEmail] = useState('');
  const [key, setKey] = useState('');
  const [errors, setErrors] = useState<{ email?: string; key?: string }>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    const found: { email?: string; key?: string } = {};
    if (!typed) found.email = VALIDATION.required;
    else if (!isEmail(typed)) found.email = VALIDATION.email;
    if (!key.trim()) found.key = VALIDATION.required;
    setErrors(found);
    if (found.email || found.key) return;
    setError(null);
    setBusy(true);
    try {
      const { auth } = await handle.load();
      onSignedIn(await auth.signInWithPassword(typed, key.trim().toUpperCase()));
    } catch (e) {
      const code = errorCode(e);
      setError(code === 'auth/invalid-credential' ? WRONG_KEY : authErrorMessage(code));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="ingresar-clave">
      <Typography id="ingresar-clave" variant="h6" component="h2" gutterBottom>
        2. Ingresa con tu clave
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 2 }}
      >
        <TextField
          label="Correo"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email !== undefined}
          helperText={errors.email}
          disabled={busy}
        />
        <TextField
          label="Clave"
          type="password"
          autoComplete="one-time-code"
          value={key}
          onChange={(event) => setKey(event.target.value)}
          error={errors.key !== undefined}
          helperText={errors.key}
          disabled={busy}
        />
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Ingresando…' : 'Ingresar'}
        </Button>
        {error && <Alert severity="error">{error}</Alert>}
      </Box>
    </Paper>
  );
}
