/**
 * setOwnPassword: the person sets their own password on the server, so the server knows it changed.
 * - On an initial password an admin chose (security review M5: the `mustChangePassword` claim), the password is
 *   set with the provider's admin API and the claim cleared in the same call (a change made in the browser alone
 *   would leave the claim, and the rules would go on refusing the person's punches and answers).
 * - Any later change (/perfil, `Cambiar contraseña`) needs a session that proved who it is in the last
 *   RECENT_SIGN_IN_MINUTES: the form reauthenticates with the current password first.
 * Either way the person gets an automatic e-mail that the password changed (Res. Ex. N° 38 art. 7 f).
 */
import { productClaims } from './admin-caller';
import type { AdminHandlers } from './admin-context';
import { signedInRecently } from './admin-pin';
import { refusal } from './admin-refusal';
import { queueCredentialChanged } from './credential-mail';

export const setOwnPassword: AdminHandlers['setOwnPassword'] = async (context, { password }) => {
  const { deps, caller } = context;
  const account = await deps.accounts.get(caller.uid);
  const claims = account === null ? null : productClaims(account);
  if (account === null || claims === null) throw refusal('not-allowed');
  const initial = account.claims?.mustChangePassword === true;
  if (!initial && !signedInRecently(caller, deps.now())) throw refusal('recent-sign-in');
  await deps.accounts.setPassword(caller.uid, password);
  if (initial) await deps.accounts.setClaims(caller.uid, { role: claims.role, tenantId: claims.tenantId });
  // Who changed it and when; never the password.
  await context.log({
    tenantId: claims.tenantId,
    target: caller.uid,
    details: initial ? { initialPassword: 'replaced' } : { password: 'changed' },
  });
  await queueCredentialChanged(
    deps,
    { uid: caller.uid, tenantId: claims.tenantId, email: account.email },
    'password',
  );
  return null;
};
