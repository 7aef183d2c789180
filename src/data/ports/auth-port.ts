import { INSPECTOR_ROLE, ROLES, type Role } from '../../domain/labels';

export { INSPECTOR_ROLE, ROLES, type Role };

/** Custom claims of the signed-in identity. `role` may hold an unknown string coming from the provider. */
export interface Claims {
  role: string;
  tenantId: string;
  /** Read but unused (spec §3). */
  businessId?: string;
  /**
   * An inspector's access ends at this instant (milliseconds since the epoch), set by AdminPort with the role:
   * the rules and the demo policy refuse everything from then on (`inspectorActive()`).
   */
  accessUntil?: number;
  /**
   * Set by AdminPort on an account created with an initial password, until its holder sets their own
   * (security review M5): the guard keeps the person on /perfil, and the rules refuse their writes to the legal
   * record (src/data/policy/worker-consent.ts).
   */
  mustChangePassword?: true;
}

export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** Provider ids, e.g. `password`, `google.com`. */
  providers: string[];
}

export interface Session {
  user: SessionUser;
  /** Null when the identity has no (or malformed) claims: the app treats that as signed out of the product. */
  claims: Claims | null;
}

/**
 * `endedBy`: when a session ended on its own — the account disabled, its company disabled, its sessions
 * revoked — the provider's code saying why (`auth/user-disabled`, `auth/tenant-disabled`,
 * `auth/user-token-expired`), so the login page can say it. Absent on sign-in and sign-out.
 */
export type SessionListener = (session: Session | null, endedBy?: string) => void;

export interface AuthCapabilities {
  /** Google sign-in with a popup. */
  google: boolean;
  /** Passwordless sign-in with a link sent by email. */
  emailLink: boolean;
  /**
   * The device keeps an offline copy of the data that a sign-out clears unless told to keep it (Firebase). The
   * demo's browser data is its whole backend, not a copy.
   */
  offlineData?: boolean;
}

export interface SignOutOptions {
  /** Keep this device's offline copy of the data (a person's own phone); by default a sign-out clears it. */
  keepOfflineData?: boolean;
}

export interface AuthPort {
  readonly capabilities: AuthCapabilities;
  /** Calls the listener with the current session as soon as it is known, then on every change. */
  onSessionChange(listener: SessionListener): () => void;
  /**
   * Re-checks that the current session still counts (the guard calls it on every navigation): one that no longer
   * does is ended, and listeners hear why.
   */
  checkSession(): Promise<void>;
  signInWithPassword(email: string, password: string): Promise<Session>;
  signInWithGoogle(): Promise<Session>;
  sendSignInLink(email: string, continueUrl: string): Promise<void>;
  /** True when the URL is an email sign-in link this provider can complete. */
  isSignInLink(url: string): boolean;
  completeSignInLink(email: string, url: string): Promise<Session>;
  /**
   * Signs in with a one-time token the server gave (AdminPort signInWithPin: Res. Ex. N° 38 art. 7 g, sign-in with
   * RUT and PIN). Firebase: a custom token; the demo: its accounts table's one-time secret. A spent, replaced or
   * unknown token fails with `auth/invalid-custom-token`.
   */
  signInWithToken(token: string): Promise<Session>;
  signOut(options?: SignOutOptions): Promise<void>;
  updateProfile(changes: { displayName?: string | null; photoURL?: string | null }): Promise<void>;
  /** Reauthenticates with the current password, then sets the new one. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /**
   * When the signed-in person last proved who they are (a sign-in or `reauthenticate`), in seconds since the
   * epoch like a token's `auth_time`; null when signed out. Answers and signatures need it recent
   * (RECENT_SIGN_IN_MINUTES, src/data/policy/worker-consent.ts).
   */
  authTime(): Promise<number | null>;
  /**
   * Proves the signed-in person's password again and renews the session's `auth_time`, so the rules see a recent
   * sign-in; a wrong password fails with `auth/invalid-credential` (or the provider's `auth/wrong-password`).
   */
  reauthenticate(password: string): Promise<void>;
}

/** An authentication failure carrying the provider's code (`auth/invalid-credential`, …). */
export class AuthError extends Error {
  readonly code: string;
  constructor(code: string, message?: string) {
    super(message ?? code);
    this.name = 'AuthError';
    this.code = code;
  }
}

/** Reads claims from a raw claims object (e.g. an ID token's), or null when role or tenantId is missing. */
export function claimsFrom(raw: Record<string, unknown>): Claims | null {
  const { role, tenantId, businessId, accessUntil, mustChangePassword } = raw;
  if (typeof role !== 'string' || role === '' || typeof tenantId !== 'string' || tenantId === '') return null;
  return {
    role,
    tenantId,
    ...(typeof businessId === 'string' ? { businessId } : {}),
    ...(typeof accessUntil === 'number' ? { accessUntil } : {}),
    ...(mustChangePassword === true ? { mustChangePassword: true as const } : {}),
  };
}

/** True for the inspector's role. */
export function isInspectorRole(role: string | null | undefined): boolean {
  return role === INSPECTOR_ROLE;
}

/**
 * Whether an inspector's access still holds at `now`: the claim must name an instant after it. Any other role
 * has no such limit.
 */
export function accessHolds(claims: Claims, now: Date): boolean {
  if (!isInspectorRole(claims.role)) return true;
  return typeof claims.accessUntil === 'number' && now.getTime() < claims.accessUntil;
}

export function isManagerRole(role: string | null | undefined): boolean {
  return role === 'admin' || role === 'superuser';
}
