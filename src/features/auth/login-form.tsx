import { useEffect, useState, type Ref } from 'react';

import { Alert } from '../../components/alert';
import { VisibilityIcon, VisibilityOffIcon } from './icons';
import { OutlinedField } from './outlined-field';
import type { SignInForm, SignInValues } from './use-sign-in-form';

interface LoginFormProps {
  form: SignInForm;
  error: string | null;
  onSubmit: (values: SignInValues) => Promise<void>;
  /** The submit button, for the demo accounts box to bring into view after filling the form. */
  submitRef?: Ref<HTMLButtonElement>;
}

/**
 * Email and password. Both fields are controlled (their value comes from the form state), so a value set from
 * outside — a demo account, the browser's autofill — raises the label above it instead of under it.
 */
export function LoginForm({ form, error, onSubmit, submitRef }: LoginFormProps) {
  const [showPassword, setShowPassword] = useState(false);
  const { focus } = form;
  // The page is for signing in: the cursor waits in the email field. A script, not `autoFocus`, and at once, as
  // the form mounts.
  useEffect(() => focus('email'), [focus]);
  return (
    <form
      className="login-form"
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-label="Inicio de sesión"
    >
      {error && <Alert severity="error">{error}</Alert>}
      <OutlinedField
        {...form.field('email')}
        label="Correo electrónico"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
      />
      <OutlinedField
        {...form.field('password')}
        label="Contraseña"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        required
        endAdornment={
          <button
            type="button"
            className="login-icon-button"
            aria-label={showPassword ? 'Ocultar contraseña' : 'Mostrar contraseña'}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </button>
        }
      />
      <button
        ref={submitRef}
        type="submit"
        className="plain-button plain-button--contained plain-button--large"
        disabled={form.submitting}
      >
        Iniciar sesión
      </button>
    </form>
  );
}
