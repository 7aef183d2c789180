import type { Backend } from '../ports/backend';
import { DemoAuth } from './demo-auth';
import { DEMO_ACCOUNTS } from './demo-tenant';

/** The demo adapter set: everything in the browser, no Firebase SDK in the bundle. */
export async function createDemoBackend(): Promise<Backend> {
  const auth = new DemoAuth(() => DEMO_ACCOUNTS);
  return {
    kind: 'demo',
    auth,
    demo: {
      accounts: DEMO_ACCOUNTS,
      reset: async () => {
        await auth.signOut();
        localStorage.removeItem('asiste.demo.accounts');
      },
    },
  };
}
