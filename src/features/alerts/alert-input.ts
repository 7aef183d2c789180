/** Normalisation of the alerts input: effective thresholds and today's data indexed by user. */
import { DEFAULT_ALERT_THRESHOLDS } from './alert-types';
import type {
  AlertAttendance,
  AlertInput,
  AlertSchedule,
  AlertThresholds,
  AlertUserSummary,
} from './alert-types';

const UNKNOWN_USER = 'Unknown User';
const THRESHOLD_KEYS = Object.keys(DEFAULT_ALERT_THRESHOLDS) as (keyof AlertThresholds)[];

export interface UserContext {
  id: string;
  /** userId made safe to embed in an alert id (no ':'). */
  idPart: string;
  summary: AlertUserSummary;
}

export interface UnscheduledRecord {
  user: UserContext;
  record: AlertAttendance;
  /** Unique per user and day: `r<record id>`, or `i<position in input.attendance>` without an id. */
  key: string;
}

export interface TodayIndex {
  users: Map<string, UserContext>;
  /** First schedule document of today per known user, in input order. */
  scheduleByUser: Map<string, AlertSchedule>;
  /** Scheduled users' records of today by slot index (first record per index wins). */
  recordsBySlot: Map<string, Map<number, AlertAttendance>>;
  /** Records of today of known users without a schedule today, in input order. */
  unscheduled: UnscheduledRecord[];
}

/** Defaults overridden by the numeric values of `overrides` (undefined / NaN keep the default). */
export function resolveThresholds(overrides: Partial<AlertThresholds> | undefined): AlertThresholds {
  const resolved: AlertThresholds = { ...DEFAULT_ALERT_THRESHOLDS };
  if (overrides === undefined) return resolved;
  for (const key of THRESHOLD_KEYS) {
    const value = overrides[key];
    if (typeof value === 'number' && !Number.isNaN(value)) resolved[key] = value;
  }
  return resolved;
}

/** Epoch ms of a Date, or null when missing or invalid. */
export function validMs(date: Date | null | undefined): number | null {
  if (date === undefined || date === null) return null;
  const ms = date.getTime();
  return Number.isNaN(ms) ? null : ms;
}

/**
 * Indexes the input for the day [startMs, endMs). Entries of users not in `users` are dropped; a
 * repeated user id keeps its first entry.
 */
export function indexToday(input: AlertInput, startMs: number, endMs: number): TodayIndex {
  const isToday = (date: Date): boolean => {
    const ms = date.getTime();
    return ms >= startMs && ms < endMs;
  };

  const users = new Map<string, UserContext>();
  for (const user of input.users) {
    if (users.has(user.id)) continue;
    // `||` on purpose: an empty display name falls back too.
    const name = user.displayName || user.name || UNKNOWN_USER;
    const summary: AlertUserSummary = { id: user.id, name, photoURL: user.photoURL ?? null };
    users.set(user.id, { id: user.id, idPart: encodeURIComponent(user.id), summary });
  }

  const scheduleByUser = new Map<string, AlertSchedule>();
  for (const schedule of input.schedules) {
    if (users.has(schedule.userId) && !scheduleByUser.has(schedule.userId) && isToday(schedule.date)) {
      scheduleByUser.set(schedule.userId, schedule);
    }
  }

  const recordsBySlot = new Map<string, Map<number, AlertAttendance>>();
  const unscheduled: UnscheduledRecord[] = [];
  const usedKeys = new Set<string>();
  input.attendance.forEach((record, position) => {
    const user = users.get(record.userId);
    if (user === undefined || !isToday(record.date)) return;
    if (scheduleByUser.has(record.userId)) {
      let bySlot = recordsBySlot.get(record.userId);
      if (bySlot === undefined) {
        bySlot = new Map();
        recordsBySlot.set(record.userId, bySlot);
      }
      if (!bySlot.has(record.slotIndex)) bySlot.set(record.slotIndex, record);
      return;
    }
    let key = record.id ? `r${encodeURIComponent(record.id)}` : `i${position}`;
    // Two records sharing an id would otherwise share an alert id.
    if (usedKeys.has(`${user.idPart}:${key}`)) key = `${key}~i${position}`;
    usedKeys.add(`${user.idPart}:${key}`);
    unscheduled.push({ user, record, key });
  });

  return { users, scheduleByUser, recordsBySlot, unscheduled };
}
