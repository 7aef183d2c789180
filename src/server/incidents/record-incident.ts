/**
 * The system's own entries in the technical-incident log (Res. Ex. N° 38 art. 27 f), once, for every backend that
 * runs it: the outages the server can see are opened and closed here, written with `origin: 'sistema'` (no client
 * may write that origin: firestore.rules validIncidentCreate). The first detector is the signing backlog
 * (checkSigningBacklog): punches made in the app still without their receipt SIGNING_BACKLOG.thresholdMinutes after
 * they landed mean the signer (receipt-service.ts signAttendance) is down. A scheduled function runs it
 * (functions/src/index.ts, `signingBacklogWatch`); the demo does not (its signer runs in the browser, which signs
 * the seed's open records when idle: a backlog there is no outage).
 *
 * Idempotent: an incident's id is its detector and the instant it started (the oldest waiting punch), created only
 * when absent, so a rerun or a concurrent run opens nothing twice; a run that finds nothing waiting closes the
 * detector's open incidents at its own time. A superuser's end on a system incident stands.
 *
 * No DOM, no Node APIs, no Firebase.
 */
import { monthsBetween } from '../../domain/attendance/attendance-months';
import { PUNCH_FIELD } from '../../domain/attendance/punches';
import { dayKey } from '../../domain/calendar/time-zone';
import {
  SIGNING_BACKLOG,
  SIGNING_BACKLOG_DETECTOR,
  signingBacklogDescription,
} from '../../domain/incidents/incidents';
import type { ServerDoc, ServerStore } from '../admin/server-ports';
import { isDate, unsignedPunches } from '../receipts/unsigned-punches';

export interface IncidentDeps {
  store: ServerStore;
  now: () => Date;
}

/** Who the server writes as an incident's author. */
export const SYSTEM_AUTHOR = 'sistema';

/**
 * A system incident's id: its detector, the company it touched (none for the whole platform) and the instant it
 * started, so it is opened once.
 */
export function systemIncidentId(detector: string, start: Date, tenantId: string | null = null): string {
  return tenantId === null ? `${detector}-${start.getTime()}` : `${detector}-${tenantId}-${start.getTime()}`;
}

/** The detector's incidents still open (no end), by id. */
export async function openSystemIncidents(store: ServerStore, detector: string): Promise<string[]> {
  const found = await store.where('incidents', { origin: 'sistema', detector });
  return found
    .filter(({ data }) => data.end === null || data.end === undefined)
    .map(({ id }) => id)
    .sort();
}

export interface SystemIncident {
  detector: string;
  start: Date;
  description: string;
  /** Null: the whole platform. */
  tenantId: string | null;
}

/** Opens a system incident unless the same one exists; resolves to whether this call opened it. */
export async function openSystemIncident(
  store: ServerStore,
  incident: SystemIncident,
  now: Date,
): Promise<boolean> {
  const doc: ServerDoc = {
    tenantId: incident.tenantId,
    start: incident.start,
    end: null,
    description: incident.description,
    origin: 'sistema',
    detector: incident.detector,
    createdBy: SYSTEM_AUTHOR,
    createdAt: now,
  };
  return store.create(
    'incidents',
    systemIncidentId(incident.detector, incident.start, incident.tenantId),
    doc,
  );
}

/** Sets `end` on each of the detector's open incidents; resolves to the ids it closed. */
export async function closeSystemIncidents(
  store: ServerStore,
  detector: string,
  end: Date,
): Promise<string[]> {
  const open = await openSystemIncidents(store, detector);
  for (const id of open) await store.update('incidents', id, { end });
  return open;
}

/** The punches waiting for their receipt too long: how many, and when the oldest landed. */
export interface SigningBacklog {
  pending: number;
  oldest: Date | null;
}

/** The punches of a record, waiting in `[from, until]`: set in the app, not signed, landed in that span. */
function waiting(record: ServerDoc | null, from: Date, until: Date): Date[] {
  return unsignedPunches(record)
    .map((action) => record?.[PUNCH_FIELD[action]])
    .filter((time): time is Date => isDate(time) && time >= from && time <= until);
}

/**
 * The signing backlog of every active tenant: the punches of the last SIGNING_BACKLOG.lookbackHours still without
 * a receipt SIGNING_BACKLOG.thresholdMinutes after they landed. Found in the people's months of copies (one query
 * per tenant and month) and each confirmed on its own `attendance` record, so a copy that lags behind its
 * signature never counts.
 */
export async function findSigningBacklog(store: ServerStore, now: Date): Promise<SigningBacklog> {
  const from = new Date(now.getTime() - SIGNING_BACKLOG.lookbackHours * 3_600_000);
  const until = new Date(now.getTime() - SIGNING_BACKLOG.thresholdMinutes * 60_000);
  const candidates = new Set<string>();
  for (const { id: tenantId, data: tenant } of await store.where('tenants', { disabled: false })) {
    const timeZone = typeof tenant.timeZone === 'string' ? tenant.timeZone : 'America/Santiago';
    const months = monthsBetween(dayKey(from, timeZone), dayKey(now, timeZone));
    for (const month of months) {
      for (const { data } of await store.where('attendanceMonths', { tenantId, month })) {
        const copies = (data.attendance ?? {}) as Readonly<Record<string, ServerDoc | null>>;
        for (const [recordId, copy] of Object.entries(copies))
          if (waiting(copy, from, until).length > 0) candidates.add(recordId);
      }
    }
  }
  const times: Date[] = [];
  for (const recordId of [...candidates].sort())
    times.push(...waiting(await store.get('attendance', recordId), from, until));
  const oldest = times.reduce<Date | null>(
    (first, time) => (first === null || time < first ? time : first),
    null,
  );
  return { pending: times.length, oldest };
}

export interface SigningBacklogResult extends SigningBacklog {
  /** The incident this run opened, if any. */
  opened: string | null;
  /** The incidents this run closed. */
  closed: string[];
}

/**
 * One run of the signing-backlog detector: opens a platform-wide incident when punches wait too long for their
 * receipt (none open yet), closes the open ones when nothing waits.
 */
export async function checkSigningBacklog(deps: IncidentDeps): Promise<SigningBacklogResult> {
  const now = deps.now();
  const backlog = await findSigningBacklog(deps.store, now);
  if (backlog.oldest === null) {
    const closed = await closeSystemIncidents(deps.store, SIGNING_BACKLOG_DETECTOR, now);
    return { ...backlog, opened: null, closed };
  }
  const open = await openSystemIncidents(deps.store, SIGNING_BACKLOG_DETECTOR);
  if (open.length > 0) return { ...backlog, opened: null, closed: [] };
  const incident = {
    detector: SIGNING_BACKLOG_DETECTOR,
    start: backlog.oldest,
    description: signingBacklogDescription(backlog.pending),
    tenantId: null,
  };
  const opened = await openSystemIncident(deps.store, incident, now);
  return {
    ...backlog,
    opened: opened ? systemIncidentId(incident.detector, incident.start) : null,
    closed: [],
  };
}
