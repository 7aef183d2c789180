/**
 * The pieces every server audit act is made of (src/server/audit/audit-server.ts): what an act is, and the reads and
 * stamps its derivation needs. No DOM, no Node APIs, no Firebase.
 */
import type { AuditAction } from '../../data/writes/audit';
import type { ServerDoc, ServerStore } from '../admin/server-ports';

/** One act the server logs. */
export interface Act {
  tenantId: string;
  actorId: string;
  action: AuditAction;
  details: string;
  /** When the document is acted on more than once: the act's time (serverAuditId). */
  stamp?: Date;
  /** A second kind of act at the same stamp (a delete after the stamped update that allowed it). */
  suffix?: string;
}

/** A write as a trigger sees it: the document before and after (null: none), the server's store and clock. */
export interface Written {
  id: string;
  before: ServerDoc | null;
  after: ServerDoc | null;
  store: ServerStore;
  /** When the trigger runs (a delete carries no time of its own). */
  now?: Date;
}

export const str = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

export async function timeZoneOf(tenantId: string, store: ServerStore): Promise<string | null> {
  return str((await store.get('tenants', tenantId))?.timeZone);
}

/** A person's name as the screens write it (data/queries/people.ts personName). */
export async function personOf(userId: string, store: ServerStore): Promise<string> {
  const user = await store.get('users', userId);
  const displayName = typeof user?.displayName === 'string' ? user.displayName.trim() : '';
  return displayName || str(user?.email) || userId;
}

/** Who acted and when, from a stamp pair (`updatedBy`/`updatedAt`, `decidedBy`/`decidedAt`, …); null: none. */
export function stampOf(doc: ServerDoc | null, by: string, at: string): { actorId: string; at: Date } | null {
  if (doc === null) return null;
  const actorId = str(doc[by]);
  const time = doc[at];
  return actorId === null || !(time instanceof Date) ? null : { actorId, at: time };
}

/** Whether a write put a new stamp on the document (a write without one is the server's own, unlogged here). */
export function newStamp(
  { before, after }: Pick<Written, 'before' | 'after'>,
  by: string,
  at: string,
): { actorId: string; at: Date } | null {
  const stamp = stampOf(after, by, at);
  if (stamp === null) return null;
  const previous = stampOf(before, by, at);
  return previous !== null && previous.at.getTime() === stamp.at.getTime() ? null : stamp;
}

/** Whether `key` differs between two documents (JSON comparison: plain data and Dates). */
export function differs(before: ServerDoc, after: ServerDoc, key: string): boolean {
  return JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null);
}
