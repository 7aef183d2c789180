/**
 * `/crear`: the company (name, razón social, RUT empresa) and the person who creates it (name, e-mail, password),
 * and the terms accepted — checked in Spanish with the tenant's limits and the shared field builders, before the
 * server (AdminPort.signUp) checks the same again.
 */
import { z } from 'zod';

import { DISPLAY_NAME_MAX } from '../../data/policy/user-write';
import { MIN_INITIAL_PASSWORD_LENGTH, type AdminError } from '../../data/ports/admin-port';
import { TENANT_TEXT_LIMITS } from '../../domain/settings/tenant-settings';
import { email, requiredText, rut } from '../../lib/validation/fields';
import { VALIDATION } from '../../lib/validation-messages';

export const TERMS_MESSAGE = 'Debes aceptar los términos y condiciones para crear la cuenta.';

export const signUpSchema = z.object({
  company: requiredText(TENANT_TEXT_LIMITS.name),
  legalName: requiredText(TENANT_TEXT_LIMITS.legalName),
  taxId: rut(),
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
  displayName: '',
  email: '',
  password: '',
  acceptedTerms: false,
};

/** The form field a refused input names (`admin.email` → `email`), or null. */
const FIELD_OF: Readonly<Record<string, keyof SignUpFormInput>> = {
  name: 'company',
  legalName: 'legalName',
  taxId: 'taxId',
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
