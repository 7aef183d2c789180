/**
 * The server's triggers by hand, for screen tests: a screen's store has no trigger running behind it, so a test
 * runs the service a trigger would, on the demo store's server side.
 */
import { demoServerStore } from '../data/demo/demo-server-store';
import type { DemoStore } from '../data/demo/demo-store';
import { issueRunPayslips } from '../data/payroll/payslip-issue';

/** What `issuePayslips` does when run `runId` is written closed: resolves to how many payslips it wrote. */
export function runPayslipTrigger(store: DemoStore, runId: string): Promise<number> {
  return issueRunPayslips(runId, { store: demoServerStore(store.privileged()) });
}
