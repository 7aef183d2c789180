// @vitest-environment node
/**
 * The users match of firestore.rules spells out the users-doc whitelist and the employee file's types and sizes
 * that src/data/ports/user-write.ts and employee-file.ts hold for the demo store, the AdminPort and the forms.
 * The Firestore emulator needs Java, so the rules suite does not run in a plain `npm test`: this reads the rules
 * as text and fails the moment a copy drifts from the TypeScript tables.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { FORMATTED_RUT } from '../../src/domain/chile/rut';
import { EMPLOYEE_FILE_FIELDS } from '../../src/data/ports/collections';
import { EMPLOYEE_FILE_RULES, type FieldRule } from '../../src/data/ports/employee-file';
import { DISPLAY_NAME_MAX, OWN_PROFILE_FIELDS, USER_MANAGER_FIELDS } from '../../src/data/ports/user-write';

const rules = readFileSync(resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');

/** The text of a rules function, from its `function name(` to the closing brace at its indentation. */
function ruleFunction(name: string): string {
  const start = rules.indexOf(`function ${name}(`);
  expect(start, `no function ${name} in firestore.rules`).toBeGreaterThanOrEqual(0);
  return rules.slice(start, rules.indexOf('\n    }', start));
}

const quoted = (text: string) => [...text.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');

/** The quoted strings of the first `hasOnly([...])` in `text`. */
function hasOnlyList(text: string): string[] {
  const list = /hasOnly\(\[([^\]]*)\]\)/.exec(text)?.[1];
  expect(list, 'no hasOnly([...]) list').toBeDefined();
  return quoted(list ?? '');
}

/** Each `fileKind(fields, 'field', …)` call of validUserUpdate, read back as the FieldRule it states. */
function fileRulesInRules(): Record<string, FieldRule> {
  const body = ruleFunction('validUserUpdate');
  const calls = [
    ...body.matchAll(/file(Rut|Text|Day|Number|Integer|Choice)\(fields, '(\w+)'(?:, ([^)]*))?\)/g),
  ];
  return Object.fromEntries(
    calls.map(([, kind, field = '', rest = '']): [string, FieldRule] => {
      const numbers = rest.split(',').map((value) => Number(value.trim()));
      switch (kind) {
        case 'Rut':
          return [field, { kind: 'rut' }];
        case 'Text':
          return [field, { kind: 'text', maxLength: numbers[0] ?? NaN }];
        case 'Day':
          return [field, { kind: 'day' }];
        case 'Number':
        case 'Integer':
          return [
            field,
            { kind: 'number', min: numbers[0] ?? NaN, max: numbers[1] ?? NaN, integer: kind === 'Integer' },
          ];
        default:
          return [field, { kind: 'choice', values: quoted(rest) }];
      }
    }),
  );
}

describe('firestore.rules mirrors the users-doc write rules', () => {
  it('lets managers change exactly the name, the photo and the employee file', () => {
    expect(hasOnlyList(ruleFunction('validUserUpdate'))).toEqual([...USER_MANAGER_FIELDS]);
    expect(USER_MANAGER_FIELDS).toEqual([...OWN_PROFILE_FIELDS, ...EMPLOYEE_FILE_FIELDS]);
  });

  it('lets a person change exactly the own name and photo', () => {
    expect(hasOnlyList(ruleFunction('validOwnProfile'))).toEqual([...OWN_PROFILE_FIELDS]);
  });

  it('checks every employee-file field with the type and size of EMPLOYEE_FILE_RULES', () => {
    const inRules = fileRulesInRules();
    expect(Object.keys(inRules)).toEqual([...EMPLOYEE_FILE_FIELDS]);
    expect(inRules).toEqual(EMPLOYEE_FILE_RULES);
  });

  it('bounds the name as the TypeScript rule does', () => {
    expect(ruleFunction('validProfile')).toContain(
      `text(request.resource.data.displayName, ${DISPLAY_NAME_MAX})`,
    );
  });

  it('judges a RUT like the domain pattern (the check digit is the writers’)', () => {
    const pattern = /\.matches\('([^']+)'\)/.exec(ruleFunction('fileRut'))?.[1];
    const inRules = new RegExp(pattern ?? '$^');
    const samples = [
      '12.345.678-5',
      '12.345.678-K',
      '1-9',
      '12345678-5',
      '012.345.678-5',
      '12.345.678-k',
      '',
    ];
    for (const sample of samples) expect(inRules.test(sample), sample).toBe(FORMATTED_RUT.test(sample));
  });

  it('keeps a superuser’s users doc from admins', () => {
    const users = rules.slice(rules.indexOf('match /users/{uid}'), rules.indexOf('match /shifts/'));
    expect(users).toContain(
      "(isSuperuser() || resource.data.get('role', null) != 'superuser') && validUserUpdate(uid)",
    );
    expect(users).toContain('validOwnProfile(uid)');
  });
});
