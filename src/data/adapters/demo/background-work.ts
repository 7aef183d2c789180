/**
 * The demo's server triggers run in the background of the tab that committed (demo-publish-mail.ts,
 * demo-months.ts): a failure is logged, never thrown at the writer, and tests wait for the work with `idle()`.
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<unknown>>();

  /** Runs `work` in the background; a failure is logged with `failure`. */
  run(work: Promise<unknown>, failure: string): void {
    const run = work.catch((error: unknown) => {
      console.error(failure, error);
      return null;
    });
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  /** Resolves once every piece of work started so far, and any it started, is done. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
