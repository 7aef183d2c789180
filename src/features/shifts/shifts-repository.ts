/**
 * /turnos' writes: shift templates and rotations, each change with its audit entry in the same batch
 * (`auditedWrite`). A shift is archived, never deleted (the plans of the last five years name it; retention,
 * issue #15): it keeps its name and colour there and is no longer offered; `Restaurar` offers it again. Reads go
 * through the shared queries (`useShifts`, `usePatterns`); after a write `useRefreshPlanning` refreshes them.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { auditedWrite } from '../../data/audit';
import type { Shift, ShiftPattern } from '../../data/ports/collections';
import type { DocumentStore, WithId } from '../../data/ports/document-store';
import { isShiftNameTaken, patternSummary, shiftChanges, shiftSummary, type ShiftFields } from './shift-text';

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
  await auditedWrite(
    store,
    {
      tenantId: actor.tenantId,
      actorId: actor.uid,
      action: 'shift.create',
      target: id,
      details: `Turno ${fields.name}: ${shiftSummary(fields)}`,
    },
    (batch) => batch.set('shifts', id, { tenantId: actor.tenantId, ...fields }),
  );
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
  await auditedWrite(
    store,
    {
      tenantId: actor.tenantId,
      actorId: actor.uid,
      action: 'shift.update',
      target: shift.id,
      details: `Turno ${shift.name}: ${lines.join('; ')}`,
    },
    (batch) => batch.update('shifts', shift.id, fields),
  );
  return true;
}

/** `Archivar`: the shift is no longer offered; what was planned with it keeps its name and colour. */
export async function archiveShift(store: DocumentStore, actor: Actor, shift: WithId<Shift>): Promise<void> {
  await auditedWrite(
    store,
    {
      tenantId: actor.tenantId,
      actorId: actor.uid,
      action: 'shift.archive',
      target: shift.id,
      details: `Turno ${shift.name}: archivado (${shiftSummary(shift)})`,
    },
    (batch) => batch.update('shifts', shift.id, { archived: true }),
  );
}

/** `Restaurar`: offers an archived shift again, unless a shift in use already has its name. */
export async function restoreShift(
  store: DocumentStore,
  actor: Actor,
  shift: WithId<Shift>,
  shifts: readonly WithId<Shift>[],
): Promise<void> {
  if (isShiftNameTaken(shifts, shift.name, shift.id)) throw new ShiftNameTakenError(shift.name);
  await auditedWrite(
    store,
    {
      tenantId: actor.tenantId,
      actorId: actor.uid,
      action: 'shift.update',
      target: shift.id,
      details: `Turno ${shift.name}: restaurado`,
    },
    (batch) => batch.update('shifts', shift.id, { archived: false }),
  );
}

// ---- Patrones ----

export type PatternFields = Pick<ShiftPattern, 'name' | 'days'>;

export async function createPattern(
  store: DocumentStore,
  actor: Actor,
  fields: PatternFields,
  shifts: readonly WithId<Shift>[],
): Promise<string> {
  const id = store.newId('shiftPatterns');
  await auditedWrite(
    store,
    {
      tenantId: actor.tenantId,
      actorId: actor.uid,
      action: 'pattern.create',
      target: id,
      details: `Patrón ${fields.name}: ${patternSummary(fields, shifts)}`,
    },
    (batch) => batch.set('shiftPatterns', id, { tenantId: actor.tenantId, ...fields }),
  );
  return id;
}

/** Saves an edit of a pattern; false (nothing written) when nothing changed. */
export async function updatePattern(
  store: DocumentStore,
  actor: Actor,
  pattern: WithId<ShiftPattern>,
  fields: PatternFields,
  shifts: readonly WithId<Shift>[],
): Promise<boolean> {
  const lines: string[] = [];
  if (pattern.name !== fields.name) lines.push(`Nombre: ${pattern.name} → ${fields.name}`);
  const before = patternSummary(pattern, shifts);
  const after = patternSummary(fields, shifts);
  if (pattern.days.join('|') !== fields.days.join('|')) lines.push(`Ciclo: ${before} → ${after}`);
  if (lines.length === 0) return false;
  await auditedWrite(
    store,
    {
      tenantId: actor.tenantId,
      actorId: actor.uid,
      action: 'pattern.update',
      target: pattern.id,
      details: `Patrón ${pattern.name}: ${lines.join('; ')}`,
    },
    (batch) => batch.update('shiftPatterns', pattern.id, fields),
  );
  return true;
}

export async function deletePattern(
  store: DocumentStore,
  actor: Actor,
  pattern: WithId<ShiftPattern>,
  shifts: readonly WithId<Shift>[],
): Promise<void> {
  await auditedWrite(
    store,
    {
      tenantId: actor.tenantId,
      actorId: actor.uid,
      action: 'pattern.delete',
      target: pattern.id,
      details: `Patrón ${pattern.name}: eliminado (${patternSummary(pattern, shifts)})`,
    },
    (batch) => batch.delete('shiftPatterns', pattern.id),
  );
}
