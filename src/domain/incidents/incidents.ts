/**
 * The technical-incident log of Res. Ex. N° 38 art. 27 f ("Registro de incidentes técnicos"): each incident that
 * stopped the system in whole or in part, with its start, its end (none while it lasts) and a description. The
 * system records the outages it can see (the signing backlog: src/server/incidents/record-incident.ts); a
 * superuser records the others by hand (/admin/incidentes). An incident touches the whole platform
 * (`tenantId: null`) or one company. Pure: the rules' sizes, the server's detector, the screen and report f) read
 * the same numbers and texts.
 */

/** Who recorded it: the system's own detector, or a superuser by hand. Clients only ever write `manual`. */
export const INCIDENT_ORIGINS = ['sistema', 'manual'] as const;
export type IncidentOrigin = (typeof INCIDENT_ORIGINS)[number];

export const INCIDENT_ORIGIN_LABEL: Readonly<Record<IncidentOrigin, string>> = {
  sistema: 'Sistema',
  manual: 'Manual',
};

/** Sizes: the same numbers in firestore.rules, the write validator and the form. */
export const INCIDENT_LIMITS = {
  /** The description, in Spanish (trimmed, not blank). */
  description: 500,
} as const;

/** An incident as the report and the screen read it. `tenantId` null: the whole platform. */
export interface IncidentLike {
  tenantId: string | null;
  start: Date;
  /** Null while it lasts. */
  end: Date | null;
  description: string;
  origin: IncidentOrigin;
}

/** Whether an incident touched any part of `[from, to)`: it started before the end and had not ended by the start. */
export function incidentOverlaps(
  incident: Pick<IncidentLike, 'start' | 'end'>,
  from: Date,
  to: Date,
): boolean {
  return incident.start < to && (incident.end === null || incident.end > from);
}

/** How long it lasted, in whole seconds (until `now` while it lasts); never negative. */
export function incidentSeconds(incident: Pick<IncidentLike, 'start' | 'end'>, now: Date): number {
  const end = incident.end ?? now;
  return Math.max(0, Math.floor((end.getTime() - incident.start.getTime()) / 1000));
}

/** Newest first (the screen's order); the report sorts by start, oldest first. */
export function byStartDescending<T extends Pick<IncidentLike, 'start'>>(a: T, b: T): number {
  return b.start.getTime() - a.start.getTime();
}

/**
 * The signing backlog (Res. Ex. N° 38 art. 27 f, an outage the system can see): a punch made in the app must get
 * its receipt within seconds (receipt-service.ts). A punch of the last LOOKBACK_HOURS still unsigned
 * THRESHOLD_MINUTES after it landed means the signer is down: the system opens an incident, and closes it once no
 * punch is waiting.
 */
export const SIGNING_BACKLOG = {
  thresholdMinutes: 15,
  lookbackHours: 48,
} as const;

/** The detector's name on the incidents it opens (`detector`), and the prefix of their ids. */
export const SIGNING_BACKLOG_DETECTOR = 'firma-de-marcas';

/** What the system writes as the description of a signing backlog. */
export function signingBacklogDescription(pending: number): string {
  const punches = pending === 1 ? '1 marca' : `${pending} marcas`;
  return `Firma de comprobantes detenida: ${punches} sin comprobante más de ${SIGNING_BACKLOG.thresholdMinutes} minutos después de registrada.`;
}

/** The validation of the superuser's form, in Spanish; null when valid. */
export function incidentFormError(
  input: { start: Date | null; end: Date | null; description: string },
  now: Date,
): string | null {
  const description = input.description.trim();
  if (description === '') return 'Ingresa una descripción del incidente.';
  if (input.description.length > INCIDENT_LIMITS.description)
    return `La descripción admite hasta ${INCIDENT_LIMITS.description} caracteres.`;
  if (input.start === null || Number.isNaN(input.start.getTime()))
    return 'Ingresa la fecha y hora de inicio.';
  if (input.start > now) return 'El inicio no puede ser posterior a este momento.';
  if (input.end !== null) {
    if (Number.isNaN(input.end.getTime())) return 'La fecha y hora de término no es válida.';
    if (input.end < input.start) return 'El término no puede ser anterior al inicio.';
    if (input.end > now) return 'El término no puede ser posterior a este momento.';
  }
  return null;
}

/** The zone an incident of the whole platform is written in (no company's own): Chile's. */
export const PLATFORM_TIME_ZONE = 'America/Santiago';

/** Who an incident touched, in words. */
export function incidentScopeLabel(tenantId: string | null, tenantName?: string | null): string {
  if (tenantId === null) return 'Toda la plataforma';
  return tenantName ?? tenantId;
}
