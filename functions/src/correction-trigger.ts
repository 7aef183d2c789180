/**
 * `mailCorrection`, the Firestore trigger on a new `corrections/{correctionId}`: runs the one correction-mail
 * service (src/server/attendance/correction-mail.ts), which reads the correction fresh, queues the worker's e-mail
 * in `mail` (the Trigger Email extension's queue) and appends the `correction.notify` audit entry. Idempotent, so
 * a retried event sends and logs nothing twice (Res. Ex. N° 38 art. 40).
 */
import {
  queueCorrectionMail,
  type CorrectionMailDeps,
  type CorrectionMailResult,
} from '../../src/server/attendance/correction-mail';

/** A created correction (`exists`: the event carries its data) gets its e-mail; anything else ends here unread. */
export async function handleCorrectionCreated(
  correctionId: string,
  exists: boolean,
  deps: () => Promise<CorrectionMailDeps>,
): Promise<CorrectionMailResult> {
  if (!exists) return 'skipped';
  return queueCorrectionMail(correctionId, await deps());
}
