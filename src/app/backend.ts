import { DEMO_AUTH_CAPABILITIES } from '../data/adapters/demo/demo-capabilities';
// eslint-disable-next-line no-restricted-imports -- a constant of the adapter's, no SDK: the sign-in page shows it first
import { FIREBASE_AUTH_CAPABILITIES } from '../data/adapters/firebase/firebase-capabilities';
import type { Backend } from '../data/ports/backend';
import { lazyBackend, type BackendHandle } from '../lib/backend-context';

/**
 * The composition root's choice of adapter set, fixed at build time: the branch not taken is removed by the
 * bundler, so the demo build holds no Firebase SDK and the Firebase build no demo accounts.
 */
export function loadBackend(): Promise<Backend> {
  performance.mark('asiste:backend-start');
  const loading =
    import.meta.env.VITE_BACKEND === 'firebase'
      ? import('../data/adapters/firebase').then((m) => m.createFirebaseBackend())
      : import('../data/adapters/demo').then((m) => m.createDemoBackend());
  // Measured by the performance scripts (docs/performance.md): from the request to adapters ready.
  return loading.then((backend) => {
    performance.measure('asiste:backend-load', 'asiste:backend-start');
    return backend;
  });
}

/** The app's handle on the adapter set: nothing loads until the guard or a screen needs it. */
export function createBackendHandle(): BackendHandle {
  return import.meta.env.VITE_BACKEND === 'firebase'
    ? lazyBackend('firebase', FIREBASE_AUTH_CAPABILITIES, loadBackend)
    : lazyBackend('demo', DEMO_AUTH_CAPABILITIES, loadBackend);
}
