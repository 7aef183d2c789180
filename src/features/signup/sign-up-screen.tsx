/**
 * `/crear` (public; the guard sends a signed-in person to their home, spec §4 rule 3): a visitor creates their
 * company and becomes its admin (AdminPort.signUp: the company in Chile's zone with its default settings and
 * Chile's holidays), is signed in with the password just chosen and lands on /dashboard, where the onboarding
 * checklist takes over. A refusal keeps everything typed and says what to fix under the field concerned.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';

import { BrandHeader } from '../../components/brand-header';
import { useBackendHandle } from '../../lib/backend-context';
import { SignUpFields } from './sign-up-fields';
import {
  SIGN_UP_DEFAULTS,
  signUpSchema,
  type SignUpFormInput,
  type SignUpFormValues,
} from './sign-up-schema';
import { TermsField } from './terms-field';
import { SIGN_IN_FAILED, useSignUp } from './use-sign-up';

export function SignUpScreen() {
  // The form paints without the adapters; they load at the first focus, or on submit at the latest.
  const backend = useBackendHandle();
  const form = useForm<SignUpFormInput, unknown, SignUpFormValues>({
    defaultValues: SIGN_UP_DEFAULTS,
    resolver: zodResolver(signUpSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, formState } = form;
  const { error, created, create } = useSignUp(form, backend);

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
              <SignUpFields control={control} />
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
