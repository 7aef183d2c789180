/**
 * What payroll reads: the tenant's runs, newest month first (a dozen a year, read whole), a run's
 * payslips, and a worker's own closed payslips (`Mis liquidaciones`). One query each, on the indexes of
 * firestore.indexes.json.
 */
import type { PayrollRun, PayslipDoc } from '../ports/collections';
import type { DataError, DocumentStore, WithId } from '../ports/document-store';

export function listPayrollRuns(store: DocumentStore, tenantId: string): Promise<WithId<PayrollRun>[]> {
  return store.list('payroll', {
    where: [{ field: 'tenantId', op: '==', value: tenantId }],
    orderBy: [{ field: 'period', direction: 'desc' }],
  });
}

export function listRunPayslips(
  store: DocumentStore,
  tenantId: string,
  runId: string,
): Promise<WithId<PayslipDoc>[]> {
  return store.list('payslips', {
    where: [
      { field: 'tenantId', op: '==', value: tenantId },
      { field: 'runId', op: '==', value: runId },
    ],
  });
}

/** A run's payslips as they are issued (the server writes them after the run closes). */
export function watchRunPayslips(
  store: DocumentStore,
  tenantId: string,
  runId: string,
  next: (payslips: WithId<PayslipDoc>[]) => void,
  error: (error: DataError) => void,
): () => void {
  return store.watchQuery(
    'payslips',
    {
      where: [
        { field: 'tenantId', op: '==', value: tenantId },
        { field: 'runId', op: '==', value: runId },
      ],
    },
    { next, error },
  );
}

export function listMyPayslips(
  store: DocumentStore,
  tenantId: string,
  userId: string,
): Promise<WithId<PayslipDoc>[]> {
  return store.list('payslips', {
    where: [
      { field: 'tenantId', op: '==', value: tenantId },
      { field: 'userId', op: '==', value: userId },
    ],
    orderBy: [{ field: 'period', direction: 'desc' }],
  });
}
