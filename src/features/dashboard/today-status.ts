/**
 * The dashboard's morning question — who is in, who is late, who is missing — answered from today's attendance by
 * day (domain/attendance/attendance-days.ts: corrections applied, approved absences known). Each person scheduled
 * today lands in one bucket, judged at `now` on their slot that matters now (the running one, else the next, else
 * the last): with an approved absence → `absentWithLeave`; a day over without an entry → `absentWithoutNotice`;
 * no entry yet though the slot started → `notIn` (and late when the tenant's `noCheckInMinutes` have passed);
 * on lunch → `onLunch`; checked out of their last slot → `finished`; otherwise in → `present` (late when the entry
 * came after `lateEntryMinutes`). `late` counts the late ones of `notIn`, `present` and `onLunch`.
 */
import type {
  AttendanceDay,
  DayCorrectionLike,
  DayRecordLike,
} from '../../domain/attendance/attendance-days';
import type { AttendanceViewType } from '../../domain/attendance/attendance-view';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { slotInstants } from '../../domain/schedule/slots';

export const TODAY_BUCKETS = [
  'present',
  'late',
  'notIn',
  'onLunch',
  'absentWithLeave',
  'absentWithoutNotice',
  'finished',
] as const;

export type TodayBucket = (typeof TODAY_BUCKETS)[number];

export const TODAY_BUCKET_LABEL: Readonly<Record<TodayBucket, string>> = {
  present: 'Presentes',
  late: 'Atrasados',
  notIn: 'Sin llegar',
  onLunch: 'En colación',
  absentWithLeave: 'Ausentes con permiso',
  absentWithoutNotice: 'Ausentes sin aviso',
  finished: 'Terminaron',
};

/** Where each number of the dashboard leads in /asistencias (today). */
export const TODAY_BUCKET_VIEW: Readonly<Record<TodayBucket, AttendanceViewType>> = {
  present: 'todas',
  late: 'atrasos',
  notIn: 'atrasos',
  onLunch: 'todas',
  absentWithLeave: 'ausencias',
  absentWithoutNotice: 'ausencias',
  finished: 'todas',
};

export type TodayStatus = Readonly<Record<TodayBucket, string[]>>;

type Day = Pick<
  AttendanceDay<DayRecordLike, DayCorrectionLike>,
  'userId' | 'key' | 'scheduled' | 'absent' | 'justified' | 'absenceType' | 'rows'
>;

/** The user ids in each bucket (people without a schedule today are in none). */
export function todayStatus(days: readonly Day[], now: Date, timeZone: string): TodayStatus {
  const buckets: Record<TodayBucket, string[]> = {
    present: [],
    late: [],
    notIn: [],
    onLunch: [],
    absentWithLeave: [],
    absentWithoutNotice: [],
    finished: [],
  };
  for (const day of days) {
    if (!day.scheduled) continue;
    if (day.absenceType !== null || (day.absent && day.justified)) {
      buckets.absentWithLeave.push(day.userId);
      continue;
    }
    if (day.absent) {
      buckets.absentWithoutNotice.push(day.userId);
      continue;
    }
    const scheduled = day.rows.filter((row) => row.slot !== null);
    const current =
      scheduled.find((row) => row.punches.checkInTime && !row.punches.checkOutTime) ??
      scheduled.find((row) => !row.past && !row.punches.checkOutTime) ??
      scheduled.at(-1);
    if (current?.slot == null) continue;
    const { punches, problems } = current;
    if (punches.checkInTime) {
      if (punches.checkOutTime) buckets.finished.push(day.userId);
      else if (punches.lunchStartTime && !punches.lunchEndTime) buckets.onLunch.push(day.userId);
      else buckets.present.push(day.userId);
      if (!punches.checkOutTime && problems.includes('lateEntry')) buckets.late.push(day.userId);
      continue;
    }
    const start = slotInstants(dayKeyToInstant(day.key, timeZone), current.slot, timeZone)?.start;
    if (start === undefined || start.getTime() > now.getTime()) continue;
    buckets.notIn.push(day.userId);
    if (problems.includes('noCheckIn')) buckets.late.push(day.userId);
  }
  return buckets;
}
