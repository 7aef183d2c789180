/** How a lead's timeline entry reads in /admin/leads ('Nuevo → Demostración · 27 nov 2026 10:15 · por Ana'). */
import { LEAD_STATUS_LABEL } from '../../domain/labels';
import { formatInZone } from '../../domain/calendar/time-zone';
import type { LeadEvent } from '../../data/ports/collections';

export interface TimelineLine {
  /** What happened: the move, the note, or the company created. */
  title: string;
  /** When, in the zone, and who. */
  meta: string;
}

/** '27 nov 2026 10:15' in `timeZone`. */
export function formatLeadTime(instant: Date, timeZone: string): string {
  return formatInZone(instant, timeZone, 'd MMM yyyy HH:mm');
}

export function describeLeadEvent(
  event: LeadEvent,
  actorName: string | null,
  timeZone: string,
): TimelineLine {
  const when = formatLeadTime(event.createdAt, timeZone);
  const meta = actorName === null ? when : `${when} · por ${actorName}`;
  switch (event.kind) {
    case 'status':
      return {
        title: `${event.from ? LEAD_STATUS_LABEL[event.from] : '—'} → ${event.to ? LEAD_STATUS_LABEL[event.to] : '—'}`,
        meta,
      };
    case 'note':
      return { title: event.text ?? '', meta: `Nota · ${meta}` };
    case 'converted':
      return {
        title: `Convertido en empresa${event.text ? ` «${event.text}»` : ''} (${event.tenantId ?? ''})`,
        meta,
      };
  }
}
