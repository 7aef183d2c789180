/**
 * Normalisation of the alerts input: effective thresholds, and today's schedules and attendance indexed
 * by user. The index is built for speed (one Map, typed arrays, no per-user allocation): it runs on every
 * recomputation of the alerts of a whole tenant.
 */
import { DEFAULT_ALERT_THRESHOLDS } from './alert-types';
import type {
  AlertAttendance,
  AlertInput,
  AlertInputUser,
  AlertSchedule,
  AlertThresholds,
} from './alert-types';

const UNKNOWN_USER = 'Unknown User';
const THRESHOLD_KEYS = Object.keys(DEFAULT_ALERT_THRESHOLDS) as (keyof AlertThresholds)[];

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

/** `displayName`, else `name`, else 'Unknown User' (an empty string falls back too). */
export function userName(user: AlertInputUser): string {
  return user.displayName || user.name || UNKNOWN_USER;
}

/**
 * Today's schedules and attendance of the known users, by user position in `input.users`. Entries of
 * users not in `users` are dropped; a repeated user id keeps its first position.
 */
export class TodayIndex {
  /** 1 at the first position of each user id in `input.users` (later repeats are ignored). */
  readonly canonical: Uint8Array;
  /** First schedule document of today per user position, in input order. */
  readonly scheduleOf: (AlertSchedule | undefined)[];
  /**
   * Today's attendance records per user position as linked lists in input order: `head[user]` is the
   * position in `input.attendance` of the user's first record (-1 if none), `next[record]` the next one.
   */
  readonly head: Int32Array;
  readonly next: Int32Array;
  private readonly attendance: readonly AlertAttendance[];

  /** Indexes the input for the day [startMs, endMs). */
  constructor(input: AlertInput, startMs: number, endMs: number) {
    const { users, schedules, attendance } = input;
    this.attendance = attendance;
    const positions = new Map<string, number>();
    this.canonical = new Uint8Array(users.length);
    for (let u = 0; u < users.length; u += 1) {
      const user = users[u];
      if (user !== undefined && !positions.has(user.id)) {
        positions.set(user.id, u);
        this.canonical[u] = 1;
      }
    }

    this.scheduleOf = new Array<AlertSchedule | undefined>(users.length).fill(undefined);
    for (const schedule of schedules) {
      const u = positions.get(schedule.userId);
      if (u === undefined || this.scheduleOf[u] !== undefined) continue;
      const ms = schedule.date.getTime();
      if (ms >= startMs && ms < endMs) this.scheduleOf[u] = schedule;
    }

    this.head = new Int32Array(users.length).fill(-1);
    this.next = new Int32Array(attendance.length).fill(-1);
    // Backwards, prepending, so that every list ends up in input order.
    for (let r = attendance.length - 1; r >= 0; r -= 1) {
      const record = attendance[r];
      if (record === undefined) continue;
      const u = positions.get(record.userId);
      if (u === undefined) continue;
      const ms = record.date.getTime();
      if (!(ms >= startMs && ms < endMs)) continue;
      this.next[r] = this.head[u] ?? -1;
      this.head[u] = r;
    }
  }

  /** First of the user's records today with this slot index, if any. */
  recordForSlot(user: number, slotIndex: number): AlertAttendance | undefined {
    for (let r = this.head[user] ?? -1; r !== -1; r = this.next[r] ?? -1) {
      const record = this.attendance[r];
      if (record !== undefined && record.slotIndex === slotIndex) return record;
    }
    return undefined;
  }
}
