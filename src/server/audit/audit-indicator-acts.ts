/**
 * The audit entry of a superuser's save of a month's payroll indicators (`indicators/{yyyy-MM}`, issue #46 item 1),
 * written by the server from the stamp the rules bind to the caller and the server time (`updatedBy`,
 * `updatedAt`), with the old and new value of each parameter the save changed. The indicators belong to the whole
 * platform, so the entry goes where a superuser's platform acts are logged: in the superuser's own company's
 * trail (as a platform-wide incident's, audit-incident-acts.ts, and the CRM's). One entry per save
 * (`server-indicators-<month>-<stamp>`), so a retried trigger logs nothing twice. Both backends run it: Cloud
 * Functions (functions/src/audit-trigger.ts, `handleIndicatorWrite`) and the demo's commit hook
 * (src/data/adapters/demo/demo-record-triggers.ts).
 *
 * No DOM, no Node APIs, no Firebase.
 */
import { clipDetails } from '../../data/writes/audit';
import { formatNumber } from '../../domain/format/numbers';
import { monthName } from '../../domain/payroll/indicators';
import {
  INDICATOR_MONTH_PATTERN,
  STORED_INDICATORS,
  storedChanges,
  type StoredIndicator,
  type StoredIndicatorValues,
} from '../../domain/payroll/stored-indicators';
import type { ServerDoc } from '../admin/server-ports';
import { newStamp, str, type Written } from './audit-acts';
import type { ServerAuditDeps } from './audit-server';

/** The action of the entry; a server action (no client may append it: it is not in CLIENT_AUDIT_ACTIONS). */
export const INDICATOR_AUDIT_ACTION = 'indicators.update';

export interface IndicatorAct {
  tenantId: string;
  actorId: string;
  action: typeof INDICATOR_AUDIT_ACTION;
  details: string;
  stamp: Date;
}

function storedOf(value: unknown): StoredIndicator | null {
  if (typeof value !== 'object' || value === null) return null;
  const { value: number, source } = value as Record<string, unknown>;
  if (typeof number !== 'number' || typeof source !== 'object' || source === null) return null;
  const { name, url } = source as Record<string, unknown>;
  return { value: number, source: { name: str(name) ?? '', url: str(url) } };
}

function valuesOf(doc: ServerDoc): StoredIndicatorValues {
  return Object.fromEntries(STORED_INDICATORS.map((name) => [name, storedOf(doc[name])]));
}

/** `Indicadores de noviembre de 2026 (versión 1): UTM ($): sin valor → 72.400 (SII, UTM 2026)`. */
export async function indicatorAct({ id, before, after, store }: Written): Promise<IndicatorAct | null> {
  if (after === null || !INDICATOR_MONTH_PATTERN.test(id)) return null;
  const stamp = newStamp({ before, after }, 'updatedBy', 'updatedAt');
  if (stamp === null) return null;
  const tenantId = str((await store.get('users', stamp.actorId))?.tenantId);
  if (tenantId === null) return null;
  const changes = storedChanges(before === null ? null : valuesOf(before), valuesOf(after), formatNumber);
  const version = typeof after.version === 'number' ? ` (versión ${after.version})` : '';
  return {
    tenantId,
    actorId: stamp.actorId,
    action: INDICATOR_AUDIT_ACTION,
    details: `Indicadores de ${monthName(id)}${version}: ${changes.length > 0 ? changes.join('; ') : 'sin cambios de valores'}`,
    stamp: stamp.at,
  };
}

/** Logs the save that left `indicators/{id}` as `written` (from `before`), once; resolves to the entry's id or null. */
export async function writeIndicatorAudit(
  id: string,
  written: ServerDoc | null,
  deps: ServerAuditDeps,
  before: ServerDoc | null = null,
): Promise<string | null> {
  const act = await indicatorAct({ id, before, after: written, store: deps.store, now: deps.now() });
  if (act === null) return null;
  const logId = `server-indicators-${id}-${act.stamp.getTime()}`;
  const created = await deps.store.create('logs', logId, {
    tenantId: act.tenantId,
    actorId: act.actorId,
    action: act.action,
    target: id,
    details: clipDetails(act.details),
    createdAt: deps.now(),
  });
  return created ? logId : null;
}
