/**
 * The acts on a Lugar de trabajo the server logs (src/server/audit/audit-server.ts), from the stamp the rules bind
 * to the caller and the server time (`updatedBy`, `updatedAt`): a creation, a change of its name or address, an
 * archive or a restore. A write without a stamp is the server's own (the demo's seed, a new company's first
 * workplace) and is not logged here. A workplace is never deleted.
 */
import { isRegionCode } from '../../domain/chile/regions';
import { workplaceAddressLine, type WorkplaceAddress } from '../../domain/workplaces/workplaces';
import { newStamp, str, type Act, type Written } from './audit-acts';
import type { ServerDoc } from '../admin/server-ports';

function workplaceFields(doc: ServerDoc): WorkplaceAddress | null {
  const [name, street, number, comuna, city] = [doc.name, doc.street, doc.number, doc.comuna, doc.city].map(
    str,
  );
  const unit = str(doc.unit);
  if (!name || !street || !number || !comuna || !city || !isRegionCode(doc.region)) return null;
  return { name, street, number, unit, comuna, city, region: doc.region };
}

export function workplaceAct({ before, after }: Written): Act | null {
  if (after === null) return null;
  const tenantId = str(after.tenantId);
  const stamp = newStamp({ before, after }, 'updatedBy', 'updatedAt');
  const now = workplaceFields(after);
  if (tenantId === null || stamp === null || now === null) return null;
  const act = { tenantId, actorId: stamp.actorId, stamp: stamp.at };
  const was = before === null ? null : workplaceFields(before);
  const line = (fields: WorkplaceAddress) => `${fields.name}: ${workplaceAddressLine(fields)}`;
  if (was === null) return { ...act, action: 'workplace.create', details: `Lugar de trabajo ${line(now)}` };
  const archived = after.archived === true;
  if (archived !== (before?.archived === true))
    return archived
      ? { ...act, action: 'workplace.archive', details: `Lugar de trabajo ${was.name}: archivado` }
      : { ...act, action: 'workplace.update', details: `Lugar de trabajo ${was.name}: restaurado` };
  const changes: string[] = [];
  if (now.name !== was.name) changes.push(`nombre «${was.name}» → «${now.name}»`);
  const [oldLine, newLine] = [workplaceAddressLine(was), workplaceAddressLine(now)];
  if (oldLine !== newLine) changes.push(`dirección «${oldLine}» → «${newLine}»`);
  return changes.length === 0
    ? null
    : { ...act, action: 'workplace.update', details: `Lugar de trabajo ${was.name}: ${changes.join('; ')}` };
}
