import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import { FormFooter, type FormOutcome } from '../../components/form/form-footer';
import { MIN_INITIAL_PASSWORD_LENGTH } from '../../data/ports/admin-port';
import { adminErrorMessage } from '../../lib/admin-errors';
import { authErrorMessage, errorCode } from '../../lib/auth-errors';
import { useBackend } from '../../lib/backend-context';
import { VALIDATION } from '../../lib/validation-messages';
import { applySession } from '../../stores/apply-session';

interface InitialPasswordValues {
  next: string;
  confirmation: string;
}

export const INITIAL_PASSWORD_TITLE = 'Cambia tu contraseña';
export const INITIAL_PASSWORDS_DIFFER = 'Las contraseñas no coinciden.';
const EMPTY: InitialPasswordValues = { next: '', confirmation: '' };
const NO_ADMIN = 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';

/**
 * The first thing an account on an initial password sees (security review M5: the admin who chose it knew it):
 * the guard keeps it on /perfil until it sets its own. The password is set by the server (AdminPort
 * setOwnPassword), which clears the `mustChangePassword` claim; the provider ends the old sessions on a password
 * change, so the form signs in again with the new password and the claims arrive without the flag. A failure
 * keeps both fields as typed.
 */
export function InitialPasswordForm({ email }: { email: string }) {
  const { auth, admin } = useBackend();
  const navigate = useNavigate();
  const [visible, setVisible] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  /** The password the server took: a retry only signs in again with it. */
  const [saved, setSaved] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors, isSubmitting, isSubmitted, touchedFields },
  } = useForm<InitialPasswordValues>({ defaultValues: EMPTY, mode: 'onTouched' });
  const recheckConfirmation = () => {
    if (touchedFields.confirmation || isSubmitted) void trigger('confirmation');
  };

  const save = async ({ next }: InitialPasswordValues) => {
    setOutcome(null);
    let password = saved;
    if (password === null) {
      if (admin === undefined) {
        setOutcome({ ok: false, message: NO_ADMIN });
        return;
      }
      try {
        await admin.setOwnPassword({ password: next });
      } catch (error) {
        console.error('Perfil: no se pudo guardar la contraseña propia', error);
        setOutcome({ ok: false, message: adminErrorMessage(error) });
        return;
      }
      password = next;
      setSaved(next);
    }
    try {
      const session = await auth.signInWithPassword(email, password);
      applySession(session);
    } catch (error) {
      console.error('Perfil: no se pudo iniciar sesión con la contraseña nueva', error);
      setOutcome({
        ok: false,
        message: `Tu contraseña nueva quedó guardada, pero no se pudo iniciar sesión con ella: ${authErrorMessage(
          errorCode(error),
        )}`,
      });
      return;
    }
    // The guard sends the person home by role.
    void navigate('/', { replace: true });
  };

  const type = visible ? 'text' : 'password';
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label={INITIAL_PASSWORD_TITLE}
      onSubmit={handleSubmit(save)}
    >
      <Typography>Tu empresa te dio una contraseña inicial. Elige una nueva para empezar.</Typography>
      <TextField
        label="Nueva contraseña"
        type={type}
        autoComplete="new-password"
        fullWidth
        required
        slotProps={{ htmlInput: { readOnly: saved !== null } }}
        error={Boolean(errors.next)}
        helperText={errors.next?.message ?? `Al menos ${MIN_INITIAL_PASSWORD_LENGTH} caracteres.`}
        {...register('next', {
          required: VALIDATION.required,
          minLength: {
            value: MIN_INITIAL_PASSWORD_LENGTH,
            message: VALIDATION.minLength(MIN_INITIAL_PASSWORD_LENGTH),
          },
          onChange: recheckConfirmation,
        })}
      />
      <TextField
        label="Repite la contraseña"
        type={type}
        autoComplete="new-password"
        fullWidth
        required
        slotProps={{ htmlInput: { readOnly: saved !== null } }}
        error={Boolean(errors.confirmation)}
        helperText={errors.confirmation?.message}
        {...register('confirmation', {
          required: VALIDATION.required,
          validate: (value, values) => value === values.next || INITIAL_PASSWORDS_DIFFER,
        })}
      />
      <FormControlLabel
        control={<Checkbox checked={visible} onChange={(e) => setVisible(e.target.checked)} />}
        label="Mostrar contraseñas"
      />
      <FormFooter
        outcome={outcome}
        label={saved === null ? 'Guardar contraseña' : 'Iniciar sesión de nuevo'}
        disabled={isSubmitting}
      />
    </Stack>
  );
}
