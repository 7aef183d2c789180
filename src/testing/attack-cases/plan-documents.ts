/** Docs of the plan and of corrections, as the cases seed and write them. */
import { SERVER_TIME } from '../../data/ports/document-store';
import { utcDayOf } from '../../data/policy/planning-write';
import { holidayDocId } from '../../domain/planning/plan';
import { attendanceDocId, scheduleDocId } from '../../domain/schedule/day-schedule';
import { minutesFrom, type SlotDay } from '../attack-scene';
import type { SeedDoc, AttackScene } from './types';
import { T1, EMP, COLLEAGUE, ADMIN } from './actors';

/** A write of a shift, a pattern or a holiday as the admin signs it (security review M6: the server logs it). */
export const stamped = (data: Record<string, unknown>) => ({
  ...data,
  updatedBy: ADMIN,
  updatedAt: SERVER_TIME,
});

export const shift = (tenantId: string) => ({
  tenantId,
  name: 'Mañana',
  color: '#1976d2',
  timeSlots: [{ startTime: '07:00', endTime: '15:00' }],
  lunchMinutes: 30,
});

// Planning: the docs of /turnos, /feriados, /agenda and /ausencias.

export const pattern = (tenantId: string) => ({
  tenantId,
  name: '4x4 Noche',
  days: ['shift-t1', 'shift-t1', 'shift-t1', 'shift-t1', '', '', '', ''],
});

export function holiday(tenantId: string, at: SlotDay, overrides: Record<string, unknown> = {}) {
  return { tenantId, date: at.dayStart, name: 'Feriado', irrenunciable: false, ...overrides };
}

export const holidayDoc = (tenantId: string, at: SlotDay): SeedDoc => ({
  collection: 'holidays',
  id: holidayDocId(tenantId, at.day),
  data: holiday(tenantId, at),
});

/** A published day of `uid` as /agenda writes it (no startTime/endTime: slots). */
/** The publish the cases' schedules name: created by the batch writing them, or stored in progress (openPublish). */
export const PUBLISH_ID = 'publish-now';

/** `uid`'s schedule of `at` as a publish writes it (naming PUBLISH_ID). */
export function published(uid: string, at: SlotDay, overrides: Record<string, unknown> = {}) {
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
export function draft(uid: string, at: SlotDay, overrides: Record<string, unknown> = {}) {
  const { publishId: _publishId, ...day } = published(uid, at);
  return { ...day, updatedBy: ADMIN, updatedAt: SERVER_TIME, ...overrides };
}

/** The admin's publish of colleague-1's tomorrow. */
export function publish(scene: AttackScene, overrides: Record<string, unknown> = {}) {
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
export function openPublish(scene: AttackScene, overrides: Record<string, unknown> = {}): SeedDoc {
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
export function absenceRequest(scene: AttackScene, overrides: Record<string, unknown> = {}) {
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
export function absenceRecord(scene: AttackScene, overrides: Record<string, unknown> = {}) {
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
export const approval = (overrides: Record<string, unknown> = {}) => ({
  status: 'aprobada',
  decidedBy: ADMIN,
  decidedAt: SERVER_TIME,
  ...overrides,
});

/**
 * A manager's proposal of emp-1's missing check-out of yesterday, as /asistencias writes it (proposed now, unless
 * overridden): pending, signed by the caller at the server time.
 */
export function proposal(
  scene: AttackScene,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
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
export function storedProposal(
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
export const acceptance = { status: 'accepted', respondedAt: SERVER_TIME, response: null };

export const DRAFT_ID = (scene: AttackScene) => scheduleDocId(COLLEAGUE, scene.tomorrow.day);
