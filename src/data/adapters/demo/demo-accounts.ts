/**
 * The demo's identity provider: a table of accounts persisted in localStorage (this browser plays the whole
 * Firebase project), seeded with the demo tenant's four accounts. DemoAuth signs in against it; the AdminPort
 * service reads and changes it as it would Firebase Auth through the Admin SDK (AccountDirectory).
 */
import type {
  AccountClaims,
  AccountDirectory,
  AccountRecord,
  NewAccount,
} from '../../../server/admin/server-ports';
import { refusal } from '../../../server/admin/admin-refusal';
import { AdminError } from '../../ports/admin-port';
import { DEMO_ACCOUNTS } from './demo-tenant';
import { autoId } from './write-plan';

/** The table's key. Before the table existed it held per-uid overrides of the seeded accounts (migrated). */
export const ACCOUNTS_KEY = 'asiste.demo.accounts';

/** One account as stored (JSON: the revocation time as an ISO string). */
export interface DemoAccountRow {
  uid: string;
  email: string;
  /** Null: the account cannot sign in with a password. */
  password: string | null;
  displayName: string | null;
  photoURL: string | null;
  disabled: boolean;
  claims: {
    role: string;
    /** Absent only for a DT official who has not opened an employer yet (`keyUntil`). */
    tenantId?: string;
    accessUntil?: number;
    /** A DT official's key end (Res. Ex. N° 38 art. 23, src/server/admin/inspector-grants.ts). */
    keyUntil?: number;
    mustChangePassword?: true;
    /** An inspector's grants by company (security review M4, src/server/admin/inspector-grants.ts). */
    grants?: Record<string, number>;
  } | null;
  tokensValidAfter: string | null;
  /** The one-time secret of the last sign-in link made for the account (signInLink); spent when used. */
  linkToken?: string | null;
  /** The one-time secret of the last sign-in token made for the account (signInToken); spent when used. */
  signInToken?: string | null;
}

/** The query parameter of a demo sign-in link, `/login?demoSignIn=<token>`. */
export const DEMO_LINK_PARAM = 'demoSignIn';

interface StoredTable {
  version: 2;
  accounts: DemoAccountRow[];
}

type LegacyOverrides = Record<
  string,
  { password?: string; displayName?: string | null; photoURL?: string | null } | undefined
>;

/** The seeded accounts, with what the person changed before the table existed (password, name, photo). */
function seedRows(overrides: LegacyOverrides = {}): DemoAccountRow[] {
  return DEMO_ACCOUNTS.map((account) => {
    const override = overrides[account.uid] ?? {};
    return {
      uid: account.uid,
      email: account.email,
      password: override.password ?? account.password,
      displayName: override.displayName !== undefined ? override.displayName : account.displayName,
      photoURL: override.photoURL ?? null,
      disabled: false,
      claims: { role: account.role, tenantId: account.tenantId },
      tokensValidAfter: null,
    };
  });
}

function parseTable(raw: string | null): DemoAccountRow[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? 'null');
  } catch {
    parsed = null;
  }
  if (typeof parsed !== 'object' || parsed === null) return seedRows();
  if ('version' in parsed && (parsed as StoredTable).version === 2) return (parsed as StoredTable).accounts;
  return seedRows(parsed as LegacyOverrides);
}

/**
 * The last table parsed, by its stored text: the session is judged on every store read, so the table is parsed
 * again only when its text changed (here or in another tab). Rows are never changed in place (`patch` replaces
 * one), so handing out the same row objects is safe; the array is a copy.
 */
let parsedTable: { raw: string | null; rows: readonly DemoAccountRow[] } | null = null;

function readTable(): DemoAccountRow[] {
  const raw = localStorage.getItem(ACCOUNTS_KEY);
  if (parsedTable === null || parsedTable.raw !== raw) parsedTable = { raw, rows: parseTable(raw) };
  return [...parsedTable.rows];
}

function toRecord(row: DemoAccountRow): AccountRecord {
  return {
    uid: row.uid,
    email: row.email,
    displayName: row.displayName,
    disabled: row.disabled,
    claims: row.claims === null ? null : { ...row.claims },
    tokensValidAfter: row.tokensValidAfter === null ? null : new Date(row.tokensValidAfter),
  };
}

export class DemoAccounts implements AccountDirectory {
  /** `now`: the clock revocations are recorded with (the demo store's). */
  constructor(private readonly now: () => Date = () => new Date()) {}

  /** Every account (read fresh: another tab may have changed the table). */
  rows(): DemoAccountRow[] {
    return readTable();
  }

  row(uid: string): DemoAccountRow | null {
    return this.rows().find((row) => row.uid === uid) ?? null;
  }

  rowByEmail(email: string): DemoAccountRow | null {
    const normalized = email.trim().toLowerCase();
    return this.rows().find((row) => row.email === normalized) ?? null;
  }

  /** Replaces the whole table (tests; `rows` omitted: back to the four seeded accounts). */
  replaceAll(rows: readonly DemoAccountRow[] = seedRows()): void {
    const table: StoredTable = { version: 2, accounts: [...rows] };
    localStorage.setItem(ACCOUNTS_KEY, JSON.stringify(table));
  }

  /** Back to the seeded accounts, forgetting created ones and every change (Restablecer demo). */
  reset(): void {
    this.replaceAll();
  }

  /**
   * Gives every seeded person without an account one that cannot sign in (no password), with the claims of
   * their users doc, so AdminPort can change their role or disable them as it would anyone's.
   */
  adopt(
    people: readonly {
      id: string;
      email: string;
      displayName: string | null;
      role: string;
      tenantId: string;
      /** A person seeded disabled keeps that state (the account mirrors onto the users doc). */
      disabled?: boolean;
    }[],
  ): void {
    const rows = this.rows();
    const known = new Set(rows.flatMap((row) => [row.uid, row.email]));
    const adopted = people
      .filter((person) => !known.has(person.id) && !known.has(person.email))
      .map((person): DemoAccountRow => ({
        uid: person.id,
        email: person.email,
        password: null,
        displayName: person.displayName,
        photoURL: null,
        disabled: person.disabled === true,
        claims: { role: person.role, tenantId: person.tenantId },
        tokensValidAfter: null,
      }));
    if (adopted.length > 0) this.replaceAll([...rows, ...adopted]);
  }

  patch(uid: string, change: Partial<Omit<DemoAccountRow, 'uid'>>): void {
    const rows = this.rows();
    const index = rows.findIndex((row) => row.uid === uid);
    const current = rows[index];
    if (current === undefined) throw new AdminError('not-found', 'user-not-found');
    rows[index] = { ...current, ...change };
    this.replaceAll(rows);
  }

  async get(uid: string): Promise<AccountRecord | null> {
    const row = this.row(uid);
    return row === null ? null : toRecord(row);
  }

  async findByEmail(email: string): Promise<AccountRecord | null> {
    const row = this.rowByEmail(email);
    return row === null ? null : toRecord(row);
  }

  async create(account: NewAccount): Promise<AccountRecord> {
    if (this.rowByEmail(account.email) !== null) throw refusal('email-exists');
    const row: DemoAccountRow = {
      uid: autoId(),
      email: account.email.trim().toLowerCase(),
      password: account.password,
      displayName: account.displayName,
      photoURL: null,
      disabled: account.disabled,
      claims: null,
      tokensValidAfter: null,
    };
    this.replaceAll([...this.rows(), row]);
    return toRecord(row);
  }

  async setDisabled(uid: string, disabled: boolean): Promise<void> {
    this.patch(uid, { disabled });
  }

  async setClaims(uid: string, claims: AccountClaims): Promise<void> {
    this.patch(uid, { claims: { ...claims } });
  }

  async setPassword(uid: string, password: string): Promise<void> {
    this.patch(uid, { password });
  }

  async revokeSessions(uid: string): Promise<Date> {
    const at = this.now();
    this.patch(uid, { tokensValidAfter: at.toISOString() });
    return at;
  }

  /** The demo sends no e-mail, so AdminPort requires an initial password and never asks for a link. */
  async invitationLink(): Promise<string> {
    throw new AdminError('failed-precondition', null, 'The demo sends no invitation e-mails.');
  }

  /**
   * A one-time sign-in link for the account of `email` (the inspector's access): a random secret kept
   * on the row, which DemoAuth.completeSignInLink spends. A newer link replaces an older one.
   */
  async signInLink(email: string, continueUrl: string): Promise<string> {
    const row = this.rowByEmail(email);
    if (row === null) throw new AdminError('not-found', 'user-not-found');
    const token = `${autoId()}${autoId()}`;
    this.patch(row.uid, { linkToken: token });
    const url = new URL(continueUrl);
    url.searchParams.set(DEMO_LINK_PARAM, token);
    return url.toString();
  }

  /**
   * Sign-in with RUT and PIN (Res. Ex. N° 38 art. 7 g): a one-time secret kept on the row, which
   * DemoAuth.signInWithToken spends, as Firebase's client spends a custom token. A newer one replaces an older.
   */
  async signInToken(uid: string): Promise<string> {
    if (this.row(uid) === null) throw new AdminError('not-found', 'user-not-found');
    const token = `${autoId()}${autoId()}`;
    this.patch(uid, { signInToken: token });
    return token;
  }
}
