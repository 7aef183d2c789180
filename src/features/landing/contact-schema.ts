/**
 * The landing page's contact form (`Contáctanos`): what a visitor types, checked in Spanish with the shared field
 * builders, and what becomes a lead. The limits are those of `validateLeadCreate` (src/data/policy/write-validators.ts)
 * and firestore.rules `validLead`, repeated here so this chunk does not pull in every write validator;
 * contact-schema.test.ts keeps them equal.
 */
import { z } from 'zod';

import {
  email,
  INTEGER_MESSAGE,
  optionalText,
  rangeMessage,
  requiredText,
} from '../../lib/validation/fields';
import { VALIDATION } from '../../lib/validation-messages';

export const LEAD_LIMITS = {
  name: 200,
  email: 200,
  company: 200,
  phone: 40,
  message: 2000,
  employeesMin: 1,
  employeesMax: 1_000_000,
} as const;

export const PHONE_MESSAGE = 'Usa solo números, espacios y los signos + ( ) -';
const PHONE = /^[0-9\s+()-]+$/;
/** Thousands with dots, as Chileans write them ('1.500'), besides plain digits. */
const WHOLE_NUMBER = /^(\d+|\d{1,3}(\.\d{3})+)$/;

/** A phone number that may be left empty (null), written with digits, spaces and + ( ) - only. */
function optionalPhone() {
  return z.string().transform((value, ctx): string | null => {
    const text = value.trim();
    if (text === '') return null;
    if (text.length > LEAD_LIMITS.phone) ctx.addIssue(VALIDATION.maxLength(LEAD_LIMITS.phone));
    else if (!PHONE.test(text)) ctx.addIssue(PHONE_MESSAGE);
    return text;
  });
}

/** A head count that may be left empty (null); otherwise a whole number within the lead's range. */
function optionalHeadCount() {
  const { employeesMin: min, employeesMax: max } = LEAD_LIMITS;
  return z.string().transform((value, ctx): number | null => {
    const text = value.trim();
    if (text === '') return null;
    const count = WHOLE_NUMBER.test(text) ? Number(text.replaceAll('.', '')) : Number.NaN;
    if (!Number.isSafeInteger(count)) ctx.addIssue(INTEGER_MESSAGE);
    else if (count < min || count > max) ctx.addIssue(rangeMessage(min, max));
    return Number.isSafeInteger(count) ? count : null;
  });
}

export const contactSchema = z.object({
  name: requiredText(LEAD_LIMITS.name),
  email: email().pipe(z.string().max(LEAD_LIMITS.email, VALIDATION.maxLength(LEAD_LIMITS.email))),
  company: requiredText(LEAD_LIMITS.company),
  phone: optionalPhone(),
  employees: optionalHeadCount(),
  message: optionalText(LEAD_LIMITS.message),
});

/** What the fields hold (text, as typed). */
export type ContactInput = z.input<typeof contactSchema>;
/** What a valid form gives: trimmed text, null for what was left empty, the head count as a number. */
export type ContactValues = z.output<typeof contactSchema>;

export const CONTACT_DEFAULTS: ContactInput = {
  name: '',
  email: '',
  company: '',
  phone: '',
  employees: '',
  message: '',
};
