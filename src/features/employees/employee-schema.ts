/**
 * The forms of /empleados — a new person, a person's file — as zod schemas: what a manager types (text, as
 * inputs give it) checked with the product's Spanish messages and turned into what AdminPort and the users doc
 * store. Every size and range is EMPLOYEE_FILE_RULES' (src/data/ports/employee-file.ts), the table the server
 * and the rules enforce too; the CSV import runs its rows through the same schema.
 */
import { z } from 'zod';

import { AdminError } from '../../data/ports/admin-port';
import { DISPLAY_NAME_MAX } from '../../data/ports/user-write';
import { initialPassword } from '../../lib/validation/initial-password';
import type { EmployeeFile, UserDoc } from '../../data/ports/collections';
import { EMPLOYEE_FILE_RULES, type EmployeeFileField, type FieldRule } from '../../data/ports/employee-file';
import type { WithId } from '../../data/ports/document-store';
import { isDayKey } from '../../domain/calendar/day-keys';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { AFPS, CONTRACT_TYPES, HEALTH_SYSTEMS, PAY_KINDS, ROLES, type Role } from '../../domain/labels';
import { adminErrorMessage } from '../../lib/admin-errors';
import {
  email,
  INTEGER_MESSAGE,
  optionalRut,
  optionalText,
  rangeMessage,
  requiredText,
  rut,
} from '../../lib/validation/fields';
import { VALIDATION } from '../../lib/validation-messages';

/** Nombre completo: as long as a company's name may be (TENANT_TEXT_LIMITS.name). */
export const RUT_TAKEN = adminErrorMessage(new AdminError('already-exists', 'rut-exists'));
export const EMAIL_TAKEN = adminErrorMessage(new AdminError('already-exists', 'email-exists'));
export const DECIMAL_MESSAGE = 'Introduce un número (por ejemplo 42 o 42,5)';
export const SUPERUSER_ONLY = 'Solo un superusuario puede crear otro superusuario.';

function rule<K extends FieldRule['kind']>(
  field: EmployeeFileField,
  kind: K,
): Extract<FieldRule, { kind: K }> {
  const found = EMPLOYEE_FILE_RULES[field];
  if (found.kind !== kind) throw new Error(`${field} is not a ${kind} field`);
  return found as Extract<FieldRule, { kind: K }>;
}

/**
 * A number of a file field that may be left empty (null). Whole pesos may be written with thousands dots and a
 * '$' ('$1.250.000'); hours and UF with a decimal comma ('42,5').
 */
export function optionalFileNumber(field: EmployeeFileField) {
  const { min, max, integer } = rule(field, 'number');
  return z.string().transform((value, ctx): number | null => {
    let text = value.trim().replace(/^\$\s*/, '');
    if (text === '') return null;
    if (integer) text = /^\d{1,3}(\.\d{3})+$/.test(text) ? text.replaceAll('.', '') : text;
    else text = text.replace(',', '.');
    const pattern = integer ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/;
    const number = pattern.test(text) ? Number(text) : Number.NaN;
    if (!Number.isFinite(number)) ctx.addIssue(integer ? INTEGER_MESSAGE : DECIMAL_MESSAGE);
    else if (number < min || number > max) ctx.addIssue(rangeMessage(min, max));
    return number;
  });
}

/** A choice of a file field ('' = not filled in yet). */
function optionalChoice<T extends string>(values: readonly T[]) {
  return z.string().transform((value, ctx): T | null => {
    if (value === '') return null;
    if (!(values as readonly string[]).includes(value)) ctx.addIssue(VALIDATION.pattern);
    return value as T;
  });
}

/** A 'yyyy-MM-dd' day that may be left empty (null). */
const optionalDay = () =>
  z.string().transform((value, ctx): string | null => {
    const text = value.trim();
    if (text === '') return null;
    if (!isDayKey(text)) ctx.addIssue(VALIDATION.pattern);
    return text;
  });

/** The file's fields as the forms hold them (text), checked by `fileFields`. */
export interface FileInput {
  rut: string;
  position: string;
  department: string;
  hireDate: string;
  contractWeeklyHours: string;
  contractType: string;
  payKind: string;
  payAmount: string;
  afp: string;
  healthSystem: string;
  healthPlanUF: string;
  mealAllowance: string;
  transportAllowance: string;
}

/** The file's fields but the RUT: required for a new person, optional in a file (a company's first admin has none). */
const fileFields = {
  position: optionalText(rule('position', 'text').maxLength),
  department: optionalText(rule('department', 'text').maxLength),
  hireDate: optionalDay(),
  contractWeeklyHours: optionalFileNumber('contractWeeklyHours'),
  contractType: optionalChoice(CONTRACT_TYPES),
  payKind: optionalChoice(PAY_KINDS),
  payAmount: optionalFileNumber('payAmount'),
  afp: optionalChoice(AFPS),
  healthSystem: optionalChoice(HEALTH_SYSTEMS),
  healthPlanUF: optionalFileNumber('healthPlanUF'),
  mealAllowance: optionalFileNumber('mealAllowance'),
  transportAllowance: optionalFileNumber('transportAllowance'),
};

type FileValues = { [K in keyof typeof fileFields]: z.output<(typeof fileFields)[K]> } & {
  rut: string | null;
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
}

export function newEmployeeSchema({ passwordRequired, existing, allowSuperuser }: NewEmployeeOptions) {
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
    .superRefine((values, ctx) => checkUnique(existing, null, values, ctx));
}
export type NewEmployeeInput = z.input<ReturnType<typeof newEmployeeSchema>>;
export type NewEmployeeValues = z.output<ReturnType<typeof newEmployeeSchema>>;

export const EMPTY_FILE: FileInput = {
  rut: '',
  position: '',
  department: '',
  hireDate: '',
  contractWeeklyHours: '',
  contractType: '',
  payKind: 'monthly',
  payAmount: '',
  afp: '',
  healthSystem: '',
  healthPlanUF: '',
  mealAllowance: '',
  transportAllowance: '',
};

export function newEmployeeDefaults(): NewEmployeeInput {
  return { displayName: '', email: '', role: 'employee' as Role, password: '', ...EMPTY_FILE };
}

/** A person's file as edited from /empleados: the name and the file (role and access go through AdminPort). */
export function employeeFileSchema(existing: Existing, selfId: string) {
  return z
    .object({ displayName: requiredText(DISPLAY_NAME_MAX), rut: optionalRut(), ...fileFields })
    .superRefine((values, ctx) => checkUnique(existing, selfId, values, ctx));
}
export type EmployeeFileInput = z.input<ReturnType<typeof employeeFileSchema>>;
export type EmployeeFileValues = z.output<ReturnType<typeof employeeFileSchema>>;

/** The file to store: the day in the tenant's zone, the Isapre plan only with Isapre, a kind with an amount. */
export function toEmployeeFile(values: FileValues, timeZone: string): EmployeeFile {
  const payKind = values.payAmount === null ? null : (values.payKind ?? 'monthly');
  return {
    rut: values.rut,
    position: values.position,
    department: values.department,
    hireDate: values.hireDate === null ? null : dayKeyToInstant(values.hireDate, timeZone),
    contractWeeklyHours: values.contractWeeklyHours,
    contractType: values.contractType,
    payKind,
    payAmount: values.payAmount,
    afp: values.afp,
    healthSystem: values.healthSystem,
    healthPlanUF: values.healthSystem === 'isapre' ? values.healthPlanUF : null,
    mealAllowance: values.mealAllowance,
    transportAllowance: values.transportAllowance,
  };
}

/** The filled-in fields of a file (AdminPort writes the rest as not filled in). */
export function filledFile(file: EmployeeFile): Partial<EmployeeFile> {
  return Object.fromEntries(
    Object.entries(file).filter(([, value]) => value !== null),
  ) as Partial<EmployeeFile>;
}
