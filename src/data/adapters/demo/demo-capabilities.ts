import type { AuthCapabilities } from '../../ports/auth-port';

/** What the demo's sign-in offers: e-mail and password only. Its own module: the app knows it before loading. */
export const DEMO_AUTH_CAPABILITIES: AuthCapabilities = { google: false, emailLink: false };
