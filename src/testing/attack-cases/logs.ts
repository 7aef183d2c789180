/** The audit trail: forged, flooded or rewritten entries, and who may write or read it. */
import type { AttackCase } from './types';
import { T1, T2, ACTORS, EMP } from './actors';
import { newPunch, todayId, validLog } from './documents';
import { get, list, eq, set, update, remove, batch, each } from './requests';

export const LOGS: AttackCase[] = [
  {
    id: 'log.forged',
    title: 'an admin’s log entry in a worker’s name, with a client time, or in another tenant',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R41'],
    plan: (s) =>
      each(
        set('logs', 'new-log', validLog({ actorId: EMP })),
        set('logs', 'new-log', validLog({ createdAt: s.now })),
        set('logs', 'new-log', validLog({ tenantId: T2 })),
      ),
  },
  {
    id: 'log.bad-action',
    title: 'a log entry with an empty or a 201-character action',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R41'],
    plan: () =>
      each(
        set('logs', 'new-log', validLog({ action: '' })),
        set('logs', 'new-log', validLog({ action: 'x'.repeat(201) })),
      ),
  },
  {
    id: 'log.flood',
    title: 'a log entry with 100 KB of details or an extra key',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R42', 'issue: ~1 MB log entries'],
    plan: () =>
      each(
        set('logs', 'new-log', validLog({ details: 'x'.repeat(100_000) })),
        set('logs', 'new-log', validLog({ actorRole: 'superuser' })),
      ),
  },
  {
    id: 'log.rewrite',
    title: 'managers update, overwrite or delete a stored log entry',
    actor: ACTORS.superuser,
    expected: 'deny',
    refs: ['R43'],
    plan: () =>
      each(
        update('logs', 'log-t1', { details: 'editado' }),
        set('logs', 'log-t1', validLog({ actorId: ACTORS.superuser.uid })),
        remove('logs', 'log-t1'),
      ),
  },
  {
    id: 'log.server-action',
    title:
      'an admin appends, as themselves, an entry only the server writes (a week signed, a correction accepted, a period closed) or one outside the catalogue (security review M6)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['R41', 'security review M6'],
    plan: () =>
      each(
        set('logs', 'new-log', validLog({ action: 'week.sign', target: 'emp-1_2026-11-09_1' })),
        set('logs', 'new-log', validLog({ action: 'correction.accept', target: 'correction-emp' })),
        set('logs', 'new-log', validLog({ action: 'period.close', target: T1 })),
        set('logs', 'new-log', validLog({ action: 'attendance.fix' })),
      ),
  },
  {
    id: 'log.client-manager-act',
    title:
      'an admin appends, as themselves, the entry of a manager act the server logs from its stamp (an absence decided, overtime approved, an agreement voided): the act could then go unlogged or be logged twice (security review M6)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['security review M6'],
    plan: () =>
      each(
        set('logs', 'new-log', validLog({ action: 'absence.approve', target: 'absence-emp' })),
        set('logs', 'new-log', validLog({ action: 'absence.create', target: 'absence-emp' })),
        set('logs', 'new-log', validLog({ action: 'absence.void', target: 'absence-emp' })),
        set('logs', 'new-log', validLog({ action: 'overtime.approve', target: 'emp-1_2026-11-16' })),
        set('logs', 'new-log', validLog({ action: 'overtime.agreement-void', target: 'agreement-emp' })),
        set('logs', 'new-log', validLog({ action: 'absence.delete', target: 'absence-emp' })),
        set('logs', 'new-log', validLog({ action: 'schedule.publish', target: 'publish-t1' })),
        set('logs', 'new-log', validLog({ action: 'shift.create', target: 'shift-t1' })),
        set('logs', 'new-log', validLog({ action: 'pattern.delete', target: 'pattern-t1' })),
        set('logs', 'new-log', validLog({ action: 'holiday.import', target: null })),
      ),
  },
  {
    id: 'log.client-tenant-update',
    title:
      'an admin appends, as themselves, the entry of a save of /configuracion, which the server logs from the tenant’s signature: a save could then go unlogged or be told otherwise (security review M6)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['security review M6'],
    plan: () =>
      each(
        set('logs', 'new-log', validLog({ action: 'tenant.update', target: T1 })),
        set(
          'logs',
          'new-log',
          validLog({ action: 'tenant.update', target: T1, details: 'Empresa. Nombre: A → B' }),
        ),
      ),
  },
  {
    id: 'log.employee-writes',
    title:
      'a worker appends an audit entry: a made-up act, one of the own acts, or one beside a check-in (security review M6)',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['R41', 'security review M6'],
    plan: (s) =>
      each(
        set(
          'logs',
          'new-log',
          validLog({ actorId: EMP, action: 'attendance.fix', details: 'Corrigió la marcación' }),
        ),
        set(
          'logs',
          'new-log',
          validLog({ actorId: EMP, action: 'correction.accept', target: 'correction-emp' }),
        ),
        batch(
          set('attendance', todayId(s), newPunch(s, s.today)),
          set('logs', 'new-log', validLog({ actorId: EMP, action: 'absence.request' })),
        ),
      ),
  },
  {
    id: 'log.employee-reads',
    title: 'an employee reads or lists the audit trail',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['R44'],
    plan: () => each(get('logs', 'log-t1'), list('logs', eq('tenantId', T1))),
  },
];
