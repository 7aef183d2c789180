import { EMPLOYEE_FILE_RULES } from '../../data/policy/employee-file';
import { buildUserDoc } from '../../testing/data-builders';
import {
  EMAIL_TAKEN,
  newEmployeeDefaults,
  newEmployeeSchema,
  RUT_TAKEN,
  SUPERUSER_ONLY,
  toEmployeeFile,
  type NewEmployeeInput,
} from './employee-schema';

const existing = [buildUserDoc({ id: 'camila', rut: '12.345.678-5', email: 'camila@panaderia.cl' })];
const schema = newEmployeeSchema({ passwordRequired: true, existing, allowSuperuser: false });

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
    const invite = newEmployeeSchema({ passwordRequired: false, existing: [], allowSuperuser: true });
    expect(invite.parse(input({ role: 'superuser', password: '' }))).toMatchObject({
      role: 'superuser',
      password: null,
    });
  });
});
