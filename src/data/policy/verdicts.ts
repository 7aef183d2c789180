/** The small vocabulary of the policy's field-level checks: a verdict, and the checks every rule is made of. */
export type Verdict = { allow: true } | { allow: false; reason: string };

export type Data = Readonly<Record<string, unknown>>;

export const ALLOW: Verdict = { allow: true };

/**
 * A write the client refuses before sending it, as both backends would refuse it, with the reason in Spanish for
 * the person (a dialog shows `message` as it is: src/components/action-error.ts).
 */
export class WriteRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WriteRefusedError';
  }
}

/** The longest uid a doc may name as its person (`userId`): Firebase Auth uids are at most 128 characters. */
export const UID_MAX = 128;
export const deny = (reason: string): Verdict => ({ allow: false, reason });

export function firstDenial(verdicts: Iterable<Verdict>): Verdict {
  for (const verdict of verdicts) if (!verdict.allow) return verdict;
  return ALLOW;
}

/** Equal as Firestore compares field values: dates by instant, lists in order, maps whatever their key order. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameValue(item, b[index]))
    );
  }
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every(
        (key) =>
          Object.hasOwn(b, key) &&
          sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
      )
    );
  }
  return a === b;
}

/** ALLOW when `ok`, else a denial saying `reason`. */
export const allowIf = (ok: boolean, reason: string): Verdict => (ok ? ALLOW : deny(reason));

/** Exactly `fields`: every one present, nothing else. */
export function exactFields(data: Data, fields: readonly string[]): Verdict {
  const missing = fields.filter((field) => !Object.hasOwn(data, field));
  return missing.length > 0 ? deny(`missing fields: ${missing.join(', ')}`) : onlyKeys(data, new Set(fields));
}

export function onlyKeys(data: Data, allowed: ReadonlySet<string>): Verdict {
  const extra = Object.keys(data).filter((key) => !allowed.has(key));
  return extra.length === 0 ? ALLOW : deny(`unexpected fields: ${extra.join(', ')}`);
}

/** The fields whose value differs between the doc before and after a write (fields of either side). */
export function changedKeys(before: Data, after: Data): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => !sameValue(before[key], after[key]));
}

export function unchanged(before: Data, after: Data, fields: readonly string[]): Verdict {
  const changed = fields.filter((field) => !sameValue(before[field], after[field]));
  return changed.length === 0 ? ALLOW : deny(`fields cannot change: ${changed.join(', ')}`);
}

export function requiredText(data: Data, field: string, maxLength: number): Verdict {
  const value = data[field];
  if (typeof value !== 'string' || value.trim() === '') return deny(`${field} must be a non-empty string`);
  return value.length <= maxLength ? ALLOW : deny(`${field} is longer than ${maxLength}`);
}

export function optionalText(data: Data, field: string, maxLength: number): Verdict {
  const value = data[field];
  if (value === undefined || value === null) return ALLOW;
  return typeof value === 'string' && value.length <= maxLength
    ? ALLOW
    : deny(`${field} must be null or a string of at most ${maxLength}`);
}

export function integerIn(value: unknown, field: string, min: number, max: number): Verdict {
  return Number.isInteger(value) && Number(value) >= min && Number(value) <= max
    ? ALLOW
    : deny(`${field} must be an integer from ${min} to ${max}`);
}

export function isPlainObject(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/**
 * `date + 12 h`, read in UTC, names the tenant-zone day that starts at `date` for every zone within 12 h of
 * UTC: the rules cannot read zones, so this is how they tie a doc's id to its date (firestore.rules `dayNamed`):
 * an unscheduled punch record, a published schedule, a draft and a holiday.
 */
export const DAY_NAME_OFFSET_HOURS = 12;

/** The day `date` names (firestore.rules `dayNamed`): the UTC calendar day of `date + DAY_NAME_OFFSET_HOURS`. */
export function dayNamed(date: Date): string {
  return new Date(date.getTime() + DAY_NAME_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}
