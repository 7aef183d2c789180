/**
 * Every write of /remuneraciones (issue #16; docs/data-model.md, "Payroll"), each with its audit entry in the
 * same batch: a manager creates a month's draft, recalculates it or edits it (parameters, one-off lines), and
 * closes it. Closing sets the run `cerrado` with its audit entry; the server then issues each person's payslip
 * from the closed run (src/data/payroll/payslip-issue.ts).
 */
import { appendAudit, type AuditAction } from '../audit';
import type { PayrollRun } from '../ports/collections';
import { SERVER_TIME, type DocumentStore, type WithId, type Writable } from '../ports/document-store';
import { payrollRunId } from '../ports/payroll-write';
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
  details: string,
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
  const batch = store.batch();
  batch.set('payroll', id, run);
  appendAudit(store, batch, {
    tenantId: actor.tenantId,
    actorId: actor.uid,
    action: 'payroll.create',
    target: id,
    details,
  });
  await batch.commit();
  return id;
}

/** Changes a draft: recalculated from the data, or edited (parameters, one-off lines). */
export async function updatePayrollDraft(
  store: DocumentStore,
  actor: PayrollActor,
  runId: string,
  changes: Partial<DraftContent>,
  audit: { action: Extract<AuditAction, 'payroll.recalculate' | 'payroll.update'>; details: string },
): Promise<void> {
  const batch = store.batch();
  batch.update('payroll', runId, { ...changes, updatedBy: actor.uid, updatedAt: SERVER_TIME });
  appendAudit(store, batch, { tenantId: actor.tenantId, actorId: actor.uid, target: runId, ...audit });
  await batch.commit();
}

/**
 * Closes the run and writes its audit entry; the rules refuse it unless the month's attendance is closed. The
 * payslips are the server's to issue from the closed run (src/data/payroll/payslip-issue.ts): no client writes
 * one (security review M2).
 */
export async function closePayrollRun(
  store: DocumentStore,
  actor: PayrollActor,
  run: WithId<Pick<PayrollRun, 'period' | 'periodEnd'>>,
  details: string,
): Promise<void> {
  const batch = store.batch();
  batch.update('payroll', run.id, {
    status: 'cerrado',
    closedBy: actor.uid,
    closedAt: SERVER_TIME,
    updatedBy: actor.uid,
    updatedAt: SERVER_TIME,
  });
  appendAudit(store, batch, {
    tenantId: actor.tenantId,
    actorId: actor.uid,
    action: 'payroll.close',
    target: run.id,
    details,
  });
  await batch.commit();
}
