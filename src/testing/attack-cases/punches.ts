/** Forged punches: records an employee creates that the policy refuses. */
import { SERVER_TIME } from '../../data/ports/document-store';
import { unscheduledDocId } from '../../domain/attendance/punch-window';
import { attendanceDocId } from '../../domain/schedule/day-schedule';
import { minutesFrom, slotOnDay } from '../attack-scene';
import type { SeedDoc, AttackCase, AttackScene } from './types';
import { T2, ACTORS, EMP, COLLEAGUE, FREE } from './actors';
import { scheduleDoc, newPunch, todayId, unscheduledPunch, RECEIPT, LOCATION } from './documents';
import { set, each, withSeed } from './requests';

/** Cases where emp-1 creates a record; the plan's request is a `set` of `data` under `id`. */
const punchCreate = (
  id: string,
  title: string,
  write: (s: AttackScene) => { id: string; data: Record<string, unknown> }[],
  extra: Partial<AttackCase> = {},
  seed: (s: AttackScene) => SeedDoc[] = () => [],
): AttackCase => ({
  id,
  title,
  actor: ACTORS.employee,
  expected: 'deny',
  plan: (s) => withSeed(seed(s), ...write(s).map((w) => set('attendance', w.id, w.data))),
  ...extra,
});

/** emp-1's check-in of today under its id, once per set of overrides. */
const todays = (s: AttackScene, ...overrides: Record<string, unknown>[]) =>
  overrides.map((o) => ({ id: todayId(s), data: newPunch(s, s.today, o) }));

export const FORGED_PUNCHES: AttackCase[] = [
  punchCreate(
    'punch.client-time',
    'a check-in carrying the device clock instead of the server time',
    (s) => [{ id: todayId(s), data: newPunch(s, s.today, { checkInTime: s.now }) }],
    { refs: ['R19'] },
  ),
  punchCreate(
    'punch.future-time',
    'a check-in stamped an hour ahead',
    (s) => [{ id: todayId(s), data: newPunch(s, s.today, { checkInTime: minutesFrom(s.now, 60) }) }],
    { refs: ['R19'] },
  ),
  punchCreate(
    'punch.tomorrow',
    'tomorrow’s record opened today (tomorrow has a schedule)',
    (s) => [{ id: attendanceDocId(EMP, s.tomorrow.day, 0), data: newPunch(s, s.tomorrow) }],
    { refs: ['R22', 'issue: tomorrow’s record tonight'] },
  ),
  punchCreate(
    'punch.two-days-ago',
    'the record of the day before yesterday opened today (backdating)',
    (s) => {
      const then = slotOnDay(s.today, -2);
      return [{ id: attendanceDocId(EMP, then.day, 0), data: newPunch(s, then) }];
    },
    { refs: ['R22'] },
    (s) => [scheduleDoc(EMP, slotOnDay(s.today, -2))],
  ),
  punchCreate(
    'punch.late-sync-too-late',
    'an offline check-in of the day before yesterday, with its device time on that day, synced 48 h after its date',
    (s) => {
      const then = slotOnDay(s.today, -2);
      const deviceTimes = { checkIn: minutesFrom(then.dayStart, 720) };
      return [{ id: attendanceDocId(EMP, then.day, 0), data: newPunch(s, then, { deviceTimes }) }];
    },
    { refs: ['security review M10'] },
    (s) => [scheduleDoc(EMP, slotOnDay(s.today, -2))],
  ),
  punchCreate(
    'punch.month-ago',
    'a record 30 days back (erasing an absence)',
    (s) => [{ id: attendanceDocId(EMP, s.monthAgo.day, 0), data: newPunch(s, s.monthAgo) }],
    { refs: ['R22'] },
  ),
  {
    id: 'punch.no-schedule',
    title: 'a scheduled-id check-in on a day without a schedule',
    actor: ACTORS.free,
    expected: 'deny',
    plan: (s) => each(set('attendance', todayId(s, FREE), newPunch(s, s.today, { userId: FREE }))),
  },
  punchCreate('punch.unscheduled-on-scheduled-day', 'an unscheduled record on a day with a schedule', (s) => [
    {
      id: unscheduledDocId(EMP, s.today.day),
      data: { ...unscheduledPunch(s, { userId: EMP }), date: s.today.dayStart },
    },
  ]),
  punchCreate(
    'punch.missing-slot',
    'a record for slot 1 and slot 7 of a one-slot schedule',
    (s) => [
      { id: todayId(s, EMP, 1), data: newPunch(s, s.today, { slotIndex: 1 }) },
      { id: todayId(s, EMP, 7), data: newPunch(s, s.today, { slotIndex: 7 }) },
    ],
    { refs: ['R23', 'issue: extra records under any slot number'] },
  ),
  punchCreate(
    'punch.colleague-id',
    'the own record under a colleague’s id',
    (s) => [{ id: todayId(s, COLLEAGUE), data: newPunch(s, s.today) }],
    { refs: ['R23'] },
  ),
  punchCreate(
    'punch.random-id',
    'a second record of today’s slot under a random id',
    (s) => [{ id: 'AAAAAAAAAAAAAAAAAAAA', data: newPunch(s, s.today) }],
    { refs: ['R23', 'issue: extra records under any id'] },
  ),
  punchCreate(
    'punch.wrong-date',
    'a record whose date is not its schedule’s (an hour later, tomorrow, the server time)',
    (s) =>
      todays(
        s,
        { date: minutesFrom(s.today.dayStart, 60) },
        { date: s.tomorrow.dayStart },
        { date: SERVER_TIME },
      ),
    { refs: ['R22'] },
  ),
  punchCreate(
    'punch.for-colleague',
    'a check-in in a colleague’s name, or in another tenant',
    (s) => [
      { id: todayId(s, COLLEAGUE), data: newPunch(s, s.today, { userId: COLLEAGUE }) },
      { id: todayId(s), data: newPunch(s, s.today, { tenantId: T2 }) },
    ],
    { refs: ['R20'] },
  ),
  punchCreate(
    'punch.other-source-or-field',
    'a check-in with source admin, an extra field, or the retired integrityHash',
    (s) => todays(s, { source: 'admin' }, { approved: true }, { integrityHash: 'f'.repeat(64) }),
    { refs: ['R20', 'M5'] },
  ),
  punchCreate(
    'punch.more-than-check-in',
    'a new record that already carries lunch or check-out',
    (s) => todays(s, { lunchStartTime: SERVER_TIME }, { checkOutTime: SERVER_TIME }),
    { refs: ['R21'] },
  ),
  punchCreate(
    'punch.empty-record',
    'a record without a check-in',
    (s) => todays(s, { checkInTime: null, deviceTimes: {} }),
    { refs: ['R24', 'issue: empty records'] },
  ),
  punchCreate(
    'punch.receipts-at-create',
    'a check-in carrying its own receipt',
    (s) => todays(s, { receipts: { checkIn: RECEIPT } }),
    { refs: ['M5'] },
  ),
  punchCreate(
    'punch.oversized-device-times',
    'a check-in with 500 KB of deviceTimes, or a 10 KB string as its device time',
    (s) => [
      {
        id: todayId(s),
        data: newPunch(s, s.today, { deviceTimes: { checkIn: s.now, junk: 'x'.repeat(500_000) } }),
      },
      { id: todayId(s), data: newPunch(s, s.today, { deviceTimes: { checkIn: 'x'.repeat(10_000) } }) },
    ],
    { refs: ['R31', 'issue: a 500 KB value was accepted'] },
  ),
  punchCreate(
    'punch.bad-location',
    'a check-in with a location that is text, off the globe, negative accuracy, 10 KB or with extra keys',
    (s) => [
      { id: todayId(s), data: newPunch(s, s.today, { location: 'x' }) },
      { id: todayId(s), data: newPunch(s, s.today, { location: { ...LOCATION, latitude: 200 } }) },
      { id: todayId(s), data: newPunch(s, s.today, { location: { ...LOCATION, accuracy: -1 } }) },
      {
        id: todayId(s),
        data: newPunch(s, s.today, { location: { ...LOCATION, latitude: 'x'.repeat(10_000) } }),
      },
      { id: todayId(s), data: newPunch(s, s.today, { location: { ...LOCATION, altitude: 3 } }) },
    ],
    { refs: ['R31'] },
  ),
];
