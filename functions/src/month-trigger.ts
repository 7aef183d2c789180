/**
 * `syncAttendanceMonth`, the Firestore triggers on `schedulesConfig/{id}`, `attendance/{id}` and
 * `corrections/{id}`: every write of a source runs the one month service (src/server/attendance/attendance-
 * months.ts), which reads the source fresh and copies it into its person's month (`attendanceMonths`), leaving a
 * null copy in the month the event's `before` placed it in when the source left it. Idempotent and order-proof,
 * so retries are safe.
 */
import type { DocumentData } from 'firebase-admin/firestore';

import {
  syncAttendanceMonth,
  type MonthSyncDeps,
  type MonthSyncResult,
} from '../../src/server/attendance/attendance-months';
import type { MonthSource } from '../../src/domain/attendance/attendance-months';
import { fromStored } from './firestore-store';

export async function handleMonthSourceWritten(
  collection: MonthSource,
  id: string,
  before: DocumentData | undefined,
  deps: () => Promise<MonthSyncDeps>,
): Promise<MonthSyncResult> {
  return syncAttendanceMonth(collection, id, before === undefined ? null : fromStored(before), await deps());
}
