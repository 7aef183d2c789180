/**
 * Resolves when the browser has nothing else to do (`requestIdleCallback`), at the latest after `timeoutMs`; on the
 * next task where the browser cannot say.
 */
export function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}
