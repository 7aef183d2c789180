/**
 * The server's triggers by hand, for screen tests: a screen's store has no trigger running behind it, so a test
 * runs the service a trigger would, on the demo store's server side.
 */
import { DemoRecordTriggers } from '../data/adapters/demo/demo-record-triggers';
import { demoServerStore } from '../data/adapters/demo/demo-server-store';
import type { DemoStore } from '../data/adapters/demo/demo-store';
import { issueRunPayslips } from '../server/payroll/payslip-issue';
import { writeServerAudit, type ServerAudited } from '../server/audit/audit-server';

/** What `issuePayslips` does when run `runId` is written closed: resolves to how many payslips it wrote. */
export function runPayslipTrigger(store: DemoStore, runId: string): Promise<number> {
  return issueRunPayslips(runId, { store: demoServerStore(store.privileged()) });
}

/**
 * What the audit trigger on `collection/id` does for its last write (src/server/audit/audit-server.ts), taken as the
 * document's creation (`before`: what it was before that write, when it was not new): resolves to the entry's
 * id, or null.
 */
export function runAuditTrigger(
  store: DemoStore,
  collection: ServerAudited,
  id: string,
  now: () => Date = () => new Date(),
  before: Record<string, unknown> | null = null,
): Promise<string | null> {
  const server = demoServerStore(store.privileged());
  return server
    .get(collection, id)
    .then((written) => writeServerAudit(collection, id, written, { store: server, now }, before));
}

/**
 * The demo's triggers behind a test's store, as the app runs them (src/data/adapters/demo/demo-record-triggers.ts): every
 * commit from now on is logged and its payslips issued; `idle()` resolves once that is written. Stop it at the end.
 */
export function startServerTriggers(
  store: DemoStore,
  now: () => Date = () => new Date(),
): DemoRecordTriggers {
  return new DemoRecordTriggers({ store, now });
}
