/**
 * The employee file's field rules: the types and sizes every writer of a users doc's file fields must respect,
 * read from the registry (employee-file-registry.ts). The AdminPort service (creating a person), the
 * manager-update write validator and firestore.rules (editing one; its block is generated from this table,
 * src/data/policy/rules-blocks.ts) and the /empleados form (its messages) all read this table.
 */
import { FORMATTED_RUT, parseRut } from '../../domain/chile/rut';
import {
  EMPLOYEE_FILE_REGISTRY,
  type EmployeeFileField,
  type FieldRule,
  type FileRegistry,
} from '../ports/employee-file-registry';

export type { EmployeeFileField, FieldRule } from '../ports/employee-file-registry';

/** A registry's rule per field. */
export function fileRules(registry: FileRegistry): Readonly<Record<string, FieldRule>> {
  return Object.fromEntries(Object.entries(registry).map(([field, spec]) => [field, spec.rule]));
}

/** Every field may also be null (not filled in yet). */
export const EMPLOYEE_FILE_RULES = fileRules(EMPLOYEE_FILE_REGISTRY) as Readonly<
  Record<EmployeeFileField, FieldRule>
>;

/** True when `value` may be stored in `field` (null included): the check the write validators and rules make. */
export function isValidFileValue(field: EmployeeFileField, value: unknown): boolean {
  if (value === null) return true;
  const rule = EMPLOYEE_FILE_RULES[field];
  switch (rule.kind) {
    case 'rut':
      // The rules can check the shape only; the check digit is checked by every writer that normalises.
      return typeof value === 'string' && FORMATTED_RUT.test(value) && parseRut(value) !== null;
    case 'text':
      return typeof value === 'string' && value.trim() !== '' && value.length <= rule.maxLength;
    case 'day':
      return value instanceof Date && !Number.isNaN(value.getTime());
    case 'number':
      return (
        typeof value === 'number' &&
        Number.isFinite(value) &&
        value >= rule.min &&
        value <= rule.max &&
        (!rule.integer || Number.isInteger(value))
      );
    case 'choice':
      return typeof value === 'string' && rule.values.includes(value);
    case 'bool':
      return typeof value === 'boolean';
  }
}

/** The fields of a partial file whose values are not storable (unknown fields included). */
export function invalidFileFields(file: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(file)
    .filter(
      ([field, value]) =>
        !(field in EMPLOYEE_FILE_RULES) ||
        (value !== undefined && !isValidFileValue(field as EmployeeFileField, value)),
    )
    .map(([field]) => field);
}
