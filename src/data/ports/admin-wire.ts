/**
 * How AdminPort calls cross JSON between the browser and the callable functions: the input's Dates travel as
 * ISO strings (`file.hireDate`; the service's schema reads them back, admin-schema.ts) and an AdminError as
 * the HttpsError's code, message and details `{ reason, fields }`, read back into the same AdminError.
 */
import { ADMIN_REFUSALS, AdminError, type AdminErrorCode, type AdminRefusal } from './admin-port';

/** An object literal: not an array, a Date, a Firestore Timestamp or any other class instance. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * `value` with arrays and object literals walked at any depth, undefined fields left out (JSON and Firestore
 * have no undefined) and every other value replaced by `leaf(value)`. The one walk of every edge that converts
 * plain data: this wire, the functions' store wire and their Firestore store.
 */
export function mapLeaves(value: unknown, leaf: (value: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapLeaves(item, leaf));
  if (isPlainObject(value)) {
    const mapped: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (field !== undefined) mapped[key] = mapLeaves(field, leaf);
    }
    return mapped;
  }
  return leaf(value);
}

/**
 * An input as JSON: Dates become ISO strings (an invalid Date a string the server's schema refuses) and
 * undefined fields are left out rather than sent as null.
 */
export function encodeAdminInput(value: unknown): unknown {
  return mapLeaves(value, (leaf) => {
    if (!(leaf instanceof Date)) return leaf;
    return Number.isNaN(leaf.getTime()) ? 'Invalid Date' : leaf.toISOString();
  });
}

/** An AdminError's `details` on the wire. */
export interface AdminErrorDetails {
  reason: AdminRefusal | null;
  fields: string[];
}

export function adminErrorDetails(error: AdminError): AdminErrorDetails {
  return { reason: error.reason, fields: [...error.fields] };
}

/** Every AdminErrorCode (the Record makes the compiler hold this list to the union). */
const ERROR_CODES: Readonly<Record<AdminErrorCode, true>> = {
  unauthenticated: true,
  'permission-denied': true,
  'invalid-argument': true,
  'already-exists': true,
  'not-found': true,
  'failed-precondition': true,
  unavailable: true,
  'resource-exhausted': true,
  internal: true,
};

export function isAdminErrorCode(code: string): code is AdminErrorCode {
  return Object.hasOwn(ERROR_CODES, code);
}

function isRefusal(reason: unknown): reason is AdminRefusal {
  return typeof reason === 'string' && (ADMIN_REFUSALS as readonly string[]).includes(reason);
}

/**
 * The AdminError a server sent, or null when `details` is not the server's `{ reason, fields }` (the failure
 * came from somewhere else: the network, the platform, App Check).
 */
export function adminErrorFromWire(code: string, message: string, details: unknown): AdminError | null {
  if (!isAdminErrorCode(code) || !isPlainObject(details)) return null;
  const { reason, fields } = details;
  if (!(reason === null || isRefusal(reason))) return null;
  if (!Array.isArray(fields) || !fields.every((field) => typeof field === 'string')) return null;
  return new AdminError(code, reason, message, fields);
}
