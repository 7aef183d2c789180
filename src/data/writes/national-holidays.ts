/**
 * Chile's national holidays as a tenant's `holidays` documents: the one shape `Cargar feriados de Chile`
 * (/feriados) and a new company (AdminPort's createTenant and signUp) write, under the day's fixed id so loading
 * them twice never makes two.
 */
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import type { ChileHoliday } from '../../domain/chile/holidays';
import { holidayDocId } from '../../domain/planning/plan';
import type { Holiday } from '../ports/collections';

export function nationalHolidayDoc(
  tenantId: string,
  timeZone: string,
  holiday: ChileHoliday,
): { id: string; data: Holiday } {
  return {
    id: holidayDocId(tenantId, holiday.date),
    data: {
      tenantId,
      date: dayKeyToInstant(holiday.date, timeZone),
      name: holiday.name,
      irrenunciable: holiday.irrenunciable,
    },
  };
}
