/**
 * The demo's daily report (Res. Ex. N° 38 art. 27 e): the one service (src/server/reports/daily-report.ts) run in
 * the browser, as the `dailyReport` Cloud Function runs it every hour. The demo has no scheduler, so it runs when
 * the demo opens (once the browser is idle) and at each sign-in: the first of the day queues each company's report of
 * the days that ended (an admin's `Reporte diario` e-mail), every later one finds it queued (its mail id is fixed)
 * and sends nothing. The mail goes to the demo's server store, the server-only `mail` table that no client read
 * reaches and no browser sends — read with `await asiste.outbox('<admin's e-mail>')` — and expires after
 * DEMO_MAIL_TTL_MS like the other queued mail; the same report is in `Reportes DT` (`Reporte diario`) for any
 * period. The service is its own chunk, loaded on the first run.
 */
import { whenIdle } from '../../../lib/when-idle';
import type { DailyReportResult } from '../../../server/reports/daily-report';
import { BackgroundWork } from './background-work';
import { DEMO_MAIL_TTL_MS } from './demo-publish-mail';
import { demoServerStore } from './demo-server-store';
import type { DemoStore } from './demo-store';

export interface DemoDailyReportOptions {
  store: DemoStore;
  now?: () => Date;
  /** The link's address: this page's origin by default. */
  appUrl?: string;
}

/** How long a run waits for the browser to be idle, at most (it never competes with the first paint). */
const IDLE_WAIT_MS = 5_000;

export class DemoDailyReport {
  private readonly store: DemoStore;
  private readonly now: () => Date;
  private readonly appUrl: string | undefined;
  private readonly work = new BackgroundWork();
  /** The run in progress: a sign-in during it joins it instead of starting another. */
  private running: Promise<DailyReportResult | null> | null = null;

  constructor(options: DemoDailyReportOptions) {
    this.store = options.store;
    this.now = options.now ?? (() => new Date());
    this.appUrl = options.appUrl;
  }

  /** Runs the service once the browser is idle; resolves to what it did (tests), null when it failed. */
  run(): Promise<DailyReportResult | null> {
    this.running ??= this.start().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private start(): Promise<DailyReportResult | null> {
    const done = (async () => {
      await whenIdle(IDLE_WAIT_MS);
      const { sendDailyReports } = await import('../../../server/reports/daily-report');
      const result = await sendDailyReports(
        {
          store: demoServerStore(this.store.privileged()),
          appUrl: this.appUrl ?? window.location.origin,
          expiresAfterMs: DEMO_MAIL_TTL_MS,
        },
        this.now(),
      );
      // A failure is already an incident of the company (report f); the console says it too.
      for (const { tenantId, day, error } of result.failed)
        console.error(`No se pudo generar el reporte diario de ${tenantId} ${day}`.trim(), error);
      return result;
    })();
    this.work.run(done, 'No se pudieron preparar los reportes diarios');
    return done.catch(() => null);
  }

  /** Resolves once every run started so far is done (tests, measurements). */
  idle(): Promise<void> {
    return this.work.idle();
  }
}
