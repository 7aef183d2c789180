/**
 * `Importar CSV`: a people spreadsheet → one row per person, each either ready for AdminPort.createUser or with
 * its Spanish errors. Pure (text in, rows out) and loaded on demand with papaparse. Reads what Chilean Excel
 * writes: ';' or ',' separators, a UTF-8 BOM (or Windows-1252 without one), headers in any case and with or
 * without accents, dates as dd-mm-aaaa or aaaa-mm-dd. Every field of the file with a column in the registry is read;
 * every row goes through the same schema as the `Nuevo empleado` form, and no two rows of a file may share a RUT
 * or an e-mail. Each error names its row and column (`Fila 4, columna AFP: …`); a row with one creates nothing.
 */
import Papa from 'papaparse';

import type { CreateUserInput } from '../../data/ports/admin-port';
import { isDayKey } from '../../domain/calendar/day-keys';
import { dayKey } from '../../domain/calendar/time-zone';
import { EMPLOYEE_FILE_REGISTRY, type FileRegistry } from '../../data/ports/employee-file-registry';
import { ROLE_LABEL, ROLES, type Role } from '../../domain/labels';
import { CSV_COLUMNS, REQUIRED_COLUMNS, type CsvColumn } from './employee-csv-columns';
import { DEFAULT_WORKPLACE, type WorkplaceNames } from './employee-file-values';
import { foldText } from './employee-filters';
import {
  EMPTY_FILE,
  filledFile,
  newEmployeeSchema,
  toEmployeeFile,
  type NewEmployeeInput,
  type NewEmployeeOptions,
} from './employee-schema';

/** More rows than a manager would check in a preview; a bigger staff is imported in parts. */
export const MAX_CSV_ROWS = 1000;

export type NewPerson = Omit<CreateUserInput, 'requestId' | 'tenantId'>;

export interface CsvRow {
  /** The row's number in the spreadsheet (the header is row 1). */
  line: number;
  displayName: string;
  email: string;
  rut: string;
  /** What to create, or null when the row has errors. */
  person: NewPerson | null;
  /** Each in Spanish with its row and column: `Fila 4, columna AFP: «X» no es una AFP (usa …)`. */
  errors: string[];
}

export interface CsvParseResult {
  rows: CsvRow[];
  /** What makes the whole file unusable (no rows, a missing column…), or null. */
  problem: string | null;
}

export interface CsvOptions extends Omit<NewEmployeeOptions, 'today'> {
  timeZone: string;
  /** The Lugares de trabajo a row may name in `Lugar de trabajo` (the tenant's active ones), by id. */
  workplaces?: WorkplaceNames;
}

/** A cell's problem: the column (a CsvColumn) or null for the row, and what is wrong, in Spanish. */
type Report = (column: string | null, message: string) => void;

const HEADER_LABEL = Object.fromEntries(CSV_COLUMNS.map((c) => [c.column, c.header])) as Record<
  CsvColumn,
  string
>;

/** A header as compared: folded, without a trailing '*' or '(…)', single spaces. */
function headerKey(text: string): string {
  return foldText(text).replace(/\*+$/, '').replace(/\s+/g, ' ').trim();
}

const HEADER_INDEX = new Map<string, CsvColumn>(
  CSV_COLUMNS.flatMap((c) => [c.header, ...c.aliases].map((name) => [headerKey(name), c.column] as const)),
);

/** The file's bytes as text: UTF-8 (its BOM dropped), or Windows-1252 when they are not UTF-8 (Excel's "CSV"). */
export function decodeCsv(bytes: ArrayBuffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

const ROLE_BY_TEXT = new Map<string, Role>(
  ROLES.flatMap((role) => [
    [foldText(ROLE_LABEL[role]), role],
    [role, role],
  ]),
);
ROLE_BY_TEXT.set('administradora', 'admin');
ROLE_BY_TEXT.set('empleada', 'employee');

/** 'Plazo fijo', 'plazo-fijo', 'PLAZO_FIJO' → 'plazo fijo'. */
const choiceKey = (text: string) => foldText(text).replace(/[-_\s]+/g, ' ');

/** 'Indefinido o Plazo fijo', 'A, B o C'. */
const orList = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} o ${items.at(-1) ?? ''}`;

/** 'dd-mm-aaaa', 'dd/mm/aaaa' or 'aaaa-mm-dd' → 'aaaa-mm-dd'; anything else is returned as it is. */
export function csvDay(text: string): string {
  const trimmed = text.trim();
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(trimmed);
  if (dmy) return `${dmy[3]}-${dmy[2]?.padStart(2, '0')}-${dmy[1]?.padStart(2, '0')}`;
  const ymd = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(trimmed);
  if (ymd) return `${ymd[1]}-${ymd[2]?.padStart(2, '0')}-${ymd[3]?.padStart(2, '0')}`;
  return trimmed;
}

type Cells = Partial<Record<string, string>>;

/** How a spreadsheet says yes or no in a yes/no column (compared folded). */
const YES_TEXTS: ReadonlySet<string> = new Set(['si', 's', 'true', 'verdadero', '1', 'x']);
const NO_TEXTS: ReadonlySet<string> = new Set(['no', 'n', 'false', 'falso', '0']);

/** A Lugar de trabajo named by its name (or its id): its id; empty or `Predeterminado` is the tenant's first (''). */
function workplaceCell(raw: string, workplaces: WorkplaceNames): string | null {
  const key = choiceKey(raw);
  if (key === '' || key === choiceKey(DEFAULT_WORKPLACE)) return '';
  const found = Object.entries(workplaces).find(([id, name]) => choiceKey(name) === key || id === raw);
  return found ? found[0] : null;
}

/**
 * The file's cells as the form's text, each as its rule reads it: a day written dd-mm-aaaa or aaaa-mm-dd, a
 * choice by its Spanish label (or its value), a yes/no as Sí or No, a Lugar de trabajo by its name, the rest as
 * typed (the schema checks them). A cell that is no day, no choice or no workplace is reported here and left
 * empty, so the schema does not report it again.
 */
export function fileCells(
  cells: Cells,
  report: Report,
  registry: FileRegistry,
  workplaces: WorkplaceNames = {},
): Record<string, string> {
  // A bad choice is listed before a bad day, as the import always listed them.
  const dayErrors: [string, string][] = [];
  const read = ([field, spec]: [string, FileRegistry[string]]): [string, string][] => {
    if (spec.csv === null) return [];
    const raw = (cells[field] ?? '').trim();
    const { rule } = spec;
    if (spec.form.input === 'workplace') {
      const id = workplaceCell(raw, workplaces);
      if (id !== null) return [[field, id]];
      const names = Object.values(workplaces);
      const options = names.length > 0 ? ` (usa ${orList(names)}, o déjalo vacío)` : '';
      report(field, `«${raw}» no es ${spec.csv.noun ?? 'una opción'}${options}`);
      return [[field, '']];
    }
    if (rule.kind === 'day') {
      const day = csvDay(raw);
      if (day === '' || isDayKey(day)) return [[field, day]];
      dayErrors.push([field, `«${raw}» no es una fecha (usa dd-mm-aaaa o aaaa-mm-dd)`]);
      return [[field, '']];
    }
    if (rule.kind === 'bool') {
      // A switch: Sí is on ('true'), No or empty is off (not filled in).
      const key = choiceKey(raw);
      if (YES_TEXTS.has(key)) return [[field, 'true']];
      if (key === '' || NO_TEXTS.has(key)) return [[field, '']];
      report(field, `«${raw}» no es Sí ni No`);
      return [[field, '']];
    }
    if (rule.kind === 'choice' && raw !== '') {
      const labels = rule.values.map((value) => spec.choiceLabels?.[value] ?? value);
      const value = rule.values.find(
        (v, i) => choiceKey(v) === choiceKey(raw) || choiceKey(labels[i] ?? v) === choiceKey(raw),
      );
      if (value !== undefined) return [[field, value]];
      report(field, `«${raw}» no es ${spec.csv.noun ?? 'una opción'} (usa ${orList(labels)})`);
      return [[field, '']];
    }
    return [[field, raw]];
  };
  const values = Object.fromEntries(Object.entries(registry).flatMap(read));
  for (const [field, message] of dayErrors) report(field, message);
  return values;
}

function formInput(cells: Cells, report: Report, workplaces: WorkplaceNames): NewEmployeeInput {
  const cell = (column: CsvColumn) => (cells[column] ?? '').trim();
  const roleText = foldText(cell('role'));
  const role = roleText === '' ? 'employee' : ROLE_BY_TEXT.get(roleText);
  if (role === undefined) report('role', `«${cell('role')}» no es un rol (usa Empleado o Administrador)`);
  return {
    ...EMPTY_FILE,
    displayName: cell('displayName'),
    email: cell('email'),
    // An unknown role was reported above; the schema must not report it again.
    role: role ?? 'employee',
    ...fileCells(cells, report, EMPLOYEE_FILE_REGISTRY, workplaces),
    // Spreadsheets keep a password as typed: no trimming.
    password: cells.password ?? '',
  };
}

/** `Fila 4, columna AFP: …`, or `Fila 4: …` for what belongs to no column. */
function rowError(line: number, column: string | null, message: string): string {
  const header = column !== null && column in HEADER_LABEL ? HEADER_LABEL[column as CsvColumn] : null;
  return header === null ? `Fila ${line}: ${message}` : `Fila ${line}, columna ${header}: ${message}`;
}

export function parseEmployeesCsv(text: string, options: CsvOptions): CsvParseResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: false,
  });
  const [header, ...records] = parsed.data;
  if (header === undefined || header.every((cell) => cell.trim() === ''))
    return { rows: [], problem: 'El archivo está vacío.' };
  const columns = header.map((name) => HEADER_INDEX.get(headerKey(name)) ?? null);
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    const names = missing.map((column) => `«${HEADER_LABEL[column]}»`).join(', ');
    return {
      rows: [],
      problem: `Falta${missing.length > 1 ? 'n las columnas' : ' la columna'} ${names}. Descarga la plantilla para ver las columnas.`,
    };
  }
  const filled = records
    .map((cells, index) => ({ cells, line: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (filled.length === 0) return { rows: [], problem: 'El archivo no tiene filas con personas.' };
  if (filled.length > MAX_CSV_ROWS)
    return {
      rows: [],
      problem: `El archivo tiene ${filled.length} filas; importa como máximo ${MAX_CSV_ROWS} a la vez.`,
    };

  const schema = newEmployeeSchema({ ...options, today: dayKey(new Date(), options.timeZone) });
  const seenRut = new Map<string, number>();
  const seenEmail = new Map<string, number>();
  const rows = filled.map(({ cells, line }): CsvRow => {
    const byColumn: Cells = {};
    columns.forEach((column, i) => {
      if (column !== null && byColumn[column] === undefined) byColumn[column] = cells[i] ?? '';
    });
    const errors: string[] = [];
    const report: Report = (column, message) => errors.push(rowError(line, column, message));
    const input = formInput(byColumn, report, options.workplaces ?? {});
    const result = schema.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) report(String(issue.path[0]), issue.message);
    }
    const row: CsvRow = {
      line,
      displayName: input.displayName,
      email: input.email,
      rut: input.rut,
      person: null,
      errors,
    };
    if (!result.success) return row;
    const values = result.data;
    const rutLine = values.rut ? seenRut.get(values.rut) : undefined;
    if (rutLine !== undefined) report('rut', `repetido en la fila ${rutLine}`);
    else if (values.rut) seenRut.set(values.rut, line);
    const emailKey = values.email.toLowerCase();
    const emailLine = seenEmail.get(emailKey);
    if (emailLine !== undefined) report('email', `repetido en la fila ${emailLine}`);
    else seenEmail.set(emailKey, line);
    if (errors.length > 0) return row;
    const { displayName, email, role, password, ...file } = values;
    return {
      ...row,
      rut: values.rut ?? '',
      person: {
        displayName,
        email,
        role,
        password,
        file: filledFile(toEmployeeFile(file, options.timeZone)),
      },
    };
  });
  return { rows, problem: null };
}
