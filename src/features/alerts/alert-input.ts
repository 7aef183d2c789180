/**
 * Normalisation of the alerts input: effective thresholds, and today's schedules and attendance indexed
 * by user. The index is built for speed (one Map, kept from one call to the next while the users do not
 * change; typed arrays; no per-user allocation): it runs on every recomputation of a whole tenant's alerts.
 */
import type { AlertAttendance, AlertInput, AlertInputUser, AlertSchedule } from './alert-types';

const UNKNOWN_USER = 'Unknown User';

/** `displayName`, else `name`, else 'Unknown User' (an empty string falls back too). */
export function userName(user: AlertInputUser): string {
  return user.displayName || user.name || UNKNOWN_USER;
}

/** Ids and positions of the users of the previous computation (see userPositions). */
let previousPositions: Map<string, number> | null = null;

/**
 * Position of each user id in `users` (the first one of a repeated id), and whether every position is
 * the first of its id. The map of the previous call is reused when `users` holds the same ids at the
 * same positions, which is checked in full: alerts are recomputed every minute over the same users, and
 * a Map lookup costs a third of an insertion.
 */
function userPositions(users: readonly AlertInputUser[]): {
  positions: Map<string, number>;
  allCanonical: boolean;
} {
  const previous = previousPositions;
  if (previous !== null && previous.size === users.length) {
    let same = true;
    for (let u = 0; u < users.length && same; u += 1) {
      const user = users[u];
      same = user !== undefined && previous.get(user.id) === u;
    }
    // Same size and every id at its own position: the map holds exactly these ids, all distinct.
    if (same) return { positions: previous, allCanonical: true };
  }
  // Backwards, so that the first position of a repeated id is the one kept.
  const positions = new Map<string, number>();
  for (let u = users.length - 1; u >= 0; u -= 1) {
    const user = users[u];
    if (user !== undefined) positions.set(user.id, u);
  }
  previousPositions = positions;
  return { positions, allCanonical: positions.size === users.length };
}

/**
 * Today's schedules and attendance of the known users, by user position in `input.users`. Entries of
 * users not in `users` are dropped; a repeated user id keeps its first position.
 */
export class TodayIndex {
  /**
   * 1 at the first position of each user id in `input.users` (later repeats are ignored); null when
   * every position is the first of its id (the usual case).
   */
  private readonly canonical: Uint8Array | null;
  /** First schedule document of today per user position, in input order. */
  readonly scheduleOf: (AlertSchedule | undefined)[];
  /**
   * Today's attendance records per user position as linked lists in input order: `head[user]` is the
   * position in `input.attendance` of the user's first record (-1 if none), `next[record]` the next one.
   */
  readonly head: Int32Array;
  readonly next: Int32Array;
  /**
   * `slotIndex` of each indexed record, read once from the record: NaN when not a number or when the record is
   * flagged unscheduled (it fills no slot, whatever its index).
   */
  private readonly slotOf: Float64Array;
  private readonly attendance: readonly AlertAttendance[];

  /** Indexes the input for the day [startMs, endMs). */
  constructor(input: AlertInput, startMs: number, endMs: number) {
    const { users, schedules, attendance } = input;
    this.attendance = attendance;
    const { positions, allCanonical } = userPositions(users);
    this.canonical = null;
    if (!allCanonical) {
      const canonical = new Uint8Array(users.length);
      for (const u of positions.values()) canonical[u] = 1;
      this.canonical = canonical;
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
    this.slotOf = new Float64Array(attendance.length);
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
      const { slotIndex } = record;
      this.slotOf[r] = typeof slotIndex === 'number' && record.unscheduled !== true ? slotIndex : Number.NaN;
    }
  }

  /** Whether `user` is the first position of its id in `input.users`. */
  isCanonical(user: number): boolean {
    return this.canonical === null || this.canonical[user] === 1;
  }

  /** First of the user's records today with this slot index, if any. */
  recordForSlot(user: number, slotIndex: number): AlertAttendance | undefined {
    for (let r = this.head[user] ?? -1; r !== -1; r = this.next[r] ?? -1) {
      if (this.slotOf[r] === slotIndex) return this.attendance[r];
    }
    return undefined;
  }
}
