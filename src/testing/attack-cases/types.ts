/** The shapes of the attack table (./index.ts) and the scene every case is built from. */
import type { CollectionName } from '../../data/ports/collections';
import type { WhereOp } from '../../data/ports/document-store';
import type { PunchFlag } from '../../domain/attendance/punch-flags';
import { slotOnDay, slotSpanning, type SlotDay } from '../attack-scene';

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
  /** The security review's rows, or the articles, the case covers. */
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
