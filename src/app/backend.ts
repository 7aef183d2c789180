import type { Backend } from '../data/ports/backend';

/**
 * The composition root's choice of adapter set, fixed at build time: the branch not taken is removed by the
 * bundler, so the demo build holds no Firebase SDK and the Firebase build no demo accounts.
 */
export function loadBackend(): Promise<Backend> {
  if (import.meta.env.VITE_BACKEND === 'firebase') {
    return import('../data/firebase').then((m) => m.createFirebaseBackend());
  }
  return import('../data/demo').then((m) => m.createDemoBackend());
}
