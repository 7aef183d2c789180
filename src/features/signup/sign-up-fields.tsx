import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';

import { FormTextField } from '../../components/form/form-text-field';
import { MIN_INITIAL_PASSWORD_LENGTH } from '../../data/ports/admin-port';
import type { SignUpFormInput, SignUpFormValues } from './sign-up-schema';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** The form's two fieldsets: `Tu empresa` (name, razón social, RUT) and `Tu cuenta` (name, e-mail, password). */
export function SignUpFields({ control }: { control: Control<SignUpFormInput, unknown, SignUpFormValues> }) {
  return (
    <>
      <Section title="Tu empresa">
        <FormTextField
          control={control}
          name="company"
          label="Nombre de la empresa"
          required
          autoComplete="organization"
        />
        <FormTextField control={control} name="legalName" label="Razón social" required autoComplete="off" />
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
        <FormTextField control={control} name="displayName" label="Tu nombre" required autoComplete="name" />
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
    </>
  );
}
