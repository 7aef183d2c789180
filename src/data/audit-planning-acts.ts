/**
 * The planning acts the server logs (src/data/audit-server.ts), from the stamps the rules bind to the caller and
 * the server time: a publish of the agenda (`planPublishes`: `publishedBy`, `publishedAt`). The texts are
 * /agenda's: `Publicó 8 turnos de 2 personas (16-11-2026 – 22-11-2026). Motivo: …`.
 */
import { str, type Act, type Written } from './audit-acts';
import { formatDayKey, isDayKey } from '../domain/calendar/day-keys';

/** `1 turno`, `8 turnos`. */
export function shiftsLabel(count: number): string {
  return `${count} ${count === 1 ? 'turno' : 'turnos'}`;
}

/** `1 persona`, `3 personas`. */
export function peopleLabel(count: number): string {
  return `${count} ${count === 1 ? 'persona' : 'personas'}`;
}

/** `16-11-2026`. */
export function shownDay(day: string): string {
  return formatDayKey(day, 'dd-MM-yyyy');
}

/** What a publish covers: how many schedules, of how many people, from and to which day. */
export interface PublishSummary {
  count: number;
  /** Whose (only their number is told). */
  userIds: readonly unknown[];
  from: string;
  to: string;
}

/** `Publicó 8 turnos de 2 personas (16-11-2026 – 22-11-2026). Motivo: …` */
export function publishText({ count, userIds, from, to }: PublishSummary, reason: string | null): string {
  const text = `Publicó ${shiftsLabel(count)} de ${peopleLabel(userIds.length)} (${shownDay(from)} – ${shownDay(to)})`;
  return reason ? `${text}. Motivo: ${reason}` : text;
}

/** A publish, logged once from its document (never changed or deleted). */
export function publishAct({ before, after }: Written): Act | null {
  if (before !== null || after === null) return null;
  const tenantId = str(after.tenantId);
  const actorId = str(after.publishedBy);
  const { count, userIds, from, to } = after;
  if (tenantId === null || actorId === null || typeof count !== 'number' || !Array.isArray(userIds))
    return null;
  if (!isDayKey(from) || !isDayKey(to)) return null;
  const details = publishText({ count, userIds, from, to }, str(after.reason));
  return { tenantId, actorId, action: 'schedule.publish', details };
}
