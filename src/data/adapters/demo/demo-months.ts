/**
 * The demo's `syncAttendanceMonth` trigger: the one service (src/server/attendance/attendance-months.ts) run in
 * the browser on every schedule, attendance record and correction this tab commits, as the Cloud Function runs
 * it on every write of one, so each person's month of copies (`attendanceMonths`) follows its sources. The seed
 * writes the months at once; other tabs' writes are kept by the tab that wrote them.
 */
import { isMonthSource } from '../../../domain/attendance/attendance-months';
import type { ServerDoc } from '../../../server/admin/server-ports';
import { syncAttendanceMonth } from '../../../server/attendance/attendance-months';
import { BackgroundWork } from './background-work';
import { demoServerStore } from './demo-server-store';
import type { DemoStore } from './demo-store';

export interface DemoMonthsOptions {
  store: DemoStore;
  now?: () => Date;
}

export class DemoMonths {
  private readonly work = new BackgroundWork();
  private readonly stopListening: () => void;

  constructor(options: DemoMonthsOptions) {
    const { store } = options;
    const now = options.now ?? (() => new Date());
    const deps = { store: demoServerStore(store.privileged()), now };
    this.stopListening = store.onCommit((changes, before) => {
      changes.forEach(({ collection, id }, i) => {
        if (!isMonthSource(collection)) return;
        this.work.run(
          syncAttendanceMonth(collection, id, (before[i] ?? null) as ServerDoc | null, deps),
          `No se pudo copiar ${collection}/${id} a su mes`,
        );
      });
    });
  }

  /** Resolves once every copy started so far is written (tests, measurements). */
  idle(): Promise<void> {
    return this.work.idle();
  }

  stop(): void {
    this.stopListening();
  }
}
