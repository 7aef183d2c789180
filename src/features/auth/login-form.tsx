import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useEffect, useRef, useState, type Ref } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';

import { TextInput } from '../../components/form/text-input';
import { VALIDATION, isEmail } from '../../lib/validation-messages';

export interface LoginValues {
  email: string;
  password: string;
}

interface LoginFormProps {
  form: UseFormReturn<LoginValues>;
  error: string | null;
  onSubmit: (values: LoginValues) => Promise<void>;
  /** The submit button, for the demo accounts box to bring into view after filling the form. */
  submitRef?: Ref<HTMLButtonElement>;
}

/**
 * Email and password. Both fields are controlled (their value comes from the form state), so a value set from
 * outside — a demo account, the browser's autofill — raises the label above it instead of under it.
 */
export function LoginForm({ form, error, onSubmit, submitRef }: LoginFormProps) {
  const [showPassword, setShowPassword] = useState(false);
  const emailInput = useRef<HTMLInputElement | null>(null);
  // The page is for signing in: the cursor waits in the email field. A script, not `autoFocus`, and at once
  // (react-hook-form's setFocus waits a tick, which a quick first tap elsewhere could land in).
  useEffect(() => emailInput.current?.focus(), []);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={handleSubmit(onSubmit)}
      aria-label="Inicio de sesión"
    >
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Controller
        name="email"
        control={control}
        rules={{
          required: VALIDATION.required,
          validate: (value) => isEmail(value) || VALIDATION.email,
        }}
        render={({ field, fieldState }) => (
          <TextInput
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={(element: HTMLInputElement | HTMLTextAreaElement | null) => {
              field.ref(element);
              emailInput.current = element instanceof HTMLInputElement ? element : null;
            }}
            label="Correo electrónico"
            type="email"
            autoComplete="username"
            inputProps={{ inputMode: 'email' }}
            fullWidth
            required
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="password"
        control={control}
        rules={{ required: VALIDATION.required }}
        render={({ field, fieldState }) => (
          <TextInput
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            label="Contraseña"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            fullWidth
            required
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message}
            endAdornment={
              <InputAdornment position="end">
                <IconButton
                  aria-label={showPassword ? 'Ocultar contraseña' : 'Mostrar contraseña'}
                  onClick={() => setShowPassword((v) => !v)}
                  edge="end"
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            }
          />
        )}
      />
      <Button ref={submitRef} type="submit" variant="contained" size="large" disabled={isSubmitting}>
        Iniciar sesión
      </Button>
    </Stack>
  );
}
