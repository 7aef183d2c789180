/**
 * A week's totals as the records give them, computed on the server (security review M3): the weekly signature
 * holds the totals the worker's client computed and signed (`totals`, its claim); the signer adds these beside
 * it (`recordedTotals`), from the person's month copies of schedules, punches and corrections
 * (`attendanceMonths`, kept by the month triggers) through the one attendance-by-day rule and `weekTotals`, as
 * /mi-historial computes them. A claim that differs from the records shows as such, whatever the client sent.
 *
 * No DOM, no Node APIs, no Firebase.
 */
import {
  buildAttendanceDays,
  type DayCorrectionLike,
  type DayRecordLike,
  type DayScheduleLike,
} from '../../domain/attendance/attendance-days';
import {
  attendanceMonthId,
  monthsBetween,
  sourcesInRange,
  type MonthCopies,
} from '../../domain/attendance/attendance-months';
import { weekTotals, type WeekTotals } from '../../domain/attendance/week-signoff';
import { addDaysToKey, isDayKey } from '../../domain/calendar/day-keys';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { resolveThresholds, type AlertThresholds } from '../../domain/settings/tenant-settings';
import type { ServerDoc, ServerStore } from '../admin/server-ports';

type Months = MonthCopies<
  DayScheduleLike & { date: Date },
  DayRecordLike & { date: Date },
  DayCorrectionLike & { date: Date }
>;

function isMonthCopies(doc: ServerDoc | null): doc is ServerDoc & Months {
  return (
    doc !== null &&
    typeof doc.schedulesConfig === 'object' &&
    typeof doc.attendance === 'object' &&
    typeof doc.corrections === 'object'
  );
}

/** The totals of `userId`'s week starting on Monday `week`, from the records; null when it cannot be placed. */
export async function recordedWeekTotals(
  signature: Readonly<Record<string, unknown>>,
  deps: { store: ServerStore; now: () => Date },
): Promise<WeekTotals | null> {
  const { tenantId, userId, week } = signature;
  if (typeof tenantId !== 'string' || typeof userId !== 'string' || !isDayKey(week)) return null;
  const tenant = await deps.store.get('tenants', tenantId);
  const timeZone = tenant?.timeZone;
  if (typeof timeZone !== 'string') return null;
  const settings = tenant?.settings as { alertThresholds?: Partial<AlertThresholds> } | undefined;
  const to = addDaysToKey(week, 6);
  const months = (
    await Promise.all(
      monthsBetween(week, to).map((month) =>
        deps.store.get('attendanceMonths', attendanceMonthId(tenantId, month, userId)),
      ),
    )
  ).filter(isMonthCopies);
  const start = dayKeyToInstant(week, timeZone);
  const end = dayKeyToInstant(addDaysToKey(to, 1), timeZone);
  const { schedules, attendance, corrections } = sourcesInRange(months, start, end);
  const now = deps.now();
  const days = buildAttendanceDays({
    userIds: [userId],
    from: week,
    to,
    schedules,
    attendance,
    corrections,
    timeZone,
    now,
    thresholds: resolveThresholds(settings?.alertThresholds),
  });
  return weekTotals(days, now);
}
