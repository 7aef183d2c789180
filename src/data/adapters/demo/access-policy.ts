/**
 * Enforcement of the permission matrix (src/data/policy/permission-matrix.ts) for one caller, the way
 * firestore.rules evaluates requests: a read is judged on the stored doc, a list on what its query can return,
 * a write on the doc as stored before the request or batch and as it stands after the write (both scopes must
 * allow it) plus the row's field-level check. Every request is judged with the caller's off-switches (the caller
 * state) as stored when it starts.
 */
import type { CollectionName } from '../../ports/collections';
import { DataError } from '../../ports/document-store';
import {
  isAllowed,
  OWNER_FIELD,
  permissionFor,
  SCOPES,
  type CallerState,
  type Operation,
  type PolicyRole,
  type Scope,
} from '../../policy/permission-matrix';
import { frozenPayrollVerdict } from '../../policy/payroll-write';
import { closedPeriodVerdict } from '../../policy/period-write';
import {
  callerState,
  PLATFORM_WIDE,
  policyRole,
  resolveScope,
  type PolicyCaller,
} from '../../policy/policy-caller';
import { legalRecordVerdict } from '../../policy/worker-consent';
import { ALLOW } from '../../policy/verdicts';
import {
  runWriteCheck,
  validateUpdateInvariants,
  type WriteCheck,
  type WriteCheckInput,
} from '../../policy/write-validators';
import type { Tables } from './memory-tables';
import type { DocEntry, Filter } from './query-engine';
import type { DocData } from './values';

/** Who asks, as the policy judges them: the caller and the state of their off-switches. */
export interface Requester {
  caller: PolicyCaller | null;
  state: CallerState;
}

/**
 * The caller with its state read from the store's tables (the rules' `get()` of `tenants/{tenantId}` and
 * `users/{uid}`) at the store's time `now` (an inspector's access ends): the demo's only look-up of the off-switches, so every request judges them the same way.
 */
export function requesterFor(caller: PolicyCaller | null, tables: Tables, now: Date): Requester {
  if (caller === null) return { caller, state: 'active' };
  const tenantId = caller.claims.tenantId;
  const tenant = typeof tenantId === 'string' && tenantId !== '' ? tables.tenants.get(tenantId) : undefined;
  const user = tables.users.get(caller.uid);
  return {
    caller,
    state: callerState(caller, { tenant: tenant?.data ?? null, user: user?.data ?? null, now }),
  };
}

/** The docs whose change can flip a caller's state: their tenant doc and their users doc. */
export function isStateDoc(caller: PolicyCaller | null, collection: CollectionName, id: string): boolean {
  return (
    caller !== null &&
    ((collection === 'tenants' && id === caller.claims.tenantId) ||
      (collection === 'users' && id === caller.uid))
  );
}

const who = (role: PolicyRole, state: CallerState) => (state === 'active' ? role : `${role} (${state})`);

function denied(collection: CollectionName, detail: string): DataError {
  return new DataError(
    'permission-denied',
    `Missing or insufficient permissions (${collection}: ${detail}).`,
  );
}

/**
 * A missing doc has no scope. Reading, updating or deleting one is allowed when the caller may do that to some
 * doc of its own tenant (rules written as `resource == null || …`), so absence leaks nothing across tenants.
 */
export function assertMayTouchMissing(
  collection: CollectionName,
  operation: Operation,
  { caller, state }: Requester,
): void {
  const role = policyRole(caller);
  const inTenant: readonly Scope[] = ['own', 'tenant'];
  if (!inTenant.some((scope) => isAllowed({ role, state, collection, operation, scope }))) {
    throw denied(collection, `${who(role, state)} cannot ${operation}`);
  }
}

export function assertCanGet(collection: CollectionName, doc: DocEntry | null, requester: Requester): void {
  if (doc === null) return assertMayTouchMissing(collection, 'get', requester);
  const { caller, state } = requester;
  const role = policyRole(caller);
  const scope = resolveScope(collection, doc, caller);
  if (!isAllowed({ role, state, collection, operation: 'get', scope }))
    throw denied(collection, `${who(role, state)} cannot get ${scope}`);
}

/** Scopes the result of a query can span, judged from its `==` filters on `tenantId` and the owner field. */
export function queryScopes(
  collection: CollectionName,
  filters: readonly Filter[],
  caller: PolicyCaller | null,
): readonly Scope[] {
  if (caller === null) return ['other-tenant'];
  const equalities = (field: string) =>
    filters.filter((f) => f.op === '==' && f.field === field).map((f) => f.value);
  const tenants = equalities('tenantId');
  if (tenants.length === 0) return SCOPES;
  // `where tenantId == null` of a platform-wide collection returns only the platform's docs (resolveScope).
  if (PLATFORM_WIDE.has(collection) && tenants.includes(null)) return ['tenant'];
  if (!tenants.includes(caller.claims.tenantId)) return ['other-tenant'];
  const owner = OWNER_FIELD[collection];
  if (owner === null) return ['tenant'];
  const owners = owner === 'id' ? [] : equalities(owner);
  if (owners.length === 0) return ['own', 'tenant'];
  return owners.includes(caller.uid) ? ['own'] : ['tenant'];
}

/** A list is allowed only if every doc its query could return is readable: otherwise it fails as a whole. */
export function assertCanList(
  collection: CollectionName,
  filters: readonly Filter[],
  { caller, state }: Requester,
): void {
  const role = policyRole(caller);
  for (const scope of queryScopes(collection, filters, caller)) {
    if (!isAllowed({ role, state, collection, operation: 'list', scope })) {
      throw denied(
        collection,
        state === 'active'
          ? `${role} cannot list ${scope}; constrain the query with where tenantId/owner ==`
          : `${who(role, state)} cannot list ${scope}`,
      );
    }
  }
}

export interface WriteRequest {
  collection: CollectionName;
  id: string;
  /** The doc as stored before the request or batch (the rules' `resource`), or null when it does not exist. */
  before: DocData | null;
  /**
   * The doc after this write and the batch's earlier writes to it (`request.resource`; server-time sentinels
   * unresolved), or null for a delete.
   */
  after: DocData | null;
}

/**
 * What the field checks may see besides the doc: the request time, stored docs (the rules' `get()`) and the docs
 * as the batch leaves them (`getAfter()`).
 */
export type WriteContext = Pick<WriteCheckInput, 'now' | 'lookup' | 'lookupAfter'>;

export function assertCanWrite(
  { collection, id, before, after }: WriteRequest,
  requester: Requester,
  context: WriteContext,
): void {
  if (before === null && after === null) return assertMayTouchMissing(collection, 'delete', requester);
  const { caller, state } = requester;
  const operation: Operation = after === null ? 'delete' : before === null ? 'create' : 'update';
  const role = policyRole(caller);
  const checks = new Set<WriteCheck>();
  for (const data of [before, after]) {
    if (data === null) continue;
    const scope = resolveScope(collection, { id, data }, caller);
    const row = permissionFor({ role, state, collection, operation, scope });
    if (!row.allow) throw denied(collection, `${who(role, state)} cannot ${operation} ${scope}`);
    if (row.check !== undefined) checks.add(row.check);
  }
  // The worker's answer to a correction is not refused by a close (Res. Ex. N° 38 art. 40: the 48 hours are the
  // worker's whatever the employer closes meanwhile; refusing it would consolidate the correction in silence).
  const period = checks.has('correction-respond')
    ? ALLOW
    : closedPeriodVerdict(collection, [before, after], context.lookup);
  if (!period.allow) throw denied(collection, period.reason);
  const frozen = frozenPayrollVerdict(collection, before);
  if (!frozen.allow) throw denied(collection, frozen.reason);
  const consent = legalRecordVerdict(collection, after, caller, context.now);
  if (!consent.allow) throw denied(collection, consent.reason);
  if (after === null) return;
  const verdicts = [...checks].map((check) =>
    runWriteCheck(check, { before, after, callerUid: caller?.uid ?? null, id, ...context }),
  );
  if (before !== null) verdicts.push(validateUpdateInvariants(collection, before, after));
  for (const verdict of verdicts) if (!verdict.allow) throw denied(collection, verdict.reason);
}
