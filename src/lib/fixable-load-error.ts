/**
 * A start that failed in a way the person can fix from this browser, with what to say and the one action that
 * fixes it: the demo's data written by a newer version of Asiste, which this one cannot open, is deleted. The
 * route's error screen (src/app/screens/route-error.tsx) says `notice` and offers `fix` instead of sending the
 * person to check a connection that is fine, after which the page reloads.
 */
export class FixableLoadError extends Error {
  constructor(
    message: string,
    /** What the person reads, in Spanish. */
    readonly notice: string,
    readonly fix: { label: string; run: () => Promise<void> },
  ) {
    super(message);
    this.name = 'FixableLoadError';
  }

  /** Runs the fix, then reloads the page whether it worked or not (a failure is logged). */
  fixAndReload(): Promise<void> {
    return this.fix
      .run()
      .catch((failure: unknown) => console.error('No se pudo corregir el error de carga', failure))
      .finally(() => window.location.reload());
  }
}
