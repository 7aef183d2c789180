/**
 * The audit triggers on the worker's writes (`auditWeekSignature`, `auditCorrection`, `auditAbsence`): their
 * handler over the one server audit (src/data/audit-server.ts) on the in-memory server store. Security review M6:
 * the worker's acts are logged by the server, once, with the worker as actor; a manager's absence is the
 * manager's to log, a pending correction is no act yet, and a deleted document ends unread.
 */
import { describe, expect, it } from 'vitest';

import { serverAuditId, type ServerAudited } from '../../src/data/audit-server';
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
      ordinaryMinutes: 2400,
      overtimeMinutes: 30,
      lateMinutes: 12,
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
    expect(entries[0]?.details).toMatch(/^Semana del .*: Días trabajados 5, .*Horas extras 0:30/);
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

  it('logs the worker’s own absence request, not a manager’s record, and nothing for a deleted doc', async () => {
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
    await handleAuditedWrite('absences', 'a1', await written('absences', 'a1'), deps);
    expect(await handleAuditedWrite('absences', 'a2', await written('absences', 'a2'), deps)).toBeNull();
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
});
