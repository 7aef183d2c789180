/**
 * The one table of attacks on the access policy (issue #12; security review §5), each with the verdict both
 * backends must give: the demo store in `npm test` (src/data/demo/attack-suite.test.ts) and firestore.rules on
 * the emulator (tests/rules/attack-suite.test.ts), through the DocumentStore port (src/testing/attack-suite.ts).
 *
 * A case names its actor, the docs it seeds on top of the shared world (`attackWorld`) and its requests, all
 * built from the scene of the clock the backend judges with (`attackScene(now)`): emp-1 and colleague-1 of
 * tenant t1 (America/Santiago) have a schedule for today whose one slot holds `now`, and for yesterday, tomorrow
 * and 30 days ago the same slot. `expected` is the verdict of EVERY request of the case: `allow` (it succeeds)
 * or `deny` (it fails with permission-denied). Controls (`valid.*`) prove the policy is not denying everything.
 *
 * Transactions: the port has none, and Firestore judges the writes of a transaction the way it judges a batch's
 * (each write against the doc as stored before the commit), so the `tx.*` cases run as batches.
 */
import type { CollectionName } from '../data/ports/collections';
import { payrollRunId, payslipId } from '../data/ports/payroll-write';
import { SERVER_TIME, type WhereOp } from '../data/ports/document-store';
import { utcDayOf } from '../data/ports/planning-write';
import { attendanceMonthId, monthOfDay } from '../domain/attendance/attendance-months';
import { overtimeDecisionId } from '../domain/attendance/overtime';
import type { PunchFlag } from '../domain/attendance/punch-flags';
import { punchWindow, resolvePunchWindow, unscheduledDocId } from '../domain/attendance/punch-window';
import { weekSignatureId } from '../domain/attendance/week-signoff';
import {
  addDaysToKey,
  addMonthsToKey,
  endOfMonthKey,
  startOfMonthKey,
  startOfWeekKey,
} from '../domain/calendar/day-keys';
import { lastDayEndedEverywhere } from '../domain/attendance/period-close';
import { PUNCH_FIELD, type PunchAction } from '../domain/attendance/punches';
import { payrollParametersFor } from '../domain/payroll/parameters';
import { holidayDocId } from '../domain/planning/plan';
import { hhmmInZone } from '../domain/calendar/time-zone';
import { attendanceDocId, scheduleDocId } from '../domain/schedule/day-schedule';
import { defaultTenantSettings } from '../domain/settings/tenant-settings';
import {
  minutesFrom,
  SCENE_ZONE,
  slotOnDay,
  slotSpanning,
  slotStartingAt,
  type SlotDay,
} from './attack-scene';
import { validLead as landingLead } from './policy-fixtures';
import { MUST_CHANGE_PASSWORD_CLAIM, RECENT_SIGN_IN_MINUTES } from '../data/ports/worker-consent';

export type AttackVerdict = 'allow' | 'deny';

/** Who sends the requests: a signed-in uid with the ID token's custom claims as they are, or a visitor. */
export interface AttackActor {
  uid: string;
  /** The token's custom claims, any shape; null for a signed-out visitor. */
  claims: Readonly<Record<string, unknown>> | null;
  /** The token's `auth_time`, seconds. */
  authTime: number;
  /**
   * When set, the session signed in this many minutes before the backend's clock instead (runAttackCase sets
   * `authTime` from it): answers and signatures need a recent sign-in (worker-consent.ts), judged against a clock
   * the table cannot know in advance.
   */
  signedInMinutesAgo?: number;
}

export interface SeedDoc {
  collection: CollectionName;
  id: string;
  /** As stored: Dates, never the server-time sentinel. */
  data: Record<string, unknown>;
}

export interface AttackWhere {
  field: string;
  op: WhereOp;
  value: unknown;
}

export type AttackWrite =
  | { op: 'set'; collection: CollectionName; id: string; data: Record<string, unknown>; merge?: boolean }
  | { op: 'update'; collection: CollectionName; id: string; data: Record<string, unknown> }
  | { op: 'delete'; collection: CollectionName; id: string };

export type AttackRequest =
  | { op: 'get'; collection: CollectionName; id: string }
  | { op: 'list'; collection: CollectionName; where: readonly AttackWhere[] }
  | AttackWrite
  | { op: 'batch'; writes: readonly AttackWrite[] };

export interface AttackPlan {
  /** Docs stored on top of the world (a doc with a world doc's id replaces it). */
  seed?: readonly SeedDoc[];
  requests: readonly AttackRequest[];
}

export interface AttackCase {
  id: string;
  title: string;
  actor: AttackActor;
  expected: AttackVerdict;
  /** Security review §5 rows or issue #12 holes the case covers. */
  refs?: readonly string[];
  note?: string;
  plan: (scene: AttackScene) => AttackPlan;
  /**
   * An allowed punch: the record it stored (read back by the actor) and the flags a manager sees on it
   * (domain/attendance/punch-flags.ts), computed from the stored server and device times.
   */
  recorded?: (scene: AttackScene) => RecordedPunch;
}

/** What an accepted punch must have stored, and how it is flagged (Res. Ex. N° 38: never block, always record). */
export interface RecordedPunch {
  id: string;
  /** The slot's punch window as the tenant sets it; null for an unscheduled record. */
  window: { opens: Date; closes: Date } | null;
  holiday?: boolean;
  absence?: boolean;
  flags: readonly PunchFlag[];
}

// ---- The scene: days and slots relative to the backend's clock. ----

export interface AttackScene {
  now: Date;
  /** Today's slot of emp-1 and colleague-1, holding `now`. */
  today: SlotDay;
  yesterday: SlotDay;
  tomorrow: SlotDay;
  monthAgo: SlotDay;
}

export function attackScene(now: Date): AttackScene {
  const today = slotSpanning(now);
  return {
    now,
    today,
    yesterday: slotOnDay(today, -1),
    tomorrow: slotOnDay(today, 1),
    monthAgo: slotOnDay(today, -30),
  };
}

// ---- Actors. ----

export const T1 = 't1';
export const T2 = 't2';
/** Sessions that are not the point signed in at 2 June 2025, 08:00 in Santiago (seconds). */
const SIGNED_IN_AT = Date.UTC(2025, 5, 2, 12) / 1000;
const REVOKED_AT = new Date((SIGNED_IN_AT + 60) * 1000);

const member = (uid: string, role: unknown, tenantId: unknown = T1): AttackActor => ({
  uid,
  claims: { role, tenantId },
  authTime: SIGNED_IN_AT,
});

/**
 * An employee of t1 who signed in a minute ago: a session recent enough to answer and sign (worker-consent.ts),
 * so a case judges what it writes, not when the session began.
 */
const employee = (uid: string, claims: Record<string, unknown> = {}): AttackActor => ({
  uid,
  claims: { role: 'employee', tenantId: T1, ...claims },
  authTime: SIGNED_IN_AT,
  signedInMinutesAgo: 1,
});

const inspector = (uid: string, accessUntil: unknown, grants?: Record<string, number>): AttackActor => ({
  uid,
  claims: { role: 'inspector', tenantId: T1, accessUntil, ...(grants === undefined ? {} : { grants }) },
  authTime: SIGNED_IN_AT,
});

export const ACTORS = {
  employee: employee('emp-1'),
  colleague: employee('colleague-1'),
  /** An employee of t1 without any schedule. */
  free: employee('free-1'),
  /** emp-1 in a session older than RECENT_SIGN_IN_MINUTES (security review M5). */
  staleEmployee: { ...employee('emp-1'), signedInMinutesAgo: RECENT_SIGN_IN_MINUTES + 1 },
  /** emp-1 before changing the initial password an admin gave (the mustChangePassword claim). */
  initialPasswordEmployee: employee('emp-1', { [MUST_CHANGE_PASSWORD_CLAIM]: true }),
  admin: member('admin-1', 'admin'),
  superuser: member('super-1', 'superuser'),
  otherAdmin: member('admin-2', 'admin', T2),
  unknownRole: member('odd-1', 'auditor'),
  noTenant: { uid: 'odd-2', claims: { role: 'admin' }, authTime: SIGNED_IN_AT },
  emptyTenant: member('odd-3', 'admin', ''),
  numericTenant: member('odd-4', 'admin', 123),
  wrongCaseRole: member('odd-5', 'Admin'),
  listRole: member('odd-6', ['admin']),
  /** A labour inspector of t1 whose access holds for decades (issue #15). */
  inspector: inspector('insp-1', Date.UTC(2099, 0, 1)),
  /** The same access, ended. */
  expiredInspector: inspector('insp-2', Date.UTC(2020, 0, 1)),
  /** Inspector claims that name no end, or name it as a text. */
  endlessInspector: { uid: 'insp-3', claims: { role: 'inspector', tenantId: T1 }, authTime: SIGNED_IN_AT },
  textEndInspector: inspector('insp-4', '2099-01-01'),
  /**
   * Security review M4: an inspector of t1 whose account also holds t2's grant (claims `grants`), as AdminPort
   * writes them; only `tenantId`/`accessUntil` may open anything.
   */
  multiGrantInspector: inspector('insp-5', Date.UTC(2099, 0, 1), {
    [T1]: Date.UTC(2099, 0, 1),
    [T2]: Date.UTC(2099, 0, 1),
  }),
  /** The same account once t1's grant ended, t2's still holding, before any switch. */
  endedCurrentInspector: inspector('insp-6', Date.UTC(2020, 0, 1), {
    [T1]: Date.UTC(2020, 0, 1),
    [T2]: Date.UTC(2099, 0, 1),
  }),
  visitor: { uid: 'visitor', claims: null, authTime: 0 },
} as const satisfies Record<string, AttackActor>;

const EMP = ACTORS.employee.uid;
const COLLEAGUE = ACTORS.colleague.uid;
const FREE = ACTORS.free.uid;
const ADMIN = ACTORS.admin.uid;

// ---- Documents. ----

const CREATED = new Date('2025-01-02T12:00:00.000Z');

function tenant(tenantId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tenantId,
    name: `Empresa ${tenantId}`,
    timeZone: SCENE_ZONE,
    settings: defaultTenantSettings('2026-05-01'),
    disabled: false,
    createdAt: CREATED,
    ...overrides,
  };
}

function user(uid: string, role: string, tenantId = T1, overrides: Record<string, unknown> = {}) {
  return {
    tenantId,
    email: `${uid}@asiste.test`,
    displayName: uid,
    photoURL: null,
    role,
    disabled: false,
    tokensRevokedAt: null,
    createdAt: CREATED,
    ...overrides,
  };
}

function schedule(uid: string, at: SlotDay, tenantId = T1): Record<string, unknown> {
  return { tenantId, userId: uid, date: at.dayStart, timeSlots: [at.slot], shiftId: null };
}

const scheduleDoc = (uid: string, at: SlotDay): SeedDoc => ({
  collection: 'schedulesConfig',
  id: scheduleDocId(uid, at.day),
  data: schedule(uid, at),
});

/** A stored record of slot 0 of `at`, checked in `checkIn` (source web). */
function storedPunch(
  uid: string,
  at: SlotDay,
  checkIn: Date,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    tenantId: T1,
    userId: uid,
    date: at.dayStart,
    slotIndex: 0,
    checkInTime: checkIn,
    lunchStartTime: null,
    lunchEndTime: null,
    checkOutTime: null,
    deviceTimes: { checkIn },
    source: 'web',
    location: null,
    ...overrides,
  };
}

/** A check-in as the client writes it: the server's time, the device's clock beside it. */
function newPunch(scene: AttackScene, at: SlotDay, overrides: Record<string, unknown> = {}) {
  return {
    tenantId: T1,
    userId: EMP,
    date: at.dayStart,
    slotIndex: 0,
    checkInTime: SERVER_TIME,
    lunchStartTime: null,
    lunchEndTime: null,
    checkOutTime: null,
    deviceTimes: { checkIn: scene.now },
    source: 'web',
    ...overrides,
  };
}

const todayId = (scene: AttackScene, uid = EMP, slot = 0) => attendanceDocId(uid, scene.today.day, slot);

/** colleague-1's record of today, checked in 20 minutes ago (by colleague-1: source web, unless overridden). */
const colleagueRecord = (scene: AttackScene, overrides: Record<string, unknown> = {}): SeedDoc => ({
  collection: 'attendance',
  id: todayId(scene, COLLEAGUE),
  data: storedPunch(COLLEAGUE, scene.today, minutesFrom(scene.now, -20), overrides),
});

/** colleague-1's record of today as the company recorded it (source admin). */
const companyRecord = (scene: AttackScene): SeedDoc => colleagueRecord(scene, { source: 'admin' });

/** emp-1's record of today, checked in 30 minutes ago (or at the slot's first minute if that is later). */
function checkedIn(scene: AttackScene, overrides: Record<string, unknown> = {}): SeedDoc {
  const checkIn = minutesFrom(scene.now, -30);
  return {
    collection: 'attendance',
    id: todayId(scene),
    data: storedPunch(EMP, scene.today, checkIn, overrides),
  };
}

/** emp-1's record of today with the given punches already stored (minutes before now). */
function punchedAt(
  scene: AttackScene,
  punches: Partial<Record<'lunchStart' | 'lunchEnd' | 'checkOut', number>>,
): SeedDoc {
  const at = (minutes: number | undefined) =>
    minutes === undefined ? null : minutesFrom(scene.now, -minutes);
  const checkIn = minutesFrom(scene.now, -60);
  const deviceTimes: Record<string, Date> = { checkIn };
  for (const [kind, minutes] of Object.entries(punches)) deviceTimes[kind] = minutesFrom(scene.now, -minutes);
  return {
    collection: 'attendance',
    id: todayId(scene),
    data: storedPunch(EMP, scene.today, checkIn, {
      lunchStartTime: at(punches.lunchStart),
      lunchEndTime: at(punches.lunchEnd),
      checkOutTime: at(punches.checkOut),
      deviceTimes,
    }),
  };
}

/** free-1's check-in of its unscheduled record of today, as the client writes it. */
function unscheduledPunch(scene: AttackScene, overrides: Record<string, unknown> = {}) {
  return newPunch(scene, slotStartingAt(scene.now, 0), { userId: FREE, unscheduled: true, ...overrides });
}

/** free-1's unscheduled record of the day it checked in, `minutesAgo` minutes before now. */
function storedUnscheduled(scene: AttackScene, minutesAgo: number): SeedDoc {
  const checkIn = minutesFrom(scene.now, -minutesAgo);
  const at = slotStartingAt(checkIn, 0);
  return {
    collection: 'attendance',
    id: unscheduledDocId(FREE, at.day),
    data: { ...storedPunch(FREE, at, checkIn), unscheduled: true },
  };
}

const validLead = (overrides: Record<string, unknown> = {}) => ({ ...landingLead(null), ...overrides });

/** A superuser's timeline entry of lead-1 (/admin/leads): lead-1 moved from nuevo to demo. */
const leadEvent = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  leadId: 'lead-1',
  kind: 'status',
  from: 'nuevo',
  to: 'demo',
  text: null,
  tenantId: null,
  actorId: ACTORS.superuser.uid,
  createdAt: SERVER_TIME,
  ...overrides,
});

function validLog(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tenantId: T1,
    actorId: ADMIN,
    action: 'user.update',
    target: null,
    details: null,
    createdAt: SERVER_TIME,
    ...overrides,
  };
}

/** A write of a shift, a pattern or a holiday as the admin signs it (security review M6: the server logs it). */
const stamped = (data: Record<string, unknown>) => ({ ...data, updatedBy: ADMIN, updatedAt: SERVER_TIME });

const shift = (tenantId: string) => ({
  tenantId,
  name: 'Mañana',
  color: '#1976d2',
  timeSlots: [{ startTime: '07:00', endTime: '15:00' }],
  lunchMinutes: 30,
});

// Planning (issue #13): the docs of /turnos, /feriados, /agenda and /ausencias.

const pattern = (tenantId: string) => ({
  tenantId,
  name: '4x4 Noche',
  days: ['shift-t1', 'shift-t1', 'shift-t1', 'shift-t1', '', '', '', ''],
});

function holiday(tenantId: string, at: SlotDay, overrides: Record<string, unknown> = {}) {
  return { tenantId, date: at.dayStart, name: 'Feriado', irrenunciable: false, ...overrides };
}

const holidayDoc = (tenantId: string, at: SlotDay): SeedDoc => ({
  collection: 'holidays',
  id: holidayDocId(tenantId, at.day),
  data: holiday(tenantId, at),
});

/** A published day of `uid` as /agenda writes it (no startTime/endTime: slots). */
/** The publish the cases' schedules name: created by the batch writing them, or stored in progress (openPublish). */
const PUBLISH_ID = 'publish-now';

/** `uid`'s schedule of `at` as a publish writes it (naming PUBLISH_ID). */
function published(uid: string, at: SlotDay, overrides: Record<string, unknown> = {}) {
  return {
    tenantId: T1,
    userId: uid,
    date: at.dayStart,
    timeSlots: [at.slot],
    shiftId: 'shift-t1',
    lunchMinutes: 30,
    publishId: PUBLISH_ID,
    ...overrides,
  };
}

/** A draft of `uid`'s day as the admin writes it: signed by the admin, at the server time. */
function draft(uid: string, at: SlotDay, overrides: Record<string, unknown> = {}) {
  const { publishId: _publishId, ...day } = published(uid, at);
  return { ...day, updatedBy: ADMIN, updatedAt: SERVER_TIME, ...overrides };
}

/** The admin's publish of colleague-1's tomorrow. */
function publish(scene: AttackScene, overrides: Record<string, unknown> = {}) {
  return {
    tenantId: T1,
    publishedBy: ADMIN,
    publishedAt: SERVER_TIME,
    count: 1,
    userIds: [COLLEAGUE],
    from: scene.tomorrow.day,
    to: scene.tomorrow.day,
    reason: null,
    status: 'publicada',
    utcDay: utcDayOf(scene.now),
    ...overrides,
  };
}

/**
 * The admin's publish in progress (PUBLISH_ID), started a minute ago, of emp-1's and colleague-1's days from a
 * month ago to tomorrow: it takes their schedules (the rules' publishCovers).
 */
function openPublish(scene: AttackScene, overrides: Record<string, unknown> = {}): SeedDoc {
  const started = new Date(scene.now.getTime() - 60_000);
  return {
    collection: 'planPublishes',
    id: PUBLISH_ID,
    data: publish(scene, {
      publishedAt: started,
      utcDay: utcDayOf(started),
      status: 'en curso',
      userIds: [EMP, COLLEAGUE],
      from: scene.monthAgo.day,
      to: scene.tomorrow.day,
      ...overrides,
    }),
  };
}

/** emp-1's request of tomorrow off, as the client sends it. */
function absenceRequest(scene: AttackScene, overrides: Record<string, unknown> = {}) {
  return {
    tenantId: T1,
    userId: EMP,
    type: 'vacaciones',
    from: scene.tomorrow.dayStart,
    to: scene.tomorrow.dayStart,
    status: 'pendiente',
    note: null,
    createdAt: SERVER_TIME,
    createdBy: EMP,
    ...overrides,
  };
}

/** A manager's record of colleague-1's sick leave today, decided by the admin now. */
function absenceRecord(scene: AttackScene, overrides: Record<string, unknown> = {}) {
  return {
    ...absenceRequest(scene, { userId: COLLEAGUE, createdBy: ADMIN }),
    type: 'licencia médica',
    from: scene.today.dayStart,
    status: 'aprobada',
    attachmentName: 'licencia.pdf',
    decidedBy: ADMIN,
    decidedAt: SERVER_TIME,
    ...overrides,
  };
}

/** The approval of emp-1's stored request, as /ausencias writes it. */
const approval = (overrides: Record<string, unknown> = {}) => ({
  status: 'aprobada',
  decidedBy: ADMIN,
  decidedAt: SERVER_TIME,
  ...overrides,
});

/**
 * A manager's proposal of emp-1's missing check-out of yesterday, as /asistencias writes it (proposed now, unless
 * overridden): pending, signed by the caller at the server time.
 */
function proposal(scene: AttackScene, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tenantId: T1,
    userId: EMP,
    date: scene.yesterday.dayStart,
    slotIndex: 0,
    attendanceId: attendanceDocId(EMP, scene.yesterday.day, 0),
    kind: 'punch',
    punch: 'checkOut',
    before: null,
    after: minutesFrom(scene.now, -16 * 60),
    reason: 'Olvidó marcar la salida',
    objectionHours: 48,
    status: 'pending',
    createdBy: ADMIN,
    createdAt: SERVER_TIME,
    respondedAt: null,
    response: null,
    answeredBy: null,
    answeredAt: null,
    answer: null,
    ...overrides,
  };
}

/** emp-1's stored correction `correction-emp`, proposed `hoursAgo` hours ago with a 48-hour window. */
function storedProposal(
  scene: AttackScene,
  hoursAgo: number,
  overrides: Record<string, unknown> = {},
): SeedDoc {
  return {
    collection: 'corrections',
    id: 'correction-emp',
    data: proposal(scene, { createdAt: minutesFrom(scene.now, -hoursAgo * 60), ...overrides }),
  };
}

/** The worker's acceptance, as /mi-historial writes it. */
const acceptance = { status: 'accepted', respondedAt: SERVER_TIME, response: null };

const DRAFT_ID = (scene: AttackScene) => scheduleDocId(COLLEAGUE, scene.tomorrow.day);

const RECEIPT = { code: 'ABCD-EFGH-JKMN-PQRS', signedAt: new Date('2026-01-01T12:00:00.000Z') };
const LOCATION = { latitude: -33.4489, longitude: -70.6693, accuracy: 25 };

/** Everything every case starts from. */
export function attackWorld(scene: AttackScene): SeedDoc[] {
  const { today } = scene;
  const doc = (collection: CollectionName, id: string, data: Record<string, unknown>): SeedDoc => ({
    collection,
    id,
    data,
  });
  return [
    doc('tenants', T1, tenant(T1)),
    doc('tenants', T2, tenant(T2)),
    doc('users', EMP, user(EMP, 'employee')),
    doc('users', COLLEAGUE, user(COLLEAGUE, 'employee')),
    doc('users', FREE, user(FREE, 'employee')),
    doc('users', ADMIN, user(ADMIN, 'admin')),
    doc('users', ACTORS.superuser.uid, user(ACTORS.superuser.uid, 'superuser')),
    doc('users', ACTORS.otherAdmin.uid, user(ACTORS.otherAdmin.uid, 'admin', T2)),
    doc('users', 'emp-2', user('emp-2', 'employee', T2)),
    scheduleDoc(EMP, today),
    scheduleDoc(EMP, scene.yesterday),
    scheduleDoc(EMP, scene.tomorrow),
    scheduleDoc(EMP, scene.monthAgo),
    scheduleDoc(COLLEAGUE, today),
    doc('attendance', attendanceDocId('emp-2', today.day, 0), {
      ...storedPunch('emp-2', today, minutesFrom(scene.now, -20)),
      tenantId: T2,
    }),
    doc('shifts', 'shift-t1', shift(T1)),
    doc('shifts', 'shift-t2', shift(T2)),
    doc('shiftPatterns', 'pattern-t1', pattern(T1)),
    doc('shiftPatterns', 'pattern-t2', pattern(T2)),
    holidayDoc(T1, today),
    holidayDoc(T2, today),
    doc('scheduleDrafts', DRAFT_ID(scene), { ...draft(COLLEAGUE, scene.tomorrow), updatedAt: CREATED }),
    doc('planPublishes', 'publish-t1', { ...publish(scene), publishedAt: CREATED }),
    doc('planPublishes', 'publish-t2', { ...publish(scene), tenantId: T2, publishedAt: CREATED }),
    doc('absences', 'absence-emp', { ...absenceRequest(scene), createdAt: CREATED }),
    doc('absences', 'absence-colleague', { ...absenceRecord(scene), createdAt: CREATED, decidedAt: CREATED }),
    doc('absences', 'absence-t2', {
      ...absenceRequest(scene),
      tenantId: T2,
      userId: 'emp-2',
      createdBy: 'emp-2',
      createdAt: CREATED,
    }),
    doc('corrections', 'correction-emp', {
      ...proposal(scene),
      createdAt: minutesFrom(scene.now, -60),
    }),
    doc('corrections', 'correction-t2', {
      ...proposal(scene),
      tenantId: T2,
      userId: 'emp-2',
      attendanceId: attendanceDocId('emp-2', scene.yesterday.day, 0),
      createdBy: ACTORS.otherAdmin.uid,
      createdAt: minutesFrom(scene.now, -60),
    }),
    doc('payroll', 'payroll-t2', {
      tenantId: T2,
      period: '2025-05',
      lines: [],
      status: 'borrador',
      createdAt: CREATED,
    }),
    doc('logs', 'log-t1', { ...validLog({ actorId: ADMIN }), createdAt: CREATED }),
    doc('leads', 'lead-1', { ...validLead(), createdAt: CREATED }),
    doc('leadEvents', 'lead-event-1', { ...leadEvent(), createdAt: CREATED }),
  ];
}

// ---- Requests. ----

const get = (collection: CollectionName, id: string): AttackRequest => ({ op: 'get', collection, id });
const list = (collection: CollectionName, ...where: AttackWhere[]): AttackRequest => ({
  op: 'list',
  collection,
  where,
});
const eq = (field: string, value: unknown): AttackWhere => ({ field, op: '==', value });
const set = (
  collection: CollectionName,
  id: string,
  data: Record<string, unknown>,
  merge = false,
): AttackWrite => ({ op: 'set', collection, id, data, ...(merge ? { merge } : {}) });
const update = (collection: CollectionName, id: string, data: Record<string, unknown>): AttackWrite => ({
  op: 'update',
  collection,
  id,
  data,
});
const remove = (collection: CollectionName, id: string): AttackWrite => ({ op: 'delete', collection, id });
const batch = (...writes: AttackWrite[]): AttackRequest => ({ op: 'batch', writes });

/** Several requests, each judged alone. */
const each = (...requests: AttackRequest[]): AttackPlan => ({ requests });

const withSeed = (seed: readonly SeedDoc[], ...requests: AttackRequest[]): AttackPlan => ({ seed, requests });

/** A later punch of a stored record as the client writes it: the server's time, and the device's beside it. */
function laterPunch(scene: AttackScene, stored: SeedDoc, kind: PunchAction): AttackPlan {
  const deviceTimes = { ...(stored.data.deviceTimes as object), [kind]: scene.now };
  return withSeed(
    [stored],
    update('attendance', stored.id, { [PUNCH_FIELD[kind]]: SERVER_TIME, deviceTimes }),
  );
}

/** A tenant t1 whose punch window is `punchWindow` (margins in minutes). */
const tenantWithWindow = (punchWindow: {
  openBeforeMinutes: number;
  closeAfterMinutes: number;
}): SeedDoc => ({
  collection: 'tenants',
  id: T1,
  data: tenant(T1, { settings: { ...defaultTenantSettings('2026-05-01'), punchWindow } }),
});

/** The end of today in the scene's zone less a minute: the latest start of a slot still today. */
const lastMinuteOfToday = (s: AttackScene) => minutesFrom(slotOnDay(s.today, 1).dayStart, -1);

/** A 4-hour slot of today starting `minutes` after now (or at today's last minute, whichever is earlier). */
const laterToday = (s: AttackScene, minutes: number): SlotDay =>
  slotStartingAt(
    new Date(Math.min(minutesFrom(s.now, minutes).getTime(), lastMinuteOfToday(s).getTime())),
    240,
  );

/** A slot of today that ended before now: from the day's first minute to the minute before now. */
function endedToday(s: AttackScene): SlotDay {
  const start = slotStartingAt(s.today.dayStart, 0);
  return {
    ...start,
    slot: { startTime: start.slot.startTime, endTime: hhmmInZone(minutesFrom(s.now, -1), SCENE_ZONE) },
  };
}

/** The punch window of `at`'s slot under the margins (as /asistencias computes it for the flag). */
const windowOf = (at: SlotDay, margins?: { openBeforeMinutes: number; closeAfterMinutes: number }) =>
  punchWindow(at.dayStart, at.slot, resolvePunchWindow(margins));

const TX_NOTE =
  'A transaction: the port has none, and Firestore judges a transaction’s writes like a batch’s, so it runs as a batch.';

// ---- The table. ----

const VALID: AttackCase[] = [
  {
    id: 'valid.check-in',
    title: 'an employee checks in to today’s slot under its id, with the server time and a location',
    actor: ACTORS.employee,
    expected: 'allow',
    plan: (s) => each(set('attendance', todayId(s), newPunch(s, s.today, { location: LOCATION }))),
  },
  {
    id: 'valid.lunch',
    title: 'an employee starts lunch, adding only that punch’s device time',
    actor: ACTORS.employee,
    expected: 'allow',
    plan: (s) => laterPunch(s, checkedIn(s), 'lunchStart'),
  },
  {
    id: 'valid.check-out',
    title: 'an employee checks out after lunch',
    actor: ACTORS.employee,
    expected: 'allow',
    plan: (s) => laterPunch(s, punchedAt(s, { lunchStart: 40, lunchEnd: 10 }), 'checkOut'),
  },
  {
    id: 'valid.early-check-in',
    title: 'an employee checks in before a slot of today starts, inside the default window (2 h before)',
    actor: ACTORS.employee,
    expected: 'allow',
    // Not 90: on the day a zone skips an hour the window is an hour late (punch-window.ts).
    plan: (s) => {
      const later = laterToday(s, 45);
      return withSeed(
        [scheduleDoc(EMP, later)],
        set('attendance', attendanceDocId(EMP, later.day, 0), newPunch(s, later)),
      );
    },
    recorded: (s) => {
      const later = laterToday(s, 45);
      return { id: attendanceDocId(EMP, later.day, 0), window: windowOf(later), flags: [] };
    },
  },
  {
    id: 'valid.before-window',
    title:
      'an employee checks in before the window opens (the tenant opens it at the start): recorded, flagged Marca fuera de horario',
    actor: ACTORS.employee,
    expected: 'allow',
    refs: ['issue #45 item 1', 'Res. Ex. N° 38 arts. 38, 58'],
    plan: (s) => {
      const later = laterToday(s, 180);
      return withSeed(
        [tenantWithWindow({ openBeforeMinutes: 0, closeAfterMinutes: 240 }), scheduleDoc(EMP, later)],
        set('attendance', attendanceDocId(EMP, later.day, 0), newPunch(s, later)),
      );
    },
    recorded: (s) => {
      const later = laterToday(s, 180);
      return {
        id: attendanceDocId(EMP, later.day, 0),
        window: windowOf(later, { openBeforeMinutes: 0, closeAfterMinutes: 240 }),
        flags: ['outsideWindow'],
      };
    },
  },
  {
    id: 'valid.after-window',
    title:
      'an employee checks in after a slot of today ended and its window closed (closes at the end): recorded',
    actor: ACTORS.employee,
    expected: 'allow',
    refs: ['issue #45 item 1', 'Res. Ex. N° 38 arts. 38, 58'],
    // No flag asserted: on the day a zone skips an hour the rules' arithmetic closes this window an hour late.
    plan: (s) => {
      const ended = endedToday(s);
      return withSeed(
        [tenantWithWindow({ openBeforeMinutes: 120, closeAfterMinutes: 0 }), scheduleDoc(EMP, ended)],
        set('attendance', attendanceDocId(EMP, ended.day, 0), newPunch(s, ended)),
      );
    },
  },
  {
    id: 'valid.late-sync',
    title:
      'an offline check-in made yesterday reaches the server today: kept in yesterday’s record, flagged Marca sincronizada tarde',
    actor: ACTORS.employee,
    expected: 'allow',
    refs: ['security review M10', 'issue #45 item 1'],
    plan: (s) =>
      each(
        set(
          'attendance',
          attendanceDocId(EMP, s.yesterday.day, 0),
          newPunch(s, s.yesterday, { deviceTimes: { checkIn: minutesFrom(s.yesterday.dayStart, 720) } }),
        ),
      ),
    recorded: (s) => ({
      id: attendanceDocId(EMP, s.yesterday.day, 0),
      window: windowOf(s.yesterday),
      flags: ['outsideWindow', 'lateSync'],
    }),
  },
  {
    id: 'valid.holiday-punch',
    title: 'an employee without a schedule punches on a holiday: recorded, flagged Marca en feriado',
    actor: ACTORS.free,
    expected: 'allow',
    refs: ['Res. Ex. N° 38 art. 38'],
    plan: (s) =>
      withSeed(
        [holidayDoc(T1, slotStartingAt(s.now, 0))],
        set('attendance', unscheduledDocId(FREE, slotStartingAt(s.now, 0).day), unscheduledPunch(s)),
      ),
    recorded: (s) => ({
      id: unscheduledDocId(FREE, slotStartingAt(s.now, 0).day),
      window: null,
      holiday: true,
      flags: ['holiday'],
    }),
  },
  {
    id: 'valid.absence-punch',
    title: 'an employee checks in during an approved absence: recorded, flagged Marca durante ausencia',
    actor: ACTORS.employee,
    expected: 'allow',
    refs: ['Res. Ex. N° 38 art. 38'],
    plan: (s) =>
      withSeed(
        [
          {
            collection: 'absences',
            id: 'absence-emp-today',
            data: absenceRecord(s, { userId: EMP, decidedAt: CREATED }),
          },
        ],
        set('attendance', todayId(s), newPunch(s, s.today)),
      ),
    recorded: (s) => ({ id: todayId(s), window: windowOf(s.today), absence: true, flags: ['absence'] }),
  },
  {
    id: 'valid.unscheduled-check-in',
    title: 'an employee without a schedule today opens the day’s one unscheduled record',
    actor: ACTORS.free,
    expected: 'allow',
    plan: (s) =>
      each(
        set(
          'attendance',
          unscheduledDocId(FREE, slotStartingAt(s.now, 0).day),
          unscheduledPunch(s, { location: LOCATION }),
        ),
      ),
  },
  {
    id: 'valid.unscheduled-check-out',
    title: 'an employee checks out of an unscheduled record 3 hours after checking in',
    actor: ACTORS.free,
    expected: 'allow',
    plan: (s) => laterPunch(s, storedUnscheduled(s, 180), 'checkOut'),
  },
  {
    id: 'valid.unscheduled-late-check-out',
    title:
      'an employee checks out of an unscheduled record 17 hours after checking in (no longer closed at 16 h)',
    actor: ACTORS.free,
    expected: 'allow',
    refs: ['issue #45 item 1'],
    plan: (s) => laterPunch(s, storedUnscheduled(s, 17 * 60), 'checkOut'),
  },
  {
    id: 'valid.own-attendance-list',
    title: 'an employee lists the own attendance, constrained to the tenant and the own uid',
    actor: ACTORS.employee,
    expected: 'allow',
    refs: ['R37'],
    plan: () => each(list('attendance', eq('tenantId', T1), eq('userId', EMP))),
  },
  {
    id: 'valid.log',
    title: 'an admin appends a log entry as themselves, stamped by the server',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: () => each(set('logs', 'new-log', validLog({ details: 'x'.repeat(2000) }))),
  },
  {
    id: 'valid.manager-audited-batch',
    title: 'an admin drafts a day and its log entry in one batch (an act the client still logs)',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      each(
        batch(
          set('scheduleDrafts', scheduleDocId(EMP, s.tomorrow.day), draft(EMP, s.tomorrow)),
          set('logs', 'new-log', validLog({ actorId: ADMIN, action: 'schedule.draft', target: 'agenda' })),
        ),
      ),
  },
  {
    id: 'valid.punch-window-setting',
    title: 'an admin sets the tenant’s punch window (whole settings map)',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: () =>
      each(
        update(
          'tenants',
          T1,
          stamped({
            settings: {
              ...defaultTenantSettings('2026-05-01'),
              punchWindow: { openBeforeMinutes: 60, closeAfterMinutes: 720 },
            },
          }),
        ),
      ),
  },
  {
    id: 'valid.superuser-runs-tenants',
    title: 'a superuser renames another tenant (signed: the server logs it) and lists every tenant',
    actor: ACTORS.superuser,
    expected: 'allow',
    refs: ['R8'],
    plan: () =>
      each(
        update('tenants', T2, { name: 'Otra', updatedBy: ACTORS.superuser.uid, updatedAt: SERVER_TIME }),
        list('tenants'),
      ),
  },
];

const CROSS_TENANT: AttackCase[] = [
  {
    id: 'cross.read',
    title: 'an admin reads another tenant’s tenant doc, users doc and attendance',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R1'],
    plan: (s) =>
      each(
        get('tenants', T2),
        get('users', 'emp-2'),
        get('attendance', attendanceDocId('emp-2', s.today.day, 0)),
      ),
  },
  {
    id: 'cross.list',
    title: 'an admin lists attendance of another tenant, of two tenants, or unconstrained',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R2'],
    plan: () =>
      each(
        list('attendance', eq('tenantId', T2)),
        list('attendance', { field: 'tenantId', op: 'in', value: [T1, T2] }),
        list('attendance'),
      ),
  },
  {
    id: 'cross.create',
    title: 'an admin creates a shift and an attendance record in another tenant',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R3'],
    plan: (s) =>
      each(
        set('shifts', 'x', stamped(shift(T2))),
        set('attendance', 'x', { ...storedPunch('emp-2', s.today, s.now), tenantId: T2, source: 'admin' }),
      ),
  },
  {
    id: 'cross.move',
    title: 'an admin moves a shift to another tenant by update or by replacing it',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R4'],
    plan: () =>
      each(
        update('shifts', 'shift-t1', stamped({ tenantId: T2 })),
        set('shifts', 'shift-t1', stamped(shift(T2))),
      ),
  },
  {
    id: 'cross.delete',
    title: 'an admin deletes another tenant’s attendance and shift',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R5'],
    plan: (s) =>
      each(remove('attendance', attendanceDocId('emp-2', s.today.day, 0)), remove('shifts', 'shift-t2')),
  },
  {
    id: 'cross.superuser-tenant-data',
    title: 'a superuser reads another tenant’s attendance, users and payroll',
    actor: ACTORS.superuser,
    expected: 'deny',
    refs: ['R7'],
    plan: () =>
      each(list('attendance', eq('tenantId', T2)), get('users', 'emp-2'), get('payroll', 'payroll-t2')),
  },
  {
    id: 'cross.superuser-moves-tenant',
    title: 'a superuser changes another tenant doc’s tenantId',
    actor: ACTORS.superuser,
    expected: 'deny',
    refs: ['R8'],
    plan: () => each(update('tenants', T2, { tenantId: 't3' })),
  },
  {
    id: 'cross.colleague-reads',
    title: 'an employee reads a colleague’s users doc or lists the tenant’s people',
    actor: ACTORS.colleague,
    expected: 'deny',
    refs: ['R18'],
    plan: () => each(get('users', EMP), list('users', eq('tenantId', T1))),
  },
  {
    id: 'cross.employee-lists',
    title: 'an employee lists attendance by tenant only, by a colleague, or by uid without tenant',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['R36'],
    plan: () =>
      each(
        list('attendance', eq('tenantId', T1)),
        list('attendance', eq('tenantId', T1), eq('userId', COLLEAGUE)),
        list('attendance', eq('userId', EMP)),
      ),
  },
  {
    id: 'cross.colleague-record',
    title: 'an employee punches or deletes a colleague’s record, or deletes the own one',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['R35'],
    plan: (s) => ({
      seed: [checkedIn(s), colleagueRecord(s)],
      requests: [
        update('attendance', todayId(s, COLLEAGUE), { lunchStartTime: SERVER_TIME }),
        remove('attendance', todayId(s, COLLEAGUE)),
        remove('attendance', todayId(s)),
      ],
    }),
  },
];

const tenantScopedReads = () => each(get('shifts', 'shift-t1'), list('shifts', eq('tenantId', T1)));

const CLAIMS: AttackCase[] = [
  ['claims.no-tenant', 'a token with a role and no tenantId', ACTORS.noTenant],
  ['claims.empty-tenant', 'a token whose tenantId is empty', ACTORS.emptyTenant],
  ['claims.numeric-tenant', 'a token whose tenantId is a number', ACTORS.numericTenant],
  ['claims.wrong-case-role', 'a token with role Admin', ACTORS.wrongCaseRole],
  ['claims.list-role', 'a token whose role is a list', ACTORS.listRole],
  ['claims.unknown-role', 'a token with a role the product does not know', ACTORS.unknownRole],
  ['claims.visitor', 'a signed-out visitor', ACTORS.visitor],
].map(([id, who, actor]): AttackCase => ({
  id: id as string,
  title: `${who as string} reads a shift of t1 and lists t1’s shifts`,
  actor: actor as AttackActor,
  expected: 'deny',
  refs: ['R9'],
  plan: tenantScopedReads,
}));

const ESCALATION: AttackCase[] = [
  {
    id: 'escalate.own-role',
    title: 'an admin makes themselves superuser by update or merge',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R12'],
    plan: () =>
      each(update('users', ADMIN, { role: 'superuser' }), set('users', ADMIN, { role: 'superuser' }, true)),
  },
  {
    id: 'escalate.user-tenant',
    title: 'an admin moves an employee to another tenant',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R13'],
    plan: () => each(update('users', EMP, { tenantId: T2 })),
  },
  {
    id: 'escalate.user-switches',
    title: 'an admin writes an employee’s disabled flag, revocation stamp or e-mail',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R17'],
    plan: () =>
      each(
        update('users', EMP, { disabled: true }),
        update('users', EMP, { tokensRevokedAt: REVOKED_AT }),
        update('users', EMP, { email: 'otra@asiste.test' }),
      ),
  },
  {
    id: 'escalate.create-user',
    title: 'an admin creates a users doc from the client',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R13'],
    plan: () => each(set('users', 'new-uid', user('new-uid', 'admin'))),
  },
  {
    id: 'escalate.admin-edits-superuser',
    title: 'an admin edits a superuser’s users doc',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R17'],
    plan: () => each(update('users', ACTORS.superuser.uid, { displayName: 'S' })),
  },
  {
    id: 'escalate.employee-own-role',
    title: 'an employee makes themselves admin or raises the own pay',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['R14'],
    plan: () => each(update('users', EMP, { role: 'admin' }), update('users', EMP, { payAmount: 9e9 })),
  },
  {
    id: 'escalate.tenant-flags',
    title: 'an admin disables the tenant, changes its plan or its creation time',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R15', 'R16'],
    plan: () =>
      each(
        update('tenants', T1, { disabled: true }),
        update('tenants', T1, { plan: 'enterprise' }),
        update('tenants', T1, { createdAt: SERVER_TIME }),
      ),
  },
  {
    id: 'tenant.unattributed',
    title:
      'an admin saves the company’s settings or identification unsigned, signed as another manager or at a client time, or rewrites the signature alone: the server could not log who changed what (security review M6)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['security review M6'],
    plan: (s) =>
      each(
        update('tenants', T1, { name: 'Panadería Norte' }),
        update('tenants', T1, { settings: { ...defaultTenantSettings('2026-05-01'), weeklyHourLimit: 40 } }),
        update('tenants', T1, { name: 'Panadería Norte', updatedBy: COLLEAGUE, updatedAt: SERVER_TIME }),
        update('tenants', T1, { timeZone: 'America/Punta_Arenas', updatedBy: ADMIN, updatedAt: s.now }),
        update('tenants', T1, { updatedBy: COLLEAGUE, updatedAt: SERVER_TIME }),
      ),
  },
  {
    id: 'escalate.tenant-created-at',
    title: 'a superuser rewrites a tenant’s creation time',
    actor: ACTORS.superuser,
    expected: 'deny',
    refs: ['R15'],
    plan: () => each(update('tenants', T1, { createdAt: SERVER_TIME })),
  },
  {
    id: 'escalate.bad-punch-window',
    title: 'an admin sets a punch window beyond the limits or with extra keys',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: () => {
      // Signed as a save is (the server logs it): refused for the window alone.
      const settings = (punchWindow: unknown) =>
        stamped({ settings: { ...defaultTenantSettings('2026-05-01'), punchWindow } });
      return each(
        update('tenants', T1, settings({ openBeforeMinutes: 721, closeAfterMinutes: 60 })),
        update('tenants', T1, settings({ openBeforeMinutes: 60, closeAfterMinutes: -1 })),
        update('tenants', T1, settings({ openBeforeMinutes: 1.5, closeAfterMinutes: 60 })),
        update('tenants', T1, settings({ openBeforeMinutes: 60 })),
        update('tenants', T1, settings({ openBeforeMinutes: 60, closeAfterMinutes: 60, always: true })),
        update('tenants', T1, settings('all day')),
      );
    },
  },
];

/** Cases where emp-1 creates a record; the plan's request is a `set` of `data` under `id`. */
const punchCreate = (
  id: string,
  title: string,
  write: (s: AttackScene) => { id: string; data: Record<string, unknown> }[],
  extra: Partial<AttackCase> = {},
  seed: (s: AttackScene) => SeedDoc[] = () => [],
): AttackCase => ({
  id,
  title,
  actor: ACTORS.employee,
  expected: 'deny',
  plan: (s) => withSeed(seed(s), ...write(s).map((w) => set('attendance', w.id, w.data))),
  ...extra,
});

/** emp-1's check-in of today under its id, once per set of overrides. */
const todays = (s: AttackScene, ...overrides: Record<string, unknown>[]) =>
  overrides.map((o) => ({ id: todayId(s), data: newPunch(s, s.today, o) }));

const FORGED_PUNCHES: AttackCase[] = [
  punchCreate(
    'punch.client-time',
    'a check-in carrying the device clock instead of the server time',
    (s) => [{ id: todayId(s), data: newPunch(s, s.today, { checkInTime: s.now }) }],
    { refs: ['R19'] },
  ),
  punchCreate(
    'punch.future-time',
    'a check-in stamped an hour ahead',
    (s) => [{ id: todayId(s), data: newPunch(s, s.today, { checkInTime: minutesFrom(s.now, 60) }) }],
    { refs: ['R19'] },
  ),
  punchCreate(
    'punch.tomorrow',
    'tomorrow’s record opened today (tomorrow has a schedule)',
    (s) => [{ id: attendanceDocId(EMP, s.tomorrow.day, 0), data: newPunch(s, s.tomorrow) }],
    { refs: ['R22', 'issue: tomorrow’s record tonight'] },
  ),
  punchCreate(
    'punch.two-days-ago',
    'the record of the day before yesterday opened today (backdating)',
    (s) => {
      const then = slotOnDay(s.today, -2);
      return [{ id: attendanceDocId(EMP, then.day, 0), data: newPunch(s, then) }];
    },
    { refs: ['R22'] },
    (s) => [scheduleDoc(EMP, slotOnDay(s.today, -2))],
  ),
  punchCreate(
    'punch.late-sync-too-late',
    'an offline check-in of the day before yesterday, with its device time on that day, synced 48 h after its date',
    (s) => {
      const then = slotOnDay(s.today, -2);
      const deviceTimes = { checkIn: minutesFrom(then.dayStart, 720) };
      return [{ id: attendanceDocId(EMP, then.day, 0), data: newPunch(s, then, { deviceTimes }) }];
    },
    { refs: ['security review M10'] },
    (s) => [scheduleDoc(EMP, slotOnDay(s.today, -2))],
  ),
  punchCreate(
    'punch.month-ago',
    'a record 30 days back (erasing an absence)',
    (s) => [{ id: attendanceDocId(EMP, s.monthAgo.day, 0), data: newPunch(s, s.monthAgo) }],
    { refs: ['R22'] },
  ),
  {
    id: 'punch.no-schedule',
    title: 'a scheduled-id check-in on a day without a schedule',
    actor: ACTORS.free,
    expected: 'deny',
    plan: (s) => each(set('attendance', todayId(s, FREE), newPunch(s, s.today, { userId: FREE }))),
  },
  punchCreate('punch.unscheduled-on-scheduled-day', 'an unscheduled record on a day with a schedule', (s) => [
    {
      id: unscheduledDocId(EMP, s.today.day),
      data: { ...unscheduledPunch(s, { userId: EMP }), date: s.today.dayStart },
    },
  ]),
  punchCreate(
    'punch.missing-slot',
    'a record for slot 1 and slot 7 of a one-slot schedule',
    (s) => [
      { id: todayId(s, EMP, 1), data: newPunch(s, s.today, { slotIndex: 1 }) },
      { id: todayId(s, EMP, 7), data: newPunch(s, s.today, { slotIndex: 7 }) },
    ],
    { refs: ['R23', 'issue: extra records under any slot number'] },
  ),
  punchCreate(
    'punch.colleague-id',
    'the own record under a colleague’s id',
    (s) => [{ id: todayId(s, COLLEAGUE), data: newPunch(s, s.today) }],
    { refs: ['R23'] },
  ),
  punchCreate(
    'punch.random-id',
    'a second record of today’s slot under a random id',
    (s) => [{ id: 'AAAAAAAAAAAAAAAAAAAA', data: newPunch(s, s.today) }],
    { refs: ['R23', 'issue: extra records under any id'] },
  ),
  punchCreate(
    'punch.wrong-date',
    'a record whose date is not its schedule’s (an hour later, tomorrow, the server time)',
    (s) =>
      todays(
        s,
        { date: minutesFrom(s.today.dayStart, 60) },
        { date: s.tomorrow.dayStart },
        { date: SERVER_TIME },
      ),
    { refs: ['R22'] },
  ),
  punchCreate(
    'punch.for-colleague',
    'a check-in in a colleague’s name, or in another tenant',
    (s) => [
      { id: todayId(s, COLLEAGUE), data: newPunch(s, s.today, { userId: COLLEAGUE }) },
      { id: todayId(s), data: newPunch(s, s.today, { tenantId: T2 }) },
    ],
    { refs: ['R20'] },
  ),
  punchCreate(
    'punch.other-source-or-field',
    'a check-in with source admin, an extra field, or the retired integrityHash',
    (s) => todays(s, { source: 'admin' }, { approved: true }, { integrityHash: 'f'.repeat(64) }),
    { refs: ['R20', 'M5'] },
  ),
  punchCreate(
    'punch.more-than-check-in',
    'a new record that already carries lunch or check-out',
    (s) => todays(s, { lunchStartTime: SERVER_TIME }, { checkOutTime: SERVER_TIME }),
    { refs: ['R21'] },
  ),
  punchCreate(
    'punch.empty-record',
    'a record without a check-in',
    (s) => todays(s, { checkInTime: null, deviceTimes: {} }),
    { refs: ['R24', 'issue: empty records'] },
  ),
  punchCreate(
    'punch.receipts-at-create',
    'a check-in carrying its own receipt',
    (s) => todays(s, { receipts: { checkIn: RECEIPT } }),
    { refs: ['M5'] },
  ),
  punchCreate(
    'punch.oversized-device-times',
    'a check-in with 500 KB of deviceTimes, or a 10 KB string as its device time',
    (s) => [
      {
        id: todayId(s),
        data: newPunch(s, s.today, { deviceTimes: { checkIn: s.now, junk: 'x'.repeat(500_000) } }),
      },
      { id: todayId(s), data: newPunch(s, s.today, { deviceTimes: { checkIn: 'x'.repeat(10_000) } }) },
    ],
    { refs: ['R31', 'issue: a 500 KB value was accepted'] },
  ),
  punchCreate(
    'punch.bad-location',
    'a check-in with a location that is text, off the globe, negative accuracy, 10 KB or with extra keys',
    (s) => [
      { id: todayId(s), data: newPunch(s, s.today, { location: 'x' }) },
      { id: todayId(s), data: newPunch(s, s.today, { location: { ...LOCATION, latitude: 200 } }) },
      { id: todayId(s), data: newPunch(s, s.today, { location: { ...LOCATION, accuracy: -1 } }) },
      {
        id: todayId(s),
        data: newPunch(s, s.today, { location: { ...LOCATION, latitude: 'x'.repeat(10_000) } }),
      },
      { id: todayId(s), data: newPunch(s, s.today, { location: { ...LOCATION, altitude: 3 } }) },
    ],
    { refs: ['R31'] },
  ),
];

/** Cases where emp-1 updates the own record of today, as seeded. */
const punchUpdate = (
  id: string,
  title: string,
  stored: (s: AttackScene) => SeedDoc,
  patches: (s: AttackScene, stored: SeedDoc) => Record<string, unknown>[],
  extra: Partial<AttackCase> = {},
  more: (s: AttackScene) => SeedDoc[] = () => [],
): AttackCase => ({
  id,
  title,
  actor: ACTORS.employee,
  expected: 'deny',
  plan: (s) => {
    const doc = stored(s);
    return withSeed(
      [doc, ...more(s)],
      ...patches(s, doc).map((patch) => update('attendance', doc.id, patch)),
    );
  },
  ...extra,
});

const deviceTimesOf = (doc: SeedDoc) => doc.data.deviceTimes as Record<string, unknown>;

const PUNCH_UPDATES: AttackCase[] = [
  {
    id: 'punch.second-check-in',
    title: 'a fresh check-in written over the stored record (a second record of the slot)',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['R23', 'R25'],
    plan: (s) => withSeed([checkedIn(s)], set('attendance', todayId(s), newPunch(s, s.today))),
  },
  punchUpdate(
    'punch.check-in-again',
    'the check-in rewritten with the server time, cleared, or set to the device clock',
    (s) => checkedIn(s),
    (s) => [{ checkInTime: SERVER_TIME }, { checkInTime: null }, { checkInTime: s.now }],
    { refs: ['R25'] },
  ),
  punchUpdate(
    'punch.two-at-once',
    'two punches in one write (lunch start and end; lunch start and check-out)',
    (s) => checkedIn(s),
    () => [
      { lunchStartTime: SERVER_TIME, lunchEndTime: SERVER_TIME },
      { lunchStartTime: SERVER_TIME, checkOutTime: SERVER_TIME },
    ],
  ),
  punchUpdate(
    'punch.out-of-order',
    'lunch end before lunch start',
    (s) => checkedIn(s),
    () => [{ lunchEndTime: SERVER_TIME }],
    { refs: ['R26'] },
  ),
  punchUpdate(
    'punch.after-check-out',
    'a lunch punched after the check-out',
    (s) => punchedAt(s, { checkOut: 5 }),
    () => [{ lunchStartTime: SERVER_TIME }],
    { refs: ['R26'] },
  ),
  punchUpdate(
    'punch.close-days-later',
    'a check-out three days after the check-in',
    (s) => {
      const then = slotOnDay(s.today, -3);
      return {
        collection: 'attendance',
        id: attendanceDocId(EMP, then.day, 0),
        data: storedPunch(EMP, then, minutesFrom(s.now, -3 * 1440)),
      };
    },
    () => [{ checkOutTime: SERVER_TIME }],
    { refs: ['R27', 'issue: check out days later'] },
    (s) => [scheduleDoc(EMP, slotOnDay(s.today, -3))],
  ),
  {
    id: 'punch.unscheduled-days-later',
    title:
      'a check-out of an unscheduled record three days after its check-in (it closes 48 h after its date)',
    actor: ACTORS.free,
    expected: 'deny',
    plan: (s) => {
      const stored = storedUnscheduled(s, 3 * 1440);
      return withSeed([stored], update('attendance', stored.id, { checkOutTime: SERVER_TIME }));
    },
  },
  punchUpdate(
    'punch.identity',
    'the record’s slot, date, person or tenant changed',
    (s) => checkedIn(s),
    (s) => [{ slotIndex: 1 }, { date: s.tomorrow.dayStart }, { userId: COLLEAGUE }, { tenantId: T2 }],
    { refs: ['R28'] },
  ),
  punchUpdate(
    'punch.rewrite-audit-fields',
    'deviceTimes, location or integrityHash rewritten without a punch, after check-out',
    (s) => punchedAt(s, { checkOut: 5 }),
    (s) => [
      { deviceTimes: { checkIn: minutesFrom(s.now, -600) } },
      { location: LOCATION },
      { integrityHash: 'f'.repeat(64) },
    ],
    { refs: ['R29', 'issue: rewrite deviceTimes, location, integrityHash after check-out'] },
  ),
  punchUpdate(
    'punch.rewrite-with-punch',
    'a lunch punch that also rewrites the check-in’s device time, or adds a location',
    (s) => checkedIn(s),
    (s, doc) => [
      {
        lunchStartTime: SERVER_TIME,
        deviceTimes: { checkIn: minutesFrom(s.now, -300), lunchStart: s.now },
      },
      { lunchStartTime: SERVER_TIME, location: LOCATION },
      {
        lunchStartTime: SERVER_TIME,
        deviceTimes: { ...deviceTimesOf(doc), lunchStart: s.now, checkOut: s.now },
      },
    ],
    { refs: ['R29'] },
  ),
  punchUpdate(
    'punch.device-time-not-a-date',
    'a lunch punch whose device time is a 10 KB string',
    (s) => checkedIn(s),
    (_, doc) => [
      { lunchStartTime: SERVER_TIME, deviceTimes: { ...deviceTimesOf(doc), lunchStart: 'x'.repeat(10_000) } },
    ],
    { refs: ['R31'] },
  ),
  punchUpdate(
    'punch.flip-source',
    'a lunch punch that flips a manager-created record’s source to web',
    (s) => checkedIn(s, { source: 'admin' }),
    () => [{ lunchStartTime: SERVER_TIME, source: 'web' }],
    { refs: ['R30', 'issue: flip source to web'] },
  ),
  punchUpdate(
    'punch.write-receipts',
    'an employee writes a receipt on the own record, alone or with a punch',
    (s) => checkedIn(s),
    () => [
      { receipts: { checkIn: RECEIPT } },
      { lunchStartTime: SERVER_TIME, receipts: { checkIn: RECEIPT } },
    ],
    { refs: ['M5'] },
  ),
  {
    id: 'punch.manager-receipts',
    title: 'an admin writes a receipt on a record, by update, merge or a new record',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['M5'],
    plan: (s) =>
      withSeed(
        [colleagueRecord(s)],
        update('attendance', todayId(s, COLLEAGUE), { receipts: { checkIn: RECEIPT } }),
        set('attendance', todayId(s, COLLEAGUE), { receipts: { checkOut: RECEIPT } }, true),
        set('attendance', 'new-record', {
          ...storedPunch(COLLEAGUE, s.today, s.now),
          source: 'admin',
          receipts: { checkIn: RECEIPT },
        }),
      ),
  },
  {
    id: 'punch.manager-rewrites-own-punch',
    title: 'an admin changes, re-sources or forges a person’s own (web) punch, which the server would sign',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['H4', 'R38', 'R40'],
    plan: (s) =>
      withSeed(
        [colleagueRecord(s)],
        update('attendance', todayId(s, COLLEAGUE), { checkOutTime: s.now, source: 'admin' }),
        update('attendance', todayId(s, COLLEAGUE), { checkInTime: minutesFrom(s.now, -90) }),
        set('attendance', 'forged-web', storedPunch(COLLEAGUE, s.today, s.now)),
      ),
  },
];

/** A batch that creates emp-1's check-in of today and then updates the same record. */
const checkInThen = (s: AttackScene, data: Record<string, unknown>) =>
  batch(set('attendance', todayId(s), newPunch(s, s.today)), update('attendance', todayId(s), data));

const BATCHES: AttackCase[] = [
  {
    id: 'batch.check-in-then-check-out',
    title: 'a batch that creates a check-in and then checks out the same record',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['M1', 'R32'],
    plan: (s) => each(checkInThen(s, { checkOutTime: SERVER_TIME })),
  },
  {
    id: 'batch.check-in-then-past-check-out',
    title: 'a batch that creates a check-in and then sets a check-out of yesterday',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['M1', 'R32'],
    plan: (s) => each(checkInThen(s, { checkOutTime: minutesFrom(s.now, -1440) })),
  },
  {
    id: 'batch.check-in-then-move',
    title: 'a batch that creates a check-in and then gives it to a colleague or another tenant',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['M1', 'R33'],
    plan: (s) => each(checkInThen(s, { userId: COLLEAGUE }), checkInThen(s, { tenantId: T2 })),
  },
  {
    id: 'batch.two-punches',
    title: 'a batch of two updates punching lunch start and lunch end of a stored record',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [checkedIn(s)],
        batch(
          update('attendance', todayId(s), { lunchStartTime: SERVER_TIME }),
          update('attendance', todayId(s), { lunchEndTime: SERVER_TIME }),
        ),
      ),
  },
  {
    id: 'batch.manager-create-then-move',
    title: 'a batch in which an admin creates a shift in t1 and then moves it to t2',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['M1', 'R6'],
    plan: () =>
      each(
        batch(
          set('shifts', 'new-shift', stamped(shift(T1))),
          update('shifts', 'new-shift', stamped({ tenantId: T2 })),
        ),
      ),
  },
  {
    id: 'batch.manager-record-then-receipt',
    title: 'a batch in which an admin creates a record and then adds a receipt to it',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['M1', 'M5'],
    plan: (s) =>
      each(
        batch(
          set('attendance', 'new-record', { ...storedPunch(COLLEAGUE, s.today, s.now), source: 'admin' }),
          update('attendance', 'new-record', { receipts: { checkIn: RECEIPT } }),
        ),
      ),
  },
  {
    id: 'tx.check-in-and-out',
    title: 'a transaction that writes a check-in and its check-out',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['M1', 'R34'],
    note: TX_NOTE,
    plan: (s) =>
      each(
        batch(
          set('attendance', todayId(s), newPunch(s, s.today)),
          set('attendance', todayId(s), { checkOutTime: SERVER_TIME }, true),
        ),
      ),
  },
  {
    id: 'tx.replace-closed-record',
    title: 'a transaction that deletes a closed record and writes a fresh check-in in its place',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['M1'],
    note: TX_NOTE,
    plan: (s) =>
      withSeed(
        [punchedAt(s, { checkOut: 5 })],
        batch(remove('attendance', todayId(s)), set('attendance', todayId(s), newPunch(s, s.today))),
      ),
  },
  {
    id: 'tx.unscheduled-then-extend',
    title: 'a transaction that opens an unscheduled record and backdates its check-in',
    actor: ACTORS.free,
    expected: 'deny',
    refs: ['M1'],
    note: TX_NOTE,
    plan: (s) => {
      const id = unscheduledDocId(FREE, slotStartingAt(s.now, 0).day);
      return each(
        batch(
          set('attendance', id, unscheduledPunch(s)),
          update('attendance', id, { checkInTime: minutesFrom(s.now, -600) }),
        ),
      );
    },
  },
];

const LOGS: AttackCase[] = [
  {
    id: 'log.forged',
    title: 'an admin’s log entry in a worker’s name, with a client time, or in another tenant',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R41'],
    plan: (s) =>
      each(
        set('logs', 'new-log', validLog({ actorId: EMP })),
        set('logs', 'new-log', validLog({ createdAt: s.now })),
        set('logs', 'new-log', validLog({ tenantId: T2 })),
      ),
  },
  {
    id: 'log.bad-action',
    title: 'a log entry with an empty or a 201-character action',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R41'],
    plan: () =>
      each(
        set('logs', 'new-log', validLog({ action: '' })),
        set('logs', 'new-log', validLog({ action: 'x'.repeat(201) })),
      ),
  },
  {
    id: 'log.flood',
    title: 'a log entry with 100 KB of details or an extra key',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R42', 'issue: ~1 MB log entries'],
    plan: () =>
      each(
        set('logs', 'new-log', validLog({ details: 'x'.repeat(100_000) })),
        set('logs', 'new-log', validLog({ actorRole: 'superuser' })),
      ),
  },
  {
    id: 'log.rewrite',
    title: 'managers update, overwrite or delete a stored log entry',
    actor: ACTORS.superuser,
    expected: 'deny',
    refs: ['R43'],
    plan: () =>
      each(
        update('logs', 'log-t1', { details: 'editado' }),
        set('logs', 'log-t1', validLog({ actorId: ACTORS.superuser.uid })),
        remove('logs', 'log-t1'),
      ),
  },
  {
    id: 'log.server-action',
    title:
      'an admin appends, as themselves, an entry only the server writes (a week signed, a correction accepted, a period closed) or one outside the catalogue (security review M6)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R41', 'security review M6'],
    plan: () =>
      each(
        set('logs', 'new-log', validLog({ action: 'week.sign', target: 'emp-1_2026-11-09_1' })),
        set('logs', 'new-log', validLog({ action: 'correction.accept', target: 'correction-emp' })),
        set('logs', 'new-log', validLog({ action: 'period.close', target: T1 })),
        set('logs', 'new-log', validLog({ action: 'attendance.fix' })),
      ),
  },
  {
    id: 'log.client-manager-act',
    title:
      'an admin appends, as themselves, the entry of a manager act the server logs from its stamp (an absence decided, overtime approved, an agreement voided): the act could then go unlogged or be logged twice (security review M6)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['security review M6'],
    plan: () =>
      each(
        set('logs', 'new-log', validLog({ action: 'absence.approve', target: 'absence-emp' })),
        set('logs', 'new-log', validLog({ action: 'absence.create', target: 'absence-emp' })),
        set('logs', 'new-log', validLog({ action: 'absence.void', target: 'absence-emp' })),
        set('logs', 'new-log', validLog({ action: 'overtime.approve', target: 'emp-1_2026-11-16' })),
        set('logs', 'new-log', validLog({ action: 'overtime.agreement-void', target: 'agreement-emp' })),
        set('logs', 'new-log', validLog({ action: 'absence.delete', target: 'absence-emp' })),
        set('logs', 'new-log', validLog({ action: 'schedule.publish', target: 'publish-t1' })),
        set('logs', 'new-log', validLog({ action: 'shift.create', target: 'shift-t1' })),
        set('logs', 'new-log', validLog({ action: 'pattern.delete', target: 'pattern-t1' })),
        set('logs', 'new-log', validLog({ action: 'holiday.import', target: null })),
      ),
  },
  {
    id: 'log.client-tenant-update',
    title:
      'an admin appends, as themselves, the entry of a save of /configuracion, which the server logs from the tenant’s signature: a save could then go unlogged or be told otherwise (security review M6)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['security review M6'],
    plan: () =>
      each(
        set('logs', 'new-log', validLog({ action: 'tenant.update', target: T1 })),
        set(
          'logs',
          'new-log',
          validLog({ action: 'tenant.update', target: T1, details: 'Empresa. Nombre: A → B' }),
        ),
      ),
  },
  {
    id: 'log.employee-writes',
    title:
      'a worker appends an audit entry: a made-up act, one of the own acts, or one beside a check-in (security review M6)',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['R41', 'security review M6'],
    plan: (s) =>
      each(
        set(
          'logs',
          'new-log',
          validLog({ actorId: EMP, action: 'attendance.fix', details: 'Corrigió la marcación' }),
        ),
        set(
          'logs',
          'new-log',
          validLog({ actorId: EMP, action: 'correction.accept', target: 'correction-emp' }),
        ),
        batch(
          set('attendance', todayId(s), newPunch(s, s.today)),
          set('logs', 'new-log', validLog({ actorId: EMP, action: 'absence.request' })),
        ),
      ),
  },
  {
    id: 'log.employee-reads',
    title: 'an employee reads or lists the audit trail',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['R44'],
    plan: () => each(get('logs', 'log-t1'), list('logs', eq('tenantId', T1))),
  },
];

const withoutTenantId = () => {
  const lead = validLead();
  delete lead.tenantId;
  return lead;
};

const leadCase = (id: string, title: string, leads: () => Record<string, unknown>[]): AttackCase => ({
  id,
  title,
  actor: ACTORS.visitor,
  expected: 'deny',
  refs: ['R46'],
  plan: () => each(...leads().map((lead) => set('leads', 'new-lead', lead))),
});

const LEADS: AttackCase[] = [
  {
    id: 'lead.direct-write',
    title:
      'a visitor, an employee or an admin writes a well-formed landing-page lead straight to the store instead of through the limited sendLead call (security review M11)',
    actor: ACTORS.visitor,
    expected: 'deny',
    refs: ['R45', 'security review M11'],
    plan: () => each(set('leads', 'new-lead', validLead({ employees: 1_000_000 }))),
  },
  ...[ACTORS.employee, ACTORS.admin].map((actor): AttackCase => ({
    id: `lead.direct-write-by-${actor.uid}`,
    title: `${actor.uid} writes a landing-page lead straight to the store (security review M11)`,
    actor,
    expected: 'deny',
    refs: ['security review M11'],
    plan: () => each(set('leads', 'new-lead', validLead())),
  })),
  leadCase('lead.tenant', 'a lead naming a tenant, or without the tenantId key', () => [
    validLead({ tenantId: T1 }),
    withoutTenantId(),
  ]),
  leadCase('lead.status', 'a lead already won', () => [validLead({ status: 'ganado' })]),
  leadCase('lead.created-at', 'a lead with a client creation time', () => [
    validLead({ createdAt: new Date('2026-01-01T00:00:00.000Z') }),
  ]),
  leadCase('lead.extra-key', 'a lead with an extra field', () => [validLead({ source: 'ads' })]),
  leadCase('lead.long-texts', 'a lead with a 201-character name or a 2001-character message', () => [
    validLead({ name: 'a'.repeat(201) }),
    validLead({ message: 'a'.repeat(2001) }),
  ]),
  leadCase('lead.bad-email', 'a lead whose e-mail has no @ or no dot', () => [
    validLead({ email: 'ana at almacen.cl' }),
    validLead({ email: 'ana@almacen' }),
  ]),
  leadCase('lead.employees', 'a lead with −1, 2.5 or "12" employees', () => [
    validLead({ employees: -1 }),
    validLead({ employees: 2.5 }),
    validLead({ employees: '12' }),
  ]),
  leadCase('lead.employees-huge', 'a lead with 10^12 employees', () => [validLead({ employees: 1e12 })]),
  {
    id: 'lead.overwrite',
    title: 'a visitor overwrites an existing lead',
    actor: ACTORS.visitor,
    expected: 'deny',
    refs: ['R47'],
    plan: () => each(set('leads', 'lead-1', validLead())),
  },
  ...[ACTORS.visitor, ACTORS.employee, ACTORS.admin].map((actor): AttackCase => ({
    id: `lead.read-by-${actor.uid}`,
    title: `${actor.uid} reads or lists leads`,
    actor,
    expected: 'deny',
    refs: ['R48'],
    plan: () => each(get('leads', 'lead-1'), list('leads', eq('status', 'nuevo'))),
  })),
];

/** The superusers' CRM (/admin/leads, issue #17): leads change under field checks, their timeline is appended. */
const CRM: AttackCase[] = [
  {
    id: 'valid.crm-move',
    title: 'a superuser moves a lead, with its timeline entry and audit entry in one batch, and adds a note',
    actor: ACTORS.superuser,
    expected: 'allow',
    plan: () =>
      each(
        batch(
          update('leads', 'lead-1', { status: 'demo', updatedAt: SERVER_TIME }),
          set('leadEvents', 'new-event', leadEvent()),
          set(
            'logs',
            'new-log',
            validLog({ actorId: ACTORS.superuser.uid, action: 'lead.status', target: 'lead-1' }),
          ),
        ),
        set(
          'leadEvents',
          'new-note',
          leadEvent({ kind: 'note', from: null, to: null, text: 'Llamar el lunes.' }),
        ),
        list('leadEvents', eq('leadId', 'lead-1')),
        get('leadEvents', 'lead-event-1'),
      ),
  },
  {
    id: 'valid.crm-convert',
    title: 'a superuser links a lead to the tenant it became, won, with its conversion entry',
    actor: ACTORS.superuser,
    expected: 'allow',
    plan: () =>
      each(
        batch(
          update('leads', 'lead-1', { status: 'ganado', tenantId: T2, updatedAt: SERVER_TIME }),
          set('leadEvents', 'new-event', leadEvent({ kind: 'converted', to: 'ganado', tenantId: T2 })),
        ),
      ),
  },
  {
    id: 'crm.lead-bad-update',
    title:
      'a superuser gives a lead an unknown key, an unknown status, a new creation time, a client updatedAt or a blank name',
    actor: ACTORS.superuser,
    expected: 'deny',
    plan: () =>
      each(
        update('leads', 'lead-1', { score: 99 }),
        update('leads', 'lead-1', { status: 'cerrado' }),
        update('leads', 'lead-1', { createdAt: new Date('2026-01-01T00:00:00.000Z') }),
        update('leads', 'lead-1', { updatedAt: new Date('2026-01-01T00:00:00.000Z') }),
        update('leads', 'lead-1', { name: '  ' }),
        update('leads', 'lead-1', { employees: -3 }),
      ),
  },
  {
    id: 'crm.lead-moved-tenant',
    title: 'a superuser moves a converted lead to another tenant, or detaches it',
    actor: ACTORS.superuser,
    expected: 'deny',
    plan: () =>
      withSeed(
        [{ collection: 'leads', id: 'lead-1', data: { ...validLead(), tenantId: T1, createdAt: CREATED } }],
        update('leads', 'lead-1', { tenantId: T2 }),
        update('leads', 'lead-1', { tenantId: null }),
      ),
  },
  {
    id: 'crm.timeline-edit',
    title: 'a superuser changes or deletes a timeline entry',
    actor: ACTORS.superuser,
    expected: 'deny',
    plan: () =>
      each(
        update('leadEvents', 'lead-event-1', { text: 'Otra cosa' }),
        set('leadEvents', 'lead-event-1', leadEvent({ to: 'perdido' })),
        remove('leadEvents', 'lead-event-1'),
      ),
  },
  {
    id: 'crm.forged-event',
    title:
      'a superuser appends an entry as someone else, with a client time, an empty note, an extra field or a tenant on a move',
    actor: ACTORS.superuser,
    expected: 'deny',
    plan: () =>
      each(
        set('leadEvents', 'new-event', leadEvent({ actorId: 'super-2' })),
        set('leadEvents', 'new-event', leadEvent({ createdAt: CREATED })),
        set('leadEvents', 'new-event', leadEvent({ kind: 'note', text: ' ' })),
        set('leadEvents', 'new-event', leadEvent({ kind: 'note', text: 'x'.repeat(2001) })),
        set('leadEvents', 'new-event', leadEvent({ source: 'api' })),
        set('leadEvents', 'new-event', leadEvent({ tenantId: T1 })),
        set('leadEvents', 'new-event', leadEvent({ to: 'cerrado' })),
      ),
  },
  ...[ACTORS.admin, ACTORS.employee, ACTORS.inspector].map((actor): AttackCase => ({
    id: `crm.timeline-by-${actor.uid}`,
    title: `${actor.uid} reads, lists or appends a lead’s timeline`,
    actor,
    expected: 'deny',
    plan: () =>
      each(
        get('leadEvents', 'lead-event-1'),
        list('leadEvents', eq('leadId', 'lead-1')),
        list('leadEvents', eq('tenantId', T1)),
        set('leadEvents', 'new-event', leadEvent({ actorId: actor.uid })),
      ),
  })),
  {
    id: 'crm.timeline-by-visitor',
    title: 'a visitor appends a lead’s timeline entry',
    actor: ACTORS.visitor,
    expected: 'deny',
    plan: () =>
      each(
        set('leadEvents', 'new-event', leadEvent({ actorId: 'visitor' })),
        get('leadEvents', 'lead-event-1'),
      ),
  },
  {
    id: 'crm.admin-moves-lead',
    title: 'an admin moves a lead or links it to the own tenant',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: () =>
      each(
        update('leads', 'lead-1', { status: 'demo', updatedAt: SERVER_TIME }),
        update('leads', 'lead-1', { tenantId: T1 }),
      ),
  },
];

const OFF_SWITCHES: AttackCase[] = [
  {
    id: 'off.disabled-tenant',
    title: 'an employee of a disabled tenant punches or reads the own attendance',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['R51'],
    plan: (s) =>
      withSeed(
        [{ collection: 'tenants', id: T1, data: tenant(T1, { disabled: true }) }],
        set('attendance', todayId(s), newPunch(s, s.today)),
        list('attendance', eq('tenantId', T1), eq('userId', EMP)),
      ),
  },
  {
    id: 'off.disabled-user',
    title: 'a disabled admin writes a shift or corrects a record',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R52'],
    plan: (s) =>
      withSeed(
        [
          { collection: 'users', id: ADMIN, data: user(ADMIN, 'admin', T1, { disabled: true }) },
          colleagueRecord(s),
        ],
        set('shifts', 'new-shift', stamped(shift(T1))),
        update('attendance', todayId(s, COLLEAGUE), { checkOutTime: s.now, source: 'admin' }),
      ),
  },
  {
    id: 'off.revoked-token',
    title: 'an employee whose sessions were revoked after signing in punches',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['R53'],
    plan: (s) =>
      withSeed(
        // Revoked now, after the session signed in (a minute ago).
        [{ collection: 'users', id: EMP, data: user(EMP, 'employee', T1, { tokensRevokedAt: s.now }) }],
        set('attendance', todayId(s), newPunch(s, s.today)),
      ),
  },
];

/** The log entry of a planning write, as the admin appends it (one id per action and target). */
const adminLog = (action: string, target: string) =>
  set('logs', `log-${action}-${target}`, validLog({ actorId: ADMIN, action, target }));

const FIVE_SLOTS = ['06:00', '08:00', '10:00', '12:00', '14:00'].map((start) => ({
  startTime: start,
  endTime: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
}));

const PLANNING: AttackCase[] = [
  {
    id: 'valid.plan-shift-and-pattern',
    title:
      'an admin creates a shift, archives another and saves a 4x4 pattern, each signed (the server logs it)',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: () =>
      each(
        batch(
          set(
            'shifts',
            'new-shift',
            stamped({ ...shift(T1), timeSlots: [{ startTime: '22:00', endTime: '06:00' }] }),
          ),
        ),
        update('shifts', 'shift-t1', stamped({ archived: true })),
        set('shiftPatterns', 'new-pattern', stamped(pattern(T1))),
      ),
  },
  {
    id: 'valid.plan-holidays',
    title: 'an admin loads holidays under their day’s id, renames one and removes another',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      each(
        batch(
          set(
            'holidays',
            holidayDocId(T1, s.tomorrow.day),
            stamped(holiday(T1, s.tomorrow, { irrenunciable: true })),
          ),
          set('holidays', holidayDocId(T1, s.monthAgo.day), stamped(holiday(T1, s.monthAgo))),
        ),
        update(
          'holidays',
          holidayDocId(T1, s.today.day),
          stamped({ name: 'Feriado regional', irrenunciable: true }),
        ),
        remove('holidays', holidayDocId(T1, s.monthAgo.day)),
      ),
  },
  {
    id: 'valid.plan-draft-and-publish',
    title:
      'an admin drafts a day, then publishes a draft: schedule, draft deleted, history and log in one batch',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      each(
        batch(
          set('scheduleDrafts', scheduleDocId(EMP, s.tomorrow.day), draft(EMP, s.tomorrow)),
          adminLog('schedule.draft', 'agenda'),
        ),
        batch(
          set('planPublishes', PUBLISH_ID, publish(s, { reason: 'Cambio pedido por la persona' })),
          set('schedulesConfig', DRAFT_ID(s), published(COLLEAGUE, s.tomorrow)),
          remove('scheduleDrafts', DRAFT_ID(s)),
        ),
        // A published day off: the schedule is removed and the draft with it.
        batch(
          set('scheduleDrafts', scheduleDocId(EMP, s.yesterday.day), {
            ...draft(EMP, s.yesterday),
            timeSlots: null,
            shiftId: null,
            lunchMinutes: 0,
          }),
          adminLog('schedule.draft', 'agenda-libre'),
        ),
        batch(
          remove('schedulesConfig', scheduleDocId(EMP, s.yesterday.day)),
          remove('scheduleDrafts', scheduleDocId(EMP, s.yesterday.day)),
          set(
            'planPublishes',
            'second-publish',
            publish(s, { userIds: [EMP], from: s.yesterday.day, to: s.yesterday.day }),
          ),
        ),
      ),
  },
  {
    id: 'valid.plan-reads',
    title: 'an admin reads the tenant’s drafts, patterns and publish history; an employee the own plan',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      each(
        list('scheduleDrafts', eq('tenantId', T1)),
        get('scheduleDrafts', DRAFT_ID(s)),
        list('shiftPatterns', eq('tenantId', T1)),
        list('planPublishes', eq('tenantId', T1)),
        get('planPublishes', 'publish-t1'),
        list('absences', eq('tenantId', T1)),
      ),
  },
  {
    id: 'valid.employee-plan-reads',
    title: 'an employee reads the own published days, the own absences, the holidays and the shifts',
    actor: ACTORS.employee,
    expected: 'allow',
    plan: (s) =>
      each(
        list('schedulesConfig', eq('tenantId', T1), eq('userId', EMP)),
        list('absences', eq('tenantId', T1), eq('userId', EMP)),
        get('absences', 'absence-emp'),
        list('holidays', eq('tenantId', T1)),
        get('holidays', holidayDocId(T1, s.today.day)),
        list('shifts', eq('tenantId', T1)),
      ),
  },
  {
    id: 'valid.absence-request',
    title: 'an employee requests vacations or a permission for themselves (the server logs each request)',
    actor: ACTORS.employee,
    expected: 'allow',
    plan: (s) =>
      each(
        set('absences', 'new-request', absenceRequest(s, { note: 'Viaje familiar' })),
        set(
          'absences',
          'other-request',
          absenceRequest(s, { type: 'permiso sin goce', attachmentName: 'citación.pdf' }),
        ),
      ),
  },
  {
    id: 'valid.absence-decisions',
    title:
      'an admin approves a request, rejects one with a reason, records a sick leave and voids one with a reason (the server logs each)',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [{ collection: 'absences', id: 'absence-2', data: { ...absenceRequest(s), createdAt: CREATED } }],
        update('absences', 'absence-emp', approval()),
        update('absences', 'absence-2', approval({ status: 'rechazada', decisionNote: 'Temporada alta' })),
        set('absences', 'new-record', absenceRecord(s)),
        update(
          'absences',
          'absence-colleague',
          approval({ status: 'anulada', decisionNote: 'Registrada por error' }),
        ),
      ),
  },
  {
    id: 'absence.unattributed',
    title:
      'an admin changes an absence without deciding it as themselves now: a note or a type edited with no decision, a decision with no stamp or another manager’s (the server could not log who did it; security review M6)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['security review M6'],
    plan: () =>
      each(
        update('absences', 'absence-emp', { note: 'Cambiada sin decidir' }),
        update('absences', 'absence-emp', { type: 'permiso con goce' }),
        update('absences', 'absence-emp', { status: 'aprobada' }),
        update('absences', 'absence-emp', approval({ decidedBy: COLLEAGUE })),
      ),
  },
  {
    id: 'schedule.unattributed',
    title:
      'an admin writes a shift, a pattern or a holiday unsigned, or signed as another manager or at another time: the server could not log who did it (security review M6)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['security review M6'],
    plan: (s) =>
      each(
        set('shifts', 'new-shift', shift(T1)),
        update('shifts', 'shift-t1', { archived: true }),
        update('shifts', 'shift-t1', { name: 'Mañana larga', updatedBy: COLLEAGUE, updatedAt: SERVER_TIME }),
        set('shiftPatterns', 'new-pattern', pattern(T1)),
        update('shiftPatterns', 'pattern-t1', { name: 'Otra rotación', updatedBy: ADMIN, updatedAt: s.now }),
        set('holidays', holidayDocId(T1, s.tomorrow.day), holiday(T1, s.tomorrow)),
        update('holidays', holidayDocId(T1, s.today.day), { name: 'Feriado regional' }),
      ),
  },
  {
    id: 'schedule.unpublished',
    title:
      'an admin writes a published schedule outside a publish in progress of their own: with no publishId, naming a missing, finished, another manager’s, stale (61 minutes), other people’s or other days’ publish, or reopens, edits or finishes another’s publish: the change would leave no server entry (security review M6)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['security review M6'],
    plan: (s) => {
      const colleagueTomorrow = scheduleDocId(COLLEAGUE, s.tomorrow.day);
      const stale = new Date(s.now.getTime() - 61 * 60_000);
      const write = (overrides: Record<string, unknown>) =>
        set('schedulesConfig', colleagueTomorrow, published(COLLEAGUE, s.tomorrow, overrides));
      return withSeed(
        [
          openPublish(s),
          { ...openPublish(s), id: 'publish-stale' },
          { ...openPublish(s, { userIds: [EMP] }), id: 'publish-emp' },
          { ...openPublish(s, { to: s.yesterday.day }), id: 'publish-past' },
          { ...openPublish(s, { publishedBy: ACTORS.superuser.uid }), id: 'publish-super' },
        ].map((doc) =>
          doc.id === 'publish-stale'
            ? { ...doc, data: { ...doc.data, publishedAt: stale, utcDay: utcDayOf(stale) } }
            : doc,
        ),
        set(
          'schedulesConfig',
          colleagueTomorrow,
          Object.fromEntries(
            Object.entries(published(COLLEAGUE, s.tomorrow)).filter(([key]) => key !== 'publishId'),
          ),
        ),
        set('schedulesConfig', colleagueTomorrow, { ...published(COLLEAGUE, s.tomorrow), publishId: null }),
        write({ publishId: 'missing-publish' }),
        write({ publishId: 'publish-t1' }),
        write({ publishId: 'publish-super' }),
        write({ publishId: 'publish-stale' }),
        write({ publishId: 'publish-emp' }),
        write({ publishId: 'publish-past' }),
        update('schedulesConfig', scheduleDocId(EMP, s.today.day), { lunchMinutes: 45 }),
        update('planPublishes', 'publish-t1', { status: 'en curso' }),
        update('planPublishes', PUBLISH_ID, { status: 'publicada', count: 2 }),
        update('planPublishes', PUBLISH_ID, { to: s.today.day }),
        update('planPublishes', 'publish-super', { status: 'publicada' }),
        set('planPublishes', 'new-publish', publish(s, { status: 'borrador' })),
        set('planPublishes', 'new-publish', publish(s, { utcDay: '2020-01-01' })),
      );
    },
  },
  {
    id: 'valid.schedule-publish-in-batches',
    title:
      'an admin publishes in two batches: the first starts the publish (en curso) with a schedule, the second writes another and finishes it (publicada); a day off deleted inside it',
    actor: ACTORS.admin,
    expected: 'allow',
    refs: ['security review M6'],
    plan: (s) =>
      each(
        batch(
          set(
            'planPublishes',
            PUBLISH_ID,
            publish(s, {
              status: 'en curso',
              userIds: [EMP, COLLEAGUE],
              to: s.tomorrow.day,
              from: s.today.day,
            }),
          ),
          set('schedulesConfig', scheduleDocId(COLLEAGUE, s.tomorrow.day), published(COLLEAGUE, s.tomorrow)),
        ),
        batch(
          set('schedulesConfig', scheduleDocId(EMP, s.tomorrow.day), published(EMP, s.tomorrow)),
          remove('schedulesConfig', scheduleDocId(EMP, s.today.day)),
          update('planPublishes', PUBLISH_ID, { status: 'publicada' }),
        ),
      ),
  },
  {
    id: 'plan.employee-reads-manager-tools',
    title: 'an employee reads drafts, patterns or the publish history, however constrained',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      each(
        get('scheduleDrafts', DRAFT_ID(s)),
        list('scheduleDrafts', eq('tenantId', T1)),
        list('scheduleDrafts', eq('tenantId', T1), eq('userId', EMP)),
        get('shiftPatterns', 'pattern-t1'),
        list('shiftPatterns', eq('tenantId', T1)),
        get('planPublishes', 'publish-t1'),
        list('planPublishes', eq('tenantId', T1)),
      ),
  },
  {
    id: 'plan.employee-reads-others',
    title: 'an employee reads a colleague’s absence or schedule, or lists the tenant’s absences',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      each(
        get('absences', 'absence-colleague'),
        list('absences', eq('tenantId', T1)),
        list('absences', eq('tenantId', T1), eq('userId', COLLEAGUE)),
        get('schedulesConfig', scheduleDocId(COLLEAGUE, s.today.day)),
      ),
  },
  {
    id: 'plan.employee-writes-plan',
    title: 'an employee writes a shift, a pattern, a holiday, the own schedule, a draft or a publish',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      each(
        set('shifts', 'new-shift', stamped(shift(T1))),
        set('shiftPatterns', 'new-pattern', stamped(pattern(T1))),
        set('holidays', holidayDocId(T1, s.tomorrow.day), stamped(holiday(T1, s.tomorrow))),
        update('schedulesConfig', scheduleDocId(EMP, s.tomorrow.day), { timeSlots: [] }),
        remove('schedulesConfig', scheduleDocId(EMP, s.tomorrow.day)),
        set('scheduleDrafts', scheduleDocId(EMP, s.tomorrow.day), draft(EMP, s.tomorrow, { updatedBy: EMP })),
        set('planPublishes', 'new-publish', publish(s, { publishedBy: EMP })),
      ),
  },
  {
    id: 'absence.self-approve',
    title: 'an employee approves, edits or deletes the own request',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: () =>
      each(
        update('absences', 'absence-emp', approval({ decidedBy: EMP })),
        update('absences', 'absence-emp', { note: 'otra' }),
        set('absences', 'absence-emp', { ...approval({ decidedBy: EMP }) }, true),
        remove('absences', 'absence-emp'),
      ),
  },
  {
    id: 'absence.forged-request',
    title:
      'an employee requests an approved absence, a licencia médica, for a colleague, decided or dated by the client',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      each(
        ...[
          { status: 'aprobada' },
          { type: 'licencia médica' },
          { type: 'permiso' },
          { userId: COLLEAGUE },
          { createdBy: COLLEAGUE },
          { decidedBy: ADMIN },
          { decidedBy: EMP, decidedAt: SERVER_TIME },
          { createdAt: s.now },
          { to: minutesFrom(s.tomorrow.dayStart, 367 * 1440) },
          { from: s.tomorrow.dayStart, to: s.today.dayStart },
          { note: 'x'.repeat(501) },
          { tenantId: T2 },
        ].map((overrides) => set('absences', 'new-request', absenceRequest(s, overrides))),
      ),
  },
  {
    id: 'absence.bad-decision',
    title:
      'an admin rejects without a reason, decides in another’s name or at a client time, or records undecided',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        update('absences', 'absence-emp', approval({ status: 'rechazada' })),
        update('absences', 'absence-emp', approval({ status: 'rechazada', decisionNote: '  ' })),
        update('absences', 'absence-emp', approval({ decidedBy: ACTORS.superuser.uid })),
        update('absences', 'absence-emp', approval({ decidedAt: s.now })),
        update('absences', 'absence-emp', { status: 'aprobada' }),
        update('absences', 'absence-emp', { userId: COLLEAGUE }),
        update('absences', 'absence-emp', { createdBy: ADMIN }),
        set('absences', 'new-record', absenceRecord(s, { decidedBy: null, decidedAt: null })),
        set('absences', 'new-record', absenceRecord(s, { createdBy: COLLEAGUE })),
        set('absences', 'new-record', absenceRecord(s, { type: 'permiso' })),
        set('absences', 'new-record', absenceRecord(s, { approvedBy: ADMIN })),
      ),
  },
  {
    id: 'schedule.forged-id',
    title: 'an admin publishes a day at a random id, under another person’s id, or dated another day',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        set('schedulesConfig', 'random-id', published(COLLEAGUE, s.tomorrow)),
        set('schedulesConfig', scheduleDocId(EMP, s.tomorrow.day), published(COLLEAGUE, s.tomorrow)),
        set('schedulesConfig', DRAFT_ID(s), published(COLLEAGUE, s.today)),
        update('schedulesConfig', scheduleDocId(COLLEAGUE, s.today.day), { date: s.tomorrow.dayStart }),
        update('schedulesConfig', scheduleDocId(COLLEAGUE, s.today.day), { userId: EMP }),
      ),
  },
  {
    id: 'schedule.bad-values',
    title:
      'an admin publishes 5 slots, a 25:00 end, start = end, lunch 1000, the old startTime or unknown keys',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        ...[
          { timeSlots: FIVE_SLOTS },
          { timeSlots: [{ startTime: '09:00', endTime: '25:00' }] },
          { timeSlots: [{ startTime: '9:00', endTime: '17:00' }] },
          { timeSlots: [{ startTime: '09:00', endTime: '09:00' }] },
          { timeSlots: [] },
          { lunchMinutes: 1000 },
          { startTime: '08:00' },
          { shiftId: 'x'.repeat(41) },
          { approved: true },
        ].map((overrides) =>
          set('schedulesConfig', DRAFT_ID(s), published(COLLEAGUE, s.tomorrow, overrides)),
        ),
      ),
  },
  {
    id: 'shift.bad-values',
    title:
      'an admin saves a shift with a huge name, a colour name, 5 slots, bad HH:MM, lunch 1000 or unknown keys',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: () =>
      each(
        ...[
          { name: 'x'.repeat(61) },
          { name: ' ' },
          { color: 'red' },
          { timeSlots: FIVE_SLOTS },
          { timeSlots: [{ startTime: '22:00', endTime: '6:00' }] },
          { lunchMinutes: 1000 },
          { lunchMinutes: 30.5 },
          { archived: 'yes' },
          { owner: ADMIN },
        ].map((overrides) => set('shifts', 'new-shift', stamped({ ...shift(T1), ...overrides }))),
        update('shifts', 'shift-t1', stamped({ name: 'x'.repeat(100_000) })),
      ),
  },
  {
    id: 'pattern.bad-values',
    title: 'an admin saves a pattern of 29 or no days, a 41-character day, a huge name or unknown keys',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: () =>
      each(
        ...[
          { days: Array<string>(29).fill('') },
          { days: [] },
          { days: ['shift-t1', 'x'.repeat(41)] },
          { days: ['shift-t1', 7] },
          { name: 'x'.repeat(61) },
          { startDay: '2026-01-01' },
        ].map((overrides) => set('shiftPatterns', 'new-pattern', stamped({ ...pattern(T1), ...overrides }))),
      ),
  },
  {
    id: 'draft.forged',
    title:
      'an admin drafts in another admin’s name, at a client time, at a random id, or a day off with a shift',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        set(
          'scheduleDrafts',
          scheduleDocId(EMP, s.tomorrow.day),
          draft(EMP, s.tomorrow, { updatedBy: ACTORS.superuser.uid }),
        ),
        set(
          'scheduleDrafts',
          scheduleDocId(EMP, s.tomorrow.day),
          draft(EMP, s.tomorrow, { updatedAt: s.now }),
        ),
        set('scheduleDrafts', 'random-id', draft(EMP, s.tomorrow)),
        set(
          'scheduleDrafts',
          scheduleDocId(EMP, s.tomorrow.day),
          draft(EMP, s.tomorrow, { timeSlots: null, lunchMinutes: 0 }),
        ),
        set(
          'scheduleDrafts',
          scheduleDocId(EMP, s.tomorrow.day),
          draft(EMP, s.tomorrow, { timeSlots: FIVE_SLOTS }),
        ),
        update('scheduleDrafts', DRAFT_ID(s), { lunchMinutes: 15 }),
      ),
  },
  {
    id: 'publish.forged',
    title:
      'an admin records a publish in another’s name, at a client time, of 0 days, a reversed range or extra keys',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        ...[
          { publishedBy: ACTORS.superuser.uid },
          { publishedAt: s.now },
          { count: 0 },
          { userIds: [] },
          { from: s.tomorrow.day, to: s.yesterday.day },
          { from: 'ayer' },
          { reason: 'x'.repeat(501) },
          { mailTo: ['x@example.com'] },
        ].map((overrides) => set('planPublishes', 'new-publish', publish(s, overrides))),
      ),
  },
  {
    id: 'publish.rewrite',
    title: 'managers change, overwrite or delete the publish history',
    actor: ACTORS.superuser,
    expected: 'deny',
    plan: (s) =>
      each(
        update('planPublishes', 'publish-t1', { count: 2 }),
        set('planPublishes', 'publish-t1', publish(s, { publishedBy: ACTORS.superuser.uid })),
        remove('planPublishes', 'publish-t1'),
      ),
  },
  {
    id: 'holiday.forged-id',
    title: 'an admin creates a holiday at a random id or under another day’s id, moves or mangles one',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        set('holidays', 'random-id', stamped(holiday(T1, s.tomorrow))),
        set('holidays', holidayDocId(T1, s.yesterday.day), stamped(holiday(T1, s.tomorrow))),
        update('holidays', holidayDocId(T1, s.today.day), stamped({ date: s.tomorrow.dayStart })),
        update('holidays', holidayDocId(T1, s.today.day), stamped({ name: 'x'.repeat(101) })),
        update('holidays', holidayDocId(T1, s.today.day), stamped({ irrenunciable: 'sí' })),
        update('holidays', holidayDocId(T1, s.today.day), stamped({ region: 'RM' })),
      ),
  },
  {
    id: 'cross.planning',
    title: 'an admin reads or writes another tenant’s patterns, holidays, drafts, publishes and absences',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        get('shiftPatterns', 'pattern-t2'),
        list('planPublishes', eq('tenantId', T2)),
        get('absences', 'absence-t2'),
        set('shiftPatterns', 'new-pattern', stamped(pattern(T2))),
        set('holidays', holidayDocId(T2, s.tomorrow.day), stamped(holiday(T2, s.tomorrow))),
        update('holidays', holidayDocId(T2, s.today.day), stamped({ name: 'Otro' })),
        set(
          'scheduleDrafts',
          scheduleDocId('emp-2', s.tomorrow.day),
          draft('emp-2', s.tomorrow, { tenantId: T2 }),
        ),
        set('planPublishes', 'new-publish', publish(s, { tenantId: T2 })),
        update('absences', 'absence-t2', approval()),
        set('absences', 'new-record', absenceRecord(s, { tenantId: T2, userId: 'emp-2' })),
        update('shiftPatterns', 'pattern-t1', stamped({ tenantId: T2 })),
      ),
  },
];

// ---- Corrections (issue #14): attendance is never rewritten by a manager; a correction is a record of its own. ----

const CORRECTIONS: AttackCase[] = [
  {
    id: 'correction.manager-overwrites-punch',
    title: 'an admin overwrites the check-out of a record, the company’s or the person’s own',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [companyRecord(s)],
        update('attendance', todayId(s, COLLEAGUE), { checkOutTime: s.now, source: 'admin' }),
        update('attendance', todayId(s, COLLEAGUE), { deviceTimes: {}, location: LOCATION }),
      ),
  },
  {
    id: 'correction.manager-deletes-punch',
    title: 'an admin deletes an attendance record',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) => withSeed([colleagueRecord(s)], remove('attendance', todayId(s, COLLEAGUE))),
  },
  {
    id: 'correction.manager-creates-record',
    title: 'an admin creates an attendance record for a person, as the company or as the person',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        set('attendance', todayId(s), newPunch(s, s.today, { checkInTime: s.now, source: 'admin' })),
        set('attendance', todayId(s), newPunch(s, s.today)),
      ),
  },
  {
    id: 'valid.correction-propose',
    title: 'an admin proposes a missing check-out with its audit entry, in one batch',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      each(
        batch(
          set('corrections', 'new-correction', proposal(s)),
          set(
            'logs',
            'new-log',
            validLog({ actorId: ADMIN, action: 'correction.propose', target: 'new-correction' }),
          ),
        ),
        set(
          'corrections',
          'new-justification',
          proposal(s, { kind: 'justify', punch: null, before: null, after: null }),
        ),
      ),
  },
  {
    id: 'correction.bad-proposal',
    title:
      'an admin proposes a correction already accepted, signed by another, without a reason, or malformed',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        set('corrections', 'c1', proposal(s, { status: 'accepted' })),
        set('corrections', 'c2', proposal(s, { createdBy: COLLEAGUE })),
        set('corrections', 'c3', proposal(s, { reason: '  ' })),
        set('corrections', 'c4', proposal(s, { reason: 'x'.repeat(501) })),
        set('corrections', 'c5', proposal(s, { createdAt: s.now })),
        set('corrections', 'c6', proposal(s, { objectionHours: 0 })),
        set('corrections', 'c7', proposal(s, { objectionHours: 169 })),
        set('corrections', 'c8', proposal(s, { punch: 'lunch' })),
        set('corrections', 'c9', proposal(s, { after: null })),
        set('corrections', 'c10', proposal(s, { kind: 'justify' })),
        set(
          'corrections',
          'c11',
          proposal(s, { attendanceId: attendanceDocId(COLLEAGUE, s.yesterday.day, 0) }),
        ),
        set('corrections', 'c12', proposal(s, { respondedAt: s.now })),
        set('corrections', 'c13', proposal(s, { extra: true })),
      ),
  },
  {
    id: 'correction.employee-proposes',
    title: 'an employee proposes a correction of the own attendance',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) => each(set('corrections', 'new-correction', proposal(s, { createdBy: EMP }))),
  },
  {
    id: 'valid.correction-accept',
    title: 'the worker accepts the own pending correction in time (the server logs it)',
    actor: ACTORS.employee,
    expected: 'allow',
    plan: () => each(update('corrections', 'correction-emp', acceptance)),
  },
  {
    id: 'valid.correction-object',
    title: 'the worker objects to the own pending correction, with a comment',
    actor: ACTORS.employee,
    expected: 'allow',
    plan: () =>
      each(
        update('corrections', 'correction-emp', {
          status: 'objected',
          respondedAt: SERVER_TIME,
          response: 'Salí a las 17:30',
        }),
      ),
  },
  {
    id: 'correction.worker-bad-answer',
    title: 'the worker objects without a comment, changes the time, withdraws, or backdates the answer',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      each(
        update('corrections', 'correction-emp', {
          status: 'objected',
          respondedAt: SERVER_TIME,
          response: null,
        }),
        update('corrections', 'correction-emp', { ...acceptance, after: s.now }),
        update('corrections', 'correction-emp', { status: 'withdrawn', respondedAt: SERVER_TIME }),
        update('corrections', 'correction-emp', { ...acceptance, respondedAt: s.now }),
      ),
  },
  {
    id: 'correction.worker-late-or-answered',
    title: 'the worker answers after the 48-hour window',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) => withSeed([storedProposal(s, 49)], update('corrections', 'correction-emp', acceptance)),
  },
  {
    id: 'correction.worker-answers-accepted',
    title: 'the worker objects to a correction already accepted',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [storedProposal(s, 1, { status: 'accepted', respondedAt: minutesFrom(s.now, -30) })],
        update('corrections', 'correction-emp', {
          status: 'objected',
          respondedAt: SERVER_TIME,
          response: 'No',
        }),
      ),
  },
  {
    id: 'correction.other-worker',
    title: 'a colleague reads or accepts another person’s correction',
    actor: ACTORS.colleague,
    expected: 'deny',
    plan: () =>
      each(
        get('corrections', 'correction-emp'),
        list('corrections', eq('tenantId', T1)),
        update('corrections', 'correction-emp', acceptance),
      ),
  },
  {
    id: 'correction.manager-answers-for-worker',
    title: 'an admin accepts a correction on the worker’s behalf',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: () => each(update('corrections', 'correction-emp', acceptance)),
  },
  {
    id: 'valid.correction-withdraw-and-answer',
    title: 'an admin withdraws a pending correction in its window, and answers an objection',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [
          {
            collection: 'corrections',
            id: 'objected',
            data: proposal(s, {
              createdAt: minutesFrom(s.now, -120),
              status: 'objected',
              respondedAt: minutesFrom(s.now, -60),
              response: 'Salí a las 17:30',
            }),
          },
        ],
        update('corrections', 'correction-emp', {
          status: 'withdrawn',
          answeredBy: ADMIN,
          answeredAt: SERVER_TIME,
          answer: 'Error de digitación',
        }),
        update('corrections', 'objected', {
          status: 'answered',
          answeredBy: ADMIN,
          answeredAt: SERVER_TIME,
          answer: 'Se mantiene la marca original',
        }),
      ),
  },
  {
    id: 'correction.manager-bad-close',
    title: 'an admin withdraws a correction consolidated by its deadline',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [storedProposal(s, 49)],
        update('corrections', 'correction-emp', {
          status: 'withdrawn',
          answeredBy: ADMIN,
          answeredAt: SERVER_TIME,
          answer: 'Tarde',
        }),
      ),
  },
  {
    id: 'correction.manager-close-fields',
    title: 'an admin withdraws without a reason, as another admin, or changes the proposed time on the way',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        update('corrections', 'correction-emp', {
          status: 'withdrawn',
          answeredBy: ADMIN,
          answeredAt: SERVER_TIME,
        }),
        update('corrections', 'correction-emp', {
          status: 'withdrawn',
          answeredBy: 'admin-9',
          answeredAt: SERVER_TIME,
          answer: 'Error',
        }),
        update('corrections', 'correction-emp', {
          status: 'withdrawn',
          answeredBy: ADMIN,
          answeredAt: SERVER_TIME,
          answer: 'Error',
          after: s.now,
        }),
      ),
  },
  {
    id: 'correction.delete',
    title: 'an admin deletes a correction',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: () => each(remove('corrections', 'correction-emp')),
  },
  {
    id: 'correction.worker-deletes',
    title: 'the worker deletes the own correction',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: () => each(remove('corrections', 'correction-emp')),
  },
  {
    id: 'correction.cross-tenant',
    title: 'an admin reads, lists, answers or proposes corrections of another tenant',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        get('corrections', 'correction-t2'),
        list('corrections', eq('tenantId', T2)),
        update('corrections', 'correction-t2', {
          status: 'withdrawn',
          answeredBy: ADMIN,
          answeredAt: SERVER_TIME,
          answer: 'Error',
        }),
        set(
          'corrections',
          'new-t2',
          proposal(s, {
            tenantId: T2,
            userId: 'emp-2',
            attendanceId: attendanceDocId('emp-2', s.yesterday.day, 0),
          }),
        ),
      ),
  },
];

// ---- Overtime (issue #14): managers record agreements and decide each day; nobody approves more than worked. ----

function agreement(s: AttackScene, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tenantId: T1,
    userId: EMP,
    from: s.today.day,
    to: s.tomorrow.day,
    note: 'Pacto firmado',
    createdBy: ADMIN,
    createdAt: SERVER_TIME,
    ...extra,
  };
}

function decision(s: AttackScene, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tenantId: T1,
    userId: EMP,
    day: s.yesterday.day,
    status: 'approved',
    computedMinutes: 90,
    minutes: 60,
    note: null,
    decidedBy: ADMIN,
    decidedAt: SERVER_TIME,
    ...extra,
  };
}

const decisionAt = (s: AttackScene, uid = EMP) => overtimeDecisionId(uid, s.yesterday.day);

const OVERTIME: AttackCase[] = [
  {
    id: 'valid.overtime-decide',
    title: 'an admin records an agreement, approves part of a day, rejects it, and pre-authorises tomorrow',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      each(
        set('overtimeAgreements', 'new-agreement', agreement(s)),
        set('overtimeDecisions', decisionAt(s), decision(s)),
        set('overtimeDecisions', decisionAt(s), decision(s, { status: 'rejected', minutes: 0 })),
        set(
          'overtimeDecisions',
          overtimeDecisionId(EMP, s.tomorrow.day),
          decision(s, { day: s.tomorrow.day, status: 'preauthorized', computedMinutes: 0, minutes: 60 }),
        ),
      ),
  },
  {
    id: 'overtime.employee-approves-own',
    title: 'an employee approves the own overtime or records the own agreement',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      each(
        set('overtimeDecisions', decisionAt(s), decision(s, { decidedBy: EMP })),
        set('overtimeAgreements', 'own-agreement', agreement(s, { createdBy: EMP })),
      ),
  },
  {
    id: 'overtime.bad-decision',
    title:
      'an admin approves more than was worked, at another id, signed by another, rejects with minutes, or sends a malformed decision',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        set('overtimeDecisions', decisionAt(s), decision(s, { minutes: 91 })),
        set('overtimeDecisions', decisionAt(s), decision(s, { minutes: 0 })),
        set('overtimeDecisions', 'other-id', decision(s)),
        set('overtimeDecisions', decisionAt(s, COLLEAGUE), decision(s)),
        set('overtimeDecisions', decisionAt(s), decision(s, { decidedBy: COLLEAGUE })),
        set('overtimeDecisions', decisionAt(s), decision(s, { decidedAt: s.now })),
        set('overtimeDecisions', decisionAt(s), decision(s, { status: 'rejected', minutes: 30 })),
        set('overtimeDecisions', decisionAt(s), decision(s, { status: 'preauthorized' })),
        set('overtimeDecisions', decisionAt(s), decision(s, { status: 'paid' })),
        set('overtimeDecisions', decisionAt(s), decision(s, { computedMinutes: 1441, minutes: 1441 })),
        set('overtimeDecisions', decisionAt(s), decision(s, { note: 'x'.repeat(501) })),
        set('overtimeDecisions', decisionAt(s), decision(s, { extra: true })),
      ),
  },
  {
    id: 'overtime.bad-agreement',
    title:
      'an admin records an agreement of three months or more, backwards, signed by another, or malformed',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        set('overtimeAgreements', 'a1', agreement(s, { from: '2026-11-30', to: '2027-03-01' })),
        set('overtimeAgreements', 'a2', agreement(s, { from: '2026-11-15', to: '2027-02-15' })),
        set('overtimeAgreements', 'a3', agreement(s, { from: s.tomorrow.day, to: s.today.day })),
        set('overtimeAgreements', 'a4', agreement(s, { createdBy: COLLEAGUE })),
        set('overtimeAgreements', 'a5', agreement(s, { from: '2026-13-01' })),
        set('overtimeAgreements', 'a6', agreement(s, { note: ' ' })),
        set('overtimeAgreements', 'a7', agreement(s, { extra: 1 })),
      ),
  },
  {
    id: 'overtime.rewrite-history',
    title: 'an admin edits a recorded agreement or deletes a decision',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [
          {
            collection: 'overtimeAgreements',
            id: 'agreement-emp',
            data: { ...agreement(s), createdAt: CREATED },
          },
          {
            collection: 'overtimeDecisions',
            id: decisionAt(s),
            data: { ...decision(s), decidedAt: CREATED },
          },
        ],
        update('overtimeAgreements', 'agreement-emp', { to: s.tomorrow.day }),
        remove('overtimeDecisions', decisionAt(s)),
      ),
  },
  {
    id: 'overtime.cross-tenant',
    title: 'an admin decides or records overtime of another tenant',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        set(
          'overtimeDecisions',
          overtimeDecisionId('emp-2', s.yesterday.day),
          decision(s, { tenantId: T2, userId: 'emp-2' }),
        ),
        set('overtimeAgreements', 'a-t2', agreement(s, { tenantId: T2, userId: 'emp-2' })),
        list('overtimeDecisions', eq('tenantId', T2)),
      ),
  },
];

// ---- Closed periods (issue #15): nothing of a day up to the tenant's closedThrough is written. ----

/** t1 closed through `day` (as stored: the close itself is judged by the tenant cases below). */
const closedThrough = (day: string): SeedDoc => ({
  collection: 'tenants',
  id: T1,
  data: tenant(T1, { closedThrough: day }),
});

/** A change of closedThrough with its stamp (the server logs it): a reopening names a reason, a close none. */
const tenantUpdate = (data: Record<string, unknown>, reason: string | null = null) =>
  update('tenants', T1, {
    periodChangedBy: ADMIN,
    periodChangedAt: SERVER_TIME,
    periodReason: reason,
    ...data,
  });
const REOPEN_REASON = 'Faltó una corrección';

/** The end of the last month that has ended in every zone at the scene's clock (lastDayEndedEverywhere). */
function lastClosableMonthEnd(s: AttackScene): string {
  const ended = lastDayEndedEverywhere(s.now);
  return ended === endOfMonthKey(ended) ? ended : addDaysToKey(startOfMonthKey(ended), -1);
}

/** The end of the month `months` before the one ending on `monthEnd`. */
const monthEndBefore = (monthEnd: string, months: number) =>
  endOfMonthKey(addMonthsToKey(startOfMonthKey(monthEnd), -months));

/**
 * Writes of every period-bound collection that rewrite (or create) a doc of a day closed when t1 is closed through
 * yesterday, or that move a doc into such a day: with `closed` null (nothing closed) each is a valid write.
 */
function closedDayRewrites(s: AttackScene, closed: string | null): AttackPlan {
  return withSeed(
    [
      ...(closed === null ? [] : [closedThrough(closed)]),
      openPublish(s),
      {
        collection: 'scheduleDrafts',
        id: scheduleDocId(EMP, s.monthAgo.day),
        data: { ...draft(EMP, s.monthAgo), updatedAt: CREATED },
      },
      {
        collection: 'absences',
        id: 'absence-closed',
        data: {
          ...absenceRecord(s, { from: s.monthAgo.dayStart, to: s.monthAgo.dayStart }),
          createdAt: CREATED,
          decidedAt: CREATED,
        },
      },
      {
        collection: 'overtimeDecisions',
        id: overtimeDecisionId(EMP, s.monthAgo.day),
        data: { ...decision(s, { day: s.monthAgo.day }), decidedAt: CREATED },
      },
    ],
    set('schedulesConfig', scheduleDocId(COLLEAGUE, s.yesterday.day), published(COLLEAGUE, s.yesterday)),
    update('schedulesConfig', scheduleDocId(EMP, s.monthAgo.day), {
      lunchMinutes: 45,
      publishId: PUBLISH_ID,
    }),
    update('scheduleDrafts', scheduleDocId(EMP, s.monthAgo.day), {
      lunchMinutes: 45,
      updatedAt: SERVER_TIME,
    }),
    remove('scheduleDrafts', scheduleDocId(EMP, s.monthAgo.day)),
    update('absences', 'absence-closed', approval({ status: 'anulada', decisionNote: 'Corregida' })),
    update('absences', 'absence-emp', approval({ from: s.yesterday.dayStart })),
    set(
      'overtimeDecisions',
      overtimeDecisionId(EMP, s.monthAgo.day),
      decision(s, { day: s.monthAgo.day, minutes: 30 }),
    ),
    update('corrections', 'correction-emp', {
      status: 'withdrawn',
      answeredBy: ADMIN,
      answeredAt: SERVER_TIME,
      answer: 'Ya no aplica',
    }),
  );
}

const PERIOD_CLOSE: AttackCase[] = [
  {
    id: 'valid.period-close',
    title: 'an admin closes the next ended month, or reopens the last closed one with a reason, each stamped',
    actor: ACTORS.admin,
    expected: 'allow',
    refs: ['H3'],
    plan: (s) => {
      const closable = lastClosableMonthEnd(s);
      const before = monthEndBefore(closable, 1);
      return withSeed(
        [closedThrough(before)],
        tenantUpdate({ closedThrough: closable }),
        tenantUpdate({ closedThrough: before }, REOPEN_REASON),
      );
    },
  },
  {
    id: 'valid.period-first-close',
    title: 'an admin of a tenant with nothing closed closes an ended month',
    actor: ACTORS.admin,
    expected: 'allow',
    refs: ['H3'],
    plan: (s) => each(tenantUpdate({ closedThrough: lastClosableMonthEnd(s) })),
  },
  {
    id: 'period.close-today-or-reopen-all',
    title:
      'an admin closes today, yesterday or the month in course, skips a month, reopens every period at once (null) or two months back (security review H3)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['H3'],
    plan: (s) => {
      // Closed through two months before the last ended one: the next to close is the month between.
      const closable = lastClosableMonthEnd(s);
      const stored = monthEndBefore(closable, 2);
      return withSeed(
        [closedThrough(stored)],
        tenantUpdate({ closedThrough: s.today.day }),
        tenantUpdate({ closedThrough: s.yesterday.day }),
        tenantUpdate({ closedThrough: endOfMonthKey(s.today.day) }),
        tenantUpdate({ closedThrough: closable }),
        tenantUpdate({ closedThrough: null }, REOPEN_REASON),
        tenantUpdate({ closedThrough: monthEndBefore(stored, 2) }, REOPEN_REASON),
      );
    },
  },
  {
    id: 'period.close-future-or-malformed',
    title:
      'an admin closes a period that has not ended, or writes closedThrough as a date, a number or a bad day (security review L1)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['L1'],
    plan: (s) =>
      each(
        tenantUpdate({ closedThrough: s.tomorrow.day }),
        tenantUpdate({ closedThrough: '2026-02-30' }),
        tenantUpdate({ closedThrough: '2025-02-29' }),
        tenantUpdate({ closedThrough: s.yesterday.dayStart }),
        tenantUpdate({ closedThrough: 20260101 }),
      ),
  },
  {
    id: 'period.unstamped',
    title:
      'an admin closes or reopens without the stamp, in another’s name, at a client time, closes with a reason, reopens without one, or rewrites the stamp alone (security review H3, M6)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['H3', 'security review M6'],
    plan: (s) => {
      const closable = lastClosableMonthEnd(s);
      const before = monthEndBefore(closable, 1);
      return withSeed(
        [closedThrough(before)],
        update('tenants', T1, { closedThrough: closable }),
        batch(update('tenants', T1, { closedThrough: closable }), adminLog('period.close', T1)),
        tenantUpdate({ closedThrough: closable, periodChangedBy: EMP }),
        tenantUpdate({ closedThrough: closable, periodChangedAt: s.now }),
        tenantUpdate({ closedThrough: closable }, 'Cierre'),
        tenantUpdate({ closedThrough: monthEndBefore(closable, 2) }),
        tenantUpdate({ closedThrough: monthEndBefore(closable, 2) }, '  '),
        update('tenants', T1, { periodChangedBy: ADMIN, periodChangedAt: SERVER_TIME, periodReason: null }),
      );
    },
  },
  {
    id: 'period.employee-closes',
    title: 'an employee closes or reopens the tenant’s periods',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [closedThrough(s.monthAgo.day)],
        update('tenants', T1, { closedThrough: s.yesterday.day }),
        update('tenants', T1, { closedThrough: null }),
      ),
  },
  {
    id: 'valid.period-open-days',
    title:
      'with the periods closed through yesterday, an admin still corrects, plans and decides today and later',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [closedThrough(s.yesterday.day)],
        set(
          'corrections',
          'new-correction',
          proposal(s, { date: s.today.dayStart, attendanceId: attendanceDocId(EMP, s.today.day, 0) }),
        ),
        set('scheduleDrafts', scheduleDocId(EMP, s.tomorrow.day), draft(EMP, s.tomorrow)),
        set('overtimeDecisions', overtimeDecisionId(EMP, s.today.day), decision(s, { day: s.today.day })),
        update('absences', 'absence-emp', approval()),
      ),
  },
  {
    id: 'period.manager-writes-closed-day',
    title:
      'with the periods closed through yesterday, an admin corrects, plans, re-plans, deletes a plan, records an absence, decides overtime, adds or removes a holiday of a closed day',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [closedThrough(s.yesterday.day), holidayDoc(T1, s.monthAgo), openPublish(s)],
        set('holidays', holidayDocId(T1, s.yesterday.day), stamped(holiday(T1, s.yesterday))),
        update('holidays', holidayDocId(T1, s.monthAgo.day), stamped({ name: 'Otro nombre' })),
        remove('holidays', holidayDocId(T1, s.monthAgo.day)),
        set('corrections', 'new-correction', proposal(s)),
        set('scheduleDrafts', scheduleDocId(EMP, s.yesterday.day), draft(EMP, s.yesterday)),
        set('schedulesConfig', scheduleDocId(EMP, s.yesterday.day), published(EMP, s.yesterday)),
        remove('schedulesConfig', scheduleDocId(EMP, s.monthAgo.day)),
        set('absences', 'new-absence', absenceRecord(s, { from: s.yesterday.dayStart })),
        set('overtimeDecisions', decisionAt(s), decision(s)),
      ),
  },
  {
    id: 'period.manager-rewrites-closed-day',
    title:
      'with the periods closed through yesterday, an admin publishes or re-plans a closed day, edits or deletes its draft, edits its absence or decision, moves an absence into it, or withdraws its correction',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) => closedDayRewrites(s, s.yesterday.day),
  },
  {
    id: 'valid.period-rewrites-open-day',
    title:
      'the writes of period.manager-rewrites-closed-day with nothing closed: each is refused there for its closed day only',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) => closedDayRewrites(s, null),
  },
  {
    id: 'period.employee-requests-closed-day',
    title: 'an employee requests (otherwise validly) a vacation starting on a day the admin has closed',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [closedThrough(s.yesterday.day)],
        set('absences', 'new-request', absenceRequest(s, { from: s.yesterday.dayStart })),
      ),
  },
  {
    id: 'valid.period-unbound-writes',
    title:
      'with the periods closed through yesterday, an admin still records an agreement and a publish over closed days, and edits a shift and a pattern: only the period-bound collections are closed',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [closedThrough(s.yesterday.day)],
        set(
          'overtimeAgreements',
          'agreement-closed',
          agreement(s, { from: s.monthAgo.day, to: s.yesterday.day }),
        ),
        set('planPublishes', 'publish-closed', publish(s, { from: s.monthAgo.day, to: s.yesterday.day })),
        update('shifts', 'shift-t1', stamped({ name: 'Mañana larga' })),
        update('shiftPatterns', 'pattern-t1', stamped({ name: 'Otra rotación' })),
      ),
  },
  {
    id: 'valid.period-unbound-signature',
    title: 'with the periods closed through yesterday, the worker still signs last week (a closed week)',
    actor: ACTORS.employee,
    expected: 'allow',
    plan: (s) =>
      withSeed([closedThrough(s.yesterday.day)], set('weekSignatures', signatureAt(s), signature(s))),
  },
  {
    id: 'period.worker-answers-closed-day',
    title: 'the worker accepts or objects to a pending correction of a day closed since it was proposed',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [closedThrough(s.yesterday.day)],
        update('corrections', 'correction-emp', acceptance),
        update('corrections', 'correction-emp', {
          status: 'objected',
          respondedAt: SERVER_TIME,
          response: 'Salí a las 17:30',
        }),
      ),
  },
  {
    id: 'period.check-in-closed-day',
    title: 'an employee checks in (otherwise validly) on a day the admin has closed',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [closedThrough(s.today.day)],
        set('attendance', todayId(s), newPunch(s, s.today, { location: LOCATION })),
      ),
  },
  {
    id: 'period.lunch-closed-day',
    title: 'an employee starts lunch (otherwise validly) on a day the admin has closed',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) => {
      const plan = laterPunch(s, checkedIn(s), 'lunchStart');
      return { ...plan, seed: [closedThrough(s.today.day), ...(plan.seed ?? [])] };
    },
  },
];

// ---- Weekly sign-off (issue #15): the worker signs the own ended weeks, once per signature. ----

const lastWeek = (s: AttackScene) => addDaysToKey(startOfWeekKey(s.today.day), -7);

function signature(s: AttackScene, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tenantId: T1,
    userId: EMP,
    week: lastWeek(s),
    seq: 1,
    status: 'signed',
    totals: {
      daysWorked: 5,
      ordinaryMinutes: 2400,
      overtimeMinutes: 20,
      lateMinutes: 5,
      absences: 0,
      corrections: 1,
    },
    comment: null,
    signedAt: SERVER_TIME,
    code: null,
    ...extra,
  };
}

const signatureAt = (s: AttackScene, seq = 1, uid = EMP, week = lastWeek(s)) =>
  weekSignatureId(uid, week, seq);

const storedSignature = (s: AttackScene): SeedDoc => ({
  collection: 'weekSignatures',
  id: signatureAt(s),
  data: { ...signature(s), signedAt: minutesFrom(s.now, -60), code: 'ABCD-EFGH-JKMN-PQRS' },
});

const SIGNOFF: AttackCase[] = [
  {
    id: 'valid.week-sign',
    title:
      'an employee signs last week, objects with a comment, and signs an addendum after a stored signature',
    actor: ACTORS.employee,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [storedSignature(s)],
        set('weekSignatures', signatureAt(s, 2), signature(s, { seq: 2 })),
        set(
          'weekSignatures',
          signatureAt(s, 1, EMP, addDaysToKey(lastWeek(s), -7)),
          signature(s, {
            week: addDaysToKey(lastWeek(s), -7),
            status: 'objected',
            comment: 'Faltan 2 horas',
          }),
        ),
      ),
  },
  {
    id: 'signoff.not-a-monday',
    title:
      'an employee signs an ended “week” that starts on a Tuesday or a Sunday (weeks run Monday–Sunday; security review M3)',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['M3'],
    plan: (s) => {
      const tuesday = addDaysToKey(lastWeek(s), -6);
      const sunday = addDaysToKey(lastWeek(s), -8);
      return each(
        set('weekSignatures', signatureAt(s, 1, EMP, tuesday), signature(s, { week: tuesday })),
        set('weekSignatures', signatureAt(s, 1, EMP, sunday), signature(s, { week: sunday })),
      );
    },
  },
  {
    id: 'signoff.forged',
    title:
      'an employee signs next week, for a colleague, with a code, a backdated time, bad totals, a wrong id or a missing first signature',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) => {
      // Not this week: from Sunday 21:00 in Santiago the rules' UTC reading counts it as ended.
      const nextWeek = addDaysToKey(startOfWeekKey(s.today.day), 7);
      const totals = signature(s).totals as Record<string, unknown>;
      return each(
        set('weekSignatures', signatureAt(s, 1, EMP, nextWeek), signature(s, { week: nextWeek })),
        set('weekSignatures', signatureAt(s, 1, COLLEAGUE), signature(s, { userId: COLLEAGUE })),
        set('weekSignatures', signatureAt(s), signature(s, { code: 'ABCD-EFGH-JKMN-PQRS' })),
        set('weekSignatures', signatureAt(s), signature(s, { signedAt: minutesFrom(s.now, -600) })),
        set('weekSignatures', signatureAt(s), signature(s, { totals: { ...totals, lateMinutes: -5 } })),
        set('weekSignatures', signatureAt(s), signature(s, { totals: { ...totals, daysWorked: 8 } })),
        set('weekSignatures', signatureAt(s), signature(s, { totals: { ...totals, bonus: 1 } })),
        set('weekSignatures', signatureAt(s), signature(s, { totals: { daysWorked: 5 } })),
        set(
          'weekSignatures',
          signatureAt(s),
          signature(s, { totals: { ...totals, ordinaryMinutes: 2400.5 } }),
        ),
        set('weekSignatures', 'my-signature', signature(s)),
        set('weekSignatures', signatureAt(s, 2), signature(s, { seq: 2 })),
        set('weekSignatures', signatureAt(s, 51), signature(s, { seq: 51 })),
        set('weekSignatures', signatureAt(s), signature(s, { status: 'objected', comment: ' ' })),
        set('weekSignatures', signatureAt(s), signature(s, { comment: 'Firmo' })),
        set('weekSignatures', signatureAt(s), signature(s, { status: 'accepted' })),
        set('weekSignatures', signatureAt(s), signature(s, { extra: true })),
      );
    },
  },
  {
    id: 'signoff.rewrite',
    title: 'an employee changes, re-signs over or deletes a stored signature',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [storedSignature(s)],
        update('weekSignatures', signatureAt(s), {
          totals: { ...(signature(s).totals as object), lateMinutes: 0 },
        }),
        update('weekSignatures', signatureAt(s), { code: null }),
        set('weekSignatures', signatureAt(s), signature(s)),
        remove('weekSignatures', signatureAt(s)),
      ),
  },
  {
    id: 'signoff.manager-writes',
    title: 'an admin signs a person’s week, stamps a code or deletes a signature',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [storedSignature(s)],
        set('weekSignatures', signatureAt(s, 2), signature(s, { seq: 2 })),
        update('weekSignatures', signatureAt(s), { code: 'ZZZZ-EFGH-JKMN-PQRS' }),
        remove('weekSignatures', signatureAt(s)),
      ),
  },
  {
    id: 'valid.signoff-reads',
    title: 'the worker lists the own signatures; an admin lists the tenant’s',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [storedSignature(s)],
        get('weekSignatures', signatureAt(s)),
        list('weekSignatures', eq('tenantId', T1), eq('week', lastWeek(s))),
      ),
  },
  {
    id: 'signoff.colleague-reads',
    title: 'an employee reads a colleague’s signature or lists the tenant’s',
    actor: ACTORS.colleague,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [storedSignature(s)],
        get('weekSignatures', signatureAt(s)),
        list('weekSignatures', eq('tenantId', T1)),
      ),
  },
];

/**
 * Issue #15, inspector access: a labour inspector reads its tenant's records while its access holds, and every
 * write it attempts — through any collection, even the audit trail or the landing form — is refused.
 */
const INSPECTION: AttackCase[] = [
  {
    id: 'valid.inspector-reads',
    title:
      'an inspector reads the tenant, its people, punches, corrections, absences, plans and their publishes, overtime and signed weeks',
    actor: ACTORS.inspector,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [storedSignature(s)],
        get('tenants', T1),
        list('users', eq('tenantId', T1)),
        list('attendance', eq('tenantId', T1)),
        get('corrections', 'correction-emp'),
        list('absences', eq('tenantId', T1)),
        list('schedulesConfig', eq('tenantId', T1)),
        list('overtimeDecisions', eq('tenantId', T1)),
        list('weekSignatures', eq('tenantId', T1), eq('userId', EMP)),
        list('holidays', eq('tenantId', T1)),
        get('planPublishes', 'publish-t1'),
      ),
  },
  {
    id: 'inspector.writes',
    title:
      'an inspector punches, answers or proposes a correction, edits a person, closes a period, deletes an absence, signs a week, writes the audit trail or sends the landing form',
    actor: ACTORS.inspector,
    expected: 'deny',
    plan: (s) =>
      each(
        set('attendance', todayId(s), { ...newPunch(s, s.today), userId: ACTORS.inspector.uid }),
        update('corrections', 'correction-emp', {
          status: 'accepted',
          respondedAt: SERVER_TIME,
          response: null,
        }),
        set('corrections', 'new-correction', { ...proposal(s), createdBy: ACTORS.inspector.uid }),
        update('users', EMP, { displayName: 'Otra persona' }),
        update('tenants', T1, { closedThrough: s.monthAgo.day }),
        remove('absences', 'absence-emp'),
        set('weekSignatures', signatureAt(s, 1, ACTORS.inspector.uid), {
          ...signature(s),
          userId: ACTORS.inspector.uid,
        }),
        set('logs', 'new-log', validLog({ actorId: ACTORS.inspector.uid, action: 'inspection.start' })),
        set('leads', 'new-lead', validLead()),
      ),
  },
  {
    id: 'inspector.beyond-inspection',
    title:
      'an inspector reads the audit trail, payroll, drafts, rotations or leads, or another tenant’s records',
    actor: ACTORS.inspector,
    expected: 'deny',
    plan: (s) =>
      each(
        list('logs', eq('tenantId', T1)),
        list('payroll', eq('tenantId', T1)),
        get('scheduleDrafts', DRAFT_ID(s)),
        get('shiftPatterns', 'pattern-t1'),
        get('planPublishes', 'publish-t2'),
        get('leads', 'lead-1'),
        get('tenants', T2),
        get('corrections', 'correction-t2'),
        get('attendance', attendanceDocId('emp-2', s.today.day, 0)),
        list('users', eq('tenantId', T2)),
      ),
  },
  {
    id: 'valid.inspector-multi-grant-reads',
    title: 'an inspector holding several companies’ grants reads the company it inspects now',
    actor: ACTORS.multiGrantInspector,
    expected: 'allow',
    plan: () =>
      each(get('tenants', T1), list('users', eq('tenantId', T1)), list('attendance', eq('tenantId', T1))),
  },
  {
    id: 'inspector.grant-not-inspected',
    title:
      'an inspector reads, or writes to, a company whose grant it holds but does not inspect now (no switch through startInspection)',
    actor: ACTORS.multiGrantInspector,
    expected: 'deny',
    plan: (s) =>
      each(
        get('tenants', T2),
        list('users', eq('tenantId', T2)),
        get('corrections', 'correction-t2'),
        get('attendance', attendanceDocId('emp-2', s.today.day, 0)),
        get('planPublishes', 'publish-t2'),
        update('tenants', T2, { closedThrough: s.monthAgo.day }),
      ),
  },
  {
    id: 'inspector.ended-current-grant',
    title:
      'an inspector whose inspected company’s grant ended reads it, or the company whose grant still holds, before switching',
    actor: ACTORS.endedCurrentInspector,
    expected: 'deny',
    plan: (s) =>
      each(
        get('tenants', T1),
        list('attendance', eq('tenantId', T1)),
        get('tenants', T2),
        list('users', eq('tenantId', T2)),
        get('attendance', attendanceDocId('emp-2', s.today.day, 0)),
      ),
  },
  ...[ACTORS.expiredInspector, ACTORS.endlessInspector, ACTORS.textEndInspector].map(
    (actor, index): AttackCase => ({
      id: `inspector.${['expired', 'no-end', 'text-end'][index]}`,
      title: `an inspector ${['whose access ended', 'whose claims name no end', 'whose end is a text'][index]} reads the tenant, its people or its punches`,
      actor,
      expected: 'deny',
      plan: () =>
        each(
          get('tenants', T1),
          list('users', eq('tenantId', T1)),
          list('attendance', eq('tenantId', T1)),
          get('corrections', 'correction-emp'),
        ),
    }),
  ),
];

/**
 * Issue #15, retention: nothing of the last five years is deleted by any path. Records (punches, corrections,
 * absences, overtime agreements and decisions, signatures, publishes, the audit trail, people, tenants, shifts)
 * are never deleted by anyone; an absence or an agreement recorded by mistake is voided, once, with a reason.
 */
const voidedAgreement = (s: AttackScene): SeedDoc => ({
  collection: 'overtimeAgreements',
  id: 'agreement-voided',
  data: {
    ...agreement(s),
    createdAt: CREATED,
    voidedBy: ADMIN,
    voidedAt: CREATED,
    voidReason: 'Registrado por error',
  },
});
const storedAgreement = (s: AttackScene): SeedDoc => ({
  collection: 'overtimeAgreements',
  id: 'agreement-emp',
  data: { ...agreement(s), createdAt: CREATED },
});
const agreementVoid = (extra: Record<string, unknown> = {}) => ({
  voidedBy: ADMIN,
  voidedAt: SERVER_TIME,
  voidReason: 'Registrado a la persona equivocada',
  ...extra,
});
const voidedAbsence = (s: AttackScene): SeedDoc => ({
  collection: 'absences',
  id: 'absence-voided',
  data: {
    ...absenceRecord(s),
    status: 'anulada',
    decisionNote: 'Registrada por error',
    createdAt: CREATED,
    decidedAt: CREATED,
  },
});

const RETENTION: AttackCase[] = [
  {
    id: 'valid.retention-voids',
    title:
      'an admin voids an absence and an overtime agreement recorded by mistake, each with a reason (the server logs each)',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [storedAgreement(s)],
        update(
          'absences',
          'absence-colleague',
          approval({ status: 'anulada', decisionNote: 'Era de otra persona' }),
        ),
        update('overtimeAgreements', 'agreement-emp', agreementVoid()),
      ),
  },
  {
    id: 'retention.manager-deletes',
    title:
      'an admin deletes a punch, a correction, an absence, an overtime agreement or decision, a signature, a publish, a shift, a log, a person or the tenant',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [
          storedAgreement(s),
          storedSignature(s),
          {
            collection: 'overtimeDecisions',
            id: decisionAt(s),
            data: { ...decision(s), decidedAt: CREATED },
          },
          colleagueRecord(s),
        ],
        remove('attendance', todayId(s, COLLEAGUE)),
        remove('corrections', 'correction-emp'),
        remove('absences', 'absence-colleague'),
        remove('absences', 'absence-emp'),
        remove('overtimeAgreements', 'agreement-emp'),
        remove('overtimeDecisions', decisionAt(s)),
        remove('weekSignatures', signatureAt(s)),
        remove('planPublishes', 'publish-t1'),
        remove('shifts', 'shift-t1'),
        remove('logs', 'log-t1'),
        remove('users', EMP),
        remove('tenants', T1),
      ),
  },
  {
    id: 'retention.superuser-deletes',
    title: 'a superuser deletes a tenant’s punch, absence, shift, log, person or the tenant',
    actor: ACTORS.superuser,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [colleagueRecord(s)],
        remove('attendance', todayId(s, COLLEAGUE)),
        remove('absences', 'absence-colleague'),
        remove('shifts', 'shift-t1'),
        remove('logs', 'log-t1'),
        remove('users', EMP),
        remove('tenants', T1),
      ),
  },
  {
    id: 'retention.forged-void',
    title:
      'an admin voids an absence without a reason, records one voided, revives or edits a voided one, voids an agreement without a reason, for someone else, backdated, with another change, or twice',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [storedAgreement(s), voidedAgreement(s), voidedAbsence(s)],
        update('absences', 'absence-colleague', approval({ status: 'anulada' })),
        update('absences', 'absence-colleague', approval({ status: 'anulada', decisionNote: ' ' })),
        set('absences', 'new-voided', absenceRecord(s, { status: 'anulada', decisionNote: 'Por error' })),
        update('absences', 'absence-voided', approval()),
        update('absences', 'absence-voided', { note: 'Otra nota' }),
        update('overtimeAgreements', 'agreement-emp', agreementVoid({ voidReason: ' ' })),
        update('overtimeAgreements', 'agreement-emp', { voidedBy: ADMIN, voidedAt: SERVER_TIME }),
        update('overtimeAgreements', 'agreement-emp', agreementVoid({ voidedBy: COLLEAGUE })),
        update('overtimeAgreements', 'agreement-emp', agreementVoid({ voidedAt: CREATED })),
        update('overtimeAgreements', 'agreement-emp', agreementVoid({ to: s.today.day })),
        update('overtimeAgreements', 'agreement-emp', agreementVoid({ voidReason: 'x'.repeat(501) })),
        update('overtimeAgreements', 'agreement-voided', agreementVoid()),
        update('overtimeAgreements', 'agreement-voided', { voidReason: 'Otro motivo' }),
      ),
  },
  {
    id: 'retention.employee-voids',
    title: 'an employee voids the own absence request or the own overtime agreement',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [storedAgreement(s)],
        update('absences', 'absence-emp', {
          status: 'anulada',
          decisionNote: 'Ya no',
          decidedBy: EMP,
          decidedAt: SERVER_TIME,
        }),
        update('overtimeAgreements', 'agreement-emp', agreementVoid({ voidedBy: EMP })),
      ),
  },
];

/**
 * Issue #16 (and #15, "payroll reads the closed period"): managers draft a month's run and close it once the
 * month's attendance is closed, writing each person's payslip; a closed run and a payslip never change and are
 * never deleted; the worker reads only the own payslips, never a run.
 */
const payrollMonth = (s: AttackScene) => addMonthsToKey(s.today.day, -1).slice(0, 7);
const payrollEnd = (s: AttackScene) => endOfMonthKey(`${payrollMonth(s)}-01`);
const runId = (s: AttackScene, tenantId = T1) => payrollRunId(tenantId, payrollMonth(s));
const slipId = (s: AttackScene, uid = EMP) => payslipId(runId(s), uid);

function payrollRun(s: AttackScene, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const { params, employer } = payrollParametersFor(payrollMonth(s));
  return {
    tenantId: T1,
    period: payrollMonth(s),
    periodEnd: payrollEnd(s),
    status: 'borrador',
    params,
    employer,
    lines: [{ userId: EMP, input: { baseSalary: 900_000 }, basis: { workedDays: 20 }, extras: [] }],
    createdBy: ADMIN,
    createdAt: SERVER_TIME,
    updatedBy: ADMIN,
    updatedAt: SERVER_TIME,
    closedBy: null,
    closedAt: null,
    ...extra,
  };
}

function payslipOf(s: AttackScene, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tenantId: T1,
    runId: runId(s),
    period: payrollMonth(s),
    periodEnd: payrollEnd(s),
    userId: EMP,
    input: { baseSalary: 900_000 },
    basis: { workedDays: 20 },
    extras: [],
    payslip: { netPay: 750_000 },
    employerCost: { total: 60_000 },
    closedBy: ADMIN,
    closedAt: SERVER_TIME,
    ...extra,
  };
}

const storedRun = (s: AttackScene, extra: Record<string, unknown> = {}): SeedDoc => ({
  collection: 'payroll',
  id: runId(s),
  data: { ...payrollRun(s), createdAt: CREATED, updatedAt: CREATED, ...extra },
});
const closedRun = (s: AttackScene): SeedDoc =>
  storedRun(s, { status: 'cerrado', closedBy: ADMIN, closedAt: CREATED });
const storedPayslip = (s: AttackScene, uid = EMP): SeedDoc => ({
  collection: 'payslips',
  id: slipId(s, uid),
  data: { ...payslipOf(s, { userId: uid }), closedAt: CREATED },
});
const monthClosed = (s: AttackScene) => closedThrough(payrollEnd(s));
const closing = { status: 'cerrado', closedBy: ADMIN, closedAt: SERVER_TIME, updatedAt: SERVER_TIME };

const PAYROLL: AttackCase[] = [
  {
    id: 'valid.payroll-draft-and-close',
    title:
      'an admin drafts last month’s run, edits it, and closes it once the month is closed, each signed (the server logs each act and issues the payslips)',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [monthClosed(s)],
        set('payroll', runId(s), payrollRun(s)),
        update('payroll', runId(s), { lines: [], updatedAt: SERVER_TIME }),
        update('payroll', runId(s), closing),
      ),
  },
  {
    id: 'payroll.payslip-forged',
    title:
      'an admin writes a payslip for a closed month: for someone outside the run, for a member with other figures, or in the closing batch itself (security review M2)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['M2'],
    plan: (s) =>
      withSeed(
        [storedRun(s), monthClosed(s)],
        set('payslips', slipId(s, 'ghost'), payslipOf(s, { userId: 'ghost' })),
        set('payslips', slipId(s), payslipOf(s, { payslip: { netPay: -1 } })),
        set('payslips', slipId(s), payslipOf(s)),
        batch(set('payslips', slipId(s), payslipOf(s)), update('payroll', runId(s), closing)),
      ),
  },
  {
    id: 'log.client-payroll',
    title:
      'an admin appends, as themselves, the entry of a payroll act (a draft created, recalculated or edited, a run closed), which the server logs from the run: an act could then go unlogged or be told otherwise (security review M6)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['security review M6'],
    plan: (s) =>
      withSeed(
        [storedRun(s)],
        set('logs', 'new-log', validLog({ action: 'payroll.create', target: runId(s) })),
        set('logs', 'new-log', validLog({ action: 'payroll.recalculate', target: runId(s) })),
        set('logs', 'new-log', validLog({ action: 'payroll.update', target: runId(s) })),
        set('logs', 'new-log', validLog({ action: 'payroll.close', target: runId(s) })),
        set('logs', 'new-log', validLog({ action: 'payroll.delete', target: runId(s) })),
        batch(
          update('payroll', runId(s), { lines: [], updatedAt: SERVER_TIME }),
          adminLog('payroll.update', runId(s)),
        ),
      ),
  },
  {
    id: 'valid.payroll-draft-delete',
    title: 'an admin deletes a draft run',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) => withSeed([storedRun(s)], remove('payroll', runId(s))),
  },
  {
    id: 'payroll.close-open-month',
    title: 'an admin closes a run, or writes a payslip, of a month whose attendance is still open',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [storedRun(s), closedThrough(addDaysToKey(payrollEnd(s), -1))],
        update('payroll', runId(s), closing),
        set('payslips', slipId(s), payslipOf(s)),
      ),
  },
  {
    id: 'payroll.closed-frozen',
    title: 'an admin reopens, edits or deletes a closed run, or edits, rewrites or deletes a payslip',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [monthClosed(s), closedRun(s), storedPayslip(s)],
        update('payroll', runId(s), {
          status: 'borrador',
          closedBy: null,
          closedAt: null,
          updatedAt: SERVER_TIME,
        }),
        update('payroll', runId(s), { lines: [], updatedAt: SERVER_TIME }),
        remove('payroll', runId(s)),
        update('payslips', slipId(s), { payslip: { netPay: 1 } }),
        set('payslips', slipId(s), payslipOf(s)),
        remove('payslips', slipId(s)),
      ),
  },
  {
    id: 'payroll.forged',
    title:
      'an admin writes a run under another id or month end, created closed or for someone else, with an unknown field, or a payslip of another run, id or closer',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [monthClosed(s)],
        set('payroll', 'my-run', payrollRun(s)),
        set('payroll', runId(s), payrollRun(s, { periodEnd: `${payrollMonth(s)}-27` })),
        set('payroll', runId(s), payrollRun(s, { period: `${payrollMonth(s)}-01` })),
        set(
          'payroll',
          runId(s),
          payrollRun(s, { status: 'cerrado', closedBy: ADMIN, closedAt: SERVER_TIME }),
        ),
        set('payroll', runId(s), payrollRun(s, { createdBy: COLLEAGUE })),
        set('payroll', runId(s), payrollRun(s, { updatedAt: CREATED })),
        set('payroll', runId(s), payrollRun(s, { lines: 'todos' })),
        set('payroll', runId(s), payrollRun(s, { approvedBy: ADMIN })),
        set('payslips', 'my-payslip', payslipOf(s)),
        set('payslips', slipId(s), payslipOf(s, { runId: 'otra' })),
        set('payslips', slipId(s), payslipOf(s, { closedBy: COLLEAGUE })),
        set('payslips', slipId(s), payslipOf(s, { closedAt: CREATED })),
        set('payslips', slipId(s), payslipOf(s, { payslip: 750_000 })),
        set('payslips', slipId(s), payslipOf(s, { extra: true })),
        set('payslips', slipId(s, COLLEAGUE), payslipOf(s)),
      ),
  },
  {
    id: 'payroll.cross-tenant',
    title: 'an admin writes or reads another tenant’s run or payslips',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        set('payroll', runId(s, T2), payrollRun(s, { tenantId: T2 })),
        get('payroll', 'payroll-t2'),
        list('payslips', eq('tenantId', T2)),
      ),
  },
  {
    id: 'valid.payslip-own-read',
    title: 'an employee reads and lists the own payslips',
    actor: ACTORS.employee,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [storedPayslip(s)],
        get('payslips', slipId(s)),
        list('payslips', eq('tenantId', T1), eq('userId', EMP)),
      ),
  },
  {
    id: 'payroll.employee',
    title: 'an employee reads a run, a colleague’s payslip or the tenant’s, or writes a payslip',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [monthClosed(s), storedRun(s), storedPayslip(s, COLLEAGUE)],
        get('payroll', runId(s)),
        list('payroll', eq('tenantId', T1)),
        get('payslips', slipId(s, COLLEAGUE)),
        list('payslips', eq('tenantId', T1)),
        set('payslips', slipId(s), payslipOf(s, { closedBy: EMP })),
      ),
  },
  {
    id: 'payroll.inspector',
    title: 'an inspector reads a run or a payslip',
    actor: ACTORS.inspector,
    expected: 'deny',
    plan: (s) =>
      withSeed([storedRun(s), storedPayslip(s)], get('payroll', runId(s)), get('payslips', slipId(s))),
  },
];

/** A person's month of copies, as the server writes it (issue #18). */
function monthCopy(s: AttackScene, tenantId = T1, userId = EMP): SeedDoc {
  const month = monthOfDay(s.today.day);
  return {
    collection: 'attendanceMonths',
    id: attendanceMonthId(tenantId, month, userId),
    data: {
      tenantId,
      userId,
      month,
      schedulesConfig: {},
      attendance: { [todayId(s)]: { ...newPunch(s, s.today), checkInTime: CREATED } },
      corrections: {},
      updatedAt: CREATED,
    },
  };
}

const MONTHS: AttackCase[] = [
  {
    id: 'valid.month-reads',
    title: 'a manager lists the tenant’s months of attendance and reads one; an inspector reads one',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [monthCopy(s), monthCopy(s, T2, 'emp-2')],
        list('attendanceMonths', eq('tenantId', T1), eq('month', monthOfDay(s.today.day))),
        get('attendanceMonths', monthCopy(s).id),
      ),
  },
  {
    id: 'valid.month-inspector',
    title: 'an inspector reads a month of attendance of the inspected tenant',
    actor: ACTORS.inspector,
    expected: 'allow',
    plan: (s) => withSeed([monthCopy(s)], get('attendanceMonths', monthCopy(s).id)),
  },
  {
    id: 'months.forged',
    title: 'a manager writes, changes or deletes a month of copies (only the server writes them)',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) => {
      const stored = monthCopy(s);
      return withSeed(
        [stored],
        set('attendanceMonths', attendanceMonthId(T1, '2026-01', EMP), { ...stored.data, month: '2026-01' }),
        update('attendanceMonths', stored.id, { attendance: {} }),
        set('attendanceMonths', stored.id, { ...stored.data, corrections: {} }),
        remove('attendanceMonths', stored.id),
      );
    },
  },
  {
    id: 'months.employee',
    title:
      'an employee reads the own month of copies or lists the tenant’s (they read their sources instead)',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [monthCopy(s)],
        get('attendanceMonths', monthCopy(s).id),
        list('attendanceMonths', eq('tenantId', T1), eq('userId', EMP)),
      ),
  },
  {
    id: 'months.cross-tenant',
    title: 'a manager reads another tenant’s month of copies, or lists them without naming the tenant',
    actor: ACTORS.otherAdmin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [monthCopy(s)],
        get('attendanceMonths', monthCopy(s).id),
        list('attendanceMonths', eq('tenantId', T1)),
        list('attendanceMonths', eq('month', monthOfDay(s.today.day))),
      ),
  },
];

/**
 * Security review M5: the employer chose the account's first password, so until the worker sets their own
 * (the mustChangePassword claim) the account writes nothing to the legal record; and answers and signatures need a
 * sign-in of the last RECENT_SIGN_IN_MINUTES (worker-consent.ts).
 */
const WORKER_CONSENT: AttackCase[] = [
  {
    id: 'consent.initial-password-punch',
    title: 'an account still on the initial password an admin chose checks in',
    actor: ACTORS.initialPasswordEmployee,
    expected: 'deny',
    refs: ['M5'],
    plan: (s) => each(set('attendance', todayId(s), newPunch(s, s.today))),
  },
  {
    id: 'consent.initial-password-answer',
    title: 'an account still on the initial password accepts, or objects to, the own correction',
    actor: ACTORS.initialPasswordEmployee,
    expected: 'deny',
    refs: ['M5'],
    plan: () =>
      each(
        update('corrections', 'correction-emp', acceptance),
        update('corrections', 'correction-emp', {
          status: 'objected',
          respondedAt: SERVER_TIME,
          response: 'Salí a las 17:30',
        }),
      ),
  },
  {
    id: 'consent.initial-password-sign',
    title: 'an account still on the initial password signs last week',
    actor: ACTORS.initialPasswordEmployee,
    expected: 'deny',
    refs: ['M5'],
    plan: (s) => each(set('weekSignatures', signatureAt(s, 1), signature(s))),
  },
  {
    id: 'consent.stale-answer',
    title: `a session older than ${RECENT_SIGN_IN_MINUTES} minutes accepts, or objects to, the own correction`,
    actor: ACTORS.staleEmployee,
    expected: 'deny',
    refs: ['M5'],
    plan: () =>
      each(
        update('corrections', 'correction-emp', acceptance),
        update('corrections', 'correction-emp', {
          status: 'objected',
          respondedAt: SERVER_TIME,
          response: 'Salí a las 17:30',
        }),
      ),
  },
  {
    id: 'consent.stale-sign',
    title: `a session older than ${RECENT_SIGN_IN_MINUTES} minutes signs, or objects to, last week`,
    actor: ACTORS.staleEmployee,
    expected: 'deny',
    refs: ['M5'],
    plan: (s) =>
      each(
        set('weekSignatures', signatureAt(s, 1), signature(s)),
        set(
          'weekSignatures',
          signatureAt(s, 1),
          signature(s, { status: 'objected', comment: 'Faltan 2 horas' }),
        ),
      ),
  },
  {
    id: 'valid.stale-session-punches',
    title: `a session older than ${RECENT_SIGN_IN_MINUTES} minutes still checks in (punching needs no new sign-in)`,
    actor: ACTORS.staleEmployee,
    expected: 'allow',
    refs: ['M5'],
    plan: (s) => each(set('attendance', todayId(s), newPunch(s, s.today))),
  },
];

export const ATTACK_CASES: readonly AttackCase[] = [
  ...VALID,
  ...CROSS_TENANT,
  ...CLAIMS,
  ...ESCALATION,
  ...FORGED_PUNCHES,
  ...PUNCH_UPDATES,
  ...BATCHES,
  ...LOGS,
  ...LEADS,
  ...CRM,
  ...OFF_SWITCHES,
  ...PLANNING,
  ...CORRECTIONS,
  ...OVERTIME,
  ...PERIOD_CLOSE,
  ...SIGNOFF,
  ...INSPECTION,
  ...RETENTION,
  ...PAYROLL,
  ...MONTHS,
  ...WORKER_CONSENT,
];
