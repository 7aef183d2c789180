/** What /empleados calls each field of a person, and how it shows a stored value (tables, cards, audit). */
import type { UserDoc } from '../../data/ports/collections';
import {
  EMPLOYEE_FILE_REGISTRY,
  type EmployeeFileField,
  type FileRegistry,
} from '../../data/ports/employee-file-registry';
import { workplaceOf, type WorkplaceRef } from '../../domain/workplaces/workplaces';
import { DEFAULT_WORKPLACE, NO_VALUE, specValueText, type WorkplaceNames } from './employee-file-values';

export { dayText, DEFAULT_WORKPLACE, NO_VALUE, type WorkplaceNames } from './employee-file-values';

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

/**
 * A stored value as a person reads it: '$850.000', '42,5', 'Plazo fijo', '01-03-2024', or '—'; the Lugar de
 * trabajo by its name (`workplaceNames`), 'Predeterminado' when the file names none.
 */
export function fileValueText(
  field: LabelledField,
  value: UserDoc[LabelledField] | undefined,
  timeZone: string,
  workplaceNames?: WorkplaceNames,
): string {
  return specValueText(
    field === 'displayName' ? null : EMPLOYEE_FILE_REGISTRY[field],
    value,
    timeZone,
    workplaceNames,
  );
}

/** Each workplace's name by its id (the archived ones too: a file may still name one). */
export function workplaceNames(workplaces: readonly WorkplaceRef[] | undefined): WorkplaceNames {
  return Object.fromEntries((workplaces ?? []).map((workplace) => [workplace.id, workplace.name]));
}

/**
 * Where a person works as the people list shows it: the workplace's name ('(archivado)' when it was archived);
 * for a file that names none, 'Predeterminado (<the first's name>)'; the id of a workplace the tenant does not
 * have; '—' while the workplaces are not known.
 */
export function workplaceText(
  workplaceId: string | null | undefined,
  workplaces: readonly WorkplaceRef[] | undefined,
): string {
  if (workplaces === undefined) return NO_VALUE;
  if (!workplaceId) {
    const first = workplaceOf(null, workplaces);
    return first === null ? DEFAULT_WORKPLACE : `${DEFAULT_WORKPLACE} (${first.name})`;
  }
  const named = workplaces.find((workplace) => workplace.id === workplaceId);
  if (named === undefined) return workplaceId;
  return named.archived === true ? `${named.name} (archivado)` : named.name;
}
