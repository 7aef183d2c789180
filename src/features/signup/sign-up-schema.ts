/**
 * `/crear`: the company (name, razón social, RUT empresa), its first Lugar de trabajo (name and full address, as
 * Res. Ex. N° 38 art. 13.2–13.3 has the receipts print it), the person who creates it (name, e-mail, password),
 * and the terms accepted — checked in Spanish with the tenant's and the workplace's limits and the shared field
 * builders, before the server (AdminPort.signUp) checks the same again.
 */
import { z } from 'zod';

import { DISPLAY_NAME_MAX } from '../../data/policy/user-write';
import { MIN_INITIAL_PASSWORD_LENGTH, type AdminError } from '../../data/ports/admin-port';
import { isRegionCode, REGIONS } from '../../domain/chile/regions';
import { TENANT_TEXT_LIMITS } from '../../domain/settings/tenant-settings';
import { WORKPLACE_LIMITS, type WorkplaceAddress } from '../../domain/workplaces/workplaces';
import { email, optionalText, requiredText, rut } from '../../lib/validation/fields';
import { VALIDATION } from '../../lib/validation-messages';

export const TERMS_MESSAGE = 'Debes aceptar los términos y condiciones para crear la cuenta.';

/** The first workplace's name unless the visitor names it otherwise. */
export const FIRST_WORKPLACE_NAME = 'Casa matriz';
/** The region chosen at first: the Metropolitana (CUT 13), where most companies start. */
export const DEFAULT_REGION = 13;

/** The region select's options: the CUT code as the value, the official name as the label. */
export const REGION_OPTIONS = REGIONS.map((region) => ({ value: String(region.code), label: region.name }));

export const signUpSchema = z.object({
  company: requiredText(TENANT_TEXT_LIMITS.name),
  legalName: requiredText(TENANT_TEXT_LIMITS.legalName),
  taxId: rut(),
  workplaceName: requiredText(WORKPLACE_LIMITS.name),
  street: requiredText(WORKPLACE_LIMITS.street),
  number: requiredText(WORKPLACE_LIMITS.number),
  unit: optionalText(WORKPLACE_LIMITS.unit),
  comuna: requiredText(WORKPLACE_LIMITS.comuna),
  city: requiredText(WORKPLACE_LIMITS.city),
  region: z.string().transform((value, ctx): number => {
    const code = value.trim() === '' ? Number.NaN : Number(value);
    if (value.trim() === '') ctx.addIssue(VALIDATION.required);
    else if (!isRegionCode(code)) ctx.addIssue(VALIDATION.pattern);
    return code;
  }),
  displayName: requiredText(DISPLAY_NAME_MAX),
  email: email(),
  password: z.string().superRefine((value, ctx) => {
    if (value === '') ctx.addIssue(VALIDATION.required);
    else if (value.length < MIN_INITIAL_PASSWORD_LENGTH)
      ctx.addIssue(VALIDATION.minLength(MIN_INITIAL_PASSWORD_LENGTH));
  }),
  acceptedTerms: z.boolean().refine((accepted) => accepted, TERMS_MESSAGE),
});

export type SignUpFormInput = z.input<typeof signUpSchema>;
export type SignUpFormValues = z.output<typeof signUpSchema>;

export const SIGN_UP_DEFAULTS: SignUpFormInput = {
  company: '',
  legalName: '',
  taxId: '',
  workplaceName: FIRST_WORKPLACE_NAME,
  street: '',
  number: '',
  unit: '',
  comuna: '',
  city: '',
  region: String(DEFAULT_REGION),
  displayName: '',
  email: '',
  password: '',
  acceptedTerms: false,
};

/** The first workplace as AdminPort.signUp sends it. */
export function workplaceOfForm(values: SignUpFormValues): WorkplaceAddress {
  const { workplaceName, street, number, unit, comuna, city, region } = values;
  return { name: workplaceName, street, number, unit, comuna, city, region };
}

/** The form field a refused input names (`admin.email` → `email`), or null. */
const FIELD_OF: Readonly<Record<string, keyof SignUpFormInput>> = {
  name: 'company',
  legalName: 'legalName',
  taxId: 'taxId',
  workplace: 'street',
  'workplace.name': 'workplaceName',
  'workplace.street': 'street',
  'workplace.number': 'number',
  'workplace.unit': 'unit',
  'workplace.comuna': 'comuna',
  'workplace.city': 'city',
  'workplace.region': 'region',
  'admin.displayName': 'displayName',
  'admin.email': 'email',
  'admin.password': 'password',
  acceptedTerms: 'acceptedTerms',
};

/**
 * What a refusal says about single fields, so the message sits under the field to fix: the fields the server
 * named, and the e-mail when it already has an account.
 */
export function fieldErrors(
  error: AdminError,
  message: string,
): { field: keyof SignUpFormInput; message: string }[] {
  if (error.reason === 'email-exists') return [{ field: 'email', message }];
  return error.fields.flatMap((name) => {
    const field = FIELD_OF[name];
    return field === undefined ? [] : [{ field, message }];
  });
}
