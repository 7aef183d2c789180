/**
 * `/crear` (public; the guard sends a signed-in person to their home, spec §4 rule 3): a visitor creates their
 * company and becomes its admin (AdminPort.signUp: the company in Chile's zone with its default settings and
 * Chile's holidays), is signed in with the password just chosen and lands on /dashboard, where the onboarding
 * checklist takes over. A refusal keeps everything typed and says what to fix under the field concerned.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { BrandHeader } from '../../components/brand-header';
import { FormTextField } from '../../components/form/form-text-field';
import { AdminError, MIN_INITIAL_PASSWORD_LENGTH } from '../../data/ports/admin-port';
import type { AuthPort } from '../../data/ports/auth-port';
import type { Backend } from '../../data/ports/backend';
import { adminErrorMessage } from '../../lib/admin-errors';
import { useBackendHandle } from '../../lib/backend-context';
import { RequestIds } from '../../lib/request-id';
import { applySession } from '../../stores/apply-session';
import {
  SIGN_UP_DEFAULTS,
  fieldErrors,
  signUpSchema,
  type SignUpFormInput,
  type SignUpFormValues,
} from './sign-up-schema';
import { TERMS } from './terms';

const UNAVAILABLE = 'El registro no está disponible en este momento. Escríbenos desde la página de inicio.';
const SIGN_IN_FAILED =
  'Tu empresa quedó creada, pero no pudimos iniciar tu sesión. Inicia sesión con tu correo y tu contraseña.';

function TermsField({ control }: { control: Control<SignUpFormInput, unknown, SignUpFormValues> }) {
  const { field, fieldState } = useController({ name: 'acceptedTerms', control });
  const [open, setOpen] = useState(false);
  const errorId = useId();
  const message = fieldState.error?.message;
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            name={field.name}
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-invalid': message !== undefined,
                'aria-describedby': message !== undefined ? errorId : undefined,
              },
            }}
          />
        }
        label="Acepto los términos y condiciones"
      />
      <Link component="button" type="button" variant="body2" onClick={() => setOpen(true)} sx={{ ml: 4 }}>
        Leer los términos y condiciones
      </Link>
      {message !== undefined && (
        <FormHelperText id={errorId} error sx={{ ml: 4 }}>
          {message}
        </FormHelperText>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`${errorId}-terms`} scroll="paper">
        <DialogTitle id={`${errorId}-terms`}>Términos y condiciones</DialogTitle>
        <DialogContent dividers>
          {TERMS.map((paragraph) => (
            <Typography key={paragraph} variant="body2" component="p" sx={{ mb: 2 }}>
              {paragraph}
            </Typography>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cerrar</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

export function SignUpScreen() {
  // The form paints without the adapters (issue #18); they load at the first focus, or on submit at the latest.
  const backend = useBackendHandle();
  const navigate = useNavigate();
  const requestIds = useRef(new RequestIds());
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const form = useForm<SignUpFormInput, unknown, SignUpFormValues>({
    defaultValues: SIGN_UP_DEFAULTS,
    resolver: zodResolver(signUpSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, formState } = form;

  const signIn = async (auth: AuthPort, values: SignUpFormValues) => {
    try {
      const session = await auth.signInWithPassword(values.email, values.password);
      applySession(session);
      // The new admin's home; the guard checks the claims just applied.
      await navigate('/dashboard', { replace: true });
    } catch {
      setError(SIGN_IN_FAILED);
    }
  };

  const create = async (values: SignUpFormValues) => {
    setError(null);
    let adapters: Backend;
    try {
      adapters = await backend.load();
    } catch (cause) {
      setError(adminErrorMessage(cause));
      return;
    }
    const { admin } = adapters;
    if (admin === undefined) {
      setError(UNAVAILABLE);
      return;
    }
    const input = {
      name: values.company,
      legalName: values.legalName,
      taxId: values.taxId,
      admin: { displayName: values.displayName, email: values.email, password: values.password },
      acceptedTerms: values.acceptedTerms,
    };
    try {
      await admin.signUp({ ...input, requestId: requestIds.current.idFor(input) });
    } catch (refused) {
      const message = adminErrorMessage(refused);
      const fields = refused instanceof AdminError ? fieldErrors(refused, message) : [];
      fields.forEach(({ field, message: text }, index) =>
        form.setError(field, { message: text }, { shouldFocus: index === 0 }),
      );
      setError(message);
      return;
    }
    requestIds.current.reset();
    setCreated(true);
    await signIn(adapters.auth, values);
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 3, sm: 6 } }}>
      <Container maxWidth="sm">
        <Stack spacing={3}>
          <BrandHeader />
          <Paper sx={{ p: { xs: 2, sm: 4 } }} elevation={2}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              Crea tu cuenta
            </Typography>
            <Typography color="textSecondary" sx={{ mb: 3 }}>
              Gratis hasta 10 personas, sin tarjeta. En unos minutos tu equipo estará marcando.
            </Typography>
            <Stack
              component="form"
              spacing={3}
              noValidate
              onSubmit={(event) => void form.handleSubmit(create)(event)}
              onFocus={() => void backend.load().catch(() => undefined)}
            >
              {error !== null && (
                <Alert severity="error" role="alert">
                  {error}
                  {error === SIGN_IN_FAILED && (
                    <>
                      {' '}
                      <Link component={RouterLink} to="/login">
                        Ir a iniciar sesión
                      </Link>
                    </>
                  )}
                </Alert>
              )}
              <Section title="Tu empresa">
                <FormTextField
                  control={control}
                  name="company"
                  label="Nombre de la empresa"
                  required
                  autoComplete="organization"
                />
                <FormTextField
                  control={control}
                  name="legalName"
                  label="Razón social"
                  required
                  autoComplete="off"
                />
                <FormTextField
                  control={control}
                  name="taxId"
                  label="RUT empresa"
                  required
                  autoComplete="off"
                  helperText="Por ejemplo 76.543.210-3"
                />
              </Section>
              <Section title="Tu cuenta">
                <FormTextField
                  control={control}
                  name="displayName"
                  label="Tu nombre"
                  required
                  autoComplete="name"
                />
                <FormTextField
                  control={control}
                  name="email"
                  label="Correo electrónico"
                  type="email"
                  required
                  autoComplete="email"
                />
                <FormTextField
                  control={control}
                  name="password"
                  label="Contraseña"
                  type="password"
                  required
                  autoComplete="new-password"
                  helperText={`Al menos ${MIN_INITIAL_PASSWORD_LENGTH} caracteres.`}
                />
              </Section>
              <TermsField control={control} />
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={formState.isSubmitting || created}
              >
                {formState.isSubmitting || created ? 'Creando tu cuenta…' : 'Crear cuenta'}
              </Button>
              <Typography variant="body2" sx={{ textAlign: 'center' }}>
                ¿Ya tienes cuenta?{' '}
                <Link component={RouterLink} to="/login">
                  Inicia sesión
                </Link>
              </Typography>
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
