/**
 * The telework disconnection notice of Res. Ex. N° 38 art. 45 (chile-payroll.md §12.5: "for teletrabajo, a
 * disconnection notice 30 minutes before start"): a person marked as a teleworker in the employee file
 * (`teletrabajo`, employee-file-registry.ts) is told, ART45_DISCONNECTION_MINUTES before each scheduled slot starts,
 * when that jornada starts and ends, and that outside it they have the right to disconnect (Ley 21.220, art. 152
 * quáter J of the Código del Trabajo). "Start" is read as the slot's start (the jornada's); whether the resolution
 * means the start of the disconnection time instead is UNCONFIRMED (the reference gives no more).
 *
 * Per scheduled slot of a teleworker's day (its bounds from slots.ts in the tenant zone), the notice arises at the
 * slot's start − 30 minutes, to the second. None on a day an approved absence covers, on a slot an effective
 * `justify` correction excuses, nor on a holiday the person does not work (as the missing marcas, art45-alerts.ts:
 * a schedule on a holiday is not a promise to come). Unscheduled work and malformed slots have none. Pure.
 */
import { dayKeyToInstant } from '../calendar/time-zone';
import { slotInstants } from '../schedule/slots';
import type { AttendanceDay, DayCorrectionLike, DayRecordLike } from './attendance-days';

/** Res. Ex. N° 38 art. 45: the disconnection notice comes this many minutes before the slot starts. */
export const ART45_DISCONNECTION_MINUTES = 30;

const MINUTE_MS = 60_000;

/** A teleworker's notice of a slot about to start: its jornada, and the right to disconnect outside it. */
export interface DisconnectionNotice {
  userId: string;
  kind: 'disconnection';
  /** The slot's day, 'yyyy-MM-dd' in the tenant zone (an overnight slot's is the day it starts). */
  day: string;
  slotIndex: number;
  /** The slot's start and end. */
  startsAt: Date;
  endsAt: Date;
}

/** When a slot's disconnection notice arises: ART45_DISCONNECTION_MINUTES before it starts. */
export function disconnectionNoticeAt(notice: Pick<DisconnectionNotice, 'startsAt'>): Date {
  return new Date(notice.startsAt.getTime() - ART45_DISCONNECTION_MINUTES * MINUTE_MS);
}

/**
 * The disconnection notices of one built day at `now` (the rules above), in slot order: those of the slots whose
 * start is at most 30 minutes away, or past. The caller passes only teleworkers' days.
 */
export function disconnectionNoticesOfDay<R extends DayRecordLike, C extends DayCorrectionLike>(
  day: AttendanceDay<R, C>,
  context: { holiday: boolean; timeZone: string; now: Date },
): DisconnectionNotice[] {
  const { timeZone, now } = context;
  if (day.absenceType !== null) return [];
  if (context.holiday && !day.worked) return [];
  const dayStart = dayKeyToInstant(day.key, timeZone);
  const notices: DisconnectionNotice[] = [];
  for (const row of day.rows) {
    if (row.slot === null || row.punches.justified) continue;
    const bounds = slotInstants(dayStart, row.slot, timeZone);
    if (bounds === null) continue;
    const notice: DisconnectionNotice = {
      userId: day.userId,
      kind: 'disconnection',
      day: day.key,
      slotIndex: row.slotIndex,
      startsAt: bounds.start,
      endsAt: bounds.end,
    };
    if (now.getTime() >= disconnectionNoticeAt(notice).getTime()) notices.push(notice);
  }
  return notices;
}
