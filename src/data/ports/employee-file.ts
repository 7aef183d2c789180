/**
 * The employee file's field rules, once: the types and sizes every writer of a users doc's file fields must
 * respect. The AdminPort service (creating a person), the manager-update write validator and firestore.rules
 * (editing one; its block is generated from this table, src/data/ports/rules-blocks.ts) and the /empleados
 * form (its messages) all read this table. A stored value is in its canonical form: a RUT as `12.345.678-5`,
 * trimmed texts, whole pesos.
 */
import { AFPS, CONTRACT_TYPES, HEALTH_SYSTEMS, PAY_KINDS } from '../../domain/labels';
import { FORMATTED_RUT, parseRut } from '../../domain/chile/rut';
import type { EmployeeFile } from './collections';

export type EmployeeFileField = keyof EmployeeFile;

export type FieldRule =
  | { kind: 'rut' }
  | { kind: 'text'; maxLength: number }
  | { kind: 'day' }
  | { kind: 'number'; min: number; max: number; integer: boolean }
  | { kind: 'choice'; values: readonly string[] };

/** Every field may also be null (not filled in yet). */
export const EMPLOYEE_FILE_RULES: Readonly<Record<EmployeeFileField, FieldRule>> = {
  rut: { kind: 'rut' },
  position: { kind: 'text', maxLength: 100 },
  department: { kind: 'text', maxLength: 100 },
  hireDate: { kind: 'day' },
  // The legal ordinary maximum is 45 h (42 from 26 Apr 2026, chile-payroll.md); part-time contracts go lower.
  contractWeeklyHours: { kind: 'number', min: 1, max: 45, integer: false },
  contractType: { kind: 'choice', values: CONTRACT_TYPES },
  payKind: { kind: 'choice', values: PAY_KINDS },
  payAmount: { kind: 'number', min: 0, max: 100_000_000, integer: true },
  afp: { kind: 'choice', values: AFPS },
  healthSystem: { kind: 'choice', values: HEALTH_SYSTEMS },
  healthPlanUF: { kind: 'number', min: 0, max: 100, integer: false },
  mealAllowance: { kind: 'number', min: 0, max: 10_000_000, integer: true },
  transportAllowance: { kind: 'number', min: 0, max: 10_000_000, integer: true },
};

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
