/**
 * The daily report's scheduled function, `dailyReport`: its handler on the in-memory server store (the service
 * itself is tested in src/server/reports/daily-report.test.ts).
 */
import { describe, expect, it } from 'vitest';

import { dailyReportMailId } from '../../src/server/reports/daily-report';
import { memoryAdminDeps } from '../../src/testing/memory-admin-deps';
import { handleDailyReports } from '../src/daily-report-trigger';

/** 00:05 on Tuesday 1 December 2026 in Santiago: Monday has just ended there. */
const NOW = new Date('2026-12-01T03:05:00.000Z');

async function company(memory: ReturnType<typeof memoryAdminDeps>): Promise<void> {
  await memory.store.set('tenants', 't1', {
    name: 'Panadería',
    timeZone: 'America/Santiago',
    disabled: false,
    createdAt: new Date('2026-11-30T12:00:00.000Z'),
  });
  await memory.store.set('users', 'admin-1', {
    tenantId: 't1',
    displayName: 'Andrea',
    email: 'a@t1.test',
    role: 'admin',
    disabled: false,
  });
}

describe('dailyReport, the scheduled daily report (Res. Ex. N° 38 art. 27 e)', () => {
  it('queues the day that ended once at the server time, however often it runs', async () => {
    const memory = memoryAdminDeps({ now: NOW });
    await company(memory);
    const deps = async () => ({ store: memory.store, appUrl: 'https://asiste.example.cl', now: () => NOW });
    const id = dailyReportMailId('t1', '2026-11-30');
    expect(await handleDailyReports(deps)).toMatchObject({ queued: [id], existing: [] });
    expect(await handleDailyReports(deps)).toMatchObject({ queued: [], existing: [id] });
    expect(memory.docs.get('mail')?.get(id)).toMatchObject({ to: 'a@t1.test' });
  });

  it('throws after recording the incident when a report fails, so the run is logged (art. 27 f)', async () => {
    const memory = memoryAdminDeps({ now: NOW });
    await company(memory);
    memory.failNext('store.create:mail');
    const deps = async () => ({ store: memory.store, appUrl: 'https://asiste.example.cl', now: () => NOW });
    await expect(handleDailyReports(deps)).rejects.toThrow('Daily reports failed (t1 2026-11-30)');
    expect([...(memory.docs.get('incidents')?.values() ?? [])]).toMatchObject([
      { tenantId: 't1', origin: 'sistema', detector: 'reporte-diario', end: null },
    ]);
  });
});
