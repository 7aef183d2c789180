/**
 * /ausencias' writes, guarded by the closed period (issue #47 item 1): a write whose absence starts in a closed
 * period is refused before sending (assertDayOpen) or by the backend (firestore.rules `absenceOpen`), and then says
 * so in writeErrorMessage's words (`El periodo de octubre de 2026 está cerrado.`) in its dialog; the screen keeps
 * the notice, with `Reabrir en Asistencias` for an admin, once the dialog closes.
 */
import { useState } from 'react';

import { closedPeriodRefusal, writeErrorMessage } from '../../components/action-error';
import { assertDayOpen } from '../../data/policy/period-write';
import { WriteRefusedError } from '../../data/policy/verdicts';

export function useAbsenceWrites(closedThrough: string | null) {
  const [closed, setClosed] = useState<string | null>(null);

  /** Runs `write` of an absence starting on `from`; a closed period's refusal is said and kept. */
  const guarded = async (from: string, write: () => Promise<void>): Promise<void> => {
    const written = { days: [from], closedThrough };
    try {
      assertDayOpen(from, closedThrough);
      await write();
    } catch (error) {
      if (closedPeriodRefusal(error, written) === null) throw error;
      const message = writeErrorMessage(error, written);
      setClosed(message);
      throw new WriteRefusedError(message);
    }
  };

  return { closed, clearClosed: () => setClosed(null), guarded };
}
