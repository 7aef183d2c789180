/** What /empleados calls each field of a person, and how it shows a stored value (tables, cards, audit). */
import type { UserDoc } from '../../data/ports/collections';
import {
  EMPLOYEE_FILE_REGISTRY,
  type EmployeeFileField,
  type FileRegistry,
} from '../../data/ports/employee-file-registry';
import { specValueText } from './employee-file-values';

export { dayText, NO_VALUE } from './employee-file-values';

export type LabelledField = EmployeeFileField | 'displayName';

/** The name, then the registry's fields with their labels. */
export function fileFieldLabels(registry: FileRegistry): Record<string, string> {
  return {
    displayName: 'Nombre completo',
    ...Object.fromEntries(Object.entries(registry).map(([field, spec]) => [field, spec.label])),
  };
}

export const FILE_FIELD_LABEL = fileFieldLabels(EMPLOYEE_FILE_REGISTRY) as Readonly<
  Record<LabelledField, string>
>;

/** A stored value as a person reads it: '$850.000', '42,5', 'Plazo fijo', '01-03-2024', or '—'. */
export function fileValueText(
  field: LabelledField,
  value: UserDoc[LabelledField] | undefined,
  timeZone: string,
): string {
  return specValueText(field === 'displayName' ? null : EMPLOYEE_FILE_REGISTRY[field], value, timeZone);
}
