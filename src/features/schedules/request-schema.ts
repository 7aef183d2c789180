/**
 * The form of `Solicitar ausencia`: one of the types an employee may request, the days (first and last,
 * inclusive) and an optional comment, within the rules' limits.
 */
import { z } from 'zod';

import { PLANNING_TEXT_LIMITS } from '../../domain/planning/plan';
import { REQUESTABLE_ABSENCE_TYPES } from '../../domain/labels';
import { absenceDayFields, checkAbsenceDates } from '../../lib/validation/absence-dates';
import { optionalText } from '../../lib/validation/fields';
import { VALIDATION } from '../../lib/validation-messages';
import type { RequestableType } from './agenda-repository';

export interface RequestValues {
  type: string;
  from: string;
  to: string;
  note: string;
}

export const requestSchema = z
  .object({
    type: z
      .string()
      .refine(
        (value) => (REQUESTABLE_ABSENCE_TYPES as readonly string[]).includes(value),
        VALIDATION.required,
      )
      .transform((value) => value as RequestableType),
    ...absenceDayFields,
    note: optionalText(PLANNING_TEXT_LIMITS.absenceNote),
  })
  .superRefine(checkAbsenceDates);

export type RequestOutput = z.output<typeof requestSchema>;

export function emptyRequest(today: string): RequestValues {
  return { type: 'vacaciones', from: today, to: today, note: '' };
}
