import {
  LARGEST_PHOTO_DATA_URL,
  OWN_PROFILE_ATTACKS,
  PHOTO_DATA_URL,
  PHOTO_URL_ATTACKS,
  storagePhotoURL,
  USER_UPDATE_ATTACKS,
  userDocIn,
  validUserFileEdit,
} from '../../testing/policy-fixtures';
import { SERVER_TIME } from './document-store';
import {
  runWriteCheck,
  validateAttendanceWrite,
  validateLeadCreate,
  validateLogCreate,
  validateTenantAdminUpdate,
  validateUpdateInvariants,
} from './write-validators';
import {
  DISPLAY_NAME_MAX,
  isValidDisplayName,
  validateOwnProfileUpdate,
  validateUserAdminUpdate,
  validateUserUpdate,
} from './user-write';

const CHECK_IN = new Date('2025-06-02T12:00:00.000Z');
const LUNCH = new Date('2025-06-02T16:00:00.000Z');

const punch = (overrides: Record<string, unknown> = {}) => ({
  tenantId: 't1',
  userId: 'u1',
  date: new Date('2025-06-02T04:00:00.000Z'),
  slotIndex: 0,
  checkInTime: null,
  checkOutTime: null,
  lunchStartTime: null,
  lunchEndTime: null,
  source: 'web',
  ...overrides,
});

const reasonOf = (verdict: { allow: boolean; reason?: string }) =>
  verdict.allow ? 'allowed' : verdict.reason;

describe('validateAttendanceWrite', () => {
  it('accepts a check-in with the server time', () => {
    expect(validateAttendanceWrite(null, punch({ checkInTime: SERVER_TIME }), 'u1')).toEqual({ allow: true });
  });

  it('rejects device times, other users, other sources and unknown fields', () => {
    expect(reasonOf(validateAttendanceWrite(null, punch({ checkInTime: CHECK_IN }), 'u1'))).toBe(
      'checkInTime must be set with the server time',
    );
    expect(reasonOf(validateAttendanceWrite(null, punch({ checkInTime: SERVER_TIME }), 'u2'))).toBe(
      'userId must be the caller',
    );
    expect(reasonOf(validateAttendanceWrite(null, punch({ source: 'import' }), 'u1'))).toBe(
      "source must be 'web'",
    );
    expect(reasonOf(validateAttendanceWrite(null, punch({ approved: true }), 'u1'))).toBe(
      'unexpected fields: approved',
    );
    expect(reasonOf(validateAttendanceWrite(null, punch({ slotIndex: -1 }), 'u1'))).toBe(
      'slotIndex must be an integer ≥ 0',
    );
  });

  it('orders punches: each needs its predecessor already stored', () => {
    const both = punch({ checkInTime: SERVER_TIME, lunchStartTime: SERVER_TIME });
    expect(reasonOf(validateAttendanceWrite(null, both, 'u1'))).toBe(
      'lunchStartTime needs checkInTime first',
    );
    const checkedIn = punch({ checkInTime: CHECK_IN });
    expect(
      reasonOf(validateAttendanceWrite(checkedIn, { ...checkedIn, lunchEndTime: SERVER_TIME }, 'u1')),
    ).toBe('lunchEndTime needs lunchStartTime first');
    expect(
      validateAttendanceWrite(checkedIn, { ...checkedIn, lunchStartTime: SERVER_TIME }, 'u1').allow,
    ).toBe(true);
    expect(validateAttendanceWrite(checkedIn, { ...checkedIn, checkOutTime: SERVER_TIME }, 'u1').allow).toBe(
      true,
    );
    const atLunch = punch({ checkInTime: CHECK_IN, lunchStartTime: LUNCH });
    expect(validateAttendanceWrite(atLunch, { ...atLunch, lunchEndTime: SERVER_TIME }, 'u1').allow).toBe(
      true,
    );
  });

  it('never changes a stored time, and takes no punch after check-out', () => {
    const checkedIn = punch({ checkInTime: CHECK_IN });
    for (const value of [SERVER_TIME, null, LUNCH]) {
      expect(reasonOf(validateAttendanceWrite(checkedIn, { ...checkedIn, checkInTime: value }, 'u1'))).toBe(
        'checkInTime is already set',
      );
    }
    expect(
      validateAttendanceWrite(checkedIn, { ...checkedIn, checkInTime: new Date(CHECK_IN) }, 'u1').allow,
    ).toBe(true);
    const done = punch({ checkInTime: CHECK_IN, checkOutTime: LUNCH });
    expect(reasonOf(validateAttendanceWrite(done, { ...done, lunchStartTime: SERVER_TIME }, 'u1'))).toBe(
      'no punches after check-out',
    );
  });

  it('keeps the identity of a record', () => {
    const before = punch({ checkInTime: CHECK_IN });
    expect(reasonOf(validateAttendanceWrite(before, { ...before, slotIndex: 1 }, 'u1'))).toBe(
      'fields cannot change: slotIndex',
    );
    expect(reasonOf(validateAttendanceWrite(before, { ...before, date: CHECK_IN }, 'u1'))).toBe(
      'fields cannot change: date',
    );
  });
});

describe('validateLeadCreate', () => {
  const lead = (overrides: Record<string, unknown> = {}) => ({
    tenantId: null,
    name: 'Ana',
    email: 'ana@almacen.cl',
    company: 'Almacén',
    phone: null,
    employees: 12,
    message: null,
    status: 'nuevo',
    createdAt: SERVER_TIME,
    ...overrides,
  });

  it('accepts the landing-page shape (optional fields may be absent)', () => {
    expect(validateLeadCreate(lead())).toEqual({ allow: true });
    expect(
      validateLeadCreate({
        name: 'A',
        email: 'a@b.cl',
        company: 'C',
        status: 'nuevo',
        tenantId: null,
        createdAt: SERVER_TIME,
      }).allow,
    ).toBe(true);
  });

  it.each([
    [{ name: '' }, 'name must be a non-empty string'],
    [{ company: 3 }, 'company must be a non-empty string'],
    [{ email: 'ana' }, 'email is not an address'],
    [{ status: 'ganado' }, "status must be 'nuevo'"],
    [{ tenantId: 't1' }, 'tenantId must be null'],
    [{ createdAt: new Date() }, 'createdAt must be the server time'],
    [{ employees: -1 }, 'employees must be null or a non-negative integer'],
    [{ message: 'x'.repeat(2001) }, 'message must be null or a string of at most 2000'],
    [{ owner: 'me' }, 'unexpected fields: owner'],
  ])('rejects %o', (overrides, reason) => {
    expect(reasonOf(validateLeadCreate(lead(overrides)))).toBe(reason);
  });
});

describe('other field rules', () => {
  it('protects the tenant flags from admins', () => {
    const tenant = { tenantId: 't1', disabled: true, createdAt: CHECK_IN, name: 'A' };
    expect(validateTenantAdminUpdate(tenant, { ...tenant, name: 'B' }).allow).toBe(true);
    expect(reasonOf(validateTenantAdminUpdate(tenant, { ...tenant, disabled: false }))).toBe(
      'fields cannot change: disabled',
    );
  });

  it('lets a superuser disable a tenant, with a boolean', () => {
    const tenant = { tenantId: 't1', disabled: false, createdAt: CHECK_IN, name: 'A' };
    const check = (after: Record<string, unknown>) =>
      reasonOf(runWriteCheck('tenant-superuser-update', { before: tenant, after, callerUid: 's', id: 't1' }));
    expect(check({ ...tenant, disabled: true })).toBe('allowed');
    expect(check({ ...tenant, disabled: 'yes' })).toBe('disabled must be a boolean');
    expect(check({ ...tenant, createdAt: LUNCH })).toBe('fields cannot change: createdAt');
  });

  it('stamps logs with the server time', () => {
    expect(validateLogCreate({ action: 'x', createdAt: SERVER_TIME }).allow).toBe(true);
    expect(reasonOf(validateLogCreate({ action: 'x', createdAt: SERVER_TIME, actorRole: 'superuser' }))).toBe(
      'unexpected fields: actorRole',
    );
    expect(reasonOf(validateLogCreate({ action: 'x', createdAt: CHECK_IN }))).toBe(
      'createdAt must be the server time',
    );
    expect(reasonOf(runWriteCheck('log-create', { before: {}, after: {}, callerUid: 'u', id: 'g' }))).toBe(
      'logs are append-only',
    );
  });

  it('keeps docs in their tenant except leads', () => {
    expect(reasonOf(validateUpdateInvariants('shifts', { tenantId: 't1' }, { tenantId: 't2' }))).toBe(
      'fields cannot change: tenantId',
    );
    expect(validateUpdateInvariants('leads', { tenantId: null }, { tenantId: 't2' }).allow).toBe(true);
  });
});

describe('photoURL of a users doc', () => {
  const TENANT = 't1';
  const UID = 'emp-1';
  const user = { tenantId: TENANT, role: 'employee', displayName: 'Camila', photoURL: null };
  const own = (after: Record<string, unknown>, callerUid = UID, id = UID) =>
    reasonOf(
      runWriteCheck('user-own-profile', { before: user, after: { ...user, ...after }, callerUid, id }),
    );
  const byManager = (after: Record<string, unknown>, id = UID) =>
    reasonOf(
      runWriteCheck('user-admin-update', {
        before: user,
        after: { ...user, ...after },
        callerUid: 'a',
        id,
      }),
    );
  const REFUSED = 'photoURL must be null, a small image data URL or the own photo in Storage';

  it.each([
    ['a small JPEG data URL', PHOTO_DATA_URL],
    ['a WebP data URL', 'data:image/webp;base64,UklGRhYAAABXRUJQVlA4'],
    ['the largest data URL', LARGEST_PHOTO_DATA_URL],
    ['the own photo in Storage', storagePhotoURL(TENANT, UID)],
    ['no photo', null],
  ])('lets the person set %s', (_, photoURL) => {
    expect(own({ photoURL })).toBe('allowed');
    expect(byManager({ photoURL })).toBe('allowed');
  });

  it.each(PHOTO_URL_ATTACKS)('refuses %s to the person and to managers', (_, value) => {
    expect(own({ photoURL: value(UID) })).toBe(REFUSED);
    expect(byManager({ photoURL: value(UID) })).toBe(REFUSED);
  });

  it('binds a Storage URL to the doc it is written in', () => {
    expect(byManager({ photoURL: storagePhotoURL(TENANT, 'colleague-1') }, 'colleague-1')).toBe('allowed');
    expect(byManager({ photoURL: storagePhotoURL(TENANT, 'colleague-1') }, UID)).toBe(REFUSED);
  });

  it('is changed by the person in the own doc only', () => {
    expect(own({ photoURL: PHOTO_DATA_URL }, 'colleague-1')).toBe('only the own users doc');
  });

  it('does not judge a stored photo a manager leaves as it is', () => {
    const stored = { ...user, photoURL: 'https://legado.example.com/foto.png' };
    expect(reasonOf(validateUserUpdate(stored, { ...stored, position: 'Cajera' }, UID))).toBe('allowed');
  });
});

describe('the users doc a manager edits (security review M2, R17)', () => {
  const UID = 'emp-1';
  const stored = userDocIn('active', UID);
  const check = (role: 'admin' | 'superuser', after: Record<string, unknown>, before = stored) =>
    reasonOf(
      runWriteCheck(role === 'admin' ? 'user-admin-update' : 'user-superuser-update', {
        before,
        after: { ...before, ...after },
        callerUid: `${role}-1`,
        id: UID,
      }),
    );

  it('accepts the name, the photo and the whole employee file, valid, from either manager', () => {
    expect(check('admin', validUserFileEdit())).toBe('allowed');
    expect(check('superuser', validUserFileEdit())).toBe('allowed');
    // Clearing a file field or the name is filling it with null.
    expect(check('admin', { rut: null, hireDate: null, displayName: null, payAmount: null })).toBe('allowed');
  });

  it.each(USER_UPDATE_ATTACKS)('refuses %s to admins and superusers', (_, patch) => {
    expect(check('admin', patch)).not.toBe('allowed');
    expect(check('superuser', patch)).not.toBe('allowed');
  });

  it('names what it refuses', () => {
    expect(check('admin', { disabled: true, role: 'admin' })).toBe('fields not editable: role, disabled');
    expect(check('admin', { payAmount: -1, position: 'a'.repeat(101) })).toBe(
      'invalid values: position, payAmount',
    );
  });

  it('keeps a superuser’s doc from admins, not from superusers', () => {
    const superuser = { ...stored, role: 'superuser' };
    expect(check('admin', { position: 'Gerenta' }, superuser)).toBe('an admin cannot edit a superuser');
    expect(check('superuser', { position: 'Gerenta' }, superuser)).toBe('allowed');
    expect(check('superuser', { position: 'Gerenta' }, { ...stored, role: 'admin' })).toBe('allowed');
    expect(
      validateUserAdminUpdate({ ...stored, role: 'admin' }, { ...stored, role: 'admin', position: 'X' }, UID),
    ).toEqual({ allow: true });
  });

  it('judges only the fields a write changes', () => {
    const legacy = { ...stored, position: 'a'.repeat(300), disabled: 'sí' };
    expect(validateUserUpdate(legacy, { ...legacy, department: 'Ventas' }, UID)).toEqual({ allow: true });
  });
});

describe('the own profile of a users doc', () => {
  const UID = 'emp-1';
  const stored = userDocIn('active', UID);
  const own = (after: Record<string, unknown>) =>
    reasonOf(validateOwnProfileUpdate(stored, { ...stored, ...after }, UID));

  it('lets every member change the own name and photo', () => {
    expect(own({ displayName: 'Cami' })).toBe('allowed');
    expect(own({ displayName: 'a'.repeat(DISPLAY_NAME_MAX), photoURL: PHOTO_DATA_URL })).toBe('allowed');
    expect(own({ displayName: null })).toBe('allowed');
  });

  it.each(OWN_PROFILE_ATTACKS)('refuses %s', (_, patch) => {
    expect(own(patch)).not.toBe('allowed');
  });

  it('says which fields are not the person’s to change', () => {
    expect(own({ displayName: 'Yo', position: 'Gerenta' })).toBe('fields not editable: position');
  });

  it('takes a name as non-blank text of at most 100 characters, or none', () => {
    expect([null, undefined, 'A', 'a'.repeat(100)].every(isValidDisplayName)).toBe(true);
    expect(['', '  ', 'a'.repeat(101), 42, false].some(isValidDisplayName)).toBe(false);
  });
});
