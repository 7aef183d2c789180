/**
 * The forms of /empleados — a new person, a person's file — as zod schemas: what a manager types (text, as
 * inputs give it) checked with the product's Spanish messages and turned into what AdminPort and the users doc
 * store. Every field and its size or range is the registry's (src/data/ports/employee-file-registry.ts), which the server
 * and the rules enforce too; the CSV import runs its rows through the same schema.
 */
import { z } from 'zod';

import { AdminError } from '../../data/ports/admin-port';
import { DISPLAY_NAME_MAX } from '../../data/policy/user-write';
import { initialPassword } from '../../lib/validation/initial-password';
import type { EmployeeFile, UserDoc } from '../../data/ports/collections';
import {
  EMPLOYEE_FILE_REGISTRY,
  type EmployeeFileField,
  type EmployeeFileRegistry,
  type RuleValue,
} from '../../data/ports/employee-file-registry';
import type { WithId } from '../../data/ports/document-store';
import { ROLES, type Role } from '../../domain/labels';
import { adminErrorMessage } from '../../lib/admin-errors';
import { email, optionalRut, requiredText, rut } from '../../lib/validation/fields';
import { VALIDATION } from '../../lib/validation-messages';
import { checkFileDates } from './employee-dates';
import { emptyFileInput, fileFieldSchemas, toFileRecord } from './employee-file-values';

export { DECIMAL_MESSAGE } from './employee-file-values';

/** Nombre completo: as long as a company's name may be (TENANT_TEXT_LIMITS.name). */
export const RUT_TAKEN = adminErrorMessage(new AdminError('already-exists', 'rut-exists'));
export const EMAIL_TAKEN = adminErrorMessage(new AdminError('already-exists', 'email-exists'));
export const SUPERUSER_ONLY = 'Solo un superusuario puede crear otro superusuario.';

/** The file's fields as the forms hold them (text), checked by `fileFields`. */
export type FileInput = Record<EmployeeFileField, string>;

/** What a field's check gives: a day as 'yyyy-MM-dd' (`toEmployeeFile` places it in the tenant's zone). */
type FormValue<R> = R extends { kind: 'day' } ? string : RuleValue<R>;
type FileValues = {
  [K in EmployeeFileField]: FormValue<EmployeeFileRegistry[K]['rule']> | null;
};

/** The file's fields but the RUT: required for a new person, optional in a file (a company's first admin has none). */
const fileFields = fileFieldSchemas(EMPLOYEE_FILE_REGISTRY) as {
  [K in Exclude<EmployeeFileField, 'rut'>]: z.ZodType<FileValues[K], string>;
};

/** Who is already in the tenant, to refuse a second person with the same RUT or e-mail. */
export type Existing = readonly Pick<WithId<UserDoc>, 'id' | 'rut' | 'email'>[];

/** 12.345.678-5 and 12345678-5 are the same RUT; e-mails compare without case. */
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function checkUnique(
  existing: Existing,
  selfId: string | null,
  values: { rut: string | null; email?: string },
  ctx: z.RefinementCtx,
) {
  const others = existing.filter((person) => person.id !== selfId);
  if (values.rut && others.some((person) => person.rut === values.rut))
    ctx.addIssue({ code: 'custom', path: ['rut'], message: RUT_TAKEN });
  const typed = values.email;
  if (typed && others.some((person) => sameEmail(person.email, typed)))
    ctx.addIssue({ code: 'custom', path: ['email'], message: EMAIL_TAKEN });
}

export interface NewEmployeeOptions {
  /** AdminPort's `passwordRequired`: the demo sends no invitation, so it needs a password. */
  passwordRequired: boolean;
  existing: Existing;
  /** Only a superuser may make another one. */
  allowSuperuser: boolean;
  /** Today in the tenant's zone: the file's days lie in a plausible range around it (employee-dates.ts). */
  today: string;
}

export function newEmployeeSchema({ passwordRequired, existing, allowSuperuser, today }: NewEmployeeOptions) {
  return z
    .object({
      displayName: requiredText(DISPLAY_NAME_MAX),
      email: email(),
      role: z
        .enum(ROLES, VALIDATION.required)
        .refine((role) => allowSuperuser || role !== 'superuser', SUPERUSER_ONLY),
      password: initialPassword(passwordRequired),
      rut: rut(),
      ...fileFields,
    })
    .superRefine((values, ctx) => {
      checkUnique(existing, null, values, ctx);
      checkFileDates(values, today, ctx);
    });
}
export type NewEmployeeInput = z.input<ReturnType<typeof newEmployeeSchema>>;
export type NewEmployeeValues = z.output<ReturnType<typeof newEmployeeSchema>>;

export const EMPTY_FILE = emptyFileInput(EMPLOYEE_FILE_REGISTRY) as FileInput;

export function newEmployeeDefaults(): NewEmployeeInput {
  return { displayName: '', email: '', role: 'employee' as Role, password: '', ...EMPTY_FILE };
}

/**
 * A person's file as edited from /empleados: the name and the file (role and access go through AdminPort); `today`
 * in the tenant's zone, for the days' plausible ranges.
 */
export function employeeFileSchema(existing: Existing, selfId: string, today: string) {
  return z
    .object({ displayName: requiredText(DISPLAY_NAME_MAX), rut: optionalRut(), ...fileFields })
    .superRefine((values, ctx) => {
      checkUnique(existing, selfId, values, ctx);
      checkFileDates(values, today, ctx);
    });
}
export type EmployeeFileInput = z.input<ReturnType<typeof employeeFileSchema>>;
export type EmployeeFileValues = z.output<ReturnType<typeof employeeFileSchema>>;

/** The file to store: the day in the tenant's zone, the Isapre plan only with Isapre, a kind with an amount. */
export function toEmployeeFile(values: FileValues, timeZone: string): EmployeeFile {
  return toFileRecord(values, timeZone, EMPLOYEE_FILE_REGISTRY) as EmployeeFile;
}

/** The filled-in fields of a file (AdminPort writes the rest as not filled in). */
export function filledFile(file: EmployeeFile): Partial<EmployeeFile> {
  return Object.fromEntries(
    Object.entries(file).filter(([, value]) => value !== null),
  ) as Partial<EmployeeFile>;
}
