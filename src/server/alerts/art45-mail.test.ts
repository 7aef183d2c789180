import { buildAttendanceMonths } from '../../domain/attendance/attendance-months';
import { attendanceDocId, scheduleDocId } from '../../domain/schedule/day-schedule';
import { holidayDocId } from '../../domain/planning/plan';
import { memoryAdminDeps, type MemoryAdminDeps } from '../../testing/memory-admin-deps';
import type { ServerDoc } from '../admin/server-ports';
import { art45MailId, sendArt45Alerts, type Art45MailDeps } from './art45-mail';
import { ART45_SUBJECT } from './art45-mail-text';

const TZ = 'America/Santiago';
const DAY = '2026-11-18';
/** Wednesday 18 November 2026 starts at 03:00 UTC in Santiago (UTC−3); 09:00 there is 12:00 UTC. */
const DAY_START = new Date('2026-11-18T03:00:00.000Z');
const NINE = new Date('2026-11-18T12:00:00.000Z');
const at = (base: Date, minutes: number, seconds = 0) =>
  new Date(base.getTime() + minutes * 60_000 + seconds * 1000);

let memory: MemoryAdminDeps;
let deps: Art45MailDeps;

async function person(uid: string, tenantId: string, fields: ServerDoc = {}): Promise<void> {
  await memory.store.set('users', uid, {
    tenantId,
    email: `${uid}@${tenantId}.test`,
    displayName: uid,
    role: 'employee',
    disabled: false,
    ...fields,
  });
}

/** A published day of one slot, and its record when `punches` are given. */
async function plan(
  tenantId: string,
  userId: string,
  slot: { startTime: string; endTime: string },
  punches: { checkInTime?: Date; checkOutTime?: Date } | null = null,
  date = DAY_START,
  day = DAY,
): Promise<void> {
  await memory.store.set('schedulesConfig', scheduleDocId(userId, day), {
    tenantId,
    userId,
    date,
    timeSlots: [slot],
    shiftId: null,
  });
  if (punches === null) return;
  await memory.store.set('attendance', attendanceDocId(userId, day, 0), {
    tenantId,
    userId,
    date,
    slotIndex: 0,
    checkInTime: punches.checkInTime ?? null,
    checkOutTime: punches.checkOutTime ?? null,
    lunchStartTime: null,
    lunchEndTime: null,
    source: 'web',
  });
}

/** The months of copies of every source in the store, as the month triggers keep them. */
async function syncMonths(tenantId: string): Promise<void> {
  const sources = (collection: 'schedulesConfig' | 'attendance' | 'corrections') =>
    [...(memory.docs.get(collection) ?? new Map<string, ServerDoc>())].map(([id, data]) => ({
      ...(data as { tenantId: string; userId: string; date: Date }),
      id,
    }));
  const months = buildAttendanceMonths(
    {
      schedulesConfig: sources('schedulesConfig'),
      attendance: sources('attendance'),
      corrections: sources('corrections'),
    },
    tenantId,
    TZ,
    DAY_START,
  );
  for (const { id, ...month } of months) await memory.store.set('attendanceMonths', id, month);
}

const mails = () => [...(memory.docs.get('mail') ?? new Map<string, ServerDoc>())];
const message = (id: string) =>
  memory.docs.get('mail')?.get(id)?.['message'] as { subject: string; text: string; html: string };

beforeEach(async () => {
  memory = memoryAdminDeps();
  deps = { store: memory.store, appUrl: 'https://asiste.example.cl/' };
  for (const [id, name] of [
    ['t1', 'Panadería La Espiga'],
    ['t2', 'Ferretería El Clavo'],
  ] as const) {
    await memory.store.set('tenants', id, { tenantId: id, name, timeZone: TZ, disabled: false });
  }
  await person('camila', 't1', { displayName: 'Camila Rojas' });
  await person('jefa', 't1', { role: 'admin' });
  await person('ex-jefe', 't1', { role: 'admin', disabled: true });
  await person('pedro', 't2');
  await person('dueno', 't2', { role: 'admin' });
});

describe('sendArt45Alerts', () => {
  it('Res. Ex. N° 38 art. 45: sends one mail for an entrada missing 30 minutes after it was due, to the worker with the admins in cc', async () => {
    await plan('t1', 'camila', { startTime: '09:00', endTime: '18:00' });
    await syncMonths('t1');
    const id = art45MailId('entrada', 't1', 'camila', DAY, 0);
    expect(id).toBe('art45-entrada-t1-camila-2026-11-18-0');
    expect(await sendArt45Alerts(deps, at(NINE, 29, 59))).toEqual({ queued: [], existing: [] });
    expect(await sendArt45Alerts(deps, at(NINE, 30))).toEqual({ queued: [id], existing: [] });
    expect(mails().map(([mailId]) => mailId)).toEqual([id]);
    const mail = memory.docs.get('mail')?.get(id);
    expect(mail?.['to']).toBe('camila@t1.test');
    expect(mail?.['cc']).toEqual(['jefa@t1.test']);
    expect(message(id).subject).toBe('Aviso: marca de entrada no registrada');
    expect(message(id).text).toContain('Hola, Camila Rojas:');
    expect(message(id).text).toContain(
      'No hay registro de tu marca de entrada del turno del 18/11/26, que correspondía el 18/11/26 a las 09:00:00.',
    );
    expect(message(id).text).toContain('Aún puedes registrarla: Asiste nunca bloquea una marca');
    expect(message(id).text).toContain('https://asiste.example.cl/checkin');
    expect(message(id).text).toContain('Res. Ex. N° 38 de la Dirección del Trabajo, art. 45');
    expect(message(id).html).toContain('Camila Rojas');
  });

  it('Res. Ex. N° 38 art. 45: a second run sends nothing twice', async () => {
    await plan('t1', 'camila', { startTime: '09:00', endTime: '18:00' });
    await syncMonths('t1');
    const id = art45MailId('entrada', 't1', 'camila', DAY, 0);
    await sendArt45Alerts(deps, at(NINE, 30));
    expect(await sendArt45Alerts(deps, at(NINE, 35))).toEqual({ queued: [], existing: [id] });
    expect(mails()).toHaveLength(1);
  });

  it('Res. Ex. N° 38 art. 45: a person who punched gets none, even before the month copy catches up', async () => {
    await plan('t1', 'camila', { startTime: '09:00', endTime: '18:00' }, { checkInTime: at(NINE, 29, 59) });
    await syncMonths('t1');
    expect(await sendArt45Alerts(deps, at(NINE, 30))).toEqual({ queued: [], existing: [] });
    // The punch is stored, its copy not yet: the record is read again before sending.
    const record = memory.docs.get('attendance')?.get(attendanceDocId('camila', DAY, 0));
    memory.docs.get('attendance')?.clear();
    await syncMonths('t1');
    expect(await sendArt45Alerts(deps, at(NINE, 30))).toEqual({
      queued: [art45MailId('entrada', 't1', 'camila', DAY, 0)],
      existing: [],
    });
    memory.docs.get('mail')?.clear();
    await memory.store.set('attendance', attendanceDocId('camila', DAY, 0), record ?? {});
    expect(await sendArt45Alerts(deps, at(NINE, 30))).toEqual({ queued: [], existing: [] });
  });

  it("Res. Ex. N° 38 art. 45: another tenant's people are not mixed in", async () => {
    await plan('t1', 'camila', { startTime: '09:00', endTime: '18:00' });
    await plan('t2', 'pedro', { startTime: '09:00', endTime: '18:00' });
    await syncMonths('t1');
    await syncMonths('t2');
    await memory.store.set('tenants', 't3', { name: 'Suspendida', timeZone: TZ, disabled: true });
    await person('otra', 't3');
    await plan('t3', 'otra', { startTime: '09:00', endTime: '18:00' });
    await syncMonths('t3');
    const result = await sendArt45Alerts(deps, at(NINE, 30));
    expect(result.queued).toEqual([
      art45MailId('entrada', 't1', 'camila', DAY, 0),
      art45MailId('entrada', 't2', 'pedro', DAY, 0),
    ]);
    const pedro = memory.docs.get('mail')?.get(art45MailId('entrada', 't2', 'pedro', DAY, 0));
    expect(pedro?.['to']).toBe('pedro@t2.test');
    expect(pedro?.['cc']).toEqual(['dueno@t2.test']);
    expect(message(art45MailId('entrada', 't2', 'pedro', DAY, 0)).text).toContain('Ferretería El Clavo');
  });

  it('Res. Ex. N° 38 art. 45: disabled people, people without e-mail, approved absences and holidays not worked get none', async () => {
    await person('ana', 't1', { disabled: true });
    await person('beto', 't1', { email: '' });
    await person('carla', 't1');
    for (const uid of ['camila', 'ana', 'beto', 'carla'])
      await plan('t1', uid, { startTime: '09:00', endTime: '18:00' });
    await memory.store.set('absences', 'a1', {
      tenantId: 't1',
      userId: 'carla',
      type: 'vacaciones',
      from: DAY_START,
      to: DAY_START,
      status: 'aprobada',
    });
    await syncMonths('t1');
    expect((await sendArt45Alerts(deps, at(NINE, 30))).queued).toEqual([
      art45MailId('entrada', 't1', 'camila', DAY, 0),
    ]);
    memory.docs.get('mail')?.clear();
    await memory.store.set('holidays', holidayDocId('t1', DAY), { tenantId: 't1', date: DAY_START });
    expect(await sendArt45Alerts(deps, at(NINE, 30))).toEqual({ queued: [], existing: [] });
  });

  it("Res. Ex. N° 38 art. 45: an overnight slot's salida is due the next morning", async () => {
    const tuesday = new Date('2026-11-17T03:00:00.000Z');
    await plan(
      't1',
      'camila',
      { startTime: '22:00', endTime: '06:00' },
      { checkInTime: new Date('2026-11-18T01:00:00.000Z') },
      tuesday,
      '2026-11-17',
    );
    await syncMonths('t1');
    /** 06:30 on Wednesday in Santiago. */
    const id = art45MailId('salida', 't1', 'camila', '2026-11-17', 0);
    expect((await sendArt45Alerts(deps, new Date('2026-11-18T09:30:00.000Z'))).queued).toEqual([id]);
    expect(message(id).subject).toBe(ART45_SUBJECT.salida);
    expect(message(id).text).toContain(
      'marca de salida del turno del 17/11/26, que correspondía el 18/11/26 a las 06:00:00.',
    );
  });

  it('Res. Ex. N° 38 art. 45: a day with more than 2 hours of overtime is a jornada over the legal limit', async () => {
    const end = new Date('2026-11-18T21:00:00.000Z');
    await plan(
      't1',
      'camila',
      { startTime: '09:00', endTime: '18:00' },
      { checkInTime: NINE, checkOutTime: at(end, 120, 1) },
    );
    await syncMonths('t1');
    const id = art45MailId('daily-limit', 't1', 'camila', DAY);
    expect(id).toBe('art45-limite-diario-t1-camila-2026-11-18');
    expect((await sendArt45Alerts(deps, at(end, 150))).queued).toEqual([id]);
    expect(memory.docs.get('mail')?.get(id)?.['cc']).toEqual(['jefa@t1.test']);
    expect(message(id).subject).toBe('Aviso: jornada sobre el límite legal');
    expect(message(id).text).toContain(
      'Tu jornada del 18/11/26 registra 2:00:01 de horas extraordinarias, sobre el máximo legal de 2 horas diarias',
    );
  });

  it('Res. Ex. N° 38 art. 45: the compensatory rest of a 30-day period is mailed once, from the day after it ends (art. 38 CT)', async () => {
    // Period 26/10/26–24/11/26. Camila works Saturday 31 October (a holiday) and Sundays 1 (also a holiday) and
    // 22 November; Sunday 25 October belongs to the period before.
    const day = (key: string) => new Date(`${key}T03:00:00.000Z`);
    const slot = { startTime: '09:00', endTime: '14:00' };
    for (const key of ['2026-10-25', '2026-10-31', '2026-11-01', '2026-11-22']) {
      const nine = new Date(`${key}T12:00:00.000Z`);
      await plan('t1', 'camila', slot, { checkInTime: nine, checkOutTime: at(nine, 300) }, day(key), key);
    }
    for (const key of ['2026-10-31', '2026-11-01']) {
      await memory.store.set('holidays', holidayDocId('t1', key), { tenantId: 't1', date: day(key) });
    }
    await syncMonths('t1');
    const id = art45MailId('compensatory-rest', 't1', 'camila', '2026-10-26');
    expect(id).toBe('art45-descanso-compensatorio-t1-camila-2026-10-26');
    const periodEnds = new Date('2026-11-25T03:00:00.000Z');
    expect((await sendArt45Alerts(deps, at(periodEnds, 0, -1))).queued).toEqual([]);
    expect(await sendArt45Alerts(deps, periodEnds)).toEqual({ queued: [id], existing: [] });
    expect(await sendArt45Alerts(deps, at(periodEnds, 60))).toEqual({ queued: [], existing: [id] });
    expect(mails().map(([mailId]) => mailId)).toEqual([id]);
    expect(memory.docs.get('mail')?.get(id)?.['to']).toBe('camila@t1.test');
    expect(memory.docs.get('mail')?.get(id)?.['cc']).toEqual(['jefa@t1.test']);
    expect(message(id).subject).toBe('Aviso: descanso compensatorio');
    expect(message(id).text).toContain(
      'Entre el 26/10/26 y el 24/11/26 registras 2 domingos trabajados y 1 festivo trabajado (los domingos 01/11/26 y 22/11/26 y el festivo 31/10/26): te corresponden 3 días de descanso compensatorio (art. 38 del Código del Trabajo).',
    );
    expect(message(id).text).toContain('Coordina con Panadería La Espiga los días en que los tomarás.');
    expect(message(id).text).toContain('https://asiste.example.cl/mi-historial');
    // Past the days it is looked for, nothing is read or sent again.
    expect(await sendArt45Alerts(deps, new Date('2026-11-29T03:00:00.000Z'))).toEqual({
      queued: [],
      existing: [],
    });
  });
});

describe('sendArt45Alerts: the telework disconnection notice', () => {
  const id = art45MailId('disconnection', 't1', 'camila', DAY, 0);

  beforeEach(async () => {
    await person('camila', 't1', { displayName: 'Camila Rojas', teletrabajo: true });
    await person('carla', 't1');
  });

  it('Res. Ex. N° 38 art. 45: a teleworker gets the disconnection notice 30 minutes before the slot starts, once, to them alone; a non-teleworker none', async () => {
    for (const uid of ['camila', 'carla']) await plan('t1', uid, { startTime: '09:00', endTime: '18:00' });
    await syncMonths('t1');
    expect(id).toBe('art45-desconexion-t1-camila-2026-11-18-0');
    expect(await sendArt45Alerts(deps, at(NINE, -30, -1))).toEqual({ queued: [], existing: [] });
    expect(await sendArt45Alerts(deps, at(NINE, -30))).toEqual({ queued: [id], existing: [] });
    expect(await sendArt45Alerts(deps, at(NINE, -25))).toEqual({ queued: [], existing: [id] });
    expect(mails().map(([mailId]) => mailId)).toEqual([id]);
    const mail = memory.docs.get('mail')?.get(id);
    expect(mail?.['to']).toBe('camila@t1.test');
    expect(mail?.['cc']).toBeUndefined();
    expect(message(id).subject).toBe('Aviso: derecho a desconexión (teletrabajo)');
    expect(message(id).text).toContain('Hola, Camila Rojas:');
    expect(message(id).text).toContain('Tu jornada de teletrabajo es del 18/11/26 de 09:00:00 a 18:00:00.');
    expect(message(id).text).toContain(
      'Fuera de ella tienes derecho a desconexión: no estás obligado a responder comunicaciones, órdenes ni otros requerimientos de Panadería La Espiga, durante al menos 12 horas continuas en cada periodo de 24 horas (art. 152 quáter J del Código del Trabajo, Ley 21.220).',
    );
    expect(message(id).text).toContain('https://asiste.example.cl/checkin');
    expect(message(id).text).toContain('art. 45), enviado al trabajador.');
  });

  it('Res. Ex. N° 38 art. 45: no disconnection notice once the slot has started, on an approved absence or on a holiday', async () => {
    await plan('t1', 'camila', { startTime: '09:00', endTime: '18:00' });
    await syncMonths('t1');
    // A run that comes after the start is late: it sends none (the notice is owed before the start).
    expect(await sendArt45Alerts(deps, NINE)).toEqual({ queued: [], existing: [] });
    await memory.store.set('absences', 'a1', {
      tenantId: 't1',
      userId: 'camila',
      type: 'vacaciones',
      from: DAY_START,
      to: DAY_START,
      status: 'aprobada',
    });
    expect(await sendArt45Alerts(deps, at(NINE, -30))).toEqual({ queued: [], existing: [] });
    memory.docs.get('absences')?.clear();
    await memory.store.set('holidays', holidayDocId('t1', DAY), { tenantId: 't1', date: DAY_START });
    expect(await sendArt45Alerts(deps, at(NINE, -30))).toEqual({ queued: [], existing: [] });
    memory.docs.get('holidays')?.clear();
    expect(await sendArt45Alerts(deps, at(NINE, -30))).toEqual({ queued: [id], existing: [] });
  });

  it('Res. Ex. N° 38 art. 45: a slot that starts at 00:15 tomorrow has its disconnection notice at 23:45 today', async () => {
    const thursday = '2026-11-19';
    const thursdayStart = new Date('2026-11-19T03:00:00.000Z');
    await plan('t1', 'camila', { startTime: '00:15', endTime: '08:15' }, null, thursdayStart, thursday);
    await syncMonths('t1');
    const late = new Date('2026-11-19T02:45:00.000Z');
    const tomorrowsId = art45MailId('disconnection', 't1', 'camila', thursday, 0);
    expect(await sendArt45Alerts(deps, at(late, 0, -1))).toEqual({ queued: [], existing: [] });
    expect(await sendArt45Alerts(deps, late)).toEqual({ queued: [tomorrowsId], existing: [] });
    expect(message(tomorrowsId).text).toContain(
      'Tu jornada de teletrabajo es del 19/11/26 de 00:15:00 a 08:15:00.',
    );
    // Tomorrow is a holiday: nothing.
    memory.docs.get('mail')?.clear();
    await memory.store.set('holidays', holidayDocId('t1', thursday), { tenantId: 't1', date: thursdayStart });
    expect(await sendArt45Alerts(deps, late)).toEqual({ queued: [], existing: [] });
  });
});
