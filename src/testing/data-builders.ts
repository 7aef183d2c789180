import type { AuthPort } from '../data/ports/auth-port';
import type { Tenant, UserDoc } from '../data/ports/collections';
import type { WithId } from '../data/ports/document-store';
import { defaultTenantSettings } from '../domain/settings/tenant-settings';

/** The demo tenant's document as tests need it; override what a test is about. */
export function buildTenant(overrides: Partial<WithId<Tenant>> = {}): WithId<Tenant> {
  return {
    id: 'demo',
    tenantId: 'demo',
    name: 'Panadería La Espiga',
    timeZone: 'America/Santiago',
    settings: defaultTenantSettings('2026-11-18'),
    disabled: false,
    createdAt: new Date('2025-01-01T00:00:00.000Z'),
    ...overrides,
  };
}

/** Camila Rojas's users document (the demo employee); override what a test is about. */
export function buildUserDoc(overrides: Partial<WithId<UserDoc>> = {}): WithId<UserDoc> {
  return {
    id: 'demo-empleado',
    tenantId: 'demo',
    email: 'empleado@asiste.demo',
    displayName: 'Camila Rojas',
    photoURL: null,
    role: 'employee',
    disabled: false,
    rut: null,
    position: null,
    department: null,
    hireDate: null,
    contractWeeklyHours: 40,
    payKind: null,
    payAmount: null,
    createdAt: new Date('2025-01-01T00:00:00.000Z'),
    ...overrides,
  };
}

/** For fakes: a method the code under test must not call fails the test loudly. */
export function unexpectedCall(name: string): () => never {
  return () => {
    throw new Error(`unexpected call: ${name}`);
  };
}

/**
 * An AuthPort for screens that never sign in or out: no session changes, no sign-in link; every other method
 * fails the test if called, unless the test overrides it.
 */
export function fakeAuth(overrides: Partial<AuthPort> = {}): AuthPort {
  return {
    capabilities: { google: false, emailLink: false },
    onSessionChange: () => () => undefined,
    isSignInLink: () => false,
    signInWithPassword: unexpectedCall('auth.signInWithPassword'),
    signInWithGoogle: unexpectedCall('auth.signInWithGoogle'),
    sendSignInLink: unexpectedCall('auth.sendSignInLink'),
    completeSignInLink: unexpectedCall('auth.completeSignInLink'),
    signOut: unexpectedCall('auth.signOut'),
    updateProfile: unexpectedCall('auth.updateProfile'),
    changePassword: unexpectedCall('auth.changePassword'),
    ...overrides,
  };
}
