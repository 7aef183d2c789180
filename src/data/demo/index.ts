import type { Backend } from '../ports/backend';
import { DemoAccounts } from './demo-accounts';
import { DemoAdmin } from './demo-admin';
import { DemoAuth } from './demo-auth';
import { ensureDemoData, seedDemoData } from './demo-data';
import { DemoPhotos } from './demo-photos';
import { SERVER_ONLY_KEY } from './demo-server-store';
import type { DemoStore } from './demo-store';
import { DEMO_ACCOUNTS } from './demo-tenant';
import { openDemoStore } from './open-demo-store';

/** The demo adapter set: everything in the browser, no Firebase SDK in the bundle. */
export async function createDemoBackend(): Promise<Backend> {
  const now = () => new Date();
  const accounts = new DemoAccounts(now);
  // The auth reads tenant docs through the store, which reads the session through the auth: tied after both exist.
  let store: DemoStore | null = null;
  const auth = new DemoAuth(accounts, {
    isTenantDisabled: (tenantId) => store?.privileged().get('tenants', tenantId)?.disabled === true,
    now,
  });
  store = await openDemoStore({ getCaller: () => auth.caller(), now });
  const opened = store;
  await ensureDemoData(opened, now(), accounts);
  // A watcher that loses access with the session ends with permission-denied, as in Firestore.
  auth.onSessionChange(() => opened.revalidate());
  return {
    kind: 'demo',
    auth,
    store: opened,
    photos: new DemoPhotos(() => auth.caller()),
    admin: new DemoAdmin({ store: opened, accounts, getCaller: () => auth.verifiedCaller(), now }),
    demo: {
      accounts: DEMO_ACCOUNTS,
      reset: async () => {
        await auth.signOut();
        accounts.reset();
        localStorage.removeItem(SERVER_ONLY_KEY);
        await seedDemoData(opened, now(), accounts);
      },
    },
  };
}
