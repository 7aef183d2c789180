/**
 * The technical-incident log (Res. Ex. N° 38 art. 27 f): superusers record incidents by hand (origin 'manual' only)
 * and close them; managers and the inspector read their company's and the whole platform's (`tenantId: null`);
 * employees read none; nobody deletes one.
 */
import { SERVER_TIME } from '../../data/ports/document-store';
import { INCIDENT_LIMITS } from '../../domain/incidents/incidents';
import type { AttackCase } from './types';
import { T1, T2, ACTORS } from './actors';
import { CREATED } from './documents';
import { get, list, eq, set, update, remove, each } from './requests';

const REFS = ['Res. Ex. N° 38 art. 27 f'];
const SUPER = ACTORS.superuser.uid;

/** An incident as stored: `tenantId` null for the whole platform. */
export const incident = (tenantId: string | null, fields: Record<string, unknown> = {}) => ({
  tenantId,
  start: CREATED,
  end: new Date(CREATED.getTime() + 40 * 60_000),
  description: 'Caída del servicio de marcación',
  origin: 'manual',
  createdBy: SUPER,
  createdAt: CREATED,
  ...fields,
});

/** What the superuser's `Registrar incidente` sends: an ongoing incident, signed by the caller. */
const recorded = (tenantId: string | null, fields: Record<string, unknown> = {}) => ({
  ...incident(tenantId, { end: null, createdAt: SERVER_TIME }),
  updatedBy: SUPER,
  updatedAt: SERVER_TIME,
  ...fields,
});

const signed = (fields: Record<string, unknown>, by: string = SUPER) => ({
  ...fields,
  updatedBy: by,
  updatedAt: SERVER_TIME,
});

export const INCIDENTS: AttackCase[] = [
  {
    id: 'valid.incident-superuser-write',
    title:
      'a superuser records a platform-wide incident and one of another company, sets the end of one and fixes the description of another, each signed (Res. Ex. N° 38 art. 27 f)',
    actor: ACTORS.superuser,
    expected: 'allow',
    refs: REFS,
    plan: () =>
      each(
        set('incidents', 'new-incident', recorded(null)),
        set('incidents', 'new-incident-t2', recorded(T2, { end: SERVER_TIME })),
        update('incidents', 'incident-open', signed({ end: SERVER_TIME })),
        update('incidents', 'incident-t2', signed({ description: 'Caída del proveedor de correo' })),
        get('incidents', 'incident-t2'),
        list('incidents', eq('tenantId', T2)),
      ),
  },
  {
    id: 'valid.incident-reads',
    title:
      'an admin reads the incidents of the whole platform and of the own company (Res. Ex. N° 38 art. 27 f)',
    actor: ACTORS.admin,
    expected: 'allow',
    refs: REFS,
    plan: () =>
      each(
        get('incidents', 'incident-platform'),
        get('incidents', 'incident-t1'),
        list('incidents', eq('tenantId', null)),
        list('incidents', eq('tenantId', T1)),
      ),
  },
  {
    id: 'valid.incident-inspector-reads',
    title:
      'an inspector reads the platform’s incidents and the inspected company’s (Res. Ex. N° 38 art. 27 f)',
    actor: ACTORS.inspector,
    expected: 'allow',
    refs: REFS,
    plan: () =>
      each(
        get('incidents', 'incident-platform'),
        list('incidents', eq('tenantId', null)),
        list('incidents', eq('tenantId', T1)),
      ),
  },
  {
    id: 'incident.employee-reads',
    title: 'an employee reads an incident, the platform’s or the own company’s: the log is the employer’s',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: REFS,
    plan: () =>
      each(
        get('incidents', 'incident-platform'),
        get('incidents', 'incident-t1'),
        list('incidents', eq('tenantId', null)),
        list('incidents', eq('tenantId', T1)),
      ),
  },
  {
    id: 'incident.other-tenant-reads',
    title: 'an admin reads another company’s incidents, or lists them all unconstrained',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: REFS,
    plan: () =>
      each(get('incidents', 'incident-t2'), list('incidents', eq('tenantId', T2)), list('incidents')),
  },
  {
    id: 'incident.admin-writes',
    title: 'an admin records, closes or rewrites an incident: only superusers write the log by hand',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: REFS,
    plan: () =>
      each(
        set('incidents', 'new-incident', { ...recorded(T1), createdBy: 'admin-1', updatedBy: 'admin-1' }),
        update('incidents', 'incident-open', signed({ end: SERVER_TIME }, 'admin-1')),
        update('incidents', 'incident-t1', signed({ description: 'Nada pasó' }, 'admin-1')),
      ),
  },
  {
    id: 'incident.system-origin',
    title:
      'a superuser writes an incident as the system’s (origin sistema, a detector) or turns a manual one into one: only the server records those',
    actor: ACTORS.superuser,
    expected: 'deny',
    refs: REFS,
    plan: () =>
      each(
        set('incidents', 'new-incident', recorded(null, { origin: 'sistema' })),
        set('incidents', 'new-incident', recorded(null, { detector: 'firma-de-marcas' })),
        update('incidents', 'incident-t1', signed({ origin: 'sistema' })),
      ),
  },
  {
    id: 'incident.delete',
    title: 'a superuser deletes an incident: the log keeps every one',
    actor: ACTORS.superuser,
    expected: 'deny',
    refs: REFS,
    plan: () => each(remove('incidents', 'incident-t1'), remove('incidents', 'incident-platform')),
  },
  {
    id: 'incident.bad-fields',
    title:
      'a superuser writes an incident with an empty or oversized description, a start in the future, an end before its start, a reopened end, a moved start or company, unsigned, or with an extra field',
    actor: ACTORS.superuser,
    expected: 'deny',
    refs: REFS,
    plan: () =>
      each(
        set('incidents', 'new-incident', recorded(null, { description: '   ' })),
        set(
          'incidents',
          'new-incident',
          recorded(null, { description: 'x'.repeat(INCIDENT_LIMITS.description + 1) }),
        ),
        set('incidents', 'new-incident', recorded(null, { start: new Date(Date.UTC(2099, 0, 1)) })),
        set('incidents', 'new-incident', recorded(null, { end: new Date(CREATED.getTime() - 60_000) })),
        set('incidents', 'new-incident', recorded(null, { start: '2025-01-02 09:00' })),
        set('incidents', 'new-incident', recorded(T1, { createdBy: 'admin-1' })),
        set('incidents', 'new-incident', { ...recorded(null), updatedBy: 'admin-1' }),
        set('incidents', 'new-incident', recorded(null, { severity: 'alta' })),
        update('incidents', 'incident-t1', signed({ end: null })),
        update('incidents', 'incident-t1', signed({ start: new Date(CREATED.getTime() - 3_600_000) })),
        update('incidents', 'incident-t1', signed({ tenantId: T2 })),
        update('incidents', 'incident-t1', { description: 'Sin firma' }),
        update(
          'incidents',
          'incident-t1',
          signed({ description: 'y'.repeat(INCIDENT_LIMITS.description + 1) }),
        ),
      ),
  },
];
