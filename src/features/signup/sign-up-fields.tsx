import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';

import { FormTextField } from '../../components/form/form-text-field';
import { MIN_INITIAL_PASSWORD_LENGTH } from '../../data/ports/admin-port';
import { WORKPLACE_LIMITS } from '../../domain/workplaces/workplaces';
import { NativeSelectField } from './native-select-field';
import { REGION_OPTIONS, type SignUpFormInput, type SignUpFormValues } from './sign-up-schema';

type SignUpControl = Control<SignUpFormInput, unknown, SignUpFormValues>;

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {hint !== undefined && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: -1 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Stack>
  );
}

/**
 * `Dirección del lugar de trabajo`: the first workplace's name (`Casa matriz` unless changed) and its full
 * address, every part required but the floor or office, the region a select (Metropolitana at first).
 */
function WorkplaceFields({ control }: { control: SignUpControl }) {
  return (
    <Section
      title="Dirección del lugar de trabajo"
      hint="Donde trabaja tu equipo. Aparece en cada comprobante de marca; puedes agregar más lugares después."
    >
      <FormTextField
        control={control}
        name="workplaceName"
        label="Nombre del lugar"
        required
        autoComplete="off"
        helperText="Por ejemplo Casa matriz o Local Centro"
        inputProps={{ maxLength: WORKPLACE_LIMITS.name }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ flex: 2, minWidth: 0 }}>
          <FormTextField
            control={control}
            name="street"
            label="Calle"
            required
            autoComplete="address-line1"
            inputProps={{ maxLength: WORKPLACE_LIMITS.street }}
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <FormTextField
            control={control}
            name="number"
            label="Número"
            required
            autoComplete="off"
            helperText="Número o S/N"
            inputProps={{ maxLength: WORKPLACE_LIMITS.number }}
          />
        </Box>
      </Stack>
      <FormTextField
        control={control}
        name="unit"
        label="Piso u oficina"
        autoComplete="address-line2"
        helperText="Opcional"
        inputProps={{ maxLength: WORKPLACE_LIMITS.unit }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <FormTextField
            control={control}
            name="comuna"
            label="Comuna"
            required
            autoComplete="off"
            inputProps={{ maxLength: WORKPLACE_LIMITS.comuna }}
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <FormTextField
            control={control}
            name="city"
            label="Ciudad"
            required
            autoComplete="address-level2"
            inputProps={{ maxLength: WORKPLACE_LIMITS.city }}
          />
        </Box>
      </Stack>
      <NativeSelectField control={control} name="region" label="Región" options={REGION_OPTIONS} required />
    </Section>
  );
}

/**
 * The form's fieldsets: `Tu empresa` (name, razón social, RUT), `Dirección del lugar de trabajo` (the first
 * workplace) and `Tu cuenta` (name, e-mail, password).
 */
export function SignUpFields({ control }: { control: SignUpControl }) {
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
      <WorkplaceFields control={control} />
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
