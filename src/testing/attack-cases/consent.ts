import { SERVER_TIME } from '../../data/ports/document-store';
import { RECENT_SIGN_IN_MINUTES } from '../../data/policy/worker-consent';
import type { AttackCase } from './types';
import { ACTORS } from './actors';
import { newPunch, todayId } from './documents';
import { acceptance } from './plan-documents';
import { set, update, each } from './requests';
import { signature, signatureAt } from './signoff';

/**
 * Security review M5: the employer chose the account's first password, so until the worker sets their own
 * (the mustChangePassword claim) the account writes nothing to the legal record; and answers and signatures need a
 * sign-in of the last RECENT_SIGN_IN_MINUTES (worker-consent.ts).
 */
export const WORKER_CONSENT: AttackCase[] = [
  {
    id: 'consent.initial-password-punch',
    title: 'an account still on the initial password an admin chose checks in',
    actor: ACTORS.initialPasswordEmployee,
    expected: 'deny',
    refs: ['M5'],
    plan: (s) => each(set('attendance', todayId(s), newPunch(s, s.today))),
  },
  {
    id: 'consent.initial-password-answer',
    title: 'an account still on the initial password accepts, or objects to, the own correction',
    actor: ACTORS.initialPasswordEmployee,
    expected: 'deny',
    refs: ['M5'],
    plan: () =>
      each(
        update('corrections', 'correction-emp', acceptance),
        update('corrections', 'correction-emp', {
          status: 'objected',
          respondedAt: SERVER_TIME,
          response: 'Salí a las 17:30',
        }),
      ),
  },
  {
    id: 'consent.initial-password-sign',
    title: 'an account still on the initial password signs last week',
    actor: ACTORS.initialPasswordEmployee,
    expected: 'deny',
    refs: ['M5'],
    plan: (s) => each(set('weekSignatures', signatureAt(s, 1), signature(s))),
  },
  {
    id: 'consent.stale-answer',
    title: `a session older than ${RECENT_SIGN_IN_MINUTES} minutes accepts, or objects to, the own correction`,
    actor: ACTORS.staleEmployee,
    expected: 'deny',
    refs: ['M5'],
    plan: () =>
      each(
        update('corrections', 'correction-emp', acceptance),
        update('corrections', 'correction-emp', {
          status: 'objected',
          respondedAt: SERVER_TIME,
          response: 'Salí a las 17:30',
        }),
      ),
  },
  {
    id: 'consent.stale-sign',
    title: `a session older than ${RECENT_SIGN_IN_MINUTES} minutes signs, or objects to, last week`,
    actor: ACTORS.staleEmployee,
    expected: 'deny',
    refs: ['M5'],
    plan: (s) =>
      each(
        set('weekSignatures', signatureAt(s, 1), signature(s)),
        set(
          'weekSignatures',
          signatureAt(s, 1),
          signature(s, { status: 'objected', comment: 'Faltan 2 horas' }),
        ),
      ),
  },
  {
    id: 'valid.stale-session-punches',
    title: `a session older than ${RECENT_SIGN_IN_MINUTES} minutes still checks in (punching needs no new sign-in)`,
    actor: ACTORS.staleEmployee,
    expected: 'allow',
    refs: ['M5'],
    plan: (s) => each(set('attendance', todayId(s), newPunch(s, s.today))),
  },
];
