import { EMPLOYEE_FILE_RULES } from '../../data/policy/employee-file';
import { buildUserDoc } from '../../testing/data-builders';
import {
  EMAIL_TAKEN,
  employeeFileSchema,
  newEmployeeDefaults,
  newEmployeeSchema,
  RUT_TAKEN,
  SUPERUSER_ONLY,
  toEmployeeFile,
  type NewEmployeeInput,
} from './employee-schema';

const existing = [buildUserDoc({ id: 'camila', rut: '12.345.678-5', email: 'camila@panaderia.cl' })];
/** Wednesday 18 November 2026 in the tenant's zone. */
const TODAY = '2026-11-18';
const schema = newEmployeeSchema({ passwordRequired: true, existing, allowSuperuser: false, today: TODAY });

function input(overrides: Partial<NewEmployeeInput> = {}): NewEmployeeInput {
  return {
    ...newEmployeeDefaults(),
    displayName: 'Valentina Paredes',
    email: 'valentina@panaderia.cl',
    rut: '11111111-1',
    password: 'clave-segura',
    ...overrides,
  };
}

function messages(values: NewEmployeeInput): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('new employee schema', () => {
  it('gives what AdminPort takes: a formatted RUT, numbers, a day in the tenant zone, monthly pay', () => {
    const values = schema.parse(
      input({
        hireDate: '2026-03-02',
        contractWeeklyHours: '42,5',
        payAmount: '$1.250.000',
        contractType: 'plazo-fijo',
        healthSystem: 'fonasa',
        healthPlanUF: '3,2',
      }),
    );
    expect(values).toMatchObject({ rut: '11.111.111-1', role: 'employee', password: 'clave-segura' });
    const file = toEmployeeFile(values, 'America/Santiago');
    expect(file).toMatchObject({
      contractWeeklyHours: 42.5,
      payKind: 'monthly',
      payAmount: 1_250_000,
      contractType: 'plazo-fijo',
      healthSystem: 'fonasa',
      // Only an Isapre has a plan in UF.
      healthPlanUF: null,
    });
    expect(file.hireDate?.toISOString()).toBe('2026-03-02T03:00:00.000Z');
  });

  it('says in Spanish what is missing or wrong', () => {
    expect(
      messages(input({ displayName: ' ', email: 'no-es-correo', rut: '12.345.678-9', password: '' })),
    ).toEqual({
      displayName: 'Este campo es obligatorio',
      email: 'Por favor, introduce un correo electrónico válido',
      rut: 'RUT inválido',
      password: 'Este campo es obligatorio',
    });
    expect(messages(input({ password: 'corta' })).password).toBe(
      'Debes introducir un mínimo de 8 caracteres',
    );
  });

  it('takes its limits from the employee-file rules', () => {
    const hours = EMPLOYEE_FILE_RULES.contractWeeklyHours;
    if (hours.kind !== 'number') throw new Error('hours is a number rule');
    expect(messages(input({ contractWeeklyHours: String(hours.max + 1) })).contractWeeklyHours).toBe(
      `Debe estar entre ${hours.min} y ${hours.max}`,
    );
    const position = EMPLOYEE_FILE_RULES.position;
    if (position.kind !== 'text') throw new Error('position is a text rule');
    expect(messages(input({ position: 'x'.repeat(position.maxLength + 1) })).position).toBe(
      `Debes introducir un máximo de ${position.maxLength} caracteres`,
    );
    expect(messages(input({ payAmount: '12,5' })).payAmount).toBe('Ingresa un número entero');
  });

  it('refuses a RUT or an e-mail someone of the tenant already has', () => {
    expect(messages(input({ rut: '12345678-5', email: 'CAMILA@panaderia.cl' }))).toEqual({
      rut: RUT_TAKEN,
      email: EMAIL_TAKEN,
    });
  });

  it('lets only a superuser create a superuser; the password is optional without passwordRequired', () => {
    expect(messages(input({ role: 'superuser' })).role).toBe(SUPERUSER_ONLY);
    const invite = newEmployeeSchema({
      passwordRequired: false,
      existing: [],
      allowSuperuser: true,
      today: TODAY,
    });
    expect(invite.parse(input({ role: 'superuser', password: '' }))).toMatchObject({
      role: 'superuser',
      password: null,
    });
  });

  it('issue #47 item 7: refuses a hire date in 2099 and a plazo fijo ending in 2030, naming the range', () => {
    expect(messages(input({ hireDate: '2099-03-01' })).hireDate).toBe(
      'La fecha de ingreso debe estar entre 01-01-1950 y 18-11-2027.',
    );
    expect(messages(input({ hireDate: '1949-12-31' })).hireDate).toBe(
      'La fecha de ingreso debe estar entre 01-01-1950 y 18-11-2027.',
    );
    expect(messages(input({ hireDate: '2027-11-18' }))).toEqual({});
    expect(
      messages(input({ contractType: 'plazo-fijo', contractEndDate: '2030-01-01' })).contractEndDate,
    ).toBe('El fin de contrato debe estar entre 01-01-1950 y 18-11-2028.');
    // Not a plazo fijo: the end is hidden and not stored, so it is not judged either.
    expect(messages(input({ contractType: 'indefinido', contractEndDate: '2030-01-01' }))).toEqual({});
  });

  it('issue #47 item 7: judges the file as edited against the same ranges', () => {
    const file = employeeFileSchema(existing, 'camila', TODAY);
    const result = file.safeParse({
      ...newEmployeeDefaults(),
      displayName: 'Camila Rojas',
      hireDate: '2099-01-01',
    });
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['hireDate', 'La fecha de ingreso debe estar entre 01-01-1950 y 18-11-2027.'],
    ]);
  });
});
