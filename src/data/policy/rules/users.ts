/** A users doc (user-write.ts, employee-file.ts): the own profile, and a manager's edit of the employee file. */
import { FORMATTED_RUT } from '../../../domain/chile/rut';
import {
  EMPLOYEE_FILE_REGISTRY,
  type FieldRule,
  type FileRegistry,
} from '../../ports/employee-file-registry';
import { DISPLAY_NAME_MAX, OWN_PROFILE_FIELDS, userManagerFields } from '../user-write';
import { rulesList, rulesPattern, rulesString, wrapList } from './syntax';

/**
 * The check of one employee-file field of `d` (the doc as written), as the condition's lines (a second line
 * continues the first). Every field of the file is judged on every manager's edit, changed or not: a `name in ch`
 * guard per field took a whole-file edit past the 1,000 expressions a request may evaluate once the file had 28
 * fields (issue #46), and a stored value was valid when written, so judging it again refuses nothing the file holds.
 */
function fileCheck(field: string, rule: FieldRule): string[] {
  const name = rulesString(field);
  const value = `d.${field}`;
  const head = `d.get(${name}, null) == null`;
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
      return [`d.get(${name}, null) in ${rulesList([null, ...rule.values])}`];
    case 'bool':
      return [`${head} || ${value} is bool`];
  }
}

/**
 * validProfile, validOwnProfile and validUserUpdate (user-write.ts, employee-file.ts), of the registry's fields
 * (another registry's, to see what a new field would give).
 */
export function usersBlock(registry: FileRegistry = EMPLOYEE_FILE_REGISTRY): string {
  const fields = Object.entries(registry);
  const checks = fields.flatMap(([field, { rule }], index) => {
    const [first = '', ...rest] = fileCheck(field, rule);
    const last = index === fields.length - 1;
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
    '// valid; role, tenantId, disabled, email, tokensRevokedAt and createdAt belong to AdminPort. Every field of',
    '// the file, changed or not, is null or missing (not filled in), or else holds a value of its kind',
    '// (isValidFileValue). Written out field by field, with no `in ch` guard: a helper function per field or a',
    "// guard per field costs expressions, and a manager's whole-file edit went past the 1,000 expressions a request",
    '// may evaluate (security review M1; issue #46, 28 fields).',
    'function validUserUpdate(uid) {',
    '  let d = request.resource.data;',
    '  let ch = changed();',
    wrapList(
      '  return ch.hasOnly(',
      userManagerFields(registry).map(rulesString),
      ')',
      '                    ',
    ),
    '    && validProfile(d, ch, uid)',
    ...checks,
    '}',
  ].join('\n');
}
