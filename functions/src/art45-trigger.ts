/**
 * `art45Alerts`, the scheduled function (every 5 minutes, America/Santiago): runs the one art. 45 service
 * (src/server/alerts/art45-mail.ts) at the server's time, which queues in `mail` (the Trigger Email extension's
 * queue) each notice of a marca missing 30 minutes after it was due, of a jornada over the legal limits and of the
 * compensatory rest of a 30-day period that ended (art. 38 CT), to the worker with the tenant's admins in copy, and
 * each teleworker's disconnection notice 30 minutes before a slot starts (to them alone; the service reads the
 * `teletrabajo` flag from the users docs). Idempotent: a run sends nothing an earlier run sent (Res. Ex. N° 38
 * art. 45).
 */
import { sendArt45Alerts, type Art45MailDeps, type Art45Result } from '../../src/server/alerts/art45-mail';

export async function handleArt45Alerts(
  deps: () => Promise<Art45MailDeps & { now: () => Date }>,
): Promise<Art45Result> {
  const resolved = await deps();
  return sendArt45Alerts(resolved, resolved.now());
}
