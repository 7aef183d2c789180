/**
 * The employee file's values in /empleados, derived from the registry (employee-file-registry.ts): each field's
 * zod check of what a manager types, the form's empty and stored values, the file to store, and how a stored
 * value reads. Each is a function of a registry, so a new row of the table reaches every one of them.
 */
import { z } from 'zod';

import type { FieldRule, FileFieldSpec, FileRegistry } from '../../data/ports/employee-file-registry';
import { isDayKey } from '../../domain/calendar/day-keys';
import { dayKey, dayKeyToInstant, formatInZone } from '../../domain/calendar/time-zone';
import { formatCLP, formatNumber } from '../../domain/format/numbers';
import { INTEGER_MESSAGE, optionalText, rangeMessage } from '../../lib/validation/fields';
import { VALIDATION } from '../../lib/validation-messages';

export const DECIMAL_MESSAGE = 'Ingresa un número (por ejemplo 42 o 42,5)';

/**
 * A number of a file field that may be left empty (null). Whole pesos may be written with thousands dots and a
 * '$' ('$1.250.000'); hours and UF with a decimal comma ('42,5').
 */
export function optionalFileNumber({ min, max, integer }: Extract<FieldRule, { kind: 'number' }>) {
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
function optionalChoice(values: readonly string[]) {
  return z.string().transform((value, ctx): string | null => {
    if (value === '') return null;
    if (!values.includes(value)) ctx.addIssue(VALIDATION.pattern);
    return value;
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

/** A yes/no of a switch: 'true' is yes, anything else not filled in (null, which reads as no). */
const optionalYes = () => z.string().transform((value): true | null => (value === 'true' ? true : null));

function fieldSchema(rule: Exclude<FieldRule, { kind: 'rut' }>) {
  switch (rule.kind) {
    case 'text':
      return optionalText(rule.maxLength);
    case 'day':
      return optionalDay();
    case 'number':
      return optionalFileNumber(rule);
    case 'choice':
      return optionalChoice(rule.values);
    case 'bool':
      return optionalYes();
  }
}

/**
 * The zod check of every field but the RUT (required for a new person, optional in a file: the schemas add it),
 * from the text an input gives to what is stored (a day stays 'yyyy-MM-dd' until `toFileRecord`).
 */
export function fileFieldSchemas(registry: FileRegistry): Record<string, z.ZodType<unknown, string>> {
  return Object.fromEntries(
    Object.entries(registry).flatMap(([field, { rule }]) =>
      rule.kind === 'rut' ? [] : [[field, fieldSchema(rule)]],
    ),
  );
}

/** The form's values before anyone types: '' or the field's `initial`. */
export function emptyFileInput(registry: FileRegistry): Record<string, string> {
  return Object.fromEntries(
    Object.entries(registry).map(([field, spec]) => [field, spec.form.initial ?? '']),
  );
}

/** A number as a person types it: '42,5'. */
const numberText = (value: number) => String(value).replace('.', ',');

/** A stored file as the form holds it (text): a day as 'yyyy-MM-dd', a number with a decimal comma. */
export function fileFormValues(
  file: object,
  timeZone: string,
  registry: FileRegistry,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(registry).map(([field, spec]) => {
      const value: unknown = Reflect.get(file, field);
      if (value === null || value === undefined) return [field, spec.form.initial ?? ''];
      if (value instanceof Date) return [field, dayKey(value, timeZone)];
      return [field, typeof value === 'number' ? numberText(value) : String(value)];
    }),
  );
}

/**
 * The file to store from the checked form: a day as the start of that day in the tenant's zone, a field shown
 * only with another's value (the Isapre plan) null without it, a field stored with another (the pay kind, with a
 * pay) null without that one and else its value or `initial`.
 */
export function toFileRecord(
  values: Readonly<Record<string, unknown>>,
  timeZone: string,
  registry: FileRegistry,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(registry).map(([field, { rule, form }]) => {
      const value = values[field] ?? null;
      if (form.shownWhen && values[form.shownWhen.field] !== form.shownWhen.value) return [field, null];
      if (form.storedWith !== undefined)
        return [field, (values[form.storedWith] ?? null) === null ? null : (value ?? form.initial ?? null)];
      if (rule.kind === 'day' && typeof value === 'string') return [field, dayKeyToInstant(value, timeZone)];
      return [field, value];
    }),
  );
}

export const NO_VALUE = '—';

/** 'dd-MM-yyyy' of a day of the tenant. */
export function dayText(day: Date | null | undefined, timeZone: string): string {
  return day ? formatInZone(day, timeZone, 'dd-MM-yyyy') : NO_VALUE;
}

/** The tenant's Lugares de trabajo by id: their names, for a stored `workplaceId` to read as a name. */
export type WorkplaceNames = Readonly<Record<string, string>>;

/** What a file that names no Lugar de trabajo means: the tenant's first (src/domain/workplaces/workplaces.ts). */
export const DEFAULT_WORKPLACE = 'Predeterminado';

export const YES = 'Sí';
export const NO = 'No';

/**
 * A stored value as a person reads it: '$850.000', '42,5', 'Plazo fijo', '01-03-2024', or '—'; a Lugar de
 * trabajo by its name in `workplaceNames` ('Predeterminado' when the file names none, the id only when no
 * workplace has it); a switch 'Sí', or 'No' when off or not filled in; a value of no field of the file (`spec`
 * null: the name) as it is.
 */
export function specValueText(
  spec: FileFieldSpec | null,
  value: unknown,
  timeZone: string,
  workplaceNames: WorkplaceNames = {},
): string {
  if (spec?.form.input === 'workplace') {
    if (value === null || value === undefined || value === '') return DEFAULT_WORKPLACE;
    const id = String(value);
    return (Object.hasOwn(workplaceNames, id) ? workplaceNames[id] : undefined) ?? id;
  }
  if (spec?.form.input === 'switch') return value === true ? YES : NO;
  if (value === null || value === undefined || value === '') return NO_VALUE;
  switch (spec?.form.input) {
    case 'day':
      return value instanceof Date ? dayText(value, timeZone) : NO_VALUE;
    case 'money':
      return typeof value === 'number' ? formatCLP(value) : NO_VALUE;
    case 'number':
      return typeof value === 'number' ? formatNumber(value) : NO_VALUE;
    case 'choice':
      return spec?.choiceLabels?.[String(value)] ?? String(value);
    default:
      return String(value);
  }
}
