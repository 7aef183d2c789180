/**
 * AdminServiceDeps held in memory, for unit tests of the AdminPort service: a Map per collection and a map of
 * accounts with Firebase Auth's semantics (claims replaced whole, revocation recorded). `failNext` makes the
 * next matching operation throw, to exercise partial failures.
 */
import { AdminError } from '../data/ports/admin-port';
import { incrementedServerDoc, updatedServerDoc } from '../server/admin/server-doc';
import type {
  AccountDirectory,
  AccountRecord,
  AdminServiceDeps,
  ServerCollection,
  ServerDoc,
  ServerStore,
} from '../server/admin/server-ports';

export interface MemoryAdminDeps extends AdminServiceDeps {
  accounts: AccountDirectory & { records: Map<string, AccountRecord>; passwords: Map<string, string | null> };
  docs: Map<ServerCollection, Map<string, ServerDoc>>;
  /** The next call of `operation` (e.g. 'accounts.setDisabled', 'store.update:tenants') throws. */
  failNext(operation: string): void;
}

export function memoryAdminDeps(options: { passwordRequired?: boolean; now?: Date } = {}): MemoryAdminDeps {
  const docs = new Map<ServerCollection, Map<string, ServerDoc>>();
  const table = (collection: ServerCollection) => {
    const existing = docs.get(collection);
    if (existing !== undefined) return existing;
    const created = new Map<string, ServerDoc>();
    docs.set(collection, created);
    return created;
  };
  const failures = new Set<string>();
  const check = (operation: string) => {
    if (failures.delete(operation)) throw new Error(`${operation} failed`);
  };
  let ids = 0;
  const newId = () => `id${String((ids += 1)).padStart(18, '0')}`;
  const now = () => options.now ?? new Date();
  const records = new Map<string, AccountRecord>();
  const passwords = new Map<string, string | null>();
  const patch = (uid: string, change: Partial<AccountRecord>) => {
    const record = records.get(uid);
    if (record === undefined) throw new Error(`no account ${uid}`);
    records.set(uid, { ...record, ...change });
  };

  const store: ServerStore = {
    async get(collection, id) {
      const doc = table(collection).get(id);
      return doc === undefined ? null : structuredClone(doc);
    },
    async set(collection, id, data) {
      check(`store.set:${collection}`);
      table(collection).set(id, structuredClone(data));
    },
    async update(collection, id, data) {
      check(`store.update:${collection}`);
      const before = table(collection).get(id);
      if (before === undefined) throw new Error(`no ${collection}/${id}`);
      table(collection).set(id, updatedServerDoc(before, structuredClone(data)));
    },
    async create(collection, id, data) {
      check(`store.create:${collection}`);
      if (table(collection).has(id)) return false;
      table(collection).set(id, structuredClone(data));
      return true;
    },
    async increment(collection, id, field, data) {
      check(`store.increment:${collection}`);
      const { doc, count } = incrementedServerDoc(table(collection).get(id) ?? null, field, data);
      table(collection).set(id, structuredClone(doc));
      return count;
    },
    async add(collection, data) {
      const id = newId();
      await store.set(collection, id, data);
      return id;
    },
    async where(collection, equals) {
      return [...table(collection)].flatMap(([id, data]) =>
        Object.entries(equals).every(([field, value]) => data[field] === value) ? [{ id, data }] : [],
      );
    },
  };

  const accounts: MemoryAdminDeps['accounts'] = {
    records,
    passwords,
    async get(uid) {
      return records.get(uid) ?? null;
    },
    async findByEmail(email) {
      return [...records.values()].find((record) => record.email === email) ?? null;
    },
    async create(account) {
      check('accounts.create');
      if ([...records.values()].some((record) => record.email === account.email)) {
        throw new AdminError('already-exists', 'email-exists');
      }
      const record: AccountRecord = {
        uid: `uid-${newId()}`,
        email: account.email,
        displayName: account.displayName,
        disabled: account.disabled,
        claims: null,
        tokensValidAfter: null,
      };
      records.set(record.uid, record);
      passwords.set(record.uid, account.password);
      return record;
    },
    async setDisabled(uid, disabled) {
      check('accounts.setDisabled');
      patch(uid, { disabled });
    },
    async setClaims(uid, claims) {
      patch(uid, { claims: { ...claims } });
    },
    async setPassword(uid, password) {
      passwords.set(uid, password);
    },
    async revokeSessions(uid) {
      const at = now();
      patch(uid, { tokensValidAfter: at });
      return at;
    },
    async invitationLink(email, continueUrl) {
      return `https://auth.example/invite?email=${encodeURIComponent(email)}&continueUrl=${encodeURIComponent(continueUrl)}`;
    },
    async signInLink(email, continueUrl) {
      return `https://auth.example/sign-in?email=${encodeURIComponent(email)}&continueUrl=${encodeURIComponent(continueUrl)}`;
    },
    async signInToken(uid) {
      return `token-for-${uid}`;
    },
  };

  return {
    accounts,
    store,
    docs,
    now,
    continueUrl: 'https://asiste.example/login',
    passwordRequired: options.passwordRequired ?? false,
    newId: () => `tenant${newId()}`,
    objectionLinkKey: testObjectionLinkKey,
    failNext: (operation) => failures.add(operation),
  };
}

/** The tests' server secret (base64 of 32 bytes), as RECEIPT_SIGNING_KEY holds one. */
export const TEST_SERVER_SECRET = btoa('asiste-test-secret-0123456789abcdef');

/** The objection links' key of the tests' secret (src/server/attendance/objection-link.ts). */
export function testObjectionLinkKey(): Promise<CryptoKey> {
  return import('../server/attendance/objection-link').then(({ objectionLinkKey }) =>
    objectionLinkKey(TEST_SERVER_SECRET),
  );
}

/** Puts a tenant, and a person with an account and a users doc in it, into `deps`. */
export function seedMember(
  deps: MemoryAdminDeps,
  person: { uid: string; tenantId: string; role: string; disabled?: boolean; tokensValidAfter?: Date },
): void {
  if (!deps.docs.get('tenants')?.has(person.tenantId)) {
    void deps.store.set('tenants', person.tenantId, {
      tenantId: person.tenantId,
      name: 'Empresa',
      disabled: false,
    });
  }
  deps.accounts.records.set(person.uid, {
    uid: person.uid,
    email: `${person.uid}@empresa.test`,
    displayName: person.uid,
    disabled: person.disabled ?? false,
    claims: { role: person.role, tenantId: person.tenantId },
    tokensValidAfter: person.tokensValidAfter ?? null,
  });
  void deps.store.set('users', person.uid, {
    tenantId: person.tenantId,
    email: `${person.uid}@empresa.test`,
    role: person.role,
    disabled: person.disabled ?? false,
  });
}
