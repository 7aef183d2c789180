/**
 * The input of every AdminPort call, checked strictly on the server side of the call (the service is the only
 * check: the server bypasses the rules). No unknown keys; texts trimmed and bounded; e-mails trimmed and lower
 * cased; RUTs checked and stored as `12.345.678-5`; the employee file by EMPLOYEE_FILE_RULES. Callables carry
 * JSON, so a hire date may arrive as an ISO date-time string.
 */
import { z } from 'zod';

import { formatRut } from '../../domain/chile/rut';
import { ROLES } from '../../domain/labels';
import { isSupportedTimeZone } from '../../domain/settings/time-zones';
import { DISPLAY_NAME_MAX } from '../../data/policy/user-write';
import { TENANT_TEXT_LIMITS } from '../../domain/settings/tenant-settings';
import { isDayKey, startOfWeekKey } from '../../domain/calendar/day-keys';
import { isRegionCode } from '../../domain/chile/regions';
import { WORKPLACE_LIMITS } from '../../domain/workplaces/workplaces';
import { pinProblem } from '../../domain/identification/pin';
import { OBJECTION_TOKEN_MAX } from '../attendance/objection-link';
import {
  OBJECTION_REASON_MAX,
  MAX_DOWNLOAD_NAME,
  MAX_INSPECTOR_ACCESS_DAYS,
  MAX_REMINDERS,
  MIN_INITIAL_PASSWORD_LENGTH,
  type AdminCallName,
} from '../../data/ports/admin-port';
import type { EmployeeFile } from '../../data/ports/collections';
import {
  EMPLOYEE_FILE_RULES,
  isValidFileValue,
  type EmployeeFileField,
} from '../../data/policy/employee-file';
import { refusal } from './admin-refusal';
import { LEAD_EMPLOYEES_MAX, LEAD_LIMITS } from '../../data/policy/lead-write';

export const MAX_INITIAL_PASSWORD_LENGTH = 128;
const MAX_EMAIL_LENGTH = 254;
const MAX_PIN_TEXT = 64;
/** Firebase uids are at most 128 characters; tenant ids are ours (20). Both are document ids. */
const ID = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);

const text = (max: number) => z.string().trim().min(1).max(max);
/** Null, or a text trimmed to at most `max` characters; a blank one is null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value === '' ? null : value));

const email = z.string().trim().toLowerCase().max(MAX_EMAIL_LENGTH).pipe(z.email());

/** A valid RUT in its stored form (`76.543.210-3`); anything else fails. */
const rut = z.string().transform((value, ctx) => {
  const formatted = formatRut(value);
  if (formatted === null) ctx.addIssue({ code: 'custom', message: 'RUT no válido' });
  return formatted ?? value;
});

/** A field's value in the canonical form its rule stores, before the rule judges it. */
function normaliseFileValue(field: EmployeeFileField, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  switch (EMPLOYEE_FILE_RULES[field].kind) {
    case 'rut':
      return formatRut(value) ?? value;
    case 'text':
      return value.trim();
    case 'day':
      return z.iso.datetime({ offset: true }).safeParse(value).success ? new Date(value) : value;
    default:
      return value;
  }
}

const fileField = (field: EmployeeFileField) =>
  z
    .unknown()
    .transform((value, ctx) => {
      const normalised = normaliseFileValue(field, value);
      if (!isValidFileValue(field, normalised)) ctx.addIssue({ code: 'custom', message: 'valor no válido' });
      return normalised;
    })
    .optional();

const fileShape = Object.fromEntries(
  (Object.keys(EMPLOYEE_FILE_RULES) as EmployeeFileField[]).map((field) => [field, fileField(field)]),
) as Record<EmployeeFileField, ReturnType<typeof fileField>>;

/** `password` is judged after the schema, with its own refusals (weak-password, password-required). */
const person = {
  email,
  displayName: text(DISPLAY_NAME_MAX),
  password: z.union([z.string(), z.null()]).optional(),
};

const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);

/**
 * A Lugar de trabajo's name and full address (Res. Ex. N° 38 art. 13.2–13.3), as workplace-write.ts admits it:
 * the texts trimmed, non-empty and within WORKPLACE_LIMITS, the unit optional (blank: null), a CUT region code.
 */
const workplace = z.strictObject({
  name: text(WORKPLACE_LIMITS.name),
  street: text(WORKPLACE_LIMITS.street),
  number: text(WORKPLACE_LIMITS.number),
  unit: optionalText(WORKPLACE_LIMITS.unit),
  comuna: text(WORKPLACE_LIMITS.comuna),
  city: text(WORKPLACE_LIMITS.city),
  region: z.number().refine(isRegionCode),
});

const SCHEMAS = {
  createUser: z.strictObject({
    ...person,
    requestId,
    tenantId: ID,
    role: z.enum(ROLES),
    file: z.strictObject(fileShape).optional(),
  }),
  createTenant: z.strictObject({
    requestId,
    name: text(TENANT_TEXT_LIMITS.name),
    legalName: z.union([text(TENANT_TEXT_LIMITS.legalName), z.null()]),
    taxId: z.union([rut, z.null()]),
    timeZone: z.string().refine(isSupportedTimeZone),
    admin: z.strictObject(person),
  }),
  setUserRole: z.strictObject({ uid: ID, role: z.enum(ROLES) }),
  setUserDisabled: z.strictObject({ uid: ID, disabled: z.boolean() }),
  setTenantDisabled: z.strictObject({ tenantId: ID, disabled: z.boolean() }),
  createInspectorAccess: z.strictObject({
    requestId,
    email,
    days: z.number().int().min(1).max(MAX_INSPECTOR_ACCESS_DAYS),
  }),
  startInspection: z.strictObject({ tenantId: ID.optional() }),
  requestInspectorKey: z.strictObject({ email }),
  findEmployers: z.strictObject({ query: z.string().max(100) }),
  recordInspectionDownload: z.strictObject({ file: text(MAX_DOWNLOAD_NAME) }),
  // The token is judged by the objection service (objection-link.ts); here only its size.
  correctionByLink: z.strictObject({ token: z.string().trim().min(1).max(OBJECTION_TOKEN_MAX) }),
  objectCorrectionByLink: z.strictObject({
    token: z.string().trim().min(1).max(OBJECTION_TOKEN_MAX),
    reason: optionalText(OBJECTION_REASON_MAX),
  }),
  setOwnPassword: z.strictObject({ password: z.string() }),
  // A PIN's own rules (pin.ts) judge it after the schema, with their own refusal (trivial-pin).
  setOwnPin: z.strictObject({ pin: z.string().max(MAX_PIN_TEXT) }),
  signInWithPin: z.strictObject({ rut, pin: z.string().max(MAX_PIN_TEXT) }),
  remindWeekSignatures: z.strictObject({
    week: z.string().refine((week) => isDayKey(week) && startOfWeekKey(week) === week),
    uids: z.array(ID).min(1).max(MAX_REMINDERS),
  }),
  signUp: z.strictObject({
    requestId,
    name: text(TENANT_TEXT_LIMITS.name),
    legalName: text(TENANT_TEXT_LIMITS.legalName),
    taxId: rut,
    admin: z.strictObject(person),
    workplace,
    acceptedTerms: z.literal(true),
  }),
  sendLead: z.strictObject({
    name: text(LEAD_LIMITS.text),
    email: z.string().trim().toLowerCase().max(LEAD_LIMITS.text).pipe(z.email()),
    company: text(LEAD_LIMITS.text),
    phone: optionalText(LEAD_LIMITS.phone),
    employees: z.number().int().min(0).max(LEAD_EMPLOYEES_MAX).nullable(),
    message: optionalText(LEAD_LIMITS.message),
  }),
} satisfies Record<AdminCallName, z.ZodType>;

/** A new person after validation: the password is null when none is given (an invitation instead). */
export interface ValidPerson {
  email: string;
  displayName: string;
  password: string | null;
}

type Parsed<N extends AdminCallName> = z.output<(typeof SCHEMAS)[N]>;

export type ValidAdminInput = {
  createUser: Omit<Parsed<'createUser'>, 'password' | 'file'> & ValidPerson & { file: Partial<EmployeeFile> };
  createTenant: Omit<Parsed<'createTenant'>, 'admin'> & { admin: ValidPerson };
  setUserRole: Parsed<'setUserRole'>;
  setUserDisabled: Parsed<'setUserDisabled'>;
  setTenantDisabled: Parsed<'setTenantDisabled'>;
  createInspectorAccess: Parsed<'createInspectorAccess'>;
  startInspection: Parsed<'startInspection'>;
  requestInspectorKey: Parsed<'requestInspectorKey'>;
  findEmployers: Parsed<'findEmployers'>;
  recordInspectionDownload: Parsed<'recordInspectionDownload'>;
  correctionByLink: Parsed<'correctionByLink'>;
  objectCorrectionByLink: Parsed<'objectCorrectionByLink'>;
  remindWeekSignatures: Parsed<'remindWeekSignatures'>;
  setOwnPassword: { password: string };
  setOwnPin: Parsed<'setOwnPin'>;
  signInWithPin: Parsed<'signInWithPin'>;
  signUp: Omit<Parsed<'signUp'>, 'admin'> & { admin: ValidPerson & { password: string } };
  sendLead: Parsed<'sendLead'>;
};

function issueFields(issues: readonly z.core.$ZodIssue[]): string[] {
  const fields = issues.flatMap((issue) => {
    const base = issue.path.map(String);
    return issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => [...base, key].join('.'))
      : [base.join('.')];
  });
  return [...new Set(fields)];
}

/** The initial password as stored (null: none), or the refusal its value deserves. */
function validPassword(password: string | null | undefined, path: string, required: boolean): string | null {
  if (password === undefined || password === null || password === '') {
    if (required) throw refusal('password-required', [path]);
    return null;
  }
  if (password.length < MIN_INITIAL_PASSWORD_LENGTH || password.length > MAX_INITIAL_PASSWORD_LENGTH) {
    throw refusal('weak-password', [path]);
  }
  return password;
}

/**
 * The call's input, validated and normalised, or AdminError('invalid-argument', 'invalid-input' | 'weak-password'
 * | 'password-required', …, fields).
 */
export function parseAdminInput<N extends AdminCallName>(
  name: N,
  input: unknown,
  passwordRequired: boolean,
): ValidAdminInput[N] {
  const parsed = SCHEMAS[name].safeParse(input);
  if (!parsed.success) throw refusal('invalid-input', issueFields(parsed.error.issues));
  const data = parsed.data;
  if (name === 'setOwnPin' && 'pin' in data && pinProblem(data.pin) !== null) {
    throw refusal('trivial-pin', ['pin']);
  }
  if (name === 'setOwnPassword' && 'password' in data) {
    return { password: validPassword(data.password, 'password', true) } as ValidAdminInput[N];
  }
  if ('admin' in data) {
    // A sign-up's admin signs in with the password at once: it is required in every mode.
    const required = passwordRequired || name === 'signUp';
    const admin = {
      ...data.admin,
      password: validPassword(data.admin.password, 'admin.password', required),
    };
    return { ...data, admin } as ValidAdminInput[N];
  }
  if (name === 'createUser') {
    const person = data as Parsed<'createUser'>;
    const password = validPassword(person.password, 'password', passwordRequired);
    // Every value of the file passed its rule (isValidFileValue), so it has its field's type.
    const file = (person.file ?? {}) as Partial<EmployeeFile>;
    return { ...person, password, file } as ValidAdminInput[N];
  }
  return data as ValidAdminInput[N];
}
