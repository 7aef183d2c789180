import { useEffect, useRef, useState, type FormEvent } from 'react';

import { Alert } from '../../components/alert';
import { isValidRut } from '../../domain/chile/rut';
import { PIN_MAX_LENGTH, PIN_MESSAGES, PIN_MIN_LENGTH } from '../../domain/identification/pin';
import { VALIDATION } from '../../lib/validation-messages';
import { VisibilityIcon, VisibilityOffIcon } from './icons';
import { OutlinedField } from './outlined-field';

export interface PinSignInValues {
  rut: string;
  pin: string;
}

type PinErrors = Record<keyof PinSignInValues, string | undefined>;

export const PIN_SIGN_IN_TITLE = 'Ingresar con RUT y PIN';
export const RUT_INVALID = 'Ingresa un RUT válido, con su dígito verificador (por ejemplo, 12.345.678-5).';
const PIN_DIGITS = new RegExp(`^\\d{${PIN_MIN_LENGTH},${PIN_MAX_LENGTH}}$`);

function check(values: PinSignInValues): PinErrors {
  const rut = values.rut.trim();
  return {
    rut: rut === '' ? VALIDATION.required : isValidRut(rut) ? undefined : RUT_INVALID,
    pin:
      values.pin === '' ? VALIDATION.required : PIN_DIGITS.test(values.pin) ? undefined : PIN_MESSAGES.digits,
  };
}

interface PinSignInFormProps {
  error: string | null;
  onSubmit: (values: PinSignInValues) => Promise<void>;
  /** Back to the e-mail and password. */
  onBack: () => void;
}

/**
 * Res. Ex. N° 38 art. 7 g, the second way to identify: the RUT (check digit checked here and by the server) and the
 * PIN de marcación the person set in `Mi Perfil`. Plain elements like the rest of the sign-in page; nothing is
 * checked until the first submit, then each field as it changes. A refused sign-in keeps what was typed.
 */
export function PinSignInForm({ error, onSubmit, onBack }: PinSignInFormProps) {
  const [values, setValues] = useState<PinSignInValues>({ rut: '', pin: '' });
  const [errors, setErrors] = useState<PinErrors>({ rut: undefined, pin: undefined });
  const [checked, setChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [showPin, setShowPin] = useState(false);
  const rutRef = useRef<HTMLInputElement>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  useEffect(() => rutRef.current?.focus(), []);

  const change = (field: keyof PinSignInValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) setErrors(check(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setChecked(true);
    setErrors(found);
    if (found.rut !== undefined) return rutRef.current?.focus();
    if (found.pin !== undefined) return pinRef.current?.focus();
    setSubmitting(true);
    void onSubmit({ rut: values.rut.trim(), pin: values.pin }).finally(() => setSubmitting(false));
  };

  return (
    <form className="login-form" noValidate onSubmit={submit} aria-label={PIN_SIGN_IN_TITLE}>
      {error && <Alert severity="error">{error}</Alert>}
      <OutlinedField
        name="rut"
        label="RUT"
        value={values.rut}
        onChange={(event) => change('rut', event.target.value)}
        inputRef={rutRef}
        autoComplete="username"
        required
        error={errors.rut}
      />
      <OutlinedField
        name="pin"
        label="PIN de marcación"
        value={values.pin}
        onChange={(event) => change('pin', event.target.value.replace(/\D/g, '').slice(0, PIN_MAX_LENGTH))}
        inputRef={pinRef}
        type={showPin ? 'text' : 'password'}
        inputMode="numeric"
        autoComplete="off"
        required
        error={errors.pin}
        endAdornment={
          <button
            type="button"
            className="login-icon-button"
            aria-label={showPin ? 'Ocultar PIN' : 'Mostrar PIN'}
            onClick={() => setShowPin((shown) => !shown)}
          >
            {showPin ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </button>
        }
      />
      <button
        type="submit"
        className="plain-button plain-button--contained plain-button--large"
        disabled={submitting}
      >
        Ingresar
      </button>
      <button type="button" className="plain-button plain-button--text" onClick={onBack}>
        Ingresar con correo y contraseña
      </button>
    </form>
  );
}
