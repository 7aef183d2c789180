/**
 * The AdminPort contract harness over the demo adapter: an in-memory DemoStore, the demo's accounts table and
 * DemoAuth for sign-in; each signed-in port is a DemoAdmin bound to the session it got (a stale token keeps its
 * old sign-in time, as a Firebase ID token does).
 */
import type { ServerStore, VerifiedCaller } from '../server/admin/server-ports';
import { DemoAccounts, type DemoAccountRow } from '../data/adapters/demo/demo-accounts';
import { DemoAdmin } from '../data/adapters/demo/demo-admin';
import { DemoAuth } from '../data/adapters/demo/demo-auth';
import { demoServerStore, discardServerOnly } from '../data/adapters/demo/demo-server-store';
import { DemoStore } from '../data/adapters/demo/demo-store';
import type { AdminPort } from '../data/ports/admin-port';
import {
  ADMIN_FIXTURE_PASSWORD,
  ADMIN_FIXTURE_PEOPLE,
  type AdminContractHarness,
  type FixturePerson,
} from './admin-contract-harness';
import { adminFixtureDocs } from './admin-fixture-docs';

interface World {
  store: DemoStore;
  server: ServerStore;
  auth: DemoAuth;
}

export function createDemoAdminHarness(): AdminContractHarness {
  const accounts = new DemoAccounts();
  let world: World | null = null;
  const current = (): World => {
    if (world === null) throw new Error('Call reset() first.');
    return world;
  };
  const portFor = (getCaller: () => VerifiedCaller | null): AdminPort =>
    new DemoAdmin({ store: current().store, accounts, getCaller });

  return {
    passwordRequired: true,
    async reset() {
      world?.store.close();
      localStorage.clear();
      discardServerOnly();
      const store = new DemoStore({ getCaller: () => null });
      const people = Object.entries(ADMIN_FIXTURE_PEOPLE) as [
        FixturePerson,
        (typeof ADMIN_FIXTURE_PEOPLE)[FixturePerson],
      ][];
      await store.seedAll(adminFixtureDocs());
      accounts.replaceAll(
        people.map(([uid, person]): DemoAccountRow => ({
          uid,
          email: person.email,
          password: ADMIN_FIXTURE_PASSWORD,
          displayName: person.displayName,
          photoURL: null,
          disabled: false,
          claims: { role: person.role, tenantId: person.tenant },
          tokensValidAfter: null,
        })),
      );
      const auth = new DemoAuth(accounts, {
        isTenantDisabled: (tenantId) => store.privileged().get('tenants', tenantId)?.disabled === true,
      });
      world = { store, server: demoServerStore(store.privileged()), auth };
    },
    uid: (person) => person,
    async signIn(email, password = ADMIN_FIXTURE_PASSWORD) {
      const { auth } = current();
      await auth.signInWithPassword(email, password);
      const caller = auth.verifiedCaller();
      return portFor(() => caller);
    },
    async signInWithLink(email, link) {
      const { auth } = current();
      await auth.completeSignInLink(email, link);
      const caller = auth.verifiedCaller();
      return portFor(() => caller);
    },
    signedOut: () => portFor(() => null),
    account: (uid) => accounts.get(uid),
    findAccount: (email) => accounts.findByEmail(email),
    setClaims: (uid, claims) => accounts.setClaims(uid, claims),
    async selfRegister(email, password) {
      const account = await accounts.create({ email, displayName: '', password, disabled: false });
      return account.uid;
    },
    readDoc: (collection, id) => current().server.get(collection, id),
    readWhere: (collection, equals) => current().server.where(collection, equals),
    async close() {
      world?.store.close();
      world = null;
    },
  };
}
