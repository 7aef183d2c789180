import type { CollectionName } from '../../data/ports/collections';
import { SERVER_TIME } from '../../data/ports/document-store';
import { punchWindow, resolvePunchWindow } from '../../domain/attendance/punch-window';
import { PUNCH_FIELD, type PunchAction } from '../../domain/attendance/punches';
import { hhmmInZone } from '../../domain/calendar/time-zone';
import { defaultTenantSettings } from '../../domain/settings/tenant-settings';
import { minutesFrom, SCENE_ZONE, slotOnDay, slotStartingAt, type SlotDay } from '../attack-scene';
import type { SeedDoc, AttackWhere, AttackWrite, AttackRequest, AttackPlan, AttackScene } from './types';
import { T1 } from './actors';
import { tenant } from './documents';

// ---- Requests. ----

export const get = (collection: CollectionName, id: string): AttackRequest => ({ op: 'get', collection, id });
export const list = (collection: CollectionName, ...where: AttackWhere[]): AttackRequest => ({
  op: 'list',
  collection,
  where,
});
export const eq = (field: string, value: unknown): AttackWhere => ({ field, op: '==', value });
export const set = (
  collection: CollectionName,
  id: string,
  data: Record<string, unknown>,
  merge = false,
): AttackWrite => ({ op: 'set', collection, id, data, ...(merge ? { merge } : {}) });
export const update = (
  collection: CollectionName,
  id: string,
  data: Record<string, unknown>,
): AttackWrite => ({
  op: 'update',
  collection,
  id,
  data,
});
export const remove = (collection: CollectionName, id: string): AttackWrite => ({
  op: 'delete',
  collection,
  id,
});
export const batch = (...writes: AttackWrite[]): AttackRequest => ({ op: 'batch', writes });

/** Several requests, each judged alone. */
export const each = (...requests: AttackRequest[]): AttackPlan => ({ requests });

export const withSeed = (seed: readonly SeedDoc[], ...requests: AttackRequest[]): AttackPlan => ({
  seed,
  requests,
});

/** A later punch of a stored record as the client writes it: the server's time, and the device's beside it. */
export function laterPunch(scene: AttackScene, stored: SeedDoc, kind: PunchAction): AttackPlan {
  const deviceTimes = { ...(stored.data.deviceTimes as object), [kind]: scene.now };
  return withSeed(
    [stored],
    update('attendance', stored.id, { [PUNCH_FIELD[kind]]: SERVER_TIME, deviceTimes }),
  );
}

/** A tenant t1 whose punch window is `punchWindow` (margins in minutes). */
export const tenantWithWindow = (punchWindow: {
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
export const laterToday = (s: AttackScene, minutes: number): SlotDay =>
  slotStartingAt(
    new Date(Math.min(minutesFrom(s.now, minutes).getTime(), lastMinuteOfToday(s).getTime())),
    240,
  );

/** A slot of today that ended before now: from the day's first minute to the minute before now. */
export function endedToday(s: AttackScene): SlotDay {
  const start = slotStartingAt(s.today.dayStart, 0);
  return {
    ...start,
    slot: { startTime: start.slot.startTime, endTime: hhmmInZone(minutesFrom(s.now, -1), SCENE_ZONE) },
  };
}

/** The punch window of `at`'s slot under the margins (as /asistencias computes it for the flag). */
export const windowOf = (at: SlotDay, margins?: { openBeforeMinutes: number; closeAfterMinutes: number }) =>
  punchWindow(at.dayStart, at.slot, resolvePunchWindow(margins));

export const TX_NOTE =
  'A transaction: the port has none, and Firestore judges a transaction’s writes like a batch’s, so it runs as a batch.';
