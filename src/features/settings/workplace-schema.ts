/**
 * The Lugar de trabajo form as a zod schema: what a manager types, checked with the product's Spanish messages
 * (spec §5, src/lib/validation/fields.ts) within WORKPLACE_LIMITS (the same sizes as firestore.rules and the write
 * validator), trimmed, an empty unit stored as null and the region as its CUT code.
 */
import { z } from 'zod';

import { isRegionCode, REGIONS } from '../../domain/chile/regions';
import { WORKPLACE_LIMITS, type WorkplaceAddress } from '../../domain/workplaces/workplaces';
import { optionalText, requiredText } from '../../lib/validation/fields';
import { VALIDATION } from '../../lib/validation-messages';

export const workplaceSchema = z.object({
  name: requiredText(WORKPLACE_LIMITS.name),
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
}) satisfies z.ZodType<WorkplaceAddress, unknown>;

export type WorkplaceInput = z.input<typeof workplaceSchema>;

/** The region select's options: the CUT code as the value, the official name as the label. */
export const REGION_OPTIONS = REGIONS.map((region) => ({ value: String(region.code), label: region.name }));

/** The form's values: empty for a new workplace, else the stored ones. */
export function workplaceDefaults(workplace: WorkplaceAddress | null): WorkplaceInput {
  if (workplace === null)
    return { name: '', street: '', number: '', unit: '', comuna: '', city: '', region: '' };
  return {
    name: workplace.name,
    street: workplace.street,
    number: workplace.number,
    unit: workplace.unit ?? '',
    comuna: workplace.comuna,
    city: workplace.city,
    region: isRegionCode(workplace.region) ? String(workplace.region) : '',
  };
}
