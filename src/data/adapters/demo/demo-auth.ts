import type { VerifiedCaller } from '../../../server/admin/server-ports';
import type { AuthPort, Claims, Session, SessionListener } from '../../ports/auth-port';
import { AuthError, claimsFrom } from '../../ports/auth-port';
import { isRevokedSession, type PolicyCaller } from '../../policy/policy-caller';
import { DEMO_AUTH_CAPABILITIES } from './demo-capabilities';
import { ACCOUNTS_KEY, DEMO_LINK_PARAM, type DemoAccountRow, type DemoAccounts } from './demo-accounts';

const SESSION_KEY = 'asiste.demo.session';
/** Firebase's default minimum (spec §9); the demo has no server policy beyond it. */
const MIN_PASSWORD_LENGTH = 6;

/** The stored session: who signed in and when (seconds since the epoch, like a token's `auth_time`). */
interface StoredSession {
  uid: string;
  authTime: number;
}

function readSession(): StoredSession | null {
  const raw = localStorage.getItem(SESSION_KEY);
  if (raw === null || raw === '') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as StoredSession).uid === 'string' &&
      typeof (parsed as StoredSession).authTime === 'number'
    ) {
      return parsed as StoredSession;
    }
  } catch {
    // Before sessions had a time the value was the plain uid: signed in before any revocation.
  }
  return { uid: raw, authTime: 0 };
}

export interface DemoAuthOptions {
  /** Whether a tenant is disabled, read from its doc (the store's privileged reader). */
  isTenantDisabled: (tenantId: string) => boolean;
  now?: () => Date;
}

/**
 * The demo AuthPort over the accounts table (demo-accounts.ts), signed in for this browser in localStorage (like
 * Firebase's local persistence), failing with the provider's own error codes. A session counts only while its
 * account is enabled, its tenant enabled and its sign-in later than the account's last revocation; the claims
 * are the table's.
 */
export class DemoAuth implements AuthPort {
  readonly capabilities = DEMO_AUTH_CAPABILITIES;
  private readonly listeners = new Set<SessionListener>();
  private readonly now: () => Date;

  constructor(
    private readonly accounts: DemoAccounts,
    private readonly options: DemoAuthOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    window.addEventListener('storage', (event) => {
      if (event.key === SESSION_KEY || event.key === null) this.emit();
      else if (event.key === ACCOUNTS_KEY) void this.checkSession();
    });
  }

  private claimsOf(row: DemoAccountRow): Claims | null {
    return row.claims === null ? null : claimsFrom(row.claims);
  }

  /** Why the stored session no longer counts (an `auth/*` code), or null while it does. */
  private endReason(stored: StoredSession, row: DemoAccountRow | null): string | null {
    if (row === null) return 'auth/user-token-expired';
    if (row.disabled) return 'auth/user-disabled';
    const tenantId = row.claims?.tenantId;
    if (tenantId !== undefined && this.options.isTenantDisabled(tenantId)) return 'auth/tenant-disabled';
    const validAfter = row.tokensValidAfter === null ? null : new Date(row.tokensValidAfter);
    return validAfter !== null && isRevokedSession(stored.authTime, validAfter)
      ? 'auth/user-token-expired'
      : null;
  }

  private sessionFor(row: DemoAccountRow): Session {
    return {
      user: {
        uid: row.uid,
        email: row.email,
        displayName: row.displayName,
        photoURL: row.photoURL,
        providers: ['password'],
      },
      claims: this.claimsOf(row),
    };
  }

  /** The session as it stands, and why it ended when it just did. */
  private evaluate(): { session: Session | null; ended: string | null; stored: StoredSession | null } {
    const stored = readSession();
    if (stored === null) return { session: null, ended: null, stored };
    const row = this.accounts.row(stored.uid);
    const ended = this.endReason(stored, row);
    if (ended !== null || row === null) return { session: null, ended, stored };
    return { session: this.sessionFor(row), ended: null, stored };
  }

  /** The signed-in caller, for the demo store's access policy (null once the session no longer counts). */
  caller(): PolicyCaller | null {
    const { session, stored } = this.evaluate();
    return session?.claims && stored
      ? { uid: session.user.uid, claims: session.claims, authTime: stored.authTime }
      : null;
  }

  /**
   * The session as signed in, even when it no longer counts: the AdminPort service judges it itself (and says
   * `session-revoked`).
   */
  verifiedCaller(): VerifiedCaller | null {
    return readSession();
  }

  /** Why the session last ended, until someone signs in or out: a listener added after the end learns it too. */
  private lastEnded: string | null = null;

  private emit(): void {
    const { session, ended } = this.evaluate();
    if (ended !== null) {
      localStorage.removeItem(SESSION_KEY);
      this.lastEnded = ended;
    } else if (session !== null) {
      this.lastEnded = null;
    }
    for (const listener of this.listeners) listener(session, ended ?? undefined);
  }

  onSessionChange(listener: SessionListener): () => void {
    this.listeners.add(listener);
    queueMicrotask(() => {
      if (!this.listeners.has(listener)) return;
      const { session, ended } = this.evaluate();
      if (ended !== null) {
        this.emit();
        return;
      }
      // A session that ended before this listener came (another listener's first call ended it) still tells why.
      listener(session, session === null ? (this.lastEnded ?? undefined) : undefined);
    });
    return () => this.listeners.delete(listener);
  }

  /**
   * Like Firebase's forced ID-token refresh: listeners hear the session with the claims the table holds now (an
   * inspector's switch of company, security review M4), or its end.
   */
  async refreshToken(): Promise<void> {
    this.emit();
  }

  /** Cheap: re-reads the table; a session that stopped counting ends now, with its reason. */
  async checkSession(): Promise<void> {
    if (this.evaluate().ended !== null) this.emit();
  }

  async signInWithPassword(email: string, password: string): Promise<Session> {
    const normalized = email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalized)) throw new AuthError('auth/invalid-email');
    if (!password) throw new AuthError('auth/missing-password');
    const row = this.accounts.rowByEmail(normalized);
    // Like Firebase with email enumeration protection: one code for unknown email and wrong password.
    if (row === null || row.password === null || row.password !== password) {
      throw new AuthError('auth/invalid-credential');
    }
    return this.startSession(row);
  }

  /** Signs `row` in, unless its account or tenant is disabled. */
  private startSession(row: DemoAccountRow): Session {
    if (row.disabled) throw new AuthError('auth/user-disabled');
    const tenantId = row.claims?.tenantId;
    if (tenantId !== undefined && this.options.isTenantDisabled(tenantId)) {
      throw new AuthError('auth/tenant-disabled');
    }
    // Milliseconds kept as a fraction: a sign-in right after a revocation is never mistaken for one before it.
    const session: StoredSession = { uid: row.uid, authTime: this.now().getTime() / 1000 };
    localStorage.setItem(SESSION_KEY, JSON.stringify(session));
    this.emit();
    return this.sessionFor(row);
  }

  async signInWithGoogle(): Promise<Session> {
    throw new AuthError('auth/operation-not-allowed');
  }

  async sendSignInLink(): Promise<void> {
    throw new AuthError('auth/operation-not-allowed');
  }

  /** A demo sign-in link made by AdminPort (DemoAccounts.signInLink): it carries a one-time secret. */
  isSignInLink(url: string): boolean {
    try {
      return new URL(url).searchParams.has(DEMO_LINK_PARAM);
    } catch {
      return false;
    }
  }

  /**
   * Signs in the account of `email` when the link's secret is that account's (Firebase's codes: a spent, replaced or
   * foreign link is `auth/invalid-action-code`, another e-mail `auth/invalid-email`). The secret is spent.
   */
  async completeSignInLink(email: string, url: string): Promise<Session> {
    const token = this.isSignInLink(url) ? new URL(url).searchParams.get(DEMO_LINK_PARAM) : null;
    const row = this.accounts.rowByEmail(email);
    if (row === null) throw new AuthError('auth/invalid-email');
    if (token === null || token === '' || row.linkToken !== token)
      throw new AuthError('auth/invalid-action-code');
    this.accounts.patch(row.uid, { linkToken: null });
    return this.startSession(row);
  }

  /**
   * Signs in the account whose one-time secret this is (DemoAccounts.signInToken, made by AdminPort
   * signInWithPin), spending it; any other token is Firebase's `auth/invalid-custom-token`.
   */
  async signInWithToken(token: string): Promise<Session> {
    const row = token === '' ? undefined : this.accounts.rows().find((known) => known.signInToken === token);
    if (row === undefined) throw new AuthError('auth/invalid-custom-token');
    this.accounts.patch(row.uid, { signInToken: null });
    return this.startSession(row);
  }

  async signOut(): Promise<void> {
    localStorage.removeItem(SESSION_KEY);
    this.lastEnded = null;
    this.emit();
  }

  private requireAccount(): DemoAccountRow {
    const stored = readSession();
    const row = stored === null ? null : this.accounts.row(stored.uid);
    if (stored === null || row === null || this.endReason(stored, row) !== null) {
      throw new AuthError('auth/user-token-expired');
    }
    return row;
  }

  async updateProfile(changes: { displayName?: string | null; photoURL?: string | null }): Promise<void> {
    const row = this.requireAccount();
    const defined = Object.entries(changes).filter(([, value]) => value !== undefined);
    this.accounts.patch(row.uid, Object.fromEntries(defined));
    this.emit();
  }

  async authTime(): Promise<number | null> {
    const { session, stored } = this.evaluate();
    return session === null || stored === null ? null : stored.authTime;
  }

  /** Checks the password against the table, then renews the stored session's `authTime` (its sign-in time). */
  async reauthenticate(password: string): Promise<void> {
    const row = this.requireAccount();
    if (!password) throw new AuthError('auth/missing-password');
    if (row.password === null || row.password !== password) throw new AuthError('auth/invalid-credential');
    const session: StoredSession = { uid: row.uid, authTime: this.now().getTime() / 1000 };
    localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  }

  async changePassword(currentPassword: string, newPassword: string): Promise<void> {
    const row = this.requireAccount();
    if (currentPassword !== row.password) throw new AuthError('auth/invalid-credential');
    if (newPassword.length < MIN_PASSWORD_LENGTH) throw new AuthError('auth/weak-password');
    this.accounts.patch(row.uid, { password: newPassword });
  }
}
