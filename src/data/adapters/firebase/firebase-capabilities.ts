import type { AuthCapabilities } from '../../ports/auth-port';

/**
 * What Firebase Auth offers here: Google, e-mail links, and an offline copy a sign-out clears. Its own module
 * (no SDK): the app knows it before loading the adapters.
 */
export const FIREBASE_AUTH_CAPABILITIES: AuthCapabilities = {
  google: true,
  emailLink: true,
  offlineData: true,
};
