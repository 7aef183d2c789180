/**
 * The parts of firestore.rules that state a TypeScript table, generated from it (`npm run rules:generate`;
 * `npm test` runs `--check`, scripts/generate-rules.ts): each sits between a `// ---- generated: NAME` line and
 * a `// ---- end generated: NAME` line, and is never edited by hand. The rules have no loops, so a table becomes
 * one written-out condition per entry.
 */
import { FORMATTED_RUT } from '../../domain/chile/rut';
import { SUPPORTED_TIME_ZONE_IDS } from '../../domain/settings/time-zones';
import { EMPLOYEE_FILE_FIELDS } from './collections';
import { EMPLOYEE_FILE_RULES, type FieldRule } from './employee-file';
import { DISPLAY_NAME_MAX, OWN_PROFILE_FIELDS, USER_MANAGER_FIELDS } from './user-write';

const INDENT = '    ';

/** A rules string literal. */
export function rulesString(value: string): string {
  if (/['\\\n]/.test(value)) throw new Error(`cannot write ${JSON.stringify(value)} as a rules string`);
  return `'${value}'`;
}

function rulesList(values: readonly (string | null)[]): string {
  return `[${values.map((value) => (value === null ? 'null' : rulesString(value))).join(', ')}]`;
}

/**
 * A JavaScript pattern as an RE2 pattern the rules take inside a string literal, without backslashes: `\d` is
 * `[0-9]`, an escaped dot is `[.]`. Anything else escaped is refused, so a new pattern fails loudly here.
 */
export function rulesPattern(pattern: RegExp): string {
  const source = pattern.source.replace(/\\d/g, '0-9').replace(/\\\./g, '[.]');
  const plain = source.replace(/(^|[^[])0-9/g, '$1[0-9]');
  if (plain.includes('\\')) throw new Error(`cannot write /${pattern.source}/ without backslashes`);
  return plain;
}

/** Wraps `text` to lines of at most `width` after `lead`, breaking after the commas of a list. */
function wrapList(
  lead: string,
  items: readonly string[],
  close: string,
  indent: string,
  width = 116,
): string {
  const lines: string[] = [];
  let line = `${lead}[`;
  items.forEach((item, index) => {
    const piece = `${item}${index < items.length - 1 ? ',' : `]${close}`}`;
    if (line.length + piece.length + 1 > width && !line.endsWith('[')) {
      lines.push(line);
      line = `${indent}${piece}`;
    } else {
      line = line.endsWith('[') ? `${line}${piece}` : `${line} ${piece}`;
    }
  });
  lines.push(line);
  return lines.join('\n');
}

/**
 * The check of one employee-file field of `d` (the doc as written) when `ch` (the changed keys) holds it, as the
 * condition's lines (a second line continues the first).
 */
function fileCheck(field: string, rule: FieldRule): string[] {
  const name = rulesString(field);
  const value = `d.${field}`;
  const head = `!(${name} in ch) || d.get(${name}, null) == null`;
  switch (rule.kind) {
    case 'rut':
      return [
        head,
        `|| (${value} is string && ${value}.matches(${rulesString(rulesPattern(FORMATTED_RUT))}))`,
      ];
    case 'text':
      return [`${head} || text(${value}, ${rule.maxLength})`];
    case 'day':
      return [`${head} || ${value} is timestamp`];
    case 'number': {
      const kind = rule.integer ? 'int' : 'number';
      return [head, `|| (${value} is ${kind} && ${value} >= ${rule.min} && ${value} <= ${rule.max})`];
    }
    case 'choice':
      return [`!(${name} in ch)`, `|| d.get(${name}, null) in ${rulesList([null, ...rule.values])}`];
  }
}

function indentLines(text: string, indent: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? line : `${indent}${line}`))
    .join('\n');
}

/** validProfile, validOwnProfile and validUserUpdate (user-write.ts, employee-file.ts). */
function usersBlock(): string {
  const checks = EMPLOYEE_FILE_FIELDS.flatMap((field, index) => {
    const [first = '', ...rest] = fileCheck(field, EMPLOYEE_FILE_RULES[field]);
    const last = index === EMPLOYEE_FILE_FIELDS.length - 1;
    const lines = [`    && (${first}`, ...rest.map((line) => `      ${line}`)];
    lines[lines.length - 1] += last ? ');' : ')';
    return lines;
  });
  return [
    `// The name (isValidDisplayName: null, or non-blank text of at most ${DISPLAY_NAME_MAX}) and the photo, when`,
    '// changed.',
    'function validProfile(d, fields, uid) {',
    `  return (!('displayName' in fields) || d.get('displayName', null) == null`,
    `      || text(d.displayName, ${DISPLAY_NAME_MAX}))`,
    "    && (!('photoURL' in fields) || validPhotoURL(d, uid));",
    '}',
    '',
    '// validateOwnProfileUpdate: a member changes the own name and photo, nothing else.',
    'function validOwnProfile(uid) {',
    '  let fields = changed();',
    `  return fields.hasOnly(${rulesList(OWN_PROFILE_FIELDS)}) && validProfile(request.resource.data, fields, uid);`,
    '}',
    '',
    '// validateUserUpdate: a manager changes the name, the photo and the employee file (EMPLOYEE_FILE_RULES), each',
    '// valid; role, tenantId, disabled, email, tokensRevokedAt and createdAt belong to AdminPort. A changed field',
    '// is null or removed (not filled in), or else holds a value of its kind (isValidFileValue). Written out field',
    "// by field: a helper function per field costs expressions, and a manager's first fill of a file changes 15",
    '// fields at once, which went past the 1,000 expressions a request may evaluate (security review M1).',
    'function validUserUpdate(uid) {',
    '  let d = request.resource.data;',
    '  let ch = changed();',
    wrapList('  return ch.hasOnly(', USER_MANAGER_FIELDS.map(rulesString), ')', '                    '),
    '    && validProfile(d, ch, uid)',
    ...checks,
    '}',
  ].join('\n');
}

/** The time zones a tenant may choose (time-zones.ts). */
function timeZonesBlock(): string {
  return [
    '// The time zones a tenant may choose (SUPPORTED_TIME_ZONES).',
    'function supportedTimeZone(value) {',
    wrapList('  return value in ', SUPPORTED_TIME_ZONE_IDS.map(rulesString), ';', '    '),
    '}',
  ].join('\n');
}

/** Every generated block by name, as it stands in firestore.rules (indented for the documents match). */
export function rulesBlocks(): Record<string, string> {
  return { users: usersBlock(), 'time zones': timeZonesBlock() };
}

const begin = (name: string) => `${INDENT}// ---- generated: ${name} (npm run rules:generate) ----`;
const end = (name: string) => `${INDENT}// ---- end generated: ${name} ----`;

/** `rules` with every generated block replaced by what the tables give; throws when a marker is missing. */
export function applyRulesBlocks(rules: string): string {
  let text = rules;
  for (const [name, block] of Object.entries(rulesBlocks())) {
    const start = text.indexOf(begin(name));
    const stop = text.indexOf(end(name));
    if (start < 0 || stop < start) throw new Error(`firestore.rules has no generated block '${name}'`);
    const body = indentLines(block, INDENT);
    text = `${text.slice(0, start)}${begin(name)}\n${body}\n${text.slice(stop)}`;
  }
  return text;
}
