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
}

function defineKind(type: AlertType): AlertKind {
  const slug = SLUG_BY_TYPE[type];
  return { type, slug, idPrefix: `${slug}:` };
}

function groupOf(type: AlertType): number {
  return SORTED_SLUGS.indexOf(SLUG_BY_TYPE[type]);
}

/**
 * The sort group of each type (see OrderHints.groupByType): the rank of its slug. No slug is a prefix of
 * another, so ids with different slugs compare as their slugs do.
 */
export const GROUP_BY_TYPE: Readonly<Record<AlertType, number>> = {
  'Entrada Tardía': groupOf('Entrada Tardía'),
  'Llegada Tardía': groupOf('Llegada Tardía'),
  'Salida Faltante': groupOf('Salida Faltante'),
  'Salida Temprana': groupOf('Salida Temprana'),
  'Descanso Largo': groupOf('Descanso Largo'),
  'Turno No Programado': groupOf('Turno No Programado'),
};

export const LATE_ENTRY = defineKind('Entrada Tardía');
export const LATE_ARRIVAL = defineKind('Llegada Tardía');
export const MISSING_CHECKOUT = defineKind('Salida Faltante');
export const EARLY_LEAVE = defineKind('Salida Temprana');
export const LONG_BREAK = defineKind('Descanso Largo');
export const UNSCHEDULED = defineKind('Turno No Programado');

/** Makes a value safe to embed in an alert id (no ':'); most values need no encoding. */
export function idPart(value: string): string {
  return SAFE_ID_PART.test(value) ? value : encodeURIComponent(value);
}

const COLON = 58;

/** Whether `${a}:` sorts before `${b}:` (as id parts, which contain no ':'), without allocating. */
export function idPartBefore(a: string, b: string): boolean {
  if (b.startsWith(a)) return a.length < b.length && COLON < b.charCodeAt(a.length);
  if (a.startsWith(b)) return a.charCodeAt(b.length) < COLON;
  return a < b;
}
