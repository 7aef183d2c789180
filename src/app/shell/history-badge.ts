import { countAwaitingWorker, useOwnCorrections } from '../../data/queries/corrections';
import { useNow } from '../../lib/use-now';

/** The menu entry that carries the worker's count of corrections waiting for an answer. */
export const BADGED_PATH = '/mi-historial';

/** `1 corrección por responder` / `3 correcciones por responder`. */
export function awaitingLabel(count: number): string {
  return `${count} ${count === 1 ? 'corrección' : 'correcciones'} por responder`;
}

/**
 * How many of the signed-in employee's corrections wait for an answer now (0 for managers: the query is off),
 * watched, so a proposal shows at once; re-judged each minute as deadlines pass.
 */
export function useAwaitingCorrections(): number {
  const now = useNow(60_000);
  const corrections = useOwnCorrections(now);
  return countAwaitingWorker(corrections.data, now);
}
