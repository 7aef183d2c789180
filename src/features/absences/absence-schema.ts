/**
 * The form of `Registrar ausencia`: the person, one of the four types, the days (first and last, inclusive),
 * a comment and, optionally, the name of a supporting document. Limits are the rules' (PLANNING_TEXT_LIMITS).
 */
import { z } from 'zod';

import { PLANNING_TEXT_LIMITS } from '../../domain/planning/plan';
import { ABSENCE_TYPES, type AbsenceType } from '../../domain/labels';
import { absenceDayFields, checkAbsenceDates } from '../../lib/validation/absence-dates';
import { optionalText } from '../../lib/validation/fields';
import { VALIDATION } from '../../lib/validation-messages';

export interface RecordAbsenceValues {
  userId: string;
  type: string;
  from: string;
  to: string;
  note: string;
  attachmentName: string;
}

export const recordAbsenceSchema = z
  .object({
    userId: z.string().refine((value) => value !== '', VALIDATION.required),
    type: z
      .string()
      .refine((value) => (ABSENCE_TYPES as readonly string[]).includes(value), VALIDATION.required)
      .transform((value) => value as AbsenceType),
    ...absenceDayFields,
    note: optionalText(PLANNING_TEXT_LIMITS.absenceNote),
    attachmentName: optionalText(PLANNING_TEXT_LIMITS.attachmentName),
  })
  .superRefine(checkAbsenceDates);

export type RecordAbsenceOutput = z.output<typeof recordAbsenceSchema>;

export function emptyRecordValues(today: string): RecordAbsenceValues {
  return { userId: '', type: 'vacaciones', from: today, to: today, note: '', attachmentName: '' };
}
