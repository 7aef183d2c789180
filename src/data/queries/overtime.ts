/**
 * What /horas-extras reads beside a range's attendance (attendance-range.ts): the tenant's agreements (few: a
 * handful per person a year) and the decisions of the range's days, one query each.
 */
import type { OvertimeAgreement, OvertimeDecision } from '../ports/collections';
import type { DocumentStore, WithId } from '../ports/document-store';

export interface OvertimeRangeData {
  agreements: WithId<OvertimeAgreement>[];
  decisions: WithId<OvertimeDecision>[];
}

export async function listOvertimeRange(
  store: DocumentStore,
  tenantId: string,
  from: string,
  to: string,
): Promise<OvertimeRangeData> {
  const [agreements, decisions] = await Promise.all([
    store.list('overtimeAgreements', { where: [{ field: 'tenantId', op: '==', value: tenantId }] }),
    store.list('overtimeDecisions', {
      where: [
        { field: 'tenantId', op: '==', value: tenantId },
        { field: 'day', op: '>=', value: from },
        { field: 'day', op: '<=', value: to },
      ],
    }),
  ]);
  return { agreements, decisions };
}
