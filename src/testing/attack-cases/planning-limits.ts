/** Planning: what employees, forged values and other tenants cannot do to the plan. */
import { SERVER_TIME } from '../../data/ports/document-store';
import { holidayDocId } from '../../domain/planning/plan';
import { scheduleDocId } from '../../domain/schedule/day-schedule';
import { minutesFrom } from '../attack-scene';
import type { AttackCase } from './types';
import { T1, T2, ACTORS, EMP, COLLEAGUE, ADMIN } from './actors';
import {
  stamped,
  shift,
  pattern,
  holiday,
  published,
  draft,
  publish,
  absenceRequest,
  absenceRecord,
  approval,
  DRAFT_ID,
} from './plan-documents';
import { get, list, eq, set, update, remove, each } from './requests';
import { FIVE_SLOTS } from './planning';

export const PLANNING_LIMITS: AttackCase[] = [
  {
    id: 'plan.employee-reads-manager-tools',
    title: 'an employee reads drafts, patterns or the publish history, however constrained',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      each(
        get('scheduleDrafts', DRAFT_ID(s)),
        list('scheduleDrafts', eq('tenantId', T1)),
        list('scheduleDrafts', eq('tenantId', T1), eq('userId', EMP)),
        get('shiftPatterns', 'pattern-t1'),
        list('shiftPatterns', eq('tenantId', T1)),
        get('planPublishes', 'publish-t1'),
        list('planPublishes', eq('tenantId', T1)),
      ),
  },
  {
    id: 'plan.employee-reads-others',
    title: 'an employee reads a colleague’s absence or schedule, or lists the tenant’s absences',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      each(
        get('absences', 'absence-colleague'),
        list('absences', eq('tenantId', T1)),
        list('absences', eq('tenantId', T1), eq('userId', COLLEAGUE)),
        get('schedulesConfig', scheduleDocId(COLLEAGUE, s.today.day)),
      ),
  },
  {
    id: 'plan.employee-writes-plan',
    title: 'an employee writes a shift, a pattern, a holiday, the own schedule, a draft or a publish',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      each(
        set('shifts', 'new-shift', stamped(shift(T1))),
        set('shiftPatterns', 'new-pattern', stamped(pattern(T1))),
        set('holidays', holidayDocId(T1, s.tomorrow.day), stamped(holiday(T1, s.tomorrow))),
        update('schedulesConfig', scheduleDocId(EMP, s.tomorrow.day), { timeSlots: [] }),
        remove('schedulesConfig', scheduleDocId(EMP, s.tomorrow.day)),
        set('scheduleDrafts', scheduleDocId(EMP, s.tomorrow.day), draft(EMP, s.tomorrow, { updatedBy: EMP })),
        set('planPublishes', 'new-publish', publish(s, { publishedBy: EMP })),
      ),
  },
  {
    id: 'absence.self-approve',
    title: 'an employee approves, edits or deletes the own request',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: () =>
      each(
        update('absences', 'absence-emp', approval({ decidedBy: EMP })),
        update('absences', 'absence-emp', { note: 'otra' }),
        set('absences', 'absence-emp', { ...approval({ decidedBy: EMP }) }, true),
        remove('absences', 'absence-emp'),
      ),
  },
  {
    id: 'absence.forged-request',
    title:
      'an employee requests an approved absence, a licencia médica, for a colleague, decided or dated by the client',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      each(
        ...[
          { status: 'aprobada' },
          { type: 'licencia médica' },
          { type: 'permiso' },
          { userId: COLLEAGUE },
          { createdBy: COLLEAGUE },
          { decidedBy: ADMIN },
          { decidedBy: EMP, decidedAt: SERVER_TIME },
          { createdAt: s.now },
          { to: minutesFrom(s.tomorrow.dayStart, 367 * 1440) },
          { from: s.tomorrow.dayStart, to: s.today.dayStart },
          { note: 'x'.repeat(501) },
          { tenantId: T2 },
        ].map((overrides) => set('absences', 'new-request', absenceRequest(s, overrides))),
      ),
  },
  {
    id: 'absence.bad-decision',
    title:
      'an admin rejects without a reason, decides in another’s name or at a client time, or records undecided',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        update('absences', 'absence-emp', approval({ status: 'rechazada' })),
        update('absences', 'absence-emp', approval({ status: 'rechazada', decisionNote: '  ' })),
        update('absences', 'absence-emp', approval({ decidedBy: ACTORS.superuser.uid })),
        update('absences', 'absence-emp', approval({ decidedAt: s.now })),
        update('absences', 'absence-emp', { status: 'aprobada' }),
        update('absences', 'absence-emp', { userId: COLLEAGUE }),
        update('absences', 'absence-emp', { createdBy: ADMIN }),
        set('absences', 'new-record', absenceRecord(s, { decidedBy: null, decidedAt: null })),
        set('absences', 'new-record', absenceRecord(s, { createdBy: COLLEAGUE })),
        set('absences', 'new-record', absenceRecord(s, { type: 'permiso' })),
        set('absences', 'new-record', absenceRecord(s, { approvedBy: ADMIN })),
      ),
  },
  {
    id: 'schedule.forged-id',
    title: 'an admin publishes a day at a random id, under another person’s id, or dated another day',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        set('schedulesConfig', 'random-id', published(COLLEAGUE, s.tomorrow)),
        set('schedulesConfig', scheduleDocId(EMP, s.tomorrow.day), published(COLLEAGUE, s.tomorrow)),
        set('schedulesConfig', DRAFT_ID(s), published(COLLEAGUE, s.today)),
        update('schedulesConfig', scheduleDocId(COLLEAGUE, s.today.day), { date: s.tomorrow.dayStart }),
        update('schedulesConfig', scheduleDocId(COLLEAGUE, s.today.day), { userId: EMP }),
      ),
  },
  {
    id: 'schedule.bad-values',
    title:
      'an admin publishes 5 slots, a 25:00 end, start = end, lunch 1000, the old startTime or unknown keys',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        ...[
          { timeSlots: FIVE_SLOTS },
          { timeSlots: [{ startTime: '09:00', endTime: '25:00' }] },
          { timeSlots: [{ startTime: '9:00', endTime: '17:00' }] },
          { timeSlots: [{ startTime: '09:00', endTime: '09:00' }] },
          { timeSlots: [] },
          { lunchMinutes: 1000 },
          { startTime: '08:00' },
          { shiftId: 'x'.repeat(41) },
          { approved: true },
        ].map((overrides) =>
          set('schedulesConfig', DRAFT_ID(s), published(COLLEAGUE, s.tomorrow, overrides)),
        ),
      ),
  },
  {
    id: 'shift.bad-values',
    title:
      'an admin saves a shift with a huge name, a colour name, 5 slots, bad HH:MM, lunch 1000 or unknown keys',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: () =>
      each(
        ...[
          { name: 'x'.repeat(61) },
          { name: ' ' },
          { color: 'red' },
          { timeSlots: FIVE_SLOTS },
          { timeSlots: [{ startTime: '22:00', endTime: '6:00' }] },
          { lunchMinutes: 1000 },
          { lunchMinutes: 30.5 },
          { archived: 'yes' },
          { owner: ADMIN },
        ].map((overrides) => set('shifts', 'new-shift', stamped({ ...shift(T1), ...overrides }))),
        update('shifts', 'shift-t1', stamped({ name: 'x'.repeat(100_000) })),
      ),
  },
  {
    id: 'pattern.bad-values',
    title: 'an admin saves a pattern of 29 or no days, a 41-character day, a huge name or unknown keys',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: () =>
      each(
        ...[
          { days: Array<string>(29).fill('') },
          { days: [] },
          { days: ['shift-t1', 'x'.repeat(41)] },
          { days: ['shift-t1', 7] },
          { name: 'x'.repeat(61) },
          { startDay: '2026-01-01' },
        ].map((overrides) => set('shiftPatterns', 'new-pattern', stamped({ ...pattern(T1), ...overrides }))),
      ),
  },
  {
    id: 'draft.forged',
    title:
      'an admin drafts in another admin’s name, at a client time, at a random id, or a day off with a shift',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        set(
          'scheduleDrafts',
          scheduleDocId(EMP, s.tomorrow.day),
          draft(EMP, s.tomorrow, { updatedBy: ACTORS.superuser.uid }),
        ),
        set(
          'scheduleDrafts',
          scheduleDocId(EMP, s.tomorrow.day),
          draft(EMP, s.tomorrow, { updatedAt: s.now }),
        ),
        set('scheduleDrafts', 'random-id', draft(EMP, s.tomorrow)),
        set(
          'scheduleDrafts',
          scheduleDocId(EMP, s.tomorrow.day),
          draft(EMP, s.tomorrow, { timeSlots: null, lunchMinutes: 0 }),
        ),
        set(
          'scheduleDrafts',
          scheduleDocId(EMP, s.tomorrow.day),
          draft(EMP, s.tomorrow, { timeSlots: FIVE_SLOTS }),
        ),
        update('scheduleDrafts', DRAFT_ID(s), { lunchMinutes: 15 }),
      ),
  },
  {
    id: 'publish.forged',
    title:
      'an admin records a publish in another’s name, at a client time, of 0 days, a reversed range or extra keys',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        ...[
          { publishedBy: ACTORS.superuser.uid },
          { publishedAt: s.now },
          { count: 0 },
          { userIds: [] },
          { from: s.tomorrow.day, to: s.yesterday.day },
          { from: 'ayer' },
          { reason: 'x'.repeat(501) },
          { mailTo: ['x@example.com'] },
        ].map((overrides) => set('planPublishes', 'new-publish', publish(s, overrides))),
      ),
  },
  {
    id: 'publish.rewrite',
    title: 'managers change, overwrite or delete the publish history',
    actor: ACTORS.superuser,
    expected: 'deny',
    plan: (s) =>
      each(
        update('planPublishes', 'publish-t1', { count: 2 }),
        set('planPublishes', 'publish-t1', publish(s, { publishedBy: ACTORS.superuser.uid })),
        remove('planPublishes', 'publish-t1'),
      ),
  },
  {
    id: 'holiday.forged-id',
    title: 'an admin creates a holiday at a random id or under another day’s id, moves or mangles one',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        set('holidays', 'random-id', stamped(holiday(T1, s.tomorrow))),
        set('holidays', holidayDocId(T1, s.yesterday.day), stamped(holiday(T1, s.tomorrow))),
        update('holidays', holidayDocId(T1, s.today.day), stamped({ date: s.tomorrow.dayStart })),
        update('holidays', holidayDocId(T1, s.today.day), stamped({ name: 'x'.repeat(101) })),
        update('holidays', holidayDocId(T1, s.today.day), stamped({ irrenunciable: 'sí' })),
        update('holidays', holidayDocId(T1, s.today.day), stamped({ region: 'RM' })),
      ),
  },
  {
    id: 'cross.planning',
    title: 'an admin reads or writes another tenant’s patterns, holidays, drafts, publishes and absences',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        get('shiftPatterns', 'pattern-t2'),
        list('planPublishes', eq('tenantId', T2)),
        get('absences', 'absence-t2'),
        set('shiftPatterns', 'new-pattern', stamped(pattern(T2))),
        set('holidays', holidayDocId(T2, s.tomorrow.day), stamped(holiday(T2, s.tomorrow))),
        update('holidays', holidayDocId(T2, s.today.day), stamped({ name: 'Otro' })),
        set(
          'scheduleDrafts',
          scheduleDocId('emp-2', s.tomorrow.day),
          draft('emp-2', s.tomorrow, { tenantId: T2 }),
        ),
        set('planPublishes', 'new-publish', publish(s, { tenantId: T2 })),
        update('absences', 'absence-t2', approval()),
        set('absences', 'new-record', absenceRecord(s, { tenantId: T2, userId: 'emp-2' })),
        update('shiftPatterns', 'pattern-t1', stamped({ tenantId: T2 })),
      ),
  },
];
