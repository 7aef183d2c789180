/**
 * `Nueva empresa`: a tenant and its first admin in one AdminPort.createTenant call. A refusal is shown in the
 * dialog with everything typed kept; retrying the same values sends the same request id.
 */
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useRef } from 'react';

import { FormDialog } from '../../components/form-dialog';
import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import type { AdminPort, CreateTenantResult } from '../../data/ports/admin-port';
import { SUPPORTED_TIME_ZONES } from '../../domain/settings/time-zones';
import { adminErrorMessage } from '../../lib/admin-errors';
import { RequestIds } from '../../lib/request-id';
import { initialPasswordHelp } from '../../lib/validation/initial-password';
import {
  NEW_COMPANY_DEFAULTS,
  newCompanySchema,
  type NewCompanyInput,
  type NewCompanyValues,
} from './company-schema';

const ZONES = SUPPORTED_TIME_ZONES.map((zone) => ({ value: zone.id, label: zone.label }));

export interface NewCompanyDialogProps {
  open: boolean;
  onClose: () => void;
  admin: AdminPort;
  onCreated: (company: string, adminName: string, result: CreateTenantResult) => void;
}

function Grid({ children }: { children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
  );
}

export function NewCompanyDialog({ open, onClose, admin, onCreated }: NewCompanyDialogProps) {
  const requestIds = useRef(new RequestIds());
  const submit = async (values: NewCompanyValues) => {
    const input = {
      name: values.name,
      legalName: values.legalName,
      taxId: values.taxId,
      timeZone: values.timeZone,
      admin: { displayName: values.adminName, email: values.adminEmail, password: values.adminPassword },
    };
    const result = await admin.createTenant({ ...input, requestId: requestIds.current.idFor(input) });
    requestIds.current.reset();
    onCreated(values.name, values.adminName, result);
  };
  return (
    <FormDialog<NewCompanyInput, NewCompanyValues>
      open={open}
      title="Nueva empresa"
      schema={newCompanySchema(admin.passwordRequired)}
      defaultValues={NEW_COMPANY_DEFAULTS}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Crear empresa"
      saveErrorMessage={adminErrorMessage}
    >
      {({ control }) => (
        <>
          <Grid>
            <FormTextField control={control} name="name" label="Nombre" required autoComplete="off" />
            <FormTextField control={control} name="legalName" label="Razón social" autoComplete="off" />
            <FormTextField
              control={control}
              name="taxId"
              label="RUT empresa"
              helperText="Por ejemplo 76.543.210-3"
            />
            <FormSelectField
              control={control}
              name="timeZone"
              label="Zona horaria"
              required
              options={ZONES}
            />
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
            required={admin.passwordRequired}
            autoComplete="new-password"
            helperText={initialPasswordHelp(admin.passwordRequired)}
          />
        </>
      )}
    </FormDialog>
  );
}
