import { SERVER_TIME } from '../../data/ports/document-store';
import { attendanceDocId } from '../../domain/schedule/day-schedule';
import type { AttackCase } from './types';
import { T1, T2, ACTORS, EMP } from './actors';
import { newPunch, todayId, validLead, validLog } from './documents';
import { proposal, DRAFT_ID } from './plan-documents';
import { get, list, eq, set, update, remove, each, withSeed } from './requests';
import { signature, signatureAt, storedSignature } from './signoff';

/**
 * Inspector access: a labour inspector reads its tenant's records while its access holds, and every
 * write it attempts — through any collection, even the audit trail or the landing form — is refused.
 */
export const INSPECTION: AttackCase[] = [
  {
    id: 'valid.inspector-reads',
    title:
      'an inspector reads the tenant, its people, punches, corrections, absences, plans and their publishes, overtime and signed weeks',
    actor: ACTORS.inspector,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [storedSignature(s)],
        get('tenants', T1),
        list('users', eq('tenantId', T1)),
        list('attendance', eq('tenantId', T1)),
        get('corrections', 'correction-emp'),
        list('absences', eq('tenantId', T1)),
        list('schedulesConfig', eq('tenantId', T1)),
        list('overtimeDecisions', eq('tenantId', T1)),
        list('weekSignatures', eq('tenantId', T1), eq('userId', EMP)),
        list('holidays', eq('tenantId', T1)),
        get('planPublishes', 'publish-t1'),
      ),
  },
  {
    id: 'inspector.writes',
    title:
      'an inspector punches, answers or proposes a correction, edits a person, closes a period, deletes an absence, signs a week, writes the audit trail or sends the landing form',
    actor: ACTORS.inspector,
    expected: 'deny',
    plan: (s) =>
      each(
        set('attendance', todayId(s), { ...newPunch(s, s.today), userId: ACTORS.inspector.uid }),
        update('corrections', 'correction-emp', {
          status: 'accepted',
          respondedAt: SERVER_TIME,
          response: null,
        }),
        set('corrections', 'new-correction', { ...proposal(s), createdBy: ACTORS.inspector.uid }),
        update('users', EMP, { displayName: 'Otra persona' }),
        update('tenants', T1, { closedThrough: s.monthAgo.day }),
        remove('absences', 'absence-emp'),
        set('weekSignatures', signatureAt(s, 1, ACTORS.inspector.uid), {
          ...signature(s),
          userId: ACTORS.inspector.uid,
        }),
        set('logs', 'new-log', validLog({ actorId: ACTORS.inspector.uid, action: 'inspection.start' })),
        set('leads', 'new-lead', validLead()),
      ),
  },
  {
    id: 'inspector.beyond-inspection',
    title:
      'an inspector reads the audit trail, payroll, drafts, rotations or leads, or another tenant’s records',
    actor: ACTORS.inspector,
    expected: 'deny',
    plan: (s) =>
      each(
        list('logs', eq('tenantId', T1)),
        list('payroll', eq('tenantId', T1)),
        get('scheduleDrafts', DRAFT_ID(s)),
        get('shiftPatterns', 'pattern-t1'),
        get('planPublishes', 'publish-t2'),
        get('leads', 'lead-1'),
        get('tenants', T2),
        get('corrections', 'correction-t2'),
        get('attendance', attendanceDocId('emp-2', s.today.day, 0)),
        list('users', eq('tenantId', T2)),
      ),
  },
  {
    id: 'valid.inspector-multi-grant-reads',
    title: 'an inspector holding several companies’ grants reads the company it inspects now',
    actor: ACTORS.multiGrantInspector,
    expected: 'allow',
    plan: () =>
      each(get('tenants', T1), list('users', eq('tenantId', T1)), list('attendance', eq('tenantId', T1))),
  },
  {
    id: 'inspector.grant-not-inspected',
    title:
      'an inspector reads, or writes to, a company whose grant it holds but does not inspect now (no switch through startInspection)',
    actor: ACTORS.multiGrantInspector,
    expected: 'deny',
    plan: (s) =>
      each(
        get('tenants', T2),
        list('users', eq('tenantId', T2)),
        get('corrections', 'correction-t2'),
        get('attendance', attendanceDocId('emp-2', s.today.day, 0)),
        get('planPublishes', 'publish-t2'),
        update('tenants', T2, { closedThrough: s.monthAgo.day }),
      ),
  },
  {
    id: 'inspector.ended-current-grant',
    title:
      'an inspector whose inspected company’s grant ended reads it, or the company whose grant still holds, before switching',
    actor: ACTORS.endedCurrentInspector,
    expected: 'deny',
    plan: (s) =>
      each(
        get('tenants', T1),
        list('attendance', eq('tenantId', T1)),
        get('tenants', T2),
        list('users', eq('tenantId', T2)),
        get('attendance', attendanceDocId('emp-2', s.today.day, 0)),
      ),
  },
  ...[ACTORS.expiredInspector, ACTORS.endlessInspector, ACTORS.textEndInspector].map(
    (actor, index): AttackCase => ({
      id: `inspector.${['expired', 'no-end', 'text-end'][index]}`,
      title: `an inspector ${['whose access ended', 'whose claims name no end', 'whose end is a text'][index]} reads the tenant, its people or its punches`,
      actor,
      expected: 'deny',
      plan: () =>
        each(
          get('tenants', T1),
          list('users', eq('tenantId', T1)),
          list('attendance', eq('tenantId', T1)),
          get('corrections', 'correction-emp'),
        ),
    }),
  ),
];
