/**
 * Plain document values as Firestore treats them: deep copies, type order and comparison, field paths, merges,
 * write validation and server-time resolution. Values are null, booleans, numbers, strings, Dates, arrays and
 * plain objects (maps); the SERVER_TIME sentinel may appear in written data.
 */
import { DataError, isServerTime } from '../../ports/document-store';

export type DocData = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A deep copy: callers never share objects with the store. The frozen sentinel is kept as is. */
export function cloneValue<T>(value: T): T {
  if (typeof value !== 'object' || value === null || isServerTime(value)) return value;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => cloneValue(item)) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) copy[key] = cloneValue(field);
  return copy as T;
}

// Firestore's cross-type order: null < boolean < number < timestamp < string < array < map.
function typeOrder(value: unknown): number {
  if (value === null) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (value instanceof Date) return 3;
  if (typeof value === 'string') return 5;
  if (Array.isArray(value)) return 9;
  return 10;
}

export function sameType(a: unknown, b: unknown): boolean {
  return typeOrder(a) === typeOrder(b);
}

function compareNumbers(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

const isSurrogate = (code: number) => code >= 0xd800 && code <= 0xdfff;

/** Strings compare by UTF-8 bytes (= code points), not UTF-16 units. */
function compareStrings(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    if (isSurrogate(x) !== isSurrogate(y)) return isSurrogate(x) ? 1 : -1;
    return x < y ? -1 : 1;
  }
  return compareNumbers(a.length, b.length);
}

export function compareValues(a: unknown, b: unknown): number {
  const byType = typeOrder(a) - typeOrder(b);
  if (byType !== 0) return byType < 0 ? -1 : 1;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'number' && typeof b === 'number') return compareNumbers(a, b);
  if (a instanceof Date && b instanceof Date) return compareNumbers(a.getTime(), b.getTime());
  if (typeof a === 'string' && typeof b === 'string') return compareStrings(a, b);
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const order = compareValues(a[i], b[i]);
      if (order !== 0) return order;
    }
    return compareNumbers(a.length, b.length);
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keysA = Object.keys(a).sort(compareStrings);
    const keysB = Object.keys(b).sort(compareStrings);
    for (let i = 0; i < Math.min(keysA.length, keysB.length); i++) {
      const keyA = keysA[i] ?? '';
      const keyB = keysB[i] ?? '';
      const order = compareStrings(keyA, keyB) || compareValues(a[keyA], b[keyB]);
      if (order !== 0) return order;
    }
    return compareNumbers(keysA.length, keysB.length);
  }
  return 0;
}

export function valueEquals(a: unknown, b: unknown): boolean {
  return compareValues(a, b) === 0;
}

/** A field by dotted path through maps; `undefined` when missing (a missing field never matches a filter). */
export function getField(data: DocData, path: string): unknown {
  if (!path.includes('.')) return Object.hasOwn(data, path) ? data[path] : undefined;
  let current: unknown = data;
  for (const part of path.split('.')) {
    if (!isPlainObject(current) || !Object.hasOwn(current, part)) return undefined;
    current = current[part];
  }
  return current;
}

/** `set` with merge: nested maps merge field by field; anything else replaces. */
export function mergeDeep(target: DocData, patch: DocData): DocData {
  const merged: DocData = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    const current = merged[key];
    merged[key] = isPlainObject(value) && isPlainObject(current) ? mergeDeep(current, value) : value;
  }
  return merged;
}

function invalid(path: string, what: string): DataError {
  return new DataError('invalid-argument', `Unsupported field value at ${path || 'document'}: ${what}`);
}

/**
 * The data a client writes, copied and checked like the Firestore SDK: keys holding `undefined` are dropped
 * (as the Firestore adapter does), `id` is dropped (it is the doc's name, not a field), and unsupported
 * values (functions, class instances, invalid dates, an array directly inside an array, the sentinel anywhere
 * inside an array) are rejected. An array inside a map inside an array is a valid Firestore value.
 */
export function prepareWrite(data: object): DocData {
  const copy: DocData = {};
  for (const [key, value] of Object.entries(data)) {
    if (key !== 'id' && value !== undefined) copy[key] = checkedCopy(value, key, false);
  }
  return copy;
}

/** `inArray`: somewhere inside an array; `directlyInArray`: an element of one (not inside a map of one). */
function checkedCopy(value: unknown, path: string, inArray: boolean, directlyInArray = inArray): unknown {
  if (
    value === null ||
    typeof value === 'boolean' ||
    typeof value === 'number' ||
    typeof value === 'string'
  ) {
    return value;
  }
  if (isServerTime(value)) {
    if (inArray) throw invalid(path, 'server time inside an array');
    return value;
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw invalid(path, 'invalid Date');
    return new Date(value.getTime());
  }
  if (Array.isArray(value)) {
    if (directlyInArray) throw invalid(path, 'nested arrays');
    return value.map((item: unknown, i) => {
      if (item === undefined) throw invalid(`${path}[${i}]`, 'undefined');
      return checkedCopy(item, `${path}[${i}]`, true);
    });
  }
  if (isPlainObject(value)) {
    const copy: DocData = {};
    for (const [key, field] of Object.entries(value)) {
      if (field !== undefined) copy[key] = checkedCopy(field, `${path}.${key}`, inArray, false);
    }
    return copy;
  }
  throw invalid(path, typeof value === 'object' ? 'a class instance' : typeof value);
}

/** Replaces every SERVER_TIME sentinel with the store clock's time. */
export function resolveServerTimes(data: DocData, now: Date): DocData {
  const resolve = (value: unknown): unknown => {
    if (isServerTime(value)) return new Date(now.getTime());
    if (Array.isArray(value)) return value.map(resolve);
    if (isPlainObject(value)) {
      const out: DocData = {};
      for (const [key, field] of Object.entries(value)) out[key] = resolve(field);
      return out;
    }
    return value;
  };
  const resolved = resolve(data);
  return isPlainObject(resolved) ? resolved : {};
}
