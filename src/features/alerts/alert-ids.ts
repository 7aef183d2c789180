/**
 * Alert kinds and the pieces of alert ids: `<slug>:<user id part>:<yyyy-MM-dd>:<key>`, where the user id
 * part is the user id, URI-encoded when it has characters other than [A-Za-z0-9_.~-] (so it never
 * contains ':'), and the key is `s<slot index>` or the record key of an unscheduled shift.
 */
import type { AlertType } from './alert-types';

const SAFE_ID_PART = /^[\w.~-]*$/;

const SLUG_BY_TYPE: Readonly<Record<AlertType, string>> = {
  'Entrada Tardía': 'late-entry',
  'Llegada Tardía': 'late-arrival',
  'Salida Faltante': 'missing-checkout',
  'Salida Temprana': 'early-leave',
  'Descanso Largo': 'long-break',
  'Turno No Programado': 'unscheduled',
};
const SORTED_SLUGS = Object.values(SLUG_BY_TYPE).sort();

/** An alert type and the slug that starts its ids. */
export interface AlertKind {
  type: AlertType;
  slug: string;
  /** `<slug>:` */
  idPrefix: string;
  /**
   * Rank of the slug among all slugs. No slug is a prefix of another, so ids of different kinds compare
   * as their groups do (alert-order.ts sorts by group before comparing ids).
   */
  group: number;
}

function defineKind(type: AlertType): AlertKind {
  const slug = SLUG_BY_TYPE[type];
  return { type, slug, idPrefix: `${slug}:`, group: SORTED_SLUGS.indexOf(slug) };
}

export const LATE_ENTRY = defineKind('Entrada Tardía');
export const LATE_ARRIVAL = defineKind('Llegada Tardía');
export const MISSING_CHECKOUT = defineKind('Salida Faltante');
export const EARLY_LEAVE = defineKind('Salida Temprana');
export const LONG_BREAK = defineKind('Descanso Largo');
export const UNSCHEDULED = defineKind('Turno No Programado');

export const ALERT_KINDS: readonly AlertKind[] = [
  LATE_ENTRY,
  LATE_ARRIVAL,
  MISSING_CHECKOUT,
  EARLY_LEAVE,
  LONG_BREAK,
  UNSCHEDULED,
];

/** Makes a value safe to embed in an alert id (no ':'); most values need no encoding. */
export function idPart(value: string): string {
  return SAFE_ID_PART.test(value) ? value : encodeURIComponent(value);
}

const COLON = 58;

/** Whether `${a}:` sorts before `${b}:` (as id parts, which contain no ':'), without allocating. */
export function idPartBefore(a: string, b: string): boolean {
  const common = Math.min(a.length, b.length);
  for (let i = 0; i < common; i += 1) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    if (ca !== cb) return ca < cb;
  }
  // One is a prefix of the other: the shorter one continues with ':'.
  if (a.length < b.length) return COLON < b.charCodeAt(common);
  if (b.length < a.length) return a.charCodeAt(common) < COLON;
  return false;
}
