/**
 * The permission matrix drives the demo store: every row of PERMISSION_ROWS is performed against a seeded store
 * as that role in that caller state (its tenant and users docs seeded to make it), on a doc of that scope, and
 * must succeed exactly when the row allows it. Attendance rows carry their owner's schedule and run at a clock
 * inside its slot's punch window (bound punches), so a denial comes from the row, never from the clock.
 *
 * The store is the demo's in-memory tables without IndexedDB: the policy judges a write before it is persisted,
 * so the verdicts are the same, and re-seeding a fake IndexedDB for each of the 7,245 rows made this file one
 * of the slowest of the unit step. IndexedDB's own paths are proven by demo-store.test.ts and open-demo-store.test.ts.
 */
import { isDataError } from '../../ports/document-store';
import { PERMISSION_ROWS, type PermissionRow } from '../../policy/permission-matrix';
import type { PolicyCaller } from '../../policy/policy-caller';
import {
  CALLERS,
  authorOf,
  createdDoc,
  docId,
  loose,
  placement,
  PUNCH_NOW,
  scopedQuery,
  rowStoredDoc,
  supportDocsFor,
  tenantDoc,
  TENANT,
  uidOf,
  updateOf,
  userDocIn,
  userSwitches,
} from '../../../testing/policy-fixtures';
import { DemoStore, type DemoSeed } from './demo-store';

let caller: PolicyCaller | null = null;
const store = new DemoStore({ getCaller: () => caller, now: () => PUNCH_NOW });

afterAll(() => store.close());

/**
 * Seeds what the row needs — the caller's tenant doc and users doc in the row's state, and the row's doc — signs
 * in as the row's role and returns what the request resolved to.
 */
async function perform(row: PermissionRow): Promise<unknown> {
  const uid = uidOf(row.role);
  const place = placement(row.collection, row.scope, uid);
  const id = docId(row.collection, place);
  // When the row's doc is the caller's users doc, it carries the state's switches; a create of it needs it
  // missing, so that caller has no users doc (which counts as enabled).
  const own = row.collection === 'users' && id === uid;
  const state: Record<string, Record<string, unknown>[]> = {
    tenants: [{ ...tenantDoc(row.state), id: TENANT }],
    users: own ? [] : [{ ...userDocIn(row.state, uid), id: uid }],
  };
  for (const support of supportDocsFor(row.collection, place, uid)) {
    state[support.collection] = [...(state[support.collection] ?? []), { ...support.data, id: support.id }];
  }
  if (row.operation !== 'create') {
    const doc = { ...rowStoredDoc(row.collection, place, uid), ...(own ? userSwitches(row.state) : {}), id };
    state[row.collection] = [...(state[row.collection] ?? []), doc];
  }
  caller = null;
  await store.seedAll(state as unknown as DemoSeed);
  caller = CALLERS[row.role];
  const target = loose(store);
  switch (row.operation) {
    case 'get':
      return target.get(row.collection, id);
    case 'list':
      return target.list(row.collection, scopedQuery(row.collection, row.scope, uid));
    case 'create':
      return target.set(
        row.collection,
        id,
        createdDoc(row.collection, place, undefined, authorOf(row.role), uid),
      );
    case 'update':
      return target.update(row.collection, id, updateOf(row.collection, uid));
    case 'delete':
      return target.delete(row.collection, id);
  }
}

describe('every row of the permission matrix, enforced by the demo store', () => {
  it.each(
    PERMISSION_ROWS.map(
      (row) =>
        [
          row.allow ? 'allows' : 'denies',
          row.role,
          row.state,
          row.operation,
          row.collection,
          row.scope,
          row,
        ] as const,
    ),
  )('%s %s (%s) %s %s (%s)', async (_verdict, _role, _state, _operation, _collection, _scope, row) => {
    const outcome = await perform(row).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    if (row.allow) {
      expect(outcome).toMatchObject({ ok: true });
      if (row.operation === 'get') expect(outcome).toMatchObject({ value: { id: expect.any(String) } });
      if (row.operation === 'list') {
        expect(outcome).toMatchObject({
          value: expect.arrayContaining([expect.objectContaining({ id: expect.any(String) })]),
        });
      }
    } else {
      expect(outcome.ok).toBe(false);
      const code = outcome.ok ? null : isDataError(outcome.error) ? outcome.error.code : outcome.error;
      expect(code).toBe('permission-denied');
    }
  });
});
