import type { ScheduleDraft } from '../../data/ports/collections';
import type { WithId, WriteBatch } from '../../data/ports/document-store';
import { addDaysToKey } from '../../domain/calendar/day-keys';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { scheduleDocId } from '../../domain/schedule/day-schedule';
import { buildSchedule, buildTenant, buildUserDoc, TEST_ZONE } from '../../testing/data-builders';
import { seededStore } from '../../testing/render-screen';
import { startServerTriggers } from '../../testing/server-triggers';
import {
  loadPlanIndex,
  PartialWriteError,
  plannerQueries,
  publishDrafts,
  publishDetails,
  saveDrafts,
  type PublishItem,
} from './planner-repository';
import { effectivePlan } from './plan-model';

const ADMIN = { uid: 'demo-admin', claims: { role: 'admin', tenantId: 'demo' } };
const NOW = new Date('2026-11-10T15:00:00Z');
const NIGHT = { timeSlots: [{ startTime: '22:00', endTime: '06:00' }], shiftId: 'noche', lunchMinutes: 30 };

async function store(docs: Parameters<typeof seededStore>[0] = {}) {
  const seeded = await seededStore(
    {
      tenants: [buildTenant()],
      users: [buildUserDoc({ id: 'demo-admin', role: 'admin' }), buildUserDoc()],
      ...docs,
    },
    () => ADMIN,
    () => NOW,
  );
  // The server logs each publish (src/server/audit/audit-planning-acts.ts).
  startServerTriggers(seeded, () => NOW);
  return seeded;
}

function writerOf(s: Awaited<ReturnType<typeof store>>) {
  return { store: s, tenantId: 'demo', actorId: 'demo-admin', timeZone: TEST_ZONE };
}

describe('planner reads', () => {
  it('bound each query to the tenant and its days: plan from 6 days before, holidays to the day after', () => {
    const q = plannerQueries('demo', { from: '2026-11-16', to: '2026-11-22' }, TEST_ZONE);
    const at = (day: string) => dayKeyToInstant(day, TEST_ZONE);
    const days = (from: string, to: string) => [
      { field: 'tenantId', op: '==', value: 'demo' },
      { field: 'date', op: '>=', value: at(from) },
      { field: 'date', op: '<', value: at(to) },
    ];
    // The published plan: the months those days touch, then the copies of the same days.
    expect(q.months.where).toEqual([
      { field: 'tenantId', op: '==', value: 'demo' },
      { field: 'month', op: '>=', value: '2026-11' },
      { field: 'month', op: '<=', value: '2026-11' },
    ]);
    expect(q.scheduleDays).toEqual({ start: at('2026-11-10'), end: at('2026-11-23') });
    expect(q.drafts.where).toEqual(days('2026-11-10', '2026-11-23'));
    expect(q.holidays.where).toEqual(days('2026-11-16', '2026-11-24'));
    expect(q.absences.where).toEqual([
      { field: 'tenantId', op: '==', value: 'demo' },
      { field: 'from', op: '<', value: at('2026-11-23') },
      { field: 'to', op: '>=', value: at('2026-11-16') },
    ]);
  });
});

describe('saveDrafts', () => {
  it('writes each draft at the schedule id with exactly the 8 fields, and one schedule.draft entry', async () => {
    const s = await store({ schedulesConfig: [buildSchedule('2026-11-17')] });
    await saveDrafts(
      writerOf(s),
      [
        { kind: 'set', userId: 'demo-empleado', day: '2026-11-16', plan: NIGHT },
        { kind: 'set', userId: 'demo-empleado', day: '2026-11-17', plan: null },
      ],
      'Asignar Noche',
    );
    const drafts = s.privileged().all('scheduleDrafts');
    expect(drafts.map((d) => d.id)).toEqual([
      scheduleDocId('demo-empleado', '2026-11-16'),
      scheduleDocId('demo-empleado', '2026-11-17'),
    ]);
    expect(drafts[0]).toEqual({
      id: 'demo-empleado_2026-11-16',
      tenantId: 'demo',
      userId: 'demo-empleado',
      date: dayKeyToInstant('2026-11-16', TEST_ZONE),
      timeSlots: NIGHT.timeSlots,
      shiftId: 'noche',
      lunchMinutes: 30,
      updatedBy: 'demo-admin',
      updatedAt: NOW,
    });
    expect(drafts[1]).toMatchObject({ timeSlots: null, shiftId: null, lunchMinutes: 0 });
    const logs = s.privileged().all('logs');
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      action: 'schedule.draft',
      actorId: 'demo-admin',
      details: 'Asignar Noche: 2 celdas',
    });
  });

  it('deletes a draft', async () => {
    const s = await store();
    const writer = writerOf(s);
    await saveDrafts(
      writer,
      [{ kind: 'set', userId: 'demo-empleado', day: '2026-11-16', plan: NIGHT }],
      'Asignar Noche',
    );
    await saveDrafts(writer, [{ kind: 'delete', userId: 'demo-empleado', day: '2026-11-16' }], 'Limpiar');
    expect(s.privileged().all('scheduleDrafts')).toEqual([]);
    expect(
      s
        .privileged()
        .all('logs')
        .map((l) => l.details)
        .sort(),
    ).toEqual(['Asignar Noche: 1 celda', 'Limpiar: 1 celda']);
  });
});

function draftDoc(userId: string, day: string, plan: typeof NIGHT | null): WithId<ScheduleDraft> {
  return {
    id: scheduleDocId(userId, day),
    tenantId: 'demo',
    userId,
    date: dayKeyToInstant(day, TEST_ZONE),
    timeSlots: plan ? plan.timeSlots : null,
    shiftId: plan?.shiftId ?? null,
    lunchMinutes: plan?.lunchMinutes ?? 0,
    updatedBy: 'demo-admin',
    updatedAt: NOW,
  };
}

describe('publishDrafts', () => {
  // A publish names its UTC day by the client's clock, which the store's clock (NOW) must agree with.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves each draft to its schedule (or deletes the schedule of a day off), with one publish and one entry', async () => {
    const drafts = [
      draftDoc('demo-empleado', '2026-11-16', NIGHT),
      draftDoc('demo-empleado', '2026-11-17', null),
    ];
    const s = await store({ schedulesConfig: [buildSchedule('2026-11-17')], scheduleDrafts: drafts });
    const items: PublishItem[] = drafts.map((draft, i) => ({
      draft,
      day: draft.id.slice(-10),
      scheduleExists: i === 1,
    }));
    const progress = vi.fn();
    const id = await publishDrafts(writerOf(s), items, null, progress);
    const p = s.privileged();
    expect(p.all('scheduleDrafts')).toEqual([]);
    expect(p.all('schedulesConfig')).toEqual([
      {
        id: 'demo-empleado_2026-11-16',
        tenantId: 'demo',
        userId: 'demo-empleado',
        date: dayKeyToInstant('2026-11-16', TEST_ZONE),
        timeSlots: NIGHT.timeSlots,
        shiftId: 'noche',
        lunchMinutes: 30,
        publishId: id,
      },
    ]);
    expect(p.get('planPublishes', id)).toEqual({
      id,
      tenantId: 'demo',
      publishedBy: 'demo-admin',
      publishedAt: NOW,
      count: 2,
      userIds: ['demo-empleado'],
      from: '2026-11-16',
      to: '2026-11-17',
      reason: null,
      status: 'publicada',
      utcDay: '2026-11-10',
    });
    await vi.waitFor(() =>
      expect(p.all('logs')).toEqual([
        expect.objectContaining({
          actorId: 'demo-admin',
          action: 'schedule.publish',
          target: id,
          details: 'Publicó 2 turnos de 1 persona (16-11-2026 – 17-11-2026)',
        }),
      ]),
    );
    expect(progress).toHaveBeenCalledWith(2, 2);
  });

  it('publishes in batches of 200, the publish in the first, finished by the last; a failed batch leaves the rest as drafts', async () => {
    const users = Array.from({ length: 3 }, (_, i) => `u${i}`);
    const days = Array.from({ length: 150 }, (_, i) => addDaysToKey('2026-11-16', i));
    const drafts = users.flatMap((u) => days.map((d) => draftDoc(u, d, NIGHT)));
    const s = await store({ scheduleDrafts: drafts });
    const items = drafts.map((draft) => ({ draft, day: draft.id.slice(-10), scheduleExists: false }));
    const real = s.batch.bind(s);
    let commits = 0;
    vi.spyOn(s, 'batch').mockImplementation(() => {
      const batch = real();
      const commit = batch.commit.bind(batch);
      return Object.assign(batch, {
        commit: () => {
          commits += 1;
          return commits === 2 ? Promise.reject(new Error('sin conexión')) : commit();
        },
      }) as WriteBatch;
    });
    const failure = await publishDrafts(writerOf(s), items, 'Cambio de dotación').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PartialWriteError);
    expect(failure).toMatchObject({ done: 200, total: 450 });
    expect(s.privileged().all('schedulesConfig')).toHaveLength(200);
    expect(s.privileged().all('scheduleDrafts')).toHaveLength(250);
    // The publish the first batch started stays `en curso` (the history says `Sin terminar`), logged already.
    const [stopped] = s.privileged().all('planPublishes');
    expect(stopped).toMatchObject({ count: 450, status: 'en curso' });
    expect(
      s
        .privileged()
        .all('schedulesConfig')
        .every((entry) => entry.publishId === stopped?.id),
    ).toBe(true);

    // The retry publishes the rest: two batches, a second publish, finished by the last, and its audit entry.
    const rest = s.privileged().all('scheduleDrafts');
    const progress = vi.fn();
    await publishDrafts(
      writerOf(s),
      rest.map((draft) => ({ draft, day: draft.id.slice(-10), scheduleExists: false })),
      'Cambio de dotación',
      progress,
    );
    expect(progress.mock.calls).toEqual([
      [200, 250],
      [250, 250],
    ]);
    expect(s.privileged().all('schedulesConfig')).toHaveLength(450);
    expect(s.privileged().all('planPublishes')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ count: 450, status: 'en curso' }),
        expect.objectContaining({ count: 250, reason: 'Cambio de dotación', status: 'publicada' }),
      ]),
    );
    await vi.waitFor(() =>
      expect(
        s
          .privileged()
          .all('logs')
          .map((l) => l.action),
      ).toEqual(['schedule.publish', 'schedule.publish']),
    );
  });

  it('says who, how many, which days and why in the audit entry', () => {
    const items = [
      { draft: draftDoc('a', '2026-11-18', NIGHT), day: '2026-11-18', scheduleExists: false },
      { draft: draftDoc('b', '2026-11-16', NIGHT), day: '2026-11-16', scheduleExists: false },
    ];
    expect(publishDetails(items, 'Licencia de Juan')).toBe(
      'Publicó 2 turnos de 2 personas (16-11-2026 – 18-11-2026). Motivo: Licencia de Juan',
    );
    expect(publishDetails(items.slice(0, 1), null)).toBe(
      'Publicó 1 turno de 1 persona (18-11-2026 – 18-11-2026)',
    );
  });
});

describe('loadPlanIndex', () => {
  it('reads the plan of days outside the shown ones', async () => {
    const s = await store({
      schedulesConfig: [buildSchedule('2026-12-01')],
      scheduleDrafts: [draftDoc('demo-empleado', '2026-12-02', NIGHT)],
    });
    const index = await loadPlanIndex(s, 'demo', '2026-12-01', '2026-12-02', TEST_ZONE);
    expect(effectivePlan(index, 'demo-empleado', '2026-12-01')?.timeSlots).toEqual([
      { startTime: '09:00', endTime: '18:00' },
    ]);
    expect(effectivePlan(index, 'demo-empleado', '2026-12-02')).toEqual(NIGHT);
  });
});
