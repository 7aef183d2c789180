/**
 * What the one AdminPort contract suite (admin-port-contract.ts) needs from a backend under test. Two
 * implementations: the demo adapter in Vitest (src/data/adapters/demo/demo-admin.contract.test.ts) and the callable
 * functions on the Functions + Auth emulators with the in-memory server store (functions/test/).
 */
import type { AccountClaims, AccountRecord, ServerDoc } from '../server/admin/server-ports';
import type { AdminPort } from '../data/ports/admin-port';

/** The people every contract case starts with (security-review §5: tenants t1 and t2). */
export const ADMIN_FIXTURE_PEOPLE = {
  'super-1': { tenant: 't1', role: 'superuser', email: 'super-1@t1.test', displayName: 'Super Uno' },
  'admin-1': { tenant: 't1', role: 'admin', email: 'admin-1@t1.test', displayName: 'Admin Uno' },
  'emp-1': { tenant: 't1', role: 'employee', email: 'emp-1@t1.test', displayName: 'Empleada Uno' },
  'admin-2': { tenant: 't2', role: 'admin', email: 'admin-2@t2.test', displayName: 'Admin Dos' },
  'emp-2': { tenant: 't2', role: 'employee', email: 'emp-2@t2.test', displayName: 'Empleado Dos' },
} as const;
export type FixturePerson = keyof typeof ADMIN_FIXTURE_PEOPLE;
export const ADMIN_FIXTURE_PASSWORD = 'clave-segura-1';
/** The fixture tenants' ids (their docs' ids equal their `tenantId`). */
export const ADMIN_FIXTURE_TENANTS = ['t1', 't2'] as const;

export interface AdminContractHarness {
  /** Whether createUser/createTenant need an initial password (the demo) or queue an invitation (Firebase). */
  readonly passwordRequired: boolean;
  /**
   * A fresh world: tenants t1 and t2 (enabled, with their tenant docs), each fixture person with an account
   * (claims, password ADMIN_FIXTURE_PASSWORD) and a users doc (role, disabled false, rut null…), no logs.
   */
  reset(): Promise<void>;
  /** The uid of a fixture person (after reset). */
  uid(person: FixturePerson): string;
  /**
   * Signs in with e-mail and password and returns an AdminPort bound to THAT session: it keeps acting with the
   * token it got, even after the account's role changes or its sessions are revoked (a stale token).
   */
  signIn(email: string, password?: string): Promise<AdminPort>;
  /** Completes a passwordless sign-in link (an inspector's access) for the e-mail, bound to that session. */
  signInWithLink(email: string, link: string): Promise<AdminPort>;
  /** An AdminPort with no signed-in caller. */
  signedOut(): AdminPort;
  /** The account as the identity provider holds it now, or null. */
  account(uid: string): Promise<AccountRecord | null>;
  findAccount(email: string): Promise<AccountRecord | null>;
  /**
   * Replaces the account's custom claims from the server side, as the provider's admin API does: how a case makes
   * time pass for one grant of an inspector (its end moved into the past) on a backend with a real clock.
   */
  setClaims(uid: string, claims: AccountClaims): Promise<void>;
  /** Someone registering the e-mail themselves with the provider's public API (no claims): returns the uid. */
  selfRegister(email: string, password: string): Promise<string>;
  /** Server-side reads, bypassing every rule. */
  readDoc(collection: 'tenants' | 'users' | 'mail' | 'leads', id: string): Promise<ServerDoc | null>;
  /** All docs of a collection whose fields equal the given values. */
  readWhere(
    collection: 'users' | 'logs' | 'mail' | 'tenants' | 'holidays' | 'workplaces',
    equals: Readonly<Record<string, string | boolean>>,
  ): Promise<{ id: string; data: ServerDoc }[]>;
  /** Releases what reset() created (sessions, apps, listeners). */
  close(): Promise<void>;
}
