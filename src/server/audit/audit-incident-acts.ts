/**
 * The acts on a technical incident (Res. Ex. N° 38 art. 27 f) the server logs (src/server/audit/audit-server.ts),
 * from the stamp the rules bind to the superuser and the server time (`updatedBy`, `updatedAt`): an incident
 * recorded by hand, its end set, its description or end fixed. A write without a stamp is the server's own (the
 * system's detector, record-incident.ts) and is not logged here. An incident of one company is logged in that
 * company's trail; one of the whole platform in the superuser's own company's. Never deleted.
 */
import { PLATFORM_TIME_ZONE } from '../../domain/incidents/incidents';
import { formatInZone } from '../../domain/calendar/time-zone';
import { newStamp, str, timeZoneOf, type Act, type Written } from './audit-acts';

const when = (instant: Date, timeZone: string) => formatInZone(instant, timeZone, 'dd/MM/yy HH:mm:ss');

const dateOf = (value: unknown): Date | null =>
  value instanceof Date && !Number.isNaN(value.getTime()) ? value : null;

export async function incidentAct({ before, after, store }: Written): Promise<Act | null> {
  if (after === null) return null;
  const stamp = newStamp({ before, after }, 'updatedBy', 'updatedAt');
  const start = dateOf(after.start);
  const description = str(after.description);
  if (stamp === null || start === null || description === null) return null;
  const own = str(after.tenantId);
  const tenantId = own ?? str((await store.get('users', stamp.actorId))?.tenantId);
  if (tenantId === null) return null;
  const timeZone = (own === null ? null : await timeZoneOf(own, store)) ?? PLATFORM_TIME_ZONE;
  const act = { tenantId, actorId: stamp.actorId, stamp: stamp.at };
  const scope = own === null ? 'de toda la plataforma' : 'de la empresa';
  const end = dateOf(after.end);
  if (before === null) {
    const span = `desde ${when(start, timeZone)}${end === null ? ' (en curso)' : ` hasta ${when(end, timeZone)}`}`;
    return {
      ...act,
      action: 'incident.create',
      details: `Incidente técnico ${scope} ${span}: ${description}`,
    };
  }
  const was = dateOf(before.end);
  const title = `Incidente técnico ${scope} del ${when(start, timeZone)}`;
  if (was === null && end !== null)
    return { ...act, action: 'incident.close', details: `${title}: término ${when(end, timeZone)}` };
  const changes: string[] = [];
  const oldText = str(before.description);
  if (oldText !== description) changes.push(`descripción «${oldText ?? ''}» → «${description}»`);
  if (was !== null && end !== null && was.getTime() !== end.getTime())
    changes.push(`término ${when(was, timeZone)} → ${when(end, timeZone)}`);
  return changes.length === 0
    ? null
    : { ...act, action: 'incident.update', details: `${title}: ${changes.join('; ')}` };
}
