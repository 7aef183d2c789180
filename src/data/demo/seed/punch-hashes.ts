/**
 * The hash chain of the seeded punches still open at `now`: those are made in the app ('web'), so their
 * receipts verify like any punch made there, and the person's next punch extends a valid chain. Async (Web
 * Crypto), so it runs after the pure generator.
 */
import type { AttendanceRecord } from '../../ports/collections';
import type { WithId } from '../../ports/document-store';
import { punchChain } from '../../../domain/attendance/punch-integrity';
import { dayKey } from '../../../domain/calendar/time-zone';

export async function hashAppPunches(records: WithId<AttendanceRecord>[], timeZone: string): Promise<void> {
  for (const record of records) {
    if (record.source !== 'web' || !record.deviceTimes) continue;
    const chain = await punchChain(
      {
        tenantId: record.tenantId,
        userId: record.userId,
        day: dayKey(record.date, timeZone),
        slotIndex: record.slotIndex,
      },
      record.deviceTimes,
    );
    const hashes = Object.values(chain);
    record.integrityHash = hashes[hashes.length - 1] ?? null;
  }
}
