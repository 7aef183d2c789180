import { describe, expect, it } from 'vitest';

import type { Absence } from '../../data/ports/collections';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { listOwnAbsences, loadAgendaData, loadAgendaTenant } from './agenda-repository';
import { createAgendaTestStore, testTenant } from './agenda-test-store';

const TZ = 'America/Santiago';
const OWNER = { uid: 'u-1', tenantId: 't-1' };
const RANGE = { start: dayKeyToInstant('2026-11-16', TZ), end: dayKeyToInstant('2026-11-23', TZ) };

function absence(id: string, from: string, to: string, userId = OWNER.uid): Absence & { id: string } {
  return {
    id,
    tenantId: OWNER.tenantId,
    userId,
    type: 'vacaciones',
    status: 'aprobada',
    from: dayKeyToInstant(from, TZ),
    to: dayKeyToInstant(to, TZ),
    note: null,
    createdAt: new Date('2026-10-01T12:00:00Z'),
  };
}

describe('agenda repository', () => {
  it('reads each collection once per period, constrained to the tenant and, for own data, the user', async () => {
    const store = createAgendaTestStore({});
    await loadAgendaData(store, OWNER, RANGE);
    expect(store.calls).toEqual([
      {
        op: 'list',
        collection: 'schedulesConfig',
        query: {
          where: [
            { field: 'tenantId', op: '==', value: 't-1' },
            { field: 'userId', op: '==', value: 'u-1' },
            { field: 'date', op: '>=', value: RANGE.start },
            { field: 'date', op: '<', value: RANGE.end },
          ],
        },
      },
      {
        op: 'list',
        collection: 'holidays',
        query: {
          where: [
            { field: 'tenantId', op: '==', value: 't-1' },
            { field: 'date', op: '>=', value: RANGE.start },
            { field: 'date', op: '<', value: RANGE.end },
          ],
        },
      },
      {
        op: 'list',
        collection: 'absences',
        query: {
          where: [
            { field: 'tenantId', op: '==', value: 't-1' },
            { field: 'userId', op: '==', value: 'u-1' },
            { field: 'from', op: '<', value: RANGE.end },
            { field: 'to', op: '>=', value: RANGE.start },
          ],
        },
      },
    ]);
  });

  it('finds absences that overlap the period, including ones that started before it', async () => {
    const store = createAgendaTestStore({
      absences: [
        absence('before', '2026-11-02', '2026-11-13'),
        absence('into', '2026-11-12', '2026-11-16'),
        absence('inside', '2026-11-18', '2026-11-18'),
        absence('around', '2026-11-01', '2026-11-30'),
        absence('from-sunday', '2026-11-22', '2026-11-27'),
        absence('after', '2026-11-23', '2026-11-24'),
      ],
    });
    const absences = await listOwnAbsences(store, OWNER, RANGE);
    expect(absences.map((a) => a.id)).toEqual(['into', 'inside', 'around', 'from-sunday']);
  });

  it('loads the tenant, and fails when it does not exist', async () => {
    const store = createAgendaTestStore({ tenants: [testTenant('t-1', TZ)] });
    await expect(loadAgendaTenant(store, 't-1')).resolves.toMatchObject({ timeZone: TZ });
    await expect(loadAgendaTenant(store, 'nope')).rejects.toThrow('La empresa nope no existe');
  });
});
