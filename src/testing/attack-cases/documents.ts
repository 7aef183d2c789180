import { SERVER_TIME } from '../../data/ports/document-store';
import { unscheduledDocId } from '../../domain/attendance/punch-window';
import { attendanceDocId, scheduleDocId } from '../../domain/schedule/day-schedule';
import { defaultTenantSettings } from '../../domain/settings/tenant-settings';
import { minutesFrom, SCENE_ZONE, slotStartingAt, type SlotDay } from '../attack-scene';
import { validLead as landingLead } from '../policy-fixtures';
import type { SeedDoc, AttackScene } from './types';
import { T1, ACTORS, EMP, COLLEAGUE, FREE, ADMIN } from './actors';

// ---- Documents. ----

export const CREATED = new Date('2025-01-02T12:00:00.000Z');

export function tenant(tenantId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
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

export function user(uid: string, role: string, tenantId = T1, overrides: Record<string, unknown> = {}) {
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

export const scheduleDoc = (uid: string, at: SlotDay): SeedDoc => ({
  collection: 'schedulesConfig',
  id: scheduleDocId(uid, at.day),
  data: schedule(uid, at),
});

/** A stored record of slot 0 of `at`, checked in `checkIn` (source web). */
export function storedPunch(
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
export function newPunch(scene: AttackScene, at: SlotDay, overrides: Record<string, unknown> = {}) {
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

export const todayId = (scene: AttackScene, uid = EMP, slot = 0) =>
  attendanceDocId(uid, scene.today.day, slot);

/** colleague-1's record of today, checked in 20 minutes ago (by colleague-1: source web, unless overridden). */
export const colleagueRecord = (scene: AttackScene, overrides: Record<string, unknown> = {}): SeedDoc => ({
  collection: 'attendance',
  id: todayId(scene, COLLEAGUE),
  data: storedPunch(COLLEAGUE, scene.today, minutesFrom(scene.now, -20), overrides),
});

/** colleague-1's record of today as the company recorded it (source admin). */
export const companyRecord = (scene: AttackScene): SeedDoc => colleagueRecord(scene, { source: 'admin' });

/** emp-1's record of today, checked in 30 minutes ago (or at the slot's first minute if that is later). */
export function checkedIn(scene: AttackScene, overrides: Record<string, unknown> = {}): SeedDoc {
  const checkIn = minutesFrom(scene.now, -30);
  return {
    collection: 'attendance',
    id: todayId(scene),
    data: storedPunch(EMP, scene.today, checkIn, overrides),
  };
}

/** emp-1's record of today with the given punches already stored (minutes before now). */
export function punchedAt(
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
export function unscheduledPunch(scene: AttackScene, overrides: Record<string, unknown> = {}) {
  return newPunch(scene, slotStartingAt(scene.now, 0), { userId: FREE, unscheduled: true, ...overrides });
}

/** free-1's unscheduled record of the day it checked in, `minutesAgo` minutes before now. */
export function storedUnscheduled(scene: AttackScene, minutesAgo: number): SeedDoc {
  const checkIn = minutesFrom(scene.now, -minutesAgo);
  const at = slotStartingAt(checkIn, 0);
  return {
    collection: 'attendance',
    id: unscheduledDocId(FREE, at.day),
    data: { ...storedPunch(FREE, at, checkIn), unscheduled: true },
  };
}

export const validLead = (overrides: Record<string, unknown> = {}) => ({
  ...landingLead(null),
  ...overrides,
});

/** A superuser's timeline entry of lead-1 (/admin/leads): lead-1 moved from nuevo to demo. */
export const leadEvent = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
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

export function validLog(overrides: Record<string, unknown> = {}): Record<string, unknown> {
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

export const RECEIPT = { code: 'ABCD-EFGH-JKMN-PQRS', signedAt: new Date('2026-01-01T12:00:00.000Z') };
export const LOCATION = { latitude: -33.4489, longitude: -70.6693, accuracy: 25 };
