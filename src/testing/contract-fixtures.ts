/** Valid documents and small helpers shared by the DocumentStore contract cases. */
import { expect, vi } from 'vitest';

import type {
  Holiday,
  PlanPublish,
  ScheduleEntry,
  Shift,
  ShiftPattern,
  Tenant,
} from '../data/ports/collections';
import {
  isDataError,
  SERVER_TIME,
  type DataErrorCode,
  type WatchHandlers,
  type ServerTime,
} from '../data/ports/document-store';
import { utcDayOf } from '../data/policy/planning-write';
import { dayNamed } from '../data/policy/verdicts';
import { holidayDocId } from '../domain/planning/plan';
import { scheduleDocId } from '../domain/schedule/day-schedule';
import { defaultTenantSettings } from '../domain/settings/tenant-settings';

/** The tenant the contract's caller administers, and the caller's uid. */
export const CONTRACT_TENANT = 't1';
export const CONTRACT_UID = 'admin-1';

/** Start of a June 2025 day in America/Santiago (UTC−4). */
export const day = (date: number) => new Date(Date.UTC(2025, 5, date, 4));

/**
 * The contract tenant's own doc, `tenants/t1`, which every setup stores: the policy's off-switches deny every
 * request of a caller whose tenant doc is missing or disabled.
 */
export function contractTenant(): Tenant {
  return {
    tenantId: CONTRACT_TENANT,
    name: 'Contrato',
    timeZone: 'America/Santiago',
    settings: defaultTenantSettings('2025-06-01'),
    disabled: false,
    createdAt: day(1),
  };
}

/** What every client write of a shift, a pattern or a holiday carries: the caller and the server time (M6). */
const STAMP = { updatedBy: CONTRACT_UID, updatedAt: SERVER_TIME };

/** A doc as a client writes it: signed with the server time. */
type Stamped<T> = Omit<T, 'updatedAt'> & { updatedAt: ServerTime };

export function shift(name: string, overrides: Partial<Omit<Shift, 'updatedAt'>> = {}): Stamped<Shift> {
  return {
    tenantId: CONTRACT_TENANT,
    name,
    color: '#1976d2',
    timeSlots: [{ startTime: '09:00', endTime: '17:00' }],
    lunchMinutes: 30,
    ...STAMP,
    ...overrides,
  };
}

/** A rotation: a manager's tool, the kind of doc a manager may delete (records are never deleted). */
export function pattern(name: string): Stamped<ShiftPattern> {
  return { tenantId: CONTRACT_TENANT, name, days: ['', ''], ...STAMP };
}

export function holiday(name: string, date: Date, irrenunciable = false): Stamped<Holiday> {
  return { tenantId: CONTRACT_TENANT, date, name, irrenunciable, ...STAMP };
}

/** A fixture as read back: its stamp's server time became a Date. */
export function readBack<T extends object>(doc: T): T {
  return { ...doc, updatedAt: expect.any(Date) as unknown };
}

/** A fixture as seeded (stored as is): its stamp's server time a Date. */
export function stored<T extends object>(doc: T): Omit<T, 'updatedAt'> & { updatedAt: Date } {
  return { ...doc, updatedAt: day(1) };
}

/** A holiday's id, which the policy fixes: the tenant and the day its date names (holidayDocId). */
export const holidayId = (date: Date) => holidayDocId(CONTRACT_TENANT, dayNamed(date));

/** The publish the contract's schedules name (CONTRACT_PUBLISH_ID; `openPublish`). */
export const CONTRACT_PUBLISH_ID = 'contract-publish';

/**
 * A publish in progress by the contract's caller, of June 2025 for `userIds`: the policy takes a schedule only
 * from one (validateScheduleWrite), so a test writing schedules first stores this under CONTRACT_PUBLISH_ID.
 */
export function openPublish(
  userIds: string[],
): Omit<PlanPublish, 'publishedAt'> & { publishedAt: ServerTime } {
  return {
    tenantId: CONTRACT_TENANT,
    publishedBy: CONTRACT_UID,
    publishedAt: SERVER_TIME,
    count: userIds.length,
    userIds,
    from: '2025-06-01',
    to: '2025-06-30',
    reason: null,
    status: 'en curso',
    utcDay: utcDayOf(new Date()),
  };
}

/** A published day: the policy takes it only under scheduleId(userId, date), with slots, from a publish. */
export function schedule(userId: string, date: Date, overrides: Partial<ScheduleEntry> = {}): ScheduleEntry {
  return {
    tenantId: CONTRACT_TENANT,
    userId,
    date,
    timeSlots: [{ startTime: '09:00', endTime: '17:00' }],
    shiftId: null,
    publishId: CONTRACT_PUBLISH_ID,
    ...overrides,
  };
}

/** A published day's id, which the policy fixes: the person and the day its date names (scheduleDocId). */
export const scheduleId = (userId: string, date: Date) => scheduleDocId(userId, dayNamed(date));

/** The `where tenantId == t1` every list of the contract carries (the policy rejects unconstrained lists). */
export const inTenant = { field: 'tenantId', op: '==', value: CONTRACT_TENANT } as const;

export async function expectDataError(promise: Promise<unknown>, code: DataErrorCode): Promise<void> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(isDataError(error), `expected a DataError '${code}', got ${String(error)}`).toBe(true);
  expect(isDataError(error) ? error.code : null).toBe(code);
}

/** Records every value and error a watcher receives. */
export function recorder<T>(): WatchHandlers<T> & {
  values: T[];
  errors: unknown[];
  last: () => T | undefined;
} {
  const values: T[] = [];
  const errors: unknown[] = [];
  return {
    values,
    errors,
    last: () => values.at(-1),
    next: (value) => values.push(value),
    error: (error) => errors.push(error),
  };
}

/** Waits until the assertion passes (watchers deliver asynchronously, the emulator over the network). */
export function eventually(assertion: () => void): Promise<void> {
  return vi.waitFor(assertion, { timeout: 5000, interval: 10 });
}

/** Lets pending deliveries happen, to check that nothing more arrives. */
export const settle = (ms = 100) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const names = (docs: readonly { name: string }[]) => docs.map((doc) => doc.name);
