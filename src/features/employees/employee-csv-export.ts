/**
 * `Exportar CSV`: the people of /empleados as the spreadsheet `Importar CSV` reads (the same columns but the
 * password, from the registry), so a file exported, edited and imported in another tenant keeps its values: a
 * day as dd-mm-aaaa, a choice by its Spanish label, a number with a decimal comma, a yes/no as Sí or No, a Lugar
 * de trabajo by its name (empty: the tenant's first).
 */
import type { UserDoc } from '../../data/ports/collections';
import { EMPLOYEE_FILE_REGISTRY, type FileRegistry } from '../../data/ports/employee-file-registry';
import { formatInZone } from '../../domain/calendar/time-zone';
import { ROLE_LABEL } from '../../domain/labels';
import { csvFile, type CsvCell } from '../../lib/export/csv';
import { downloadText } from '../../lib/download';
import { csvColumns } from './employee-csv-columns';
import { NO, YES, type WorkplaceNames } from './employee-file-values';

export const EXPORT_FILE_NAME = 'empleados.csv';

export type ExportedPerson = Pick<UserDoc, 'displayName' | 'email' | 'role'>;

function fileCell(
  registry: FileRegistry,
  field: string,
  value: unknown,
  timeZone: string,
  workplaces: WorkplaceNames,
): CsvCell {
  const spec = registry[field];
  if (value === null || value === undefined || spec === undefined) return '';
  if (spec.form.input === 'workplace') {
    const id = String(value);
    return (Object.hasOwn(workplaces, id) ? workplaces[id] : undefined) ?? id;
  }
  if (value instanceof Date) return formatInZone(value, timeZone, 'dd-MM-yyyy');
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'boolean') return value ? YES : NO;
  return spec.choiceLabels?.[String(value)] ?? String(value);
}

/**
 * The people as a CSV file (';', UTF-8 with BOM): a header row, then a row per person; `workplaces` names the
 * tenant's Lugares de trabajo by id.
 */
export function employeesCsv(
  people: readonly ExportedPerson[],
  timeZone: string,
  registry: FileRegistry = EMPLOYEE_FILE_REGISTRY,
  workplaces: WorkplaceNames = {},
): string {
  const columns = csvColumns(registry).filter((c) => c.column !== 'password');
  const row = (person: ExportedPerson): CsvCell[] =>
    columns.map(({ column }) => {
      if (column === 'displayName') return person.displayName ?? '';
      if (column === 'email') return person.email;
      if (column === 'role') return ROLE_LABEL[person.role];
      return fileCell(registry, column, Reflect.get(person, column), timeZone, workplaces);
    });
  return csvFile([columns.map((c) => c.header), ...people.map(row)]);
}

export function downloadEmployeesCsv(
  people: readonly ExportedPerson[],
  timeZone: string,
  workplaces: WorkplaceNames,
): void {
  downloadText(EXPORT_FILE_NAME, employeesCsv(people, timeZone, EMPLOYEE_FILE_REGISTRY, workplaces));
}
