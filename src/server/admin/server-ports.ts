/**
 * What the AdminPort service (admin-service.ts) needs from the server it runs on. It holds every check and
 * runs unchanged in two places:
 * - Cloud Functions (functions/): accounts = the Firebase Admin SDK's Auth, store = Firestore through the Admin
 *   SDK (or, in `npm test`, an in-memory store served by the test harness), clock = the server's.
 * - The demo (src/data/adapters/demo/): accounts = the demo's persisted accounts table, store = the demo store's
 *   privileged writer (it bypasses the access policy, as the Admin SDK bypasses the rules), clock = the store's.
 * Neither side may decide anything itself: it only reads and writes what the service tells it to.
 */
import type { INSPECTOR_ROLE, Role } from '../../data/ports/auth-port';

/** An account of the identity provider (Firebase Auth's UserRecord, or a row of the demo's table). */
export interface AccountRecord {
  uid: string;
  /** Normalised (trimmed, lower case). */
  email: string;
  displayName: string | null;
  disabled: boolean;
  /** The custom claims as stored (`{ role, tenantId }` for product accounts; null or partial for others). */
  claims: {
    role?: unknown;
    tenantId?: unknown;
    accessUntil?: unknown;
    mustChangePassword?: unknown;
    grants?: unknown;
    keyUntil?: unknown;
  } | null;
  /** When the account's sessions were last revoked: a token whose auth_time is not after it is stale. */
  tokensValidAfter: Date | null;
}

export interface NewAccount {
  email: string;
  displayName: string;
  /** Null: no password (Firebase: the person signs in through the invitation link). */
  password: string | null;
  /** Accounts are created disabled and enabled once claims and the users doc exist. */
  disabled: boolean;
}

export interface AccountDirectory {
  get(uid: string): Promise<AccountRecord | null>;
  findByEmail(email: string): Promise<AccountRecord | null>;
  /** Fails with AdminError('already-exists', 'email-exists') when the e-mail has an account. */
  create(account: NewAccount): Promise<AccountRecord>;
  setDisabled(uid: string, disabled: boolean): Promise<void>;
  /** Replaces ALL custom claims (Firebase's semantics). */
  setClaims(uid: string, claims: AccountClaims): Promise<void>;
  /**
   * Sets the account's password (the Admin SDK's `updateUser`). Firebase ends the account's other sessions on a
   * password change; the caller signs in again with the new one.
   */
  setPassword(uid: string, password: string): Promise<void>;
  /** Revokes every session of the account; resolves to the revocation time recorded on the account. */
  revokeSessions(uid: string): Promise<Date>;
  /** A sign-in (password-setting) link for the e-mail whose continue URL is the one given by the server. */
  invitationLink(email: string, continueUrl: string): Promise<string>;
  /**
   * A passwordless sign-in link for the e-mail (Firebase's e-mail link sign-in; the demo's one-time link), landing
   * on the server-given continue URL. Only that e-mail can complete it.
   */
  signInLink(email: string, continueUrl: string): Promise<string>;
  /**
   * A one-time sign-in token for the account (Res. Ex. N° 38 art. 7 g, sign-in with RUT and PIN): Firebase's custom
   * token (the Admin SDK's createCustomToken), the demo's one-time secret; AuthPort.signInWithToken spends it.
   */
  signInToken(uid: string): Promise<string>;
}

/**
 * The custom claims AdminPort sets: a person's role and tenant, or an inspector's (inspector-grants.ts): the
 * company inspected now and the end of its grant, which the rules read, and every current grant by company.
 */
export type AccountClaims =
  { role: Role; tenantId: string; mustChangePassword?: true } | InspectorAccountClaims;

export interface InspectorAccountClaims {
  role: typeof INSPECTOR_ROLE;
  /** The company inspected now; absent for a DT official who has not opened one yet. */
  tenantId?: string;
  /** The end of the access to `tenantId` (its grant's, or the key's when later); present with it. */
  accessUntil?: number;
  /** Tenant id → the end of its grant (milliseconds since the epoch). */
  grants: Record<string, number>;
  /** A DT official's key end (Res. Ex. N° 38 art. 23): until then any employer may be opened. */
  keyUntil?: number;
}

/** Collections the service writes beyond the client ones: queued e-mails and the idempotency records. */
export type ServerCollection =
  | 'tenants'
  | 'users'
  | 'logs'
  /** The Firebase Trigger Email extension's queue: `{ to, message: { subject, text, html } }`. */
  | 'mail'
  /** `{callerUid}_{requestId}` → the request's fingerprint and result, so a retry returns the same result. */
  | 'adminRequests'
  /** `{code without dashes}` → one signed punch: its canonical fields and what its receipt prints. */
  | 'receipts'
  /** Counters of the public verification's rate limit, one per caller key and minute. */
  | 'rateLimits'
  /** Client collection the punch signer reads and writes (the `receipts` field of a record). */
  | 'attendance'
  /** Client collections the publish e-mails read (src/server/planning/publish-mail.ts). */
  | 'planPublishes'
  | 'schedulesConfig'
  | 'shifts'
  /** The changes of the published plan the audit trigger records (src/server/planning/schedule-changes.ts). */
  | 'scheduleChanges'
  /** The client collection the correction e-mails read (src/server/attendance/correction-mail.ts). */
  | 'corrections'
  /** The client collection whose `code` the week signer writes (src/server/receipts/week-signing.ts). */
  | 'weekSignatures'
  /** A new company's national holidays (admin-create.ts). */
  | 'holidays'
  /** A new company's first Lugar de trabajo (admin-create.ts); the receipt prints the person's (receipt-service.ts). */
  | 'workplaces'
  /** The technical-incident log: the system's own incidents (src/server/incidents/record-incident.ts). */
  | 'incidents'
  /** People's months of attendance, copies of their sources (src/server/attendance/attendance-months.ts). */
  | 'attendanceMonths'
  /** A closed run, and the payslips the server issues from it (src/server/payroll/payslip-issue.ts). */
  | 'payroll'
  | 'payslips'
  /** The worker's own requests, which the server logs (src/server/audit/audit-server.ts). */
  | 'absences'
  /** The landing page's leads (admin-lead.ts). */
  | 'leads'
  /** Manager-written collections whose writes the server logs (src/server/audit/audit-server.ts). */
  | 'shiftPatterns'
  | 'overtimeAgreements'
  | 'overtimeDecisions'
  /**
   * `{correctionId}` → a used objection link (Res. Ex. N° 38 art. 40.2, src/server/attendance/objection-service.ts):
   * server-only, created once, so a link objects once.
   */
  | 'objectionLinks'
  /**
   * `{uid}` → the person's PIN de marcación as a salted hash (src/server/admin/admin-pin.ts): server-only, no
   * client reads or writes it on either backend.
   */
  | 'pins';

/** A document as the service reads and writes it: plain data, timestamps as `Date`. */
export type ServerDoc = Record<string, unknown>;

/**
 * A small server-side document store (Admin SDK semantics: no rules). Firestore implements it in production
 * and in `npm run test:emulators`; an in-memory one in `npm test` and the demo's privileged writer in the demo.
 */
export interface ServerStore {
  get(collection: ServerCollection, id: string): Promise<ServerDoc | null>;
  /** Creates or replaces the whole document. */
  set(collection: ServerCollection, id: string, data: ServerDoc): Promise<void>;
  /**
   * Merges the given fields into an existing document; fails when it does not exist. A dotted key
   * (`'receipts.checkIn'`) sets that nested field and leaves its siblings alone, so two updates of different
   * nested fields never overwrite each other (Firestore's field paths).
   */
  update(collection: ServerCollection, id: string, data: ServerDoc): Promise<void>;
  /**
   * Creates the document unless one exists under that id, atomically; resolves to whether this call created
   * it (a retried or concurrent writer learns it came second and does nothing twice).
   */
  create(collection: ServerCollection, id: string, data: ServerDoc): Promise<boolean>;
  /**
   * Adds 1 to the number `field` of the document, atomically (a Firestore transaction), and resolves to the
   * new value; a missing document is created as `{ ...data, [field]: 1 }`. Counters (rate limits).
   */
  increment(collection: ServerCollection, id: string, field: string, data: ServerDoc): Promise<number>;
  /** Creates a document with a new random id and returns the id. */
  add(collection: ServerCollection, data: ServerDoc): Promise<string>;
  /** The documents whose fields equal every given value (equality filters only). */
  where(
    collection: ServerCollection,
    equals: Readonly<Record<string, string | boolean>>,
  ): Promise<{ id: string; data: ServerDoc }[]>;
}

/** Who calls, as the server verified it: the token's uid and its `auth_time` (seconds since the epoch). */
export interface VerifiedCaller {
  uid: string;
  authTime: number;
}

export interface AdminServiceDeps {
  accounts: AccountDirectory;
  store: ServerStore;
  now: () => Date;
  /** The server-fixed continue URL of invitation links (never taken from the client). */
  continueUrl: string;
  /** True in the demo: no e-mail can be sent, so an initial password is required. */
  passwordRequired: boolean;
  /** A new random, non-guessable id (tenant ids). */
  newId: () => string;
  /**
   * Who calls, as the network sees it (Cloud Functions: the caller's IP address; the demo: one fixed name for
   * the browser): the public calls' rate limits count per address. Absent: every caller counts as one.
   */
  clientAddress?: string;
  /**
   * The objection links' key (src/server/attendance/objection-link.ts `objectionLinkKey`), from the server's
   * secret; read only by the objection calls. Absent: they fail as `unavailable`.
   */
  objectionLinkKey?: () => Promise<CryptoKey>;
}
