/**
 * An inspector's grants (security review M4): one account, one grant per company that gave it access, each with
 * its own end, all kept in the account's custom claims:
 *
 *   { role: 'inspector', tenantId, accessUntil, grants: { [tenantId]: untilMs }, keyUntil? }
 *
 * `tenantId` and `accessUntil` name the company inspected now and the end of ITS grant: they are all that
 * firestore.rules (`tenant()`, `inspectorActive()`) and the demo policy read, so an inspector reads one granted
 * company at a time and nothing once that grant ended, whatever else `grants` lists. Only AdminPort writes claims,
 * and it copies `tenantId`/`accessUntil` from a current grant whenever it writes them.
 *
 * A DT official who asked for a key at /fiscalizacion (Res. Ex. N° 38 art. 23, admin-inspector-key.ts) holds
 * `keyUntil`: until then it may open any employer, and `tenantId`/`accessUntil` are absent until it opens one.
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

/**
 * An inspector account's claims as read: the company inspected now (null for a DT official who has not opened
 * one yet), the end of that access, every employer's grant, and a DT official's key (Res. Ex. N° 38 art. 23).
 */
export interface InspectorState {
  tenantId: string | null;
  accessUntil: number | null;
  /** Tenant id → end of its grant (ms): the companies that invited the inspector. */
  grants: ReadonlyMap<string, number>;
  /** When the official's `@dt.gob.cl` key ends (ms), or null: while it holds, any employer may be opened. */
  keyUntil: number | null;
}

function grantsOf(raw: unknown): Map<string, number> {
  const grants = new Map<string, number>();
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return grants;
  for (const [tenantId, until] of Object.entries(raw)) {
    if (tenantId !== '' && typeof until === 'number' && Number.isFinite(until)) grants.set(tenantId, until);
  }
  return grants;
}

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * An inspector account's claims, or null for any other account or malformed claims. Claims written before grants
 * existed (`{ role, tenantId, accessUntil }`) read as that one grant; a company a DT official opened with the key
 * is not a grant (it holds while the key does).
 */
export function inspectorState(account: AccountRecord): InspectorState | null {
  const claims = account.claims;
  if (claims?.role !== INSPECTOR_ROLE) return null;
  const rawTenant = claims.tenantId;
  const tenantId = typeof rawTenant === 'string' && rawTenant !== '' ? rawTenant : null;
  const accessUntil = finite(claims.accessUntil);
  const keyUntil = finite(claims.keyUntil);
  if (tenantId === null ? keyUntil === null : accessUntil === null) return null;
  const grants = grantsOf(claims.grants);
  // The rules judge the current company by `accessUntil` alone: without a key, that is its grant's end.
  if (tenantId !== null && accessUntil !== null && keyUntil === null) grants.set(tenantId, accessUntil);
  return { tenantId, accessUntil, grants, keyUntil };
}

/** The grants that still hold at `now`. */
export function currentGrants(state: InspectorState | null, now: Date): Map<string, number> {
  const current = new Map<string, number>();
  for (const [tenantId, until] of state?.grants ?? [])
    if (now.getTime() < until) current.set(tenantId, until);
  return current;
}

/** The DT official's key end while it holds at `now`, else null. */
export function currentKey(state: InspectorState | null, now: Date): number | null {
  const until = state?.keyUntil ?? null;
  return until !== null && now.getTime() < until ? until : null;
}

/**
 * The claims for `grants` (current ones only) and the key (current, or null) with `tenantId` inspected now (null:
 * none yet); refused past the limits. The company's access ends with its grant or the key, whichever is later.
 */
export function claimsFor(
  tenantId: string | null,
  grants: ReadonlyMap<string, number>,
  keyUntil: number | null = null,
): InspectorAccountClaims {
  if (grants.size > MAX_INSPECTOR_GRANTS) throw refusal('grant-limit');
  const claims: InspectorAccountClaims = {
    role: INSPECTOR_ROLE,
    grants: Object.fromEntries(grants),
    ...(keyUntil === null ? {} : { keyUntil }),
  };
  if (tenantId !== null) {
    const accessUntil = Math.max(grants.get(tenantId) ?? 0, keyUntil ?? 0);
    // A programming error, not a refusal: callers pick `tenantId` among `grants`, or hold a key.
    if (accessUntil === 0) throw new Error(`No grant for ${tenantId}`);
    claims.tenantId = tenantId;
    claims.accessUntil = accessUntil;
  }
  if (new TextEncoder().encode(JSON.stringify(claims)).length > CLAIMS_MAX_BYTES)
    throw refusal('grant-limit');
  return claims;
}

/**
 * The claims after `tenantId` grants access until `until`: its grant added or replaced, the others kept, ended
 * ones dropped. The company inspected now stays so while it may be opened; otherwise `tenantId` becomes it.
 */
export function withGrant(
  state: InspectorState | null,
  tenantId: string,
  until: number,
  now: Date,
): InspectorAccountClaims {
  const grants = currentGrants(state, now);
  grants.set(tenantId, until);
  const key = currentKey(state, now);
  const current = state?.tenantId ?? null;
  const inspected = current !== null && (grants.has(current) || key !== null) ? current : tenantId;
  return claimsFor(inspected, grants, key);
}

/**
 * The claims once a DT official is given a key until `keyUntil` (Res. Ex. N° 38 art. 23): the grants kept, the
 * company inspected now kept.
 */
export function withKey(state: InspectorState | null, keyUntil: number, now: Date): InspectorAccountClaims {
  return claimsFor(state?.tenantId ?? null, currentGrants(state, now), keyUntil);
}

/**
 * The company a session opens on when the inspector names none: the current one while it may be opened, else the
 * grant that lasts longest; null when none holds.
 */
export function defaultInspected(
  state: InspectorState,
  grants: ReadonlyMap<string, number>,
  key: number | null = null,
): string | null {
  if (state.tenantId !== null && (grants.has(state.tenantId) || key !== null)) return state.tenantId;
  let best: [string, number] | null = null;
  for (const entry of grants) if (best === null || entry[1] > best[1]) best = entry;
  return best?.[0] ?? null;
}

/** True when `claims` say exactly what the account already holds (no write needed). */
export function sameClaims(state: InspectorState, stored: unknown, claims: InspectorAccountClaims): boolean {
  if (state.tenantId !== (claims.tenantId ?? null)) return false;
  if (state.accessUntil !== (claims.accessUntil ?? null)) return false;
  if (state.keyUntil !== (claims.keyUntil ?? null)) return false;
  const storedGrants = grantsOf(stored);
  const wanted = Object.entries(claims.grants);
  return (
    storedGrants.size === wanted.length &&
    wanted.every(([tenantId, until]) => storedGrants.get(tenantId) === until)
  );
}
