/**
 * The fields of a new company and its first admin (src/lib/validation/company-schema.ts), inside a FormDialog:
 * `Nueva empresa` (/admin/empresas) and `Convertir en empresa` (/admin/leads).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';

import { SUPPORTED_TIME_ZONES } from '../domain/settings/time-zones';
import type { NewCompanyInput, NewCompanyValues } from '../lib/validation/company-schema';
import { initialPasswordHelp } from '../lib/validation/initial-password';
import { FormSelectField } from './form/form-select-field';
import { FormTextField } from './form/form-text-field';

const ZONES = SUPPORTED_TIME_ZONES.map((zone) => ({ value: zone.id, label: zone.label }));

function Grid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
  );
}

export interface CompanyFormFieldsProps {
  control: Control<NewCompanyInput, unknown, NewCompanyValues>;
  /** `Contraseña inicial` is required (the backend sends no invitation: AdminPort.passwordRequired). */
  passwordRequired: boolean;
  /** The label of the company's name ('Nombre' by default). */
  nameLabel?: string;
}

export function CompanyFormFields({
  control,
  passwordRequired,
  nameLabel = 'Nombre',
}: CompanyFormFieldsProps) {
  return (
    <>
      <Grid>
        <FormTextField control={control} name="name" label={nameLabel} required autoComplete="off" />
        <FormTextField control={control} name="legalName" label="Razón social" autoComplete="off" />
        <FormTextField
          control={control}
          name="taxId"
          label="RUT empresa"
          helperText="Por ejemplo 76.543.210-3"
        />
        <FormSelectField control={control} name="timeZone" label="Zona horaria" required options={ZONES} />
      </Grid>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Primer administrador
      </Typography>
      <Grid>
        <FormTextField
          control={control}
          name="adminName"
          label="Nombre completo"
          required
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="adminEmail"
          label="Correo electrónico"
          type="email"
          required
          autoComplete="off"
        />
      </Grid>
      <FormTextField
        control={control}
        name="adminPassword"
        label="Contraseña inicial"
        type="password"
        required={passwordRequired}
        autoComplete="new-password"
        helperText={initialPasswordHelp(passwordRequired)}
      />
    </>
  );
}
