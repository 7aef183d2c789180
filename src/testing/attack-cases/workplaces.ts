/** Lugares de trabajo: the address the receipt prints (Res. Ex. N° 38 art. 13.2–13.3), written by managers only. */
import { SERVER_TIME } from '../../data/ports/document-store';
import { WORKPLACE_LIMITS } from '../../domain/workplaces/workplaces';
import type { AttackCase } from './types';
import { T1, T2, ACTORS, COLLEAGUE } from './actors';
import { stamped } from './plan-documents';
import { get, list, eq, set, update, remove, each } from './requests';

/** A workplace as /configuracion writes it. */
export const workplace = (tenantId: string, fields: Record<string, unknown> = {}) => ({
  tenantId,
  name: 'Casa matriz',
  street: 'Av. Recoleta',
  number: '1450',
  unit: null,
  comuna: 'Recoleta',
  city: 'Santiago',
  region: 13,
  ...fields,
});

export const WORKPLACES: AttackCase[] = [
  {
    id: 'valid.workplace-write',
    title:
      'an admin adds a workplace with its full address, moves another to a new floor and archives a third, each signed',
    actor: ACTORS.admin,
    expected: 'allow',
    refs: ['Res. Ex. N° 38 art. 13.2–13.3'],
    plan: () =>
      each(
        set(
          'workplaces',
          'new-workplace',
          stamped(workplace(T1, { name: 'Local Providencia', unit: 'Local 5' })),
        ),
        update('workplaces', 'workplace-t1', stamped({ unit: 'Piso 2, oficina 201' })),
        update('workplaces', 'workplace-t1', stamped({ archived: true })),
      ),
  },
  {
    id: 'valid.workplace-reads',
    title: 'an employee reads the workplaces of the own tenant (the check-in names the person’s)',
    actor: ACTORS.employee,
    expected: 'allow',
    plan: () => each(get('workplaces', 'workplace-t1'), list('workplaces', eq('tenantId', T1))),
  },
  {
    id: 'workplace.employee-writes',
    title: 'an employee creates, edits or archives a workplace: only managers write them',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: () =>
      each(
        set('workplaces', 'new-workplace', { ...workplace(T1), updatedBy: 'emp-1', updatedAt: SERVER_TIME }),
        update('workplaces', 'workplace-t1', { unit: 'Piso 3', updatedBy: 'emp-1', updatedAt: SERVER_TIME }),
      ),
  },
  {
    id: 'workplace.delete',
    title: 'an admin deletes a workplace: it is archived, never deleted (five years of records name it)',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: () => each(remove('workplaces', 'workplace-t1')),
  },
  {
    id: 'workplace.other-tenant',
    title: 'an admin reads, writes or moves a workplace of another tenant',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: () =>
      each(
        get('workplaces', 'workplace-t2'),
        set('workplaces', 'new-workplace', stamped(workplace(T2))),
        update('workplaces', 'workplace-t2', stamped({ unit: 'Piso 9' })),
        update('workplaces', 'workplace-t1', stamped({ tenantId: T2 })),
      ),
  },
  {
    id: 'workplace.bad-address',
    title:
      'an admin writes a workplace without a street, comuna or city, with a region that is not a CUT code, an oversized name or an extra field',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['Res. Ex. N° 38 art. 13.2–13.3'],
    plan: () =>
      each(
        set('workplaces', 'new-workplace', stamped(workplace(T1, { street: '  ' }))),
        set('workplaces', 'new-workplace', stamped(workplace(T1, { comuna: null }))),
        set('workplaces', 'new-workplace', stamped(workplace(T1, { city: 7 }))),
        set('workplaces', 'new-workplace', stamped(workplace(T1, { region: 17 }))),
        set('workplaces', 'new-workplace', stamped(workplace(T1, { region: '13' }))),
        set(
          'workplaces',
          'new-workplace',
          stamped(workplace(T1, { name: 'x'.repeat(WORKPLACE_LIMITS.name + 1) })),
        ),
        set(
          'workplaces',
          'new-workplace',
          stamped(workplace(T1, { unit: 'x'.repeat(WORKPLACE_LIMITS.unit + 1) })),
        ),
        set('workplaces', 'new-workplace', stamped(workplace(T1, { latitude: -33.4 }))),
        update('workplaces', 'workplace-t1', stamped({ archived: 'sí' })),
      ),
  },
  {
    id: 'workplace.unattributed',
    title:
      'an admin writes a workplace unsigned or signed as another manager: the server could not log who did it (security review M6)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['security review M6'],
    plan: () =>
      each(
        set('workplaces', 'new-workplace', workplace(T1)),
        update('workplaces', 'workplace-t1', { unit: 'Piso 2' }),
        update('workplaces', 'workplace-t1', {
          unit: 'Piso 2',
          updatedBy: COLLEAGUE,
          updatedAt: SERVER_TIME,
        }),
      ),
  },
];
