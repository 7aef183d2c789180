/**
 * `Nuevo empleado`: the person's account (name, e-mail, RUT, role, initial password) and their file, created in
 * one AdminPort call. The form is checked against the people already loaded (a RUT or e-mail of the tenant is
 * refused before calling); a refusal of the server is shown in the dialog with everything typed kept. Retrying
 * the same values sends the same request id, so a retry after a lost answer cannot create the person twice.
 */
import Typography from '@mui/material/Typography';
import { useMemo, useRef } from 'react';

import { FormDialog } from '../../components/form-dialog';
import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import type { AdminPort, CreateUserResult } from '../../data/ports/admin-port';
import { ROLE_LABEL, type Role } from '../../domain/labels';
import { dayKey } from '../../domain/calendar/time-zone';
import { adminErrorMessage } from '../../lib/admin-errors';
import { RequestIds } from '../../lib/request-id';
import { initialPasswordHelp } from '../../lib/validation/initial-password';
import { ContractFields, FieldGrid, IdentityFields, PayrollFields } from './employee-file-fields';
import type { FileControl } from './employee-file-inputs';
import {
  filledFile,
  newEmployeeDefaults,
  newEmployeeSchema,
  toEmployeeFile,
  type Existing,
  type NewEmployeeInput,
  type NewEmployeeValues,
} from './employee-schema';

/** The roles a manager may give: Superusuario only when a superuser is creating. */
export function roleOptions(allowSuperuser: boolean) {
  const roles: Role[] = allowSuperuser ? ['employee', 'admin', 'superuser'] : ['employee', 'admin'];
  return roles.map((role) => ({ value: role, label: ROLE_LABEL[role] }));
}

/** What the dialogs that create people (one by one, or from a CSV) are given. */
export interface CreatePeopleDialogProps {
  open: boolean;
  onClose: () => void;
  admin: AdminPort;
  tenantId: string;
  timeZone: string;
  /** The tenant's e-mails and RUTs, to refuse a duplicate before calling. */
  existing: Existing;
  allowSuperuser: boolean;
}

export interface NewEmployeeDialogProps extends CreatePeopleDialogProps {
  onCreated: (name: string, result: CreateUserResult) => void;
}

export function NewEmployeeDialog({
  open,
  onClose,
  admin,
  tenantId,
  timeZone,
  existing,
  allowSuperuser,
  onCreated,
}: NewEmployeeDialogProps) {
  const requestIds = useRef(new RequestIds());
  const schema = useMemo(
    () =>
      newEmployeeSchema({
        passwordRequired: admin.passwordRequired,
        existing,
        allowSuperuser,
        today: dayKey(new Date(), timeZone),
      }),
    [admin.passwordRequired, existing, allowSuperuser, timeZone],
  );
  const submit = async (values: NewEmployeeValues) => {
    const { displayName, email, role, password, ...file } = values;
    const input = {
      tenantId,
      email,
      displayName,
      role,
      password,
      file: filledFile(toEmployeeFile(file, timeZone)),
    };
    const result = await admin.createUser({ ...input, requestId: requestIds.current.idFor(input) });
    requestIds.current.reset();
    onCreated(displayName, result);
  };

  return (
    <FormDialog<NewEmployeeInput, NewEmployeeValues>
      open={open}
      title="Nuevo empleado"
      schema={schema}
      defaultValues={newEmployeeDefaults()}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Crear empleado"
      saveErrorMessage={adminErrorMessage}
    >
      {({ control }) => {
        const fileControl = control as unknown as FileControl;
        return (
          <>
            <FieldGrid>
              <FormTextField
                control={control}
                name="displayName"
                label="Nombre completo"
                required
                autoComplete="off"
              />
              <FormTextField
                control={control}
                name="email"
                label="Correo electrónico"
                type="email"
                required
                autoComplete="off"
              />
              <IdentityFields control={fileControl} required />
              <FormSelectField
                control={control}
                name="role"
                label="Rol"
                required
                options={roleOptions(allowSuperuser)}
              />
            </FieldGrid>
            <FormTextField
              control={control}
              name="password"
              label="Contraseña inicial"
              type="password"
              required={admin.passwordRequired}
              autoComplete="new-password"
              helperText={initialPasswordHelp(admin.passwordRequired)}
            />
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              Contrato
            </Typography>
            <ContractFields control={fileControl} inFile={false} />
            <PayrollFields control={fileControl} />
          </>
        );
      }}
    </FormDialog>
  );
}
