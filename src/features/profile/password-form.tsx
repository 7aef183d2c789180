import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { adminErrorMessage } from '../../lib/admin-errors';
import { authErrorMessage, errorCode, passwordChangeErrorMessage } from '../../lib/auth-errors';
import { useBackend } from '../../lib/backend-context';
import { applySession } from '../../stores/apply-session';
import { useSessionStore } from '../../stores/session-store';
import { VALIDATION } from '../../lib/validation-messages';
import { FormFooter, type FormOutcome } from '../../components/form/form-footer';
import { PASSWORD_MIN, PASSWORDS_DIFFER } from './profile-validation';

interface PasswordValues {
  current: string;
  next: string;
  confirmation: string;
}

const EMPTY: PasswordValues = { current: '', next: '', confirmation: '' };
const CHANGED =
  'Contraseña actualizada. Úsala la próxima vez que inicies sesión. Te enviamos un correo avisando el cambio.';
const NO_ADMIN = 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';

/**
 * Change of password: the provider reauthenticates with the current one first, then the server sets the new one
 * (AdminPort setOwnPassword, which wants that recent sign-in) and e-mails the person that it changed (Res. Ex.
 * N° 38 art. 7 f); the provider may end the sessions on a password change, so the form signs in again with it. A
 * failure keeps every field as typed and shows the reason in Spanish (a rejected current password is named as
 * such).
 */
export function PasswordForm() {
  const { auth, admin } = useBackend();
  const email = useSessionStore((s) => s.user?.email ?? null);
  const [visible, setVisible] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    trigger,
    formState: { errors, isSubmitting, isSubmitted, touchedFields },
  } = useForm<PasswordValues>({ defaultValues: EMPTY, mode: 'onTouched' });
  // A changed new password re-checks a confirmation already reached (not one the user has not got to yet).
  const recheckConfirmation = () => {
    if (touchedFields.confirmation || isSubmitted) void trigger('confirmation');
  };

  const change = async ({ current, next }: PasswordValues) => {
    setOutcome(null);
    if (admin === undefined || email === null) {
      setOutcome({ ok: false, message: NO_ADMIN });
      return;
    }
    try {
      await auth.reauthenticate(current);
    } catch (error) {
      console.error('Perfil: no se pudo confirmar la contraseña actual', error);
      setOutcome({ ok: false, message: passwordChangeErrorMessage(errorCode(error)) });
      return;
    }
    try {
      await admin.setOwnPassword({ password: next });
    } catch (error) {
      console.error('Perfil: no se pudo cambiar la contraseña', error);
      setOutcome({ ok: false, message: adminErrorMessage(error) });
      return;
    }
    reset(EMPTY);
    try {
      applySession(await auth.signInWithPassword(email, next));
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
    setOutcome({ ok: true, message: CHANGED });
  };

  const type = visible ? 'text' : 'password';
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label="Cambiar contraseña"
      onSubmit={handleSubmit(change)}
    >
      <TextField
        label="Contraseña actual"
        type={type}
        autoComplete="current-password"
        fullWidth
        required
        error={Boolean(errors.current)}
        helperText={errors.current?.message}
        {...register('current', { required: VALIDATION.required })}
      />
      <TextField
        label="Nueva contraseña"
        type={type}
        autoComplete="new-password"
        fullWidth
        required
        error={Boolean(errors.next)}
        helperText={errors.next?.message}
        {...register('next', {
          required: VALIDATION.required,
          minLength: { value: PASSWORD_MIN, message: VALIDATION.minLength(PASSWORD_MIN) },
          onChange: recheckConfirmation,
        })}
      />
      <TextField
        label="Confirmar nueva contraseña"
        type={type}
        autoComplete="new-password"
        fullWidth
        required
        error={Boolean(errors.confirmation)}
        helperText={errors.confirmation?.message}
        {...register('confirmation', {
          required: VALIDATION.required,
          validate: (value, values) => value === values.next || PASSWORDS_DIFFER,
        })}
      />
      <FormControlLabel
        control={<Checkbox checked={visible} onChange={(e) => setVisible(e.target.checked)} />}
        label="Mostrar contraseñas"
      />
      <FormFooter outcome={outcome} label="Cambiar contraseña" disabled={isSubmitting} />
    </Stack>
  );
}
