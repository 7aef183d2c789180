import { clearAuthUsers, createAuthUser } from '../../scripts/emulator-rest.mjs';
import { EMULATOR_ACCOUNTS, NO_CLAIMS_ACCOUNT, PASSWORD, TENANT_ID } from './accounts';

/** Seeds the Auth emulator with the demo accounts and their custom claims. */
export default async function globalSetup(): Promise<void> {
  await clearAuthUsers();
  for (const account of EMULATOR_ACCOUNTS) {
    await createAuthUser({
      uid: account.uid,
      email: account.email,
      password: PASSWORD,
      displayName: account.displayName,
      customClaims: { role: account.role, tenantId: TENANT_ID },
    });
  }
  await createAuthUser({ ...NO_CLAIMS_ACCOUNT, password: PASSWORD });
}
