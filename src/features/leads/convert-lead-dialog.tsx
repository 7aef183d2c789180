/**
 * `Convertir en empresa`: AdminPort.createTenant with the form of `Nueva empresa`, prefilled from the lead (its
 * company, its contact as the first admin), then the lead is won and linked to the new tenant. A refusal keeps
 * everything typed; a retry after the company was created only links the lead (no second company).
 */
import { useRef } from 'react';

import { CompanyFormFields } from '../../components/company-form-fields';
import { FormDialog } from '../../components/form-dialog';
import type { AdminPort, CreateTenantResult } from '../../data/ports/admin-port';
import { LEAD_LIMITS } from '../../data/policy/lead-write';
import { adminErrorMessage } from '../../lib/admin-errors';
import { RequestIds } from '../../lib/request-id';
import {
  createTenantRequest,
  NEW_COMPANY_DEFAULTS,
  newCompanySchema,
  type NewCompanyInput,
  type NewCompanyValues,
} from '../../lib/validation/company-schema';
import type { LeadRow } from './lead-search';

export const LINK_FAILED =
  'La empresa se creó, pero no se pudo vincular el lead. Vuelve a intentarlo: no se creará otra empresa.';

export interface ConvertLeadDialogProps {
  lead: LeadRow | null;
  open: boolean;
  onClose: () => void;
  admin: AdminPort;
  /** Links the lead to the created tenant (its status, timeline and audit entry). */
  link: (lead: LeadRow, company: { tenantId: string; name: string }) => Promise<void>;
  onConverted: (lead: LeadRow, company: string, result: CreateTenantResult) => void;
}

/** The form's first values: the lead's company and its contact as the company's first admin. */
export function convertDefaults(lead: LeadRow | null): NewCompanyInput {
  if (lead === null) return NEW_COMPANY_DEFAULTS;
  return {
    ...NEW_COMPANY_DEFAULTS,
    name: lead.company.slice(0, LEAD_LIMITS.text),
    adminName: lead.name,
    adminEmail: lead.email,
  };
}

/** The company was created but the lead could not be linked to it. */
class LinkError extends Error {}

function convertErrorMessage(error: unknown): string {
  return error instanceof LinkError ? LINK_FAILED : adminErrorMessage(error);
}

export function ConvertLeadDialog({ lead, open, onClose, admin, link, onConverted }: ConvertLeadDialogProps) {
  const requestIds = useRef(new RequestIds());
  // The company already created for a lead whose linking failed: a retry only links the lead.
  const created = useRef<{ leadId: string; name: string; result: CreateTenantResult } | null>(null);

  const submit = async (values: NewCompanyValues) => {
    if (lead === null) return;
    const done = created.current?.leadId === lead.id ? created.current : null;
    let result: CreateTenantResult;
    if (done) {
      result = done.result;
    } else {
      const input = createTenantRequest(values);
      result = await admin.createTenant({ ...input, requestId: requestIds.current.idFor(input) });
      requestIds.current.reset();
    }
    const name = done?.name ?? values.name;
    created.current = { leadId: lead.id, name, result };
    try {
      await link(lead, { tenantId: result.tenantId, name });
    } catch (error) {
      console.error('Convertir en empresa: no se pudo vincular el lead', error);
      throw new LinkError(LINK_FAILED);
    }
    created.current = null;
    onConverted(lead, name, result);
  };

  return (
    <FormDialog<NewCompanyInput, NewCompanyValues>
      open={open}
      title="Convertir en empresa"
      schema={newCompanySchema(admin.passwordRequired)}
      defaultValues={convertDefaults(lead)}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Crear empresa"
      saveErrorMessage={convertErrorMessage}
    >
      {({ control }) => (
        <CompanyFormFields
          control={control}
          passwordRequired={admin.passwordRequired}
          nameLabel="Nombre de la empresa"
        />
      )}
    </FormDialog>
  );
}
