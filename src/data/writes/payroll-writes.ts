/**
 * Every write of /remuneraciones (docs/data-model.md, "Payroll"): a manager creates a month's draft,
 * recalculates it or edits it (parameters, one-off lines), and closes it. Each write signs the run (`updatedBy` =
 * the caller, `updatedAt` = server time, which the rules require), and the server logs the act from the run before
 * and after it (src/server/audit/audit-payroll-acts.ts: `payroll.create`, `.recalculate`, `.update`, `.close`; security
 * review M6). Closing sets the run `cerrado`; the server then issues each person's payslip from the closed run
 * (src/server/payroll/payslip-issue.ts).
 */
import type { PayrollRun } from '../ports/collections';
import { SERVER_TIME, type DocumentStore, type WithId, type Writable } from '../ports/document-store';
import { payrollRunId } from '../policy/payroll-write';
import { endOfMonthKey } from '../../domain/calendar/day-keys';

export interface PayrollActor {
  uid: string;
  tenantId: string;
}

export type DraftContent = Pick<PayrollRun, 'params' | 'employer' | 'lines'>;

/** Creates the month's draft; its id is the tenant's and the month's, so a month has one run. */
export async function createPayrollRun(
  store: DocumentStore,
  actor: PayrollActor,
  period: string,
  content: DraftContent,
): Promise<string> {
  const id = payrollRunId(actor.tenantId, period);
  const run: Writable<PayrollRun> = {
    tenantId: actor.tenantId,
    period,
    periodEnd: endOfMonthKey(`${period}-01`),
    status: 'borrador',
    ...content,
    createdBy: actor.uid,
    createdAt: SERVER_TIME,
    updatedBy: actor.uid,
    updatedAt: SERVER_TIME,
    closedBy: null,
    closedAt: null,
  };
  await store.set('payroll', id, run);
  return id;
}

/**
 * Changes a draft: recalculated from the data (new lines), or edited (parameters, one-off lines). The server
 * tells them apart from the run itself: an edit changes only the parameters or the one-off lines.
 */
export async function updatePayrollDraft(
  store: DocumentStore,
  actor: PayrollActor,
  runId: string,
  changes: Partial<DraftContent>,
): Promise<void> {
  await store.update('payroll', runId, { ...changes, updatedBy: actor.uid, updatedAt: SERVER_TIME });
}

/**
 * Closes the run; the rules refuse it unless the month's attendance is closed. The payslips are the server's to
 * issue from the closed run (src/server/payroll/payslip-issue.ts): no client writes one (security review M2).
 */
export async function closePayrollRun(
  store: DocumentStore,
  actor: PayrollActor,
  run: WithId<Pick<PayrollRun, 'period' | 'periodEnd'>>,
): Promise<void> {
  await store.update('payroll', run.id, {
    status: 'cerrado',
    closedBy: actor.uid,
    closedAt: SERVER_TIME,
    updatedBy: actor.uid,
    updatedAt: SERVER_TIME,
  });
}
