import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';

import { VALIDATION, isEmail } from '../../lib/validation-messages';

export interface LoginValues {
  email: string;
  password: string;
}

interface LoginFormProps {
  form: UseFormReturn<LoginValues>;
  error: string | null;
  onSubmit: (values: LoginValues) => Promise<void>;
}

export function LoginForm({ form, error, onSubmit }: LoginFormProps) {
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
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
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="username"
        inputMode="email"
        fullWidth
        required
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
        {...register('email', {
          required: VALIDATION.required,
          validate: (value) => isEmail(value) || VALIDATION.email,
        })}
      />
      <TextField
        label="Contraseña"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        fullWidth
        required
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={showPassword ? 'Ocultar contraseña' : 'Mostrar contraseña'}
                  onClick={() => setShowPassword((v) => !v)}
                  edge="end"
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
        {...register('password', { required: VALIDATION.required })}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        Iniciar sesión
      </Button>
    </Stack>
  );
}
