import { SERVER_TIME } from '../../data/ports/document-store';
import { overtimeDecisionId } from '../../domain/attendance/overtime';
import { addDaysToKey, addMonthsToKey, endOfMonthKey, startOfMonthKey } from '../../domain/calendar/day-keys';
import { lastClosableDay } from '../../domain/attendance/period-close';
import { holidayDocId } from '../../domain/planning/plan';
import { attendanceDocId, scheduleDocId } from '../../domain/schedule/day-schedule';
import type { SeedDoc, AttackPlan, AttackCase, AttackScene } from './types';
import { T1, ACTORS, EMP, COLLEAGUE, ADMIN } from './actors';
import { CREATED, tenant, newPunch, todayId, checkedIn, LOCATION } from './documents';
import {
  stamped,
  holiday,
  holidayDoc,
  PUBLISH_ID,
  published,
  draft,
  publish,
  openPublish,
  absenceRequest,
  absenceRecord,
  approval,
  proposal,
  acceptance,
  storedProposal,
} from './plan-documents';
import { set, update, remove, batch, each, withSeed, laterPunch } from './requests';
import { adminLog } from './planning';
import { agreement, decision, decisionAt } from './overtime';
import { signature, signatureAt } from './signoff';

// ---- Closed periods: nothing of a day up to the tenant's closedThrough is written. ----

/** t1 closed through `day` (as stored: the close itself is judged by the tenant cases below). */
export const closedThrough = (day: string): SeedDoc => ({
  collection: 'tenants',
  id: T1,
  data: tenant(T1, { closedThrough: day }),
});

/** A change of closedThrough with its stamp (the server logs it): a reopening names a reason, a close none. */
const tenantUpdate = (data: Record<string, unknown>, reason: string | null = null) =>
  update('tenants', T1, {
    periodChangedBy: ADMIN,
    periodChangedAt: SERVER_TIME,
    periodReason: reason,
    ...data,
  });
const REOPEN_REASON = 'Faltó una corrección';

/** The end of the last month a period may be closed through at the scene's clock (lastClosableDay). */
function lastClosableMonthEnd(s: AttackScene): string {
  const last = lastClosableDay(s.now);
  return last === endOfMonthKey(last) ? last : addDaysToKey(startOfMonthKey(last), -1);
}

/** The end of the month `months` before the one ending on `monthEnd`. */
const monthEndBefore = (monthEnd: string, months: number) =>
  endOfMonthKey(addMonthsToKey(startOfMonthKey(monthEnd), -months));

/**
 * Writes of every period-bound collection that rewrite (or create) a doc of a day closed when t1 is closed through
 * yesterday, or that move a doc into such a day: with `closed` null (nothing closed) each is a valid write.
 */
function closedDayRewrites(s: AttackScene, closed: string | null): AttackPlan {
  return withSeed(
    [
      ...(closed === null ? [] : [closedThrough(closed)]),
      openPublish(s),
      {
        collection: 'scheduleDrafts',
        id: scheduleDocId(EMP, s.monthAgo.day),
        data: { ...draft(EMP, s.monthAgo), updatedAt: CREATED },
      },
      {
        collection: 'absences',
        id: 'absence-closed',
        data: {
          ...absenceRecord(s, { from: s.monthAgo.dayStart, to: s.monthAgo.dayStart }),
          createdAt: CREATED,
          decidedAt: CREATED,
        },
      },
      {
        collection: 'overtimeDecisions',
        id: overtimeDecisionId(EMP, s.monthAgo.day),
        data: { ...decision(s, { day: s.monthAgo.day }), decidedAt: CREATED },
      },
    ],
    set('schedulesConfig', scheduleDocId(COLLEAGUE, s.yesterday.day), published(COLLEAGUE, s.yesterday)),
    update('schedulesConfig', scheduleDocId(EMP, s.monthAgo.day), {
      lunchMinutes: 45,
      publishId: PUBLISH_ID,
    }),
    update('scheduleDrafts', scheduleDocId(EMP, s.monthAgo.day), {
      lunchMinutes: 45,
      updatedAt: SERVER_TIME,
    }),
    remove('scheduleDrafts', scheduleDocId(EMP, s.monthAgo.day)),
    update('absences', 'absence-closed', approval({ status: 'anulada', decisionNote: 'Corregida' })),
    update('absences', 'absence-emp', approval({ from: s.yesterday.dayStart })),
    set(
      'overtimeDecisions',
      overtimeDecisionId(EMP, s.monthAgo.day),
      decision(s, { day: s.monthAgo.day, seconds: 1_800 }),
    ),
    update('corrections', 'correction-emp', {
      status: 'withdrawn',
      answeredBy: ADMIN,
      answeredAt: SERVER_TIME,
      answer: 'Ya no aplica',
    }),
  );
}

export const PERIOD_CLOSE: AttackCase[] = [
  {
    id: 'valid.period-close',
    title: 'an admin closes the next ended month, or reopens the last closed one with a reason, each stamped',
    actor: ACTORS.admin,
    expected: 'allow',
    refs: ['H3'],
    plan: (s) => {
      const closable = lastClosableMonthEnd(s);
      const before = monthEndBefore(closable, 1);
      return withSeed(
        [closedThrough(before)],
        tenantUpdate({ closedThrough: closable }),
        tenantUpdate({ closedThrough: before }, REOPEN_REASON),
      );
    },
  },
  {
    id: 'valid.period-first-close',
    title: 'an admin of a tenant with nothing closed closes an ended month',
    actor: ACTORS.admin,
    expected: 'allow',
    refs: ['H3'],
    plan: (s) => each(tenantUpdate({ closedThrough: lastClosableMonthEnd(s) })),
  },
  {
    id: 'period.close-today-or-reopen-all',
    title:
      'an admin closes today, yesterday or the month in course, skips a month, reopens every period at once (null) or two months back (security review H3)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['H3'],
    plan: (s) => {
      // Closed through two months before the last ended one: the next to close is the month between.
      const closable = lastClosableMonthEnd(s);
      const stored = monthEndBefore(closable, 2);
      return withSeed(
        [closedThrough(stored)],
        tenantUpdate({ closedThrough: s.today.day }),
        tenantUpdate({ closedThrough: s.yesterday.day }),
        tenantUpdate({ closedThrough: endOfMonthKey(s.today.day) }),
        tenantUpdate({ closedThrough: closable }),
        tenantUpdate({ closedThrough: null }, REOPEN_REASON),
        tenantUpdate({ closedThrough: monthEndBefore(stored, 2) }, REOPEN_REASON),
      );
    },
  },
  {
    id: 'period.close-future-or-malformed',
    title:
      'an admin closes a period that has not ended, or writes closedThrough as a date, a number or a bad day (security review L1)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['L1'],
    plan: (s) =>
      each(
        tenantUpdate({ closedThrough: s.tomorrow.day }),
        tenantUpdate({ closedThrough: '2026-02-30' }),
        tenantUpdate({ closedThrough: '2025-02-29' }),
        tenantUpdate({ closedThrough: s.yesterday.dayStart }),
        tenantUpdate({ closedThrough: 20260101 }),
      ),
  },
  {
    id: 'period.unstamped',
    title:
      'an admin closes or reopens without the stamp, in another’s name, at a client time, closes with a reason, reopens without one, or rewrites the stamp alone (security review H3, M6)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['H3', 'security review M6'],
    plan: (s) => {
      const closable = lastClosableMonthEnd(s);
      const before = monthEndBefore(closable, 1);
      return withSeed(
        [closedThrough(before)],
        update('tenants', T1, { closedThrough: closable }),
        batch(update('tenants', T1, { closedThrough: closable }), adminLog('period.close', T1)),
        tenantUpdate({ closedThrough: closable, periodChangedBy: EMP }),
        tenantUpdate({ closedThrough: closable, periodChangedAt: s.now }),
        tenantUpdate({ closedThrough: closable }, 'Cierre'),
        tenantUpdate({ closedThrough: monthEndBefore(closable, 2) }),
        tenantUpdate({ closedThrough: monthEndBefore(closable, 2) }, '  '),
        update('tenants', T1, { periodChangedBy: ADMIN, periodChangedAt: SERVER_TIME, periodReason: null }),
      );
    },
  },
  {
    id: 'period.employee-closes',
    title: 'an employee closes or reopens the tenant’s periods',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [closedThrough(s.monthAgo.day)],
        update('tenants', T1, { closedThrough: s.yesterday.day }),
        update('tenants', T1, { closedThrough: null }),
      ),
  },
  {
    id: 'valid.period-open-days',
    title:
      'with the periods closed through yesterday, an admin still corrects, plans and decides today and later',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [closedThrough(s.yesterday.day)],
        set(
          'corrections',
          'new-correction',
          proposal(s, { date: s.today.dayStart, attendanceId: attendanceDocId(EMP, s.today.day, 0) }),
        ),
        set('scheduleDrafts', scheduleDocId(EMP, s.tomorrow.day), draft(EMP, s.tomorrow)),
        set('overtimeDecisions', overtimeDecisionId(EMP, s.today.day), decision(s, { day: s.today.day })),
        update('absences', 'absence-emp', approval()),
      ),
  },
  {
    id: 'period.manager-writes-closed-day',
    title:
      'with the periods closed through yesterday, an admin corrects, plans, re-plans, deletes a plan, records an absence, decides overtime, adds or removes a holiday of a closed day',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [closedThrough(s.yesterday.day), holidayDoc(T1, s.monthAgo), openPublish(s)],
        set('holidays', holidayDocId(T1, s.yesterday.day), stamped(holiday(T1, s.yesterday))),
        update('holidays', holidayDocId(T1, s.monthAgo.day), stamped({ name: 'Otro nombre' })),
        remove('holidays', holidayDocId(T1, s.monthAgo.day)),
        set('corrections', 'new-correction', proposal(s)),
        set('scheduleDrafts', scheduleDocId(EMP, s.yesterday.day), draft(EMP, s.yesterday)),
        set('schedulesConfig', scheduleDocId(EMP, s.yesterday.day), published(EMP, s.yesterday)),
        remove('schedulesConfig', scheduleDocId(EMP, s.monthAgo.day)),
        set('absences', 'new-absence', absenceRecord(s, { from: s.yesterday.dayStart })),
        set('overtimeDecisions', decisionAt(s), decision(s)),
      ),
  },
  {
    id: 'period.manager-rewrites-closed-day',
    title:
      'with the periods closed through yesterday, an admin publishes or re-plans a closed day, edits or deletes its draft, edits its absence or decision, moves an absence into it, or withdraws its correction',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) => closedDayRewrites(s, s.yesterday.day),
  },
  {
    id: 'valid.period-rewrites-open-day',
    title:
      'the writes of period.manager-rewrites-closed-day with nothing closed: each is refused there for its closed day only',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) => closedDayRewrites(s, null),
  },
  {
    id: 'period.employee-requests-closed-day',
    title: 'an employee requests (otherwise validly) a vacation starting on a day the admin has closed',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [closedThrough(s.yesterday.day)],
        set('absences', 'new-request', absenceRequest(s, { from: s.yesterday.dayStart })),
      ),
  },
  {
    id: 'valid.period-unbound-writes',
    title:
      'with the periods closed through yesterday, an admin still records an agreement and a publish over closed days, and edits a shift and a pattern: only the period-bound collections are closed',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [closedThrough(s.yesterday.day)],
        set(
          'overtimeAgreements',
          'agreement-closed',
          agreement(s, { from: s.monthAgo.day, to: s.yesterday.day }),
        ),
        set('planPublishes', 'publish-closed', publish(s, { from: s.monthAgo.day, to: s.yesterday.day })),
        update('shifts', 'shift-t1', stamped({ name: 'Mañana larga' })),
        update('shiftPatterns', 'pattern-t1', stamped({ name: 'Otra rotación' })),
      ),
  },
  {
    id: 'valid.period-unbound-signature',
    title: 'with the periods closed through yesterday, the worker still signs last week (a closed week)',
    actor: ACTORS.employee,
    expected: 'allow',
    plan: (s) =>
      withSeed([closedThrough(s.yesterday.day)], set('weekSignatures', signatureAt(s), signature(s))),
  },
  // Res. Ex. N° 38 art. 40: the worker has the 48 hours to object whatever the employer closes meanwhile; a close
  // that refused the answer would consolidate the correction in silence.
  {
    id: 'valid.worker-accepts-closed-day',
    title: 'the worker accepts a pending correction of a day closed since it was proposed (art. 40)',
    actor: ACTORS.employee,
    expected: 'allow',
    plan: (s) =>
      withSeed([closedThrough(s.yesterday.day)], update('corrections', 'correction-emp', acceptance)),
  },
  {
    id: 'valid.worker-objects-closed-day',
    title: 'the worker objects to a pending correction of a day closed since it was proposed (art. 40)',
    actor: ACTORS.employee,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [closedThrough(s.yesterday.day)],
        update('corrections', 'correction-emp', {
          status: 'objected',
          respondedAt: SERVER_TIME,
          response: 'Salí a las 17:30',
        }),
      ),
  },
  {
    id: 'period.worker-rewrites-closed-day',
    title: 'in a closed day, the worker accepts a correction once its 48 hours have passed',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [closedThrough(s.yesterday.day), storedProposal(s, 49)],
        update('corrections', 'correction-emp', acceptance),
      ),
  },
  {
    id: 'period.check-in-closed-day',
    title: 'an employee checks in (otherwise validly) on a day the admin has closed',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [closedThrough(s.today.day)],
        set('attendance', todayId(s), newPunch(s, s.today, { location: LOCATION })),
      ),
  },
  {
    id: 'period.lunch-closed-day',
    title: 'an employee starts lunch (otherwise validly) on a day the admin has closed',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) => {
      const plan = laterPunch(s, checkedIn(s), 'lunchStart');
      return { ...plan, seed: [closedThrough(s.today.day), ...(plan.seed ?? [])] };
    },
  },
];
