import type { AuthPort, Claims, Session, SessionListener } from '../ports/auth-port';
import { AuthError } from '../ports/auth-port';
import type { DemoAccountRecord } from './demo-tenant';

const SESSION_KEY = 'asiste.demo.session';
const OVERRIDES_KEY = 'asiste.demo.accounts';
/** Firebase's default minimum (spec §9); the demo has no server policy beyond it. */
const MIN_PASSWORD_LENGTH = 6;

type Overrides = Record<string, { password?: string; displayName?: string | null; photoURL?: string | null }>;

function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The demo AuthPort: the seeded accounts, signed in for this browser in localStorage (like Firebase's local
 * persistence), failing with the provider's own error codes.
 */
export class DemoAuth implements AuthPort {
  readonly capabilities = { google: false, emailLink: false };
  private readonly listeners = new Set<SessionListener>();

  constructor(private readonly accounts: () => readonly DemoAccountRecord[]) {
    window.addEventListener('storage', (event) => {
      if (event.key === SESSION_KEY) this.emit();
    });
  }

  private overrides(): Overrides {
    return readJson<Overrides>(OVERRIDES_KEY, {});
  }

  private account(uid: string | null): DemoAccountRecord | undefined {
    return uid ? this.accounts().find((a) => a.uid === uid) : undefined;
  }

  private sessionFor(account: DemoAccountRecord): Session {
    const override = this.overrides()[account.uid] ?? {};
    const claims: Claims = { role: account.role, tenantId: account.tenantId };
    return {
      user: {
        uid: account.uid,
        email: account.email,
        displayName: override.displayName !== undefined ? override.displayName : account.displayName,
        photoURL: override.photoURL ?? null,
        providers: ['password'],
      },
      claims,
    };
  }

  /** The signed-in caller, for the demo store's access policy. */
  caller(): { uid: string; claims: Claims } | null {
    const session = this.current();
    return session?.claims ? { uid: session.user.uid, claims: session.claims } : null;
  }

  private current(): Session | null {
    const account = this.account(localStorage.getItem(SESSION_KEY));
    return account ? this.sessionFor(account) : null;
  }

  private emit(): void {
    const session = this.current();
    for (const listener of this.listeners) listener(session);
  }

  onSessionChange(listener: SessionListener): () => void {
    this.listeners.add(listener);
    queueMicrotask(() => {
      if (this.listeners.has(listener)) listener(this.current());
    });
    return () => this.listeners.delete(listener);
  }

  async signInWithPassword(email: string, password: string): Promise<Session> {
    const normalized = email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalized)) throw new AuthError('auth/invalid-email');
    if (!password) throw new AuthError('auth/missing-password');
    const account = this.accounts().find((a) => a.email === normalized);
    const expected = account ? (this.overrides()[account.uid]?.password ?? account.password) : undefined;
    // Like Firebase with email enumeration protection: one code for unknown email and wrong password.
    if (!account || expected !== password) throw new AuthError('auth/invalid-credential');
    localStorage.setItem(SESSION_KEY, account.uid);
    this.emit();
    return this.sessionFor(account);
  }

  async signInWithGoogle(): Promise<Session> {
    throw new AuthError('auth/operation-not-allowed');
  }

  async sendSignInLink(): Promise<void> {
    throw new AuthError('auth/operation-not-allowed');
  }

  isSignInLink(): boolean {
    return false;
  }

  async completeSignInLink(): Promise<Session> {
    throw new AuthError('auth/operation-not-allowed');
  }

  async signOut(): Promise<void> {
    localStorage.removeItem(SESSION_KEY);
    this.emit();
  }

  private requireAccount(): DemoAccountRecord {
    const account = this.account(localStorage.getItem(SESSION_KEY));
    if (!account) throw new AuthError('auth/user-token-expired');
    return account;
  }

  private saveOverride(uid: string, change: Overrides[string]): void {
    const all = this.overrides();
    all[uid] = { ...all[uid], ...change };
    localStorage.setItem(OVERRIDES_KEY, JSON.stringify(all));
  }

  async updateProfile(changes: { displayName?: string | null; photoURL?: string | null }): Promise<void> {
    const account = this.requireAccount();
    this.saveOverride(account.uid, changes);
    this.emit();
  }

  async changePassword(currentPassword: string, newPassword: string): Promise<void> {
    const account = this.requireAccount();
    const expected = this.overrides()[account.uid]?.password ?? account.password;
    if (currentPassword !== expected) throw new AuthError('auth/invalid-credential');
    if (newPassword.length < MIN_PASSWORD_LENGTH) throw new AuthError('auth/weak-password');
    this.saveOverride(account.uid, { password: newPassword });
  }
}
