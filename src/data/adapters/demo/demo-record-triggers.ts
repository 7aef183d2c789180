/**
 * The demo's triggers on the legal record, run in the browser on every write this tab commits, as the Cloud
 * Functions run them on the server:
 * - `issuePayslips`: a payroll run written closed gets its payslips from the one service
 *   (src/server/payroll/payslip-issue.ts), so no client writes a payslip (security review M2);
 * - the audit triggers (`auditAbsence`, `auditPeriod`, …, SERVER_AUDITED): each write of an audited collection,
 *   with the document before and after it, is logged by the one server audit (src/server/audit/audit-server.ts), so no
 *   client writes those entries (security review M6);
 * - `auditIndicators`: a superuser's save of the platform's payroll indicators (`indicators/{yyyy-MM}`) is logged
 *   with the old and new values (src/server/audit/audit-indicator-acts.ts).
 * Each service is its own chunk, loaded on its first event.
 */
import { isServerAudited } from '../../writes/audit';
import { BackgroundWork } from './background-work';
import { demoServerStore } from './demo-server-store';
import type { DemoStore } from './demo-store';

export class DemoRecordTriggers {
  private readonly work = new BackgroundWork();
  private readonly stopListening: () => void;

  constructor(options: { store: DemoStore; now: () => Date }) {
    const { store, now } = options;
    const deps = { store: demoServerStore(store.privileged()), now };
    this.stopListening = store.onCommit((changes, before) => {
      for (const [index, { collection, id, data }] of changes.entries()) {
        if (isServerAudited(collection)) {
          const prior = before[index] ?? null;
          this.work.run(
            import('../../../server/audit/audit-server').then(({ writeServerAudit }) =>
              writeServerAudit(collection, id, data, deps, prior),
            ),
            `No se pudo registrar en la auditoría ${collection}/${id}`,
          );
        }
        if (collection === 'indicators') {
          const prior = before[index] ?? null;
          this.work.run(
            import('../../../server/audit/audit-indicator-acts').then(({ writeIndicatorAudit }) =>
              writeIndicatorAudit(id, data, deps, prior),
            ),
            `No se pudo registrar en la auditoría ${collection}/${id}`,
          );
        }
        if (data === null) continue;
        if (collection === 'payroll' && data.status === 'cerrado') {
          this.work.run(
            import('../../../server/payroll/payslip-issue').then(({ issueRunPayslips }) =>
              issueRunPayslips(id, deps),
            ),
            `No se pudieron emitir las liquidaciones de ${id}`,
          );
        }
      }
    });
  }

  /** Resolves once every payslip and audit entry started so far is written (tests, measurements). */
  idle(): Promise<void> {
    return this.work.idle();
  }

  stop(): void {
    this.stopListening();
  }
}
