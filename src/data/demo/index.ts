import type { Backend } from '../ports/backend';
import { DemoAuth } from './demo-auth';
import { ensureDemoData, seedDemoData } from './demo-data';
import { DemoPhotos } from './demo-photos';
import { DEMO_ACCOUNTS } from './demo-tenant';
import { openDemoStore } from './open-demo-store';

/** The demo adapter set: everything in the browser, no Firebase SDK in the bundle. */
export async function createDemoBackend(): Promise<Backend> {
  const auth = new DemoAuth(() => DEMO_ACCOUNTS);
  const store = await openDemoStore({ getCaller: () => auth.caller() });
  await ensureDemoData(store, new Date());
  // A watcher that loses access with the session ends with permission-denied, as in Firestore.
  auth.onSessionChange(() => store.revalidate());
  return {
    kind: 'demo',
    auth,
    store,
    photos: new DemoPhotos(() => auth.caller()),
    demo: {
      accounts: DEMO_ACCOUNTS,
      reset: async () => {
        await auth.signOut();
        localStorage.removeItem('asiste.demo.accounts');
        await seedDemoData(store, new Date());
      },
    },
  };
}
