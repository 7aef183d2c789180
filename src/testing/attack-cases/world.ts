import { workplace } from './workplaces';
import { incident } from './incidents';
import type { CollectionName } from '../../data/ports/collections';
import { attendanceDocId } from '../../domain/schedule/day-schedule';
import { minutesFrom } from '../attack-scene';
import type { SeedDoc, AttackScene } from './types';
import { T1, T2, ACTORS, EMP, COLLEAGUE, FREE, ADMIN } from './actors';
import { CREATED, tenant, user, scheduleDoc, storedPunch, validLead, leadEvent, validLog } from './documents';
import {
  shift,
  pattern,
  holidayDoc,
  draft,
  publish,
  absenceRequest,
  absenceRecord,
  proposal,
  DRAFT_ID,
} from './plan-documents';

/** Everything every case starts from. */
export function attackWorld(scene: AttackScene): SeedDoc[] {
  const { today } = scene;
  const doc = (collection: CollectionName, id: string, data: Record<string, unknown>): SeedDoc => ({
    collection,
    id,
    data,
  });
  return [
    doc('tenants', T1, tenant(T1)),
    doc('tenants', T2, tenant(T2)),
    doc('users', EMP, user(EMP, 'employee')),
    doc('users', COLLEAGUE, user(COLLEAGUE, 'employee')),
    doc('users', FREE, user(FREE, 'employee')),
    doc('users', ADMIN, user(ADMIN, 'admin')),
    doc('users', ACTORS.superuser.uid, user(ACTORS.superuser.uid, 'superuser')),
    doc('users', ACTORS.otherAdmin.uid, user(ACTORS.otherAdmin.uid, 'admin', T2)),
    doc('users', 'emp-2', user('emp-2', 'employee', T2)),
    scheduleDoc(EMP, today),
    scheduleDoc(EMP, scene.yesterday),
    scheduleDoc(EMP, scene.tomorrow),
    scheduleDoc(EMP, scene.monthAgo),
    scheduleDoc(COLLEAGUE, today),
    doc('attendance', attendanceDocId('emp-2', today.day, 0), {
      ...storedPunch('emp-2', today, minutesFrom(scene.now, -20)),
      tenantId: T2,
    }),
    doc('shifts', 'shift-t1', shift(T1)),
    doc('shifts', 'shift-t2', shift(T2)),
    doc('shiftPatterns', 'pattern-t1', pattern(T1)),
    doc('shiftPatterns', 'pattern-t2', pattern(T2)),
    holidayDoc(T1, today),
    holidayDoc(T2, today),
    doc('workplaces', 'workplace-t1', workplace(T1)),
    doc('workplaces', 'workplace-t2', workplace(T2)),
    doc('incidents', 'incident-platform', incident(null)),
    doc('incidents', 'incident-t1', incident(T1)),
    doc('incidents', 'incident-t2', incident(T2)),
    doc(
      'incidents',
      'incident-open',
      incident(null, { end: null, origin: 'sistema', createdBy: 'sistema', detector: 'firma-de-marcas' }),
    ),
    doc('scheduleDrafts', DRAFT_ID(scene), { ...draft(COLLEAGUE, scene.tomorrow), updatedAt: CREATED }),
    doc('planPublishes', 'publish-t1', { ...publish(scene), publishedAt: CREATED }),
    doc('planPublishes', 'publish-t2', { ...publish(scene), tenantId: T2, publishedAt: CREATED }),
    doc('absences', 'absence-emp', { ...absenceRequest(scene), createdAt: CREATED }),
    doc('absences', 'absence-colleague', { ...absenceRecord(scene), createdAt: CREATED, decidedAt: CREATED }),
    doc('absences', 'absence-t2', {
      ...absenceRequest(scene),
      tenantId: T2,
      userId: 'emp-2',
      createdBy: 'emp-2',
      createdAt: CREATED,
    }),
    doc('corrections', 'correction-emp', {
      ...proposal(scene),
      createdAt: minutesFrom(scene.now, -60),
    }),
    doc('corrections', 'correction-t2', {
      ...proposal(scene),
      tenantId: T2,
      userId: 'emp-2',
      attendanceId: attendanceDocId('emp-2', scene.yesterday.day, 0),
      createdBy: ACTORS.otherAdmin.uid,
      createdAt: minutesFrom(scene.now, -60),
    }),
    doc('payroll', 'payroll-t2', {
      tenantId: T2,
      period: '2025-05',
      lines: [],
      status: 'borrador',
      createdAt: CREATED,
    }),
    doc('logs', 'log-t1', { ...validLog({ actorId: ADMIN }), createdAt: CREATED }),
    doc('leads', 'lead-1', { ...validLead(), createdAt: CREATED }),
    doc('leadEvents', 'lead-event-1', { ...leadEvent(), createdAt: CREATED }),
  ];
}
