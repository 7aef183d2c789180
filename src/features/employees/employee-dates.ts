/**
 * The plausible range of each day of the employee file (domain/calendar/plausible-dates.ts): a hire date in 2099
 * is a typo. Checked where a manager types it — the new person, the file, the CSV import — never by the rules.
 */
import type { z } from 'zod';

import {
  EMPLOYEE_FILE_REGISTRY,
  type EmployeeFileField,
  type FileRegistry,
} from '../../data/ports/employee-file-registry';
import { implausibleDate, type PlausibleDateKind } from '../../domain/calendar/plausible-dates';

/** Every `day` field of the registry has its kind here (employee-dates.test.ts checks it). */
export const FILE_DAY_RANGES: Readonly<Partial<Record<EmployeeFileField, PlausibleDateKind>>> = {
  hireDate: 'hire',
  contractEndDate: 'contractEnd',
};

/**
 * Adds an issue on each day of `values` outside its range around `today` ('yyyy-MM-dd', the tenant's); a field
 * hidden by its `shownWhen` is not stored (toFileRecord), so it is not judged either.
 */
export function checkFileDates(values: object, today: string, ctx: z.RefinementCtx): void {
  for (const [field, kind] of Object.entries(FILE_DAY_RANGES)) {
    const { shownWhen } = (EMPLOYEE_FILE_REGISTRY as FileRegistry)[field]?.form ?? {};
    if (shownWhen && Reflect.get(values, shownWhen.field) !== shownWhen.value) continue;
    const value: unknown = Reflect.get(values, field);
    const message = typeof value === 'string' ? implausibleDate(kind, value, today) : null;
    if (message !== null) ctx.addIssue({ code: 'custom', path: [field], message });
  }
}
