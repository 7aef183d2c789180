/**
 * The audit triggers (`auditWeekSignature`, `auditCorrection`, `auditAbsence`, `auditOvertimeDecision`, …): their
 * handler over the one server audit (src/server/audit/audit-server.ts) on the in-memory server store. Security review M6:
 * every act is logged by the server, once, with the actor its stamp names (the worker, the manager); a pending
 * correction is no act yet.
 */
import { describe, expect, it } from 'vitest';

import { SYSTEM_ACTOR } from '../../src/data/writes/audit';
import { payrollParametersFor } from '../../src/domain/payroll/parameters';
import { DEFAULT_ALERT_THRESHOLDS } from '../../src/domain/settings/tenant-settings';
import { serverAuditId, type ServerAudited } from '../../src/server/audit/audit-server';
import { memoryAdminDeps } from '../../src/testing/memory-admin-deps';
import { handleAuditedWrite } from '../src/audit-trigger';
import { toStored } from '../src/firestore-store';

const NOW = new Date('2026-11-16T12:00:00.000Z');
const TENANT = { timeZone: 'America/Santiago', name: 'Demo' };
// Tuesday 17 November 2026, 00:00 in Santiago (UTC−3).
const DAY = new Date('2026-11-17T03:00:00.000Z');

function setup() {
  const memory = memoryAdminDeps({ now: NOW });
  const deps = async () => ({ store: memory.store, now: () => NOW });
  const logs = () => [...(memory.docs.get('logs')?.entries() ?? [])];
  // The event's document as Firestore hands it over: Timestamps, not Dates.
  const written = async (collection: ServerAudited, id: string) => {
    const doc = await memory.store.get(collection, id);
    return doc === null ? undefined : toStored(doc);
  };
  return { memory, deps, logs, written };
}

describe('the audit triggers on the worker’s writes (security review M6)', () => {
  it('logs a weekly signature and an objection with the week and its totals, once however often retried', async () => {
    const { memory, deps, logs, written } = setup();
    const totals = {
      daysWorked: 5,
      ordinarySeconds: 144_000,
      overtimeSeconds: 1_815,
      lateSeconds: 720,
      absences: 0,
      corrections: 1,
    };
    const base = { tenantId: 't1', userId: 'emp-1', week: '2026-11-09', totals, signedAt: NOW, code: null };
    await memory.store.set('weekSignatures', 'emp-1_2026-11-09_1', {
      ...base,
      seq: 1,
      status: 'signed',
      comment: null,
    });
    await memory.store.set('weekSignatures', 'emp-1_2026-11-09_2', {
      ...base,
      seq: 2,
      status: 'objected',
      comment: 'Faltan 30 minutos',
    });
    const first = await handleAuditedWrite(
      'weekSignatures',
      'emp-1_2026-11-09_1',
      await written('weekSignatures', 'emp-1_2026-11-09_1'),
      deps,
    );
    expect(first).toBe(serverAuditId('weekSignatures', 'emp-1_2026-11-09_1'));
    expect(
      await handleAuditedWrite(
        'weekSignatures',
        'emp-1_2026-11-09_1',
        await written('weekSignatures', 'emp-1_2026-11-09_1'),
        deps,
      ),
    ).toBeNull();
    await handleAuditedWrite(
      'weekSignatures',
      'emp-1_2026-11-09_2',
      await written('weekSignatures', 'emp-1_2026-11-09_2'),
      deps,
    );
    const entries = logs().map(([, entry]) => entry);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      tenantId: 't1',
      actorId: 'emp-1',
      action: 'week.sign',
      target: 'emp-1_2026-11-09_1',
      createdAt: NOW,
    });
    expect(entries[0]?.details).toMatch(/^Semana del .*: Días trabajados 5, .*Horas extras 0:30:15/);
    expect(entries[1]).toMatchObject({ action: 'week.object', actorId: 'emp-1' });
    expect(entries[1]?.details).toMatch(/\(adenda 1\).*\. Comentario: Faltan 30 minutos$/);
  });

  it('logs the worker’s answer to a correction in the tenant’s zone, and nothing while it is pending', async () => {
    const { memory, deps, logs, written } = setup();
    await memory.store.set('tenants', 't1', TENANT);
    const correction = {
      tenantId: 't1',
      userId: 'emp-1',
      date: DAY,
      kind: 'punch',
      punch: 'checkOut',
      before: null,
      after: new Date('2026-11-17T21:05:00.000Z'),
      reason: 'Olvidó marcar',
      status: 'pending',
      response: null,
    };
    await memory.store.set('corrections', 'c1', correction);
    expect(
      await handleAuditedWrite('corrections', 'c1', await written('corrections', 'c1'), deps),
    ).toBeNull();
    await memory.store.update('corrections', 'c1', { status: 'objected', response: 'Salí a las 17:30' });
    await handleAuditedWrite('corrections', 'c1', await written('corrections', 'c1'), deps);
    expect(logs()).toEqual([
      [
        serverAuditId('corrections', 'c1'),
        expect.objectContaining({
          actorId: 'emp-1',
          action: 'correction.object',
          target: 'c1',
          details:
            'Salida del 17-11-2026: sin marca → 18:05. Motivo: Olvidó marcar. Comentario: Salí a las 17:30',
        }),
      ],
    ]);
  });

  it('logs the worker’s own absence request, a manager’s record as the manager’s, and nothing for a deleted doc', async () => {
    const { memory, deps, logs, written } = setup();
    await memory.store.set('tenants', 't1', TENANT);
    const absence = {
      tenantId: 't1',
      userId: 'emp-1',
      type: 'vacaciones',
      from: DAY,
      to: new Date('2026-11-19T03:00:00.000Z'),
      status: 'pendiente',
      createdBy: 'emp-1',
    };
    await memory.store.set('absences', 'a1', absence);
    await memory.store.set('absences', 'a2', { ...absence, status: 'aprobada', createdBy: 'admin-1' });
    await memory.store.set('users', 'emp-1', { displayName: 'Camila Rojas', tenantId: 't1' });
    await handleAuditedWrite('absences', 'a1', await written('absences', 'a1'), deps);
    await handleAuditedWrite('absences', 'a2', await written('absences', 'a2'), deps);
    expect(await handleAuditedWrite('absences', 'gone', undefined, deps)).toBeNull();
    expect(logs()).toEqual([
      [
        serverAuditId('absences', 'a1'),
        expect.objectContaining({
          actorId: 'emp-1',
          action: 'absence.request',
          details: 'Solicitud de vacaciones: 17-11-2026 – 19-11-2026',
        }),
      ],
      [
        serverAuditId('absences', 'a2'),
        expect.objectContaining({
          actorId: 'admin-1',
          action: 'absence.create',
          details: 'Vacaciones de Camila Rojas: 17-11-2026 – 19-11-2026',
        }),
      ],
    ]);
  });

  it('logs a manager’s decision on an absence from its stamp, with the working days and the reason, once (M6)', async () => {
    const { memory, deps, logs, written } = setup();
    await memory.store.set('tenants', 't1', TENANT);
    await memory.store.set('users', 'emp-1', { displayName: 'Camila Rojas', tenantId: 't1' });
    // Wednesday 18 November is a holiday of the tenant: 2 working days of the 3.
    await memory.store.set('holidays', 't1_2026-11-18', {
      tenantId: 't1',
      date: new Date('2026-11-18T03:00:00.000Z'),
      name: 'Feriado',
      irrenunciable: false,
    });
    const request = {
      tenantId: 't1',
      userId: 'emp-1',
      type: 'vacaciones',
      from: DAY,
      to: new Date('2026-11-19T03:00:00.000Z'),
      status: 'pendiente',
      createdBy: 'emp-1',
      decidedBy: null,
      decidedAt: null,
    };
    await memory.store.set('absences', 'a1', request);
    const before = await written('absences', 'a1');
    const decidedAt = new Date('2026-11-16T13:00:00.000Z');
    await memory.store.update('absences', 'a1', {
      status: 'rechazada',
      decidedBy: 'admin-1',
      decidedAt,
      decisionNote: 'Temporada alta',
    });
    const after = await written('absences', 'a1');
    const id = await handleAuditedWrite('absences', 'a1', after, deps, before);
    expect(id).toBe(serverAuditId('absences', 'a1', decidedAt));
    // A retry logs nothing twice; the request's own creation is not taken for this update.
    expect(await handleAuditedWrite('absences', 'a1', after, deps, before)).toBeNull();
    expect(logs()).toEqual([
      [
        id,
        expect.objectContaining({
          actorId: 'admin-1',
          action: 'absence.reject',
          target: 'a1',
          details:
            'Vacaciones de Camila Rojas: 17-11-2026 – 19-11-2026 (2 días hábiles). Motivo: Temporada alta',
        }),
      ],
    ]);
  });

  it('logs overtime decisions and an agreement’s record and void from their stamps, deciding again anew (M6)', async () => {
    const { memory, deps, logs, written } = setup();
    await memory.store.set('users', 'emp-1', { displayName: 'Camila Rojas', tenantId: 't1' });
    const first = new Date('2026-11-16T13:00:00.000Z');
    const second = new Date('2026-11-16T14:00:00.000Z');
    const decision = {
      tenantId: 't1',
      userId: 'emp-1',
      day: '2026-11-16',
      status: 'approved',
      computedSeconds: 5_400,
      seconds: 3_600,
      note: null,
      decidedBy: 'admin-1',
      decidedAt: first,
    };
    await memory.store.set('overtimeDecisions', 'emp-1_2026-11-16', decision);
    const approved = await written('overtimeDecisions', 'emp-1_2026-11-16');
    await handleAuditedWrite('overtimeDecisions', 'emp-1_2026-11-16', approved, deps);
    await memory.store.set('overtimeDecisions', 'emp-1_2026-11-16', {
      ...decision,
      status: 'rejected',
      seconds: 0,
      decidedBy: 'admin-2',
      decidedAt: second,
    });
    await handleAuditedWrite(
      'overtimeDecisions',
      'emp-1_2026-11-16',
      await written('overtimeDecisions', 'emp-1_2026-11-16'),
      deps,
      approved,
    );
    const agreement = {
      tenantId: 't1',
      userId: 'emp-1',
      from: '2026-11-01',
      to: '2027-01-31',
      note: null,
      createdBy: 'admin-1',
      createdAt: first,
    };
    await memory.store.set('overtimeAgreements', 'ag1', agreement);
    const recorded = await written('overtimeAgreements', 'ag1');
    await handleAuditedWrite('overtimeAgreements', 'ag1', recorded, deps);
    await memory.store.update('overtimeAgreements', 'ag1', {
      voidedBy: 'admin-2',
      voidedAt: second,
      voidReason: 'Era de otra persona',
    });
    await handleAuditedWrite(
      'overtimeAgreements',
      'ag1',
      await written('overtimeAgreements', 'ag1'),
      deps,
      recorded,
    );
    expect(logs().map(([id, entry]) => [id, entry.actorId, entry.action, entry.details])).toEqual([
      [
        serverAuditId('overtimeDecisions', 'emp-1_2026-11-16', first),
        'admin-1',
        'overtime.approve',
        'Camila Rojas, 16-11-2026: aprobada 1 h de 1 h 30 min',
      ],
      [
        serverAuditId('overtimeDecisions', 'emp-1_2026-11-16', second),
        'admin-2',
        'overtime.reject',
        'Camila Rojas, 16-11-2026: rechazada (1 h 30 min)',
      ],
      [
        serverAuditId('overtimeAgreements', 'ag1'),
        'admin-1',
        'overtime.agreement',
        'Camila Rojas: del 01-11-2026 al 31-01-2027',
      ],
      [
        serverAuditId('overtimeAgreements', 'ag1', second),
        'admin-2',
        'overtime.agreement-void',
        'Camila Rojas: del 01-11-2026 al 31-01-2027. Motivo: Era de otra persona',
      ],
    ]);
  });

  it('logs a publish of the agenda from its document, as its publisher, once (M6)', async () => {
    const { memory, deps, logs, written } = setup();
    await memory.store.set('planPublishes', 'p1', {
      tenantId: 't1',
      publishedBy: 'admin-1',
      publishedAt: NOW,
      count: 8,
      userIds: ['emp-1', 'emp-2'],
      from: '2026-11-16',
      to: '2026-11-22',
      reason: 'Licencia de Juan',
    });
    const publish = await written('planPublishes', 'p1');
    expect(await handleAuditedWrite('planPublishes', 'p1', publish, deps)).toBe(
      serverAuditId('planPublishes', 'p1'),
    );
    expect(await handleAuditedWrite('planPublishes', 'p1', publish, deps)).toBeNull();
    expect(logs()).toEqual([
      [
        serverAuditId('planPublishes', 'p1'),
        expect.objectContaining({
          actorId: 'admin-1',
          action: 'schedule.publish',
          target: 'p1',
          details: 'Publicó 8 turnos de 2 personas (16-11-2026 – 22-11-2026). Motivo: Licencia de Juan',
        }),
      ],
    ]);
  });

  it('logs a holiday’s create, update and delete from its stamp; a delete as Sistema; an unstamped write not at all (M6)', async () => {
    const { memory, deps, logs, written } = setup();
    await memory.store.set('tenants', 't1', TENANT);
    const at1 = new Date('2026-11-16T13:00:00.000Z');
    const at2 = new Date('2026-11-16T14:00:00.000Z');
    const id = 't1_2026-12-25';
    const holiday = {
      tenantId: 't1',
      date: new Date('2026-12-25T03:00:00.000Z'),
      name: 'Navidad',
      irrenunciable: true,
    };
    // The server's own write (a new company's holidays) carries no stamp: not logged here.
    await memory.store.set('holidays', id, holiday);
    expect(await handleAuditedWrite('holidays', id, await written('holidays', id), deps)).toBeNull();
    await memory.store.set('holidays', id, { ...holiday, updatedBy: 'admin-1', updatedAt: at1 });
    const created = await written('holidays', id);
    await handleAuditedWrite('holidays', id, created, deps);
    await memory.store.update('holidays', id, { name: 'Pascua', updatedBy: 'admin-2', updatedAt: at2 });
    const renamed = await written('holidays', id);
    await handleAuditedWrite('holidays', id, renamed, deps, created);
    expect(await handleAuditedWrite('holidays', id, renamed, deps, created)).toBeNull();
    await handleAuditedWrite('holidays', id, undefined, deps, renamed);
    expect(logs().map(([logId, entry]) => [logId, entry.actorId, entry.action, entry.details])).toEqual([
      [
        serverAuditId('holidays', id, at1),
        'admin-1',
        'holiday.create',
        'Feriado 25-12-2026 Navidad (irrenunciable)',
      ],
      [
        serverAuditId('holidays', id, at2),
        'admin-2',
        'holiday.update',
        'Feriado 25-12-2026 Navidad: Nombre: Navidad → Pascua',
      ],
      [
        serverAuditId('holidays', id, at2, 'delete'),
        SYSTEM_ACTOR,
        'holiday.delete',
        'Feriado 25-12-2026 Pascua: eliminado',
      ],
    ]);
  });

  it('logs a published schedule deleted outside a publish as Sistema, and nothing for a write or a delete a publish covers (M6)', async () => {
    const { memory, deps, logs, written } = setup();
    await memory.store.set('tenants', 't1', TENANT);
    await memory.store.set('users', 'emp-1', { tenantId: 't1', displayName: 'Camila Rojas' });
    const schedule = (userId: string) => ({
      tenantId: 't1',
      userId,
      date: DAY,
      timeSlots: [{ startTime: '09:00', endTime: '17:00' }],
      shiftId: null,
      lunchMinutes: 30,
      publishId: 'p-old',
    });
    // A publish started 10 minutes ago of emp-2's 16–22 November (its UTC day, by which the server finds it).
    const started = new Date(NOW.getTime() - 10 * 60_000);
    await memory.store.set('planPublishes', 'p-now', {
      tenantId: 't1',
      publishedBy: 'admin-1',
      publishedAt: started,
      count: 7,
      userIds: ['emp-2'],
      from: '2026-11-16',
      to: '2026-11-22',
      reason: null,
      status: 'en curso',
      utcDay: '2026-11-16',
    });
    // A publish's write of a schedule is that publish's entry: nothing here.
    await memory.store.set('schedulesConfig', 'emp-2_2026-11-17', {
      ...schedule('emp-2'),
      publishId: 'p-now',
    });
    const covered = await written('schedulesConfig', 'emp-2_2026-11-17');
    expect(await handleAuditedWrite('schedulesConfig', 'emp-2_2026-11-17', covered, deps)).toBeNull();
    // Its day off: deleted inside the publish, covered.
    expect(
      await handleAuditedWrite('schedulesConfig', 'emp-2_2026-11-17', undefined, deps, covered),
    ).toBeNull();
    // emp-1's schedule deleted with no publish naming her: logged once, however often retried.
    await memory.store.set('schedulesConfig', 'emp-1_2026-11-17', schedule('emp-1'));
    const uncovered = await written('schedulesConfig', 'emp-1_2026-11-17');
    const logged = await handleAuditedWrite(
      'schedulesConfig',
      'emp-1_2026-11-17',
      undefined,
      deps,
      uncovered,
    );
    expect(logged).toBe(serverAuditId('schedulesConfig', 'emp-1_2026-11-17', undefined, 'delete-p-old'));
    expect(
      await handleAuditedWrite('schedulesConfig', 'emp-1_2026-11-17', undefined, deps, uncovered),
    ).toBeNull();
    // A publish that ended its window (over two hours ago) covers nothing any more.
    await memory.store.update('planPublishes', 'p-now', {
      publishedAt: new Date(NOW.getTime() - 121 * 60_000),
    });
    expect(
      await handleAuditedWrite('schedulesConfig', 'emp-2_2026-11-17', undefined, deps, covered),
    ).not.toBeNull();
    expect(logs().map(([, entry]) => [entry.actorId, entry.action, entry.details])).toEqual([
      [
        SYSTEM_ACTOR,
        'schedule.delete',
        'Camila Rojas, 17-11-2026 (09:00–17:00): turno publicado eliminado fuera de una publicación',
      ],
      [
        SYSTEM_ACTOR,
        'schedule.delete',
        'emp-2, 17-11-2026 (09:00–17:00): turno publicado eliminado fuera de una publicación',
      ],
    ]);
  });

  it('logs a shift’s create, archive and restore, and a pattern’s create with the shifts’ names (M6)', async () => {
    const { memory, deps, logs, written } = setup();
    const at1 = new Date('2026-11-16T13:00:00.000Z');
    const at2 = new Date('2026-11-16T14:00:00.000Z');
    const at3 = new Date('2026-11-16T15:00:00.000Z');
    const shift = {
      tenantId: 't1',
      name: 'Noche',
      color: '#3949ab',
      timeSlots: [{ startTime: '22:00', endTime: '06:00' }],
      lunchMinutes: 30,
      updatedBy: 'admin-1',
      updatedAt: at1,
    };
    await memory.store.set('shifts', 's1', shift);
    const created = await written('shifts', 's1');
    await handleAuditedWrite('shifts', 's1', created, deps);
    await memory.store.update('shifts', 's1', { archived: true, updatedAt: at2 });
    const archived = await written('shifts', 's1');
    await handleAuditedWrite('shifts', 's1', archived, deps, created);
    await memory.store.update('shifts', 's1', { archived: false, updatedAt: at3 });
    await handleAuditedWrite('shifts', 's1', await written('shifts', 's1'), deps, archived);
    await memory.store.set('shiftPatterns', 'p1', {
      tenantId: 't1',
      name: '4x4',
      days: ['s1', 's1', '', ''],
      updatedBy: 'admin-1',
      updatedAt: at1,
    });
    await handleAuditedWrite('shiftPatterns', 'p1', await written('shiftPatterns', 'p1'), deps);
    expect(logs().map(([, entry]) => [entry.action, entry.details])).toEqual([
      ['shift.create', 'Turno Noche: 22:00 – 06:00 (+1 día), colación 30 min, color #3949ab'],
      ['shift.archive', 'Turno Noche: archivado (22:00 – 06:00 (+1 día), colación 30 min, color #3949ab)'],
      ['shift.update', 'Turno Noche: restaurado'],
      ['pattern.create', 'Patrón 4x4: 4 días: 2 × Noche, 2 × Libre'],
    ]);
  });

  it('logs a workplace’s create, change of address, archive and restore; the seed’s unsigned write not at all', async () => {
    const { memory, deps, logs, written } = setup();
    const at = (hour: number) => new Date(`2026-11-16T${String(hour).padStart(2, '0')}:00:00.000Z`);
    const place = {
      tenantId: 't1',
      name: 'Casa matriz',
      street: 'Av. Providencia',
      number: '1234',
      unit: null,
      comuna: 'Providencia',
      city: 'Santiago',
      region: 13,
    };
    await memory.store.set('workplaces', 'seeded', place);
    expect(
      await handleAuditedWrite('workplaces', 'seeded', await written('workplaces', 'seeded'), deps),
    ).toBeNull();
    await memory.store.set('workplaces', 'w1', { ...place, updatedBy: 'admin-1', updatedAt: at(13) });
    const created = await written('workplaces', 'w1');
    await handleAuditedWrite('workplaces', 'w1', created, deps);
    await memory.store.update('workplaces', 'w1', { unit: 'Piso 5', updatedAt: at(14) });
    const moved = await written('workplaces', 'w1');
    await handleAuditedWrite('workplaces', 'w1', moved, deps, created);
    await memory.store.update('workplaces', 'w1', { archived: true, updatedAt: at(15) });
    const archived = await written('workplaces', 'w1');
    await handleAuditedWrite('workplaces', 'w1', archived, deps, moved);
    await memory.store.update('workplaces', 'w1', { archived: false, updatedAt: at(16) });
    await handleAuditedWrite('workplaces', 'w1', await written('workplaces', 'w1'), deps, archived);
    const address = 'Av. Providencia 1234, Providencia, Santiago, Región Metropolitana de Santiago';
    expect(logs().map(([, entry]) => [entry.actorId, entry.action, entry.details])).toEqual([
      ['admin-1', 'workplace.create', `Lugar de trabajo Casa matriz: ${address}`],
      [
        'admin-1',
        'workplace.update',
        `Lugar de trabajo Casa matriz: dirección «${address}» → «Av. Providencia 1234, Piso 5, Providencia, Santiago, Región Metropolitana de Santiago»`,
      ],
      ['admin-1', 'workplace.archive', 'Lugar de trabajo Casa matriz: archivado'],
      ['admin-1', 'workplace.update', 'Lugar de trabajo Casa matriz: restaurado'],
    ]);
  });

  it('logs each close and reopening of a period from its stamp, with the reason, once each (security review H3)', async () => {
    const { memory, deps, logs, written } = setup();
    const closedAt = new Date('2026-11-02T12:00:00.000Z');
    const reopenedAt = new Date('2026-11-03T12:00:00.000Z');
    await memory.store.set('tenants', 't1', { ...TENANT, closedThrough: null });
    expect(await handleAuditedWrite('tenants', 't1', await written('tenants', 't1'), deps)).toBeNull();
    await memory.store.update('tenants', 't1', {
      closedThrough: '2026-10-31',
      periodChangedBy: 'admin-1',
      periodChangedAt: closedAt,
      periodReason: null,
    });
    const close = await written('tenants', 't1');
    await handleAuditedWrite('tenants', 't1', close, deps);
    await memory.store.update('tenants', 't1', {
      closedThrough: '2026-09-30',
      periodChangedAt: reopenedAt,
      periodReason: 'Faltó una corrección',
    });
    await handleAuditedWrite('tenants', 't1', await written('tenants', 't1'), deps);
    // A late retry of the close logs nothing again.
    expect(await handleAuditedWrite('tenants', 't1', close, deps)).toBeNull();
    expect(logs()).toEqual([
      [
        serverAuditId('tenants', 't1', closedAt),
        expect.objectContaining({
          actorId: 'admin-1',
          action: 'period.close',
          target: 't1',
          details: 'Periodo octubre de 2026 cerrado (01-10-2026 al 31-10-2026).',
        }),
      ],
      [
        serverAuditId('tenants', 't1', reopenedAt),
        expect.objectContaining({
          actorId: 'admin-1',
          action: 'period.reopen',
          details:
            'Periodo octubre de 2026 reabierto (01-10-2026 al 31-10-2026). Motivo: Faltó una corrección',
        }),
      ],
    ]);
  });
  it('logs a save of /configuracion from its stamp with what changed, beside a period’s close, once (M6)', async () => {
    const { memory, deps, logs, written } = setup();
    const settings = {
      alertThresholds: { ...DEFAULT_ALERT_THRESHOLDS },
      weeklyHourLimit: 42,
      overtimeSurchargePercent: 50,
      workWeek: [1, 2, 3, 4, 5],
      currency: 'CLP',
    };
    const savedAt = new Date('2026-11-02T12:00:00.000Z');
    const closedAt = new Date('2026-11-03T12:00:00.000Z');
    await memory.store.set('tenants', 't1', { ...TENANT, settings, closedThrough: null });
    const stored = await written('tenants', 't1');
    // A write without the stamp (AdminPort switching the company off, the seed) is not logged here.
    await memory.store.update('tenants', 't1', { disabled: true });
    expect(
      await handleAuditedWrite('tenants', 't1', await written('tenants', 't1'), deps, stored),
    ).toBeNull();
    await memory.store.update('tenants', 't1', {
      name: 'Panadería Norte',
      settings: { ...settings, alertThresholds: { ...settings.alertThresholds, noCheckInMinutes: 30 } },
      updatedBy: 'admin-1',
      updatedAt: savedAt,
    });
    const saved = await written('tenants', 't1');
    await handleAuditedWrite('tenants', 't1', saved, deps, stored);
    expect(await handleAuditedWrite('tenants', 't1', saved, deps, stored)).toBeNull();
    // A close after it: the save's stamp is old news, the close is logged alone.
    await memory.store.update('tenants', 't1', {
      closedThrough: '2026-10-31',
      periodChangedBy: 'admin-2',
      periodChangedAt: closedAt,
      periodReason: null,
    });
    await handleAuditedWrite('tenants', 't1', await written('tenants', 't1'), deps, saved);
    expect(logs().map(([id, entry]) => [id, entry.actorId, entry.action, entry.details])).toEqual([
      [
        serverAuditId('tenants', 't1', savedAt, 'update'),
        'admin-1',
        'tenant.update',
        'Empresa. Nombre: Demo → Panadería Norte. Umbrales de alertas. Llegada Tardía (min): 15 → 30',
      ],
      [
        serverAuditId('tenants', 't1', closedAt),
        'admin-2',
        'period.close',
        'Periodo octubre de 2026 cerrado (01-10-2026 al 31-10-2026).',
      ],
    ]);
  });
  it('logs a payroll run’s create, edit, recalculation and close from its stamps; a draft’s delete as Sistema (M6)', async () => {
    const { memory, deps, logs, written } = setup();
    await memory.store.set('users', 'emp-1', { tenantId: 't1', displayName: 'Camila Rojas' });
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 16, 13, minute));
    const { params, employer } = payrollParametersFor('2026-10');
    const line = {
      userId: 'emp-1',
      input: {
        baseSalary: 900_000,
        weeklyHours: 42,
        contract: 'indefinido',
        afp: 'habitat',
        health: { kind: 'fonasa' },
        overtimeSeconds: 14_400,
        unpaidAbsenceDays: 0,
        lateSeconds: 0,
        nonTaxableAllowances: 70_000,
      },
      basis: { workedDays: 21, overtimeSeconds: 14_400 },
      extras: [],
    };
    const bono = { kind: 'bono', amount: 50_000, reason: 'Meta de ventas' };
    const id = 't1_2026-10';
    await memory.store.set('payroll', id, {
      tenantId: 't1',
      period: '2026-10',
      periodEnd: '2026-10-31',
      status: 'borrador',
      params,
      employer,
      lines: [line],
      createdBy: 'admin-1',
      createdAt: at(0),
      updatedBy: 'admin-1',
      updatedAt: at(0),
      closedBy: null,
      closedAt: null,
    });
    const steps: [Record<string, unknown>][] = [
      [{ lines: [{ ...line, extras: [bono] }], updatedBy: 'admin-2', updatedAt: at(1) }],
      [{ params: { ...params, uf: 41_100 }, updatedAt: at(2) }],
      [{ lines: [{ ...line, basis: { workedDays: 20 }, extras: [bono] }], updatedAt: at(3) }],
      [{ status: 'cerrado', closedBy: 'admin-2', closedAt: at(4), updatedAt: at(4) }],
    ];
    let before = await written('payroll', id);
    await handleAuditedWrite('payroll', id, before, deps);
    for (const [change] of steps) {
      await memory.store.update('payroll', id, change);
      const after = await written('payroll', id);
      await handleAuditedWrite('payroll', id, after, deps, before);
      // A retried event logs nothing twice.
      expect(await handleAuditedWrite('payroll', id, after, deps, before)).toBeNull();
      before = after;
    }
    // A closed run never changes: nothing more to log. A draft may be deleted, by no one the trigger knows.
    const draft = 't1_2026-09';
    await memory.store.set('payroll', draft, {
      ...(await memory.store.get('payroll', id)),
      period: '2026-09',
      periodEnd: '2026-09-30',
      status: 'borrador',
      closedBy: null,
      closedAt: null,
    });
    await handleAuditedWrite('payroll', draft, undefined, deps, await written('payroll', draft));
    expect(logs().map(([logId, entry]) => [logId, entry.actorId, entry.action, entry.details])).toEqual([
      [
        serverAuditId('payroll', id, at(0)),
        'admin-1',
        'payroll.create',
        'Borrador de Octubre 2026 con 1 persona.',
      ],
      [
        serverAuditId('payroll', id, at(1)),
        'admin-2',
        'payroll.update',
        'Octubre 2026: Bono (imponible) de $50.000 para Camila Rojas: Meta de ventas',
      ],
      [
        serverAuditId('payroll', id, at(2)),
        'admin-2',
        'payroll.update',
        'Octubre 2026, parámetros: UF ($): 41.057,2 → 41.100.',
      ],
      [
        serverAuditId('payroll', id, at(3)),
        'admin-2',
        'payroll.recalculate',
        'Octubre 2026 recalculado desde la asistencia: 1 persona.',
      ],
      [
        serverAuditId('payroll', id, at(4), 'close'),
        'admin-2',
        'payroll.close',
        expect.stringMatching(/^Octubre 2026 cerrado: 1 liquidación, líquido total \$[\d.]+\.$/),
      ],
      [
        serverAuditId('payroll', draft, at(4), 'delete'),
        SYSTEM_ACTOR,
        'payroll.delete',
        'Borrador de Septiembre 2026 eliminado (1 persona).',
      ],
    ]);
  });
});
