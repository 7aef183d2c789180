import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { FormFooter, type FormOutcome } from '../../components/form/form-footer';
import { PIN_MAX_LENGTH, PIN_MESSAGES, PIN_MIN_LENGTH, pinMessage } from '../../domain/identification/pin';
import { adminErrorMessage } from '../../lib/admin-errors';
import { errorCode, passwordChangeErrorMessage } from '../../lib/auth-errors';
import { useBackend } from '../../lib/backend-context';
import { VALIDATION } from '../../lib/validation-messages';

interface PinValues {
  current: string;
  pin: string;
  confirmation: string;
}

export const PIN_SECTION_TITLE = 'PIN de marcación';
const EMPTY: PinValues = { current: '', pin: '', confirmation: '' };
const NO_ADMIN = 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';
const SAVED = 'PIN guardado. Te enviamos un correo avisando el cambio.';
const REPLACED = 'PIN actualizado: el anterior ya no sirve. Te enviamos un correo avisando el cambio.';

/**
 * Res. Ex. N° 38 art. 7 g: the second way to identify, a personal PIN of PIN_MIN_LENGTH–PIN_MAX_LENGTH digits
 * (no biometrics), with which the person also signs in (`Ingresar con RUT y PIN`). Trivial PINs are refused here
 * and by the server (src/domain/identification/pin.ts). An account with a password confirms it first (the server
 * wants a recent sign-in); the server keeps only a salted hash and e-mails the person (art. 7 f). A failure keeps
 * every field as typed.
 */
export function PinForm({ hasPassword }: { hasPassword: boolean }) {
  const { auth, admin } = useBackend();
  const [visible, setVisible] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    trigger,
    formState: { errors, isSubmitting, isSubmitted, touchedFields },
  } = useForm<PinValues>({ defaultValues: EMPTY, mode: 'onTouched' });
  const recheckConfirmation = () => {
    if (touchedFields.confirmation || isSubmitted) void trigger('confirmation');
  };

  const save = async ({ current, pin }: PinValues) => {
    setOutcome(null);
    if (admin === undefined) {
      setOutcome({ ok: false, message: NO_ADMIN });
      return;
    }
    if (hasPassword) {
      try {
        await auth.reauthenticate(current);
      } catch (error) {
        console.error('Perfil: no se pudo confirmar la contraseña para el PIN', error);
        setOutcome({ ok: false, message: passwordChangeErrorMessage(errorCode(error)) });
        return;
      }
    }
    let replaced: boolean;
    try {
      ({ replaced } = await admin.setOwnPin({ pin }));
    } catch (error) {
      console.error('Perfil: no se pudo guardar el PIN', error);
      setOutcome({ ok: false, message: adminErrorMessage(error) });
      return;
    }
    reset(EMPTY);
    setOutcome({ ok: true, message: replaced ? REPLACED : SAVED });
  };

  const type = visible ? 'text' : 'password';
  const digits = { inputMode: 'numeric' as const, maxLength: PIN_MAX_LENGTH, pattern: '[0-9]*' };
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label={PIN_SECTION_TITLE}
      onSubmit={handleSubmit(save)}
    >
      <Typography color="textSecondary">
        Con tu RUT y este PIN también puedes ingresar a Asiste (en el inicio de sesión, «Ingresar con RUT y
        PIN»). Si ya tenías uno, el nuevo lo reemplaza. Para usarlo, tu RUT debe estar registrado en tu ficha.
      </Typography>
      {hasPassword && (
        <TextField
          label="Contraseña actual"
          type={type}
          autoComplete="current-password"
          fullWidth
          required
          error={Boolean(errors.current)}
          helperText={errors.current?.message ?? 'Por seguridad, confirma que eres tú.'}
          {...register('current', { required: VALIDATION.required })}
        />
      )}
      <TextField
        label="PIN nuevo"
        type={type}
        autoComplete="off"
        fullWidth
        required
        slotProps={{ htmlInput: digits }}
        error={Boolean(errors.pin)}
        helperText={
          errors.pin?.message ??
          `Entre ${PIN_MIN_LENGTH} y ${PIN_MAX_LENGTH} dígitos; no uses dígitos iguales ni seguidos (1111, 1234).`
        }
        {...register('pin', {
          required: VALIDATION.required,
          validate: (value) => pinMessage(value) ?? true,
          onChange: recheckConfirmation,
        })}
      />
      <TextField
        label="Repite el PIN"
        type={type}
        autoComplete="off"
        fullWidth
        required
        slotProps={{ htmlInput: digits }}
        error={Boolean(errors.confirmation)}
        helperText={errors.confirmation?.message}
        {...register('confirmation', {
          required: VALIDATION.required,
          validate: (value, values) => value === values.pin || PIN_MESSAGES.differ,
        })}
      />
      <FormControlLabel
        control={<Checkbox checked={visible} onChange={(e) => setVisible(e.target.checked)} />}
        label={hasPassword ? 'Mostrar PIN y contraseña' : 'Mostrar PIN'}
      />
      <FormFooter outcome={outcome} label="Guardar PIN" disabled={isSubmitting} />
    </Stack>
  );
}
