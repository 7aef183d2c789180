/**
 * The server's triggers by hand, for screen tests: a screen's store has no trigger running behind it, so a test
 * runs the service a trigger would, on the demo store's server side.
 */
import { demoServerStore } from '../data/demo/demo-server-store';
import type { DemoStore } from '../data/demo/demo-store';
import { issueRunPayslips } from '../data/payroll/payslip-issue';
import { writeServerAudit, type ServerAudited } from '../data/audit-server';

/** What `issuePayslips` does when run `runId` is written closed: resolves to how many payslips it wrote. */
export function runPayslipTrigger(store: DemoStore, runId: string): Promise<number> {
  return issueRunPayslips(runId, { store: demoServerStore(store.privileged()) });
}

/**
 * What the audit trigger on `collection/id` does for its last write (src/data/audit-server.ts): resolves to the
 * entry's id, or null.
 */
export function runAuditTrigger(
  store: DemoStore,
  collection: ServerAudited,
  id: string,
  now: () => Date = () => new Date(),
): Promise<string | null> {
  const server = demoServerStore(store.privileged());
  return server
    .get(collection, id)
    .then((written) => writeServerAudit(collection, id, written, { store: server, now }));
}
