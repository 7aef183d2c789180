/** Technical incidents (incident-write.ts, domain/incidents/incidents.ts): a superuser's manual record, Res. Ex. N° 38 art. 27 f. */
import { INCIDENT_LIMITS } from '../../../domain/incidents/incidents';
import { INCIDENT_CREATE_FIELDS, INCIDENT_UPDATE_FIELDS } from '../incident-write';
import { UID_MAX } from '../verdicts';
import { alignedList, rules } from './syntax';

/** The fields a create must hold besides the stamp (stampedByCaller reads those). */
const REQUIRED = INCIDENT_CREATE_FIELDS.filter((field) => field !== 'updatedBy' && field !== 'updatedAt');

export function incidentsBlock(): string {
  return rules`
// An incident's end: none yet (null), or a time between its start and the request.
function incidentEnd(data) {
  return data.get('end', null) == null
    || (data.end is timestamp && data.end >= data.start && data.end <= request.time);
}

// validateIncidentCreate: a superuser records by hand (origin 'manual' only: the system's are the server's) an
// incident of the whole platform (tenantId null) or of one company, a description of up to
// ${INCIDENT_LIMITS.description} characters, a start not after the request, signed by the caller.
function validIncidentCreate(data) {
${alignedList('  return data.keys().hasOnly(', INCIDENT_CREATE_FIELDS, ')')}
${alignedList('    && data.keys().hasAll(', REQUIRED, ')')}
    && (data.tenantId == null
      || (data.tenantId is string && data.tenantId.size() > 0 && data.tenantId.size() <= ${UID_MAX}))
    && data.origin == 'manual'
    && text(data.description, ${INCIDENT_LIMITS.description})
    && data.start is timestamp && data.start <= request.time
    && incidentEnd(data)
    && data.createdBy == request.auth.uid && data.createdAt == request.time
    && stampedByCaller(data);
}

// validateIncidentUpdate: only the end (set, never cleared), the description and the stamp change.
function validIncidentUpdate() {
  let data = request.resource.data;
${alignedList('  return changed().hasOnly(', INCIDENT_UPDATE_FIELDS, ')')}
    && text(data.get('description', null), ${INCIDENT_LIMITS.description})
    && incidentEnd(data)
    && (resource.data.get('end', null) == null || data.get('end', null) != null)
    && stampedByCaller(data);
}`;
}
