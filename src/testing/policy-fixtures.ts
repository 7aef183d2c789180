/**
 * Callers and documents for exercising the permission matrix against a store: for each collection a valid
 * stored doc, the data a valid create sends and a harmless update, so a denial comes from the policy and never
 * from bad data.
 *
 * Attendance is bound to schedules and to the clock (bound punches): a record lives under its deterministic id,
 * its owner's schedule doc of that day must exist, and a punch lands only inside the slot's window. The fixtures
 * take a `PunchDay`: FIXED_PUNCH_DAY with a store whose clock is PUNCH_NOW (the demo), or `punchDayAt(now)` for
 * a backend on the real clock (the emulator).
 */
import { payrollRunId, payslipId } from '../data/policy/payroll-write';
import { utcDayOf } from '../data/policy/planning-write';
import { payrollParametersFor } from '../domain/payroll/parameters';
import type { CollectionName } from '../data/ports/collections';
import { SERVER_TIME, type DocumentStore, type Query, type WhereOp } from '../data/ports/document-store';
import { OWNER_FIELD, type CallerState, type PolicyRole, type Scope } from '../data/policy/permission-matrix';
import { PHOTO_DATA_URL_MAX } from '../data/policy/photo-policy';
import type { PolicyCaller } from '../data/policy/policy-caller';
import { dayNamed } from '../data/policy/verdicts';
import { attendanceMonthId, monthOfDay } from '../domain/attendance/attendance-months';
import { overtimeDecisionId } from '../domain/attendance/overtime';
import { weekSignatureId } from '../domain/attendance/week-signoff';
import { holidayDocId } from '../domain/planning/plan';
import { attendanceDocId, scheduleDocId } from '../domain/schedule/day-schedule';
import type { TimeSlot } from '../domain/schedule/slots';
import { defaultTenantSettings } from '../domain/settings/tenant-settings';
import { minutesFrom, slotSpanning } from './attack-scene';

export const TENANT = 't1';
export const OTHER_TENANT = 't2';
export const COLLEAGUE = 'colleague-1';
export const DAY = new Date('2025-06-02T04:00:00.000Z');

/** The month of the payroll indicators' fixture (`indicators/{yyyy-MM}`: the id is the month). */
export const INDICATOR_PERIOD = '2026-10';
/** The Monday of the week before DAY's: an ended week a worker may sign. */
export const SIGNED_WEEK = '2025-05-26';
/** The month of the payroll fixtures: closed in the tenant fixture (`closedThrough`). */
export const PAYROLL_PERIOD = '2025-05';
export const CHECK_IN = new Date('2025-06-02T12:02:00.000Z');
/** 2 June 2025, 09:00 in Santiago: inside the punch window of FIXED_PUNCH_DAY's slot. */
export const PUNCH_NOW = new Date('2025-06-02T13:00:00.000Z');

/** The day attendance fixtures belong to: its key and first instant, the owner's slot and a stored check-in. */
export interface PunchDay {
  day: string;
  dayStart: Date;
  slot: TimeSlot;
  checkIn: Date;
}

/** 2 June 2025, 09:00–17:00, checked in at 08:02: punchable at PUNCH_NOW. */
export const FIXED_PUNCH_DAY: PunchDay = {
  day: '2025-06-02',
  dayStart: DAY,
  slot: { startTime: '09:00', endTime: '17:00' },
  checkIn: CHECK_IN,
};

/** Today's slot holding `now` (attack-scene.ts), checked in a minute ago: for a backend on the real clock. */
export function punchDayAt(now: Date): PunchDay {
  return { ...slotSpanning(now), checkIn: minutesFrom(now, -1) };
}

/**
 * When every caller signed in (the ID token's `auth_time`, seconds): after every fixture clock (the demo's fixed
 * ones, the emulator's real time), like INSPECTOR_ACCESS_UNTIL, so every session counts as a recent sign-in
 * (worker-consent.ts: answers and signatures need one) and the rows judge the role; the attack suite builds stale
 * sessions on purpose.
 */
export const SIGNED_IN_AT = Date.UTC(2098, 11, 31) / 1000;
/** A revocation a minute after the callers signed in: their sessions are stale until they sign in again. */
export const REVOKED_AT = new Date((SIGNED_IN_AT + 60) * 1000);

const caller = (uid: string, role: string): PolicyCaller => ({
  uid,
  claims: { role, tenantId: TENANT },
  authTime: SIGNED_IN_AT,
});

/**
 * When the fixture inspector's access ends: far after every fixture clock (the demo's PUNCH_NOW, the emulator's
 * real time), so its rows judge the role, not the expiry; the attack suite ends it on purpose.
 */
export const INSPECTOR_ACCESS_UNTIL = Date.UTC(2099, 0, 1);

export const CALLERS: Readonly<Record<PolicyRole, PolicyCaller | null>> = {
  unauthenticated: null,
  employee: caller('emp-1', 'employee'),
  admin: caller('admin-1', 'admin'),
  superuser: caller('super-1', 'superuser'),
  inspector: {
    uid: 'insp-1',
    claims: { role: 'inspector', tenantId: TENANT, accessUntil: INSPECTOR_ACCESS_UNTIL },
    authTime: SIGNED_IN_AT,
  },
  unknown: caller('odd-1', 'auditor'),
};

export const uidOf = (role: PolicyRole) => CALLERS[role]?.uid ?? 'visitor';

export interface Placement {
  tenantId: string | null;
  /** The uid in the owner field (the doc id for users). */
  owner: string;
}

/** Where a doc of a scope lives for a caller; an other-tenant doc still names the caller as owner. */
export function placement(collection: CollectionName, scope: Scope, uid: string): Placement {
  // The payroll indicators are the whole platform's: every scope's doc is outside every tenant.
  if (collection === 'indicators') return { tenantId: null, owner: scope === 'own' ? uid : COLLEAGUE };
  if (scope === 'other-tenant') return { tenantId: collection === 'leads' ? null : OTHER_TENANT, owner: uid };
  return { tenantId: TENANT, owner: scope === 'own' ? uid : COLLEAGUE };
}

/**
 * A row's doc id, where the policy fixes one: users docs are keyed by their owner, attendance records by owner,
 * day and slot 0, published schedules and drafts by owner and day (scheduleDocId), holidays by tenant and day
 * (holidayDocId), overtime decisions by owner and day (overtimeDecisionId); any other doc is `<collection>-doc`.
 */
export function docId(
  collection: CollectionName,
  place: Placement,
  punchDay: PunchDay = FIXED_PUNCH_DAY,
): string {
  switch (collection) {
    case 'users':
      return place.owner;
    case 'attendance':
      return attendanceDocId(place.owner, punchDay.day, 0);
    case 'schedulesConfig':
    case 'scheduleDrafts':
      return scheduleDocId(place.owner, punchDay.day);
    case 'holidays':
      return holidayDocId(place.tenantId ?? '', dayNamed(DAY));
    case 'overtimeDecisions':
      return overtimeDecisionId(place.owner, punchDay.day);
    case 'weekSignatures':
      return weekSignatureId(place.owner, SIGNED_WEEK, 1);
    case 'payroll':
      return payrollRunId(place.tenantId ?? '', PAYROLL_PERIOD);
    case 'payslips':
      return payslipId(payrollRunId(place.tenantId ?? '', PAYROLL_PERIOD), place.owner);
    case 'attendanceMonths':
      return attendanceMonthId(place.tenantId ?? '', monthOfDay(punchDay.day), place.owner);
    case 'indicators':
      return INDICATOR_PERIOD;
    default:
      return `${collection}-doc`;
  }
}

/** Whether the policy fixes a collection's doc ids (docId): a rules suite cannot give each row its own id. */
export const hasFixedIds = (collection: CollectionName) =>
  [
    'users',
    'attendance',
    'schedulesConfig',
    'scheduleDrafts',
    'holidays',
    'overtimeDecisions',
    'weekSignatures',
    'payroll',
    'payslips',
    'indicators',
  ].includes(collection);

/** The publish a manager's schedule fixtures name (`publishId`). */
export const OPEN_PUBLISH_ID = 'publish-open';

/**
 * The publish in progress a manager's write of a schedule of `place` names: by the caller, started at the punch
 * day's check-in (within PUBLISH_OPEN_MINUTES of every fixture clock), naming the owner and the punch day.
 */
export function openPublishFor(
  place: Placement,
  callerUid: string,
  punchDay: PunchDay = FIXED_PUNCH_DAY,
): { id: string; data: Record<string, unknown> } {
  const data = { ...storedDoc('planPublishes', place, punchDay), publishedBy: callerUid };
  return { id: OPEN_PUBLISH_ID, data: { ...data, publishedAt: punchDay.checkIn } };
}

/**
 * The docs a permission row needs besides the caller's tenant and users docs and the row's own: an attendance
 * record's schedule (bound punches), a schedule's publish in progress.
 */
export function supportDocsFor(
  collection: CollectionName,
  place: Placement,
  callerUid: string,
  punchDay: PunchDay = FIXED_PUNCH_DAY,
): { collection: CollectionName; id: string; data: Record<string, unknown> }[] {
  if (collection === 'attendance')
    return [{ collection: 'schedulesConfig', ...scheduleFor(place, punchDay) }];
  if (collection === 'schedulesConfig')
    return [{ collection: 'planPublishes', ...openPublishFor(place, callerUid, punchDay) }];
  return [];
}

/** A row's stored doc: storedDoc, except a publish, which only its publisher finishes (the caller's). */
export function rowStoredDoc(
  collection: CollectionName,
  place: Placement,
  callerUid: string,
  punchDay: PunchDay = FIXED_PUNCH_DAY,
): Record<string, unknown> {
  const data = storedDoc(collection, place, punchDay);
  return collection === 'planPublishes' ? { ...data, publishedBy: callerUid } : data;
}

/** The schedule doc an attendance record of `place` needs: its owner's, of the punch day, in its tenant. */
export function scheduleFor(
  place: Placement,
  punchDay: PunchDay = FIXED_PUNCH_DAY,
): { id: string; data: Record<string, unknown> } {
  return {
    id: scheduleDocId(place.owner, punchDay.day),
    data: storedDoc('schedulesConfig', place, punchDay),
  };
}

const SETTINGS = defaultTenantSettings('2026-11-18');

export function validLead(tenantId: string | null): Record<string, unknown> {
  return {
    tenantId,
    name: 'Ana Pérez',
    email: 'ana@almacen.cl',
    company: 'Almacén Don Pepe',
    phone: null,
    employees: 12,
    message: 'Queremos una demostración.',
    status: 'nuevo',
    createdAt: SERVER_TIME,
  };
}

/** Who writes an attendance record: the person punching (`web`) or the company (`admin`, a correction). */
export type RecordAuthor = 'person' | 'company';

export function attendanceRecord(
  tenantId: string | null,
  userId: string,
  punchDay: PunchDay = FIXED_PUNCH_DAY,
  author: RecordAuthor = 'person',
): Record<string, unknown> {
  return {
    tenantId,
    userId,
    date: punchDay.dayStart,
    slotIndex: 0,
    checkInTime: punchDay.checkIn,
    checkOutTime: null,
    lunchStartTime: null,
    lunchEndTime: null,
    source: author === 'person' ? 'web' : 'admin',
  };
}

/** The author of the records a role writes: managers never write a person's own punches. */
export const authorOf = (role: PolicyRole): RecordAuthor =>
  role === 'admin' || role === 'superuser' ? 'company' : 'person';

/** A valid doc as stored. */
export function storedDoc(
  collection: CollectionName,
  { tenantId, owner }: Placement,
  punchDay: PunchDay = FIXED_PUNCH_DAY,
): Record<string, unknown> {
  switch (collection) {
    case 'tenants':
      return {
        tenantId,
        name: 'Panadería',
        timeZone: 'America/Santiago',
        settings: SETTINGS,
        disabled: false,
        // May 2025 is closed: its payroll may close (PAYROLL_PERIOD); the punch day (June) is open.
        closedThrough: '2025-05-31',
        createdAt: DAY,
      };
    case 'users':
      return {
        tenantId,
        email: `${owner}@asiste.test`,
        displayName: 'Persona',
        photoURL: null,
        role: 'employee',
        disabled: false,
        rut: null,
        position: 'Panadero',
        department: null,
        hireDate: DAY,
        contractWeeklyHours: 44,
        payKind: 'monthly',
        payAmount: 650000,
        createdAt: DAY,
      };
    case 'shifts':
      return {
        tenantId,
        name: 'Mañana',
        color: '#1976d2',
        timeSlots: [{ startTime: '07:00', endTime: '15:00' }],
        lunchMinutes: 30,
      };
    case 'schedulesConfig':
      return {
        tenantId,
        userId: owner,
        date: punchDay.dayStart,
        timeSlots: [{ ...punchDay.slot }],
        shiftId: null,
        publishId: OPEN_PUBLISH_ID,
      };
    case 'shiftPatterns':
      return {
        tenantId,
        name: '5x2 Oficina',
        days: ['shift-1', 'shift-1', 'shift-1', 'shift-1', 'shift-1', '', ''],
      };
    case 'scheduleDrafts':
      return {
        tenantId,
        userId: owner,
        date: punchDay.dayStart,
        timeSlots: [{ ...punchDay.slot }],
        shiftId: null,
        lunchMinutes: 0,
        updatedBy: owner,
        updatedAt: DAY,
      };
    case 'planPublishes':
      return {
        tenantId,
        publishedBy: owner,
        publishedAt: DAY,
        count: 1,
        userIds: [owner],
        from: punchDay.day,
        to: punchDay.day,
        reason: null,
        status: 'en curso',
        utcDay: utcDayOf(punchDay.checkIn),
      };
    case 'scheduleChanges':
      // The server's record of the owner's day moved from 09:00–18:00 to 10:00–19:00 by a publish.
      return {
        tenantId,
        userId: owner,
        scheduleId: scheduleDocId(owner, punchDay.day),
        date: DAY,
        before: { timeSlots: [{ startTime: '09:00', endTime: '18:00' }], lunchMinutes: 60, assignedAt: DAY },
        after: { timeSlots: [{ startTime: '10:00', endTime: '19:00' }], lunchMinutes: 60 },
        publishId: 'planPublishes-doc',
        notifiedAt: DAY,
        changedBy: COLLEAGUE,
        reason: null,
        recordedAt: DAY,
      };
    case 'attendance':
      // Recorded by the company: the person may still punch on it, and managers may correct it.
      return attendanceRecord(tenantId, owner, punchDay, 'company');
    case 'holidays':
      return { tenantId, date: DAY, name: 'Feriado', irrenunciable: false };
    case 'workplaces':
      return {
        tenantId,
        name: 'Casa matriz',
        street: 'Av. Recoleta',
        number: '1450',
        unit: null,
        comuna: 'Recoleta',
        city: 'Santiago',
        region: 13,
      };
    case 'incidents':
      // An incident of one company, recorded by hand and over (Res. Ex. N° 38 art. 27 f).
      return {
        tenantId,
        start: DAY,
        end: new Date(DAY.getTime() + 45 * 60_000),
        description: 'Caída del servicio de marcación',
        origin: 'manual',
        createdBy: owner,
        createdAt: DAY,
      };
    case 'corrections':
      return correctionDoc(tenantId, owner, punchDay);
    case 'overtimeAgreements':
      return {
        tenantId,
        userId: owner,
        from: punchDay.day,
        to: punchDay.day,
        note: null,
        createdBy: COLLEAGUE,
        createdAt: DAY,
      };
    case 'overtimeDecisions':
      return {
        tenantId,
        userId: owner,
        day: punchDay.day,
        status: 'approved',
        computedSeconds: 5_413,
        seconds: 3_600,
        note: null,
        decidedBy: COLLEAGUE,
        decidedAt: DAY,
      };
    case 'weekSignatures':
      return {
        tenantId,
        userId: owner,
        week: SIGNED_WEEK,
        seq: 1,
        status: 'signed',
        totals: {
          daysWorked: 5,
          ordinarySeconds: 144_013,
          overtimeSeconds: 1_807,
          lateSeconds: 0,
          absences: 0,
          corrections: 0,
        },
        comment: null,
        signedAt: DAY,
        code: null,
      };
    case 'absences':
      return {
        tenantId,
        userId: owner,
        type: 'vacaciones',
        from: DAY,
        to: DAY,
        status: 'pendiente',
        note: null,
        createdAt: DAY,
        createdBy: owner,
      };
    case 'payroll':
      return {
        tenantId,
        period: PAYROLL_PERIOD,
        periodEnd: '2025-05-31',
        status: 'borrador',
        params: payrollParametersFor(PAYROLL_PERIOD).params,
        employer: payrollParametersFor(PAYROLL_PERIOD).employer,
        lines: [],
        createdBy: COLLEAGUE,
        createdAt: DAY,
        updatedBy: COLLEAGUE,
        updatedAt: DAY,
        closedBy: null,
        closedAt: null,
      };
    case 'payslips':
      return {
        tenantId,
        runId: payrollRunId(tenantId ?? '', PAYROLL_PERIOD),
        period: PAYROLL_PERIOD,
        periodEnd: '2025-05-31',
        userId: owner,
        input: {},
        basis: {},
        extras: [],
        payslip: {},
        employerCost: {},
        closedBy: COLLEAGUE,
        closedAt: DAY,
      };
    case 'logs':
      return {
        tenantId,
        actorId: owner,
        action: 'user.update',
        target: null,
        details: null,
        createdAt: DAY,
      };
    case 'leads':
      return { ...validLead(tenantId), createdAt: DAY };
    case 'leadEvents':
      // A conversion: the one kind of entry that names a tenant, so every scope has one.
      return {
        leadId: 'leads-doc',
        kind: 'converted',
        from: 'propuesta',
        to: 'ganado',
        text: null,
        tenantId,
        actorId: owner,
        createdAt: DAY,
      };
    case 'attendanceMonths':
      // The server's copy of the owner's month: here, the day's record.
      return {
        tenantId,
        userId: owner,
        month: monthOfDay(punchDay.day),
        schedulesConfig: {},
        attendance: {
          [attendanceDocId(owner, punchDay.day, 0)]: attendanceRecord(tenantId, owner, punchDay, 'company'),
        },
        corrections: {},
        updatedAt: DAY,
      };
    case 'indicators':
      // The whole platform's month (tenantId always null, whatever the scope): its UTM stored, saved once.
      return {
        tenantId: null,
        period: INDICATOR_PERIOD,
        uf: null,
        utm: {
          value: 72_151,
          source: { name: 'SII, UTM 2026', url: 'https://www.sii.cl/valores_y_fechas/utm/utm2026.htm' },
        },
        minimumWage: null,
        pensionCapUf: null,
        unemploymentCapUf: null,
        sisPercent: null,
        version: 1,
        updatedBy: COLLEAGUE,
        updatedAt: DAY,
      };
  }
}

/** The caller's tenant doc (`tenants/t1`), enabled unless the state says otherwise. */
export function tenantDoc(state: CallerState = 'active'): Record<string, unknown> {
  return { ...storedDoc('tenants', { tenantId: TENANT, owner: '' }), disabled: state === 'tenant-disabled' };
}

/** The users-doc switches of a state: disabled, or revoked after SIGNED_IN_AT. */
export function userSwitches(state: CallerState): { disabled: boolean; tokensRevokedAt: Date | null } {
  return {
    disabled: state === 'user-disabled',
    tokensRevokedAt: state === 'token-revoked' ? REVOKED_AT : null,
  };
}

/** The users doc of `uid` in tenant t1 in a state. */
export function userDocIn(state: CallerState, uid: string): Record<string, unknown> {
  return { ...storedDoc('users', { tenantId: TENANT, owner: uid }), ...userSwitches(state) };
}

/**
 * What a valid create sends (server times where the field-level checks require them), by `callerUid` where a
 * check names the writer (an absence's `createdBy`, a draft's `updatedBy`, a publish's `publishedBy`).
 */
export function createdDoc(
  collection: CollectionName,
  place: Placement,
  punchDay: PunchDay = FIXED_PUNCH_DAY,
  author: RecordAuthor = 'person',
  callerUid: string = place.owner,
): Record<string, unknown> {
  switch (collection) {
    case 'absences':
      return { ...storedDoc(collection, place, punchDay), createdAt: SERVER_TIME, createdBy: callerUid };
    case 'scheduleDrafts':
    case 'shifts':
    case 'shiftPatterns':
    case 'holidays':
    case 'workplaces':
      return { ...storedDoc(collection, place, punchDay), updatedBy: callerUid, updatedAt: SERVER_TIME };
    case 'incidents':
      return {
        ...storedDoc(collection, place, punchDay),
        createdBy: callerUid,
        createdAt: SERVER_TIME,
        updatedBy: callerUid,
        updatedAt: SERVER_TIME,
      };
    case 'planPublishes':
      return { ...storedDoc(collection, place, punchDay), publishedBy: callerUid, publishedAt: SERVER_TIME };
    case 'corrections':
    case 'overtimeAgreements':
      return { ...storedDoc(collection, place, punchDay), createdBy: callerUid, createdAt: SERVER_TIME };
    case 'overtimeDecisions':
      return { ...storedDoc(collection, place, punchDay), decidedBy: callerUid, decidedAt: SERVER_TIME };
    case 'weekSignatures':
      return { ...storedDoc(collection, place, punchDay), signedAt: SERVER_TIME };
    case 'payroll':
      return {
        ...storedDoc(collection, place, punchDay),
        createdBy: callerUid,
        createdAt: SERVER_TIME,
        updatedBy: callerUid,
        updatedAt: SERVER_TIME,
      };
    case 'payslips':
      return { ...storedDoc(collection, place, punchDay), closedBy: callerUid, closedAt: SERVER_TIME };
    case 'attendance':
      return {
        ...attendanceRecord(place.tenantId, place.owner, punchDay, author),
        checkInTime: SERVER_TIME,
      };
    case 'logs':
      return { ...storedDoc('logs', place), createdAt: SERVER_TIME };
    case 'leads':
      return validLead(place.tenantId);
    case 'leadEvents':
      return { ...storedDoc(collection, place, punchDay), actorId: callerUid, createdAt: SERVER_TIME };
    case 'indicators':
      // A first save: version 1, signed by the caller with the server time.
      return { ...storedDoc(collection, place, punchDay), updatedBy: callerUid, updatedAt: SERVER_TIME };
    default:
      return storedDoc(collection, place, punchDay);
  }
}

/** A tiny photo as the demo adapter writes it: the image itself as a data URL. */
export const PHOTO_DATA_URL = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQ==';

/** A photo as the Firebase adapter writes it: the download URL of `tenants/{tenantId}/users/{uid}/photo`. */
export function storagePhotoURL(tenantId: string, uid: string, object = 'photo'): string {
  return (
    `https://firebasestorage.googleapis.com/v0/b/asiste-prod.firebasestorage.app/o/tenants%2F${tenantId}` +
    `%2Fusers%2F${uid}%2F${object}?alt=media&token=3f1c2a9e-7b4d-4e0a-9c8f-1d2e3f4a5b6c`
  );
}

/** The largest data URL the policy accepts (photo-policy.ts), and one character more. */
export const LARGEST_PHOTO_DATA_URL = `data:image/jpeg;base64,${'A'.repeat(PHOTO_DATA_URL_MAX - 23)}`;

/**
 * `photoURL` values of the own users doc both policies refuse (firestore.rules validPhotoURL, photo-policy.ts):
 * anything but no photo, a small JPEG/WebP data URL or the download URL of the person's own photo in Storage.
 */
export const PHOTO_URL_ATTACKS: readonly (readonly [string, (uid: string) => unknown])[] = [
  ['a photo on another site', () => 'https://fotos.example.com/camila.png'],
  ['a javascript: URL', () => 'javascript:alert(1)'],
  ['an empty string', () => ''],
  ['a number', () => 42],
  ['an SVG data URL', () => 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
  ['a PNG data URL', () => 'data:image/png;base64,iVBORw0KGgo='],
  ['markup after a data URL', () => `${PHOTO_DATA_URL}"><script>alert(1)</script>`],
  ['a data URL one character too long', () => `${LARGEST_PHOTO_DATA_URL}A`],
  ['a colleague’s photo in Storage', () => storagePhotoURL(TENANT, COLLEAGUE)],
  ['the own photo in another tenant', (uid) => storagePhotoURL(OTHER_TENANT, uid)],
  ['another file of the person', (uid) => storagePhotoURL(TENANT, uid, 'cv.pdf')],
  ['a Storage URL over plain http', (uid) => storagePhotoURL(TENANT, uid).replace('https:', 'http:')],
  ['a Storage URL with more parameters', (uid) => `${storagePhotoURL(TENANT, uid)}&x=1`],
];

/** A harmless update that passes the field-level checks wherever the row allows the update. */
export const UPDATES: Readonly<Record<CollectionName, Record<string, unknown>>> = {
  // A save of /configuracion, signed by the caller (updateOf): the server logs it.
  tenants: { name: 'Panadería Norte', updatedAt: SERVER_TIME },
  // A new name and photo: the users-doc change an employee (their own) and managers may both make.
  users: { displayName: 'Camila R.', photoURL: PHOTO_DATA_URL },
  // Signed by the caller (updateOf): the server logs it.
  shifts: { name: 'Tarde', updatedAt: SERVER_TIME },
  shiftPatterns: { name: '4x3 Oficina', updatedAt: SERVER_TIME },
  schedulesConfig: { shiftId: 'shift-2' },
  // A draft is signed by whoever writes it: updateOf adds `updatedBy`.
  scheduleDrafts: { lunchMinutes: 15, updatedAt: SERVER_TIME },
  // Its publisher finishes a publish in progress (rowStoredDoc); nothing else of it ever changes.
  planPublishes: { status: 'publicada' },
  // Never allowed: only the server records a change of the plan.
  scheduleChanges: { reason: 'editado' },
  // The stored record has a check-in, so starting lunch with the server time is the next valid punch.
  attendance: { lunchStartTime: SERVER_TIME },
  holidays: { name: 'Feriado regional', updatedAt: SERVER_TIME },
  // A new floor, signed by the caller (updateOf): the server logs it.
  workplaces: { unit: 'Piso 2', updatedAt: SERVER_TIME },
  // The description fixed, signed by the caller (updateOf): the server logs it.
  incidents: { description: 'Caída del servicio de marcación (corregido)', updatedAt: SERVER_TIME },
  // Not a decision (that needs decidedBy = the caller): a note, which managers may edit.
  // The worker's answer; a manager's closing is another update (updateOf).
  corrections: { status: 'accepted', respondedAt: SERVER_TIME, response: null },
  // Voiding it, once, with the reason (updateOf signs it with the caller): the only change an agreement takes.
  overtimeAgreements: { voidedAt: SERVER_TIME, voidReason: 'Registrado por error' },
  // Approving all the seconds, signed by the caller (updateOf).
  overtimeDecisions: { seconds: 5_413, decidedAt: SERVER_TIME },
  // Never allowed: a signature is written once (the server adds its code).
  weekSignatures: { comment: 'Editada' },
  // Every manager change is a decision, signed by the caller (updateOf).
  absences: { status: 'rechazada', decisionNote: 'Sin certificado', decidedAt: SERVER_TIME },
  // A draft edited (updateOf signs it with the caller); a closing is another update (attack cases).
  payroll: { lines: [], updatedAt: SERVER_TIME },
  // Never allowed: a payslip is written once, when its run closes.
  payslips: { extras: [] },
  logs: { details: 'editado' },
  leads: { status: 'contactado' },
  // Never allowed: a lead's timeline is append-only.
  leadEvents: { text: 'editado' },
  // Never allowed: only the server writes a month's copies.
  attendanceMonths: { updatedAt: SERVER_TIME },
  // A superuser's second save of the month: its UF stored, the next version, signed by the caller (updateOf).
  indicators: {
    uf: { value: 41_057.2, source: { name: 'Banco Central de Chile', url: null } },
    version: 2,
    updatedAt: SERVER_TIME,
  },
};

/** The harmless update of a collection as `callerUid` sends it (a draft names its writer). */
export function updateOf(collection: CollectionName, callerUid: string): Record<string, unknown> {
  const update = UPDATES[collection];
  if (collection === 'corrections' && callerUid !== uidOf('employee')) return correctionWithdrawal(callerUid);
  if (collection === 'overtimeDecisions' || collection === 'absences')
    return { ...update, decidedBy: callerUid };
  if (collection === 'overtimeAgreements') return { ...update, voidedBy: callerUid };
  if (collection === 'payroll') return { ...update, updatedBy: callerUid };
  const signed: readonly CollectionName[] = [
    'tenants',
    'scheduleDrafts',
    'shifts',
    'shiftPatterns',
    'holidays',
    'workplaces',
    'incidents',
    'indicators',
  ];
  return signed.includes(collection) ? { ...update, updatedBy: callerUid } : update;
}

/** A manager withdraws a pending correction, with the reason the rules require. */
export function correctionWithdrawal(callerUid: string): Record<string, unknown> {
  return {
    status: 'withdrawn',
    answeredBy: callerUid,
    answeredAt: SERVER_TIME,
    answer: 'Error de digitación',
  };
}

/**
 * A pending correction of the owner's check-out on the punch day, proposed by COLLEAGUE a minute after the
 * check-in: inside its 48-hour window at PUNCH_NOW, and at `punchDayAt(now)` on the real clock.
 */
export function correctionDoc(
  tenantId: string | null,
  owner: string,
  punchDay: PunchDay = FIXED_PUNCH_DAY,
): Record<string, unknown> {
  return {
    tenantId,
    userId: owner,
    date: punchDay.dayStart,
    slotIndex: 0,
    attendanceId: attendanceDocId(owner, punchDay.day, 0),
    kind: 'punch',
    punch: 'checkOut',
    before: null,
    after: new Date(punchDay.checkIn.getTime() + 8 * 3_600_000),
    reason: 'Olvidó marcar la salida',
    objectionHours: 48,
    status: 'pending',
    createdBy: COLLEAGUE,
    createdAt: punchDay.checkIn,
    respondedAt: null,
    response: null,
    answeredBy: null,
    answeredAt: null,
    answer: null,
  };
}

/** The narrowest query for a scope: `tenantId ==`, plus `<owner> == uid` for own docs when a field owns them. */
export function scopedQuery(collection: CollectionName, scope: Scope, uid: string): Query<CollectionName> {
  const { tenantId } = placement(collection, scope, uid);
  const where: { field: string; op: WhereOp; value: unknown }[] = [
    { field: 'tenantId', op: '==', value: tenantId },
  ];
  const owner = OWNER_FIELD[collection];
  if (scope === 'own' && (owner === 'userId' || owner === 'actorId'))
    where.push({ field: owner, op: '==', value: uid });
  // Owner fields exist only in some collections, which the port's union-wide field type cannot express.
  return { where } as unknown as Query<CollectionName>;
}

/** A store seen through plain records: rows mix every collection, which the typed port cannot spell. */
export interface LooseStore {
  get(collection: CollectionName, id: string): Promise<unknown>;
  list(collection: CollectionName, query: Query<CollectionName>): Promise<unknown[]>;
  set(
    collection: CollectionName,
    id: string,
    data: Record<string, unknown>,
    options?: { merge?: boolean },
  ): Promise<void>;
  update(collection: CollectionName, id: string, data: Record<string, unknown>): Promise<void>;
  delete(collection: CollectionName, id: string): Promise<void>;
}

export const loose = (store: DocumentStore) => store as unknown as LooseStore;

/** Settings as /configuracion writes them: the whole map (a fresh copy a test may change). */
export function validSettings(): { alertThresholds: Record<string, unknown>; [key: string]: unknown } {
  return structuredClone(SETTINGS) as unknown as {
    alertThresholds: Record<string, unknown>;
    [key: string]: unknown;
  };
}

const withThreshold = (key: string, value: unknown) => ({
  settings: { ...validSettings(), alertThresholds: { ...validSettings().alertThresholds, [key]: value } },
});

/** A tenant update an admin of the tenant (and a superuser) may make. */
/** The signature every save of /configuracion carries: the caller and the server time (security review M6). */
export const tenantStamp = (callerUid: string) => ({ updatedBy: callerUid, updatedAt: SERVER_TIME });

/** A save of /configuracion by `callerUid`; the attacks below are refused whoever signs them. */
export function validTenantUpdate(callerUid: string): Record<string, unknown> {
  const settings = validSettings();
  settings.alertThresholds.lateEntryMinutes = 20;
  settings.weeklyHourLimit = 40;
  return {
    legalName: 'Panadería La Espiga SpA',
    taxId: '76.086.428-5',
    address: 'Av. Matta 1234, Santiago',
    dejResolution: 'Res. Ex. N° 1234 del 05/03/2025',
    timeZone: 'America/Punta_Arenas',
    settings,
    ...tenantStamp(callerUid),
  };
}

/** Tenant updates both policies refuse to admins and superusers alike (security review R16). */
export const TENANT_UPDATE_ATTACKS: readonly (readonly [string, () => Record<string, unknown>])[] = [
  ['an unknown field', () => ({ plan: 'enterprise' })],
  ['a zone that is not a string', () => ({ timeZone: 42 })],
  ['an unsupported zone', () => ({ timeZone: 'Mars/Base' })],
  ['settings that are not a map', () => ({ settings: 'x' })],
  ['an empty name', () => ({ name: ' ' })],
  ['a 101-character name', () => ({ name: 'a'.repeat(101) })],
  ['a RUT not written 12.345.678-5', () => ({ taxId: '760864285' })],
  ['a 201-character address', () => ({ address: 'a'.repeat(201) })],
  ['a 121-character DEJ resolution (Res. Ex. N° 38 art. 13)', () => ({ dejResolution: 'a'.repeat(121) })],
  ['a DEJ resolution that is not text', () => ({ dejResolution: 1234 })],
  ['an extra settings key', () => ({ settings: { ...validSettings(), plan: 'x' } })],
  [
    'a missing threshold',
    () => ({ settings: { ...validSettings(), alertThresholds: { lateEntryMinutes: 15 } } }),
  ],
  ['a negative threshold', () => withThreshold('noCheckInMinutes', -1)],
  ['a threshold over a day', () => withThreshold('longBreakMinutes', 1441)],
  ['a fractional threshold', () => withThreshold('lateEntryMinutes', 2.5)],
  ['a threshold as text', () => withThreshold('lateEntryMinutes', '15')],
  [
    'a surcharge under the legal 50 %',
    () => ({ settings: { ...validSettings(), overtimeSurchargePercent: 40 } }),
  ],
  ['a week of 46 hours', () => ({ settings: { ...validSettings(), weeklyHourLimit: 46 } })],
  ['an empty work week', () => ({ settings: { ...validSettings(), workWeek: [] } })],
  ['a weekday 8', () => ({ settings: { ...validSettings(), workWeek: [1, 8] } })],
  ['another currency', () => ({ settings: { ...validSettings(), currency: 'USD' } })],
];

/** Log entries both policies refuse (security review R41, R42): overrides of a valid entry. */
export const LOG_ATTACKS: readonly (readonly [string, Record<string, unknown>])[] = [
  ['an extra field', { actorRole: 'superuser' }],
  ['2001 characters of details', { details: 'x'.repeat(2001) }],
  ['a 201-character target', { target: 'x'.repeat(201) }],
  ['a 201-character action', { action: 'x'.repeat(201) }],
  ['an empty action', { action: '' }],
];

/** A valid edit of a whole employee file, with a new name and photo: what a manager may write. */
export function validUserFileEdit(): Record<string, unknown> {
  return {
    displayName: 'Camila Rojas',
    photoURL: PHOTO_DATA_URL,
    rut: '12.345.678-5',
    position: 'Cajera',
    department: 'Ventas',
    sex: 'F',
    nationality: 'extranjera',
    hireDate: DAY,
    contractWeeklyHours: 42.5,
    contractType: 'plazo-fijo',
    contractEndDate: DAY,
    teletrabajo: true,
    descansoDominicalAdicional: true,
    payKind: 'monthly',
    payAmount: 720_000,
    afp: 'modelo',
    healthSystem: 'isapre',
    healthPlanUF: 2.35,
    isapre: 'consalud',
    isapreFun: '4815162342',
    mealAllowance: 60_000,
    transportAllowance: 40_000,
    cargasFamiliares: 2,
    cargasMaternales: 0,
    cargasInvalidez: 1,
    familyAllowanceTramo: 'B',
    semanaCorrida: true,
    ccaf: 'los-andes',
    mutual: 'achs',
    incomeTaxKind: 'segunda-categoria',
    disability: 'no',
    oldAgePensioner: 'no',
    foreignTechnician: 'si',
  };
}

/**
 * Users-doc edits both policies refuse to a manager (security review R17, M2): fields only AdminPort writes, an
 * unknown field and invalid employee-file values.
 */
export const USER_UPDATE_ATTACKS: readonly (readonly [string, Record<string, unknown>])[] = [
  ['disabled', { disabled: true }],
  ['role', { role: 'admin' }],
  ['email', { email: 'otra@asiste.test' }],
  ['tokensRevokedAt', { tokensRevokedAt: REVOKED_AT }],
  ['tenantId', { tenantId: OTHER_TENANT }],
  ['createdAt', { createdAt: CHECK_IN }],
  ['an unknown field', { isOwner: true }],
  ['a negative payAmount', { payAmount: -1 }],
  ['a fractional payAmount', { payAmount: 1000.5 }],
  ['an invalid RUT', { rut: '12345678-5' }],
  ['a 101-character position', { position: 'a'.repeat(101) }],
  ['a blank department', { department: '  ' }],
  ['a hire date as text', { hireDate: '2025-06-02' }],
  ['a 46-hour contract', { contractWeeklyHours: 46 }],
  ['an unknown contract type', { contractType: 'honorarios' }],
  ['an unknown AFP', { afp: 'futuro' }],
  ['an unknown Isapre', { isapre: 'isapre-x' }],
  ['21 cargas familiares', { cargasFamiliares: 21 }],
  ['a fractional carga maternal', { cargasMaternales: 0.5 }],
  ['negative cargas por invalidez', { cargasInvalidez: -1 }],
  ['an unknown CCAF', { ccaf: 'caja-x' }],
  ['an unknown mutual', { mutual: 'mutual-x' }],
  ['an unknown tax kind', { incomeTaxKind: 'primera-categoria' }],
  ['an unknown disability kind', { disability: 'parcial' }],
  ['the old-age pension flag as a boolean', { oldAgePensioner: true }],
  ['the foreign-technician flag as text', { foreignTechnician: 'yes' }],
  ['teletrabajo as text', { teletrabajo: 'sí' }],
  ['the art. 38 bis flag as a number', { descansoDominicalAdicional: 1 }],
  ['a sex outside M and F', { sex: 'X' }],
  ['a nationality as a country', { nationality: 'peruana' }],
  ['a contract end as text', { contractEndDate: '2026-12-31' }],
  ['a 21-character FUN', { isapreFun: '1'.repeat(21) }],
  ['a blank FUN', { isapreFun: ' ' }],
  ['the semana corrida flag as text', { semanaCorrida: 'sí' }],
  ['an unknown asignación familiar tramo', { familyAllowanceTramo: 'E' }],
  ['a blank displayName', { displayName: ' ' }],
  ['a 101-character displayName', { displayName: 'a'.repeat(101) }],
];

/** Own users-doc edits both policies refuse to an employee: anything but the name and the photo, or a bad name. */
export const OWN_PROFILE_ATTACKS: readonly (readonly [string, Record<string, unknown>])[] = [
  ['the position', { position: 'Gerenta' }],
  ['the role', { role: 'admin' }],
  ['the pay', { payAmount: 9e9 }],
  ['the teletrabajo flag', { teletrabajo: true }],
  ['the art. 38 bis flag', { descansoDominicalAdicional: true }],
  ['the disabled flag', { disabled: true }],
  ['the e-mail', { email: 'yo@asiste.test' }],
  ['a blank name', { displayName: '   ' }],
  ['a 101-character name', { displayName: 'a'.repeat(101) }],
  ['a name that is not text', { displayName: 42 }],
];
