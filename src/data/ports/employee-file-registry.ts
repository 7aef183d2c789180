/**
 * The employee file's fields, once: for each, the rule every writer respects (its type and size), what
 * /empleados calls it, where and how its form asks for it, its column in the people spreadsheet and its field
 * code in the Libro de Remuneraciones Electrónico. Everything else is derived from this table: the EmployeeFile
 * type and EMPLOYEE_FILE_FIELDS below, the write validators and the AdminPort's input (employee-file.ts), the
 * rules' users block (rules/users.ts), the form's schema, inputs and labels, the CSV import and export
 * (src/features/employees) and the LRE's columns that come from the file (src/features/payroll/lre-csv.ts).
 * Adding a field is a row here (and `npm run rules:generate`). A stored value is in its canonical form: a RUT
 * as `12.345.678-5`, trimmed texts, whole pesos.
 */
import {
  AFPS,
  AFP_LABEL,
  CCAFS,
  CCAF_LABEL,
  CONTRACT_TYPES,
  CONTRACT_TYPE_LABEL,
  DISABILITY_KINDS,
  DISABILITY_KIND_LABEL,
  FAMILY_ALLOWANCE_TRAMOS,
  FAMILY_ALLOWANCE_TRAMO_LABEL,
  HEALTH_SYSTEMS,
  HEALTH_SYSTEM_LABEL,
  INCOME_TAX_KINDS,
  INCOME_TAX_KIND_LABEL,
  ISAPRES,
  ISAPRE_LABEL,
  MUTUALS,
  MUTUAL_LABEL,
  NATIONALITIES,
  NATIONALITY_LABEL,
  PAY_KINDS,
  PAY_KIND_LABEL,
  SEXES,
  SEX_LABEL,
  YES_NO,
  YES_NO_LABEL,
} from '../../domain/labels';

export type FieldRule =
  | { kind: 'rut' }
  | { kind: 'text'; maxLength: number }
  | { kind: 'day' }
  | { kind: 'number'; min: number; max: number; integer: boolean }
  | { kind: 'choice'; values: readonly string[] }
  | { kind: 'bool' };

/** Where the form asks for it: with the name (the RUT), in `Contrato`, or in `Previsión y asignaciones`. */
export type FormSection = 'identity' | 'contract' | 'payroll';

/**
 * The input the form shows: one component per kind (employee-file-inputs.tsx). `money` is whole pesos;
 * `workplace` a choice among the tenant's Lugares de trabajo (the id is stored); `switch` a yes/no of a `bool`
 * rule (on stores `true`, off stores null: not filled in reads as no).
 */
export type InputKind = 'rut' | 'text' | 'money' | 'number' | 'day' | 'choice' | 'workplace' | 'switch';

/** Another field of the form and one of its values. */
export interface FieldValueIs {
  field: string;
  value: string;
}

export interface FileFieldForm {
  section: FormSection;
  input: InputKind;
  /** The form's label when it is not the field's own `label`. */
  label?: string;
  helperText?: string;
  /** The form's label while another field holds a value (the pay's `Valor hora (CLP)` when hourly). */
  labelWhen?: FieldValueIs & { label: string };
  /** Asked for, and stored, only while another field holds a value (the Isapre plan only with Isapre). */
  shownWhen?: FieldValueIs;
  /** Offered in a person's file, not in `Nuevo empleado` (which starts with the `initial` value). */
  fileOnly?: true;
  /** The form's value before anyone types (default ''). */
  initial?: string;
  /** Stored only with this other field filled in, as the form's value or else `initial` (a pay kind, with a pay). */
  storedWith?: string;
}

export interface FileFieldCsv {
  header: string;
  /** Other headers accepted (compared without case or accents). */
  aliases: readonly string[];
  /** The template's example cell. */
  example: string;
  /** A choice's name in an error ('«x» no es un tipo de contrato'). */
  noun?: string;
}

export interface FileFieldSpec {
  rule: FieldRule;
  /** What /empleados calls it: its tables, cards and audit details, and its input unless `form.label`. */
  label: string;
  form: FileFieldForm;
  /** A choice's Spanish labels, by value. */
  choiceLabels?: Readonly<Record<string, string>>;
  /** Its column in `Importar CSV`, the template and `Exportar CSV`; null when the spreadsheet has none. */
  csv: FileFieldCsv | null;
  /** Its field code in the LRE (`AFP(1141)`), or null. */
  lre: string | null;
  /** In every file since the first version; a field added later is missing from older files (optional). */
  always?: true;
}

/** A registry: the fields in the order the file shows them. */
export type FileRegistry = Readonly<Record<string, FileFieldSpec>>;

const PESOS_MAX = 10_000_000;

/** Every field may also be null (not filled in yet). */
export const EMPLOYEE_FILE_REGISTRY = {
  /** Chilean national id, e.g. `12.345.678-5`; unique in the tenant (AdminPort refuses a duplicate). */
  rut: {
    rule: { kind: 'rut' },
    label: 'RUT',
    form: { section: 'identity', input: 'rut', helperText: 'Por ejemplo 12.345.678-5' },
    csv: { header: 'RUT', aliases: ['Run'], example: '12.345.678-5' },
    lre: '1101',
    always: true,
  },
  position: {
    rule: { kind: 'text', maxLength: 100 },
    label: 'Cargo',
    form: { section: 'contract', input: 'text' },
    csv: { header: 'Cargo', aliases: [], example: 'Vendedora' },
    lre: null,
    always: true,
  },
  department: {
    rule: { kind: 'text', maxLength: 100 },
    label: 'Departamento',
    form: { section: 'contract', input: 'text' },
    csv: { header: 'Departamento', aliases: ['Área', 'Area'], example: 'Ventas' },
    lre: null,
    always: true,
  },
  /** Sexo (Previred field 6, M or F): the archivo de carga cannot be uploaded without it. */
  sex: {
    rule: { kind: 'choice', values: SEXES },
    label: 'Sexo',
    form: { section: 'contract', input: 'choice' },
    choiceLabels: SEX_LABEL,
    csv: { header: 'Sexo', aliases: [], example: 'Femenino', noun: 'un sexo' },
    lre: null,
  },
  /** Nacionalidad (Previred field 7: 0 chilena, 1 extranjera). Missing or null: chilena. */
  nationality: {
    rule: { kind: 'choice', values: NATIONALITIES },
    label: 'Nacionalidad',
    form: { section: 'contract', input: 'choice', helperText: 'Vacío: chilena.' },
    choiceLabels: NATIONALITY_LABEL,
    csv: { header: 'Nacionalidad', aliases: [], example: 'Chilena', noun: 'una nacionalidad' },
    lre: null,
  },
  /**
   * The Lugar de trabajo (workplaces/{id}) where the person actually works: the receipt prints its address (Res.
   * Ex. N° 38 art. 13.2–13.3). Missing or null: the tenant's first (src/domain/workplaces/workplaces.ts).
   */
  workplaceId: {
    rule: { kind: 'text', maxLength: 40 },
    label: 'Lugar de trabajo',
    form: { section: 'contract', input: 'workplace' },
    csv: { header: 'Lugar de trabajo', aliases: ['Local'], example: '', noun: 'un lugar de trabajo' },
    lre: null,
  },
  /** Fecha de ingreso: the start of that day in the tenant's zone. */
  hireDate: {
    rule: { kind: 'day' },
    label: 'Fecha de ingreso',
    form: { section: 'contract', input: 'day' },
    csv: { header: 'Fecha de ingreso', aliases: ['Ingreso', 'Fecha ingreso'], example: '01-03-2026' },
    lre: '1102',
    always: true,
  },
  // The legal ordinary maximum is 45 h (42 from 26 Apr 2026, chile-payroll.md); part-time contracts go lower.
  contractWeeklyHours: {
    rule: { kind: 'number', min: 1, max: 45, integer: false },
    label: 'Horas semanales de contrato',
    form: { section: 'contract', input: 'number' },
    csv: {
      header: 'Horas semanales',
      aliases: ['Horas semanales de contrato', 'Horas de contrato', 'Jornada semanal', 'Jornada'],
      example: '42',
    },
    lre: '1107',
    always: true,
  },
  contractType: {
    rule: { kind: 'choice', values: CONTRACT_TYPES },
    label: 'Tipo de contrato',
    form: { section: 'contract', input: 'choice' },
    choiceLabels: CONTRACT_TYPE_LABEL,
    csv: {
      header: 'Tipo de contrato',
      aliases: ['Contrato'],
      example: 'Indefinido',
      noun: 'un tipo de contrato',
    },
    lre: null,
  },
  /**
   * The agreed end of a plazo fijo contract (only with `contractType: 'plazo-fijo'`): an end in the month is Previred's
   * movimiento 2 (retiro) of that month. The start of that day in the tenant's zone.
   */
  contractEndDate: {
    rule: { kind: 'day' },
    label: 'Fin de contrato (plazo fijo)',
    form: {
      section: 'contract',
      input: 'day',
      shownWhen: { field: 'contractType', value: 'plazo-fijo' },
    },
    csv: {
      header: 'Fin de contrato',
      aliases: ['Fin de contrato (plazo fijo)', 'Fecha de término', 'Término de contrato'],
      example: '',
    },
    lre: null,
  },
  /**
   * Works under teletrabajo (Ley 21.220): gets the disconnection notice of Res. Ex. N° 38 art. 45 30 minutes
   * before each slot starts (src/domain/attendance/telework-disconnection.ts). `true`, or null/missing: no.
   */
  teletrabajo: {
    rule: { kind: 'bool' },
    label: 'Teletrabajo',
    form: {
      section: 'contract',
      input: 'switch',
      helperText: 'Recibe el aviso de desconexión 30 minutos antes de cada turno (Res. Ex. N° 38, art. 45).',
    },
    csv: { header: 'Teletrabajo', aliases: [], example: 'No' },
    lre: null,
  },
  /**
   * A commerce worker entitled to the additional Sunday rest of art. 38 bis of the Código del Trabajo: the flag the
   * Sundays and holidays report names in its header (Res. Ex. N° 38 art. 27 c). `true`, or null/missing: no.
   */
  descansoDominicalAdicional: {
    rule: { kind: 'bool' },
    label: 'Descanso dominical adicional (art. 38 bis)',
    form: {
      section: 'contract',
      input: 'switch',
      helperText:
        'Comercio: tiene derecho a los domingos adicionales de descanso del art. 38 bis del Código del Trabajo.',
    },
    csv: { header: 'Descanso dominical adicional', aliases: ['Art. 38 bis'], example: 'No' },
    lre: null,
  },
  payKind: {
    rule: { kind: 'choice', values: PAY_KINDS },
    label: 'Tipo de remuneración',
    form: {
      section: 'contract',
      input: 'choice',
      fileOnly: true,
      initial: 'monthly',
      storedWith: 'payAmount',
    },
    choiceLabels: PAY_KIND_LABEL,
    csv: { header: 'Tipo de remuneración', aliases: [], example: 'Sueldo mensual', noun: 'un tipo de pago' },
    lre: null,
    always: true,
  },
  /** CLP per month (monthly: the sueldo base) or per hour (hourly). */
  payAmount: {
    rule: { kind: 'number', min: 0, max: 100_000_000, integer: true },
    label: 'Remuneración (CLP)',
    form: {
      section: 'contract',
      input: 'money',
      label: 'Sueldo base (CLP)',
      labelWhen: { field: 'payKind', value: 'hourly', label: 'Valor hora (CLP)' },
      helperText: 'En pesos, sin decimales',
    },
    csv: { header: 'Sueldo base', aliases: ['Sueldo', 'Sueldo base (CLP)'], example: '650000' },
    lre: null,
    always: true,
  },
  afp: {
    rule: { kind: 'choice', values: AFPS },
    label: 'AFP',
    form: { section: 'payroll', input: 'choice' },
    choiceLabels: AFP_LABEL,
    csv: { header: 'AFP', aliases: [], example: 'Habitat', noun: 'una AFP' },
    lre: '1141',
  },
  healthSystem: {
    rule: { kind: 'choice', values: HEALTH_SYSTEMS },
    label: 'Salud',
    form: { section: 'payroll', input: 'choice' },
    choiceLabels: HEALTH_SYSTEM_LABEL,
    csv: { header: 'Salud', aliases: ['Previsión de salud'], example: 'Fonasa', noun: 'Fonasa ni Isapre' },
    lre: '1143',
  },
  /** Which Isapre (only with `healthSystem: 'isapre'`): the LRE's 1143 names it by its code. */
  isapre: {
    rule: { kind: 'choice', values: ISAPRES },
    label: 'Isapre',
    form: { section: 'payroll', input: 'choice', shownWhen: { field: 'healthSystem', value: 'isapre' } },
    choiceLabels: ISAPRE_LABEL,
    csv: { header: 'Isapre', aliases: [], example: '', noun: 'una Isapre' },
    lre: null,
  },
  /** The Isapre plan, in UF (only with `healthSystem: 'isapre'`). */
  healthPlanUF: {
    rule: { kind: 'number', min: 0, max: 100, integer: false },
    label: 'Plan de Isapre (UF)',
    form: { section: 'payroll', input: 'number', shownWhen: { field: 'healthSystem', value: 'isapre' } },
    csv: { header: 'Plan de Isapre (UF)', aliases: ['Plan Isapre', 'Plan UF'], example: '' },
    lre: null,
  },
  /** The Isapre contract's FUN number (Previred field 76; only with `healthSystem: 'isapre'`). */
  isapreFun: {
    rule: { kind: 'text', maxLength: 20 },
    label: 'N° FUN Isapre',
    form: { section: 'payroll', input: 'text', shownWhen: { field: 'healthSystem', value: 'isapre' } },
    csv: { header: 'N° FUN Isapre', aliases: ['FUN', 'Número FUN', 'N° FUN'], example: '' },
    lre: null,
  },
  /** Asignación de colación, CLP per month (no imponible). */
  mealAllowance: {
    rule: { kind: 'number', min: 0, max: PESOS_MAX, integer: true },
    label: 'Colación (CLP)',
    form: { section: 'payroll', input: 'money' },
    csv: { header: 'Colación', aliases: ['Colación (CLP)', 'Asignación de colación'], example: '50000' },
    lre: null,
  },
  /** Asignación de movilización, CLP per month (no imponible). */
  transportAllowance: {
    rule: { kind: 'number', min: 0, max: PESOS_MAX, integer: true },
    label: 'Movilización (CLP)',
    form: { section: 'payroll', input: 'money' },
    csv: { header: 'Movilización', aliases: ['Movilización (CLP)'], example: '40000' },
    lre: null,
  },
  /**
   * Cargas familiares legales autorizadas (LRE 1111): the simple ones the asignación familiar pays by tramo; the
   * maternal (1112) and invalidity (1113) cargas are counted apart. Missing or null: none.
   */
  cargasFamiliares: {
    rule: { kind: 'number', min: 0, max: 20, integer: true },
    label: 'Cargas familiares',
    form: { section: 'payroll', input: 'number', helperText: 'Cargas simples autorizadas. Vacío: ninguna.' },
    csv: { header: 'Cargas familiares', aliases: ['Cargas', 'Cargas simples'], example: '0' },
    lre: '1111',
  },
  cargasMaternales: {
    rule: { kind: 'number', min: 0, max: 20, integer: true },
    label: 'Cargas maternales',
    form: { section: 'payroll', input: 'number', helperText: 'Vacío: ninguna.' },
    csv: { header: 'Cargas maternales', aliases: [], example: '0' },
    lre: '1112',
  },
  cargasInvalidez: {
    rule: { kind: 'number', min: 0, max: 20, integer: true },
    label: 'Cargas por invalidez',
    form: { section: 'payroll', input: 'number', helperText: 'Vacío: ninguna.' },
    csv: { header: 'Cargas por invalidez', aliases: ['Cargas invalidez'], example: '0' },
    lre: '1113',
  },
  /**
   * The tramo the IPS or the caja assigned (Ley 18.987; LRE 1114, Previred field 18): what the asignación familiar
   * pays by carga. Missing or null: the tramo of the month's income.
   */
  familyAllowanceTramo: {
    rule: { kind: 'choice', values: FAMILY_ALLOWANCE_TRAMOS },
    label: 'Tramo asignación familiar',
    form: { section: 'payroll', input: 'choice', helperText: 'Según la resolución del IPS o la caja' },
    choiceLabels: FAMILY_ALLOWANCE_TRAMO_LABEL,
    csv: {
      header: 'Tramo asignación familiar',
      aliases: ['Tramo', 'Tramo de asignación familiar'],
      example: '',
      noun: 'un tramo de asignación familiar',
    },
    lre: '1114',
  },
  /**
   * Paid with variable pay (commissions, tratos), so the Sundays and holidays of the month are paid on it (semana
   * corrida, art. 45 CT; LRE 2104). `true`, or null/missing: no.
   */
  semanaCorrida: {
    rule: { kind: 'bool' },
    label: 'Semana corrida (remuneración variable)',
    form: {
      section: 'payroll',
      input: 'switch',
      helperText:
        'Remuneración variable: los domingos y festivos se pagan sobre ella (art. 45 del Código del Trabajo).',
    },
    csv: { header: 'Semana corrida', aliases: [], example: 'No' },
    lre: null,
  },
  /** The employer's Caja de Compensación (LRE 1110). Missing or null: sin CCAF. */
  ccaf: {
    rule: { kind: 'choice', values: CCAFS },
    label: 'Caja de compensación (CCAF)',
    form: { section: 'payroll', input: 'choice', helperText: 'Vacío: sin CCAF.' },
    choiceLabels: CCAF_LABEL,
    csv: { header: 'CCAF', aliases: ['Caja de compensación'], example: 'Sin CCAF', noun: 'una CCAF' },
    lre: '1110',
  },
  /** The Ley 16.744 insurer (LRE 1152). Missing or null: the ISL. */
  mutual: {
    rule: { kind: 'choice', values: MUTUALS },
    label: 'Mutual (Ley 16.744)',
    form: {
      section: 'payroll',
      input: 'choice',
      helperText: 'Vacío: ISL, si la empresa no está adherida a una mutual.',
    },
    choiceLabels: MUTUAL_LABEL,
    csv: { header: 'Mutual', aliases: ['Mutualidad', 'Ley 16.744'], example: 'ACHS', noun: 'una mutual' },
    lre: '1152',
  },
  /** Tipo de impuesto a la renta (LRE 1170). Missing or null: impuesto único de 2ª categoría. */
  incomeTaxKind: {
    rule: { kind: 'choice', values: INCOME_TAX_KINDS },
    label: 'Tipo de impuesto',
    form: { section: 'payroll', input: 'choice', helperText: 'Vacío: impuesto único de 2ª categoría.' },
    choiceLabels: INCOME_TAX_KIND_LABEL,
    csv: {
      header: 'Tipo de impuesto',
      aliases: ['Impuesto'],
      example: 'Impuesto único de 2ª categoría',
      noun: 'un tipo de impuesto',
    },
    lre: '1170',
  },
  /** Persona con discapacidad o pensionado por invalidez (LRE 1108). Missing or null: no. */
  disability: {
    rule: { kind: 'choice', values: DISABILITY_KINDS },
    label: 'Discapacidad o pensión de invalidez',
    form: { section: 'payroll', input: 'choice', helperText: 'Vacío: no.' },
    choiceLabels: DISABILITY_KIND_LABEL,
    csv: {
      header: 'Discapacidad o pensión de invalidez',
      aliases: ['Discapacidad'],
      example: 'No',
      noun: 'una opción de discapacidad',
    },
    lre: '1108',
  },
  /** Pensionado por vejez (LRE 1109). Missing or null: no. */
  oldAgePensioner: {
    rule: { kind: 'choice', values: YES_NO },
    label: 'Pensionado por vejez',
    form: { section: 'payroll', input: 'choice', helperText: 'Vacío: no.' },
    choiceLabels: YES_NO_LABEL,
    csv: { header: 'Pensionado por vejez', aliases: ['Pensionado'], example: 'No', noun: 'Sí ni No' },
    lre: '1109',
  },
  /** Técnico extranjero exento de cotizar (Ley 18.156; LRE 1146). Missing or null: no. */
  foreignTechnician: {
    rule: { kind: 'choice', values: YES_NO },
    label: 'Técnico extranjero (Ley 18.156)',
    form: { section: 'payroll', input: 'choice', helperText: 'Exento de cotizar en Chile. Vacío: no.' },
    choiceLabels: YES_NO_LABEL,
    csv: { header: 'Técnico extranjero', aliases: [], example: 'No', noun: 'Sí ni No' },
    lre: '1146',
  },
} as const satisfies FileRegistry;

export type EmployeeFileRegistry = typeof EMPLOYEE_FILE_REGISTRY;
type Registry = EmployeeFileRegistry;

export type EmployeeFileField = keyof Registry;

/** What a rule stores. */
export type RuleValue<R> = R extends { kind: 'day' }
  ? Date
  : R extends { kind: 'number' }
    ? number
    : R extends { kind: 'bool' }
      ? boolean
      : R extends { kind: 'choice'; values: readonly (infer V)[] }
        ? V
        : string;

type AlwaysField = {
  [K in EmployeeFileField]: Registry[K] extends { always: true } ? K : never;
}[EmployeeFileField];

/** A person's file, as the registry says: every field may be null; a field added later may be missing. */
export type EmployeeFile = { [K in AlwaysField]: RuleValue<Registry[K]['rule']> | null } & {
  [K in Exclude<EmployeeFileField, AlwaysField>]?: RuleValue<Registry[K]['rule']> | null;
};

/** The fields of a registry, in the order the person's file shows them. */
export function registryFields(registry: FileRegistry): string[] {
  return Object.keys(registry);
}

/** The fields of EmployeeFile, in the order the person's file shows them. */
export const EMPLOYEE_FILE_FIELDS = registryFields(EMPLOYEE_FILE_REGISTRY) as readonly EmployeeFileField[];
