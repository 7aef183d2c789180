/**
 * The server-side audit entry every AdminPort decision leaves in `logs`, refusals included, written by the
 * service itself (clients can neither forge nor skip it). `details` is short JSON: what changed (before and
 * after) or why it was refused, never a password or an invitation link.
 */
import type { AdminCallName, AdminRefusal } from '../../data/ports/admin-port';
import type { AdminServiceDeps } from './server-ports';

/** The details' limit, the same as every audit entry's (src/data/writes/audit.ts). */
export const MAX_LOG_DETAILS = 2000;

export interface AdminLogEntry {
  tenantId: string;
  actorId: string;
  call: AdminCallName;
  /** Appended to the action: `admin.createUser.refused`, `admin.createUser.replayed`. */
  outcome?: 'refused' | 'replayed';
  target: string | null;
  details: Readonly<Record<string, unknown>>;
}

export function adminAction(call: AdminCallName, outcome?: 'refused' | 'replayed'): string {
  return outcome === undefined ? `admin.${call}` : `admin.${call}.${outcome}`;
}

export async function writeAdminLog(deps: AdminServiceDeps, entry: AdminLogEntry): Promise<void> {
  await deps.store.add('logs', {
    tenantId: entry.tenantId,
    actorId: entry.actorId,
    action: adminAction(entry.call, entry.outcome),
    target: entry.target,
    details: JSON.stringify(entry.details).slice(0, MAX_LOG_DETAILS),
    createdAt: deps.now(),
  });
}

export function refusalDetails(reason: AdminRefusal, fields: readonly string[]): Record<string, unknown> {
  return fields.length > 0 ? { reason, fields } : { reason };
}
