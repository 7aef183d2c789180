import { SIGNING_BACKLOG_DETECTOR, signingBacklogDescription } from '../../domain/incidents/incidents';
import { memoryAdminDeps, type MemoryAdminDeps } from '../../testing/memory-admin-deps';
import type { ServerDoc } from '../admin/server-ports';
import { checkSigningBacklog, findSigningBacklog, systemIncidentId } from './record-incident';

const TZ = 'America/Santiago';
/** 18 Nov 2026, 09:00 in Santiago (UTC−3). */
const NINE = new Date('2026-11-18T12:00:00.000Z');
const at = (minutes: number) => new Date(NINE.getTime() + minutes * 60_000);
const RECORD = 'camila_2026-11-18_0';

let memory: MemoryAdminDeps;

/** Camila's record as stored and as its month copy holds it (the month triggers keep them equal). */
async function punch(fields: ServerDoc): Promise<void> {
  const record = {
    tenantId: 't1',
    userId: 'camila',
    date: new Date('2026-11-18T03:00:00.000Z'),
    slotIndex: 0,
    checkInTime: NINE,
    checkOutTime: null,
    lunchStartTime: null,
    lunchEndTime: null,
    source: 'web',
    ...fields,
  };
  await memory.store.set('attendance', RECORD, record);
  await memory.store.set('attendanceMonths', 't1_2026-11_camila', {
    tenantId: 't1',
    userId: 'camila',
    month: '2026-11',
    schedulesConfig: {},
    attendance: { [RECORD]: record },
    corrections: {},
  });
}

const signed = { checkIn: { code: 'AAAA-BBBB-CCCC-DDDD', signedAt: NINE } };
const incidents = () => [...(memory.docs.get('incidents') ?? new Map<string, ServerDoc>())];
const run = (minutes: number) => checkSigningBacklog({ store: memory.store, now: () => at(minutes) });

beforeEach(async () => {
  memory = memoryAdminDeps();
  await memory.store.set('tenants', 't1', {
    tenantId: 't1',
    name: 'Panadería',
    timeZone: TZ,
    disabled: false,
  });
});

describe('the signing-backlog detector (Res. Ex. N° 38 art. 27 f)', () => {
  it('opens one platform-wide system incident when a punch waits for its receipt past the threshold, once per outage (Res. Ex. N° 38 art. 27 f)', async () => {
    await punch({});
    expect(await run(14)).toEqual({ pending: 0, oldest: null, opened: null, closed: [] });
    expect(incidents()).toEqual([]);
    const id = systemIncidentId(SIGNING_BACKLOG_DETECTOR, NINE);
    expect(await run(15)).toEqual({ pending: 1, oldest: NINE, opened: id, closed: [] });
    expect(incidents()).toEqual([
      [
        id,
        {
          tenantId: null,
          start: NINE,
          end: null,
          description: signingBacklogDescription(1),
          origin: 'sistema',
          detector: SIGNING_BACKLOG_DETECTOR,
          createdBy: 'sistema',
          createdAt: at(15),
        },
      ],
    ]);
    // A later run of the same outage opens nothing more.
    expect(await run(25)).toMatchObject({ pending: 1, opened: null, closed: [] });
    expect(incidents()).toHaveLength(1);
  });

  it('closes the open incident at the first run that finds nothing waiting, and a rerun changes nothing (Res. Ex. N° 38 art. 27 f)', async () => {
    await punch({});
    await run(20);
    await punch({ receipts: signed });
    const id = systemIncidentId(SIGNING_BACKLOG_DETECTOR, NINE);
    expect(await run(30)).toEqual({ pending: 0, oldest: null, opened: null, closed: [id] });
    expect(memory.docs.get('incidents')?.get(id)).toMatchObject({ end: at(30) });
    expect(await run(40)).toEqual({ pending: 0, oldest: null, opened: null, closed: [] });
    expect(memory.docs.get('incidents')?.get(id)).toMatchObject({ end: at(30) });
  });

  it('counts only app punches of the last 48 hours confirmed unsigned on their own record, not a lagging month copy', async () => {
    await punch({});
    // The record is signed; its month copy has not caught up yet.
    await memory.store.update('attendance', RECORD, { receipts: signed });
    expect(await findSigningBacklog(memory.store, at(60))).toEqual({ pending: 0, oldest: null });
    await punch({ source: 'seed' });
    expect(await findSigningBacklog(memory.store, at(60))).toEqual({ pending: 0, oldest: null });
    await punch({});
    expect(await findSigningBacklog(memory.store, at(48 * 60 + 1))).toEqual({ pending: 0, oldest: null });
    expect(await findSigningBacklog(memory.store, at(48 * 60))).toEqual({ pending: 1, oldest: NINE });
  });

  it('leaves a disabled company alone', async () => {
    await punch({});
    await memory.store.update('tenants', 't1', { disabled: true });
    expect(await run(60)).toEqual({ pending: 0, oldest: null, opened: null, closed: [] });
  });
});
