/**
 * The demo's `issuePayslips` trigger: the one service (src/data/payroll/payslip-issue.ts) run in the browser on
 * every payroll run this tab commits, as the Cloud Function runs it on every write of one, so a closed run gets
 * its payslips from the server side and no client writes one (security review M2).
 */
import { BackgroundWork } from './background-work';
import { demoServerStore } from './demo-server-store';
import type { DemoStore } from './demo-store';

export class DemoPayslips {
  private readonly work = new BackgroundWork();
  private readonly stopListening: () => void;

  constructor(options: { store: DemoStore }) {
    const { store } = options;
    const deps = { store: demoServerStore(store.privileged()) };
    this.stopListening = store.onCommit((changes) => {
      for (const { collection, id, data } of changes) {
        if (collection !== 'payroll' || data?.status !== 'cerrado') continue;
        this.work.run(
          import('../payroll/payslip-issue').then(({ issueRunPayslips }) => issueRunPayslips(id, deps)),
          `No se pudieron emitir las liquidaciones de ${id}`,
        );
      }
    });
  }

  /** Resolves once every payslip started so far is written (tests, measurements). */
  idle(): Promise<void> {
    return this.work.idle();
  }

  stop(): void {
    this.stopListening();
  }
}
