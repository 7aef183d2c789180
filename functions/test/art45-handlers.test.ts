/**
 * The art. 45 alerts' scheduled function, `art45Alerts`: its handler on the in-memory server store (the service
 * itself is tested in src/server/alerts/art45-mail.test.ts).
 */
import { describe, expect, it } from 'vitest';

import { buildAttendanceMonths } from '../../src/domain/attendance/attendance-months';
import { art45MailId } from '../../src/server/alerts/art45-mail';
import { memoryAdminDeps } from '../../src/testing/memory-admin-deps';
import { handleArt45Alerts } from '../src/art45-trigger';

/** Wednesday 18 November 2026, 09:30 in Santiago: Camila's 09:00 entrada is 30 minutes missing. */
const NOW = new Date('2026-11-18T12:30:00.000Z');
const DAY_START = new Date('2026-11-18T03:00:00.000Z');

describe('art45Alerts, the scheduled art. 45 alerts', () => {
  it('queues a missing entrada once at the server time, however often it runs', async () => {
    const memory = memoryAdminDeps({ now: NOW });
    await memory.store.set('tenants', 't1', {
      name: 'Panadería',
      timeZone: 'America/Santiago',
      disabled: false,
    });
    await memory.store.set('users', 'emp-1', {
      tenantId: 't1',
      displayName: 'Camila',
      email: 'c@t1.test',
      role: 'employee',
      disabled: false,
    });
    const schedule = {
      tenantId: 't1',
      userId: 'emp-1',
      date: DAY_START,
      timeSlots: [{ startTime: '09:00', endTime: '18:00' }],
    };
    const months = buildAttendanceMonths(
      { schedulesConfig: [{ ...schedule, id: 'emp-1_2026-11-18' }], attendance: [], corrections: [] },
      't1',
      'America/Santiago',
      NOW,
    );
    for (const { id, ...month } of months) await memory.store.set('attendanceMonths', id, month);
    const deps = async () => ({ store: memory.store, appUrl: 'https://asiste.example.cl', now: () => NOW });
    const id = art45MailId('entrada', 't1', 'emp-1', '2026-11-18', 0);
    expect(await handleArt45Alerts(deps)).toEqual({ queued: [id], existing: [] });
    expect(await handleArt45Alerts(deps)).toEqual({ queued: [], existing: [id] });
    expect(memory.docs.get('mail')?.get(id)).toMatchObject({ to: 'c@t1.test' });
  });
});
