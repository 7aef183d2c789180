/**
 * Every write of /remuneraciones (issue #16; docs/data-model.md, "Payroll"), each with its audit entry in the
 * same batch: a manager creates a month's draft, recalculates it or edits it (parameters, one-off lines), and
 * closes it. Closing writes each person's payslip (PAYSLIPS_PER_BATCH a batch, far under Firestore's 500 writes)
 * and then, last, sets the run `cerrado` with its audit entry: a close cut short leaves a draft whose written
 * payslips are skipped when it is closed again (a payslip is written once and never changes).
 */
import { appendAudit, type AuditAction } from '../audit';
import type { PayrollRun, PayslipDoc } from '../ports/collections';
import { SERVER_TIME, type DocumentStore, type WithId, type Writable } from '../ports/document-store';
import { payrollRunId, payslipId } from '../ports/payroll-write';
import { endOfMonthKey } from '../../domain/calendar/day-keys';

export const PAYSLIPS_PER_BATCH = 400;

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

/** A payslip as the close writes it (who closed it and when are the close's). */
export type PayslipContent = Omit<
  PayslipDoc,
  'tenantId' | 'runId' | 'period' | 'periodEnd' | 'closedBy' | 'closedAt'
>;

/**
 * Closes the run: the payslips not yet written (`written`: the user ids whose payslip exists), then the run and
 * the audit entry. The rules refuse it unless the month's attendance is closed.
 */
export async function closePayrollRun(
  store: DocumentStore,
  actor: PayrollActor,
  run: WithId<Pick<PayrollRun, 'period' | 'periodEnd'>>,
  payslips: readonly PayslipContent[],
  written: ReadonlySet<string>,
  details: string,
): Promise<void> {
  const pending = payslips.filter((payslip) => !written.has(payslip.userId));
  for (let start = 0; start < pending.length; start += PAYSLIPS_PER_BATCH) {
    const batch = store.batch();
    for (const payslip of pending.slice(start, start + PAYSLIPS_PER_BATCH)) {
      const doc: Writable<PayslipDoc> = {
        ...payslip,
        tenantId: actor.tenantId,
        runId: run.id,
        period: run.period,
        periodEnd: run.periodEnd,
        closedBy: actor.uid,
        closedAt: SERVER_TIME,
      };
      batch.set('payslips', payslipId(run.id, payslip.userId), doc);
    }
    await batch.commit();
  }
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
