/**
 * Inspector access: a manager gives a labour inspector read-only access to the own tenant for a few
 * days, and the inspector opens each inspection session through the server so that the session is audited.
 *
 * The inspector is an account with no users doc (it is not a person of any tenant) and claims holding a grant per
 * company that gave it access (inspector-grants.ts, security review M4): several companies may give access to one
 * labour inspector, each with its own end, and the inspector switches between them with startInspection. The
 * rules and the demo policy read the current company's `accessUntil` on every request (inspectorActive), so an
 * access ends by itself; nothing has to run when it does.
 */
import { formatInZone } from '../../domain/calendar/time-zone';
import { INSPECTOR_ROLE } from '../../domain/labels';
import type { CreateInspectorAccessResult, InspectionGrant } from '../../data/ports/admin-port';
import type { AdminHandlers } from './admin-context';
import { refusal } from './admin-refusal';
import { takeInvitation } from './admin-rate-limit';
import { openRequest } from './admin-requests';
import { inspectorMail } from './invitation-mail';
import { inspectionStartedMail } from './inspection-mail';
import {
  claimsFor,
  currentGrants,
  currentKey,
  defaultInspected,
  inspectorState,
  sameClaims,
  withGrant,
} from './inspector-grants';
import { textOf } from './server-doc';
import type { AdminServiceDeps } from './server-ports';

/** An access lasts whole days of 24 hours from the moment it is given. */
const DAY_MS = 86_400_000;

/**
 * The inspector's account for the e-mail: an existing inspector (of this tenant or any other) gets this tenant's
 * grant beside its others; any other account is refused, as it is never given claims.
 */
async function inspectorAccount(deps: AdminServiceDeps, email: string): Promise<string> {
  const existing = await deps.accounts.findByEmail(email);
  if (existing !== null) {
    if (inspectorState(existing) === null) throw refusal('email-exists');
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
  const uid = request.progress.uid ?? (await inspectorAccount(deps, input.email));
  if (request.progress.uid === undefined) await request.record({ uid });
  const now = deps.now();
  const until = new Date(now.getTime() + input.days * DAY_MS);
  // Read again just before the write: the claims are replaced whole, and other companies' grants must survive.
  const account = await deps.accounts.get(uid);
  await deps.accounts.setClaims(
    uid,
    withGrant(account === null ? null : inspectorState(account), caller.tenantId, until.getTime(), now),
  );
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

/** The companies whose grant holds, by name; one missing or disabled (no inspection possible) is left out. */
async function namedGrants(
  deps: AdminServiceDeps,
  grants: ReadonlyMap<string, number>,
): Promise<InspectionGrant[]> {
  const named = await Promise.all(
    [...grants].map(async ([tenantId, until]): Promise<InspectionGrant | null> => {
      const tenant = await deps.store.get('tenants', tenantId);
      if (tenant === null || tenant.disabled === true) return null;
      return { tenantId, name: textOf(tenant, 'name', tenantId), accessUntil: new Date(until).toISOString() };
    }),
  );
  return named
    .filter((grant): grant is InspectionGrant => grant !== null)
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

/**
 * Res. Ex. N° 38 art. 24: the employer's admins learn by e-mail that a DT official opened its records, once per
 * official, company and day (a fixed mail id, created only when absent: reopening the page sends nothing twice).
 */
async function noticeEmployer(
  deps: AdminServiceDeps,
  tenantId: string,
  tenant: Readonly<Record<string, unknown>>,
  official: { uid: string; email: string },
): Promise<void> {
  const admins = (await deps.store.where('users', { tenantId, role: 'admin' }))
    .filter(({ data }) => data.disabled !== true && typeof data.email === 'string' && data.email !== '')
    .map(({ data }) => String(data.email))
    .sort();
  const [to, ...cc] = [...new Set(admins)];
  if (to === undefined) return;
  const zone = textOf(tenant, 'timeZone', 'America/Santiago');
  const now = deps.now();
  const day = formatInZone(now, zone, 'yyyy-MM-dd');
  await deps.store.create('mail', `inspection-${official.uid}-${tenantId}-${day}`, {
    ...inspectionStartedMail(to, cc, {
      company: textOf(tenant, 'legalName', '') || textOf(tenant, 'name', tenantId),
      official: official.email,
      when: formatInZone(now, zone, 'dd/MM/yy HH:mm:ss'),
    }),
  });
}

/**
 * Opens an inspection session of the asked company (or the current one) and writes its audit entry
 * (`admin.startInspection`) in THAT company's trail: who inspects, until when the access holds, how (an
 * employer's grant or a DT official's key) and from which IP (Res. Ex. N° 38 art. 22.5). Switching rewrites the
 * claims so the rules follow. An invited inspector opens only the companies that granted access (`no-grant`
 * otherwise, and nothing is written in that company: it never hears of the inspector); a DT official whose key
 * holds opens any enabled company, whose admins get the art. 24 notice.
 */
export const startInspection: AdminHandlers['startInspection'] = async (context, input) => {
  const { deps, caller } = context;
  const account = await deps.accounts.get(caller.uid);
  const state = account === null ? null : inspectorState(account);
  if (account === null || state === null) throw refusal('not-allowed');
  const now = deps.now();
  const grants = currentGrants(state, now);
  const key = currentKey(state, now);
  const asked = input.tenantId;
  if (asked !== undefined && !grants.has(asked) && key === null) {
    throw refusal(state.grants.has(asked) || state.keyUntil !== null ? 'access-expired' : 'no-grant');
  }
  const tenantId = asked ?? defaultInspected(state, grants, key);
  if (tenantId === null) throw refusal(key === null ? 'access-expired' : 'no-grant');
  const tenant = await deps.store.get('tenants', tenantId);
  if (tenant === null) throw refusal('tenant-not-found');
  if (tenant.disabled === true) throw refusal('tenant-disabled');
  const claims = claimsFor(tenantId, grants, key);
  if (!sameClaims(state, account.claims?.grants, claims)) await deps.accounts.setClaims(caller.uid, claims);
  const accessUntil = new Date(claims.accessUntil ?? now.getTime()).toISOString();
  const byKey = key !== null && !grants.has(tenantId);
  await context.log({
    tenantId,
    target: caller.uid,
    details: {
      email: account.email,
      accessUntil,
      access: byKey ? 'dt-key' : 'employer-grant',
      ip: deps.clientAddress ?? null,
    },
  });
  if (byKey) await noticeEmployer(deps, tenantId, tenant, { uid: caller.uid, email: account.email });
  return {
    accessUntil,
    tenantId,
    grants: await namedGrants(deps, grants),
    keyUntil: key === null ? null : new Date(key).toISOString(),
  };
};
