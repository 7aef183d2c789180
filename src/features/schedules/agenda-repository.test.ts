import { describe, expect, it } from 'vitest';

import type { Absence } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { buildAbsence, buildTenant } from '../../testing/data-builders';
import { seededStore } from '../../testing/render-screen';
import { listOwnAbsences, loadAgendaData } from './agenda-repository';

const TZ = 'America/Santiago';
const OWNER = { uid: 'demo-empleado', tenantId: 'demo' };
const CALLER = { uid: OWNER.uid, claims: { role: 'employee', tenantId: 'demo' } };
const RANGE = { start: dayKeyToInstant('2026-11-16', TZ), end: dayKeyToInstant('2026-11-23', TZ) };

function absence(id: string, from: string, to: string, userId = OWNER.uid): WithId<Absence> {
  return { ...buildAbsence(from, to, { userId }), id };
}

describe('agenda repository', () => {
  it('reads each collection once per period, constrained to the tenant and, for own data, the user', async () => {
    const store = await seededStore({ tenants: [buildTenant()] }, () => CALLER);
    const list = vi.spyOn(store, 'list');
    await loadAgendaData(store, OWNER, RANGE);
    expect(list.mock.calls.map(([collection, query]) => [collection, query?.where])).toEqual([
      [
        'schedulesConfig',
        [
          { field: 'tenantId', op: '==', value: 'demo' },
          { field: 'userId', op: '==', value: OWNER.uid },
          { field: 'date', op: '>=', value: RANGE.start },
          { field: 'date', op: '<', value: RANGE.end },
        ],
      ],
      [
        'holidays',
        [
          { field: 'tenantId', op: '==', value: 'demo' },
          { field: 'date', op: '>=', value: RANGE.start },
          { field: 'date', op: '<', value: RANGE.end },
        ],
      ],
      [
        'absences',
        [
          { field: 'tenantId', op: '==', value: 'demo' },
          { field: 'userId', op: '==', value: OWNER.uid },
          { field: 'from', op: '<', value: RANGE.end },
          { field: 'to', op: '>=', value: RANGE.start },
        ],
      ],
    ]);
    // The employee's policy accepts every one of them: three reads billed, one per empty result.
    expect(store.usage().reads).toBe(3);
  });

  it('finds absences that overlap the period, including ones that started before it', async () => {
    const store = await seededStore(
      {
        tenants: [buildTenant()],
        absences: [
          absence('before', '2026-11-02', '2026-11-13'),
          absence('into', '2026-11-12', '2026-11-16'),
          absence('inside', '2026-11-18', '2026-11-18'),
          absence('around', '2026-11-01', '2026-11-30'),
          absence('from-sunday', '2026-11-22', '2026-11-27'),
          absence('after', '2026-11-23', '2026-11-24'),
        ],
      },
      () => CALLER,
    );
    const absences = await listOwnAbsences(store, OWNER, RANGE);
    expect(absences.map((a) => a.id).sort()).toEqual(['around', 'from-sunday', 'inside', 'into']);
  });
});
