/**
 * Inspector access (issue #15): a manager gives a labour inspector read-only access to the own tenant for a few
 * days, and the inspector opens each inspection session through the server so that the session is audited.
 *
 * The inspector is an account with claims `{ role: 'inspector', tenantId, accessUntil }` and no users doc: it is
 * not a person of the tenant. The rules and the demo policy read `accessUntil` on every request (inspectorActive),
 * so the access ends by itself; nothing has to run when it does.
 */
import { formatInZone } from '../../domain/calendar/time-zone';
import { INSPECTOR_ROLE } from '../../domain/labels';
import type { CreateInspectorAccessResult } from '../ports/admin-port';
import type { AdminHandlers } from './admin-context';
import { inspectorClaims } from './admin-caller';
import { refusal } from './admin-refusal';
import { takeInvitation } from './admin-rate-limit';
import { openRequest } from './admin-requests';
import { inspectorMail } from './invitation-mail';
import { textOf } from './server-doc';
import type { AdminServiceDeps } from './server-ports';

/** An access lasts whole days of 24 hours from the moment it is given. */
const DAY_MS = 86_400_000;

/** The inspector's account for the e-mail: an existing inspector of this tenant is renewed, anyone else refused. */
async function inspectorAccount(deps: AdminServiceDeps, email: string, tenantId: string): Promise<string> {
  const existing = await deps.accounts.findByEmail(email);
  if (existing !== null) {
    const claims = inspectorClaims(existing);
    if (claims === null || claims.tenantId !== tenantId) throw refusal('email-exists');
    return existing.uid;
  }
  const account = await deps.accounts.create({
    email,
    displayName: 'Fiscalizador',
    password: null,
    disabled: true,
  });
  return account.uid;
}

export const createInspectorAccess: AdminHandlers['createInspectorAccess'] = async (context, input) => {
  const { deps, caller } = context;
  if (caller.role !== 'admin' && caller.role !== 'superuser') throw refusal('not-allowed');
  const tenant = await deps.store.get('tenants', caller.tenantId);
  if (tenant === null) throw refusal('tenant-not-found');
  const request = await openRequest(deps, caller.uid, 'createInspectorAccess', input);
  const continueUrl = deps.continueUrl;
  if (request.done !== null) {
    const uid = textOf(request.done, 'uid');
    await context.log({
      tenantId: caller.tenantId,
      target: uid,
      outcome: 'replayed',
      details: { replay: true },
    });
    // The link went by e-mail the first time; a replay sends nothing again.
    return { uid, accessUntil: textOf(request.done, 'accessUntil'), sentTo: input.email };
  }
  // A retry of a request that got this far already counted.
  if (request.progress.uid === undefined)
    await takeInvitation(deps, caller.uid, caller.tenantId, 'inspector');
  const uid = request.progress.uid ?? (await inspectorAccount(deps, input.email, caller.tenantId));
  if (request.progress.uid === undefined) await request.record({ uid });
  const until = new Date(deps.now().getTime() + input.days * DAY_MS);
  await deps.accounts.setClaims(uid, {
    role: INSPECTOR_ROLE,
    tenantId: caller.tenantId,
    accessUntil: until.getTime(),
  });
  // No revocation: a renewed access's older tokens carry their own, earlier end, and a shorter renewal reaches
  // them when the ID token refreshes (within the hour).
  await deps.accounts.setDisabled(uid, false);
  const signInLink = await deps.accounts.signInLink(input.email, continueUrl);
  const zone = textOf(tenant, 'timeZone', 'America/Santiago');
  await deps.store.add('mail', {
    ...inspectorMail(
      input.email,
      textOf(tenant, 'name', 'Tu empresa'),
      formatInZone(until, zone, 'dd-MM-yyyy HH:mm'),
      signInLink,
    ),
  });
  // The link goes only by e-mail (security review M5): whoever holds it signs in as the inspector.
  const result: CreateInspectorAccessResult = { uid, accessUntil: until.toISOString(), sentTo: input.email };
  await request.finish({ uid, accessUntil: result.accessUntil });
  await context.log({
    tenantId: caller.tenantId,
    target: uid,
    details: {
      after: { email: input.email, role: INSPECTOR_ROLE, days: input.days, accessUntil: result.accessUntil },
    },
  });
  return result;
};

/** The session's audit entry (`admin.startInspection`): who inspects, and until when the access holds. */
export const startInspection: AdminHandlers['startInspection'] = async (context) => {
  const { deps, caller } = context;
  const account = await deps.accounts.get(caller.uid);
  const claims = account === null ? null : inspectorClaims(account);
  if (account === null || claims === null) throw refusal('not-allowed');
  const accessUntil = claims.accessUntil.toISOString();
  await context.log({
    tenantId: caller.tenantId,
    target: caller.uid,
    details: { email: account.email, accessUntil },
  });
  return { accessUntil };
};
