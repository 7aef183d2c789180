import { SERVER_TIME } from '../../data/ports/document-store';
import { attendanceDocId } from '../../domain/schedule/day-schedule';
import { slotIntervalAt } from '../../domain/attendance/punch-window';
import { isoWeekdayOfKey } from '../../domain/calendar/day-keys';
import { minutesFrom, slotOnDay, type SlotDay } from '../attack-scene';
import type { AttackCase, AttackScene } from './types';
import { T1, T2, ACTORS, EMP, COLLEAGUE, ADMIN } from './actors';
import {
  newPunch,
  todayId,
  colleagueRecord,
  companyRecord,
  LOCATION,
  storedPunch,
  validLog,
} from './documents';
import type { SeedDoc } from './types';
import { proposal, storedProposal, acceptance, holidayDoc } from './plan-documents';
import { get, list, eq, set, update, remove, batch, each, withSeed } from './requests';

// ---- Corrections: attendance is never rewritten by a manager; a correction is a record of its own. ----

/** A punch correction of emp-1's marca of `at`'s day. */
function proposalOn(s: AttackScene, at: SlotDay, overrides: Record<string, unknown> = {}) {
  return proposal(s, {
    date: at.dayStart,
    attendanceId: attendanceDocId(EMP, at.day, 0),
    after: minutesFrom(at.dayStart, 18 * 60),
    ...overrides,
  });
}

/** The start and end of emp-1's slot of yesterday (the world's schedule), as the rules compute them. */
function yesterdaySlot(s: AttackScene): { start: Date; end: Date } {
  const interval = slotIntervalAt(s.yesterday.dayStart, s.yesterday.slot);
  if (interval === null) throw new Error('the scene’s slot is malformed');
  return interval;
}

/** emp-1's record of yesterday: in 10 minutes late, out 30 minutes early, with a lunch. */
function lateAndEarly(s: AttackScene): SeedDoc {
  const { start, end } = yesterdaySlot(s);
  return {
    collection: 'attendance',
    id: attendanceDocId(EMP, s.yesterday.day, 0),
    data: storedPunch(EMP, s.yesterday, minutesFrom(start, 10), {
      lunchStartTime: minutesFrom(start, 120),
      lunchEndTime: minutesFrom(start, 150),
      checkOutTime: minutesFrom(end, -30),
    }),
  };
}

/** A correction of emp-1's `punch` of yesterday, from its recorded time in lateAndEarly to `after`. */
function moveOf(s: AttackScene, punch: string, recorded: Date | null, after: Date) {
  return proposal(s, { punch, before: recorded, after });
}

/**
 * The latest day before yesterday whose next day is a weekday: with no holiday stored between, that next day was
 * its business day and has passed, so a marca of it is past art. 41's limit whatever weekday the suite runs on.
 */
function pastItsBusinessDay(s: AttackScene): SlotDay {
  for (let back = 2; ; back += 1) {
    if (isoWeekdayOfKey(slotOnDay(s.today, 1 - back).day) <= 5) return slotOnDay(s.today, -back);
  }
}

export const CORRECTIONS: AttackCase[] = [
  {
    id: 'correction.manager-overwrites-punch',
    title: 'an admin overwrites the check-out of a record, the company’s or the person’s own',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [companyRecord(s)],
        update('attendance', todayId(s, COLLEAGUE), { checkOutTime: s.now, source: 'admin' }),
        update('attendance', todayId(s, COLLEAGUE), { deviceTimes: {}, location: LOCATION }),
      ),
  },
  {
    id: 'correction.manager-deletes-punch',
    title: 'an admin deletes an attendance record',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) => withSeed([colleagueRecord(s)], remove('attendance', todayId(s, COLLEAGUE))),
  },
  {
    id: 'correction.manager-creates-record',
    title: 'an admin creates an attendance record for a person, as the company or as the person',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        set('attendance', todayId(s), newPunch(s, s.today, { checkInTime: s.now, source: 'admin' })),
        set('attendance', todayId(s), newPunch(s, s.today)),
      ),
  },
  {
    id: 'valid.correction-propose',
    title: 'an admin proposes a missing check-out with its audit entry, in one batch',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      each(
        batch(
          set('corrections', 'new-correction', proposal(s)),
          set(
            'logs',
            'new-log',
            validLog({ actorId: ADMIN, action: 'correction.propose', target: 'new-correction' }),
          ),
        ),
        set(
          'corrections',
          'new-justification',
          proposal(s, { kind: 'justify', punch: null, before: null, after: null }),
        ),
      ),
  },
  {
    id: 'correction.bad-proposal',
    title:
      'an admin proposes a correction already accepted, signed by another, without a reason, or malformed',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        set('corrections', 'c1', proposal(s, { status: 'accepted' })),
        set('corrections', 'c2', proposal(s, { createdBy: COLLEAGUE })),
        set('corrections', 'c3', proposal(s, { reason: '  ' })),
        set('corrections', 'c4', proposal(s, { reason: 'x'.repeat(501) })),
        set('corrections', 'c5', proposal(s, { createdAt: s.now })),
        set('corrections', 'c6', proposal(s, { objectionHours: 0 })),
        set('corrections', 'c7', proposal(s, { objectionHours: 169 })),
        set('corrections', 'c8', proposal(s, { punch: 'lunch' })),
        set('corrections', 'c9', proposal(s, { after: null })),
        set('corrections', 'c10', proposal(s, { kind: 'justify' })),
        set(
          'corrections',
          'c11',
          proposal(s, { attendanceId: attendanceDocId(COLLEAGUE, s.yesterday.day, 0) }),
        ),
        set('corrections', 'c12', proposal(s, { respondedAt: s.now })),
        set('corrections', 'c13', proposal(s, { extra: true })),
      ),
  },
  {
    id: 'correction.objection-window-not-48',
    title:
      'an admin proposes a correction with an objection window other than the 48 hours of Res. Ex. N° 38 art. 40 (shorter leaves the worker less time)',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        set('corrections', 'c1', proposal(s, { objectionHours: 1 })),
        set('corrections', 'c2', proposal(s, { objectionHours: 24 })),
        set('corrections', 'c3', proposal(s, { objectionHours: 47 })),
        set('corrections', 'c4', proposal(s, { objectionHours: 49 })),
        set('corrections', 'c5', proposal(s, { objectionHours: 72 })),
        set('corrections', 'c6', proposal(s, { objectionHours: '48' })),
      ),
  },
  {
    id: 'valid.correction-next-business-day',
    title:
      'an admin corrects a marca of the day before a holiday on the day after it (art. 41: up to the next business day), and justifies an absence of last week',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [holidayDoc(T1, s.yesterday)],
        set('corrections', 'c1', proposalOn(s, slotOnDay(s.today, -2))),
        set(
          'corrections',
          'c2',
          proposalOn(s, slotOnDay(s.today, -8), { kind: 'justify', punch: null, before: null, after: null }),
        ),
      ),
  },
  {
    id: 'correction.after-next-business-day',
    title:
      'an admin corrects a marca 8 days later, every day between being a holiday or a weekend (Res. Ex. N° 38 art. 41: never more than 6 days)',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [-1, -2, -3, -4, -5, -6, -7].map((days) => holidayDoc(T1, slotOnDay(s.today, days))),
        set('corrections', 'c1', proposalOn(s, slotOnDay(s.today, -8))),
      ),
  },
  {
    id: 'correction.after-its-business-day',
    title: 'an admin corrects a marca whose next business day has passed (Res. Ex. N° 38 art. 41)',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) => each(set('corrections', 'c1', proposalOn(s, pastItsBusinessDay(s)))),
  },
  {
    id: 'valid.correction-tolerance',
    title:
      'an admin removes lateness and early leaving as a tolerance: the entry moved to the slot’s start, the exit to its end (Res. Ex. N° 38 art. 39)',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) => {
      const { start, end } = yesterdaySlot(s);
      return withSeed(
        [lateAndEarly(s)],
        set('corrections', 'c1', moveOf(s, 'checkIn', minutesFrom(start, 10), start)),
        set('corrections', 'c2', moveOf(s, 'checkIn', minutesFrom(start, 10), minutesFrom(start, 5))),
        set('corrections', 'c3', moveOf(s, 'checkOut', minutesFrom(end, -30), end)),
      );
    },
  },
  {
    id: 'correction.moves-recorded-marca',
    title:
      'an admin moves a recorded marca against the worker or past the slot, a lunch marca, or misstates what was recorded (Res. Ex. N° 38 arts. 39 and 41)',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) => {
      const { start, end } = yesterdaySlot(s);
      const entry = minutesFrom(start, 10);
      const exit = minutesFrom(end, -30);
      return withSeed(
        [lateAndEarly(s)],
        set('corrections', 'c1', moveOf(s, 'checkIn', entry, minutesFrom(start, 20))),
        set('corrections', 'c2', moveOf(s, 'checkIn', entry, minutesFrom(start, -1))),
        set('corrections', 'c3', moveOf(s, 'checkOut', exit, minutesFrom(end, -40))),
        set('corrections', 'c4', moveOf(s, 'checkOut', exit, minutesFrom(end, 1))),
        set('corrections', 'c5', moveOf(s, 'lunchStart', minutesFrom(start, 120), minutesFrom(start, 130))),
        set('corrections', 'c6', moveOf(s, 'lunchEnd', minutesFrom(start, 150), minutesFrom(start, 140))),
        // Said to be missing, or recorded at another time: the worker's e-mail would not show the original.
        set('corrections', 'c7', moveOf(s, 'checkOut', null, end)),
        set('corrections', 'c8', moveOf(s, 'checkIn', minutesFrom(start, 15), start)),
      );
    },
  },
  {
    id: 'correction.other-record',
    title: 'an admin names a record of another day or slot than the correction’s',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [lateAndEarly(s)],
        set('corrections', 'c1', proposal(s, { attendanceId: attendanceDocId(EMP, s.today.day, 0) })),
        set('corrections', 'c2', proposal(s, { attendanceId: attendanceDocId(EMP, s.yesterday.day, 1) })),
        set('corrections', 'c3', proposal(s, { attendanceId: `${EMP}_${s.yesterday.day}_x` })),
      ),
  },
  {
    id: 'correction.employee-proposes',
    title: 'an employee proposes a correction of the own attendance',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) => each(set('corrections', 'new-correction', proposal(s, { createdBy: EMP }))),
  },
  {
    id: 'valid.correction-accept',
    title: 'the worker accepts the own pending correction in time (the server logs it)',
    actor: ACTORS.employee,
    expected: 'allow',
    plan: () => each(update('corrections', 'correction-emp', acceptance)),
  },
  {
    id: 'valid.correction-object',
    title: 'the worker objects to the own pending correction, with a comment',
    actor: ACTORS.employee,
    expected: 'allow',
    plan: () =>
      each(
        update('corrections', 'correction-emp', {
          status: 'objected',
          respondedAt: SERVER_TIME,
          response: 'Salí a las 17:30',
        }),
      ),
  },
  {
    id: 'correction.worker-bad-answer',
    title: 'the worker objects without a comment, changes the time, withdraws, or backdates the answer',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      each(
        update('corrections', 'correction-emp', {
          status: 'objected',
          respondedAt: SERVER_TIME,
          response: null,
        }),
        update('corrections', 'correction-emp', { ...acceptance, after: s.now }),
        update('corrections', 'correction-emp', { status: 'withdrawn', respondedAt: SERVER_TIME }),
        update('corrections', 'correction-emp', { ...acceptance, respondedAt: s.now }),
      ),
  },
  {
    id: 'correction.worker-late-or-answered',
    title: 'the worker answers after the 48-hour window',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) => withSeed([storedProposal(s, 49)], update('corrections', 'correction-emp', acceptance)),
  },
  {
    id: 'correction.worker-answers-accepted',
    title: 'the worker objects to a correction already accepted',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [storedProposal(s, 1, { status: 'accepted', respondedAt: minutesFrom(s.now, -30) })],
        update('corrections', 'correction-emp', {
          status: 'objected',
          respondedAt: SERVER_TIME,
          response: 'No',
        }),
      ),
  },
  {
    id: 'correction.other-worker',
    title: 'a colleague reads or accepts another person’s correction',
    actor: ACTORS.colleague,
    expected: 'deny',
    plan: () =>
      each(
        get('corrections', 'correction-emp'),
        list('corrections', eq('tenantId', T1)),
        update('corrections', 'correction-emp', acceptance),
      ),
  },
  {
    id: 'correction.manager-answers-for-worker',
    title: 'an admin accepts a correction on the worker’s behalf',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: () => each(update('corrections', 'correction-emp', acceptance)),
  },
  {
    id: 'valid.correction-withdraw-and-answer',
    title: 'an admin withdraws a pending correction in its window, and answers an objection',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [
          {
            collection: 'corrections',
            id: 'objected',
            data: proposal(s, {
              createdAt: minutesFrom(s.now, -120),
              status: 'objected',
              respondedAt: minutesFrom(s.now, -60),
              response: 'Salí a las 17:30',
            }),
          },
        ],
        update('corrections', 'correction-emp', {
          status: 'withdrawn',
          answeredBy: ADMIN,
          answeredAt: SERVER_TIME,
          answer: 'Error de digitación',
        }),
        update('corrections', 'objected', {
          status: 'answered',
          answeredBy: ADMIN,
          answeredAt: SERVER_TIME,
          answer: 'Se mantiene la marca original',
        }),
      ),
  },
  {
    id: 'correction.manager-bad-close',
    title: 'an admin withdraws a correction consolidated by its deadline',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [storedProposal(s, 49)],
        update('corrections', 'correction-emp', {
          status: 'withdrawn',
          answeredBy: ADMIN,
          answeredAt: SERVER_TIME,
          answer: 'Tarde',
        }),
      ),
  },
  {
    id: 'correction.manager-close-fields',
    title: 'an admin withdraws without a reason, as another admin, or changes the proposed time on the way',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        update('corrections', 'correction-emp', {
          status: 'withdrawn',
          answeredBy: ADMIN,
          answeredAt: SERVER_TIME,
        }),
        update('corrections', 'correction-emp', {
          status: 'withdrawn',
          answeredBy: 'admin-9',
          answeredAt: SERVER_TIME,
          answer: 'Error',
        }),
        update('corrections', 'correction-emp', {
          status: 'withdrawn',
          answeredBy: ADMIN,
          answeredAt: SERVER_TIME,
          answer: 'Error',
          after: s.now,
        }),
      ),
  },
  {
    id: 'correction.delete',
    title: 'an admin deletes a correction',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: () => each(remove('corrections', 'correction-emp')),
  },
  {
    id: 'correction.worker-deletes',
    title: 'the worker deletes the own correction',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: () => each(remove('corrections', 'correction-emp')),
  },
  {
    id: 'correction.cross-tenant',
    title: 'an admin reads, lists, answers or proposes corrections of another tenant',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        get('corrections', 'correction-t2'),
        list('corrections', eq('tenantId', T2)),
        update('corrections', 'correction-t2', {
          status: 'withdrawn',
          answeredBy: ADMIN,
          answeredAt: SERVER_TIME,
          answer: 'Error',
        }),
        set(
          'corrections',
          'new-t2',
          proposal(s, {
            tenantId: T2,
            userId: 'emp-2',
            attendanceId: attendanceDocId('emp-2', s.yesterday.day, 0),
          }),
        ),
      ),
  },
];
