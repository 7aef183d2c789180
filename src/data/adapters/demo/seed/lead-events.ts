/**
 * The CRM timeline of the seeded leads (/admin/leads): each lead past `nuevo` walked the pipeline one status at a
 * time, worked by the demo superuser, with a note here and there; the bakery's own lead ends with its conversion.
 */
import type { Lead, LeadEvent, LeadStatus } from '../../../ports/collections';
import type { WithId } from '../../../ports/document-store';
import type { SeedCalendar } from './calendar';

/** The statuses a lead went through to reach `status` (a lost lead was lost after the first call). */
const PATHS: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  nuevo: ['nuevo'],
  contactado: ['nuevo', 'contactado'],
  demo: ['nuevo', 'contactado', 'demo'],
  propuesta: ['nuevo', 'contactado', 'demo', 'propuesta'],
  ganado: ['nuevo', 'contactado', 'demo', 'propuesta', 'ganado'],
  perdido: ['nuevo', 'contactado', 'perdido'],
};

/** A note written right after moving a lead into a status. */
const NOTES: Partial<Record<LeadStatus, string>> = {
  contactado: 'Llamada de presentación: le enviamos el material por correo.',
  demo: 'Demostración por videollamada; le interesó el control de turnos.',
  perdido: 'Eligieron seguir con el libro de asistencia por este año.',
};

const HOUR_MS = 3_600_000;

/**
 * The timeline of `leads`, by `actorId`: one 'status' entry per step (spread between the lead's creation and
 * `now`), a note after some steps, and a 'converted' entry, when its tenant was created (`tenantCreatedAt`), for
 * a lead that became a tenant.
 */
export function buildLeadEvents(
  leads: readonly WithId<Lead>[],
  calendar: SeedCalendar,
  actorId: string,
  tenantCreatedAt: Date,
): WithId<LeadEvent>[] {
  const nowMs = calendar.now.getTime();
  return leads.flatMap((lead) => {
    const path = PATHS[lead.status];
    const steps = path.length - 1 + (lead.tenantId === null ? 0 : 1);
    if (steps === 0) return [];
    // Spread the steps over the lead's life (the last one at least an hour ago), or up to its conversion.
    const end = lead.tenantId === null ? nowMs - HOUR_MS : tenantCreatedAt.getTime();
    const span = Math.max(steps * HOUR_MS, end - lead.createdAt.getTime());
    const at = (step: number) => new Date(lead.createdAt.getTime() + Math.round((span * step) / steps));
    const events: WithId<LeadEvent>[] = [];
    const entry = (kind: LeadEvent['kind'], step: number, fields: Partial<LeadEvent>) =>
      events.push({
        id: `${lead.id}-${String(events.length + 1).padStart(2, '0')}`,
        leadId: lead.id,
        kind,
        from: null,
        to: null,
        text: null,
        tenantId: null,
        actorId,
        createdAt: at(step),
        ...fields,
      });
    path.slice(1).forEach((to, index) => {
      const from = path[index] ?? 'nuevo';
      entry('status', index + 1, { from, to });
      const note = NOTES[to];
      if (note !== undefined && lead.tenantId === null) {
        entry('note', index + 1, { text: note, createdAt: new Date(at(index + 1).getTime() + 600_000) });
      }
    });
    if (lead.tenantId !== null) {
      entry('converted', steps, { from: lead.status, to: lead.status, tenantId: lead.tenantId });
    }
    return events;
  });
}
