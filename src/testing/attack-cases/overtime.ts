import { SERVER_TIME } from '../../data/ports/document-store';
import { overtimeDecisionId } from '../../domain/attendance/overtime';
import type { AttackCase, AttackScene } from './types';
import { T1, T2, ACTORS, EMP, COLLEAGUE, ADMIN } from './actors';
import { CREATED } from './documents';
import { list, eq, set, update, remove, each, withSeed } from './requests';

// ---- Overtime: managers record agreements and decide each day; nobody approves more than worked. ----

export function agreement(s: AttackScene, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tenantId: T1,
    userId: EMP,
    from: s.today.day,
    to: s.tomorrow.day,
    note: 'Pacto firmado',
    createdBy: ADMIN,
    createdAt: SERVER_TIME,
    ...extra,
  };
}

export function decision(s: AttackScene, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tenantId: T1,
    userId: EMP,
    day: s.yesterday.day,
    status: 'approved',
    computedSeconds: 5_413,
    seconds: 3_600,
    note: null,
    decidedBy: ADMIN,
    decidedAt: SERVER_TIME,
    ...extra,
  };
}

export const decisionAt = (s: AttackScene, uid = EMP) => overtimeDecisionId(uid, s.yesterday.day);

export const OVERTIME: AttackCase[] = [
  {
    id: 'valid.overtime-decide',
    title: 'an admin records an agreement, approves part of a day, rejects it, and pre-authorises tomorrow',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      each(
        set('overtimeAgreements', 'new-agreement', agreement(s)),
        set('overtimeDecisions', decisionAt(s), decision(s)),
        set('overtimeDecisions', decisionAt(s), decision(s, { status: 'rejected', seconds: 0 })),
        set(
          'overtimeDecisions',
          overtimeDecisionId(EMP, s.tomorrow.day),
          decision(s, { day: s.tomorrow.day, status: 'preauthorized', computedSeconds: 0, seconds: 3_600 }),
        ),
      ),
  },
  {
    id: 'overtime.employee-approves-own',
    title: 'an employee approves the own overtime or records the own agreement',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      each(
        set('overtimeDecisions', decisionAt(s), decision(s, { decidedBy: EMP })),
        set('overtimeAgreements', 'own-agreement', agreement(s, { createdBy: EMP })),
      ),
  },
  {
    id: 'overtime.bad-decision',
    title:
      'an admin approves more than was worked, at another id, signed by another, rejects with time approved, or sends a malformed decision',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        set('overtimeDecisions', decisionAt(s), decision(s, { seconds: 5_414 })),
        set('overtimeDecisions', decisionAt(s), decision(s, { seconds: 0 })),
        set('overtimeDecisions', 'other-id', decision(s)),
        set('overtimeDecisions', decisionAt(s, COLLEAGUE), decision(s)),
        set('overtimeDecisions', decisionAt(s), decision(s, { decidedBy: COLLEAGUE })),
        set('overtimeDecisions', decisionAt(s), decision(s, { decidedAt: s.now })),
        set('overtimeDecisions', decisionAt(s), decision(s, { status: 'rejected', seconds: 30 })),
        set('overtimeDecisions', decisionAt(s), decision(s, { status: 'preauthorized' })),
        set('overtimeDecisions', decisionAt(s), decision(s, { status: 'paid' })),
        set('overtimeDecisions', decisionAt(s), decision(s, { computedSeconds: 86_401, seconds: 86_401 })),
        set('overtimeDecisions', decisionAt(s), decision(s, { seconds: 60.5 })),
        set('overtimeDecisions', decisionAt(s), decision(s, { minutes: 60 })),
        set('overtimeDecisions', decisionAt(s), decision(s, { note: 'x'.repeat(501) })),
        set('overtimeDecisions', decisionAt(s), decision(s, { extra: true })),
      ),
  },
  {
    id: 'overtime.bad-agreement',
    title:
      'an admin records an agreement of three months or more, backwards, signed by another, or malformed',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        set('overtimeAgreements', 'a1', agreement(s, { from: '2026-11-30', to: '2027-03-01' })),
        set('overtimeAgreements', 'a2', agreement(s, { from: '2026-11-15', to: '2027-02-15' })),
        set('overtimeAgreements', 'a3', agreement(s, { from: s.tomorrow.day, to: s.today.day })),
        set('overtimeAgreements', 'a4', agreement(s, { createdBy: COLLEAGUE })),
        set('overtimeAgreements', 'a5', agreement(s, { from: '2026-13-01' })),
        set('overtimeAgreements', 'a6', agreement(s, { note: ' ' })),
        set('overtimeAgreements', 'a7', agreement(s, { extra: 1 })),
      ),
  },
  {
    id: 'overtime.rewrite-history',
    title: 'an admin edits a recorded agreement or deletes a decision',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [
          {
            collection: 'overtimeAgreements',
            id: 'agreement-emp',
            data: { ...agreement(s), createdAt: CREATED },
          },
          {
            collection: 'overtimeDecisions',
            id: decisionAt(s),
            data: { ...decision(s), decidedAt: CREATED },
          },
        ],
        update('overtimeAgreements', 'agreement-emp', { to: s.tomorrow.day }),
        remove('overtimeDecisions', decisionAt(s)),
      ),
  },
  {
    id: 'overtime.cross-tenant',
    title: 'an admin decides or records overtime of another tenant',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        set(
          'overtimeDecisions',
          overtimeDecisionId('emp-2', s.yesterday.day),
          decision(s, { tenantId: T2, userId: 'emp-2' }),
        ),
        set('overtimeAgreements', 'a-t2', agreement(s, { tenantId: T2, userId: 'emp-2' })),
        list('overtimeDecisions', eq('tenantId', T2)),
      ),
  },
];
