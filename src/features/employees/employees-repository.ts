/**
 * /empleados' data: the tenant's people, watched live (disabled ones included: the screen shows them as
 * Inactivo), and the manager's edit of a person's file — one users-doc update and its audit entry in one batch.
 * Creating people, their role and their access go through AdminPort, which writes its own audit entries.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import { auditedWrite } from '../../data/writes/audit';
import { EMPLOYEE_FILE_FIELDS, type EmployeeFile, type UserDoc } from '../../data/ports/collections';
import type { DocumentStore, WithId } from '../../data/ports/document-store';
import { queryKeys } from '../../data/queries/keys';
import { useMember } from '../../data/queries/member';
import { useStore } from '../../data/queries/use-store';
import { useWatch, type Subscribe } from '../../data/queries/watch';
import { personName } from './employee-filters';
import { FILE_FIELD_LABEL, fileValueText, type WorkplaceNames } from './employee-labels';

export type Person = WithId<UserDoc>;

const byName = (a: Person, b: Person) => personName(a).localeCompare(personName(b), 'es');

/** The tenant's people, live, sorted by name. */
export function useEmployees() {
  const store = useStore();
  const member = useMember();
  const tenantId = member?.tenantId ?? null;
  const subscribe = useMemo<Subscribe<Person[]> | null>(
    () =>
      tenantId === null
        ? null
        : (next, error) =>
            store.watchQuery(
              'users',
              { where: [{ field: 'tenantId', op: '==', value: tenantId }] },
              { next: (people) => next([...people].sort(byName)), error },
            ),
    [store, tenantId],
  );
  return useWatch(queryKeys.watch('users', { tenantId, all: true }), subscribe);
}

/** After AdminPort changed people: every read of `users` (pickers, alerts) fetches again. */
export function useRefreshPeople() {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: ['users'], refetchType: 'active' });
  }, [client]);
}

export type FileChange = Partial<Pick<UserDoc, 'displayName'> & EmployeeFile>;

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return (a ?? null) === (b ?? null);
}

/**
 * The fields that change, and 'Cargo: Vendedor → Cajero; …' for the audit trail (a Lugar de trabajo by its name
 * in `workplaceNames`, 'Predeterminado' when none is named).
 */
export function describeFileChange(
  person: Person,
  next: FileChange,
  timeZone: string,
  workplaceNames?: WorkplaceNames,
): { patch: FileChange; lines: string[] } {
  const patch: Record<string, unknown> = {};
  const lines: string[] = [];
  for (const field of ['displayName', ...EMPLOYEE_FILE_FIELDS] as const) {
    if (!(field in next)) continue;
    const before = person[field];
    const after = next[field];
    if (same(before, after)) continue;
    patch[field] = after ?? null;
    const text = (value: UserDoc[typeof field] | undefined) =>
      fileValueText(field, value ?? null, timeZone, workplaceNames);
    lines.push(`${FILE_FIELD_LABEL[field]}: ${text(before)} → ${text(after)}`);
  }
  return { patch: patch as FileChange, lines };
}

/**
 * Saves a person's file and its audit entry. Resolves to false when nothing changed (nothing is written);
 * rejects with the store's error when the write is refused (then nothing is written either).
 */
export async function saveEmployeeFile(
  store: DocumentStore,
  actorId: string,
  person: Person,
  next: FileChange,
  timeZone: string,
  workplaceNames?: WorkplaceNames,
): Promise<boolean> {
  const { patch, lines } = describeFileChange(person, next, timeZone, workplaceNames);
  if (lines.length === 0) return false;
  await auditedWrite(
    store,
    {
      tenantId: person.tenantId,
      actorId,
      action: 'user.update',
      target: person.id,
      details: `Ficha de ${personName(person)}. ${lines.join('; ')}`,
    },
    (batch) => batch.update('users', person.id, patch),
  );
  return true;
}
