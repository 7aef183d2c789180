/**
 * The demo's `syncAttendanceMonth` trigger: the one service (src/data/attendance/attendance-months.ts) run in
 * the browser on every schedule, attendance record and correction this tab commits, as the Cloud Function runs
 * it on every write of one, so each person's month of copies (`attendanceMonths`) follows its sources. The seed
 * writes the months at once; other tabs' writes are kept by the tab that wrote them.
 */
import { isMonthSource, type MonthSource } from '../../domain/attendance/attendance-months';
import type { ServerDoc } from '../admin/server-ports';
import { syncAttendanceMonth } from '../attendance/attendance-months';
import { demoServerStore } from './demo-server-store';
import type { DemoStore } from './demo-store';

export interface DemoMonthsOptions {
  store: DemoStore;
  now?: () => Date;
}

export class DemoMonths {
  private readonly running = new Set<Promise<unknown>>();
  private readonly stopListening: () => void;

  constructor(options: DemoMonthsOptions) {
    const { store } = options;
    const now = options.now ?? (() => new Date());
    const deps = { store: demoServerStore(store.privileged()), now };
    this.stopListening = store.onCommit((changes, before) => {
      changes.forEach(({ collection, id }, i) => {
        if (isMonthSource(collection))
          this.track(collection, id, (before[i] ?? null) as ServerDoc | null, deps);
      });
    });
  }

  private track(
    collection: MonthSource,
    id: string,
    before: ServerDoc | null,
    deps: Parameters<typeof syncAttendanceMonth>[3],
  ): void {
    const run = syncAttendanceMonth(collection, id, before, deps).catch((error: unknown) => {
      console.error(`No se pudo copiar ${collection}/${id} a su mes`, error);
      return null;
    });
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  /** Resolves once every copy started so far is written (tests, measurements). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  stop(): void {
    this.stopListening();
  }
}
