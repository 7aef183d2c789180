/**
 * An inspector's grants (security review M4): one account, one grant per company that gave it access, each with
 * its own end, all kept in the account's custom claims:
 *
 *   { role: 'inspector', tenantId, accessUntil, grants: { [tenantId]: untilMs } }
 *
 * `tenantId` and `accessUntil` name the company inspected now and the end of ITS grant: they are all that
 * firestore.rules (`tenant()`, `inspectorActive()`) and the demo policy read, so an inspector reads one granted
 * company at a time and nothing once that grant ended, whatever else `grants` lists. Only AdminPort writes claims,
 * and it copies `tenantId`/`accessUntil` from a current grant whenever it writes them.
 *
 * Firebase caps custom claims at 1,000 bytes: every write drops ended grants, and a company's grant is refused
 * (`grant-limit`) beyond MAX_INSPECTOR_GRANTS current ones or beyond CLAIMS_MAX_BYTES.
 */
import { INSPECTOR_ROLE } from '../../domain/labels';
import { MAX_INSPECTOR_GRANTS } from '../../data/ports/admin-port';
import { refusal } from './admin-refusal';
import type { AccountRecord, InspectorAccountClaims } from './server-ports';

/** Firebase's limit on the serialised custom claims of an account. */
export const CLAIMS_MAX_BYTES = 1000;

/** An inspector account's claims as read: the current company, the end of its grant, and every grant. */
export interface InspectorState {
  tenantId: string;
  accessUntil: number;
  /** Tenant id → end of its grant (ms); always holds `tenantId` with `accessUntil`. */
  grants: ReadonlyMap<string, number>;
}

function grantsOf(raw: unknown): Map<string, number> {
  const grants = new Map<string, number>();
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return grants;
  for (const [tenantId, until] of Object.entries(raw)) {
    if (tenantId !== '' && typeof until === 'number' && Number.isFinite(until)) grants.set(tenantId, until);
  }
  return grants;
}

/**
 * An inspector account's claims, or null for any other account or malformed claims. Claims written before grants
 * existed (`{ role, tenantId, accessUntil }`) read as that one grant.
 */
export function inspectorState(account: AccountRecord): InspectorState | null {
  const claims = account.claims;
  const tenantId = claims?.tenantId;
  const accessUntil = claims?.accessUntil;
  if (claims?.role !== INSPECTOR_ROLE || typeof tenantId !== 'string' || tenantId === '') return null;
  if (typeof accessUntil !== 'number') return null;
  const grants = grantsOf(claims.grants);
  // The rules judge the current company by `accessUntil` alone: that is its grant's end.
  grants.set(tenantId, accessUntil);
  return { tenantId, accessUntil, grants };
}

/** The grants that still hold at `now`. */
export function currentGrants(state: InspectorState | null, now: Date): Map<string, number> {
  const current = new Map<string, number>();
  for (const [tenantId, until] of state?.grants ?? [])
    if (now.getTime() < until) current.set(tenantId, until);
  return current;
}

/** The claims for `grants` (current ones only) with `tenantId` inspected now; refused past the limits. */
export function claimsFor(tenantId: string, grants: ReadonlyMap<string, number>): InspectorAccountClaims {
  const accessUntil = grants.get(tenantId);
  // A programming error, not a refusal: callers pick `tenantId` among `grants`.
  if (accessUntil === undefined) throw new Error(`No grant for ${tenantId}`);
  if (grants.size > MAX_INSPECTOR_GRANTS) throw refusal('grant-limit');
  const claims: InspectorAccountClaims = {
    role: INSPECTOR_ROLE,
    tenantId,
    accessUntil,
    grants: Object.fromEntries(grants),
  };
  if (new TextEncoder().encode(JSON.stringify(claims)).length > CLAIMS_MAX_BYTES)
    throw refusal('grant-limit');
  return claims;
}

/**
 * The claims after `tenantId` grants access until `until`: its grant added or replaced, the others kept, ended
 * ones dropped. The company inspected now stays so while its grant holds; otherwise `tenantId` becomes it.
 */
export function withGrant(
  state: InspectorState | null,
  tenantId: string,
  until: number,
  now: Date,
): InspectorAccountClaims {
  const grants = currentGrants(state, now);
  grants.set(tenantId, until);
  const inspected = state !== null && grants.has(state.tenantId) ? state.tenantId : tenantId;
  return claimsFor(inspected, grants);
}

/**
 * The company a session opens on when the inspector names none: the current one while its grant holds, else the
 * grant that lasts longest; null when none holds.
 */
export function defaultInspected(state: InspectorState, grants: ReadonlyMap<string, number>): string | null {
  if (grants.has(state.tenantId)) return state.tenantId;
  let best: [string, number] | null = null;
  for (const entry of grants) if (best === null || entry[1] > best[1]) best = entry;
  return best?.[0] ?? null;
}

/** True when `claims` say exactly what the account already holds (no write needed). */
export function sameClaims(state: InspectorState, stored: unknown, claims: InspectorAccountClaims): boolean {
  if (state.tenantId !== claims.tenantId || state.accessUntil !== claims.accessUntil) return false;
  const storedGrants = grantsOf(stored);
  const wanted = Object.entries(claims.grants);
  return (
    storedGrants.size === wanted.length &&
    wanted.every(([tenantId, until]) => storedGrants.get(tenantId) === until)
  );
}
