/**
 * firestore.rules refuses writes of a closed period (`openDay`) where the demo policy does
 * (src/data/ports/period-write.ts, PERIOD_BOUND_COLLECTIONS): read as text, a quick check beside the emulator
 * suites. Every create, update and delete rule of a bound collection that can allow
 * anything must call the collection's open-day function, and no other collection's rule may.
 */
import { PERIOD_BOUND_COLLECTIONS } from '../../src/data/ports/period-write';
import { rules } from './rules-text';

/** The open-day function each bound collection's rules call, by the field the doc's day is read from. */
const OPEN_FUNCTION: Record<keyof typeof PERIOD_BOUND_COLLECTIONS, string> = {
  attendance: 'dateOpen(',
  corrections: 'dateOpen(',
  schedulesConfig: 'dateOpen(',
  scheduleDrafts: 'dateOpen(',
  absences: 'absenceOpen(',
  overtimeDecisions: 'decisionOpen(',
  holidays: 'dateOpen(',
};

/** The write statements (`allow create…`, `allow update…`, `allow delete…`) of a `match /<collection>/{…}` block. */
function writeRules(collection: string): string[] {
  const start = rules.indexOf(`match /${collection}/{`);
  expect(start, `no match /${collection} in firestore.rules`).toBeGreaterThanOrEqual(0);
  const block = rules.slice(start, rules.indexOf('\n    }', start));
  return block
    .split(/\n\s*(?=allow )/)
    .filter((statement) => /^allow [a-z, ]*(create|update|delete)/.test(statement));
}

describe('firestore.rules refuses the writes of a closed period', () => {
  it('binds the collections the demo policy binds', () => {
    expect(Object.keys(OPEN_FUNCTION).sort()).toEqual(Object.keys(PERIOD_BOUND_COLLECTIONS).sort());
  });

  it.each(Object.entries(OPEN_FUNCTION))(
    '%s: every write rule that can allow calls %s',
    (collection, call) => {
      const statements = writeRules(collection).filter((statement) => !/: if false;/.test(statement));
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) expect(statement).toContain(call);
    },
  );

  it('no other collection is bound to a day', () => {
    const matched = [...rules.matchAll(/match \/([A-Za-z]+)\/\{/g)].map((match) => match[1] ?? '');
    const unbound = matched.filter((name) => !Object.hasOwn(OPEN_FUNCTION, name) && name !== 'databases');
    for (const collection of unbound)
      for (const statement of writeRules(collection))
        expect(statement).not.toMatch(/dateOpen\(|absenceOpen\(|decisionOpen\(/);
  });

  it('reads the day the demo reads, and judges closedThrough as isAllowedPeriodChange', () => {
    expect(rules).toContain(
      "get(/databases/$(database)/documents/tenants/$(tenantId)).data.get('closedThrough', null)",
    );
    expect(rules).toContain('return through == null || day > through;');
    expect(rules).toContain('openDay(data.tenantId, dayNamed(data.date))');
    expect(rules).toContain('openDay(data.tenantId, dayNamed(data.from))');
    expect(rules).toContain('openDay(data.tenantId, data.day)');
    // What a close or reopen may set is proven on both backends by the attack table (period.*).
    expect(rules).toContain(
      "validPeriodChange(resource.data.get('closedThrough', null), data.get('closedThrough', null))",
    );
  });
});
