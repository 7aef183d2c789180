import { SYSTEM_ACTOR } from '../../data/writes/audit';
import { memoryAdminDeps } from '../../testing/memory-admin-deps';
import { scheduleAct } from '../audit/audit-planning-acts';
import { recordScheduleChange } from './schedule-changes';

const ZONE = 'America/Santiago';
/** Monday 16 November 2026, 00:00 in Santiago. */
const DAY = new Date('2026-11-16T03:00:00.000Z');
const NOW = new Date('2026-11-12T15:00:00.000Z');
const OLD_AT = new Date('2026-11-02T12:00:00.000Z');
const NEW_AT = new Date('2026-11-12T14:55:00.000Z');

const schedule = (startTime: string, endTime: string, publishId?: string) => ({
  tenantId: 't1',
  userId: 'emp-1',
  date: DAY,
  timeSlots: [{ startTime, endTime }],
  shiftId: 'shift-1',
  lunchMinutes: 60,
  ...(publishId === undefined ? {} : { publishId }),
});

async function setup() {
  const { store } = memoryAdminDeps();
  await store.set('tenants', 't1', { timeZone: ZONE });
  const publish = (publishedAt: Date, reason: string | null) => ({
    tenantId: 't1',
    publishedBy: 'admin-1',
    publishedAt,
    count: 1,
    userIds: ['emp-1'],
    from: '2026-11-16',
    to: '2026-11-16',
    reason,
    status: 'publicada',
    utcDay: publishedAt.toISOString().slice(0, 10),
  });
  await store.set('planPublishes', 'p-old', publish(OLD_AT, null));
  await store.set('planPublishes', 'p-new', publish(NEW_AT, 'Reemplazo por licencia'));
  const changes = async () =>
    (await store.where('scheduleChanges', { tenantId: 't1' })).map(
      ({ id, data }): Record<string, unknown> => ({ id, ...data }),
    );
  return { store, changes };
}

describe('recordScheduleChange (Res. Ex. N° 38 art. 27 d)', () => {
  it('records a publish’s change of a published day once, from the schedule before and after, with when each shift was assigned and notified (Res. Ex. N° 38 art. 27 d)', async () => {
    const { store, changes } = await setup();
    const id = 'emp-1_2026-11-16';
    const write = {
      id,
      before: schedule('09:00', '18:00', 'p-old'),
      after: schedule('10:00', '19:00', 'p-new'),
      store,
      now: NOW,
    };
    expect(await recordScheduleChange(write)).toBe(`${id}_p-new`);
    // A retried trigger records nothing twice.
    expect(await recordScheduleChange(write)).toBeNull();
    expect(await changes()).toEqual([
      {
        id: `${id}_p-new`,
        tenantId: 't1',
        userId: 'emp-1',
        scheduleId: id,
        date: DAY,
        before: {
          timeSlots: [{ startTime: '09:00', endTime: '18:00' }],
          lunchMinutes: 60,
          assignedAt: OLD_AT,
        },
        after: { timeSlots: [{ startTime: '10:00', endTime: '19:00' }], lunchMinutes: 60 },
        publishId: 'p-new',
        notifiedAt: NEW_AT,
        changedBy: 'admin-1',
        reason: 'Reemplazo por licencia',
        recordedAt: NOW,
      },
    ]);
  });

  it('records no first assignment, no write that changes nothing and no write of the server’s own (Res. Ex. N° 38 art. 27 d)', async () => {
    const { store, changes } = await setup();
    const id = 'emp-1_2026-11-16';
    const first = { id, before: null, after: schedule('09:00', '18:00', 'p-old'), store, now: NOW };
    const same = {
      id,
      before: schedule('09:00', '18:00', 'p-old'),
      after: schedule('09:00', '18:00', 'p-new'),
      store,
      now: NOW,
    };
    const seeded = { id, before: null, after: schedule('09:00', '18:00'), store, now: NOW };
    expect(await recordScheduleChange(first)).toBeNull();
    expect(await recordScheduleChange(same)).toBeNull();
    expect(await recordScheduleChange(seeded)).toBeNull();
    expect(await changes()).toEqual([]);
  });

  it('records a day off published, a removal outside a publish by Sistema (still logged), and a shift given back after a removal (Res. Ex. N° 38 art. 27 d)', async () => {
    const { store, changes } = await setup();
    const id = 'emp-1_2026-11-16';
    // A day off published by p-new, started 5 minutes before the trigger runs: its publish covers the delete.
    const covered = { id, before: schedule('09:00', '18:00', 'p-old'), after: null, store, now: NOW };
    expect(await scheduleAct(covered)).toBeNull();
    // The same person's day deleted with no publish covering it (an hour later than any publish's window).
    const later = new Date(NOW.getTime() + 3 * 60 * 60_000);
    const outside = { id, before: schedule('08:00', '12:00'), after: null, store, now: later };
    expect(await scheduleAct(outside)).toMatchObject({ action: 'schedule.delete', actorId: SYSTEM_ACTOR });
    // A shift given back: no shift before, but the day had one removed, so it is a change.
    const back = { id, before: null, after: schedule('09:00', '18:00', 'p-back'), store, now: later };
    expect(await recordScheduleChange(back)).toBe(`${id}_p-back`);
    const recorded = await changes();
    expect(
      recorded.map(({ id: changeId, before, after, notifiedAt, changedBy }) => [
        changeId,
        before === null ? null : 'turno',
        after === null ? null : 'turno',
        notifiedAt,
        changedBy,
      ]),
    ).toEqual([
      [`${id}_p-new`, 'turno', null, NEW_AT, 'admin-1'],
      [`${id}_delete-server`, 'turno', null, null, SYSTEM_ACTOR],
      // p-back was never stored: no notification time, nobody named.
      [`${id}_p-back`, null, 'turno', null, SYSTEM_ACTOR],
    ]);
  });
});
