/** Batches and transactions (security review M1); the `tx.*` cases run as batches (see ./index.ts). */
import { SERVER_TIME } from '../../data/ports/document-store';
import { unscheduledDocId } from '../../domain/attendance/punch-window';
import { minutesFrom, slotStartingAt } from '../attack-scene';
import type { AttackCase, AttackScene } from './types';
import { T1, T2, ACTORS, COLLEAGUE, FREE } from './actors';
import { storedPunch, newPunch, todayId, checkedIn, punchedAt, unscheduledPunch, RECEIPT } from './documents';
import { stamped, shift } from './plan-documents';
import { set, update, remove, batch, each, withSeed, TX_NOTE } from './requests';

/** A batch that creates emp-1's check-in of today and then updates the same record. */
const checkInThen = (s: AttackScene, data: Record<string, unknown>) =>
  batch(set('attendance', todayId(s), newPunch(s, s.today)), update('attendance', todayId(s), data));

export const BATCHES: AttackCase[] = [
  {
    id: 'batch.check-in-then-check-out',
    title: 'a batch that creates a check-in and then checks out the same record',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['M1', 'R32'],
    plan: (s) => each(checkInThen(s, { checkOutTime: SERVER_TIME })),
  },
  {
    id: 'batch.check-in-then-past-check-out',
    title: 'a batch that creates a check-in and then sets a check-out of yesterday',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['M1', 'R32'],
    plan: (s) => each(checkInThen(s, { checkOutTime: minutesFrom(s.now, -1440) })),
  },
  {
    id: 'batch.check-in-then-move',
    title: 'a batch that creates a check-in and then gives it to a colleague or another tenant',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['M1', 'R33'],
    plan: (s) => each(checkInThen(s, { userId: COLLEAGUE }), checkInThen(s, { tenantId: T2 })),
  },
  {
    id: 'batch.two-punches',
    title: 'a batch of two updates punching lunch start and lunch end of a stored record',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [checkedIn(s)],
        batch(
          update('attendance', todayId(s), { lunchStartTime: SERVER_TIME }),
          update('attendance', todayId(s), { lunchEndTime: SERVER_TIME }),
        ),
      ),
  },
  {
    id: 'batch.manager-create-then-move',
    title: 'a batch in which an admin creates a shift in t1 and then moves it to t2',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['M1', 'R6'],
    plan: () =>
      each(
        batch(
          set('shifts', 'new-shift', stamped(shift(T1))),
          update('shifts', 'new-shift', stamped({ tenantId: T2 })),
        ),
      ),
  },
  {
    id: 'batch.manager-record-then-receipt',
    title: 'a batch in which an admin creates a record and then adds a receipt to it',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['M1', 'M5'],
    plan: (s) =>
      each(
        batch(
          set('attendance', 'new-record', { ...storedPunch(COLLEAGUE, s.today, s.now), source: 'admin' }),
          update('attendance', 'new-record', { receipts: { checkIn: RECEIPT } }),
        ),
      ),
  },
  {
    id: 'tx.check-in-and-out',
    title: 'a transaction that writes a check-in and its check-out',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['M1', 'R34'],
    note: TX_NOTE,
    plan: (s) =>
      each(
        batch(
          set('attendance', todayId(s), newPunch(s, s.today)),
          set('attendance', todayId(s), { checkOutTime: SERVER_TIME }, true),
        ),
      ),
  },
  {
    id: 'tx.replace-closed-record',
    title: 'a transaction that deletes a closed record and writes a fresh check-in in its place',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['M1'],
    note: TX_NOTE,
    plan: (s) =>
      withSeed(
        [punchedAt(s, { checkOut: 5 })],
        batch(remove('attendance', todayId(s)), set('attendance', todayId(s), newPunch(s, s.today))),
      ),
  },
  {
    id: 'tx.unscheduled-then-extend',
    title: 'a transaction that opens an unscheduled record and backdates its check-in',
    actor: ACTORS.free,
    expected: 'deny',
    refs: ['M1'],
    note: TX_NOTE,
    plan: (s) => {
      const id = unscheduledDocId(FREE, slotStartingAt(s.now, 0).day);
      return each(
        batch(
          set('attendance', id, unscheduledPunch(s)),
          update('attendance', id, { checkInTime: minutesFrom(s.now, -600) }),
        ),
      );
    },
  },
];
