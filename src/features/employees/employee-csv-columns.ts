/**
 * The columns of the people spreadsheet `Importar CSV` reads and `Descargar plantilla` writes, in Spanish, with
 * the other names a header may have. Kept apart from the parser so the template costs no CSV library.
 */
import {
  EMPLOYEE_FILE_REGISTRY,
  type EmployeeFileField,
  type FileRegistry,
} from '../../data/ports/employee-file-registry';
import { csvFile } from '../../lib/export/csv';
import { downloadText } from '../../lib/download';

/** A column: the account's (name, e-mail, role, password) or a field of the file with a `csv` in the registry. */
export type CsvColumn = 'displayName' | 'email' | 'role' | 'password' | EmployeeFileField;

export interface CsvColumnSpec<C extends string = string> {
  column: C;
  /** Its header in the template and the export. */
  header: string;
  /** Other headers accepted (compared without case or accents). */
  aliases: readonly string[];
  /** The template's example cell. */
  example: string;
}

const DISPLAY_NAME: CsvColumnSpec = {
  column: 'displayName',
  header: 'Nombre completo',
  aliases: ['Nombre', 'Nombres'],
  example: 'Valentina Paredes',
};
const EMAIL: CsvColumnSpec = {
  column: 'email',
  header: 'Correo electrónico',
  aliases: ['Correo', 'Email', 'E-mail', 'Mail'],
  example: 'valentina.paredes@ejemplo.cl',
};
const ROLE: CsvColumnSpec = { column: 'role', header: 'Rol', aliases: [], example: 'Empleado' };
export const PASSWORD_COLUMN: CsvColumnSpec = {
  column: 'password',
  header: 'Contraseña inicial',
  aliases: ['Contraseña', 'Clave', 'Clave inicial'],
  example: 'clave-inicial-1',
};

/**
 * The spreadsheet's columns: the name, the e-mail, the file's identity (RUT), the role, the file's other fields
 * with a column in the registry (in its order), then the initial password.
 */
export function csvColumns(registry: FileRegistry): CsvColumnSpec[] {
  const file = (identity: boolean) =>
    Object.entries(registry).flatMap(([field, spec]) =>
      spec.csv && (spec.form.section === 'identity') === identity ? [{ column: field, ...spec.csv }] : [],
    );
  return [DISPLAY_NAME, EMAIL, ...file(true), ROLE, ...file(false), PASSWORD_COLUMN];
}

export const CSV_COLUMNS = csvColumns(EMPLOYEE_FILE_REGISTRY) as readonly CsvColumnSpec<CsvColumn>[];

/** Columns a file must have. */
export const REQUIRED_COLUMNS: readonly CsvColumn[] = ['displayName', 'email', 'rut'];

export const TEMPLATE_FILE_NAME = 'plantilla-empleados.csv';

/** The template: the headers and one example row, as Chilean Excel opens it (';', UTF-8 with BOM). */
export function templateCsv(registry: FileRegistry = EMPLOYEE_FILE_REGISTRY): string {
  const columns = csvColumns(registry);
  return csvFile([columns.map((c) => c.header), columns.map((c) => c.example)]);
}

export function downloadTemplate(): void {
  downloadText(TEMPLATE_FILE_NAME, templateCsv());
}
