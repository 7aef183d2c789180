/**
 * Report f) of Res. Ex. N° 38 art. 27, the technical-incident log: every incident that stopped the system in whole
 * or in part and overlapped the period (src/domain/incidents/incidents.ts), the platform's and the company's, with
 * its start and end (dd/mm/aa hh:mm:ss), how long it lasted (h:mm:ss, until now while it lasts), the description
 * and who recorded it (the system or a superuser by hand). Oldest first. Pure.
 */
import { addDaysToKey } from '../../domain/calendar/day-keys';
import { dayKeyToInstant, formatInZone } from '../../domain/calendar/time-zone';
import { formatHms } from '../../domain/format/numbers';
import {
  INCIDENT_ORIGIN_LABEL,
  incidentOverlaps,
  incidentSeconds,
  type IncidentLike,
} from '../../domain/incidents/incidents';
import type { ExportTable } from '../../lib/export/table';

/** What the report says when no incident overlapped the period (our wording: the resolution gives none). */
export const NO_INCIDENTS_TEXT = 'Sin incidentes técnicos en el periodo consultado';

/** What an incident still lasting shows as its end. */
export const ONGOING_TEXT = 'En curso';

export const INCIDENT_COLUMNS = ['Inicio', 'Término', 'Duración', 'Descripción', 'Origen'];

export interface IncidentReportInput {
  title: string;
  incidents: readonly IncidentLike[];
  /** The period, 'yyyy-MM-dd' inclusive, in the tenant's zone. */
  from: string;
  to: string;
  timeZone: string;
  now: Date;
}

/** The incidents that overlapped the period, oldest first. */
export function incidentsInPeriod(input: Omit<IncidentReportInput, 'title' | 'now'>): IncidentLike[] {
  const start = dayKeyToInstant(input.from, input.timeZone);
  const end = dayKeyToInstant(addDaysToKey(input.to, 1), input.timeZone);
  return input.incidents
    .filter((incident) => incidentOverlaps(incident, start, end))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.description.localeCompare(b.description));
}

/** The report's table; no rows when nothing overlapped (dtReportTable then writes NO_INCIDENTS_TEXT). */
export function incidentsReport(input: IncidentReportInput): ExportTable {
  const when = (instant: Date) => formatInZone(instant, input.timeZone, 'dd/MM/yy HH:mm:ss');
  return {
    title: input.title,
    columns: INCIDENT_COLUMNS,
    rows: incidentsInPeriod(input).map((incident) => [
      when(incident.start),
      incident.end === null ? ONGOING_TEXT : when(incident.end),
      formatHms(incidentSeconds(incident, input.now)),
      incident.description,
      INCIDENT_ORIGIN_LABEL[incident.origin],
    ]),
  };
}
