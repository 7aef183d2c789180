import { SERVER_TIME } from '../../data/ports/document-store';
import type { SeedDoc, AttackCase, AttackScene } from './types';
import { T1, ACTORS, EMP, COLLEAGUE, ADMIN } from './actors';
import { CREATED, todayId, colleagueRecord } from './documents';
import { absenceRecord, approval } from './plan-documents';
import { set, update, remove, withSeed } from './requests';
import { agreement, decision, decisionAt } from './overtime';
import { signatureAt, storedSignature } from './signoff';

/**
 * Retention: nothing of the last five years is deleted by any path. Records (punches, corrections,
 * absences, overtime agreements and decisions, signatures, publishes, the audit trail, people, tenants, shifts)
 * are never deleted by anyone; an absence or an agreement recorded by mistake is voided, once, with a reason.
 */
const voidedAgreement = (s: AttackScene): SeedDoc => ({
  collection: 'overtimeAgreements',
  id: 'agreement-voided',
  data: {
    ...agreement(s),
    createdAt: CREATED,
    voidedBy: ADMIN,
    voidedAt: CREATED,
    voidReason: 'Registrado por error',
  },
});
const storedAgreement = (s: AttackScene): SeedDoc => ({
  collection: 'overtimeAgreements',
  id: 'agreement-emp',
  data: { ...agreement(s), createdAt: CREATED },
});
const agreementVoid = (extra: Record<string, unknown> = {}) => ({
  voidedBy: ADMIN,
  voidedAt: SERVER_TIME,
  voidReason: 'Registrado a la persona equivocada',
  ...extra,
});
const voidedAbsence = (s: AttackScene): SeedDoc => ({
  collection: 'absences',
  id: 'absence-voided',
  data: {
    ...absenceRecord(s),
    status: 'anulada',
    decisionNote: 'Registrada por error',
    createdAt: CREATED,
    decidedAt: CREATED,
  },
});

export const RETENTION: AttackCase[] = [
  {
    id: 'valid.retention-voids',
    title:
      'an admin voids an absence and an overtime agreement recorded by mistake, each with a reason (the server logs each)',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [storedAgreement(s)],
        update(
          'absences',
          'absence-colleague',
          approval({ status: 'anulada', decisionNote: 'Era de otra persona' }),
        ),
        update('overtimeAgreements', 'agreement-emp', agreementVoid()),
      ),
  },
  {
    id: 'retention.manager-deletes',
    title:
      'an admin deletes a punch, a correction, an absence, an overtime agreement or decision, a signature, a publish, a shift, a log, a person or the tenant',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [
          storedAgreement(s),
          storedSignature(s),
          {
            collection: 'overtimeDecisions',
            id: decisionAt(s),
            data: { ...decision(s), decidedAt: CREATED },
          },
          colleagueRecord(s),
        ],
        remove('attendance', todayId(s, COLLEAGUE)),
        remove('corrections', 'correction-emp'),
        remove('absences', 'absence-colleague'),
        remove('absences', 'absence-emp'),
        remove('overtimeAgreements', 'agreement-emp'),
        remove('overtimeDecisions', decisionAt(s)),
        remove('weekSignatures', signatureAt(s)),
        remove('planPublishes', 'publish-t1'),
        remove('shifts', 'shift-t1'),
        remove('logs', 'log-t1'),
        remove('users', EMP),
        remove('tenants', T1),
      ),
  },
  {
    id: 'retention.superuser-deletes',
    title: 'a superuser deletes a tenant’s punch, absence, shift, log, person or the tenant',
    actor: ACTORS.superuser,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [colleagueRecord(s)],
        remove('attendance', todayId(s, COLLEAGUE)),
        remove('absences', 'absence-colleague'),
        remove('shifts', 'shift-t1'),
        remove('logs', 'log-t1'),
        remove('users', EMP),
        remove('tenants', T1),
      ),
  },
  {
    id: 'retention.forged-void',
    title:
      'an admin voids an absence without a reason, records one voided, revives or edits a voided one, voids an agreement without a reason, for someone else, backdated, with another change, or twice',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [storedAgreement(s), voidedAgreement(s), voidedAbsence(s)],
        update('absences', 'absence-colleague', approval({ status: 'anulada' })),
        update('absences', 'absence-colleague', approval({ status: 'anulada', decisionNote: ' ' })),
        set('absences', 'new-voided', absenceRecord(s, { status: 'anulada', decisionNote: 'Por error' })),
        update('absences', 'absence-voided', approval()),
        update('absences', 'absence-voided', { note: 'Otra nota' }),
        update('overtimeAgreements', 'agreement-emp', agreementVoid({ voidReason: ' ' })),
        update('overtimeAgreements', 'agreement-emp', { voidedBy: ADMIN, voidedAt: SERVER_TIME }),
        update('overtimeAgreements', 'agreement-emp', agreementVoid({ voidedBy: COLLEAGUE })),
        update('overtimeAgreements', 'agreement-emp', agreementVoid({ voidedAt: CREATED })),
        update('overtimeAgreements', 'agreement-emp', agreementVoid({ to: s.today.day })),
        update('overtimeAgreements', 'agreement-emp', agreementVoid({ voidReason: 'x'.repeat(501) })),
        update('overtimeAgreements', 'agreement-voided', agreementVoid()),
        update('overtimeAgreements', 'agreement-voided', { voidReason: 'Otro motivo' }),
      ),
  },
  {
    id: 'retention.employee-voids',
    title: 'an employee voids the own absence request or the own overtime agreement',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [storedAgreement(s)],
        update('absences', 'absence-emp', {
          status: 'anulada',
          decisionNote: 'Ya no',
          decidedBy: EMP,
          decidedAt: SERVER_TIME,
        }),
        update('overtimeAgreements', 'agreement-emp', agreementVoid({ voidedBy: EMP })),
      ),
  },
];
