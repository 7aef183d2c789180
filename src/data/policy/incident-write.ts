/**
 * Field checks of a technical incident (incidents/{id}, Res. Ex. N° 38 art. 27 f) written by a superuser: created
 * by hand with `origin: 'manual'` only (the system's incidents are the server's), the whole platform
 * (`tenantId: null`) or one company, a description within INCIDENT_LIMITS, a start not after the request and an
 * end (or none yet) between the start and the request, signed by the caller (createdBy, and the updatedBy/updatedAt
 * stamp the server logs the act from). Afterwards only the end (set, never cleared), the description and the
 * stamp change. firestore.rules `validIncidentCreate` / `validIncidentUpdate` say the same (rules/incidents.ts).
 */
import { INCIDENT_LIMITS } from '../../domain/incidents/incidents';
import { isServerTime } from '../ports/document-store';
import {
  allowIf,
  changedKeys,
  deny,
  exactFields,
  firstDenial,
  requiredText,
  UID_MAX,
  type Data,
  type Verdict,
} from './verdicts';

/** Every field of a manual incident as a client creates it. */
export const INCIDENT_CREATE_FIELDS = [
  'tenantId',
  'start',
  'end',
  'description',
  'origin',
  'createdBy',
  'createdAt',
  'updatedBy',
  'updatedAt',
] as const;

/** What a superuser's later write may change. */
export const INCIDENT_UPDATE_FIELDS = ['end', 'description', 'updatedBy', 'updatedAt'] as const;

/** The time a field stands for (the server's sentinel is the request's time), or null when it is none. */
function instant(value: unknown, now: Date): Date | null {
  if (isServerTime(value)) return now;
  return value instanceof Date && !Number.isNaN(value.getTime()) ? value : null;
}

function endVerdict(after: Data, now: Date): Verdict {
  if (after.end === null) return deny('end must be present (null while the incident lasts)');
  const start = instant(after.start, now);
  const end = instant(after.end, now);
  if (end === null) return deny('end must be null or a time');
  return allowIf(
    start !== null && end >= start && end <= now,
    'end must not be before the start nor after the request',
  );
}

const stamp = (after: Data, callerUid: string) =>
  allowIf(
    after.updatedBy === callerUid && isServerTime(after.updatedAt),
    'a write sets updatedBy = caller and updatedAt = server time',
  );

export function validateIncidentCreate(after: Data, callerUid: string, now: Date): Verdict {
  const { tenantId } = after;
  const start = instant(after.start, now);
  return firstDenial([
    exactFields(after, INCIDENT_CREATE_FIELDS),
    allowIf(
      tenantId === null || (typeof tenantId === 'string' && tenantId !== '' && tenantId.length <= UID_MAX),
      'tenantId must be null (the whole platform) or a tenant id',
    ),
    allowIf(after.origin === 'manual', "a client records only origin 'manual' incidents"),
    requiredText(after, 'description', INCIDENT_LIMITS.description),
    allowIf(start !== null && start <= now, 'start must be a time not after the request'),
    after.end === null ? { allow: true } : endVerdict(after, now),
    allowIf(after.createdBy === callerUid, 'createdBy must be the caller'),
    allowIf(isServerTime(after.createdAt), 'createdAt must be the server time'),
    stamp(after, callerUid),
  ]);
}

export function validateIncidentUpdate(before: Data, after: Data, callerUid: string, now: Date): Verdict {
  const allowed: readonly string[] = INCIDENT_UPDATE_FIELDS;
  const changed = changedKeys(before, after).filter((key) => !allowed.includes(key));
  return firstDenial([
    allowIf(changed.length === 0, `fields cannot change: ${changed.join(', ')}`),
    requiredText(after, 'description', INCIDENT_LIMITS.description),
    after.end === null
      ? allowIf(before.end === null || before.end === undefined, 'an ended incident cannot be reopened')
      : endVerdict(after, now),
    stamp(after, callerUid),
  ]);
}

/** A superuser's write of an incident: a create (or a write to one the same batch created) or an update. */
export function validateIncidentWrite(
  before: Data | null,
  after: Data,
  callerUid: string,
  now: Date,
): Verdict {
  return before === null
    ? validateIncidentCreate(after, callerUid, now)
    : validateIncidentUpdate(before, after, callerUid, now);
}
