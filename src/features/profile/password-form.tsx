import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { errorCode, passwordChangeErrorMessage } from '../../lib/auth-errors';
import { useBackend } from '../../lib/backend-context';
import { VALIDATION } from '../../lib/validation-messages';
import { FormFooter, type FormOutcome } from '../../components/form/form-footer';
import { PASSWORD_MIN, PASSWORDS_DIFFER } from './profile-validation';

interface PasswordValues {
  current: string;
  next: string;
  confirmation: string;
}

const EMPTY: PasswordValues = { current: '', next: '', confirmation: '' };
const CHANGED = 'Contraseña actualizada. Úsala la próxima vez que inicies sesión.';

/**
 * Change of password: the provider reauthenticates with the current one first. A failure keeps every field as
 * typed and shows the provider's reason in Spanish (a rejected current password is named as such).
 */
export function PasswordForm() {
  const { auth } = useBackend();
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
    try {
      await auth.changePassword(current, next);
    } catch (error) {
      console.error('Perfil: no se pudo cambiar la contraseña', error);
      setOutcome({ ok: false, message: passwordChangeErrorMessage(errorCode(error)) });
      return;
    }
    reset(EMPTY);
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
