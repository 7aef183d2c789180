/**
 * `signingBacklogWatch`, the scheduled function (every 10 minutes, America/Santiago): runs the system's detector of
 * the technical-incident log (src/server/incidents/record-incident.ts) at the server's time, which opens a
 * platform-wide incident when punches wait too long for their receipt and closes it when none waits (Res. Ex. N° 38
 * art. 27 f). Idempotent: a rerun opens nothing twice.
 */
import {
  checkSigningBacklog,
  type IncidentDeps,
  type SigningBacklogResult,
} from '../../src/server/incidents/record-incident';

export async function handleSigningBacklog(deps: () => Promise<IncidentDeps>): Promise<SigningBacklogResult> {
  return checkSigningBacklog(await deps());
}
