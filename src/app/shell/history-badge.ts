import { countAwaitingWorker, useOwnCorrections } from '../../data/queries/corrections';
import { useWeeksToSign } from '../../data/queries/week-signatures';
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

/** `1 semana por firmar` / `3 semanas por firmar`. */
export function unsignedLabel(count: number): string {
  return `${count} ${count === 1 ? 'semana' : 'semanas'} por firmar`;
}

/**
 * The bottom navigation's history badge: the corrections waiting for an answer and the ended weeks without a
 * signature, with the link's words (`Historial: 1 corrección por responder y 2 semanas por firmar`).
 */
export function useHistoryBadge(): { count: number; label: string | null } {
  const now = useNow(60_000);
  const corrections = countAwaitingWorker(useOwnCorrections(now).data, now);
  const { unsigned } = useWeeksToSign(now);
  const parts = [
    ...(corrections > 0 ? [awaitingLabel(corrections)] : []),
    ...(unsigned > 0 ? [unsignedLabel(unsigned)] : []),
  ];
  return { count: corrections + unsigned, label: parts.length > 0 ? parts.join(' y ') : null };
}
