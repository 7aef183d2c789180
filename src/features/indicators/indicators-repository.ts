/**
 * The superuser's save of a month's indicators (`indicators/{yyyy-MM}`, issue #46 item 1): the whole month, its
 * version one more than the one read (so a save over someone else's newer one is refused, not lost in silence),
 * signed by the caller with the server time. The server logs the save with the old and new values
 * (src/server/audit/audit-indicator-acts.ts): no audit entry is written here.
 */
import type { IndicatorMonth } from '../../data/ports/collections';
import { SERVER_TIME, type DocumentStore } from '../../data/ports/document-store';
import type { StoredIndicator, StoredIndicatorName } from '../../domain/payroll/stored-indicators';

export async function saveIndicatorMonth(
  store: DocumentStore,
  uid: string,
  period: string,
  values: Record<StoredIndicatorName, StoredIndicator | null>,
  read: Pick<IndicatorMonth, 'version'> | null,
): Promise<number> {
  const version = (read?.version ?? 0) + 1;
  await store.set('indicators', period, {
    tenantId: null,
    period,
    ...values,
    version,
    updatedBy: uid,
    updatedAt: SERVER_TIME,
  });
  return version;
}
