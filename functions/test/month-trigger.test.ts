/**
 * The month triggers' handler on Firestore's own values, over the in-memory server store (the deployed triggers
 * run on the Firestore emulator in the `--store firestore` run); the service itself is tested in
 * src/server/attendance/attendance-months.test.ts.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { attendanceMonthId } from '../../src/domain/attendance/attendance-months';
import { memoryAdminDeps } from '../../src/testing/memory-admin-deps';
import { handleMonthSourceWritten } from '../src/month-trigger';

const NOW = new Date('2026-11-18T12:00:00.000Z');
/** 30 November and 1 December 2026 in Santiago (UTC−3). */
const NOV_30 = new Date('2026-11-30T03:00:00.000Z');
const DEC_1 = new Date('2026-12-01T03:00:00.000Z');

describe('syncAttendanceMonth and its siblings, the triggers on the month sources', () => {
  it('copies the source into its month and, from the event’s before (Timestamps), clears the month it left', async () => {
    const memory = memoryAdminDeps({ now: NOW });
    await memory.store.set('tenants', 't1', { timeZone: 'America/Santiago' });
    const schedule = { tenantId: 't1', userId: 'emp-1', shiftId: 'turno-1', timeSlots: null };
    await memory.store.set('schedulesConfig', 's1', { ...schedule, date: DEC_1 });
    const deps = async () => ({ store: memory.store, now: () => NOW });
    const before = { ...schedule, date: Timestamp.fromDate(NOV_30) };

    expect(await handleMonthSourceWritten('schedulesConfig', 's1', before, deps)).toBe('synced');
    const november = await memory.store.get('attendanceMonths', attendanceMonthId('t1', '2026-11', 'emp-1'));
    const december = await memory.store.get('attendanceMonths', attendanceMonthId('t1', '2026-12', 'emp-1'));
    expect(november?.['schedulesConfig']).toEqual({ s1: null });
    expect(december?.['schedulesConfig']).toEqual({ s1: { ...schedule, date: DEC_1 } });
  });

  it('writes nothing for a source it cannot place', async () => {
    const memory = memoryAdminDeps({ now: NOW });
    const deps = async () => ({ store: memory.store, now: () => NOW });
    expect(await handleMonthSourceWritten('attendance', 'gone', undefined, deps)).toBe('skipped');
    expect(await memory.store.where('attendanceMonths', {})).toEqual([]);
  });
});
