/** The tenant's holidays over a range of days: read by /checkin (today's), /mi-agenda and, later, the planner. */
import type { Holiday } from '../ports/collections';
import type { DocumentStore, WithId } from '../ports/document-store';
import type { Interval } from '../../domain/schedule/slots';

/** The tenant's holidays whose day starts in the half-open range; `limit` caps the documents read. */
export function listTenantHolidays(
  store: DocumentStore,
  tenantId: string,
  range: Interval,
  limit?: number,
): Promise<WithId<Holiday>[]> {
  return store.list('holidays', {
    where: [
      { field: 'tenantId', op: '==', value: tenantId },
      { field: 'date', op: '>=', value: range.start },
      { field: 'date', op: '<', value: range.end },
    ],
    ...(limit === undefined ? {} : { limit }),
  });
}
