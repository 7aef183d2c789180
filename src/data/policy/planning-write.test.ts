import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { holidayDocId } from '../../domain/planning/plan';
import { scheduleDocId } from '../../domain/schedule/day-schedule';
import { SERVER_TIME } from '../ports/document-store';
import {
  isValidSlotList,
  validateHolidayWrite,
  validatePatternWrite,
  validatePublishWrite,
  validateScheduleDraftWrite,
  validateScheduleFields,
  validateScheduleWrite,
  type ScheduleWriteContext,
  validateShiftWrite,
} from './planning-write';
import { validateAbsenceManagerWrite, validateAbsenceRequest } from './absence-write';
import { dayNamed } from './verdicts';

/** 2 June 2025 in Santiago (UTC−4): the day's first instant. */
const DAY = new Date('2025-06-02T04:00:00.000Z');
const NEXT_DAY = new Date('2025-06-03T04:00:00.000Z');
const STORED_AT = new Date('2025-05-30T15:00:00.000Z');
const ID = 'u1_2025-06-02';
const ME = 'admin-1';

const reasonOf = (verdict: { allow: boolean; reason?: string }) =>
  verdict.allow ? 'allowed' : verdict.reason;
const allowed = { allow: true };

const shift = (overrides: Record<string, unknown> = {}) => ({
  tenantId: 't1',
  name: 'Noche',
  color: '#1976d2',
  timeSlots: [{ startTime: '22:00', endTime: '06:00' }],
  lunchMinutes: 30,
  ...overrides,
});

describe('dayNamed', () => {
  it('names the day a tenant-zone midnight starts, whatever the zone within 12 h of UTC', () => {
    expect(dayNamed(DAY)).toBe('2025-06-02');
    expect(dayNamed(new Date('2025-06-01T22:00:00.000Z'))).toBe('2025-06-02'); // Madrid, UTC+2
    expect(dayNamed(new Date('2025-06-02T11:59:59.999Z'))).toBe('2025-06-02');
    expect(dayNamed(new Date('2025-06-02T12:00:00.000Z'))).toBe('2025-06-03');
  });

  it('names a tenant-zone midnight’s own day on both sides of a DST change and far off UTC', () => {
    for (const [day, zone] of [
      ['2026-06-02', 'America/Santiago'],
      ['2026-09-06', 'America/Santiago'],
      ['2026-04-05', 'America/Santiago'],
      ['2026-01-01', 'Pacific/Easter'],
      ['2026-03-29', 'Europe/Madrid'],
      ['2024-02-29', 'America/Mexico_City'],
    ] as const) {
      expect(dayNamed(dayKeyToInstant(day, zone)), `${day} ${zone}`).toBe(day);
    }
  });

  it('is the day of the ids scheduleDocId and holidayDocId build', () => {
    expect(scheduleDocId('u', '2026-06-02')).toBe('u_2026-06-02');
    expect(holidayDocId('t1', '2026-06-02')).toBe('t1_2026-06-02');
  });
});

describe('validateShiftWrite', () => {
  it('accepts a shift with 1–4 slots, overnight ones included, archived or not', () => {
    expect(validateShiftWrite(null, shift())).toEqual(allowed);
    const four = ['06:00', '10:00', '14:00', '18:00'].map((start, i) => ({
      startTime: start,
      endTime: ['09:00', '13:00', '17:00', '21:00'][i],
    }));
    expect(
      validateShiftWrite(shift(), shift({ timeSlots: four, archived: true, lunchMinutes: 240 })),
    ).toEqual(allowed);
    expect(
      validateShiftWrite(null, shift({ name: 'n'.repeat(60), lunchMinutes: 0, archived: false })),
    ).toEqual(allowed);
  });

  it.each([
    ['an unknown key', { owner: 'x' }, 'unexpected fields: owner'],
    ['a blank name', { name: '  ' }, 'name must be a non-empty string'],
    ['a 61-character name', { name: 'n'.repeat(61) }, 'name is longer than 60'],
    ['a colour name', { color: 'red' }, 'color must be #rrggbb'],
    ['a short colour', { color: '#123' }, 'color must be #rrggbb'],
    ['no slots', { timeSlots: [] }, 'timeSlots'],
    ['5 slots', { timeSlots: Array(5).fill({ startTime: '08:00', endTime: '09:00' }) }, 'timeSlots'],
    ['a 24:00 end', { timeSlots: [{ startTime: '08:00', endTime: '24:00' }] }, 'timeSlots'],
    ['a 9:00 start', { timeSlots: [{ startTime: '9:00', endTime: '17:00' }] }, 'timeSlots'],
    ['start = end', { timeSlots: [{ startTime: '08:00', endTime: '08:00' }] }, 'timeSlots'],
    ['an extra slot key', { timeSlots: [{ startTime: '08:00', endTime: '09:00', x: 1 }] }, 'timeSlots'],
    ['a slot without end', { timeSlots: [{ startTime: '08:00' }] }, 'timeSlots'],
    ['slots as a map', { timeSlots: { startTime: '08:00', endTime: '09:00' } }, 'timeSlots'],
    ['lunch 1000', { lunchMinutes: 1000 }, 'lunchMinutes must be an integer from 0 to 240'],
    ['lunch −1', { lunchMinutes: -1 }, 'lunchMinutes'],
    ['lunch 30.5', { lunchMinutes: 30.5 }, 'lunchMinutes'],
    ['archived null', { archived: null }, 'archived must be absent or a boolean'],
  ])('refuses %s', (_label, overrides, reason) => {
    expect(reasonOf(validateShiftWrite(null, shift(overrides)))).toContain(reason);
  });

  it('judges the whole doc on update: a stored shift with a bad field must be fixed to be edited', () => {
    expect(reasonOf(validateShiftWrite(shift(), shift({ color: 'blue' })))).toContain('color');
  });
});

describe('isValidSlotList', () => {
  it('takes exactly 1–4 strict HH:MM slots', () => {
    expect(isValidSlotList([{ startTime: '00:00', endTime: '23:59' }])).toBe(true);
    expect(isValidSlotList([{ startTime: '23:59', endTime: '00:00' }])).toBe(true);
    expect(isValidSlotList(null)).toBe(false);
    expect(isValidSlotList([{ startTime: 800, endTime: '09:00' }])).toBe(false);
    expect(isValidSlotList([null])).toBe(false);
  });
});

describe('validatePatternWrite', () => {
  const pattern = (overrides: Record<string, unknown> = {}) => ({
    tenantId: 't1',
    name: '4x4 Noche',
    days: ['s1', 's1', 's1', 's1', '', '', '', ''],
    ...overrides,
  });

  it('accepts 1–28 days of shift ids or days off', () => {
    expect(validatePatternWrite(null, pattern())).toEqual(allowed);
    expect(validatePatternWrite(pattern(), pattern({ days: [''] }))).toEqual(allowed);
    expect(validatePatternWrite(null, pattern({ days: Array(28).fill('x'.repeat(40)) }))).toEqual(allowed);
  });

  it.each([
    ['no days', { days: [] }],
    ['29 days', { days: Array(29).fill('') }],
    ['a 41-character id', { days: ['x'.repeat(41)] }],
    ['a number as a day', { days: ['s1', 2] }],
    ['days as text', { days: 's1,s1' }],
  ])('refuses %s', (_label, overrides) => {
    expect(reasonOf(validatePatternWrite(null, pattern(overrides)))).toContain('days must be 1–28');
  });

  it('refuses a blank or long name and unknown keys', () => {
    expect(reasonOf(validatePatternWrite(null, pattern({ name: '' })))).toContain('name');
    expect(reasonOf(validatePatternWrite(null, pattern({ name: 'n'.repeat(61) })))).toContain(
      'longer than 60',
    );
    expect(reasonOf(validatePatternWrite(null, pattern({ start: '2025-06-02' })))).toContain('unexpected');
  });
});

describe('validateHolidayWrite', () => {
  const holiday = (overrides: Record<string, unknown> = {}) => ({
    tenantId: 't1',
    date: DAY,
    name: 'Feriado',
    irrenunciable: false,
    ...overrides,
  });

  it('creates a holiday only under <tenantId>_<the day its date names>', () => {
    expect(validateHolidayWrite(null, holiday(), 't1_2025-06-02')).toEqual(allowed);
    expect(reasonOf(validateHolidayWrite(null, holiday(), 'random'))).toContain('the id must be');
    expect(reasonOf(validateHolidayWrite(null, holiday(), 't1_2025-06-03'))).toContain('the id must be');
    expect(reasonOf(validateHolidayWrite(null, holiday(), 't2_2025-06-02'))).toContain('the id must be');
  });

  it('edits the name and the flag, never the date', () => {
    const stored = holiday();
    expect(validateHolidayWrite(stored, holiday({ name: 'Otro', irrenunciable: true }), 'any')).toEqual(
      allowed,
    );
    expect(reasonOf(validateHolidayWrite(stored, holiday({ date: NEXT_DAY }), 't1_2025-06-03'))).toContain(
      'fields cannot change: date',
    );
  });

  it('refuses a date as text, a long name, a missing flag and unknown keys', () => {
    const id = 't1_2025-06-02';
    expect(reasonOf(validateHolidayWrite(null, holiday({ date: '2025-06-02' }), id))).toContain('date');
    expect(reasonOf(validateHolidayWrite(null, holiday({ name: 'n'.repeat(101) }), id))).toContain('100');
    expect(reasonOf(validateHolidayWrite(null, holiday({ irrenunciable: undefined }), id))).toContain(
      'irrenunciable',
    );
    expect(reasonOf(validateHolidayWrite(null, holiday({ region: 'RM' }), id))).toContain('unexpected');
  });
});

const schedule = (overrides: Record<string, unknown> = {}) => ({
  tenantId: 't1',
  userId: 'u1',
  date: DAY,
  timeSlots: [{ startTime: '09:00', endTime: '17:00' }],
  shiftId: 's1',
  lunchMinutes: 30,
  ...overrides,
});

describe('validateScheduleFields', () => {
  it('publishes a day under scheduleDocId with the day’s start, with or without a shift and colación', () => {
    expect(validateScheduleFields(null, schedule(), ID)).toEqual(allowed);
    expect(validateScheduleFields(null, schedule({ shiftId: null, lunchMinutes: null }), ID)).toEqual(
      allowed,
    );
    const bare = {
      tenantId: 't1',
      userId: 'u1',
      date: DAY,
      timeSlots: [{ startTime: '08:00', endTime: '12:00' }],
    };
    expect(validateScheduleFields(null, bare, ID)).toEqual(allowed);
    expect(validateScheduleFields(schedule(), schedule({ shiftId: 's2', lunchMinutes: 0 }), ID)).toEqual(
      allowed,
    );
  });

  it('refuses a random id, another person’s id or a date that is not the id’s day', () => {
    expect(reasonOf(validateScheduleFields(null, schedule(), 'abc'))).toContain('the id must be');
    expect(reasonOf(validateScheduleFields(null, schedule(), 'u2_2025-06-02'))).toContain('the id must be');
    expect(reasonOf(validateScheduleFields(null, schedule({ date: NEXT_DAY }), ID))).toContain(
      'the id must be',
    );
  });

  it('never moves a stored schedule to another person or day', () => {
    const moved = schedule({ userId: 'u2', date: NEXT_DAY });
    expect(reasonOf(validateScheduleFields(schedule(), moved, 'u2_2025-06-03'))).toContain(
      'fields cannot change: userId, date',
    );
  });

  it.each([
    ['the old startTime', { startTime: '08:00' }, 'startTime and endTime'],
    ['5 slots', { timeSlots: Array(5).fill({ startTime: '08:00', endTime: '09:00' }) }, 'timeSlots'],
    ['no slots', { timeSlots: null }, 'timeSlots'],
    ['bad HH:MM', { timeSlots: [{ startTime: '8:00', endTime: '25:00' }] }, 'timeSlots'],
    ['lunch 1000', { lunchMinutes: 1000 }, 'lunchMinutes'],
    ['a 41-character shiftId', { shiftId: 'x'.repeat(41) }, 'shiftId'],
    ['an unknown key', { note: 'x' }, 'unexpected fields: note'],
    ['a blank userId', { userId: ' ' }, 'userId'],
  ])('refuses %s', (_label, overrides, reason) => {
    expect(reasonOf(validateScheduleFields(null, schedule(overrides), ID))).toContain(reason);
  });
});

/** The request's time: an hour after DAY's start, the publish's start five minutes before. */
const NOW = new Date('2025-06-02T05:00:00.000Z');
const PUBLISH_ID = 'pub-1';
const openPublish = (overrides: Record<string, unknown> = {}) => ({
  tenantId: 't1',
  publishedBy: ME,
  publishedAt: new Date(NOW.getTime() - 5 * 60_000),
  count: 2,
  userIds: ['u1', 'u2'],
  from: '2025-06-02',
  to: '2025-06-08',
  reason: null,
  status: 'en curso',
  utcDay: '2025-06-02',
  ...overrides,
});

/** A batch whose publish stood as `stored` before it and as `written` after it. */
function publishing(
  written: Record<string, unknown> | null,
  stored: Record<string, unknown> | null = written,
): ScheduleWriteContext {
  return {
    callerUid: ME,
    now: NOW,
    lookup: (collection, id) => (collection === 'planPublishes' && id === PUBLISH_ID ? stored : null),
    lookupAfter: (collection, id) => (collection === 'planPublishes' && id === PUBLISH_ID ? written : null),
  };
}

describe('validateScheduleWrite (security review M6: only a publish writes a schedule)', () => {
  const published = (overrides: Record<string, unknown> = {}) =>
    schedule({ publishId: PUBLISH_ID, ...overrides });

  it('takes a schedule of a publish in progress, or of one this batch starts or finishes', () => {
    expect(validateScheduleWrite(null, published(), ID, publishing(openPublish()))).toEqual(allowed);
    const started = openPublish({ publishedAt: SERVER_TIME, status: 'publicada' });
    expect(validateScheduleWrite(null, published(), ID, publishing(started, null))).toEqual(allowed);
    const finished = openPublish({ status: 'publicada' });
    expect(validateScheduleWrite(null, published(), ID, publishing(finished, openPublish()))).toEqual(
      allowed,
    );
    expect(validateScheduleWrite(schedule(), published(), ID, publishing(openPublish()))).toEqual(allowed);
  });

  it.each([
    ['no publishId', schedule(), openPublish(), 'publishId must name'],
    [
      'a publish that does not exist',
      published({ publishId: 'pub-2' }),
      openPublish(),
      'must name a publish',
    ],
    ["another manager's publish", published(), openPublish({ publishedBy: 'admin-2' }), "caller's"],
    ["another tenant's publish", published(), openPublish({ tenantId: 't2' }), 'same tenant'],
    [
      'a publish started over an hour ago',
      published(),
      openPublish({ publishedAt: new Date(NOW.getTime() - 61 * 60_000) }),
      '60 minutes',
    ],
    ['a publish of other people', published(), openPublish({ userIds: ['u2'] }), 'name the person'],
    ['a day outside the publish', published(), openPublish({ from: '2025-06-03' }), 'hold the day'],
    ['a finished publish', published(), openPublish({ status: 'publicada' }), 'in progress'],
    ['a publish from before its status', published(), openPublish({ status: undefined }), 'in progress'],
  ])('refuses a schedule with %s', (_label, written, publish, reason) => {
    const stored = Object.fromEntries(Object.entries(publish).filter(([, v]) => v !== undefined));
    expect(reasonOf(validateScheduleWrite(null, written, ID, publishing(stored)))).toContain(reason);
  });
});

describe('validateScheduleDraftWrite', () => {
  const draft = (overrides: Record<string, unknown> = {}) => ({
    ...schedule(),
    updatedBy: ME,
    updatedAt: SERVER_TIME,
    ...overrides,
  });

  it('drafts slots or a day off, signed by the caller with the server time', () => {
    expect(validateScheduleDraftWrite(null, draft(), ID, ME)).toEqual(allowed);
    const dayOff = draft({ timeSlots: null, shiftId: null, lunchMinutes: 0 });
    expect(validateScheduleDraftWrite(draft({ updatedAt: STORED_AT }), dayOff, ID, ME)).toEqual(allowed);
  });

  it('refuses another signer, a client time, a missing field or a day off with a shift', () => {
    expect(reasonOf(validateScheduleDraftWrite(null, draft({ updatedBy: 'admin-2' }), ID, ME))).toContain(
      'updatedBy must be the caller',
    );
    expect(reasonOf(validateScheduleDraftWrite(null, draft({ updatedAt: DAY }), ID, ME))).toContain(
      'updatedAt must be the server time',
    );
    const { shiftId: _omitted, ...withoutShift } = draft();
    expect(reasonOf(validateScheduleDraftWrite(null, withoutShift, ID, ME))).toContain(
      'missing fields: shiftId',
    );
    expect(
      reasonOf(validateScheduleDraftWrite(null, draft({ timeSlots: null, lunchMinutes: 0 }), ID, ME)),
    ).toContain('a day off');
    expect(reasonOf(validateScheduleDraftWrite(null, draft({ lunchMinutes: null }), ID, ME))).toContain(
      'lunch',
    );
    expect(reasonOf(validateScheduleDraftWrite(null, draft(), 'random', ME))).toContain('the id must be');
    expect(reasonOf(validateScheduleDraftWrite(null, draft({ startTime: null }), ID, ME))).toContain(
      'unexpected',
    );
  });
});

describe('validatePublishWrite', () => {
  const publish = (overrides: Record<string, unknown> = {}) => ({
    tenantId: 't1',
    publishedBy: ME,
    publishedAt: SERVER_TIME,
    count: 8,
    userIds: ['u1', 'u2'],
    from: '2025-06-02',
    to: '2025-06-08',
    reason: null,
    status: 'en curso',
    utcDay: '2025-06-02',
    ...overrides,
  });

  it('records a publish by the caller at the server time, in progress or done, with or without a reason', () => {
    expect(validatePublishWrite(null, publish(), ME, NOW)).toEqual(allowed);
    expect(
      validatePublishWrite(
        null,
        publish({ reason: 'Cambio de turno', from: '2025-06-08', status: 'publicada' }),
        ME,
        NOW,
      ),
    ).toEqual(allowed);
  });

  it.each([
    ['another publisher', { publishedBy: 'admin-2' }, 'publishedBy'],
    ['a client time', { publishedAt: DAY }, 'publishedAt'],
    ['another UTC day', { utcDay: '2025-06-01' }, 'utcDay'],
    ['another status', { status: 'borrador' }, 'status must be one of en curso, publicada'],
    ['no status', { status: undefined }, 'missing fields: status'],
    ['count 0', { count: 0 }, 'count'],
    ['count 100001', { count: 100_001 }, 'count'],
    ['no people', { userIds: [] }, 'userIds'],
    ['5001 people', { userIds: Array(5001).fill('u') }, 'userIds'],
    ['from after to', { from: '2025-06-09' }, 'from ≤ to'],
    ['a day as a date', { to: NEXT_DAY }, 'from and to'],
    ['month 13', { to: '2025-13-01' }, 'from and to'],
    ['a blank reason', { reason: ' ' }, 'reason'],
    ['a 501-character reason', { reason: 'r'.repeat(501) }, 'reason'],
    ['no reason key', { reason: undefined }, 'missing fields: reason'],
    ['an unknown key', { emails: [] }, 'unexpected'],
  ])('refuses %s', (_label, overrides, reason) => {
    const data = Object.fromEntries(Object.entries(publish(overrides)).filter(([, v]) => v !== undefined));
    expect(reasonOf(validatePublishWrite(null, data, ME, NOW))).toContain(reason);
  });

  it('lets its publisher finish a publish in progress, once, changing nothing else', () => {
    const stored = publish({ publishedAt: DAY });
    expect(validatePublishWrite(stored, { ...stored, status: 'publicada' }, ME, NOW)).toEqual(allowed);
    const done = { ...stored, status: 'publicada' };
    expect(reasonOf(validatePublishWrite(done, { ...done, status: 'en curso' }, ME, NOW))).toContain(
      'from en curso to publicada',
    );
    expect(
      reasonOf(validatePublishWrite(stored, { ...stored, status: 'publicada' }, 'admin-2', NOW)),
    ).toContain('only its publisher');
    expect(
      reasonOf(validatePublishWrite(stored, { ...stored, status: 'publicada', count: 9 }, ME, NOW)),
    ).toContain('fields cannot change: count');
    const old = Object.fromEntries(Object.entries(stored).filter(([key]) => key !== 'status'));
    expect(reasonOf(validatePublishWrite(old, { ...old, reason: 'x' }, ME, NOW))).toContain('from en curso');
  });
});

const EMP = 'emp-1';
const request = (overrides: Record<string, unknown> = {}) => ({
  tenantId: 't1',
  userId: EMP,
  type: 'vacaciones',
  from: DAY,
  to: NEXT_DAY,
  status: 'pendiente',
  note: null,
  createdAt: SERVER_TIME,
  createdBy: EMP,
  ...overrides,
});

describe('validateAbsenceRequest', () => {
  it('lets an employee request vacations or a permission for themselves, pending', () => {
    expect(validateAbsenceRequest(null, request(), EMP)).toEqual(allowed);
    for (const type of ['permiso con goce', 'permiso sin goce']) {
      expect(
        validateAbsenceRequest(null, request({ type, attachmentName: 'carta.pdf', note: 'n' }), EMP),
      ).toEqual(allowed);
    }
    expect(validateAbsenceRequest(null, request({ to: DAY }), EMP)).toEqual(allowed);
  });

  it.each([
    ['for a colleague', { userId: 'colleague-1' }, 'userId and createdBy'],
    ['in another’s name', { createdBy: 'admin-1' }, 'userId and createdBy'],
    ['a licencia médica without its folio', { type: 'licencia médica' }, 'folio'],
    ['the legacy permiso', { type: 'permiso' }, 'requestable'],
    ['already approved', { status: 'aprobada' }, 'pendiente'],
    ['with a decision', { decidedBy: 'emp-1' }, 'unexpected fields: decidedBy'],
    ['ending before it starts', { from: NEXT_DAY, to: DAY }, 'from ≤ to'],
    ['367 days long', { to: new Date(DAY.getTime() + 367 * 86_400_000) }, 'at most 366'],
    ['dates as text', { from: '2025-06-02' }, 'from and to'],
    ['a 501-character note', { note: 'n'.repeat(501) }, 'note'],
    ['a 201-character attachment', { attachmentName: 'a'.repeat(201) }, 'attachmentName'],
    ['a client time', { createdAt: DAY }, 'createdAt'],
  ])('refuses a request %s', (_label, overrides, reason) => {
    expect(reasonOf(validateAbsenceRequest(null, request(overrides), EMP))).toContain(reason);
  });

  it('never lets an employee change a stored absence', () => {
    const stored = request({ createdAt: STORED_AT });
    expect(reasonOf(validateAbsenceRequest(stored, { ...stored, status: 'aprobada' }, EMP))).toContain(
      'never changes',
    );
  });
});

describe('validateAbsenceManagerWrite', () => {
  const record = (overrides: Record<string, unknown> = {}) => ({
    ...request({ userId: 'emp-1', type: 'licencia médica', createdBy: ME }),
    status: 'aprobada',
    attachmentName: 'licencia.pdf',
    decidedBy: ME,
    decidedAt: SERVER_TIME,
    ...overrides,
  });
  /** A request as stored. */
  const pending = request({ createdAt: STORED_AT });

  it('records an absence decided by the caller, or a pending one without a decision', () => {
    expect(validateAbsenceManagerWrite(null, record(), ME)).toEqual(allowed);
    const open = record({ status: 'pendiente', decidedBy: null, decidedAt: null });
    expect(validateAbsenceManagerWrite(null, open, ME)).toEqual(allowed);
    const rejected = record({ status: 'rechazada', decisionNote: 'Sin cupo' });
    expect(validateAbsenceManagerWrite(null, rejected, ME)).toEqual(allowed);
  });

  it.each([
    ['the legacy permiso', { type: 'permiso' }, 'type'],
    ['an unknown status', { status: 'cancelada' }, 'status'],
    ['a voided status', { status: 'anulada', decisionNote: 'Por error' }, 'never created voided'],
    ['a void without a reason', { status: 'anulada' }, 'decisionNote'],
    ['another creator', { createdBy: 'admin-2' }, 'createdBy'],
    ['a client time', { createdAt: DAY }, 'createdAt'],
    ['a decision by someone else', { decidedBy: 'admin-2' }, 'decidedBy = caller'],
    ['a decision at a client time', { decidedAt: DAY }, 'decidedBy = caller'],
    ['a pending absence with a decision', { status: 'pendiente' }, 'no decision'],
    ['a rejection without a reason', { status: 'rechazada' }, 'decisionNote'],
    ['an unknown key', { approvedBy: ME }, 'unexpected'],
    ['no person', { userId: '' }, 'userId'],
  ])('refuses a record with %s', (_label, overrides, reason) => {
    expect(reasonOf(validateAbsenceManagerWrite(null, record(overrides), ME))).toContain(reason);
  });

  it('approves or rejects a request, signed by the caller at the server time', () => {
    const approve = { ...pending, status: 'aprobada', decidedBy: ME, decidedAt: SERVER_TIME };
    expect(validateAbsenceManagerWrite(pending, approve, ME)).toEqual(allowed);
    const reject = { ...approve, status: 'rechazada', decisionNote: 'Temporada alta' };
    expect(validateAbsenceManagerWrite(pending, reject, ME)).toEqual(allowed);
    expect(reasonOf(validateAbsenceManagerWrite(pending, { ...reject, decisionNote: ' ' }, ME))).toContain(
      'decisionNote',
    );
    expect(reasonOf(validateAbsenceManagerWrite(pending, { ...pending, status: 'aprobada' }, ME))).toContain(
      'decidedBy = caller',
    );
    expect(
      reasonOf(validateAbsenceManagerWrite(pending, { ...approve, decidedBy: 'admin-2' }, ME)),
    ).toContain('decidedBy = caller');
  });

  it('voids an absence with a reason, signed by the caller; a voided one never changes again', () => {
    const voided = {
      ...pending,
      status: 'anulada',
      decidedBy: ME,
      decidedAt: SERVER_TIME,
      decisionNote: 'Por error',
    };
    expect(validateAbsenceManagerWrite(pending, voided, ME)).toEqual(allowed);
    expect(reasonOf(validateAbsenceManagerWrite(pending, { ...voided, decisionNote: null }, ME))).toContain(
      'decisionNote',
    );
    const stored = { ...voided, decidedAt: STORED_AT };
    for (const change of [{ status: 'aprobada', decidedAt: SERVER_TIME }, { note: 'otra' }]) {
      expect(reasonOf(validateAbsenceManagerWrite(stored, { ...stored, ...change }, ME))).toContain(
        'a voided absence is never changed',
      );
    }
  });

  it('edits the days, type and texts with a decision; never the person, creator or creation time', () => {
    const decided = { status: 'aprobada', decidedBy: ME, decidedAt: SERVER_TIME };
    expect(
      validateAbsenceManagerWrite(pending, { ...pending, ...decided, note: 'Con certificado', to: DAY }, ME),
    ).toEqual(allowed);
    for (const change of [{ userId: 'colleague-1' }, { createdBy: ME }, { createdAt: DAY }]) {
      expect(reasonOf(validateAbsenceManagerWrite(pending, { ...pending, ...change }, ME))).toContain(
        'fields cannot change',
      );
    }
    expect(
      reasonOf(validateAbsenceManagerWrite(pending, { ...pending, ...decided, to: new Date(0) }, ME)),
    ).toContain('from ≤ to');
  });

  it('never changes an absence without a decision signed by the caller now (the server logs it, M6)', () => {
    expect(
      reasonOf(validateAbsenceManagerWrite(pending, { ...pending, note: 'Con certificado' }, ME)),
    ).toContain('the status changes');
    expect(
      reasonOf(validateAbsenceManagerWrite(pending, { ...pending, status: 'aprobada', decidedBy: ME }, ME)),
    ).toContain('decidedBy = caller');
  });

  it('keeps a stored legacy permiso, but never writes one', () => {
    const legacy = { ...pending, type: 'permiso', status: 'aprobada', decidedBy: ME, decidedAt: STORED_AT };
    const voided = { status: 'anulada', decisionNote: 'Por error', decidedAt: SERVER_TIME };
    expect(validateAbsenceManagerWrite(legacy, { ...legacy, ...voided, note: 'ok' }, ME)).toEqual(allowed);
    expect(
      validateAbsenceManagerWrite(
        legacy,
        {
          ...legacy,
          status: 'rechazada',
          decisionNote: 'No',
          decidedAt: SERVER_TIME,
          type: 'permiso sin goce',
        },
        ME,
      ),
    ).toEqual(allowed);
    expect(reasonOf(validateAbsenceManagerWrite(pending, { ...pending, type: 'permiso' }, ME))).toContain(
      'type',
    );
  });
});
