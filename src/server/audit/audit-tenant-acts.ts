/**
 * The acts on a tenant the server logs (src/server/audit/audit-server.ts), from the stamps the rules bind to the caller
 * and the server time:
 * - a period's close and reopening (`period.close`, `period.reopen`), from the stamp beside every change of
 *   `closedThrough` (`periodChangedBy`, `periodChangedAt`, `periodReason`; security review H3);
 * - a save of /configuracion (`tenant.update`), from `updatedBy`/`updatedAt`, which every client write of the
 *   fields it edits carries (security review M6), told by src/data/texts/settings-text.ts.
 * A write without a new stamp is the server's own (the demo's seed, AdminPort switching a company off) and is not
 * logged here. A tenant is never deleted.
 */
import { str, newStamp, type Act, type Written } from './audit-acts';
import type { ServerDoc } from '../admin/server-ports';
import type { TenantSettings } from '../../domain/settings/tenant-settings';
import { settingsChangeText, type TenantSettingsFields } from '../../data/texts/settings-text';
import { addDaysToKey, formatDayKey, isDayKey } from '../../domain/calendar/day-keys';
import { monthLabel, monthOf, type ClosingMonth } from '../../domain/attendance/period-close';

const span = (month: ClosingMonth) =>
  `${formatDayKey(month.from, 'dd-MM-yyyy')} al ${formatDayKey(month.to, 'dd-MM-yyyy')}`;

/** A close or a reopening, from the stamp beside `closedThrough`; null when the tenant carries none. */
function periodAct(tenantId: string, doc: ServerDoc): Act | null {
  const by = str(doc.periodChangedBy);
  const at = doc.periodChangedAt;
  const through = doc.closedThrough;
  if (by === null || !(at instanceof Date) || !isDayKey(through)) return null;
  const reason = str(doc.periodReason);
  if (reason === null) {
    const month = monthOf(through);
    const details = `Periodo ${monthLabel(month)} cerrado (${span(month)}).`;
    return { tenantId, actorId: by, action: 'period.close', details, stamp: at };
  }
  const month = monthOf(addDaysToKey(through, 1));
  const details = `Periodo ${monthLabel(month)} reabierto (${span(month)}). Motivo: ${reason}`;
  return { tenantId, actorId: by, action: 'period.reopen', details, stamp: at };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields /configuracion edits, when `doc` holds a well-formed tenant (else null: nothing to tell). */
function settingsFields(doc: ServerDoc): TenantSettingsFields | null {
  const { name, legalName, taxId, address, dejResolution, timeZone, settings } = doc;
  if (typeof name !== 'string' || typeof timeZone !== 'string' || !isRecord(settings)) return null;
  if (!isRecord(settings.alertThresholds) || !Array.isArray(settings.workWeek)) return null;
  const optional = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    name,
    legalName: optional(legalName),
    taxId: optional(taxId),
    address: optional(address),
    dejResolution: optional(dejResolution),
    timeZone,
    // Checked where the text reads it (the map and the lists); its numbers are shown as stored.
    settings: settings as unknown as TenantSettings,
  };
}

/** A save of /configuracion, from `updatedBy`/`updatedAt`: the sections and settings it changed. */
function settingsAct(tenantId: string, { before, after }: Pick<Written, 'before' | 'after'>): Act | null {
  if (before === null || after === null) return null;
  const stamp = newStamp({ before, after }, 'updatedBy', 'updatedAt');
  const was = settingsFields(before);
  const is = settingsFields(after);
  if (stamp === null || was === null || is === null) return null;
  const details = settingsChangeText(was, is);
  if (details === null) return null;
  // `update`: a close and a save in one write share the server time, so the entry ids differ by it.
  return {
    tenantId,
    actorId: stamp.actorId,
    action: 'tenant.update',
    details,
    stamp: stamp.at,
    suffix: 'update',
  };
}

/** The acts of one write of `tenants/{id}`: a period's change, a save of the settings, or both. */
export function tenantActs({ id, before, after }: Written): Act[] {
  if (after === null) return [];
  const period = periodAct(id, after);
  const settings = settingsAct(id, { before, after });
  return [period, settings].filter((act): act is Act => act !== null);
}
