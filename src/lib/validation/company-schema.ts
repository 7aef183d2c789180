/**
 * A new company (tenant: name, razón social, RUT empresa, time zone) and its first admin (name, e-mail, initial
 * password), checked in Spanish with the settings' limits and the shared field builders: `Nueva empresa`
 * (/admin/empresas) and `Convertir en empresa` (/admin/leads) fill the same form.
 */
import { z } from 'zod';

import type { CreateTenantInput } from '../../data/ports/admin-port';
import { DISPLAY_NAME_MAX } from '../../data/policy/user-write';
import { TENANT_TEXT_LIMITS } from '../../domain/settings/tenant-settings';
import { isSupportedTimeZone } from '../../domain/settings/time-zones';
import { VALIDATION } from '../validation-messages';
import { email, optionalRut, optionalText, requiredText } from './fields';
import { initialPassword } from './initial-password';

export const DEFAULT_TIME_ZONE = 'America/Santiago';

export function newCompanySchema(passwordRequired: boolean) {
  return z.object({
    name: requiredText(TENANT_TEXT_LIMITS.name),
    legalName: optionalText(TENANT_TEXT_LIMITS.legalName),
    taxId: optionalRut(),
    timeZone: z.string().refine(isSupportedTimeZone, VALIDATION.required),
    adminName: requiredText(DISPLAY_NAME_MAX),
    adminEmail: email(),
    adminPassword: initialPassword(passwordRequired),
  });
}
export type NewCompanyInput = z.input<ReturnType<typeof newCompanySchema>>;
export type NewCompanyValues = z.output<ReturnType<typeof newCompanySchema>>;

export const NEW_COMPANY_DEFAULTS: NewCompanyInput = {
  name: '',
  legalName: '',
  taxId: '',
  timeZone: DEFAULT_TIME_ZONE,
  adminName: '',
  adminEmail: '',
  adminPassword: '',
};

/** What AdminPort.createTenant is sent for the form's values (the request id is the caller's). */
export function createTenantRequest(values: NewCompanyValues): Omit<CreateTenantInput, 'requestId'> {
  return {
    name: values.name,
    legalName: values.legalName,
    taxId: values.taxId,
    timeZone: values.timeZone,
    admin: { displayName: values.adminName, email: values.adminEmail, password: values.adminPassword },
  };
}
