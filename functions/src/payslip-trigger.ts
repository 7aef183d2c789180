/**
 * `issuePayslips`, the Firestore trigger on `payroll/{runId}`: a run written closed gets its payslips from the
 * one service (src/server/payroll/payslip-issue.ts), which reads the run fresh and writes each member's payslip
 * from its line (security review M2: no client writes a payslip). Idempotent, so a retried event writes nothing
 * twice; any other write of a run ends here unread.
 */
import type { DocumentData } from 'firebase-admin/firestore';

import type { ServerStore } from '../../src/server/admin/server-ports';
import { issueRunPayslips } from '../../src/server/payroll/payslip-issue';

export async function handlePayrollRunWritten(
  runId: string,
  after: DocumentData | undefined,
  deps: () => Promise<{ store: ServerStore }>,
): Promise<number> {
  if (after === undefined || after['status'] !== 'cerrado') return 0;
  return issueRunPayslips(runId, await deps());
}
