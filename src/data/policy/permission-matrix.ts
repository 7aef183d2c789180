/**
 * The access policy, as data: role × collection × operation × scope → allow/deny (+ a field-level check).
 * The demo store enforces it (src/data/adapters/demo/access-policy.ts) and the firestore.rules tests assert the same
 * rows, so the two backends cannot drift apart. Anything not granted below is denied.
 *
 * Scope of a document for a caller: `own` = same tenant and owned by the caller (OWNER_FIELD), `tenant` = same
 * tenant, `other-tenant` = anything else, including `tenantId: null` leads and every doc for a signed-out
 * caller. In collections without an owner, `own` means the same as `tenant`.
 * For `list`, a scope means "a query constrained to that scope" (`where tenantId == …` and, for `own`,
 * `where <owner> == uid`): a query that could return a forbidden doc fails as a whole, like Firestore rules.
 *
 * Caller state (the off-switches, security review H3): a caller whose tenant doc is disabled or missing
 * (`tenant-disabled`), whose users doc is disabled (`user-disabled`) or whose session signed in before the users
 * doc's `tokensRevokedAt` (`token-revoked`) is denied everything. A signed-in caller without a users doc counts as enabled and unrevoked; the tenant doc must exist.
 *
 * Beyond the rows: an update is judged on the doc before and after (both scopes must allow it) and never
 * changes `tenantId` (validateUpdateInvariants); get/update/delete of a missing doc is allowed when the role may
 * do it to some doc of its own tenant, so a lone update then fails with not-found. Within a batch every write is
 * judged against the doc as stored before the batch: a write to a doc the batch created is judged as a create,
 * with the create's field checks (firestore.rules applies them to `request.resource` when `resource == null`).
 */
import { COLLECTIONS, type CollectionName } from '../ports/collections';
import type { WriteCheck } from './write-validators';

/**
 * `unknown` = signed in with a role the product does not know. `inspector` = a labour inspector's temporary,
 * read-only access to one tenant: an expired access counts as `user-disabled` (callerState).
 */
export type PolicyRole = 'unauthenticated' | 'employee' | 'admin' | 'superuser' | 'inspector' | 'unknown';
export const POLICY_ROLES: readonly PolicyRole[] = [
  'unauthenticated',
  'employee',
  'admin',
  'superuser',
  'inspector',
  'unknown',
];

export type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';
export const OPERATIONS: readonly Operation[] = ['get', 'list', 'create', 'update', 'delete'];

export type Scope = 'own' | 'tenant' | 'other-tenant';
export const SCOPES: readonly Scope[] = ['own', 'tenant', 'other-tenant'];

/** A signed-out visitor has nothing to switch off: only `active`. */
export type CallerState = 'active' | 'tenant-disabled' | 'user-disabled' | 'token-revoked';
export const CALLER_STATES: readonly CallerState[] = [
  'active',
  'tenant-disabled',
  'user-disabled',
  'token-revoked',
];

export function statesOf(role: PolicyRole): readonly CallerState[] {
  return role === 'unauthenticated' ? ['active'] : CALLER_STATES;
}

export interface PermissionRow {
  role: PolicyRole;
  state: CallerState;
  collection: CollectionName;
  operation: Operation;
  scope: Scope;
  allow: boolean;
  /** Field-level rule the written data must also pass (allowed writes only). */
  check?: WriteCheck;
  note?: string;
}

/** Who owns a document: a field holding the owner's uid, the doc id itself (`users/{uid}`), or nobody. */
export const OWNER_FIELD: Readonly<Record<CollectionName, 'id' | 'userId' | 'actorId' | null>> = {
  tenants: null,
  users: 'id',
  shifts: null,
  shiftPatterns: null,
  schedulesConfig: 'userId',
  // Managers only: the owner does not matter.
  scheduleDrafts: null,
  planPublishes: null,
  scheduleChanges: 'userId',
  attendance: 'userId',
  corrections: 'userId',
  overtimeAgreements: 'userId',
  overtimeDecisions: 'userId',
  weekSignatures: 'userId',
  holidays: null,
  workplaces: null,
  incidents: null,
  absences: 'userId',
  payroll: null,
  payslips: 'userId',
  logs: 'actorId',
  leads: null,
  // Superusers only: the owner does not matter.
  leadEvents: null,
  attendanceMonths: 'userId',
  indicators: null,
};

interface Grant {
  roles: readonly PolicyRole[];
  ops: readonly Operation[];
  scopes: readonly Scope[];
  check?: WriteCheck;
  note?: string;
}

const READ: readonly Operation[] = ['get', 'list'];
const IN_TENANT: readonly Scope[] = ['own', 'tenant'];
const MANAGERS: readonly PolicyRole[] = ['admin', 'superuser'];
const MEMBERS: readonly PolicyRole[] = ['employee', 'admin', 'superuser'];
/**
 * The inspector reads what Res. Ex. N° 38 lets a labour inspector consult — the people, their plans, punches,
 * corrections, overtime, absences and signed weeks — and writes nothing anywhere, not even the landing form.
 */
const INSPECTOR: readonly PolicyRole[] = ['inspector'];
const inspectorReads: Grant = { roles: INSPECTOR, ops: READ, scopes: IN_TENANT, note: 'inspection' };

/** First matching grant wins. Each collection's comment says what is denied on purpose. */
export const POLICY: Readonly<Record<CollectionName, readonly Grant[]>> = {
  // Members read their tenant; admins edit its settings; superusers run every tenant. Never deleted: disable.
  tenants: [
    inspectorReads,
    { roles: MEMBERS, ops: READ, scopes: IN_TENANT, note: 'the own tenant doc' },
    { roles: ['admin'], ops: ['update'], scopes: IN_TENANT, check: 'tenant-admin-update' },
    { roles: ['superuser'], ops: ['create'], scopes: SCOPES, note: 'tenant administration' },
    {
      roles: ['superuser'],
      ops: ['update'],
      scopes: SCOPES,
      check: 'tenant-superuser-update',
      note: 'tenant administration',
    },
    { roles: ['superuser'], ops: READ, scopes: ['other-tenant'], note: 'tenant administration' },
  ],
  // Created, disabled and re-roled only by AdminPort (server side): managers edit the name, photo and employee
  // file (admins not a superuser's); employees their own name and photo (managers' own edits fall under the
  // manager rows).
  users: [
    inspectorReads,
    { roles: ['employee'], ops: ['get'], scopes: ['own'] },
    { roles: MANAGERS, ops: READ, scopes: IN_TENANT },
    { roles: ['admin'], ops: ['update'], scopes: IN_TENANT, check: 'user-admin-update' },
    { roles: ['superuser'], ops: ['update'], scopes: IN_TENANT, check: 'user-superuser-update' },
    {
      roles: ['employee'],
      ops: ['update'],
      scopes: ['own'],
      check: 'user-own-profile',
      note: 'own name and photo only',
    },
  ],
  // Planning: every member reads the shifts and holidays; managers write them through the
  // field checks of planning-write.ts. A shift is archived, never deleted (the plans of five years name it).
  shifts: [
    inspectorReads,
    { roles: ['employee'], ops: READ, scopes: IN_TENANT },
    { roles: MANAGERS, ops: READ, scopes: IN_TENANT },
    { roles: MANAGERS, ops: ['create', 'update'], scopes: IN_TENANT, check: 'shift-write' },
  ],
  // Rotations are a manager's tool: employees never read them.
  shiftPatterns: [
    { roles: MANAGERS, ops: [...READ, 'delete'], scopes: IN_TENANT },
    { roles: MANAGERS, ops: ['create', 'update'], scopes: IN_TENANT, check: 'pattern-write' },
  ],
  holidays: [
    inspectorReads,
    { roles: ['employee'], ops: READ, scopes: IN_TENANT },
    { roles: MANAGERS, ops: [...READ, 'delete'], scopes: IN_TENANT },
    { roles: MANAGERS, ops: ['create', 'update'], scopes: IN_TENANT, check: 'holiday-write' },
  ],
  // Lugares de trabajo: every member reads them (the receipt and the check-in name the person's); managers write
  // them (workplace-write) and archive them, never delete them (five years of records name them).
  workplaces: [
    inspectorReads,
    { roles: ['employee'], ops: READ, scopes: IN_TENANT },
    { roles: MANAGERS, ops: READ, scopes: IN_TENANT },
    { roles: MANAGERS, ops: ['create', 'update'], scopes: IN_TENANT, check: 'workplace-write' },
  ],
  // The technical-incident log (Res. Ex. N° 38 art. 27 f): managers and the inspector read their company's and the
  // platform's (`tenantId: null`, which counts as in every tenant: resolveScope); superusers read every one and
  // record them by hand (incident-write: origin 'manual', signed), then set the end or fix the description. The
  // system's own incidents are the server's. Employees read none; nobody deletes one.
  incidents: [
    inspectorReads,
    { roles: MANAGERS, ops: READ, scopes: IN_TENANT },
    { roles: ['superuser'], ops: READ, scopes: ['other-tenant'], note: 'platform administration' },
    {
      roles: ['superuser'],
      ops: ['create', 'update'],
      scopes: SCOPES,
      check: 'incident-write',
      note: 'platform administration',
    },
  ],
  // Employees read their own published agenda; managers publish (only at scheduleDocId(uid, day)).
  schedulesConfig: [
    inspectorReads,
    { roles: ['employee'], ops: READ, scopes: ['own'] },
    { roles: MANAGERS, ops: [...READ, 'delete'], scopes: IN_TENANT },
    { roles: MANAGERS, ops: ['create', 'update'], scopes: IN_TENANT, check: 'schedule-write' },
  ],
  // Unpublished changes: managers only, so employees see only published plans.
  scheduleDrafts: [
    { roles: MANAGERS, ops: [...READ, 'delete'], scopes: IN_TENANT },
    { roles: MANAGERS, ops: ['create', 'update'], scopes: IN_TENANT, check: 'schedule-draft-write' },
  ],
  // The publish history: appended by managers, then changed once by its publisher (en curso → publicada, which
  // starts the e-mails); never deleted.
  planPublishes: [
    inspectorReads,
    { roles: MANAGERS, ops: READ, scopes: IN_TENANT },
    { roles: MANAGERS, ops: ['create', 'update'], scopes: IN_TENANT, check: 'publish-write' },
  ],
  // The changes of the published plan, person-day by person-day (Res. Ex. N° 38 art. 27 d): read by whoever reads
  // the plan's history; written only by the server, from each schedule's before and after (schedule-changes.ts).
  scheduleChanges: [inspectorReads, { roles: MANAGERS, ops: READ, scopes: IN_TENANT }],
  // Employees read their own and request vacations or permissions (own, pending); managers record, decide and
  // void ('anulada'). A record: nobody deletes one.
  absences: [
    inspectorReads,
    { roles: ['employee'], ops: READ, scopes: ['own'] },
    { roles: ['employee'], ops: ['create'], scopes: ['own'], check: 'absence-request', note: 'own request' },
    { roles: MANAGERS, ops: READ, scopes: IN_TENANT },
    { roles: MANAGERS, ops: ['create', 'update'], scopes: IN_TENANT, check: 'absence-manager-write' },
  ],
  // Employees punch (bound punches: create the own record of a slot, then one punch per update); managers only
  // read: a correction is a record of its own (below), never a write of the punch (Res. Ex. N° 38 art. 40).
  attendance: [
    inspectorReads,
    { roles: ['employee'], ops: READ, scopes: ['own'] },
    { roles: ['employee'], ops: ['create', 'update'], scopes: ['own'], check: 'attendance-punch' },
    { roles: MANAGERS, ops: READ, scopes: IN_TENANT },
  ],
  // Managers propose and close corrections; the worker reads the own ones and accepts or objects in time.
  // Nobody deletes one.
  corrections: [
    inspectorReads,
    { roles: ['employee'], ops: READ, scopes: ['own'] },
    {
      roles: ['employee'],
      ops: ['update'],
      scopes: ['own'],
      check: 'correction-respond',
      note: 'accept or object',
    },
    { roles: MANAGERS, ops: READ, scopes: IN_TENANT },
    { roles: MANAGERS, ops: ['create'], scopes: IN_TENANT, check: 'correction-create' },
    { roles: MANAGERS, ops: ['update'], scopes: IN_TENANT, check: 'correction-close' },
  ],
  // Overtime (/horas-extras): managers record agreements (voided, never deleted, when recorded by mistake) and
  // decide each day; the worker reads the own ones. Decisions are overwritten when decided again, never deleted.
  overtimeAgreements: [
    inspectorReads,
    { roles: ['employee'], ops: READ, scopes: ['own'] },
    { roles: MANAGERS, ops: READ, scopes: IN_TENANT },
    { roles: MANAGERS, ops: ['create'], scopes: IN_TENANT, check: 'overtime-agreement-create' },
    {
      roles: MANAGERS,
      ops: ['update'],
      scopes: IN_TENANT,
      check: 'overtime-agreement-void',
      note: 'void once',
    },
  ],
  overtimeDecisions: [
    inspectorReads,
    { roles: ['employee'], ops: READ, scopes: ['own'] },
    { roles: MANAGERS, ops: READ, scopes: IN_TENANT },
    { roles: MANAGERS, ops: ['create', 'update'], scopes: IN_TENANT, check: 'overtime-decision-write' },
  ],
  // Weekly sign-off: the worker signs (or objects to) the own ended weeks, once per signature; managers read
  // the tenant's. Nobody changes or deletes one: the server adds its code.
  weekSignatures: [
    inspectorReads,
    { roles: ['employee'], ops: READ, scopes: ['own'] },
    { roles: ['employee'], ops: ['create'], scopes: ['own'], check: 'week-signature-create' },
    { roles: MANAGERS, ops: READ, scopes: IN_TENANT },
  ],
  // A run holds every employee's pay in one doc, so employees cannot read it at all. Managers write a draft and
  // close it once the month's attendance is closed; a closed run never changes (payroll-write.ts).
  payroll: [
    { roles: MANAGERS, ops: [...READ, 'delete'], scopes: IN_TENANT, note: 'a draft only' },
    { roles: MANAGERS, ops: ['create', 'update'], scopes: IN_TENANT, check: 'payroll-run-write' },
  ],
  // A person's closed payslip: issued by the server from its closed run (payslip-issue.ts), never by a client
  // (security review M2); the worker reads the own. Never changed.
  payslips: [
    { roles: ['employee'], ops: READ, scopes: ['own'] },
    { roles: MANAGERS, ops: READ, scopes: IN_TENANT },
  ],
  // Append-only audit trail: managers append as themselves and read; nobody edits. A worker never writes one:
  // the server logs the worker's acts (audit-server.ts, security review M6).
  logs: [
    { roles: MANAGERS, ops: READ, scopes: IN_TENANT },
    { roles: MANAGERS, ops: ['create'], scopes: ['own'], check: 'log-create', note: 'actorId = caller' },
  ],
  // The superusers' CRM. Superusers write whole leads and change them under field checks (lead-write.ts); a lead
  // may be deleted. The landing-page form is AdminPort sendLead (security review M11): no other client writes one.
  leads: [
    { roles: ['superuser'], ops: [...READ, 'delete'], scopes: SCOPES, note: 'CRM' },
    { roles: ['superuser'], ops: ['create'], scopes: SCOPES, check: 'lead-superuser-create', note: 'CRM' },
    { roles: ['superuser'], ops: ['update'], scopes: SCOPES, check: 'lead-update', note: 'CRM' },
  ],
  // A lead's timeline: superusers append entries as themselves (with the change they record) and read them.
  // Nobody changes or deletes one.
  leadEvents: [
    { roles: ['superuser'], ops: READ, scopes: SCOPES, note: 'CRM timeline' },
    {
      roles: ['superuser'],
      ops: ['create'],
      scopes: SCOPES,
      check: 'lead-event-create',
      note: 'CRM timeline',
    },
  ],
  // A person's month of schedules, punches and corrections in one doc (the month reports' reads):
  // read by whoever reads all three of the tenant's; written only by the server, copying its sources.
  attendanceMonths: [inspectorReads, { roles: MANAGERS, ops: READ, scopes: IN_TENANT }],
  // The payroll indicators by month (issue #46 item 1): one table for the whole platform (`tenantId` always null,
  // so every doc is outside every tenant: each scope reads alike). Every member reads it (the run's parameters,
  // the payslip's figures); only a superuser saves a month (indicator-write: whitelisted, versioned, signed; the
  // server logs each save). The inspector reads no payroll; nobody deletes a month.
  indicators: [
    { roles: MEMBERS, ops: READ, scopes: SCOPES, note: 'platform-wide' },
    {
      roles: ['superuser'],
      ops: ['create', 'update'],
      scopes: SCOPES,
      check: 'indicator-write',
      note: 'platform administration',
    },
  ],
};

function grantFor(
  { role, state, collection, operation }: Required<Omit<PermissionRequest, 'scope'>>,
  scope: Scope,
): Grant | null {
  const effective = scope === 'own' && OWNER_FIELD[collection] === null ? 'tenant' : scope;
  return (
    POLICY[collection].find(
      (g) =>
        state === 'active' &&
        g.roles.includes(role) &&
        g.ops.includes(operation) &&
        g.scopes.includes(effective),
    ) ?? null
  );
}

/** Scopes a query constrained to `scope` can return: a tenant-wide query also returns the caller's own docs. */
export function listedScopes(collection: CollectionName, scope: Scope): readonly Scope[] {
  if (scope === 'other-tenant') return ['other-tenant'];
  const owner = OWNER_FIELD[collection];
  if (owner === null) return ['tenant'];
  // A query cannot constrain `users` to the doc id: the narrowest query is tenant-wide.
  return scope === 'own' && owner !== 'id' ? ['own'] : IN_TENANT;
}

function rowFor(base: Required<PermissionRequest>): PermissionRow {
  const { role, collection, operation, scope } = base;
  if (role === 'unauthenticated' && scope !== 'other-tenant') {
    return { ...base, allow: false, note: 'no caller: every doc is outside the caller’s tenant' };
  }
  const scopes = operation === 'list' ? listedScopes(collection, scope) : [scope];
  const grants = scopes.map((s) => grantFor(base, s));
  const [grant] = grants;
  if (grant === undefined || grant === null || grants.includes(null)) {
    return {
      ...base,
      allow: false,
      ...(base.state === 'active' ? {} : { note: `off-switch: ${base.state}` }),
    };
  }
  const note =
    grant.note ?? (OWNER_FIELD[collection] === null && scope === 'own' ? 'own = tenant' : undefined);
  return {
    ...base,
    allow: true,
    ...(grant.check === undefined ? {} : { check: grant.check }),
    ...(note === undefined ? {} : { note }),
  };
}

/**
 * Every combination, generated from POLICY: the rows the demo store enforces and the rules tests assert. Role ×
 * caller state × collection × operation × scope; a signed-out visitor only in the `active` state.
 */
export const PERMISSION_ROWS: readonly PermissionRow[] = POLICY_ROLES.flatMap((role) =>
  statesOf(role).flatMap((state) =>
    COLLECTIONS.flatMap((collection) =>
      OPERATIONS.flatMap((operation) =>
        SCOPES.map((scope) => rowFor({ role, state, collection, operation, scope })),
      ),
    ),
  ),
);

const ROW_INDEX = new Map(PERMISSION_ROWS.map((row) => [rowKey(row), row]));

function rowKey({ role, state = 'active', collection, operation, scope }: PermissionRequest): string {
  return `${role}|${state}|${collection}|${operation}|${scope}`;
}

export interface PermissionRequest {
  role: PolicyRole;
  /** The caller's off-switches; `active` when omitted. */
  state?: CallerState;
  collection: CollectionName;
  operation: Operation;
  scope: Scope;
}

export function permissionFor(request: PermissionRequest): PermissionRow {
  const row = ROW_INDEX.get(rowKey(request));
  if (row === undefined) throw new Error(`No permission row for ${rowKey(request)}`);
  return row;
}

export function isAllowed(request: PermissionRequest): boolean {
  return permissionFor(request).allow;
}
