import { EMPLOYEE_FILE_REGISTRY } from '../../data/ports/employee-file-registry';
import { buildUserDoc } from '../../testing/data-builders';
import { CSV_COLUMNS, templateCsv } from './employee-csv-columns';
import { csvDay, decodeCsv, parseEmployeesCsv, type CsvOptions } from './employee-csv';
import { employeesCsv } from './employee-csv-export';
import { EMAIL_TAKEN, RUT_TAKEN } from './employee-schema';

const OPTIONS: CsvOptions = {
  passwordRequired: true,
  existing: [buildUserDoc({ id: 'camila', rut: '12.345.678-5', email: 'camila@panaderia.cl' })],
  allowSuperuser: false,
  timeZone: 'America/Santiago',
};

/** The account's columns and the contract's: the rows below are written in this order. */
const BASE_COLUMNS = [
  'displayName',
  'email',
  'rut',
  'role',
  'position',
  'department',
  'hireDate',
  'contractWeeklyHours',
  'contractType',
  'payAmount',
  'password',
];
const headerOf = (column: string) => CSV_COLUMNS.find((c) => c.column === column)?.header ?? column;
const HEADER = BASE_COLUMNS.map(headerOf);

function csv(rows: string[][], separator = ';'): string {
  return rows.map((row) => row.join(separator)).join('\r\n');
}

const VALENTINA = [
  'Valentina Paredes',
  'valentina@panaderia.cl',
  '11.111.111-1',
  'Empleado',
  'Vendedora',
  'Ventas',
  '02-03-2026',
  '42',
  'Plazo fijo',
  '650.000',
  'clave-segura-1',
];

describe('parseEmployeesCsv', () => {
  it('reads Chilean Excel: BOM, ";" separators, dd-mm-aaaa dates, labels in Spanish', () => {
    const { rows, problem } = parseEmployeesCsv(`\uFEFF${csv([HEADER, VALENTINA])}\r\n`, OPTIONS);
    expect(problem).toBeNull();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ line: 2, errors: [] });
    expect(rows[0]?.person).toMatchObject({
      displayName: 'Valentina Paredes',
      email: 'valentina@panaderia.cl',
      role: 'employee',
      password: 'clave-segura-1',
      file: {
        rut: '11.111.111-1',
        position: 'Vendedora',
        department: 'Ventas',
        contractWeeklyHours: 42,
        contractType: 'plazo-fijo',
        payKind: 'monthly',
        payAmount: 650_000,
      },
    });
    expect(rows[0]?.person?.file?.hireDate?.toISOString()).toBe('2026-03-02T03:00:00.000Z');
  });

  it('issue #47 item 7: refuses a row whose hire date is not plausible (2099), in Spanish', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T12:00:00.000Z') });
    try {
      const late = VALENTINA.map((cell) => (cell === '02-03-2026' ? '01-03-2099' : cell));
      const { rows } = parseEmployeesCsv(csv([HEADER, late]), OPTIONS);
      expect(rows[0]?.person).toBeNull();
      expect(rows[0]?.errors).toEqual([
        'Fila 2, columna Fecha de ingreso: La fecha de ingreso debe estar entre 01-01-1950 y 01-12-2027.',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads "," separators and headers in any case, without accents, in any order', () => {
    const text = csv(
      [
        ['correo electronico', 'RUT', 'NOMBRE COMPLETO', 'contrasena inicial', 'Fecha de ingreso'],
        ['ana@panaderia.cl', '9.876.543-3', 'Ana Pérez', 'otra-clave-1', '2025-12-01'],
      ],
      ',',
    );
    const { rows } = parseEmployeesCsv(text, OPTIONS);
    expect(rows[0]?.errors).toEqual([]);
    expect(rows[0]?.person).toMatchObject({
      displayName: 'Ana Pérez',
      email: 'ana@panaderia.cl',
      role: 'employee',
    });
  });

  it('gives each bad row its errors in Spanish and keeps the good ones', () => {
    const text = csv([
      HEADER,
      VALENTINA,
      ['Pedro Soto', 'pedro@', '12.345.678-9', 'Gerente', '', '', '31-02-2026', '', 'Temporal', '', ''],
      ['Camila Dos', 'CAMILA@panaderia.cl', '12345678-5', '', '', '', '', '', '', '', 'clave-segura-2'],
      ['Valentina Bis', 'valentina@panaderia.cl', '11111111-1', '', '', '', '', '', '', '', 'clave-segura-3'],
      ['', '', '', '', '', '', '', '', '', '', ''],
    ]);
    const { rows, problem } = parseEmployeesCsv(text, OPTIONS);
    expect(problem).toBeNull();
    expect(rows.map((row) => [row.line, row.person !== null])).toEqual([
      [2, true],
      [3, false],
      [4, false],
      [5, false],
    ]);
    expect(rows[1]?.errors).toEqual([
      'Fila 3, columna Rol: «Gerente» no es un rol (usa Empleado o Administrador)',
      'Fila 3, columna Tipo de contrato: «Temporal» no es un tipo de contrato (usa Indefinido o Plazo fijo)',
      'Fila 3, columna Fecha de ingreso: «31-02-2026» no es una fecha (usa dd-mm-aaaa o aaaa-mm-dd)',
      'Fila 3, columna Correo electrónico: Por favor, introduce un correo electrónico válido',
      'Fila 3, columna Contraseña inicial: Este campo es obligatorio',
      'Fila 3, columna RUT: RUT inválido',
    ]);
    expect(rows[2]?.errors).toEqual([
      `Fila 4, columna RUT: ${RUT_TAKEN}`,
      `Fila 4, columna Correo electrónico: ${EMAIL_TAKEN}`,
    ]);
    expect(rows[3]?.errors).toEqual([
      'Fila 5, columna RUT: repetido en la fila 2',
      'Fila 5, columna Correo electrónico: repetido en la fila 2',
    ]);
  });

  it('says what makes a whole file unusable', () => {
    expect(parseEmployeesCsv('', OPTIONS).problem).toBe('El archivo está vacío.');
    expect(
      parseEmployeesCsv(
        csv([
          ['Nombre completo', 'Cargo'],
          ['Ana', 'Cajera'],
        ]),
        OPTIONS,
      ).problem,
    ).toBe('Faltan las columnas «Correo electrónico», «RUT». Descarga la plantilla para ver las columnas.');
    expect(parseEmployeesCsv(csv([HEADER]), OPTIONS).problem).toBe('El archivo no tiene filas con personas.');
  });

  it('LRE 1110/1111/1141/1143/1152/1170: reads the coded fields by their Spanish labels, and names a bad one', () => {
    const coded = ['afp', 'healthSystem', 'isapre', 'cargasFamiliares', 'ccaf', 'mutual', 'incomeTaxKind'];
    const text = csv([
      [...HEADER, ...coded.map(headerOf)],
      [...VALENTINA, 'PlanVital', 'Isapre', 'Banmédica', '2', 'Los Héroes', 'Mutual de Seguridad CChC', ''],
      [
        'Pedro Soto',
        'pedro@panaderia.cl',
        '9.876.543-3',
        ...Array<string>(7).fill(''),
        'clave-segura-2',
        'Habitat',
        'Fonasa',
        '',
        '21',
        'Caja X',
        'ACHS',
        'Impuesto único de 2ª categoría',
      ],
    ]);
    const { rows } = parseEmployeesCsv(text, OPTIONS);
    expect(rows[0]?.errors).toEqual([]);
    expect(rows[0]?.person?.file).toMatchObject({
      afp: 'planvital',
      healthSystem: 'isapre',
      isapre: 'banmedica',
      cargasFamiliares: 2,
      ccaf: 'los-heroes',
      mutual: 'mutual-cchc',
    });
    // Left empty: not filled in, which the LRE reads as the impuesto único de 2ª categoría.
    expect(rows[0]?.person?.file?.incomeTaxKind ?? null).toBeNull();
    expect(rows[1]?.errors).toEqual([
      'Fila 3, columna CCAF: «Caja X» no es una CCAF (usa Sin CCAF, Los Andes, La Araucana, Los Héroes o 18 de Septiembre)',
      'Fila 3, columna Cargas familiares: Debe estar entre 0 y 20',
    ]);
  });

  it('Previred campos 6, 7, 18, 76: reads sexo, nacionalidad, fin de contrato, FUN, semana corrida and tramo', () => {
    const previred = [
      'sex',
      'nationality',
      'contractEndDate',
      'healthSystem',
      'isapre',
      'isapreFun',
      'semanaCorrida',
      'familyAllowanceTramo',
    ];
    const text = csv([
      [...HEADER, ...previred.map(headerOf)],
      [
        ...VALENTINA,
        'Femenino',
        'Extranjera',
        '31-12-2026',
        'Isapre',
        'Colmena Golden Cross',
        '12345',
        'Sí',
        'b',
      ],
      [
        'Pedro Soto',
        'pedro@panaderia.cl',
        '9.876.543-3',
        ...Array<string>(7).fill(''),
        'clave-segura-2',
        'X',
        '',
        '',
        'Fonasa',
        '',
        '',
        'Quizás',
        'E',
      ],
    ]);
    const { rows } = parseEmployeesCsv(text, OPTIONS);
    expect(rows[0]?.errors).toEqual([]);
    expect(rows[0]?.person?.file).toMatchObject({
      sex: 'F',
      nationality: 'extranjera',
      contractType: 'plazo-fijo',
      isapre: 'colmena',
      isapreFun: '12345',
      semanaCorrida: true,
      familyAllowanceTramo: 'B',
    });
    expect(rows[0]?.person?.file?.contractEndDate?.toISOString()).toBe('2026-12-31T03:00:00.000Z');
    expect(rows[1]?.errors).toEqual([
      'Fila 3, columna Sexo: «X» no es un sexo (usa Masculino o Femenino)',
      'Fila 3, columna Tramo asignación familiar: «E» no es un tramo de asignación familiar (usa Tramo A, Tramo B, Tramo C o Tramo D (sin asignación))',
      'Fila 3, columna Semana corrida: «Quizás» no es Sí ni No',
    ]);
  });

  it('accepts its own template', () => {
    const { rows } = parseEmployeesCsv(templateCsv(), { ...OPTIONS, existing: [] });
    expect(rows[0]?.errors).toEqual([]);
  });
});

describe('decodeCsv and csvDay', () => {
  it('decodes UTF-8 without its BOM, and Windows-1252 as Excel writes a plain CSV', () => {
    const utf8 = new TextEncoder().encode('\uFEFFNombre;Contraseña').buffer;
    expect(decodeCsv(utf8)).toBe('Nombre;Contraseña');
    const latin1 = new Uint8Array([0x4e, 0xfa, 0xf1, 0x65, 0x7a]).buffer; // 'Núñez'
    expect(decodeCsv(latin1)).toBe('Núñez');
  });

  it('turns the usual Chilean dates into day keys', () => {
    expect(csvDay('2-3-2026')).toBe('2026-03-02');
    expect(csvDay('02/03/2026')).toBe('2026-03-02');
    expect(csvDay('2026-03-02')).toBe('2026-03-02');
    expect(csvDay('marzo')).toBe('marzo');
  });
});

describe('employeesCsv, the Previred fields', () => {
  it('writes sexo and nacionalidad by their labels, fin de contrato dd-mm-aaaa, semana corrida Sí or No', () => {
    const person = buildUserDoc({
      sex: 'M',
      nationality: 'chilena',
      contractType: 'plazo-fijo',
      contractEndDate: new Date('2026-12-31T03:00:00.000Z'),
      semanaCorrida: true,
      familyAllowanceTramo: 'C',
    });
    const [header = [], row = []] = employeesCsv([person, buildUserDoc()], 'America/Santiago')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .map((line) => line.split(';'));
    const at = (title: string) => row[header.indexOf(title)];
    expect(
      ['Sexo', 'Nacionalidad', 'Fin de contrato', 'Semana corrida', 'Tramo asignación familiar'].map(at),
    ).toEqual(['Masculino', 'Chilena', '31-12-2026', 'Sí', 'Tramo C']);
  });
});

describe('issue #47 item 7: every field of the employee file in the spreadsheet', () => {
  const WORKPLACES = { 'wp-centro': 'Local Centro', 'wp-quilicura': 'Bodega Quilicura' };
  const WITH_WORKPLACES: CsvOptions = { ...OPTIONS, workplaces: WORKPLACES };
  const payroll = [
    'Nombre completo',
    'Correo electrónico',
    'RUT',
    'Jornada',
    'Lugar de trabajo',
    'AFP',
    'Salud',
    'Isapre',
    'Plan de Isapre (UF)',
    'Colación',
    'Movilización',
    'Tipo de remuneración',
    'Sueldo base',
    'Teletrabajo',
    'Descanso dominical adicional',
    'Contraseña inicial',
  ];

  it('lists every column of the registry in the template, each read back by the import', () => {
    const [header = []] = templateCsv()
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .map((line) => line.split(';'));
    const fileHeaders = Object.values(EMPLOYEE_FILE_REGISTRY).map((spec) => spec.csv?.header ?? null);
    // No field of the file lacks a column.
    expect(fileHeaders).not.toContain(null);
    expect(header).toEqual(expect.arrayContaining(fileHeaders));
    expect(header).toHaveLength(fileHeaders.length + 4);
  });

  it('imports AFP, salud with its Isapre and plan, colación, movilización, jornada, pay kind, workplace and switches', () => {
    const text = csv([
      payroll,
      [
        'Valentina Paredes',
        'valentina@panaderia.cl',
        '11.111.111-1',
        '37,5',
        'bodega quilicura',
        'Modelo',
        'Isapre',
        'Cruz Blanca',
        '3,25',
        '$45.000',
        '30000',
        'Por hora',
        '5.500',
        'Sí',
        'si',
        'clave-segura-1',
      ],
      [
        'Pedro Soto',
        'pedro@panaderia.cl',
        '9.876.543-3',
        '',
        '',
        'Habitat',
        'Fonasa',
        // Fonasa: the Isapre's cells are not stored.
        'Cruz Blanca',
        '3,25',
        '',
        '',
        '',
        '650000',
        'No',
        '',
        'clave-segura-2',
      ],
    ]);
    const { rows } = parseEmployeesCsv(text, WITH_WORKPLACES);
    expect(rows.map((row) => row.errors)).toEqual([[], []]);
    expect(rows[0]?.person?.file).toEqual({
      rut: '11.111.111-1',
      contractWeeklyHours: 37.5,
      workplaceId: 'wp-quilicura',
      afp: 'modelo',
      healthSystem: 'isapre',
      isapre: 'cruz-blanca',
      healthPlanUF: 3.25,
      mealAllowance: 45_000,
      transportAllowance: 30_000,
      payKind: 'hourly',
      payAmount: 5_500,
      teletrabajo: true,
      descansoDominicalAdicional: true,
    });
    expect(rows[1]?.person?.file).toEqual({
      rut: '9.876.543-3',
      afp: 'habitat',
      healthSystem: 'fonasa',
      payKind: 'monthly',
      payAmount: 650_000,
    });
  });

  it('names the row and the column of a bad value, and creates nothing of that row', () => {
    const text = csv([
      payroll,
      [
        'Valentina Paredes',
        'valentina@panaderia.cl',
        '11.111.111-1',
        '50',
        'Sucursal Sur',
        'Modelo Plus',
        'Isapre',
        'Banmédica',
        '200',
        'cuarenta mil',
        '30000',
        'Quincenal',
        '650000',
        'Tal vez',
        '',
        'clave-segura-1',
      ],
    ]);
    const { rows } = parseEmployeesCsv(text, WITH_WORKPLACES);
    expect(rows[0]?.person).toBeNull();
    expect(rows[0]?.errors).toEqual([
      'Fila 2, columna Lugar de trabajo: «Sucursal Sur» no es un lugar de trabajo (usa Local Centro o Bodega Quilicura, o déjalo vacío)',
      'Fila 2, columna Teletrabajo: «Tal vez» no es Sí ni No',
      'Fila 2, columna Tipo de remuneración: «Quincenal» no es un tipo de pago (usa Sueldo mensual o Por hora)',
      'Fila 2, columna AFP: «Modelo Plus» no es una AFP (usa Capital, Cuprum, Habitat, Modelo, PlanVital, Provida o Uno)',
      'Fila 2, columna Horas semanales: Debe estar entre 1 y 45',
      'Fila 2, columna Plan de Isapre (UF): Debe estar entre 0 y 100',
      'Fila 2, columna Colación: Ingresa un número entero',
    ]);
  });

  it('round-trips every field with a column: Exportar CSV, then Importar CSV, gives the same file', () => {
    const full = buildUserDoc({
      id: 'valentina',
      displayName: 'Valentina Paredes',
      email: 'valentina@panaderia.cl',
      rut: '11.111.111-1',
      position: 'Maestra panadera',
      department: 'Producción',
      sex: 'F',
      nationality: 'extranjera',
      workplaceId: 'wp-centro',
      hireDate: new Date('2025-03-03T03:00:00.000Z'),
      contractWeeklyHours: 37.5,
      contractType: 'plazo-fijo',
      contractEndDate: new Date('2026-12-31T03:00:00.000Z'),
      teletrabajo: true,
      descansoDominicalAdicional: true,
      payKind: 'hourly',
      payAmount: 5_500,
      afp: 'uno',
      healthSystem: 'isapre',
      isapre: 'colmena',
      healthPlanUF: 2.35,
      isapreFun: '778899',
      mealAllowance: 45_000,
      transportAllowance: 30_000,
      cargasFamiliares: 2,
      cargasMaternales: 1,
      cargasInvalidez: 1,
      familyAllowanceTramo: 'B',
      semanaCorrida: true,
      ccaf: 'los-heroes',
      mutual: 'ist',
      incomeTaxKind: 'adicional',
      disability: 'pension-invalidez',
      oldAgePensioner: 'si',
      foreignTechnician: 'si',
    });
    const fields = Object.keys(EMPLOYEE_FILE_REGISTRY);
    // The person fills in every field, so each one's round trip is checked.
    expect(fields.filter((field) => Reflect.get(full, field) === null)).toEqual([]);

    const exported = employeesCsv([full], 'America/Santiago', EMPLOYEE_FILE_REGISTRY, WORKPLACES);
    expect(exported).toContain(';Local Centro;');
    // The export has no password: the import's admin sends an invitation instead.
    const { rows } = parseEmployeesCsv(exported, {
      ...WITH_WORKPLACES,
      passwordRequired: false,
      existing: [],
    });
    expect(rows[0]?.errors).toEqual([]);
    const file = rows[0]?.person?.file ?? {};
    expect(Object.fromEntries(fields.map((field) => [field, Reflect.get(file, field)]))).toEqual(
      Object.fromEntries(fields.map((field) => [field, Reflect.get(full, field)])),
    );
    expect(rows[0]?.person).toMatchObject({ displayName: 'Valentina Paredes', role: 'employee' });
  });
});
