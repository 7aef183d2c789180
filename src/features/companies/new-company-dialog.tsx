/**
 * `Nueva empresa`: a tenant and its first admin in one AdminPort.createTenant call. A refusal is shown in the
 * dialog with everything typed kept; retrying the same values sends the same request id.
 */
import { useRef } from 'react';

import { CompanyFormFields } from '../../components/company-form-fields';
import { FormDialog } from '../../components/form-dialog';
import type { AdminPort, CreateTenantResult } from '../../data/ports/admin-port';
import { adminErrorMessage } from '../../lib/admin-errors';
import { RequestIds } from '../../lib/request-id';
import {
  createTenantRequest,
  NEW_COMPANY_DEFAULTS,
  newCompanySchema,
  type NewCompanyInput,
  type NewCompanyValues,
} from '../../lib/validation/company-schema';

export interface NewCompanyDialogProps {
  open: boolean;
  onClose: () => void;
  admin: AdminPort;
  onCreated: (company: string, adminName: string, result: CreateTenantResult) => void;
}

export function NewCompanyDialog({ open, onClose, admin, onCreated }: NewCompanyDialogProps) {
  const requestIds = useRef(new RequestIds());
  const submit = async (values: NewCompanyValues) => {
    const input = createTenantRequest(values);
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
      {({ control }) => <CompanyFormFields control={control} passwordRequired={admin.passwordRequired} />}
    </FormDialog>
  );
}
