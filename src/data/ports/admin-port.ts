/**
 * AdminPort: the privileged operations a browser cannot do alone — creating tenants and people with their
 * claims, changing a role, disabling a person or a company. Firebase serves them as callable Cloud Functions
 * (functions/), the demo in the browser; both run the one service of src/server/admin/, so both make the same
 * checks. The caller is always the signed-in identity, re-read fresh on every call: nothing in the input says
 * who acts.
 */
import type { EmployeeFile, Lead } from './collections';
import type { Role } from './auth-port';
import type { WorkplaceAddress } from '../../domain/workplaces/workplaces';

export type { EmployeeFile };

export const ADMIN_CALLS = [
  'createTenant',
  'createUser',
  'setUserRole',
  'setUserDisabled',
  'setTenantDisabled',
  'createInspectorAccess',
  'startInspection',
  'remindWeekSignatures',
  'setOwnPassword',
  'signUp',
  'sendLead',
  'requestInspectorKey',
  'findEmployers',
  'recordInspectionDownload',
  'correctionByLink',
  'objectCorrectionByLink',
  'setOwnPin',
  'signInWithPin',
] as const;
export type AdminCallName = (typeof ADMIN_CALLS)[number];
/** Calls anyone may make, signed in or not (each has its own rate limit and runs behind App Check in Firebase). */
export const PUBLIC_ADMIN_CALLS = [
  'signUp',
  'sendLead',
  'requestInspectorKey',
  'signInWithPin',
  'correctionByLink',
  'objectCorrectionByLink',
] as const satisfies readonly AdminCallName[];
export type PublicAdminCall = (typeof PUBLIC_ADMIN_CALLS)[number];

/** A person to create: the account, and the employee file written to the users doc with it. */
export interface NewPersonInput {
  email: string;
  displayName: string;
  /**
   * `Contraseña inicial`, at least 8 characters. Required when `passwordRequired` (the demo sends no e-mail);
   * when empty in Firebase mode an invitation link is queued in `mail`, and only there (security review M5: the
   * caller never sees it). An account given an initial password must change it at its first sign-in
   * (`mustChangePassword`).
   */
  password?: string | null;
}

export interface CreateUserInput extends NewPersonInput {
  /** Client request id (a random UUID per form submission): a retry with the same id returns the same result. */
  requestId: string;
  /** Must be the caller's own tenant unless the caller is a superuser. */
  tenantId: string;
  /** Admins create employees and admins; only a superuser creates a superuser. */
  role: Role;
  /** Employee-file fields to write now; the rest can be filled later from the person's file. */
  file?: Partial<EmployeeFile>;
}

export interface CreateUserResult {
  uid: string;
  /**
   * The address the invitation e-mail (with its password-setting link) was queued for, or null when an initial
   * password was set. The link itself is never returned (security review M5).
   */
  invitationSentTo: string | null;
}

export interface CreateTenantInput {
  requestId: string;
  name: string;
  /** Razón social. */
  legalName: string | null;
  /** RUT empresa, `76.543.210-3`. */
  taxId: string | null;
  /** IANA zone; `America/Santiago` by default in the form. */
  timeZone: string;
  /** The tenant's first admin. */
  admin: NewPersonInput;
}

export interface CreateTenantResult {
  tenantId: string;
  adminUid: string;
  /** As CreateUserResult's: where the first admin's invitation went, or null when a password was set. */
  invitationSentTo: string | null;
}

/**
 * Self-service sign-up at /crear: a new company with the visitor as its first admin. Public; the
 * password is always required (the visitor signs in with it at once) and the terms must be accepted.
 */
export interface SignUpInput {
  requestId: string;
  /** Nombre de la empresa. */
  name: string;
  /** Razón social. */
  legalName: string;
  /** RUT empresa. */
  taxId: string;
  admin: { email: string; displayName: string; password: string };
  /**
   * The company's first Lugar de trabajo (`Dirección del lugar de trabajo`): its name (`Casa matriz` by default)
   * and full address, as Res. Ex. N° 38 art. 13.2–13.3 has the receipts print it. Every text is required but
   * the unit (null: none); the region is a CUT code (src/domain/chile/regions.ts).
   */
  workplace: WorkplaceAddress;
  /** `Acepto los términos y condiciones`: must be true. */
  acceptedTerms: boolean;
}

export interface SignUpResult {
  tenantId: string;
  adminUid: string;
}

/** Sign-ups one caller address may make in an hour (the demo counts the browser as one address). */
export const SIGN_UPS_PER_HOUR = 5;

/**
 * The landing page's `Contáctanos` (security review M11): what the visitor typed, as the form's schema leaves it
 * (texts not yet trimmed; what was left empty is null). The server trims it, lower-cases the e-mail and stores
 * the lead as `validateLeadCreate` admits it.
 */
export type SendLeadInput = Pick<Lead, 'name' | 'email' | 'company' | 'phone' | 'employees' | 'message'>;

export interface SendLeadResult {
  leadId: string;
}

/** Leads one caller address may send in an hour (the demo counts the browser as one address). */
export const LEADS_PER_HOUR = 5;

/**
 * Security review M4: each createUser and new inspector access creates an account and sends an e-mail to an
 * address the caller chose, so a self-served admin could send them without end. At most `perCallerHour` new
 * accounts a caller makes in an hour, `perTenantDay` a tenant gets in a day, and `inspectorsPerTenantDay` inspector
 * accesses a tenant gives in a day (renewals count too: each sends its link). A replayed request counts nothing.
 */
export const INVITATION_LIMITS = {
  perCallerHour: 60,
  perTenantDay: 500,
  inspectorsPerTenantDay: 10,
} as const;

/** Days an inspector's access lasts unless the admin says otherwise, and the most it may last. */
export const INSPECTOR_ACCESS_DAYS = 5;
export const MAX_INSPECTOR_ACCESS_DAYS = 30;

export interface CreateInspectorAccessInput {
  requestId: string;
  /** The inspector's e-mail: its sign-in link goes there (Firebase) and only that address can use it. */
  email: string;
  /** Whole days, 1–MAX_INSPECTOR_ACCESS_DAYS; the access ends that many days from now. */
  days: number;
}

export interface CreateInspectorAccessResult {
  uid: string;
  /** When the access ends, ISO 8601. */
  accessUntil: string;
  /**
   * The address the passwordless sign-in link was e-mailed to (the demo keeps it in its outbox). The link itself is
   * never returned (security review M5: whoever holds it is the inspector).
   */
  sentTo: string;
}

/**
 * Security review M4: one inspector account holds a grant per company that gave it access, each with its own end,
 * and inspects one of them at a time. At most MAX_INSPECTOR_GRANTS grants may hold at once: the grants live in the
 * account's custom claims, which Firebase caps at 1,000 bytes.
 */
export const MAX_INSPECTOR_GRANTS = 20;

export interface StartInspectionInput {
  /**
   * The company to inspect now, one whose grant holds. Omitted: the one being inspected, or, once its grant ended,
   * the other company whose grant lasts longest.
   */
  tenantId?: string;
}

/** A company that gave the inspector access, as the inspector may know it: its name and when the access ends. */
export interface InspectionGrant {
  tenantId: string;
  name: string;
  /** ISO 8601. */
  accessUntil: string;
}

export interface StartInspectionResult {
  /** When the caller's access to the inspected company ends, ISO 8601. */
  accessUntil: string;
  /** The company inspected in this session: the account's `tenantId` claim from now on. */
  tenantId: string;
  /** Every company whose grant holds, by name (the inspected one included); more than one offers a choice. */
  grants: InspectionGrant[];
  /**
   * A DT official's key (Res. Ex. N° 38 art. 23): when it ends, ISO 8601; null for an inspector an employer
   * invited. While it holds, the official may open any employer of the platform (`findEmployers`).
   */
  keyUntil: string | null;
}

/**
 * Res. Ex. N° 38 art. 23: only an official of the Dirección del Trabajo asks for a key, with an institutional
 * address of this domain.
 */
export const DT_EMAIL_DOMAIN = 'dt.gob.cl';
/** Art. 23: the key is valid 5 calendar days from the moment it is given. */
export const DT_KEY_DAYS = 5;
/** Key requests one caller address may make in an hour, and one e-mail may receive (each replaces the last). */
export const DT_KEY_REQUESTS_PER_HOUR = 5;

/** Whether `email` is an address of the Dirección del Trabajo (`…@dt.gob.cl`, any case). */
export function isDtEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${DT_EMAIL_DOMAIN}`);
}

export interface RequestInspectorKeyInput {
  /** An institutional e-mail ending in `@dt.gob.cl`. */
  email: string;
}

export interface RequestInspectorKeyResult {
  /** Where the key went. */
  sentTo: string;
  /** When the key stops working, ISO 8601 (DT_KEY_DAYS from now). */
  validUntil: string;
  /**
   * The key itself only where no e-mail can be sent (the demo shows it on screen); null in Firebase, where it
   * goes only to the official's inbox.
   */
  key: string | null;
}

/** What a DT official types in the employer search: part of a name, or a RUT with or without dots. */
export interface FindEmployersInput {
  query: string;
}

/** An employer as the portal lists it (Res. Ex. N° 38 art. 24). */
export interface EmployerHit {
  tenantId: string;
  /** The company's name (its razón social when it has one). */
  name: string;
  /** The employer's RUT as stored, or null. */
  rut: string | null;
}

/** At most this many employers are listed at once; the search narrows the rest. */
export const MAX_EMPLOYER_HITS = 100;

export interface FindEmployersResult {
  /** Alphabetical, at most MAX_EMPLOYER_HITS. */
  employers: EmployerHit[];
  /** How many matched in all. */
  total: number;
}

/** A file an inspector downloaded, for the employer's audit trail (Res. Ex. N° 38 art. 22.5). */
export interface RecordInspectionDownloadInput {
  /** The file's name as saved, e.g. `reporte-jornada-2026-01-01-2026-03-31.pdf`. */
  file: string;
}

export const MAX_DOWNLOAD_NAME = 160;

/** Who to remind of an ended week's signature: people of the caller's tenant, 1–MAX_REMINDERS. */
export interface RemindWeekSignaturesInput {
  /** The week's Monday, `yyyy-MM-dd`; the week must have ended in the tenant's zone. */
  week: string;
  uids: string[];
}

export const MAX_REMINDERS = 500;

export interface RemindWeekSignaturesResult {
  /** E-mails queued: people disabled or without an e-mail are skipped. */
  reminded: number;
}

/**
 * The person's own password, replacing the initial one an admin chose (security review M5). Only an account that
 * still holds the `mustChangePassword` claim may make this call; the server sets the password and clears the claim,
 * which ends the account's sessions: the app signs in again with the new password.
 */
export interface SetOwnPasswordInput {
  /** At least MIN_INITIAL_PASSWORD_LENGTH characters. */
  password: string;
}

/**
 * Res. Ex. N° 38 art. 7 g: the signed-in person's `PIN de marcación`, the second way to identify (no biometrics):
 * PIN_MIN_LENGTH–PIN_MAX_LENGTH digits, not trivial (src/domain/identification/pin.ts). The server keeps only a
 * salted, slow hash of it where no client reads (`pins/{uid}`).
 */
export interface SetOwnPinInput {
  pin: string;
}

export interface SetOwnPinResult {
  /** True when the person had a PIN before (a change), false when this is the first. */
  replaced: boolean;
}

/** Sign-in with the RUT and the PIN (art. 7 g): the RUT in any accepted form, its check digit checked. */
export interface SignInWithPinInput {
  rut: string;
  pin: string;
}

export interface SignInWithPinResult {
  /** A one-time sign-in token for the person (Firebase: a custom token), which AuthPort.signInWithToken uses. */
  token: string;
}

/**
 * Res. Ex. N° 38 art. 40.2: the worker objects to a proposed correction from its e-mail, in one step, without
 * signing in. The link's token (src/server/attendance/objection-link.ts) is signed by the server over the
 * correction, its company, its person and the end of its 48 hours, and works once.
 */
export interface CorrectionLinkInput {
  /** The `t` of `/objetar?t=…`, as the e-mail carried it. */
  token: string;
}

export interface ObjectCorrectionByLinkInput extends CorrectionLinkInput {
  /** Why the worker objects, optional (blank: none), at most OBJECTION_REASON_MAX characters. */
  reason: string | null;
}

/** The longest reason a worker gives with the objection (the in-app comment's limit). */
export const OBJECTION_REASON_MAX = 500;
/** Reads of a link one caller address may make in an hour, and objections it may send. */
export const OBJECTION_LINK_READS_PER_HOUR = 30;
export const OBJECTIONS_BY_LINK_PER_HOUR = 10;

/** What a correction changes, as the link's page shows it. */
export interface CorrectionByLinkResult {
  /** The company that proposed it. */
  company: string;
  /** `Salida del martes 17/11/26: sin marca → 18:05:00`, or `Justificar la ausencia del martes 17/11/26`. */
  change: string;
  /** A punch's original and new time with their date (`sin marca`, `18:05:00 del 17/11/26`); null: a justification. */
  times: { original: string; proposed: string } | null;
  /** The manager's reason. */
  reason: string;
  /** `Tienes hasta el jueves 19 de noviembre a las 10:00 para objetarla.` */
  deadline: string;
}

export interface ObjectCorrectionByLinkResult {
  /** The correction objected to, in words (as CorrectionByLinkResult's `change`). */
  change: string;
}

export interface AdminPort {
  /** True when an initial password is required (the demo: it sends no invitation e-mail). */
  readonly passwordRequired: boolean;
  /** Superuser only. */
  createTenant(input: CreateTenantInput): Promise<CreateTenantResult>;
  createUser(input: CreateUserInput): Promise<CreateUserResult>;
  /** Revokes the person's sessions so the new role applies at once. */
  setUserRole(input: { uid: string; role: Role }): Promise<void>;
  /** Disabling revokes the person's sessions and mirrors `disabled` on the users doc. */
  setUserDisabled(input: { uid: string; disabled: boolean }): Promise<void>;
  /** Superuser only. A disabled tenant's members can neither sign in nor read or write anything. */
  setTenantDisabled(input: { tenantId: string; disabled: boolean }): Promise<void>;
  /**
   * Managers: a labour inspector's read-only access to the caller's tenant for `days` days. An e-mail
   * that already holds an inspector access gets this tenant's grant added or renewed beside the others (security
   * review M4), refused with `grant-limit` past MAX_INSPECTOR_GRANTS; any other account is refused.
   */
  createInspectorAccess(input: CreateInspectorAccessInput): Promise<CreateInspectorAccessResult>;
  /**
   * Inspectors only: opens an inspection session of `tenantId` (or of the current company) and records it in that
   * company's audit trail (`admin.startInspection`) before the inspection screen reads anything. Switching
   * companies changes the account's claims; the adapter refreshes the session's token before resolving. Refused
   * with `access-expired` once the grant ended (every grant, without `tenantId`), `no-grant` for a company that
   * gave none.
   */
  startInspection(input?: StartInspectionInput): Promise<StartInspectionResult>;
  /**
   * Managers: queues an e-mail to each person asking them to sign the week (`Recordar` in Firmas semanales), with
   * one audit entry. The demo queues it where nothing sends it, as it does every e-mail.
   */
  remindWeekSignatures(input: RemindWeekSignaturesInput): Promise<RemindWeekSignaturesResult>;
  /**
   * Anyone signed in whose account must change its initial password (the `mustChangePassword` claim): sets the
   * new one and clears the claim, with an audit entry; refused with `not-allowed` for any other account.
   */
  setOwnPassword(input: SetOwnPasswordInput): Promise<void>;
  /**
   * Anyone: creates a company (America/Santiago, default settings, Chile's holidays) and its first admin with
   * the given password, refused with `too-many-requests` past SIGN_UPS_PER_HOUR per caller address. The caller
   * then signs in with the e-mail and password.
   */
  signUp(input: SignUpInput): Promise<SignUpResult>;
  /**
   * Anyone: sends the landing page's contact form as a new lead (security review M11: no client writes a lead
   * but a superuser), refused with `too-many-requests` past LEADS_PER_HOUR per caller address.
   */
  sendLead(input: SendLeadInput): Promise<SendLeadResult>;
  /**
   * Anyone (Res. Ex. N° 38 art. 23): a key for a DT official's `@dt.gob.cl` e-mail, valid DT_KEY_DAYS calendar
   * days, e-mailed to it (the demo returns it to show on screen); a new request replaces the last key. Refused with
   * `not-dt-email` for any other address and `too-many-requests` past DT_KEY_REQUESTS_PER_HOUR.
   */
  requestInspectorKey(input: RequestInspectorKeyInput): Promise<RequestInspectorKeyResult>;
  /**
   * DT officials whose key holds (art. 24): the employers of the platform whose name or RUT matches, by name; an
   * empty query lists them all alphabetically. Refused with `not-allowed` for anyone else.
   */
  findEmployers(input: FindEmployersInput): Promise<FindEmployersResult>;
  /**
   * Inspectors: records in the inspected company's audit trail that the caller downloaded a file, with the time,
   * e-mail and source IP (art. 22.5).
   */
  recordInspectionDownload(input: RecordInspectionDownloadInput): Promise<void>;
  /**
   * Anyone holding a correction's objection link (Res. Ex. N° 38 art. 40.2): what the correction changes. Refused
   * with `link-invalid` (malformed, forged, no such correction), `link-used`, `link-expired` (its 48 hours ended)
   * or `correction-settled` (answered in the app, or withdrawn); `too-many-requests` past
   * OBJECTION_LINK_READS_PER_HOUR.
   */
  correctionByLink(input: CorrectionLinkInput): Promise<CorrectionByLinkResult>;
  /**
   * Anyone holding the link (art. 40.2): objects to the correction exactly as the worker's answer in the app does
   * (`status: 'objected'`, `respondedAt`, `response`; the server's audit entry `correction.object`), once: the
   * link is then used. The same refusals as correctionByLink; `too-many-requests` past OBJECTIONS_BY_LINK_PER_HOUR.
   */
  objectCorrectionByLink(input: ObjectCorrectionByLinkInput): Promise<ObjectCorrectionByLinkResult>;
  /**
   * Any product account (Res. Ex. N° 38 art. 7 g): sets or replaces the caller's own PIN, stored only as a salted
   * hash, with an audit entry (never the PIN) and an automatic e-mail to the person (art. 7 f). Refused with
   * `trivial-pin` for a PIN the domain refuses, `not-allowed` for an inspector or an account still on its initial
   * password.
   */
  setOwnPin(input: SetOwnPinInput): Promise<SetOwnPinResult>;
  /**
   * Anyone (art. 7 g): a sign-in token for the person whose RUT and PIN these are. One answer, `wrong-pin`, for an
   * unknown RUT, a person without a PIN and a wrong PIN; `pin-locked` once PIN_MAX_FAILURES wrong PINs for the RUT
   * in PIN_LOCK_MINUTES, for PIN_LOCK_MINUTES; `pin-ambiguous` when the PIN is right in more than one company.
   */
  signInWithPin(input: SignInWithPinInput): Promise<SignInWithPinResult>;
}

/** How a call failed, in callable-function terms (the codes of firebase-functions' HttpsError). */
export type AdminErrorCode =
  | 'unauthenticated'
  | 'permission-denied'
  | 'invalid-argument'
  | 'already-exists'
  | 'not-found'
  | 'failed-precondition'
  | 'unavailable'
  | 'resource-exhausted'
  | 'internal';

/**
 * Why a call was refused, precisely enough for a Spanish message (src/lib/admin-errors.ts). Sent as the
 * HttpsError's `details.reason`; never says whether an e-mail exists in another tenant.
 */
export const ADMIN_REFUSALS = [
  /** No signed-in caller. */
  'signed-out',
  /** The caller's account is disabled, its tenant disabled, or its token older than its last revocation. */
  'session-revoked',
  /** The caller's (fresh) role may not make this call at all. */
  'not-allowed',
  /** The target belongs to another tenant than an admin caller's. */
  'other-tenant',
  /** Granting, revoking or touching `superuser` (superusers only). */
  'superuser-only',
  /** An admin changing their own role. */
  'own-role',
  /** Disabling oneself. */
  'own-account',
  /** Demoting or disabling the last active admin of a tenant. */
  'last-admin',
  /** The e-mail already has an account (anywhere: it is never moved or given claims). */
  'email-exists',
  /** Another person of the tenant has this RUT. */
  'rut-exists',
  /** The target tenant is disabled (no new people, no re-enabling people in it). */
  'tenant-disabled',
  'tenant-not-found',
  'user-not-found',
  /** Input failed the schema; `fields` names the bad fields. */
  'invalid-input',
  /** No initial password where one is required. */
  'password-required',
  /** An initial password shorter than 8 characters. */
  'weak-password',
  /** A request id reused with a different request. */
  'request-conflict',
  /** An inspector whose access ended. */
  'access-expired',
  /** An inspector asking to inspect a company that gave it no access. */
  'no-grant',
  /** A company giving access to an inspector that already holds MAX_INSPECTOR_GRANTS current grants. */
  'grant-limit',
  /** A public call past its rate limit (sign-ups per caller address and hour). */
  'too-many-requests',
  /** Past INVITATION_LIMITS: new accounts (each an e-mail) per caller and hour, or per tenant and day. */
  'invitation-limit',
  /** A key asked for an address that is not the Dirección del Trabajo's (Res. Ex. N° 38 art. 23). */
  'not-dt-email',
  /** An objection link that is malformed, altered or names no correction (art. 40.2). */
  'link-invalid',
  /** An objection link already used once. */
  'link-used',
  /** An objection link whose correction's 48 hours have ended. */
  'link-expired',
  /** A correction that no longer awaits the worker: answered in the app, or withdrawn. */
  'correction-settled',
  /** A PIN that is not 4–6 digits, or a trivial one (all equal, a run up or down: art. 7 g). */
  'trivial-pin',
  /** Sign-in with RUT and PIN that did not match (never says whether the RUT exists or has a PIN). */
  'wrong-pin',
  /** Too many wrong PINs for the RUT: sign-in with the PIN is locked for a while. */
  'pin-locked',
  /** The RUT and PIN match people of more than one company: sign in with the e-mail instead. */
  'pin-ambiguous',
  /**
   * Changing one's own password or PIN with a session that has not proved who it is in the last few minutes
   * (RECENT_SIGN_IN_MINUTES): the person confirms the current password, or signs in again, first.
   */
  'recent-sign-in',
] as const;
export type AdminRefusal = (typeof ADMIN_REFUSALS)[number];

export class AdminError extends Error {
  readonly code: AdminErrorCode;
  readonly reason: AdminRefusal | null;
  /** With `invalid-input`: the offending field paths (`email`, `file.rut`, `admin.password`…). */
  readonly fields: readonly string[];
  constructor(
    code: AdminErrorCode,
    reason: AdminRefusal | null,
    message?: string,
    fields: readonly string[] = [],
  ) {
    super(message ?? reason ?? code);
    this.name = 'AdminError';
    this.code = code;
    this.reason = reason;
    this.fields = fields;
  }
}

/** The initial password's minimum length (the form says so in Spanish). */
export const MIN_INITIAL_PASSWORD_LENGTH = 8;
