import { SERVER_TIME } from '../../data/ports/document-store';
import { weekSignatureId } from '../../domain/attendance/week-signoff';
import { addDaysToKey, startOfWeekKey } from '../../domain/calendar/day-keys';
import { minutesFrom } from '../attack-scene';
import type { SeedDoc, AttackCase, AttackScene } from './types';
import { T1, ACTORS, EMP, COLLEAGUE } from './actors';
import { get, list, eq, set, update, remove, each, withSeed } from './requests';

// ---- Weekly sign-off: the worker signs the own ended weeks, once per signature. ----

const lastWeek = (s: AttackScene) => addDaysToKey(startOfWeekKey(s.today.day), -7);

export function signature(s: AttackScene, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tenantId: T1,
    userId: EMP,
    week: lastWeek(s),
    seq: 1,
    status: 'signed',
    totals: {
      daysWorked: 5,
      ordinarySeconds: 144_013,
      overtimeSeconds: 1_207,
      lateSeconds: 305,
      absences: 0,
      corrections: 1,
    },
    comment: null,
    signedAt: SERVER_TIME,
    code: null,
    ...extra,
  };
}

export const signatureAt = (s: AttackScene, seq = 1, uid = EMP, week = lastWeek(s)) =>
  weekSignatureId(uid, week, seq);

export const storedSignature = (s: AttackScene): SeedDoc => ({
  collection: 'weekSignatures',
  id: signatureAt(s),
  data: { ...signature(s), signedAt: minutesFrom(s.now, -60), code: 'ABCD-EFGH-JKMN-PQRS' },
});

export const SIGNOFF: AttackCase[] = [
  {
    id: 'valid.week-sign',
    title:
      'an employee signs last week, objects with a comment, and signs an addendum after a stored signature',
    actor: ACTORS.employee,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [storedSignature(s)],
        set('weekSignatures', signatureAt(s, 2), signature(s, { seq: 2 })),
        set(
          'weekSignatures',
          signatureAt(s, 1, EMP, addDaysToKey(lastWeek(s), -7)),
          signature(s, {
            week: addDaysToKey(lastWeek(s), -7),
            status: 'objected',
            comment: 'Faltan 2 horas',
          }),
        ),
      ),
  },
  {
    id: 'signoff.not-a-monday',
    title:
      'an employee signs an ended “week” that starts on a Tuesday or a Sunday (weeks run Monday–Sunday; security review M3)',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['M3'],
    plan: (s) => {
      const tuesday = addDaysToKey(lastWeek(s), -6);
      const sunday = addDaysToKey(lastWeek(s), -8);
      return each(
        set('weekSignatures', signatureAt(s, 1, EMP, tuesday), signature(s, { week: tuesday })),
        set('weekSignatures', signatureAt(s, 1, EMP, sunday), signature(s, { week: sunday })),
      );
    },
  },
  {
    id: 'signoff.forged',
    title:
      'an employee signs next week, for a colleague, with a code, a backdated time, bad totals, a wrong id or a missing first signature',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) => {
      // Not this week: from Sunday 21:00 in Santiago the rules' UTC reading counts it as ended.
      const nextWeek = addDaysToKey(startOfWeekKey(s.today.day), 7);
      const totals = signature(s).totals as Record<string, unknown>;
      return each(
        set('weekSignatures', signatureAt(s, 1, EMP, nextWeek), signature(s, { week: nextWeek })),
        set('weekSignatures', signatureAt(s, 1, COLLEAGUE), signature(s, { userId: COLLEAGUE })),
        set('weekSignatures', signatureAt(s), signature(s, { code: 'ABCD-EFGH-JKMN-PQRS' })),
        set('weekSignatures', signatureAt(s), signature(s, { signedAt: minutesFrom(s.now, -600) })),
        set('weekSignatures', signatureAt(s), signature(s, { totals: { ...totals, lateSeconds: -5 } })),
        set('weekSignatures', signatureAt(s), signature(s, { totals: { ...totals, daysWorked: 8 } })),
        set('weekSignatures', signatureAt(s), signature(s, { totals: { ...totals, bonus: 1 } })),
        set('weekSignatures', signatureAt(s), signature(s, { totals: { daysWorked: 5 } })),
        set(
          'weekSignatures',
          signatureAt(s),
          signature(s, { totals: { ...totals, ordinarySeconds: 144_013.5 } }),
        ),
        set('weekSignatures', 'my-signature', signature(s)),
        set('weekSignatures', signatureAt(s, 2), signature(s, { seq: 2 })),
        set('weekSignatures', signatureAt(s, 51), signature(s, { seq: 51 })),
        set('weekSignatures', signatureAt(s), signature(s, { status: 'objected', comment: ' ' })),
        set('weekSignatures', signatureAt(s), signature(s, { comment: 'Firmo' })),
        set('weekSignatures', signatureAt(s), signature(s, { status: 'accepted' })),
        set('weekSignatures', signatureAt(s), signature(s, { extra: true })),
      );
    },
  },
  {
    id: 'signoff.rewrite',
    title: 'an employee changes, re-signs over or deletes a stored signature',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [storedSignature(s)],
        update('weekSignatures', signatureAt(s), {
          totals: { ...(signature(s).totals as object), lateSeconds: 0 },
        }),
        update('weekSignatures', signatureAt(s), { code: null }),
        set('weekSignatures', signatureAt(s), signature(s)),
        remove('weekSignatures', signatureAt(s)),
      ),
  },
  {
    id: 'signoff.manager-writes',
    title: 'an admin signs a person’s week, stamps a code or deletes a signature',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [storedSignature(s)],
        set('weekSignatures', signatureAt(s, 2), signature(s, { seq: 2 })),
        update('weekSignatures', signatureAt(s), { code: 'ZZZZ-EFGH-JKMN-PQRS' }),
        remove('weekSignatures', signatureAt(s)),
      ),
  },
  {
    id: 'valid.signoff-reads',
    title: 'the worker lists the own signatures; an admin lists the tenant’s',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [storedSignature(s)],
        get('weekSignatures', signatureAt(s)),
        list('weekSignatures', eq('tenantId', T1), eq('week', lastWeek(s))),
      ),
  },
  {
    id: 'signoff.colleague-reads',
    title: 'an employee reads a colleague’s signature or lists the tenant’s',
    actor: ACTORS.colleague,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [storedSignature(s)],
        get('weekSignatures', signatureAt(s)),
        list('weekSignatures', eq('tenantId', T1)),
      ),
  },
];
