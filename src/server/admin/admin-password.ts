/**
 * setOwnPassword (security review M5): the person replaces the initial password an admin chose with their own.
 * Only an account holding the `mustChangePassword` claim may call it; the password is set with the provider's
 * admin API and the claim cleared in the same call, so the server knows the change happened (a change made in the
 * browser alone would leave the claim, and the rules would go on refusing the person's punches and answers).
 */
import { productClaims } from './admin-caller';
import type { AdminHandlers } from './admin-context';
import { refusal } from './admin-refusal';

export const setOwnPassword: AdminHandlers['setOwnPassword'] = async (context, { password }) => {
  const { deps, caller } = context;
  const account = await deps.accounts.get(caller.uid);
  const claims = account === null ? null : productClaims(account);
  if (account === null || claims === null || account.claims?.mustChangePassword !== true) {
    throw refusal('not-allowed');
  }
  await deps.accounts.setPassword(caller.uid, password);
  await deps.accounts.setClaims(caller.uid, { role: claims.role, tenantId: claims.tenantId });
  // Who changed it and when; never the password.
  await context.log({
    tenantId: claims.tenantId,
    target: caller.uid,
    details: { initialPassword: 'replaced' },
  });
  return null;
};
