/**
 * The writes of /configuracion's `Lugares de trabajo`: each signed by the caller with the server time
 * (`updatedBy`, `updatedAt`, which the rules require), from which the server logs `workplace.create|update|archive`
 * (src/server/audit/audit-workplace-acts.ts). A workplace is archived, never deleted: the reports and receipts of
 * five years name it. Refused here before sending, in Spanish: a workplace past WORKPLACES_MAX, and archiving the
 * last active one (the receipts would print no workplace address: Res. Ex. N° 38 art. 13.2–13.3).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import type { Workplace } from '../../data/ports/collections';
import { SERVER_TIME, type DocumentStore, type WithId } from '../../data/ports/document-store';
import { WriteRefusedError } from '../../data/policy/verdicts';
import { activeWorkplaces, WORKPLACES_MAX, type WorkplaceAddress } from '../../domain/workplaces/workplaces';

/** Who writes, in which tenant. */
export interface Actor {
  uid: string;
  tenantId: string;
}

export const WORKPLACES_FULL = `Una empresa puede tener hasta ${WORKPLACES_MAX} lugares de trabajo, contando los archivados.`;
export const LAST_ACTIVE_WORKPLACE = 'Debe quedar al menos un lugar de trabajo activo.';

/** The signature every write carries: the server logs the act from it. */
const stamp = (actor: Actor) => ({ updatedBy: actor.uid, updatedAt: SERVER_TIME });

const ADDRESS_KEYS = ['name', 'street', 'number', 'unit', 'comuna', 'city', 'region'] as const;

/** Exactly the address fields (the rules refuse any other key). */
function addressOf(fields: WorkplaceAddress): WorkplaceAddress {
  const { name, street, number, unit, comuna, city, region } = fields;
  return { name, street, number, unit, comuna, city, region };
}

/** Whether one more workplace fits (the archived ones count: they stay stored). */
export function canAddWorkplace(workplaces: readonly WithId<Workplace>[]): boolean {
  return workplaces.length < WORKPLACES_MAX;
}

/** Whether `workplace` is the only active one: archiving it would leave the receipts without an address. */
export function isLastActiveWorkplace(
  workplace: WithId<Workplace>,
  workplaces: readonly WithId<Workplace>[],
): boolean {
  return (
    workplace.archived !== true && activeWorkplaces(workplaces).every((other) => other.id === workplace.id)
  );
}

/** After a write: every read of the workplaces (this screen, the employee file, the reports) fetches again. */
export function useRefreshWorkplaces() {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: ['workplaces'] }), [client]);
}

/** `Agregar lugar de trabajo`: creates one and returns its id; refused past WORKPLACES_MAX. */
export async function createWorkplace(
  store: DocumentStore,
  actor: Actor,
  fields: WorkplaceAddress,
  workplaces: readonly WithId<Workplace>[],
): Promise<string> {
  if (!canAddWorkplace(workplaces)) throw new WriteRefusedError(WORKPLACES_FULL);
  const id = store.newId('workplaces');
  await store.set('workplaces', id, { tenantId: actor.tenantId, ...addressOf(fields), ...stamp(actor) });
  return id;
}

/** `Editar`: saves the name and address; false (nothing written) when nothing changed. */
export async function updateWorkplace(
  store: DocumentStore,
  actor: Actor,
  workplace: WithId<Workplace>,
  fields: WorkplaceAddress,
): Promise<boolean> {
  const next = addressOf(fields);
  if (ADDRESS_KEYS.every((key) => (workplace[key] ?? null) === next[key])) return false;
  await store.update('workplaces', workplace.id, { ...next, ...stamp(actor) });
  return true;
}

/** `Archivar`: no longer offered for a person; refused for the last active one. */
export async function archiveWorkplace(
  store: DocumentStore,
  actor: Actor,
  workplace: WithId<Workplace>,
  workplaces: readonly WithId<Workplace>[],
): Promise<void> {
  if (isLastActiveWorkplace(workplace, workplaces)) throw new WriteRefusedError(LAST_ACTIVE_WORKPLACE);
  await store.update('workplaces', workplace.id, { archived: true, ...stamp(actor) });
}

/** `Restaurar`: offered again (the server logs it as a change, `restaurado`). */
export async function restoreWorkplace(
  store: DocumentStore,
  actor: Actor,
  workplace: WithId<Workplace>,
): Promise<void> {
  await store.update('workplaces', workplace.id, { archived: false, ...stamp(actor) });
}
