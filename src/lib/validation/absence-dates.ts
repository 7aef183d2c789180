/**
 * The days of an absence as a form takes them (a manager's record in /ausencias, an employee's request in
 * /mi-agenda): two `yyyy-MM-dd` days, the last not before the first, at most 366 days in all. The rules allow
 * `to` − `from` ≤ 366 days of instants; 365 days between the keys keeps a daylight-saving hour inside that.
 */
import type { z } from 'zod';

import { RANGE_ORDER_MESSAGE } from '../../components/day-range-picker';
import { daysBetweenKeys, isDayKey } from '../../domain/calendar/day-keys';
import { dayKey } from './fields';

/** The longest absence, in days (first and last included). */
export const ABSENCE_MAX_LENGTH_DAYS = 366;
export const ABSENCE_TOO_LONG = `Una ausencia puede durar como máximo ${ABSENCE_MAX_LENGTH_DAYS} días`;

/** Adds the range's issue (on `to`) to a schema with `from` and `to` days. */
export function checkAbsenceDates(values: { from: string; to: string }, ctx: z.RefinementCtx): void {
  const { from, to } = values;
  if (!isDayKey(from) || !isDayKey(to)) return;
  if (to < from) ctx.addIssue({ code: 'custom', message: RANGE_ORDER_MESSAGE, path: ['to'] });
  else if (daysBetweenKeys(from, to) + 1 > ABSENCE_MAX_LENGTH_DAYS)
    ctx.addIssue({ code: 'custom', message: ABSENCE_TOO_LONG, path: ['to'] });
}

/** The two day fields (each required and a real day). */
export const absenceDayFields = { from: dayKey(), to: dayKey() };
