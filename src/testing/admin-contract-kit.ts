/**
 * What every AdminPort contract case uses: signing in a fixture person, new-person inputs, and the refusal
 * assertion that also proves nothing changed (accounts, users, tenants, queued mail).
 */
import { expect } from 'vitest';

import {
  AdminError,
  type AdminErrorCode,
  type AdminPort,
  type AdminRefusal,
  type CreateTenantInput,
  type CreateUserInput,
  type SignUpInput,
} from '../data/ports/admin-port';
import {
  ADMIN_FIXTURE_PASSWORD,
  ADMIN_FIXTURE_PEOPLE,
  type AdminContractHarness,
  type FixturePerson,
} from './admin-contract-harness';

export const INITIAL_PASSWORD = 'clave-inicial-1';

/**
 * The link of a queued e-mail (its plain text has it on a line of its own): what the person would click. Callers
 * never get it back (security review M5), so tests read it where the server put it.
 */
export function linkInMail(mail: { data: Record<string, unknown> } | undefined): string {
  const message = mail?.data['message'];
  const text =
    typeof message === 'object' && message !== null ? (message as { text?: unknown }).text : undefined;
  const link =
    typeof text === 'string' ? text.split('\n').find((line) => /^https?:\/\//.test(line)) : undefined;
  if (link === undefined) throw new Error('No link in the queued e-mail');
  return link;
}

let sequence = 0;

/** A fresh client request id (8–100 characters of [A-Za-z0-9_-]). */
export function requestId(): string {
  sequence += 1;
  return `req-${Date.now().toString(36)}-${sequence}`;
}

export function signInAs(harness: AdminContractHarness, person: FixturePerson): Promise<AdminPort> {
  return harness.signIn(ADMIN_FIXTURE_PEOPLE[person].email, ADMIN_FIXTURE_PASSWORD);
}

/** A new employee of t1 with a password; override what the case is about. */
export function newPerson(overrides: Partial<CreateUserInput> = {}): CreateUserInput {
  sequence += 1;
  return {
    requestId: requestId(),
    tenantId: 't1',
    role: 'employee',
    email: `persona-${sequence}@t1.test`,
    displayName: 'Persona Nueva',
    password: INITIAL_PASSWORD,
    ...overrides,
  };
}

export function newTenant(overrides: Partial<CreateTenantInput> = {}): CreateTenantInput {
  sequence += 1;
  return {
    requestId: requestId(),
    name: 'Ferretería El Tornillo',
    legalName: 'Ferretería El Tornillo SpA',
    taxId: '76543210-3',
    timeZone: 'America/Santiago',
    admin: {
      email: `jefa-${sequence}@tornillo.test`,
      displayName: 'Jefa Tornillo',
      password: INITIAL_PASSWORD,
    },
    ...overrides,
  };
}

/** A visitor's sign-up at /crear; override what the case is about. */
export function newSignUp(overrides: Partial<SignUpInput> = {}): SignUpInput {
  sequence += 1;
  return {
    requestId: requestId(),
    name: 'Panadería La Espiga',
    legalName: 'Panadería La Espiga Limitada',
    taxId: '77123456-9',
    admin: {
      email: `duena-${sequence}@espiga.test`,
      displayName: 'Dueña Espiga',
      password: INITIAL_PASSWORD,
    },
    workplace: {
      name: 'Casa matriz',
      street: 'Av. Recoleta',
      number: '1450',
      unit: null,
      comuna: 'Recoleta',
      city: 'Santiago',
      region: 13,
    },
    acceptedTerms: true,
    ...overrides,
  };
}

/** Everything a refused call must leave as it was. */
async function world(harness: AdminContractHarness): Promise<unknown> {
  const people = Object.keys(ADMIN_FIXTURE_PEOPLE) as FixturePerson[];
  const accounts = await Promise.all(people.map((person) => harness.account(harness.uid(person))));
  return {
    accounts,
    tenants: await harness.readWhere('tenants', {}),
    users: await harness.readWhere('users', {}),
    mail: await harness.readWhere('mail', {}),
  };
}

/** The call fails with this code and reason (and these fields), and changes nothing. */
export async function expectRefused(
  harness: AdminContractHarness,
  call: () => Promise<unknown>,
  code: AdminErrorCode,
  reason: AdminRefusal,
  fields?: readonly string[],
): Promise<AdminError> {
  const before = await world(harness);
  const error = await call().then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(AdminError);
  const refusal = error as AdminError;
  expect({ code: refusal.code, reason: refusal.reason }).toEqual({ code, reason });
  if (fields !== undefined) expect([...refusal.fields].sort()).toEqual([...fields].sort());
  expect(await world(harness)).toEqual(before);
  return refusal;
}
