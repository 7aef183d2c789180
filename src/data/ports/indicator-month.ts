import type { StoredIndicator, StoredIndicatorName } from '../../domain/payroll/stored-indicators';

/**
 * The payroll indicators of one month for the whole platform (`indicators/{yyyy-MM}`, issue #46 item 1): the values
 * a superuser stores in /admin/indicadores, each with where it was published, over the code table's
 * (src/domain/payroll/indicators-table.ts; merged by `parametersWithStored`). A value null: not stored, the
 * table's holds. Read by every signed-in member, written only by a superuser, `version` one more on each save
 * (1 the first), signed (`updatedBy`, `updatedAt`): the server logs each save with the old and new values
 * (src/server/audit/audit-indicator-acts.ts). `tenantId` is always null. Never deleted.
 */
export interface IndicatorMonth extends Record<StoredIndicatorName, StoredIndicator | null> {
  tenantId: null;
  /** 'yyyy-MM', the document's id. */
  period: string;
  version: number;
  /** The superuser who saved it (the caller) and when (server time). */
  updatedBy: string;
  updatedAt: Date;
}
