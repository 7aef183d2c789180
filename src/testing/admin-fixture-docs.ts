/**
 * The documents of the AdminPort contract's fixture world (admin-contract-harness.ts): tenants t1 and t2, and
 * one users doc per fixture person. Every harness seeds exactly these, so every backend starts the same.
 */
import type { Tenant, UserDoc } from '../data/ports/collections';
import type { WithId } from '../data/ports/document-store';
import { ADMIN_FIXTURE_PEOPLE, ADMIN_FIXTURE_TENANTS, type FixturePerson } from './admin-contract-harness';
import { buildTenant, buildUserDoc } from './data-builders';

const FIXTURE_NAMES: Readonly<Record<(typeof ADMIN_FIXTURE_TENANTS)[number], string>> = {
  t1: 'Empresa Uno',
  t2: 'Empresa Dos',
};

export function adminFixtureDocs(): { tenants: WithId<Tenant>[]; users: WithId<UserDoc>[] } {
  const people = Object.entries(ADMIN_FIXTURE_PEOPLE) as [
    FixturePerson,
    (typeof ADMIN_FIXTURE_PEOPLE)[FixturePerson],
  ][];
  return {
    tenants: ADMIN_FIXTURE_TENANTS.map((id) => buildTenant({ id, tenantId: id, name: FIXTURE_NAMES[id] })),
    users: people.map(([uid, person]) =>
      buildUserDoc({
        id: uid,
        tenantId: person.tenant,
        email: person.email,
        displayName: person.displayName,
        role: person.role,
        contractWeeklyHours: null,
      }),
    ),
  };
}
