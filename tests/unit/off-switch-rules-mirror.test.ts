/**
 * The off-switches (security review H3) in firestore.rules, read as text, a quick check beside the rules suite
 * that exercises them on the Firestore emulator. Every allow but the landing-page lead must end with
 * `active()`, and the switches must read the fields callerState (policy-caller.ts) reads, the same way.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { COLLECTIONS } from '../../src/data/ports/collections';

const rules = readFileSync(resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');
const collectionsPart = rules.slice(rules.indexOf('// ---- Collections.'));

/** Every `allow <ops>: if <condition>;` of the collections, with its match. */
function allowRules(): { match: string; ops: string; condition: string }[] {
  const found: { match: string; ops: string; condition: string }[] = [];
  for (const block of collectionsPart.split(/\n {4}match \//).slice(1)) {
    const match = block.slice(0, block.indexOf(' '));
    for (const [, ops = '', condition = ''] of block.matchAll(/allow ([\w, ]+): if ([^;]+);/g)) {
      found.push({ match, ops, condition: condition.replace(/\s+/g, ' ') });
    }
  }
  return found;
}

function ruleFunction(name: string): string {
  const start = rules.indexOf(`function ${name}(`);
  expect(start, `no function ${name} in firestore.rules`).toBeGreaterThanOrEqual(0);
  return rules.slice(start, rules.indexOf('\n    }', start)).replace(/\s+/g, ' ');
}

describe('firestore.rules switches off disabled tenants, disabled users and revoked sessions', () => {
  it('has a match for every collection', () => {
    const matched = new Set(allowRules().map((rule) => rule.match.split('/')[0]));
    expect([...matched].sort()).toEqual([...COLLECTIONS].sort());
  });

  it('ends every allow with active(), but denials and the landing-page lead', () => {
    const open = allowRules().filter(
      ({ condition }) => condition !== 'false' && !condition.endsWith('&& active()'),
    );
    // No grant stays open to switched-off callers: the landing-page lead is AdminPort sendLead (M11).
    expect(open).toEqual([]);
  });

  it('reads the tenant doc named by the tenantId claim, missing or disabled counting as off', () => {
    const tenantActive = ruleFunction('tenantActive');
    expect(tenantActive).toContain('get(/databases/$(database)/documents/tenants/$(tenant()))');
    expect(tenantActive).toContain("return t != null && t.data.get('disabled', false) != true;");
  });

  it('reads the users doc of the caller: missing is on, disabled or signed in before the revocation is off', () => {
    // A missing doc is asked with exists(): get() of it is an evaluation error on the emulator (security review
    // H1), which the rules suite and the attack table prove there (inspectors have no users doc).
    const userActive = ruleFunction('userActive');
    expect(userActive).toContain('let path = /databases/$(database)/documents/users/$(request.auth.uid);');
    expect(userActive).toContain('return !exists(path) || userDocActive(get(path).data);');
    const userDocActive = ruleFunction('userDocActive');
    expect(userDocActive).toContain("u.get('disabled', false) != true");
    expect(userDocActive).toContain(
      "request.auth.token.get('auth_time', 0) * 1000 > u.tokensRevokedAt.toMillis()",
    );
    expect(ruleFunction('active')).toContain(
      'return signedIn() && tenantActive() && userActive() && inspectorActive();',
    );
  });

  it('ends an inspector at its accessUntil claim, as callerState does (accessHolds)', () => {
    expect(ruleFunction('isInspector')).toContain("return role() == 'inspector';");
    expect(ruleFunction('inspectorActive')).toContain(
      "return !isInspector() || (claim('accessUntil') is int && request.time.toMillis() < claim('accessUntil'));",
    );
  });

  it('gives the inspector reads only: isInspector and isReader appear in get and list rules alone', () => {
    const lines = rules.split('\n');
    const granting = lines.filter(
      (line) =>
        /isInspector\(\)|isReader\(\)/.test(line) &&
        !line.trim().startsWith('//') &&
        !line.includes('function'),
    );
    const writes = granting.filter((line) => /allow (create|update|delete|write)/.test(line));
    expect(writes.map((line) => line.trim())).toEqual([]);
  });
});
