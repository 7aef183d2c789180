/**
 * An audit entry as a person reads it in /logs (issue #47 item 6): when in the tenant's zone, who by name, the
 * action's Spanish label, and what happened as a sentence, with no raw ids or UTC instants; the technical text
 * (action key, ids, the stored details) stays apart for support.
 *
 * No DOM, no app imports: pure text.
 */
import { formatInZone } from '../calendar/time-zone';
import { actionLabel, adminCallOf } from './action-labels';
import { adminText, localTime, type Json, type TextContext } from './admin-text';

export type { TextContext } from './admin-text';

/** What of a stored entry (src/data/ports/collections.ts LogEntry) the text needs. */
export interface LogEntryLike {
  actorId: string;
  action: string;
  target: string | null;
  details: string | null;
  createdAt: Date;
}

export interface ReadableLog {
  /** `dd-MM-yyyy HH:mm` in the tenant's zone. */
  when: string;
  who: string;
  action: string;
  sentence: string;
  /** The stored entry as it is (action key, ids, details as stored), for support. */
  technical: string;
}

/** A raw document id (Firestore's 20 characters, an Auth uid's 28) as a short reference: `ref. FaK34f`. */
export function shortRef(id: string): string {
  return `ref. ${id.slice(0, 6)}`;
}

/** Whether a word is a generated id (20 or 28 letters and digits of mixed kinds), not a word of a sentence. */
export function looksLikeRawId(word: string): boolean {
  if (!/^(?:[A-Za-z0-9]{20}|[A-Za-z0-9]{28})$/.test(word)) return false;
  const kinds = [/[A-Z]/, /[a-z]/, /[0-9]/].filter((kind) => kind.test(word)).length;
  return kinds >= 2;
}

const ISO_INSTANT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})/g;
const DAY_KEY = /(?<![\w.-])(\d{4})-(\d{2})-(\d{2})(?![\w-])/g;
const WORD = /[A-Za-z0-9_-]{4,}/g;

/** A stored text made readable: instants in the zone, day keys as `dd-MM-yyyy`, people's ids as their names. */
export function readableText(text: string, context: TextContext): string {
  return text
    .replace(ISO_INSTANT, (iso) => localTime(iso, context.timeZone) ?? iso)
    .replace(DAY_KEY, (_key, year: string, month: string, day: string) => `${day}-${month}-${year}`)
    .replace(WORD, (word) => context.personName(word) ?? (looksLikeRawId(word) ? shortRef(word) : word));
}

/** The stored details as an object when they are JSON (AdminPort entries), else null. */
export function parsedDetails(details: string | null): Json | null {
  if (details === null || !details.trimStart().startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(details);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
  } catch {
    return null;
  }
}

const FIELD_LABEL: Readonly<Record<string, string>> = {
  email: 'correo',
  displayName: 'nombre',
  role: 'rol',
  disabled: 'desactivada',
  days: 'días',
  accessUntil: 'acceso hasta',
  access: 'acceso',
  ip: 'IP',
  file: 'archivo',
  reason: 'motivo',
  fields: 'campos',
  week: 'semana',
  name: 'nombre',
  method: 'método',
};

function valueText(value: unknown, context: TextContext): string {
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return readableText(value, context);
  if (Array.isArray(value)) return value.map((item) => valueText(item, context)).join(', ');
  if (value === null || value === undefined) return 'sin dato';
  return JSON.stringify(value);
}

const fieldName = (key: string) => FIELD_LABEL[key] ?? key;

/** JSON details no builder reads: each field in words (`rol: employee → admin`), before/after paired. */
export function genericJsonText(details: Json, context: TextContext): string {
  const before = details.before as Json | undefined;
  const after = details.after as Json | undefined;
  const parts: string[] = [];
  if (typeof after === 'object' && after !== null) {
    for (const [key, value] of Object.entries(after)) {
      const was = typeof before === 'object' && before !== null && key in before ? before[key] : undefined;
      const now = valueText(value, context);
      parts.push(
        was === undefined
          ? `${fieldName(key)}: ${now}`
          : `${fieldName(key)}: ${valueText(was, context)} → ${now}`,
      );
    }
  }
  for (const [key, value] of Object.entries(details)) {
    if (key === 'before' || key === 'after') continue;
    parts.push(`${fieldName(key)}: ${valueText(value, context)}`);
  }
  const sentence = parts.join('; ');
  return sentence === '' ? 'Sin detalle' : `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
}

/** The entry's detail as a sentence. */
export function logSentence(entry: LogEntryLike, context: TextContext): string {
  const json = parsedDetails(entry.details);
  if (json === null) return entry.details === null ? '' : readableText(entry.details, context);
  const admin = adminCallOf(entry.action);
  const text = admin === null ? null : adminText(admin.call, admin.outcome, json, entry.target, context);
  return text ?? genericJsonText(json, context);
}

/** Who acted: the person's name, a fiscalizador by e-mail, or a short reference for someone not of the tenant. */
export function actorText(entry: LogEntryLike, context: TextContext): string {
  const name = context.personName(entry.actorId);
  if (name !== null) return name;
  const email = parsedDetails(entry.details)?.email;
  if (entry.action.startsWith('admin.') && typeof email === 'string' && email.endsWith('@dt.gob.cl'))
    return `Fiscalizador ${email}`;
  return `Persona eliminada o externa (${shortRef(entry.actorId)})`;
}

/** The stored entry for support: the action key, the ids, the details exactly as stored. */
export function technicalText(entry: LogEntryLike): string {
  const details = entry.details ?? '';
  return [
    `Acción: ${entry.action}`,
    `Persona: ${entry.actorId}`,
    `Objeto: ${entry.target ?? '—'}`,
    `Fecha (UTC): ${entry.createdAt.toISOString()}`,
    ...(details === '' ? [] : [`Detalle: ${details}`]),
  ].join('\n');
}

export function readLog(entry: LogEntryLike, context: TextContext): ReadableLog {
  return {
    when: formatInZone(entry.createdAt, context.timeZone, 'dd-MM-yyyy HH:mm'),
    who: actorText(entry, context),
    action: actionLabel(entry.action),
    sentence: logSentence(entry, context),
    technical: technicalText(entry),
  };
}
