/**
 * The days a read must cover for the art. 45 notices at `today` (Res. Ex. N° 38 art. 45; art45-notices.ts): the
 * last compensatory period that ended and the week of yesterday, to tomorrow (a teleworker's slot that starts
 * before 00:30 tomorrow has its disconnection notice today). Apart from the notices' engine, so a screen can know
 * what to read before it loads that engine.
 */
import { addDaysToKey, startOfWeekKey } from '../calendar/day-keys';
import { lastEndedCompensatoryPeriod } from './compensatory-rest';

export function art45NoticeDays(today: string): { from: string; to: string } {
  const week = startOfWeekKey(addDaysToKey(today, -1));
  const period = lastEndedCompensatoryPeriod(today);
  return { from: period.from < week ? period.from : week, to: addDaysToKey(today, 1) };
}
