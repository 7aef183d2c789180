import { AdminError } from '../../data/ports/admin-port';
import { WORKPLACE_LIMITS } from '../../domain/workplaces/workplaces';
import { parseAdminInput } from './admin-schema';

const PERSON = {
  requestId: 'req-12345678',
  tenantId: 't1',
  role: 'employee',
  email: 'ana@empresa.cl',
  displayName: 'Ana',
  password: 'clave-segura',
};

const TENANT = {
  requestId: 'req-12345678',
  name: 'Ferretería',
  legalName: null,
  taxId: null,
  timeZone: 'America/Santiago',
  admin: { email: 'jefa@ferreteria.cl', displayName: 'Jefa', password: 'clave-segura' },
};

const WORKPLACE = {
  name: 'Casa matriz',
  street: 'Av. Recoleta',
  number: '1450',
  unit: null,
  comuna: 'Recoleta',
  city: 'Santiago',
  region: 13,
};

const SIGN_UP = {
  requestId: 'req-12345678',
  name: 'Panadería La Espiga',
  legalName: 'Panadería La Espiga Limitada',
  taxId: '77123456-9',
  admin: { email: 'duena@espiga.cl', displayName: 'Dueña', password: 'clave-segura' },
  workplace: WORKPLACE,
  acceptedTerms: true,
};

function refusalOf(run: () => unknown): { code: string; reason: string | null; fields: string[] } {
  try {
    run();
  } catch (error) {
    if (error instanceof AdminError)
      return { code: error.code, reason: error.reason, fields: [...error.fields] };
    throw error;
  }
  throw new Error('expected a refusal');
}

const invalid = (fields: string[]) => ({ code: 'invalid-argument', reason: 'invalid-input', fields });

describe('parseAdminInput', () => {
  it('trims texts, lower-cases the e-mail and fills an empty file', () => {
    const parsed = parseAdminInput(
      'createUser',
      { ...PERSON, email: '  Ana.Perez@Empresa.CL ', displayName: '  Ana Pérez ' },
      false,
    );
    expect(parsed).toEqual({ ...PERSON, email: 'ana.perez@empresa.cl', displayName: 'Ana Pérez', file: {} });
  });

  it('normalises the file: RUT formatted, texts trimmed, a JSON hire date read back as a Date', () => {
    const parsed = parseAdminInput(
      'createUser',
      {
        ...PERSON,
        file: {
          rut: '12345678-5',
          position: ' Cajera ',
          hireDate: '2025-03-01T03:00:00.000Z',
          payKind: 'monthly',
          payAmount: 650000,
        },
      },
      false,
    );
    expect(parsed.file).toEqual({
      rut: '12.345.678-5',
      position: 'Cajera',
      hireDate: new Date('2025-03-01T03:00:00.000Z'),
      payKind: 'monthly',
      payAmount: 650000,
    });
    const withDate = parseAdminInput('createUser', { ...PERSON, file: { hireDate: new Date(0) } }, false);
    expect(withDate.file.hireDate).toEqual(new Date(0));
  });

  it('names every bad field, unknown keys included, nested with a dotted path', () => {
    const run = () =>
      parseAdminInput(
        'createUser',
        {
          ...PERSON,
          email: 'no-es-correo',
          role: 'owner',
          isOwner: true,
          file: { rut: '12.345.678-9', payAmount: -1, hireDate: 'ayer', bonus: 1 },
        },
        false,
      );
    const refusal = refusalOf(run);
    expect(refusal).toMatchObject({ code: 'invalid-argument', reason: 'invalid-input' });
    expect(refusal.fields.sort()).toEqual(
      ['email', 'file.bonus', 'file.hireDate', 'file.payAmount', 'file.rut', 'isOwner', 'role'].sort(),
    );
  });

  it('bounds the texts and the request id', () => {
    expect(refusalOf(() => parseAdminInput('createUser', { ...PERSON, displayName: '   ' }, false))).toEqual(
      invalid(['displayName']),
    );
    expect(
      refusalOf(() => parseAdminInput('createUser', { ...PERSON, displayName: 'x'.repeat(101) }, false)),
    ).toEqual(invalid(['displayName']));
    expect(
      refusalOf(() =>
        parseAdminInput('createUser', { ...PERSON, email: `${'a'.repeat(250)}@empresa.cl` }, false),
      ),
    ).toEqual(invalid(['email']));
    for (const requestId of ['corto', 'con espacio 123', 'x'.repeat(101)]) {
      expect(refusalOf(() => parseAdminInput('createUser', { ...PERSON, requestId }, false))).toEqual(
        invalid(['requestId']),
      );
    }
    expect(parseAdminInput('createUser', { ...PERSON, requestId: 'a_B-9'.repeat(2) }, false).requestId).toBe(
      'a_B-9a_B-9',
    );
  });

  it('judges the password apart: weak below 8 or above 128, required only when asked', () => {
    expect(refusalOf(() => parseAdminInput('createUser', { ...PERSON, password: '1234567' }, false))).toEqual(
      {
        code: 'invalid-argument',
        reason: 'weak-password',
        fields: ['password'],
      },
    );
    expect(
      refusalOf(() => parseAdminInput('createUser', { ...PERSON, password: 'x'.repeat(129) }, false)).reason,
    ).toBe('weak-password');
    expect(parseAdminInput('createUser', { ...PERSON, password: '12345678' }, false).password).toBe(
      '12345678',
    );
    for (const password of [undefined, null, '']) {
      expect(parseAdminInput('createUser', { ...PERSON, password }, false).password).toBeNull();
      expect(refusalOf(() => parseAdminInput('createUser', { ...PERSON, password }, true))).toEqual({
        code: 'invalid-argument',
        reason: 'password-required',
        fields: ['password'],
      });
    }
    expect(
      refusalOf(() =>
        parseAdminInput('createTenant', { ...TENANT, admin: { ...TENANT.admin, password: '' } }, true),
      ),
    ).toEqual({ code: 'invalid-argument', reason: 'password-required', fields: ['admin.password'] });
  });

  it('stores a company RUT formatted and accepts only the supported zones', () => {
    const parsed = parseAdminInput(
      'createTenant',
      { ...TENANT, taxId: '765432103', legalName: ' La SpA ' },
      false,
    );
    expect(parsed).toMatchObject({ taxId: '76.543.210-3', legalName: 'La SpA' });
    expect(
      refusalOf(() => parseAdminInput('createTenant', { ...TENANT, taxId: '76.543.210-4' }, false)),
    ).toEqual(invalid(['taxId']));
    expect(
      refusalOf(() => parseAdminInput('createTenant', { ...TENANT, timeZone: 'Europe/Paris' }, false)),
    ).toEqual(invalid(['timeZone']));
    expect(
      refusalOf(() =>
        parseAdminInput('createTenant', { ...TENANT, admin: { ...TENANT.admin, role: 'x' } }, false),
      ),
    ).toEqual(invalid(['admin.role']));
  });

  it('checks the small calls too: ids, roles, booleans, nothing else', () => {
    expect(parseAdminInput('setUserRole', { uid: 'emp-1', role: 'admin' }, false)).toEqual({
      uid: 'emp-1',
      role: 'admin',
    });
    expect(refusalOf(() => parseAdminInput('setUserRole', { uid: 'a/b', role: 'admin' }, false))).toEqual(
      invalid(['uid']),
    );
    expect(
      refusalOf(() => parseAdminInput('setUserDisabled', { uid: 'emp-1', disabled: 'true' }, false)),
    ).toEqual(invalid(['disabled']));
    expect(
      refusalOf(() =>
        parseAdminInput(
          'setTenantDisabled',
          { tenantId: 't2', disabled: true, tenantIdOverride: 't1' },
          false,
        ),
      ),
    ).toEqual(invalid(['tenantIdOverride']));
    expect(refusalOf(() => parseAdminInput('setUserRole', null, false))).toMatchObject({
      reason: 'invalid-input',
    });
  });

  it('takes a sign-up’s first workplace trimmed, a blank unit as none (Res. Ex. N° 38 art. 13.2–13.3)', () => {
    const parsed = parseAdminInput(
      'signUp',
      {
        ...SIGN_UP,
        workplace: {
          ...WORKPLACE,
          name: ' Local Centro ',
          street: ' Av. Matta ',
          unit: '  ',
          city: ' Santiago ',
        },
      },
      false,
    );
    expect(parsed.workplace).toEqual({
      ...WORKPLACE,
      name: 'Local Centro',
      street: 'Av. Matta',
      unit: null,
      city: 'Santiago',
    });
    expect(
      parseAdminInput('signUp', { ...SIGN_UP, workplace: { ...WORKPLACE, unit: ' Piso 3 ' } }, false)
        .workplace.unit,
    ).toBe('Piso 3');
  });

  it('refuses a sign-up without its workplace, or with a part missing, too long, or a region that is none', () => {
    const refused = (workplace: unknown) =>
      refusalOf(() => parseAdminInput('signUp', { ...SIGN_UP, workplace }, false));
    expect(refused(undefined)).toEqual(invalid(['workplace']));
    expect(refused({ ...WORKPLACE, region: 99 })).toEqual(invalid(['workplace.region']));
    expect(refused({ ...WORKPLACE, region: 0 })).toEqual(invalid(['workplace.region']));
    expect(refused({ ...WORKPLACE, region: '13' })).toEqual(invalid(['workplace.region']));
    expect(refused({ ...WORKPLACE, street: '   ' })).toEqual(invalid(['workplace.street']));
    for (const field of ['name', 'number', 'comuna', 'city'] as const) {
      expect(refused({ ...WORKPLACE, [field]: '' })).toEqual(invalid([`workplace.${field}`]));
      expect(refused({ ...WORKPLACE, [field]: 'x'.repeat(WORKPLACE_LIMITS[field] + 1) })).toEqual(
        invalid([`workplace.${field}`]),
      );
    }
    expect(refused({ ...WORKPLACE, unit: 'x'.repeat(WORKPLACE_LIMITS.unit + 1) })).toEqual(
      invalid(['workplace.unit']),
    );
    const { unit: _unit, ...withoutUnit } = WORKPLACE;
    expect(refused(withoutUnit)).toEqual(invalid(['workplace.unit']));
    expect(refused({ ...WORKPLACE, tenantId: 't2' })).toEqual(invalid(['workplace.tenantId']));
  });
});
