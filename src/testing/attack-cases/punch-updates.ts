/** Rewritten punches: updates of a stored record, by its worker or a manager, that the policy refuses. */
import { SERVER_TIME } from '../../data/ports/document-store';
import { attendanceDocId } from '../../domain/schedule/day-schedule';
import { minutesFrom, slotOnDay } from '../attack-scene';
import type { SeedDoc, AttackCase, AttackScene } from './types';
import { T2, ACTORS, EMP, COLLEAGUE } from './actors';
import {
  scheduleDoc,
  storedPunch,
  newPunch,
  todayId,
  colleagueRecord,
  checkedIn,
  punchedAt,
  storedUnscheduled,
  RECEIPT,
  LOCATION,
} from './documents';
import { set, update, withSeed } from './requests';

/** Cases where emp-1 updates the own record of today, as seeded. */
const punchUpdate = (
  id: string,
  title: string,
  stored: (s: AttackScene) => SeedDoc,
  patches: (s: AttackScene, stored: SeedDoc) => Record<string, unknown>[],
  extra: Partial<AttackCase> = {},
  more: (s: AttackScene) => SeedDoc[] = () => [],
): AttackCase => ({
  id,
  title,
  actor: ACTORS.employee,
  expected: 'deny',
  plan: (s) => {
    const doc = stored(s);
    return withSeed(
      [doc, ...more(s)],
      ...patches(s, doc).map((patch) => update('attendance', doc.id, patch)),
    );
  },
  ...extra,
});

const deviceTimesOf = (doc: SeedDoc) => doc.data.deviceTimes as Record<string, unknown>;

export const PUNCH_UPDATES: AttackCase[] = [
  {
    id: 'punch.second-check-in',
    title: 'a fresh check-in written over the stored record (a second record of the slot)',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['R23', 'R25'],
    plan: (s) => withSeed([checkedIn(s)], set('attendance', todayId(s), newPunch(s, s.today))),
  },
  punchUpdate(
    'punch.check-in-again',
    'the check-in rewritten with the server time, cleared, or set to the device clock',
    (s) => checkedIn(s),
    (s) => [{ checkInTime: SERVER_TIME }, { checkInTime: null }, { checkInTime: s.now }],
    { refs: ['R25'] },
  ),
  punchUpdate(
    'punch.two-at-once',
    'two punches in one write (lunch start and end; lunch start and check-out)',
    (s) => checkedIn(s),
    () => [
      { lunchStartTime: SERVER_TIME, lunchEndTime: SERVER_TIME },
      { lunchStartTime: SERVER_TIME, checkOutTime: SERVER_TIME },
    ],
  ),
  punchUpdate(
    'punch.out-of-order',
    'lunch end before lunch start',
    (s) => checkedIn(s),
    () => [{ lunchEndTime: SERVER_TIME }],
    { refs: ['R26'] },
  ),
  punchUpdate(
    'punch.after-check-out',
    'a lunch punched after the check-out',
    (s) => punchedAt(s, { checkOut: 5 }),
    () => [{ lunchStartTime: SERVER_TIME }],
    { refs: ['R26'] },
  ),
  punchUpdate(
    'punch.close-days-later',
    'a check-out three days after the check-in',
    (s) => {
      const then = slotOnDay(s.today, -3);
      return {
        collection: 'attendance',
        id: attendanceDocId(EMP, then.day, 0),
        data: storedPunch(EMP, then, minutesFrom(s.now, -3 * 1440)),
      };
    },
    () => [{ checkOutTime: SERVER_TIME }],
    { refs: ['R27', 'issue: check out days later'] },
    (s) => [scheduleDoc(EMP, slotOnDay(s.today, -3))],
  ),
  {
    id: 'punch.unscheduled-days-later',
    title:
      'a check-out of an unscheduled record three days after its check-in (it closes 48 h after its date)',
    actor: ACTORS.free,
    expected: 'deny',
    plan: (s) => {
      const stored = storedUnscheduled(s, 3 * 1440);
      return withSeed([stored], update('attendance', stored.id, { checkOutTime: SERVER_TIME }));
    },
  },
  punchUpdate(
    'punch.identity',
    'the record’s slot, date, person or tenant changed',
    (s) => checkedIn(s),
    (s) => [{ slotIndex: 1 }, { date: s.tomorrow.dayStart }, { userId: COLLEAGUE }, { tenantId: T2 }],
    { refs: ['R28'] },
  ),
  punchUpdate(
    'punch.rewrite-audit-fields',
    'deviceTimes, location or integrityHash rewritten without a punch, after check-out',
    (s) => punchedAt(s, { checkOut: 5 }),
    (s) => [
      { deviceTimes: { checkIn: minutesFrom(s.now, -600) } },
      { location: LOCATION },
      { integrityHash: 'f'.repeat(64) },
    ],
    { refs: ['R29', 'issue: rewrite deviceTimes, location, integrityHash after check-out'] },
  ),
  punchUpdate(
    'punch.rewrite-with-punch',
    'a lunch punch that also rewrites the check-in’s device time, or adds a location',
    (s) => checkedIn(s),
    (s, doc) => [
      {
        lunchStartTime: SERVER_TIME,
        deviceTimes: { checkIn: minutesFrom(s.now, -300), lunchStart: s.now },
      },
      { lunchStartTime: SERVER_TIME, location: LOCATION },
      {
        lunchStartTime: SERVER_TIME,
        deviceTimes: { ...deviceTimesOf(doc), lunchStart: s.now, checkOut: s.now },
      },
    ],
    { refs: ['R29'] },
  ),
  punchUpdate(
    'punch.device-time-not-a-date',
    'a lunch punch whose device time is a 10 KB string',
    (s) => checkedIn(s),
    (_, doc) => [
      { lunchStartTime: SERVER_TIME, deviceTimes: { ...deviceTimesOf(doc), lunchStart: 'x'.repeat(10_000) } },
    ],
    { refs: ['R31'] },
  ),
  punchUpdate(
    'punch.flip-source',
    'a lunch punch that flips a manager-created record’s source to web',
    (s) => checkedIn(s, { source: 'admin' }),
    () => [{ lunchStartTime: SERVER_TIME, source: 'web' }],
    { refs: ['R30', 'issue: flip source to web'] },
  ),
  punchUpdate(
    'punch.write-receipts',
    'an employee writes a receipt on the own record, alone or with a punch',
    (s) => checkedIn(s),
    () => [
      { receipts: { checkIn: RECEIPT } },
      { lunchStartTime: SERVER_TIME, receipts: { checkIn: RECEIPT } },
    ],
    { refs: ['M5'] },
  ),
  {
    id: 'punch.manager-receipts',
    title: 'an admin writes a receipt on a record, by update, merge or a new record',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['M5'],
    plan: (s) =>
      withSeed(
        [colleagueRecord(s)],
        update('attendance', todayId(s, COLLEAGUE), { receipts: { checkIn: RECEIPT } }),
        set('attendance', todayId(s, COLLEAGUE), { receipts: { checkOut: RECEIPT } }, true),
        set('attendance', 'new-record', {
          ...storedPunch(COLLEAGUE, s.today, s.now),
          source: 'admin',
          receipts: { checkIn: RECEIPT },
        }),
      ),
  },
  {
    id: 'punch.manager-rewrites-own-punch',
    title: 'an admin changes, re-sources or forges a person’s own (web) punch, which the server would sign',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['H4', 'R38', 'R40'],
    plan: (s) =>
      withSeed(
        [colleagueRecord(s)],
        update('attendance', todayId(s, COLLEAGUE), { checkOutTime: s.now, source: 'admin' }),
        update('attendance', todayId(s, COLLEAGUE), { checkInTime: minutesFrom(s.now, -90) }),
        set('attendance', 'forged-web', storedPunch(COLLEAGUE, s.today, s.now)),
      ),
  },
];
