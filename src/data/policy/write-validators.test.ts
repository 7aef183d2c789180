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
import { SERVER_TIME } from '../ports/document-store';
import type { PunchContext } from './punch-write';
import {
  LEAD_EMPLOYEES_MAX,
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
/** 2 June 2025 in Santiago (UTC−4): the day's first instant, and 13:00 that day. */
const DAY = new Date('2025-06-02T04:00:00.000Z');
const NOW = new Date('2025-06-02T17:00:00.000Z');
const ID = 'u1_2025-06-02_0';

const punch = (overrides: Record<string, unknown> = {}) => ({
  tenantId: 't1',
  userId: 'u1',
  date: DAY,
  slotIndex: 0,
  checkInTime: null,
  checkOutTime: null,
  lunchStartTime: null,
  lunchEndTime: null,
  source: 'web',
  ...overrides,
});

const schedule = (overrides: Record<string, unknown> = {}) => ({
  tenantId: 't1',
  userId: 'u1',
  date: DAY,
  timeSlots: [{ startTime: '09:00', endTime: '18:00' }],
  shiftId: null,
  ...overrides,
});

/** The request's view: u1 at `now`, with these stored docs (by `collection/id`). */
function context(
  docs: Record<string, Record<string, unknown>> = { 'schedulesConfig/u1_2025-06-02': schedule() },
  { now = NOW, id = ID } = {},
): PunchContext {
  return { callerUid: 'u1', id, now, lookup: (collection, docId) => docs[`${collection}/${docId}`] ?? null };
}

const reasonOf = (verdict: { allow: boolean; reason?: string }) =>
  verdict.allow ? 'allowed' : verdict.reason;

/** The request context of checks that read no other doc. */
const NO_LOOKUP = { now: NOW, lookup: () => null };

const at = (hhmm: string) => new Date(`2025-06-02T${hhmm}:00.000-04:00`);

describe('validateAttendanceWrite', () => {
  const checkIn = () => punch({ checkInTime: SERVER_TIME });

  it('accepts a check-in with the server time, under its id, on its day', () => {
    expect(validateAttendanceWrite(null, checkIn(), context())).toEqual({ allow: true });
  });

  it('rejects device times, other users, other sources and unknown fields', () => {
    expect(reasonOf(validateAttendanceWrite(null, punch({ checkInTime: CHECK_IN }), context()))).toBe(
      'a record starts with its check-in, with the server time',
    );
    expect(reasonOf(validateAttendanceWrite(null, punch({ checkInTime: null }), context()))).toBe(
      'a record starts with its check-in, with the server time',
    );
    expect(reasonOf(validateAttendanceWrite(null, { ...checkIn(), userId: 'u2' }, context()))).toBe(
      'userId must be the caller',
    );
    expect(reasonOf(validateAttendanceWrite(null, { ...checkIn(), source: 'import' }, context()))).toBe(
      "source must be 'web'",
    );
    expect(reasonOf(validateAttendanceWrite(null, { ...checkIn(), approved: true }, context()))).toBe(
      'unexpected fields: approved',
    );
    expect(reasonOf(validateAttendanceWrite(null, { ...checkIn(), slotIndex: -1 }, context()))).toBe(
      'slotIndex must be an integer ≥ 0',
    );
  });

  it('binds a new record to its id, its schedule, its date and its day — never to the slot’s window', () => {
    const verdict = (data: Record<string, unknown>, ctx = context()) =>
      reasonOf(validateAttendanceWrite(null, data, ctx));
    expect(verdict(checkIn(), context(undefined, { id: 'random-id' }))).toBe(
      'a record goes under <uid>_<day>_<slotIndex>',
    );
    expect(verdict({ ...checkIn(), slotIndex: 1 }, context(undefined, { id: 'u1_2025-06-02_1' }))).toBe(
      'the schedule has no slot 1',
    );
    expect(verdict(checkIn(), context({}))).toBe('no schedule on 2025-06-02');
    expect(verdict({ ...checkIn(), date: NOW })).toBe('date must be the schedule’s date');
    const colleagues = { 'schedulesConfig/u1_2025-06-02': schedule({ userId: 'u2' }) };
    expect(verdict(checkIn(), context(colleagues))).toBe('the schedule is not the caller’s');
    // Res. Ex. N° 38: the default window (07:00–22:00) refuses nothing; the day does (no future day, no backdating).
    const onDay = 'a record is opened on its day (or synced late from it)';
    expect(verdict(checkIn(), context(undefined, { now: at('06:59') }))).toBe('allowed');
    expect(verdict(checkIn(), context(undefined, { now: at('23:59') }))).toBe('allowed');
    expect(verdict(checkIn(), context(undefined, { now: DAY }))).toBe('allowed');
    expect(verdict(checkIn(), context(undefined, { now: new Date(DAY.getTime() - 1) }))).toBe(onDay);
    const hours = (h: number) => new Date(DAY.getTime() + h * 3_600_000);
    expect(verdict(checkIn(), context(undefined, { now: new Date(hours(25).getTime() - 1) }))).toBe(
      'allowed',
    );
    expect(verdict(checkIn(), context(undefined, { now: hours(25) }))).toBe(onDay);
  });

  it('keeps a late-synced check-in the device made on the record’s day, until 48 h after its date (M10)', () => {
    const hours = (h: number) => new Date(DAY.getTime() + h * 3_600_000);
    const synced = (device: Date | undefined, now: Date) =>
      reasonOf(
        validateAttendanceWrite(
          null,
          { ...checkIn(), ...(device ? { deviceTimes: { checkIn: device } } : {}) },
          context(undefined, { now }),
        ),
      );
    const onDay = 'a record is opened on its day (or synced late from it)';
    // Punched at 23:55 offline, received the next morning: kept (flagged Marca sincronizada tarde).
    expect(synced(at('23:55'), hours(33))).toBe('allowed');
    expect(synced(at('23:55'), new Date(hours(48).getTime() - 1))).toBe('allowed');
    expect(synced(at('23:55'), hours(48))).toBe(onDay);
    // A device time outside the record's day (or none) is a new punch on a day gone by: backdating.
    expect(synced(hours(26), hours(33))).toBe(onDay);
    expect(synced(new Date(DAY.getTime() - 1), hours(33))).toBe(onDay);
    expect(synced(undefined, hours(33))).toBe(onDay);
  });

  it('reads a schedule without slots as 09:00–17:00, a night slot to its end, and refuses malformed times', () => {
    const docs = (slots: Record<string, unknown>) => ({ 'schedulesConfig/u1_2025-06-02': schedule(slots) });
    const verdict = (d: Record<string, Record<string, unknown>>, now: Date) =>
      reasonOf(validateAttendanceWrite(null, checkIn(), context(d, { now })));
    expect(verdict(docs({ timeSlots: null }), at('21:01'))).toBe('allowed');
    // A night slot (22:00–06:00) is opened until its end, the next morning, past the day's 25 h.
    const overnight = { timeSlots: [{ startTime: '22:00', endTime: '06:00' }] };
    expect(verdict(docs(overnight), new Date('2025-06-03T09:59:00.000Z'))).toBe('allowed');
    expect(verdict(docs(overnight), new Date('2025-06-03T10:01:00.000Z'))).toBe(
      'a record is opened on its day (or synced late from it)',
    );
    const malformed = { timeSlots: [{ startTime: '9:00', endTime: '17:00' }] };
    expect(verdict(docs(malformed), at('10:00'))).toBe('the slot has no valid times');
  });

  it('opens one unscheduled record on a day without a schedule, within that day', () => {
    const unscheduled = (overrides: Record<string, unknown> = {}) => ({
      ...checkIn(),
      unscheduled: true,
      ...overrides,
    });
    const npId = 'u1_2025-06-02_np';
    const verdict = (data: Record<string, unknown>, ctx: PunchContext) =>
      reasonOf(validateAttendanceWrite(null, data, ctx));
    expect(verdict(unscheduled(), context({}, { id: npId }))).toBe('allowed');
    expect(verdict(unscheduled(), context(undefined, { id: npId }))).toBe(
      'the day has a schedule: punch its slots',
    );
    expect(verdict(unscheduled({ slotIndex: 1 }), context({}, { id: npId }))).toBe(
      'an unscheduled record is slot 0',
    );
    expect(verdict(unscheduled(), context({}, { id: ID }))).toBe(
      'an unscheduled record goes under <uid>_<day>_np',
    );
    expect(verdict(unscheduled(), context({}, { id: 'u1_2025-06-03_np' }))).toBe(
      'date must be the start of the id’s day',
    );
    const onDay = 'an unscheduled record is opened on its day (or synced late from it)';
    const tomorrow = { id: 'u1_2025-06-03_np', now: NOW };
    expect(verdict(unscheduled({ date: new Date('2025-06-03T04:00:00.000Z') }), context({}, tomorrow))).toBe(
      onDay,
    );
    const nextDay = { id: npId, now: new Date('2025-06-03T12:00:00.000Z') };
    expect(verdict(unscheduled(), context({}, nextDay))).toBe(onDay);
    expect(verdict(unscheduled({ deviceTimes: { checkIn: at('23:50') } }), context({}, nextDay))).toBe(
      'allowed',
    );
    expect(verdict(unscheduled({ unscheduled: 'yes' }), context({}))).toBe(
      'unscheduled must be true, false or absent',
    );
  });

  it('checks deviceTimes and location on a new record', () => {
    const verdict = (overrides: Record<string, unknown>) =>
      reasonOf(validateAttendanceWrite(null, { ...checkIn(), ...overrides }, context()));
    expect(verdict({ deviceTimes: { checkIn: CHECK_IN }, location: null })).toBe('allowed');
    const location = { latitude: -33.45, longitude: -70.66, accuracy: 12.5 };
    expect(verdict({ location })).toBe('allowed');
    expect(verdict({ deviceTimes: { checkOut: CHECK_IN } })).toBe('deviceTimes may add only checkIn');
    expect(verdict({ deviceTimes: { checkIn: '2025-06-02' } })).toBe(
      'deviceTimes.checkIn must be a timestamp',
    );
    expect(verdict({ deviceTimes: 'x' })).toBe('deviceTimes must be a map');
    for (const bad of [
      { ...location, latitude: 91 },
      { ...location, accuracy: -1 },
      { ...location, x: 1 },
      'x',
    ])
      expect(verdict({ location: bad })).toBe('location must be null or a valid position');
    expect(verdict({ receipts: {} })).toBe('unexpected fields: receipts');
  });

  it('orders punches: one per update, each after its predecessor', () => {
    const checkedIn = punch({ checkInTime: CHECK_IN });
    const update = (before: Record<string, unknown>, patch: Record<string, unknown>) =>
      reasonOf(validateAttendanceWrite(before, { ...before, ...patch }, context()));
    expect(update(checkedIn, { lunchEndTime: SERVER_TIME })).toBe('lunchEndTime needs lunchStartTime first');
    expect(update(checkedIn, { lunchStartTime: SERVER_TIME })).toBe('allowed');
    expect(update(checkedIn, { checkOutTime: SERVER_TIME })).toBe('allowed');
    expect(update(checkedIn, { lunchStartTime: SERVER_TIME, checkOutTime: SERVER_TIME })).toBe(
      'an update punches exactly one of lunch start, lunch end or check-out',
    );
    expect(update(checkedIn, { lunchStartTime: LUNCH })).toBe(
      'lunchStartTime must be set with the server time',
    );
    expect(update(checkedIn, { source: 'web', lunchStartTime: SERVER_TIME, location: null })).toBe(
      'fields cannot change: location',
    );
    const atLunch = punch({ checkInTime: CHECK_IN, lunchStartTime: LUNCH });
    expect(update(atLunch, { lunchEndTime: SERVER_TIME })).toBe('allowed');
  });

  it('never changes a stored time, and takes no punch after check-out', () => {
    const checkedIn = punch({ checkInTime: CHECK_IN });
    const update = (before: Record<string, unknown>, patch: Record<string, unknown>) =>
      reasonOf(validateAttendanceWrite(before, { ...before, ...patch }, context()));
    for (const value of [SERVER_TIME, null, LUNCH]) {
      expect(update(checkedIn, { checkInTime: value })).toBe(
        'an update punches exactly one of lunch start, lunch end or check-out',
      );
    }
    const done = punch({ checkInTime: CHECK_IN, checkOutTime: LUNCH });
    expect(update(done, { lunchStartTime: SERVER_TIME })).toBe('no punches after check-out');
    expect(update(done, { checkOutTime: SERVER_TIME })).toBe('checkOutTime is already set');
  });

  it('adds only the punch’s own device time', () => {
    const checkedIn = punch({ checkInTime: CHECK_IN, deviceTimes: { checkIn: CHECK_IN } });
    const lunch = (deviceTimes: unknown) =>
      reasonOf(
        validateAttendanceWrite(
          checkedIn,
          { ...checkedIn, lunchStartTime: SERVER_TIME, deviceTimes },
          context(),
        ),
      );
    expect(lunch({ checkIn: CHECK_IN, lunchStart: LUNCH })).toBe('allowed');
    expect(lunch({ checkIn: LUNCH, lunchStart: LUNCH })).toBe('deviceTimes.checkIn cannot change');
    expect(lunch({ lunchStart: LUNCH })).toBe('deviceTimes.checkIn cannot change');
    expect(lunch({ checkIn: CHECK_IN, checkOut: LUNCH })).toBe('deviceTimes may add only lunchStart');
    expect(lunch({ checkIn: CHECK_IN, lunchStart: 'x'.repeat(10_000) })).toBe(
      'deviceTimes.lunchStart must be a timestamp',
    );
  });

  it('takes later punches, whatever the window, until 48 h after the record’s date', () => {
    const checkedIn = punch({ checkInTime: CHECK_IN });
    const checkOut = (now: Date) =>
      reasonOf(
        validateAttendanceWrite(
          checkedIn,
          { ...checkedIn, checkOutTime: SERVER_TIME },
          context(undefined, { now }),
        ),
      );
    expect(checkOut(at('22:00'))).toBe('allowed');
    expect(checkOut(at('23:30'))).toBe('allowed');
    expect(checkOut(new Date(DAY.getTime() + 48 * 3_600_000 - 1))).toBe('allowed');
    expect(checkOut(new Date(DAY.getTime() + 48 * 3_600_000))).toBe('the record no longer takes punches');
    expect(checkOut(new Date('2025-06-05T12:00:00.000Z'))).toBe('the record no longer takes punches');
  });

  it('takes an unscheduled record’s punches until 48 h after its date, not 16 h after its check-in', () => {
    const open = punch({ checkInTime: CHECK_IN, unscheduled: true });
    const checkOut = (now: Date) =>
      reasonOf(
        validateAttendanceWrite(
          open,
          { ...open, checkOutTime: SERVER_TIME },
          context({}, { id: 'u1_2025-06-02_np', now }),
        ),
      );
    expect(checkOut(new Date(CHECK_IN.getTime() + 17 * 3_600_000))).toBe('allowed');
    expect(checkOut(new Date(DAY.getTime() + 48 * 3_600_000))).toBe('the record no longer takes punches');
  });

  it('keeps the identity of a record', () => {
    const before = punch({ checkInTime: CHECK_IN });
    const update = (patch: Record<string, unknown>) =>
      reasonOf(
        validateAttendanceWrite(before, { ...before, lunchStartTime: SERVER_TIME, ...patch }, context()),
      );
    expect(update({ slotIndex: 1 })).toBe('fields cannot change: slotIndex');
    expect(update({ date: CHECK_IN })).toBe('fields cannot change: date');
    expect(update({ source: 'web', receipts: {} })).toBe('fields cannot change: receipts');
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
    [{ employees: -1 }, 'employees must be null or an integer from 0 to 1000000'],
    [{ employees: LEAD_EMPLOYEES_MAX + 1 }, 'employees must be null or an integer from 0 to 1000000'],
    [{ message: 'x'.repeat(2001) }, 'message must be null or a string of at most 2000'],
    [{ owner: 'me' }, 'unexpected fields: owner'],
  ])('rejects %o', (overrides, reason) => {
    expect(reasonOf(validateLeadCreate(lead(overrides)))).toBe(reason);
  });
});

describe('other field rules', () => {
  it('protects the tenant flags from admins', () => {
    const tenant = { tenantId: 't1', disabled: true, createdAt: CHECK_IN, name: 'A' };
    const signed = { updatedBy: 'admin-1', updatedAt: SERVER_TIME };
    expect(validateTenantAdminUpdate(tenant, { ...tenant, name: 'B', ...signed }, NOW, 'admin-1').allow).toBe(
      true,
    );
    expect(reasonOf(validateTenantAdminUpdate(tenant, { ...tenant, disabled: false }, NOW, 'admin-1'))).toBe(
      'fields cannot change: disabled',
    );
  });

  it('takes a save of the settings only signed by the caller with the server time (M6)', () => {
    const tenant = { tenantId: 't1', disabled: false, createdAt: CHECK_IN, name: 'A' };
    const check = (after: Record<string, unknown>) =>
      reasonOf(validateTenantAdminUpdate(tenant, { ...tenant, ...after }, NOW, 'admin-1'));
    expect(check({ name: 'B' })).toBe('updatedBy must be the caller');
    expect(check({ name: 'B', updatedBy: 'admin-2', updatedAt: SERVER_TIME })).toBe(
      'updatedBy must be the caller',
    );
    expect(check({ name: 'B', updatedBy: 'admin-1', updatedAt: CHECK_IN })).toBe(
      'updatedAt must be the server time',
    );
    // The stamp alone is signed too; a write that changes nothing /configuracion edits needs none.
    expect(check({ updatedBy: 'admin-1', updatedAt: CHECK_IN })).toBe('updatedAt must be the server time');
    expect(check({ updatedBy: 'admin-1', updatedAt: SERVER_TIME })).toBe('allowed');
  });

  it('lets an admin close the next ended month or reopen the last closed one, never today or all (H3)', () => {
    const tenant = {
      tenantId: 't1',
      disabled: false,
      createdAt: CHECK_IN,
      name: 'A',
      closedThrough: '2025-04-30',
    };
    const stamp = (closedThrough: unknown, stored: unknown) => ({
      periodChangedBy: 'admin-1',
      periodChangedAt: SERVER_TIME,
      periodReason:
        typeof closedThrough === 'string' && typeof stored === 'string' && closedThrough < stored
          ? 'Faltó una corrección'
          : null,
    });
    const check = (closedThrough: unknown, stored: unknown = tenant.closedThrough) =>
      validateTenantAdminUpdate(
        { ...tenant, closedThrough: stored },
        { ...tenant, closedThrough, ...stamp(closedThrough, stored) },
        NOW,
        'admin-1',
      );
    // NOW is 2025-06-02 17:00 UTC: May's records take no more punches in any zone; June has not ended.
    expect(check('2025-05-31').allow).toBe(true);
    expect(check('2025-03-31').allow).toBe(true);
    expect(check('2025-05-31', null).allow).toBe(true);
    const refused = 'closedThrough must close the next ended month or reopen the last closed one';
    expect(reasonOf(check(null))).toBe(refused);
    expect(reasonOf(check('2025-06-02'))).toBe(refused);
    expect(reasonOf(check('2025-06-30'))).toBe(refused);
    expect(reasonOf(check('2025-05-30'))).toBe(refused);
    expect(reasonOf(check('2025-02-28'))).toBe(refused);
    expect(reasonOf(check('2025-13-01'))).toBe(refused);
    expect(reasonOf(check(20250531))).toBe(refused);
    expect(reasonOf(check('2025-05-31', 'mayo'))).toBe('the stored closedThrough is not a day key');
  });

  it('requires the stamp beside every close and reopening, and only then (security review H3, M6)', () => {
    const tenant = {
      tenantId: 't1',
      disabled: false,
      createdAt: CHECK_IN,
      name: 'A',
      closedThrough: '2025-04-30',
    };
    const stamp = { periodChangedBy: 'admin-1', periodChangedAt: SERVER_TIME, periodReason: null };
    const check = (after: Record<string, unknown>) =>
      reasonOf(validateTenantAdminUpdate(tenant, { ...tenant, ...after }, NOW, 'admin-1'));
    expect(check({ closedThrough: '2025-05-31', ...stamp })).toBe('allowed');
    expect(check({ closedThrough: '2025-03-31', ...stamp, periodReason: 'Faltó una corrección' })).toBe(
      'allowed',
    );
    expect(check({ closedThrough: '2025-05-31' })).toBe('periodChangedBy must be the caller');
    expect(check({ closedThrough: '2025-05-31', ...stamp, periodChangedBy: 'admin-2' })).toBe(
      'periodChangedBy must be the caller',
    );
    expect(check({ closedThrough: '2025-05-31', ...stamp, periodChangedAt: NOW })).toBe(
      'periodChangedAt must be the server time',
    );
    expect(check({ closedThrough: '2025-05-31', ...stamp, periodReason: 'cierre' })).toBe(
      'periodReason must be null when closing',
    );
    const reasonRule = 'periodReason must be a reason of 3 to 500 characters';
    expect(check({ closedThrough: '2025-03-31', ...stamp })).toBe(reasonRule);
    expect(check({ closedThrough: '2025-03-31', ...stamp, periodReason: '  ' })).toBe(reasonRule);
    expect(check({ closedThrough: '2025-03-31', ...stamp, periodReason: 'x'.repeat(501) })).toBe(reasonRule);
    expect(check({ ...stamp, name: 'B' })).toBe('the period stamp changes only with closedThrough');
  });

  it('lets a superuser disable a tenant, with a boolean', () => {
    const tenant = { tenantId: 't1', disabled: false, createdAt: CHECK_IN, name: 'A' };
    const check = (after: Record<string, unknown>) =>
      reasonOf(
        runWriteCheck('tenant-superuser-update', {
          before: tenant,
          after,
          callerUid: 's',
          id: 't1',
          ...NO_LOOKUP,
        }),
      );
    expect(check({ ...tenant, disabled: true })).toBe('allowed');
    expect(check({ ...tenant, disabled: 'yes' })).toBe('disabled must be a boolean');
    expect(check({ ...tenant, createdAt: LUNCH })).toBe('fields cannot change: createdAt');
  });

  it('stamps logs with the server time, and takes only a client’s action (security review M6)', () => {
    expect(validateLogCreate({ action: 'user.update', createdAt: SERVER_TIME }).allow).toBe(true);
    expect(
      reasonOf(validateLogCreate({ action: 'user.update', createdAt: SERVER_TIME, actorRole: 'superuser' })),
    ).toBe('unexpected fields: actorRole');
    for (const action of [
      'week.sign',
      'period.reopen',
      'absence.approve',
      'shift.create',
      'schedule.publish',
      'x',
    ]) {
      expect(reasonOf(validateLogCreate({ action, createdAt: SERVER_TIME }))).toBe(
        'action must be one a client may log (CLIENT_AUDIT_ACTIONS)',
      );
    }
    expect(reasonOf(validateLogCreate({ action: 'user.update', createdAt: CHECK_IN }))).toBe(
      'createdAt must be the server time',
    );
    expect(
      reasonOf(runWriteCheck('log-create', { before: {}, after: {}, callerUid: 'u', id: 'g', ...NO_LOOKUP })),
    ).toBe('logs are append-only');
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
      runWriteCheck('user-own-profile', {
        before: user,
        after: { ...user, ...after },
        callerUid,
        id,
        ...NO_LOOKUP,
      }),
    );
  const byManager = (after: Record<string, unknown>, id = UID) =>
    reasonOf(
      runWriteCheck('user-admin-update', {
        before: user,
        after: { ...user, ...after },
        callerUid: 'a',
        id,
        ...NO_LOOKUP,
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
        ...NO_LOOKUP,
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

  it('judges every field of the file, changed or not, as the rules do (their 1,000 expressions, issue #46)', () => {
    // A stored value outside the file's rules is refused with any edit until that edit fixes it; fields outside
    // the file (`disabled`, AdminPort's) are not judged.
    const legacy = { ...stored, position: 'a'.repeat(300), disabled: 'sí' };
    expect(validateUserUpdate(legacy, { ...legacy, department: 'Ventas' }, UID)).toEqual({
      allow: false,
      reason: 'invalid values: position',
    });
    expect(validateUserUpdate(legacy, { ...legacy, department: 'Ventas', position: 'Cajera' }, UID)).toEqual({
      allow: true,
    });
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
