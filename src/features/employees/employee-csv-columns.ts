/**
 * The columns of the people spreadsheet `Importar CSV` reads and `Descargar plantilla` writes, in Spanish, with
 * the other names a header may have. Kept apart from the parser so the template costs no CSV library.
 */
import { csvFile } from '../../lib/export/csv';
import { downloadText } from '../../lib/download';

export type CsvColumn =
  | 'displayName'
  | 'email'
  | 'rut'
  | 'role'
  | 'position'
  | 'department'
  | 'hireDate'
  | 'contractWeeklyHours'
  | 'contractType'
  | 'payAmount'
  | 'password';

/** Each column: its header in the template, then other headers accepted (compared without case or accents). */
export const CSV_COLUMNS: readonly { column: CsvColumn; header: string; aliases: readonly string[] }[] = [
  { column: 'displayName', header: 'Nombre completo', aliases: ['Nombre', 'Nombres'] },
  { column: 'email', header: 'Correo electrónico', aliases: ['Correo', 'Email', 'E-mail', 'Mail'] },
  { column: 'rut', header: 'RUT', aliases: ['Run'] },
  { column: 'role', header: 'Rol', aliases: [] },
  { column: 'position', header: 'Cargo', aliases: [] },
  { column: 'department', header: 'Departamento', aliases: ['Área', 'Area'] },
  { column: 'hireDate', header: 'Fecha de ingreso', aliases: ['Ingreso', 'Fecha ingreso'] },
  {
    column: 'contractWeeklyHours',
    header: 'Horas semanales',
    aliases: ['Horas semanales de contrato', 'Horas de contrato', 'Jornada semanal'],
  },
  { column: 'contractType', header: 'Tipo de contrato', aliases: ['Contrato'] },
  { column: 'payAmount', header: 'Sueldo base', aliases: ['Sueldo', 'Sueldo base (CLP)'] },
  { column: 'password', header: 'Contraseña inicial', aliases: ['Contraseña', 'Clave', 'Clave inicial'] },
];

/** Columns a file must have. */
export const REQUIRED_COLUMNS: readonly CsvColumn[] = ['displayName', 'email', 'rut'];

export const TEMPLATE_FILE_NAME = 'plantilla-empleados.csv';

/** The template: the headers and one example row, as Chilean Excel opens it (';', UTF-8 with BOM). */
export function templateCsv(): string {
  return csvFile([
    CSV_COLUMNS.map((c) => c.header),
    [
      'Valentina Paredes',
      'valentina.paredes@ejemplo.cl',
      '12.345.678-5',
      'Empleado',
      'Vendedora',
      'Ventas',
      '01-03-2026',
      '42',
      'Indefinido',
      '650000',
      'clave-inicial-1',
    ],
  ]);
}

export function downloadTemplate(): void {
  downloadText(TEMPLATE_FILE_NAME, templateCsv());
}
