/**
 * The server issues the payslips of a closed run (security review M2): once a manager closes a month's run
 * (`status: 'cerrado'`, which the rules allow only for a month whose attendance is closed), the server writes
 * each person's `payslips/<runId>_<userId>` from that run's own line and parameters (computeLine), signed with
 * the run's closing. No client writes a payslip, so none can exist without its run, for someone outside it, or
 * with other figures. Both backends run it: the `issuePayslips` Cloud Functions trigger on `payroll/{runId}` and
 * the demo's trigger (src/data/adapters/demo/demo-record-triggers.ts). Idempotent: a payslip already written is left alone, so a
 * retried event writes nothing twice.
 *
 * No DOM, no Node APIs, no Firebase.
 */
import { computeLine } from '../../domain/payroll/payroll-draft';
import type { ServerDoc, ServerStore } from '../admin/server-ports';
import type { PayrollLine, PayrollRun } from '../../data/ports/collections';
import { payslipId } from '../../data/policy/payroll-write';

/** Payslips written at once (each is one create; a run holds up to 2,000 people). */
const AT_ONCE = 50;

function isLine(value: unknown): value is PayrollLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.userId === 'string' &&
    typeof line.input === 'object' &&
    line.input !== null &&
    typeof line.basis === 'object' &&
    Array.isArray(line.extras)
  );
}

/** The closed run's fields the payslips copy, or null when `doc` is not a closed, well-formed run. */
function closedRun(
  doc: ServerDoc | null,
):
  | (Pick<
      PayrollRun,
      'tenantId' | 'period' | 'periodEnd' | 'params' | 'employer' | 'closedBy' | 'closedAt'
    > & { lines: PayrollLine[] })
  | null {
  if (doc === null || doc.status !== 'cerrado') return null;
  const { tenantId, period, periodEnd, params, employer, lines, closedBy, closedAt } = doc;
  if (
    typeof tenantId !== 'string' ||
    typeof period !== 'string' ||
    typeof periodEnd !== 'string' ||
    typeof params !== 'object' ||
    params === null ||
    typeof employer !== 'object' ||
    employer === null ||
    !Array.isArray(lines) ||
    typeof closedBy !== 'string' ||
    !(closedAt instanceof Date)
  )
    return null;
  return {
    tenantId,
    period,
    periodEnd,
    params: params as PayrollRun['params'],
    employer: employer as PayrollRun['employer'],
    lines: lines.filter(isLine),
    closedBy,
    closedAt,
  };
}

/** Writes the missing payslips of run `runId` once it is closed; resolves to how many this call wrote. */
export async function issueRunPayslips(runId: string, deps: { store: ServerStore }): Promise<number> {
  const run = closedRun(await deps.store.get('payroll', runId));
  if (run === null) return 0;
  let written = 0;
  for (let start = 0; start < run.lines.length; start += AT_ONCE) {
    const created = await Promise.all(
      run.lines.slice(start, start + AT_ONCE).map((line) =>
        deps.store.create('payslips', payslipId(runId, line.userId), {
          tenantId: run.tenantId,
          runId,
          period: run.period,
          periodEnd: run.periodEnd,
          userId: line.userId,
          input: line.input,
          basis: line.basis,
          extras: line.extras,
          ...computeLine(line, run.params, run.employer),
          closedBy: run.closedBy,
          closedAt: run.closedAt,
        }),
      ),
    );
    written += created.filter(Boolean).length;
  }
  return written;
}
