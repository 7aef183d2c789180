/**
 * What a failed planner write says: part of it saved, a closed period that refused it (named by
 * writeErrorMessage: `El periodo de octubre de 2026 está cerrado.`), or the write's error in words.
 */
import { closedPeriodRefusal, writeErrorMessage } from '../../components/action-error';
import { cellsLabel } from './draft-changes';
import { PartialWriteError } from './planner-repository';

/** A failed change; `closed` when a closed period refused it (the reopen hint follows its words). */
export interface DraftFailure {
  text: string;
  closed: boolean;
}

export function failureOf(
  error: unknown,
  written: { days: readonly string[]; closedThrough: string | null },
): DraftFailure {
  if (error instanceof PartialWriteError && error.done > 0)
    return {
      text: `Se guardaron ${cellsLabel(error.done)} de ${error.total}; el resto no cambió. Inténtalo de nuevo.`,
      closed: false,
    };
  const cause = error instanceof PartialWriteError ? error.cause : error;
  return { text: writeErrorMessage(cause, written), closed: closedPeriodRefusal(cause, written) !== null };
}

/** A failed write already in words, thrown on to a dialog that says it. */
export class PlannerWriteFailure extends Error {
  readonly failure: DraftFailure;
  constructor(failure: DraftFailure) {
    super(failure.text);
    this.name = 'PlannerWriteFailure';
    this.failure = failure;
  }
}
