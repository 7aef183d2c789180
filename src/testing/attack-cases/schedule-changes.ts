/**
 * The changes of the published plan (Res. Ex. N° 38 art. 27 d): only the server records them (the audit trigger on
 * schedules, src/server/planning/schedule-changes.ts); managers and an inspection read them for report d).
 */
import { scheduleDocId } from '../../domain/schedule/day-schedule';
import type { SeedDoc, AttackCase, AttackScene } from './types';
import { T1, T2, ACTORS, EMP } from './actors';
import { CREATED } from './documents';
import { get, list, eq, set, update, remove, withSeed } from './requests';

/** A change of the person's day today, from 09:00–18:00 to 10:00–19:00, as the server records it. */
function recorded(s: AttackScene, tenantId = T1, userId = EMP): SeedDoc {
  const scheduleId = scheduleDocId(userId, s.today.day);
  return {
    collection: 'scheduleChanges',
    id: `${scheduleId}_publish-1`,
    data: {
      tenantId,
      userId,
      scheduleId,
      date: s.today.dayStart,
      before: {
        timeSlots: [{ startTime: '09:00', endTime: '18:00' }],
        lunchMinutes: 60,
        assignedAt: CREATED,
      },
      after: { timeSlots: [{ startTime: '10:00', endTime: '19:00' }], lunchMinutes: 60 },
      publishId: 'publish-1',
      notifiedAt: CREATED,
      changedBy: 'admin-1',
      reason: null,
      recordedAt: CREATED,
    },
  };
}

export const SCHEDULE_CHANGES: AttackCase[] = [
  {
    id: 'valid.schedule-change-reads',
    title: 'a manager lists the tenant’s changes of the plan and reads one (art. 27 d)',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [recorded(s), recorded(s, T2, 'emp-2')],
        list('scheduleChanges', eq('tenantId', T1)),
        get('scheduleChanges', recorded(s).id),
      ),
  },
  {
    id: 'valid.schedule-change-inspector',
    title: 'an inspector lists and reads the inspected tenant’s changes of the plan (art. 27 d)',
    actor: ACTORS.inspector,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [recorded(s)],
        list('scheduleChanges', eq('tenantId', T1)),
        get('scheduleChanges', recorded(s).id),
      ),
  },
  {
    id: 'schedule-changes.forged',
    title: 'a manager records, changes or deletes a change of the plan (only the server records them)',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) => {
      const stored = recorded(s);
      return withSeed(
        [stored],
        set('scheduleChanges', `${scheduleDocId(EMP, s.today.day)}_publish-2`, stored.data),
        update('scheduleChanges', stored.id, { reason: 'Pedido por el trabajador' }),
        remove('scheduleChanges', stored.id),
      );
    },
  },
  {
    id: 'schedule-changes.employee',
    title: 'an employee records a change of the own plan, or reads the tenant’s changes',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [recorded(s)],
        set('scheduleChanges', `${scheduleDocId(EMP, s.today.day)}_publish-2`, recorded(s).data),
        get('scheduleChanges', recorded(s).id),
        list('scheduleChanges', eq('tenantId', T1)),
      ),
  },
  {
    id: 'schedule-changes.cross-tenant',
    title: 'a manager reads another tenant’s changes of the plan, or lists them without naming the tenant',
    actor: ACTORS.otherAdmin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [recorded(s)],
        get('scheduleChanges', recorded(s).id),
        list('scheduleChanges', eq('tenantId', T1)),
        list('scheduleChanges', eq('userId', EMP)),
      ),
  },
];
