/**
 * /turnos' writes: shift templates and rotations, each signed by the caller with the server time (`updatedBy`,
 * `updatedAt`, which the rules require), from which the server logs it (src/server/audit/audit-planning-acts.ts, security
 * review M6). A shift is archived, never deleted (the plans of the last five years name it; retention): it keeps its name and colour there and is no longer offered; `Restaurar` offers it again. Reads go
 * through the shared queries (`useShifts`, `usePatterns`); after a write `useRefreshPlanning` refreshes them.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import type { Shift, ShiftPattern } from '../../data/ports/collections';
import { SERVER_TIME, type DocumentStore, type WithId } from '../../data/ports/document-store';
import { isShiftNameTaken, shiftChanges, type ShiftFields } from './shift-text';

/** Who writes, in which tenant. */
export interface Actor {
  uid: string;
  tenantId: string;
}

/** Restoring a shift whose name another shift took meanwhile. */
export class ShiftNameTakenError extends Error {
  constructor(name: string) {
    super(`A shift named ${name} already exists`);
    this.name = 'ShiftNameTakenError';
  }
}

/** The signature every write carries: the server logs the act from it. */
const stamp = (actor: Actor) => ({ updatedBy: actor.uid, updatedAt: SERVER_TIME });

/** After a write: every read of the shifts or the patterns fetches again. */
export function useRefreshPlanning() {
  const client = useQueryClient();
  return useCallback(
    (collection: 'shifts' | 'shiftPatterns') => void client.invalidateQueries({ queryKey: [collection] }),
    [client],
  );
}

// ---- Turnos ----

/** Creates a shift (a duplicate is a create too) and returns its id. */
export async function createShift(store: DocumentStore, actor: Actor, fields: ShiftFields): Promise<string> {
  const id = store.newId('shifts');
  await store.set('shifts', id, { tenantId: actor.tenantId, ...fields, ...stamp(actor) });
  return id;
}

/** Saves an edit of a shift; false (nothing written) when nothing changed. */
export async function updateShift(
  store: DocumentStore,
  actor: Actor,
  shift: WithId<Shift>,
  fields: ShiftFields,
): Promise<boolean> {
  const lines = shiftChanges(shift, fields);
  if (lines.length === 0) return false;
  await store.update('shifts', shift.id, { ...fields, ...stamp(actor) });
  return true;
}

/** `Archivar`: the shift is no longer offered; what was planned with it keeps its name and colour. */
export async function archiveShift(store: DocumentStore, actor: Actor, shift: WithId<Shift>): Promise<void> {
  await store.update('shifts', shift.id, { archived: true, ...stamp(actor) });
}

/** `Restaurar`: offers an archived shift again, unless a shift in use already has its name. */
export async function restoreShift(
  store: DocumentStore,
  actor: Actor,
  shift: WithId<Shift>,
  shifts: readonly WithId<Shift>[],
): Promise<void> {
  if (isShiftNameTaken(shifts, shift.name, shift.id)) throw new ShiftNameTakenError(shift.name);
  await store.update('shifts', shift.id, { archived: false, ...stamp(actor) });
}

// ---- Patrones ----

export type PatternFields = Pick<ShiftPattern, 'name' | 'days'>;

export async function createPattern(
  store: DocumentStore,
  actor: Actor,
  fields: PatternFields,
): Promise<string> {
  const id = store.newId('shiftPatterns');
  await store.set('shiftPatterns', id, { tenantId: actor.tenantId, ...fields, ...stamp(actor) });
  return id;
}

/** Saves an edit of a pattern; false (nothing written) when nothing changed. */
export async function updatePattern(
  store: DocumentStore,
  actor: Actor,
  pattern: WithId<ShiftPattern>,
  fields: PatternFields,
): Promise<boolean> {
  if (pattern.name === fields.name && pattern.days.join('|') === fields.days.join('|')) return false;
  await store.update('shiftPatterns', pattern.id, { ...fields, ...stamp(actor) });
  return true;
}

/**
 * Deletes a pattern (a planning tool, no record). Firestore tells the server's trigger nothing of who deleted it:
 * the server logs `pattern.delete` as Sistema (src/server/audit/audit-planning-acts.ts).
 */
export async function deletePattern(store: DocumentStore, pattern: WithId<ShiftPattern>): Promise<void> {
  await store.delete('shiftPatterns', pattern.id);
}
