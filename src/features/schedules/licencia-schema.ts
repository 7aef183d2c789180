/**
 * The form of `Informar licencia médica`: the days (first and last, inclusive, a plausible range), the folio and
 * the document, with an optional comment (domain/absences/licencia.ts holds the limits the rules hold too).
 */
import { z } from 'zod';

import { attachmentProblem, folioProblem, licenciaDaysProblem } from '../../domain/absences/licencia';
import { PLANNING_TEXT_LIMITS } from '../../domain/planning/plan';
import { dayKey, optionalText } from '../../lib/validation/fields';

export interface LicenciaValues {
  from: string;
  to: string;
  folio: string;
  /** The chosen document; null until one is chosen. */
  file: File | null;
  note: string;
}

/** The schema for a form opened on `today` (the tenant's day): the start is judged against it. */
export function licenciaSchema(today: string) {
  return z
    .object({
      from: dayKey(),
      to: dayKey(),
      folio: z.string().transform((value, ctx) => {
        const problem = folioProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
        return value.trim();
      }),
      file: z
        .custom<File | null>((value) => value === null || value instanceof Blob)
        .transform((value, ctx): File => {
          const problem = attachmentProblem(value);
          if (problem || value === null) {
            ctx.addIssue({ code: 'custom', message: problem ?? '' });
            return z.NEVER;
          }
          return value;
        }),
      note: optionalText(PLANNING_TEXT_LIMITS.absenceNote),
    })
    .superRefine(
      (values, ctx) => {
        const problem = licenciaDaysProblem(values.from, values.to, today);
        if (problem.from) ctx.addIssue({ code: 'custom', message: problem.from, path: ['from'] });
        if (problem.to) ctx.addIssue({ code: 'custom', message: problem.to, path: ['to'] });
      },
      // Said with the other fields' problems, not after they are fixed (licenciaDaysProblem checks the days).
      { when: () => true },
    );
}

export type LicenciaOutput = z.output<ReturnType<typeof licenciaSchema>>;

export function emptyLicencia(today: string): LicenciaValues {
  return { from: today, to: today, folio: '', file: null, note: '' };
}
