/**
 * Field checks of a month's payroll indicators (`indicators/{yyyy-MM}`, issue #46 item 1), written only by a
 * superuser: exactly INDICATOR_FIELDS, `tenantId` null (the whole platform), `period` the document's id, each
 * value null (not stored: the code table's holds) or `{ value, source: { name, url } }` with the value a number
 * within its range (STORED_INDICATOR_RULES), the source's name a text and its url null or an https link; `version`
 * 1 on the first save and one more than the stored on each later one; signed by the caller with the server time
 * (`updatedBy`, `updatedAt`: the server logs the save from them). firestore.rules `validIndicatorWrite` says the
 * same (rules/indicators.ts).
 */
import {
  INDICATOR_MONTH_PATTERN,
  SOURCE_URL_PATTERN,
  STORED_INDICATOR_RULES,
  STORED_INDICATORS,
  STORED_SOURCE_LIMITS,
  type StoredIndicatorName,
} from '../../domain/payroll/stored-indicators';
import { isServerTime } from '../ports/document-store';
import {
  allowIf,
  deny,
  exactFields,
  firstDenial,
  isPlainObject,
  requiredText,
  type Data,
  type Verdict,
} from './verdicts';

/** Every field of a stored month. */
export const INDICATOR_FIELDS = [
  'tenantId',
  'period',
  ...STORED_INDICATORS,
  'version',
  'updatedBy',
  'updatedAt',
] as const;

/** A stored value's fields, and its source's. */
export const INDICATOR_VALUE_FIELDS = ['value', 'source'] as const;
export const INDICATOR_SOURCE_FIELDS = ['name', 'url'] as const;

function sourceVerdict(name: StoredIndicatorName, source: unknown): Verdict {
  if (!isPlainObject(source)) return deny(`${name}.source must be a map`);
  const url = source.url;
  return firstDenial([
    exactFields(source, INDICATOR_SOURCE_FIELDS),
    requiredText(source, 'name', STORED_SOURCE_LIMITS.name),
    allowIf(
      url === null ||
        (typeof url === 'string' && url.length <= STORED_SOURCE_LIMITS.url && SOURCE_URL_PATTERN.test(url)),
      `${name}.source.url must be null or an https link of at most ${STORED_SOURCE_LIMITS.url} characters`,
    ),
  ]);
}

function valueVerdict(name: StoredIndicatorName, stored: unknown): Verdict {
  if (stored === null) return { allow: true };
  if (!isPlainObject(stored)) return deny(`${name} must be null or a map`);
  const { min, max } = STORED_INDICATOR_RULES[name];
  const value = stored.value;
  return firstDenial([
    exactFields(stored, INDICATOR_VALUE_FIELDS),
    allowIf(
      typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max,
      `${name}.value must be a number from ${min} to ${max}`,
    ),
    sourceVerdict(name, stored.source),
  ]);
}

/** The version a save must write: 1 the first time, one more than the stored one afterwards. */
export function nextIndicatorVersion(before: Data | null): number | null {
  if (before === null) return 1;
  return Number.isInteger(before.version) ? Number(before.version) + 1 : null;
}

/** A superuser's save of `indicators/{id}`: a create (or a write to one the same batch created) or an update. */
export function validateIndicatorWrite(
  before: Data | null,
  after: Data,
  callerUid: string,
  id: string,
): Verdict {
  const version = nextIndicatorVersion(before);
  return firstDenial([
    exactFields(after, INDICATOR_FIELDS),
    allowIf(after.tenantId === null, 'tenantId must be null: the indicators are the whole platform’s'),
    allowIf(
      after.period === id && INDICATOR_MONTH_PATTERN.test(id),
      'period must be the document id, a month yyyy-MM',
    ),
    ...STORED_INDICATORS.map((name) => valueVerdict(name, after[name])),
    allowIf(
      version !== null && after.version === version,
      'version must be 1 on the first save and one more than the stored on each later one',
    ),
    allowIf(
      after.updatedBy === callerUid && isServerTime(after.updatedAt),
      'a save sets updatedBy = caller and updatedAt = server time',
    ),
  ]);
}
