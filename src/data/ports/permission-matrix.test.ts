import { COLLECTIONS } from './collections';
import {
  isAllowed,
  listedScopes,
  OPERATIONS,
  PERMISSION_ROWS,
  permissionFor,
  POLICY_ROLES,
  SCOPES,
  type PermissionRow,
  type PolicyRole,
} from './permission-matrix';
import { policyRole, resolveScope } from './policy-caller';

const allowed = (role: PolicyRole) =>
  PERMISSION_ROWS.filter((row) => row.role === role && row.allow)
    .map((row) => `${row.operation} ${row.collection} ${row.scope}${row.check ? ` [${row.check}]` : ''}`)
    .sort();

describe('PERMISSION_ROWS', () => {
  it('has exactly one row for every role × collection × operation × scope', () => {
    const keys = new Set(PERMISSION_ROWS.map((r) => `${r.role}|${r.collection}|${r.operation}|${r.scope}`));
    expect(PERMISSION_ROWS).toHaveLength(
      POLICY_ROLES.length * COLLECTIONS.length * OPERATIONS.length * SCOPES.length,
    );
    expect(keys.size).toBe(750);
  });

  it('answers isAllowed from the rows', () => {
    for (const row of PERMISSION_ROWS) expect(isAllowed(row)).toBe(row.allow);
    expect(
      permissionFor({ role: 'employee', collection: 'attendance', operation: 'update', scope: 'own' }),
    ).toEqual({
      role: 'employee',
      collection: 'attendance',
      operation: 'update',
      scope: 'own',
      allow: true,
      check: 'attendance-punch',
    });
  });

  it('crosses tenants only for superusers (tenants, leads) and landing-page leads', () => {
    const crossing = PERMISSION_ROWS.filter((row) => row.scope === 'other-tenant' && row.allow);
    const unexpected = crossing.filter(
      (row: PermissionRow) =>
        !(row.role === 'superuser' && (row.collection === 'tenants' || row.collection === 'leads')) &&
        !(row.collection === 'leads' && row.operation === 'create' && row.check === 'lead-create'),
    );
    expect(unexpected).toEqual([]);
  });

  it('lets visitors and unknown roles only send a landing-page lead', () => {
    expect(allowed('unauthenticated')).toEqual(['create leads other-tenant [lead-create]']);
    expect(allowed('unknown')).toEqual(['create leads other-tenant [lead-create]']);
  });

  it('gives employees their own records, their tenant’s shared data and punches', () => {
    expect(allowed('employee')).toEqual(
      [
        'create attendance own [attendance-punch]',
        'create leads other-tenant [lead-create]',
        'create logs own [log-create]',
        'get absences own',
        'get attendance own',
        'get holidays own',
        'get holidays tenant',
        'get schedulesConfig own',
        'get shifts own',
        'get shifts tenant',
        'get tenants own',
        'get tenants tenant',
        'get users own',
        'list absences own',
        'list attendance own',
        'list holidays own',
        'list holidays tenant',
        'list schedulesConfig own',
        'list shifts own',
        'list shifts tenant',
        'list tenants own',
        'list tenants tenant',
        'update attendance own [attendance-punch]',
        'update users own [user-own-photo]',
      ].sort(),
    );
  });

  it('never lets a client delete tenants or logs, edit logs, or create/delete users docs', () => {
    const forbidden = PERMISSION_ROWS.filter(
      (row) =>
        row.allow &&
        ((row.collection === 'tenants' && row.operation === 'delete') ||
          (row.collection === 'logs' && (row.operation === 'update' || row.operation === 'delete')) ||
          (row.collection === 'users' && (row.operation === 'create' || row.operation === 'delete'))),
    );
    expect(forbidden).toEqual([]);
  });

  it('lets managers run every tenant collection but not read leads; payroll is theirs alone', () => {
    for (const collection of [
      'shifts',
      'schedulesConfig',
      'holidays',
      'absences',
      'payroll',
      'attendance',
    ] as const) {
      for (const operation of OPERATIONS) {
        expect(isAllowed({ role: 'admin', collection, operation, scope: 'tenant' })).toBe(true);
        expect(isAllowed({ role: 'admin', collection, operation, scope: 'other-tenant' })).toBe(false);
      }
    }
    expect(isAllowed({ role: 'admin', collection: 'leads', operation: 'list', scope: 'other-tenant' })).toBe(
      false,
    );
    expect(
      isAllowed({ role: 'superuser', collection: 'leads', operation: 'list', scope: 'other-tenant' }),
    ).toBe(true);
    expect(PERMISSION_ROWS.some((r) => r.role === 'employee' && r.collection === 'payroll' && r.allow)).toBe(
      false,
    );
    expect(
      permissionFor({ role: 'admin', collection: 'users', operation: 'update', scope: 'tenant' }).check,
    ).toBe('user-protected-fields');
    // A manager's own users doc is edited like any other of the tenant, not under the employees' photo-only row.
    expect(
      permissionFor({ role: 'admin', collection: 'users', operation: 'update', scope: 'own' }).check,
    ).toBe('user-protected-fields');
    expect(
      permissionFor({ role: 'employee', collection: 'users', operation: 'update', scope: 'tenant' }).allow,
    ).toBe(false);
  });

  it('reads a users list as tenant-wide: no query narrows users to the own doc', () => {
    expect(listedScopes('users', 'own')).toEqual(['own', 'tenant']);
    expect(listedScopes('attendance', 'own')).toEqual(['own']);
    expect(listedScopes('shifts', 'own')).toEqual(['tenant']);
    expect(isAllowed({ role: 'employee', collection: 'users', operation: 'list', scope: 'own' })).toBe(false);
    expect(isAllowed({ role: 'admin', collection: 'users', operation: 'list', scope: 'own' })).toBe(true);
  });
});

describe('policyRole and resolveScope', () => {
  const caller = { uid: 'u1', claims: { role: 'employee', tenantId: 't1' } };

  it('maps claims to a policy role', () => {
    expect(policyRole(null)).toBe('unauthenticated');
    expect(policyRole({ uid: 'u', claims: { role: 'superuser', tenantId: 't' } })).toBe('superuser');
    expect(policyRole({ uid: 'u', claims: { role: 'auditor', tenantId: 't' } })).toBe('unknown');
  });

  it('places a doc as own, tenant or other-tenant for the caller', () => {
    expect(resolveScope('attendance', { id: 'a', data: { tenantId: 't1', userId: 'u1' } }, caller)).toBe(
      'own',
    );
    expect(resolveScope('attendance', { id: 'a', data: { tenantId: 't1', userId: 'u2' } }, caller)).toBe(
      'tenant',
    );
    expect(resolveScope('attendance', { id: 'a', data: { tenantId: 't2', userId: 'u1' } }, caller)).toBe(
      'other-tenant',
    );
    expect(resolveScope('users', { id: 'u1', data: { tenantId: 't1' } }, caller)).toBe('own');
    expect(resolveScope('logs', { id: 'l', data: { tenantId: 't1', actorId: 'u1' } }, caller)).toBe('own');
    expect(resolveScope('shifts', { id: 's', data: { tenantId: 't1' } }, caller)).toBe('tenant');
    expect(resolveScope('leads', { id: 'l', data: { tenantId: null } }, caller)).toBe('other-tenant');
    expect(resolveScope('shifts', { id: 's', data: { tenantId: 't1' } }, null)).toBe('other-tenant');
  });
});
