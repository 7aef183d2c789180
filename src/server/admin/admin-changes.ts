/**
 * setUserRole, setUserDisabled and setTenantDisabled: changes to who someone is or whether they may act. The
 * target's tenant is judged by the target's own account claims (never the input or the users doc); a change
 * that takes rights away revokes the person's sessions and records when on the users doc, which the rules and
 * the demo policy hold every request against.
 */
import type { Role } from '../../domain/labels';
import { productClaims } from './admin-caller';
import type { AdminHandlers, CallContext } from './admin-context';
import { refusal } from './admin-refusal';
import type { AccountRecord, ServerDoc } from './server-ports';

interface Target {
  uid: string;
  account: AccountRecord;
  role: Role;
  tenantId: string;
  user: ServerDoc;
  tenant: ServerDoc;
}

/** The person a call acts on, refused when the caller does not manage them. */
async function loadTarget({ deps, caller }: CallContext, uid: string): Promise<Target> {
  const account = await deps.accounts.get(uid);
  const claims = account === null ? null : productClaims(account);
  if (account === null || claims === null) throw refusal('user-not-found');
  if (caller.role !== 'superuser' && claims.tenantId !== caller.tenantId) throw refusal('other-tenant');
  if (caller.role !== 'superuser' && claims.role === 'superuser') throw refusal('superuser-only');
  const user = await deps.store.get('users', uid);
  if (user === null) throw refusal('user-not-found');
  const tenant = await deps.store.get('tenants', claims.tenantId);
  if (tenant === null) throw refusal('tenant-not-found');
  return { uid, account, role: claims.role, tenantId: claims.tenantId, user, tenant };
}

/**
 * Refuses taking the tenant's last active admin away. Admins are counted on the users docs; a superuser is not
 * the tenant's admin.
 */
async function assertNotLastAdmin({ deps }: CallContext, target: Target): Promise<void> {
  if (target.role !== 'admin' || target.user.disabled === true) return;
  const admins = await deps.store.where('users', {
    tenantId: target.tenantId,
    role: 'admin',
    disabled: false,
  });
  if (admins.every((admin) => admin.id === target.uid)) throw refusal('last-admin');
}

export const setUserRole: AdminHandlers['setUserRole'] = async (context, { uid, role }) => {
  const { deps, caller } = context;
  if (uid === caller.uid) throw refusal('own-role');
  const target = await loadTarget(context, uid);
  if (caller.role !== 'superuser' && role === 'superuser') throw refusal('superuser-only');
  const entry = { tenantId: target.tenantId, target: uid };
  if (target.role === role) {
    await context.log({ ...entry, details: { unchanged: { role } } });
    return null;
  }
  if (role !== 'admin') await assertNotLastAdmin(context, target);
  // A new role keeps an initial password's claim: the person still has to set their own.
  const mustChange = target.account.claims?.mustChangePassword === true;
  await deps.accounts.setClaims(uid, {
    role,
    tenantId: target.tenantId,
    ...(mustChange ? { mustChangePassword: true as const } : {}),
  });
  const revokedAt = await deps.accounts.revokeSessions(uid);
  await deps.store.update('users', uid, { role, tokensRevokedAt: revokedAt });
  await context.log({ ...entry, details: { before: { role: target.role }, after: { role } } });
  return null;
};

export const setUserDisabled: AdminHandlers['setUserDisabled'] = async (context, { uid, disabled }) => {
  const { deps, caller } = context;
  if (disabled && uid === caller.uid) throw refusal('own-account');
  const target = await loadTarget(context, uid);
  if (disabled) {
    await assertNotLastAdmin(context, target);
    await deps.accounts.setDisabled(uid, true);
    const revokedAt = await deps.accounts.revokeSessions(uid);
    await deps.store.update('users', uid, { disabled: true, tokensRevokedAt: revokedAt });
  } else {
    if (target.tenant.disabled === true) throw refusal('tenant-disabled');
    await deps.accounts.setDisabled(uid, false);
    await deps.store.update('users', uid, { disabled: false });
  }
  const before = { disabled: target.account.disabled };
  await context.log({ tenantId: target.tenantId, target: uid, details: { before, after: { disabled } } });
  return null;
};

/** Superusers only (runAdminCall checks the role). Members of a disabled tenant are locked out everywhere. */
export const setTenantDisabled: AdminHandlers['setTenantDisabled'] = async (
  context,
  { tenantId, disabled },
) => {
  const { deps, caller } = context;
  if (disabled && tenantId === caller.tenantId) throw refusal('own-account');
  const tenant = await deps.store.get('tenants', tenantId);
  if (tenant === null) throw refusal('tenant-not-found');
  await deps.store.update('tenants', tenantId, { disabled });
  const before = { disabled: tenant.disabled === true };
  await context.log({ tenantId, target: tenantId, details: { before, after: { disabled } } });
  return null;
};
