/**
 * Every write of /remuneraciones (docs/data-model.md, "Payroll"): a manager creates a month's draft,
 * recalculates it or edits it (parameters, one-off lines), and closes it. Each write signs the run (`updatedBy` =
 * the caller, `updatedAt` = server time, which the rules require), and the server logs the act from the run before
 * and after it (src/server/audit/audit-payroll-acts.ts: `payroll.create`, `.recalculate`, `.update`, `.close`; security
 * review M6). Closing sets the run `cerrado`; the server then issues each person's payslip from the closed run
 * (src/server/payroll/payslip-issue.ts). A manager may exclude from a draft a person of the month whose file cannot
 * be computed, with a reason (`excludeFromPayrollRun`).
 */
import type { PayrollRun } from '../ports/collections';
import { SERVER_TIME, type DocumentStore, type WithId, type Writable } from '../ports/document-store';
import { PAYROLL_LIMITS, payrollRunId } from '../policy/payroll-write';
import { WriteRefusedError } from '../policy/verdicts';
import { endOfMonthKey } from '../../domain/calendar/day-keys';

export interface PayrollActor {
  uid: string;
  tenantId: string;
}

/**
 * What a draft is made of: the parameters, the lines and, for the month in course, its cut-off (`cutoffDay`,
 * domain/payroll/cutoff.ts; null: the whole month counted).
 */
export type DraftContent = Pick<PayrollRun, 'params' | 'employer' | 'lines' | 'cutoffDay'>;

/** Creates the month's draft; its id is the tenant's and the month's, so a month has one run. */
export async function createPayrollRun(
  store: DocumentStore,
  actor: PayrollActor,
  period: string,
  content: DraftContent,
): Promise<string> {
  const id = payrollRunId(actor.tenantId, period);
  const { cutoffDay, ...rest } = content;
  const run: Writable<PayrollRun> = {
    tenantId: actor.tenantId,
    period,
    periodEnd: endOfMonthKey(`${period}-01`),
    status: 'borrador',
    ...rest,
    // Only a run of the month in course has one (runs of ended months keep their shape).
    ...(cutoffDay ? { cutoffDay } : {}),
    exclusions: {},
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
 * Leaves a person of the month out of a draft, with the manager's reason (5–300 characters, trimmed): the close
 * dialog repeats it. Only this person's exclusion is written (a merge): the others stay as stored, which the rules
 * require (one exclusion per write, signed by the caller now). Excluding the person again replaces the reason.
 */
export async function excludeFromPayrollRun(
  store: DocumentStore,
  actor: PayrollActor,
  runId: string,
  userId: string,
  reason: string,
): Promise<void> {
  const text = reason.trim();
  if (text.length < PAYROLL_LIMITS.exclusionReasonMin || text.length > PAYROLL_LIMITS.exclusionReasonMax)
    throw new WriteRefusedError(
      `Escribe el motivo de la exclusión en ${PAYROLL_LIMITS.exclusionReasonMin} a ${PAYROLL_LIMITS.exclusionReasonMax} caracteres.`,
    );
  // The port types a Date field one level deep; the server-time sentinel also stands in a map (Firestore's
  // serverTimestamp() does, and the demo store resolves it there too).
  const exclusion = { reason: text, by: actor.uid, at: SERVER_TIME as unknown as Date };
  await store.set(
    'payroll',
    runId,
    { exclusions: { [userId]: exclusion }, updatedBy: actor.uid, updatedAt: SERVER_TIME },
    { merge: true },
  );
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
