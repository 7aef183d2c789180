/** Planning: shifts, patterns, holidays, drafts, publishes and absences as managers write them. */
import { SERVER_TIME } from '../../data/ports/document-store';
import { utcDayOf } from '../../data/policy/planning-write';
import { holidayDocId } from '../../domain/planning/plan';
import { scheduleDocId } from '../../domain/schedule/day-schedule';
import type { AttackCase } from './types';
import { T1, ACTORS, EMP, COLLEAGUE, ADMIN } from './actors';
import { CREATED, validLog } from './documents';
import {
  stamped,
  shift,
  pattern,
  holiday,
  PUBLISH_ID,
  published,
  draft,
  publish,
  openPublish,
  absenceRequest,
  absenceRecord,
  approval,
  DRAFT_ID,
} from './plan-documents';
import { get, list, eq, set, update, remove, batch, each, withSeed } from './requests';

/** The log entry of a planning write, as the admin appends it (one id per action and target). */
export const adminLog = (action: string, target: string) =>
  set('logs', `log-${action}-${target}`, validLog({ actorId: ADMIN, action, target }));

export const FIVE_SLOTS = ['06:00', '08:00', '10:00', '12:00', '14:00'].map((start) => ({
  startTime: start,
  endTime: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
}));

export const PLANNING: AttackCase[] = [
  {
    id: 'valid.plan-shift-and-pattern',
    title:
      'an admin creates a shift, archives another and saves a 4x4 pattern, each signed (the server logs it)',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: () =>
      each(
        batch(
          set(
            'shifts',
            'new-shift',
            stamped({ ...shift(T1), timeSlots: [{ startTime: '22:00', endTime: '06:00' }] }),
          ),
        ),
        update('shifts', 'shift-t1', stamped({ archived: true })),
        set('shiftPatterns', 'new-pattern', stamped(pattern(T1))),
      ),
  },
  {
    id: 'valid.plan-holidays',
    title: 'an admin loads holidays under their day’s id, renames one and removes another',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      each(
        batch(
          set(
            'holidays',
            holidayDocId(T1, s.tomorrow.day),
            stamped(holiday(T1, s.tomorrow, { irrenunciable: true })),
          ),
          set('holidays', holidayDocId(T1, s.monthAgo.day), stamped(holiday(T1, s.monthAgo))),
        ),
        update(
          'holidays',
          holidayDocId(T1, s.today.day),
          stamped({ name: 'Feriado regional', irrenunciable: true }),
        ),
        remove('holidays', holidayDocId(T1, s.monthAgo.day)),
      ),
  },
  {
    id: 'valid.plan-draft-and-publish',
    title:
      'an admin drafts a day, then publishes a draft: schedule, draft deleted, history and log in one batch',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      each(
        batch(
          set('scheduleDrafts', scheduleDocId(EMP, s.tomorrow.day), draft(EMP, s.tomorrow)),
          adminLog('schedule.draft', 'agenda'),
        ),
        batch(
          set('planPublishes', PUBLISH_ID, publish(s, { reason: 'Cambio pedido por la persona' })),
          set('schedulesConfig', DRAFT_ID(s), published(COLLEAGUE, s.tomorrow)),
          remove('scheduleDrafts', DRAFT_ID(s)),
        ),
        // A published day off: the schedule is removed and the draft with it.
        batch(
          set('scheduleDrafts', scheduleDocId(EMP, s.yesterday.day), {
            ...draft(EMP, s.yesterday),
            timeSlots: null,
            shiftId: null,
            lunchMinutes: 0,
          }),
          adminLog('schedule.draft', 'agenda-libre'),
        ),
        batch(
          remove('schedulesConfig', scheduleDocId(EMP, s.yesterday.day)),
          remove('scheduleDrafts', scheduleDocId(EMP, s.yesterday.day)),
          set(
            'planPublishes',
            'second-publish',
            publish(s, { userIds: [EMP], from: s.yesterday.day, to: s.yesterday.day }),
          ),
        ),
      ),
  },
  {
    id: 'valid.plan-reads',
    title: 'an admin reads the tenant’s drafts, patterns and publish history; an employee the own plan',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      each(
        list('scheduleDrafts', eq('tenantId', T1)),
        get('scheduleDrafts', DRAFT_ID(s)),
        list('shiftPatterns', eq('tenantId', T1)),
        list('planPublishes', eq('tenantId', T1)),
        get('planPublishes', 'publish-t1'),
        list('absences', eq('tenantId', T1)),
      ),
  },
  {
    id: 'valid.employee-plan-reads',
    title: 'an employee reads the own published days, the own absences, the holidays and the shifts',
    actor: ACTORS.employee,
    expected: 'allow',
    plan: (s) =>
      each(
        list('schedulesConfig', eq('tenantId', T1), eq('userId', EMP)),
        list('absences', eq('tenantId', T1), eq('userId', EMP)),
        get('absences', 'absence-emp'),
        list('holidays', eq('tenantId', T1)),
        get('holidays', holidayDocId(T1, s.today.day)),
        list('shifts', eq('tenantId', T1)),
      ),
  },
  {
    id: 'valid.absence-request',
    title: 'an employee requests vacations or a permission for themselves (the server logs each request)',
    actor: ACTORS.employee,
    expected: 'allow',
    plan: (s) =>
      each(
        set('absences', 'new-request', absenceRequest(s, { note: 'Viaje familiar' })),
        set(
          'absences',
          'other-request',
          absenceRequest(s, { type: 'permiso sin goce', attachmentName: 'citación.pdf' }),
        ),
      ),
  },
  {
    id: 'valid.absence-decisions',
    title:
      'an admin approves a request, rejects one with a reason, records a sick leave and voids one with a reason (the server logs each)',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [{ collection: 'absences', id: 'absence-2', data: { ...absenceRequest(s), createdAt: CREATED } }],
        update('absences', 'absence-emp', approval()),
        update('absences', 'absence-2', approval({ status: 'rechazada', decisionNote: 'Temporada alta' })),
        set('absences', 'new-record', absenceRecord(s)),
        update(
          'absences',
          'absence-colleague',
          approval({ status: 'anulada', decisionNote: 'Registrada por error' }),
        ),
      ),
  },
  {
    id: 'absence.unattributed',
    title:
      'an admin changes an absence without deciding it as themselves now: a note or a type edited with no decision, a decision with no stamp or another manager’s (the server could not log who did it; security review M6)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['security review M6'],
    plan: () =>
      each(
        update('absences', 'absence-emp', { note: 'Cambiada sin decidir' }),
        update('absences', 'absence-emp', { type: 'permiso con goce' }),
        update('absences', 'absence-emp', { status: 'aprobada' }),
        update('absences', 'absence-emp', approval({ decidedBy: COLLEAGUE })),
      ),
  },
  {
    id: 'schedule.unattributed',
    title:
      'an admin writes a shift, a pattern or a holiday unsigned, or signed as another manager or at another time: the server could not log who did it (security review M6)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['security review M6'],
    plan: (s) =>
      each(
        set('shifts', 'new-shift', shift(T1)),
        update('shifts', 'shift-t1', { archived: true }),
        update('shifts', 'shift-t1', { name: 'Mañana larga', updatedBy: COLLEAGUE, updatedAt: SERVER_TIME }),
        set('shiftPatterns', 'new-pattern', pattern(T1)),
        update('shiftPatterns', 'pattern-t1', { name: 'Otra rotación', updatedBy: ADMIN, updatedAt: s.now }),
        set('holidays', holidayDocId(T1, s.tomorrow.day), holiday(T1, s.tomorrow)),
        update('holidays', holidayDocId(T1, s.today.day), { name: 'Feriado regional' }),
      ),
  },
  {
    id: 'schedule.unpublished',
    title:
      'an admin writes a published schedule outside a publish in progress of their own: with no publishId, naming a missing, finished, another manager’s, stale (61 minutes), other people’s or other days’ publish, or reopens, edits or finishes another’s publish: the change would leave no server entry (security review M6)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['security review M6'],
    plan: (s) => {
      const colleagueTomorrow = scheduleDocId(COLLEAGUE, s.tomorrow.day);
      const stale = new Date(s.now.getTime() - 61 * 60_000);
      const write = (overrides: Record<string, unknown>) =>
        set('schedulesConfig', colleagueTomorrow, published(COLLEAGUE, s.tomorrow, overrides));
      return withSeed(
        [
          openPublish(s),
          { ...openPublish(s), id: 'publish-stale' },
          { ...openPublish(s, { userIds: [EMP] }), id: 'publish-emp' },
          { ...openPublish(s, { to: s.yesterday.day }), id: 'publish-past' },
          { ...openPublish(s, { publishedBy: ACTORS.superuser.uid }), id: 'publish-super' },
        ].map((doc) =>
          doc.id === 'publish-stale'
            ? { ...doc, data: { ...doc.data, publishedAt: stale, utcDay: utcDayOf(stale) } }
            : doc,
        ),
        set(
          'schedulesConfig',
          colleagueTomorrow,
          Object.fromEntries(
            Object.entries(published(COLLEAGUE, s.tomorrow)).filter(([key]) => key !== 'publishId'),
          ),
        ),
        set('schedulesConfig', colleagueTomorrow, { ...published(COLLEAGUE, s.tomorrow), publishId: null }),
        write({ publishId: 'missing-publish' }),
        write({ publishId: 'publish-t1' }),
        write({ publishId: 'publish-super' }),
        write({ publishId: 'publish-stale' }),
        write({ publishId: 'publish-emp' }),
        write({ publishId: 'publish-past' }),
        update('schedulesConfig', scheduleDocId(EMP, s.today.day), { lunchMinutes: 45 }),
        update('planPublishes', 'publish-t1', { status: 'en curso' }),
        update('planPublishes', PUBLISH_ID, { status: 'publicada', count: 2 }),
        update('planPublishes', PUBLISH_ID, { to: s.today.day }),
        update('planPublishes', 'publish-super', { status: 'publicada' }),
        set('planPublishes', 'new-publish', publish(s, { status: 'borrador' })),
        set('planPublishes', 'new-publish', publish(s, { utcDay: '2020-01-01' })),
      );
    },
  },
  {
    id: 'valid.schedule-publish-in-batches',
    title:
      'an admin publishes in two batches: the first starts the publish (en curso) with a schedule, the second writes another and finishes it (publicada); a day off deleted inside it',
    actor: ACTORS.admin,
    expected: 'allow',
    refs: ['security review M6'],
    plan: (s) =>
      each(
        batch(
          set(
            'planPublishes',
            PUBLISH_ID,
            publish(s, {
              status: 'en curso',
              userIds: [EMP, COLLEAGUE],
              to: s.tomorrow.day,
              from: s.today.day,
            }),
          ),
          set('schedulesConfig', scheduleDocId(COLLEAGUE, s.tomorrow.day), published(COLLEAGUE, s.tomorrow)),
        ),
        batch(
          set('schedulesConfig', scheduleDocId(EMP, s.tomorrow.day), published(EMP, s.tomorrow)),
          remove('schedulesConfig', scheduleDocId(EMP, s.today.day)),
          update('planPublishes', PUBLISH_ID, { status: 'publicada' }),
        ),
      ),
  },
];
