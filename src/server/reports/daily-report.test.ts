import { buildAttendanceMonths } from '../../domain/attendance/attendance-months';
import { attendanceDocId } from '../../domain/schedule/day-schedule';
import { memoryAdminDeps, type MemoryAdminDeps } from '../../testing/memory-admin-deps';
import type { ServerDoc, ServerStore } from '../admin/server-ports';
import { systemIncidentId } from '../incidents/record-incident';
import {
  DAILY_REPORT_DETECTOR,
  dailyReportMailId,
  owedDays,
  sendDailyReports,
  type DailyReportDeps,
} from './daily-report';
import { DAILY_REPORT_MAIL_MAX_MARCAS, dailyReportSubject } from './daily-report-mail';

const SANTIAGO = 'America/Santiago';
const TOKYO = 'Asia/Tokyo';
/** Monday 30 November 2026 starts at 03:00 UTC in Santiago (UTC−3). */
const MONDAY = new Date('2026-11-30T03:00:00.000Z');
/** 00:10 on Tuesday 1 December in Santiago: Monday has just ended there (and long since in Tokyo). */
const AFTER_MONDAY = new Date('2026-12-01T03:10:00.000Z');
const sec = (base: Date, hours: number, minutes = 0, seconds = 0) =>
  new Date(base.getTime() + ((hours * 60 + minutes) * 60 + seconds) * 1000);

let memory: MemoryAdminDeps;
let deps: DailyReportDeps;

async function tenant(id: string, fields: ServerDoc = {}): Promise<void> {
  await memory.store.set('tenants', id, {
    name: `Empresa ${id}`,
    legalName: `Empresa ${id} SpA`,
    taxId: '76.123.456-7',
    timeZone: SANTIAGO,
    disabled: false,
    createdAt: new Date('2026-01-01T12:00:00.000Z'),
    ...fields,
  });
}

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

/** A record of slot 0 of the day starting at `date`, with its receipts. */
async function record(
  tenantId: string,
  userId: string,
  day: string,
  date: Date,
  punches: { checkInTime?: Date; checkOutTime?: Date },
  receipts: ServerDoc = {},
): Promise<void> {
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
    receipts,
  });
}

/** The months of copies of every record in the store, as the month triggers keep them. */
async function syncMonths(tenantId: string, timeZone = SANTIAGO): Promise<void> {
  const attendance = [...(memory.docs.get('attendance') ?? new Map<string, ServerDoc>())].map(
    ([id, data]) => ({ ...(data as { tenantId: string; userId: string; date: Date }), id }),
  );
  const months = buildAttendanceMonths(
    { schedulesConfig: [], attendance, corrections: [] },
    tenantId,
    timeZone,
    MONDAY,
  );
  for (const { id, ...month } of months) await memory.store.set('attendanceMonths', id, month);
}

const mail = (id: string) =>
  memory.docs.get('mail')?.get(id) as
    { to: string; cc?: string[]; message: { subject: string; text: string; html: string } } | undefined;

beforeEach(async () => {
  memory = memoryAdminDeps({ now: AFTER_MONDAY });
  deps = { store: memory.store, appUrl: 'https://asiste.example.cl' };
  await tenant('t1');
  await person('admin-1', 't1', { role: 'admin', displayName: 'Andrea Admin' });
  await person('admin-2', 't1', { role: 'admin' });
  await person('ana', 't1', { displayName: 'Ana Núñez', rut: '123456785' });
  await person('ben', 't1', { displayName: 'Ben Soto', rut: '9.876.543-3' });
  // Ana on Monday; Ben's night slot of Sunday 29 ends on Monday at 06:00:05.
  await record(
    't1',
    'ana',
    '2026-11-30',
    MONDAY,
    { checkInTime: sec(MONDAY, 9, 0, 7), checkOutTime: sec(MONDAY, 18) },
    { checkIn: { code: 'AAAA-BBBB-CCCC-DDDD', signedAt: sec(MONDAY, 9, 0, 8) } },
  );
  await record('t1', 'ben', '2026-11-29', sec(MONDAY, -24), {
    checkInTime: sec(MONDAY, -2),
    checkOutTime: sec(MONDAY, 6, 0, 5),
  });
  await syncMonths('t1');
});

describe('the daily report (Res. Ex. N° 38 art. 27 e)', () => {
  it('Res. Ex. N° 38 art. 27 e: queues one daily report per tenant for the day that ended in its zone, once', async () => {
    const sunday = dailyReportMailId('t1', '2026-11-29');
    const monday = dailyReportMailId('t1', '2026-11-30');
    const first = await sendDailyReports(deps, AFTER_MONDAY);
    expect(first).toMatchObject({ queued: [sunday, monday], existing: [], failed: [] });
    const sent = mail(monday);
    expect(sent?.to).toBe('admin-1@t1.test');
    expect(sent?.cc).toEqual(['admin-2@t1.test']);
    expect(sent?.message.subject).toBe(dailyReportSubject('2026-11-30', 'Empresa t1'));
    expect(sent?.message.subject).toBe('Reporte diario del 30/11/26 · Empresa t1');
    const lines = sent?.message.text.split('\n') ?? [];
    expect(lines).toContain('Empleador: Empresa t1 SpA · RUT 76.123.456-7');
    expect(lines).toContain('3 marcas de 2 trabajadores.');
    expect(lines).toContain(
      'Fecha | Trabajador | RUT | Tipo de marca | Hora | Código de verificación | Alterada',
    );
    expect(lines).toContain(
      '30/11/26 | Ana Núñez | 12.345.678-5 | Entrada | 09:00:07 | AAAA-BBBB-CCCC-DDDD | No',
    );
    expect(lines).toContain('30/11/26 | Ana Núñez | 12.345.678-5 | Salida | 18:00:00 | Sin código | No');
    // The exit of Ben's night slot is Monday's marca; his Sunday entry went in Sunday's report.
    expect(lines).toContain('30/11/26 | Ben Soto | 9.876.543-3 | Salida | 06:00:05 | Sin código | No');
    expect(mail(sunday)?.message.text).toContain('29/11/26 | Ben Soto | 9.876.543-3 | Entrada | 22:00:00');
    expect(sent?.message.html).toContain('<td>09:00:07</td>');
    expect(sent?.message.html).toContain('https://asiste.example.cl/asistencias');
    // A rerun, and the next hour's, send nothing twice.
    expect(await sendDailyReports(deps, AFTER_MONDAY)).toMatchObject({
      queued: [],
      existing: [sunday, monday],
    });
    expect(await sendDailyReports(deps, sec(AFTER_MONDAY, 1))).toMatchObject({ queued: [] });
    expect(memory.docs.get('mail')?.size).toBe(2);
  });

  it('sends a company its report when its own day ends, not Santiago’s', async () => {
    await tenant('t2', { timeZone: TOKYO, createdAt: new Date('2026-11-30T00:00:00.000Z') });
    await person('boss', 't2', { role: 'admin' });
    // 23:50 on Monday in Santiago is 11:50 on Tuesday 1 December in Tokyo: Monday ended there, not here.
    const result = await sendDailyReports(deps, new Date('2026-12-01T02:50:00.000Z'));
    expect(result.queued).toEqual([
      dailyReportMailId('t1', '2026-11-28'),
      dailyReportMailId('t1', '2026-11-29'),
      dailyReportMailId('t2', '2026-11-30'),
    ]);
    // Tokyo's Sunday 29 is before the company existed: nothing owed.
    expect(owedDays('2026-12-01', '2026-11-30')).toEqual(['2026-11-30']);
    expect(mail(dailyReportMailId('t2', '2026-11-30'))?.message.text).toContain(
      'No se registraron marcas el 30/11/26.',
    );
  });

  it('sends nothing to a company without an admin with an e-mail, nor to a disabled one', async () => {
    await tenant('t3');
    await person('worker', 't3');
    await tenant('t4', { disabled: true });
    await person('boss', 't4', { role: 'admin' });
    const result = await sendDailyReports(deps, AFTER_MONDAY);
    expect(result.queued.every((id) => id.includes('-t1-'))).toBe(true);
    expect(result.failed).toEqual([]);
  });

  it('gives the count and where the report is when the day has too many marcas for one e-mail', async () => {
    for (let i = 0; i <= DAILY_REPORT_MAIL_MAX_MARCAS; i += 1)
      await record('t1', `p${i}`, '2026-11-30', MONDAY, { checkInTime: sec(MONDAY, 8, 0, i % 60) });
    await syncMonths('t1');
    await sendDailyReports(deps, AFTER_MONDAY);
    const sent = mail(dailyReportMailId('t1', '2026-11-30'));
    expect(sent?.message.text).toContain(
      `${DAILY_REPORT_MAIL_MAX_MARCAS + 4} marcas de ${DAILY_REPORT_MAIL_MAX_MARCAS + 3} trabajadores. Son demasiadas para este correo: el reporte completo de este día está en Asiste › Asistencias › Reportes DT › Reporte diario`,
    );
    expect(JSON.stringify(sent).length).toBeLessThan(10_000);
  });

  it('keeps a full e-mail well under the 1 MiB of a document', async () => {
    for (let i = 0; i < DAILY_REPORT_MAIL_MAX_MARCAS - 4; i += 1) {
      await person(`p${i}`, 't1', { displayName: `${'Nombre & Apellido '.repeat(5)}${i}`, rut: '123456785' });
      await record('t1', `p${i}`, '2026-11-30', MONDAY, { checkInTime: sec(MONDAY, 8, 0, i % 60) });
    }
    await syncMonths('t1');
    await sendDailyReports(deps, AFTER_MONDAY);
    const sent = JSON.stringify(mail(dailyReportMailId('t1', '2026-11-30')));
    expect(sent).toContain('Nombre &amp; Apellido');
    expect(sent.length).toBeLessThan(512 * 1024);
  });

  it('Res. Ex. N° 38 art. 27 f: a failed daily report opens a technical incident, once, closed when the reports go out', async () => {
    const failing: ServerStore = {
      ...memory.store,
      where: (collection, equals) =>
        collection === 'attendanceMonths'
          ? Promise.reject(new Error('Firestore no responde'))
          : memory.store.where(collection, equals),
    };
    const broken = { ...deps, store: failing };
    const first = await sendDailyReports(broken, AFTER_MONDAY);
    expect(first.queued).toEqual([]);
    expect(first.failed.map(({ tenantId, day }) => `${tenantId} ${day}`)).toEqual([
      't1 2026-11-29',
      't1 2026-11-30',
    ]);
    // Each incident started when its report was due: the end of its day in the company's zone.
    const sundayIncident = systemIncidentId(DAILY_REPORT_DETECTOR, MONDAY, 't1');
    const mondayIncident = systemIncidentId(DAILY_REPORT_DETECTOR, sec(MONDAY, 24), 't1');
    expect(first.opened).toEqual([sundayIncident, mondayIncident]);
    expect(memory.docs.get('incidents')?.get(mondayIncident)).toEqual({
      tenantId: 't1',
      start: sec(MONDAY, 24),
      end: null,
      description:
        'No se pudo generar o enviar el reporte diario del 30/11/26 (Res. Ex. N° 38 art. 27 e). El sistema lo reintenta cada hora.',
      origin: 'sistema',
      detector: DAILY_REPORT_DETECTOR,
      createdBy: 'sistema',
      createdAt: AFTER_MONDAY,
    });
    // The next hour fails again: nothing opened twice.
    expect((await sendDailyReports(broken, sec(AFTER_MONDAY, 1))).opened).toEqual([]);
    expect(memory.docs.get('incidents')?.size).toBe(2);
    // Then the store answers: both reports go out and the incidents close at that run's time.
    const later = sec(AFTER_MONDAY, 2);
    const recovered = await sendDailyReports(deps, later);
    expect(recovered.queued).toHaveLength(2);
    expect(recovered.closed).toEqual([sundayIncident, mondayIncident]);
    expect(memory.docs.get('incidents')?.get(mondayIncident)?.end).toEqual(later);
    expect((await sendDailyReports(deps, later)).closed).toEqual([]);
  });

  it('a failed queue opens the incident too, and the other companies still get theirs', async () => {
    await tenant('t0');
    await person('boss', 't0', { role: 'admin' });
    memory.failNext('store.create:mail');
    const result = await sendDailyReports(deps, AFTER_MONDAY);
    expect(result.failed.map(({ tenantId, day }) => `${tenantId} ${day}`)).toEqual(['t0 2026-11-29']);
    expect(result.opened).toEqual([systemIncidentId(DAILY_REPORT_DETECTOR, MONDAY, 't0')]);
    expect(result.queued).toEqual([
      dailyReportMailId('t0', '2026-11-30'),
      dailyReportMailId('t1', '2026-11-29'),
      dailyReportMailId('t1', '2026-11-30'),
    ]);
  });
});
