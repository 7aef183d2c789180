/**
 * A licencia médica an employee reports (issue #47 item 7, absence-write.ts `requestKindVerdict`): own, pending,
 * with its folio (digits) and its document in the own Storage folder; nothing else, and never changed afterwards.
 * The document's type and size are Storage's (storage.rules), judged by checkAbsenceAttachmentWrite's unit tests.
 */
import { SERVER_TIME } from '../../data/ports/document-store';
import { absenceAttachmentPath } from '../../domain/absences/licencia';
import type { AttackCase, AttackScene } from './types';
import { T1, T2, ACTORS, EMP, COLLEAGUE, ADMIN } from './actors';
import { CREATED } from './documents';
import { absenceRequest } from './plan-documents';
import { set, update, each, withSeed } from './requests';

const ID = 'new-licencia';

/** emp-1's licencia of the last month to tomorrow, as /mi-agenda sends it. */
export function licenciaReport(scene: AttackScene, overrides: Record<string, unknown> = {}) {
  return absenceRequest(scene, {
    type: 'licencia médica',
    from: scene.monthAgo.dayStart,
    to: scene.tomorrow.dayStart,
    folio: '123456789',
    attachmentPath: absenceAttachmentPath({ tenantId: T1, uid: EMP, fileId: ID }),
    attachmentName: 'licencia.pdf',
    ...overrides,
  });
}

const report = (scene: AttackScene, overrides: Record<string, unknown> = {}) =>
  set('absences', ID, licenciaReport(scene, overrides));

export const LICENCIAS: AttackCase[] = [
  {
    id: 'valid.licencia-report',
    title:
      'an employee reports the own licencia médica, pending, with its folio and its document in the own folder',
    actor: ACTORS.employee,
    expected: 'allow',
    plan: (s) =>
      each(
        report(s),
        set(
          'absences',
          'new-licencia-2',
          licenciaReport(s, {
            from: s.today.dayStart,
            to: s.today.dayStart,
            folio: '1'.repeat(20),
            note: 'Reposo',
            attachmentPath: absenceAttachmentPath({ tenantId: T1, uid: EMP, fileId: 'new-licencia-2' }),
            attachmentName: null,
          }),
        ),
      ),
  },
  {
    id: 'licencia.not-own',
    title:
      'an employee reports a licencia for a colleague, or points at a colleague’s or another tenant’s document',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      each(
        report(s, {
          userId: COLLEAGUE,
          attachmentPath: absenceAttachmentPath({ tenantId: T1, uid: COLLEAGUE, fileId: ID }),
        }),
        report(s, { attachmentPath: absenceAttachmentPath({ tenantId: T1, uid: COLLEAGUE, fileId: ID }) }),
        report(s, { attachmentPath: absenceAttachmentPath({ tenantId: T2, uid: EMP, fileId: ID }) }),
        report(s, { attachmentPath: `tenants/${T1}/users/${EMP}/photo` }),
        report(s, {
          attachmentPath: `${absenceAttachmentPath({ tenantId: T1, uid: EMP, fileId: ID })}/../x`,
        }),
      ),
  },
  {
    id: 'licencia.decided',
    title: 'an employee reports a licencia already approved, or decided by themselves',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      each(
        report(s, { status: 'aprobada' }),
        report(s, { status: 'aprobada', decidedBy: EMP, decidedAt: SERVER_TIME }),
        report(s, { decidedBy: ADMIN }),
      ),
  },
  {
    id: 'licencia.bad-folio-or-document',
    title:
      'an employee reports a licencia without its folio or document, with a folio too long or not digits, or a vacation with a folio',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      each(
        report(s, { folio: '1'.repeat(21) }),
        report(s, { folio: '12A45' }),
        report(s, { folio: '' }),
        report(s, { folio: null }),
        report(s, { folio: 123456 }),
        report(s, { attachmentPath: null }),
        report(s, { attachmentPath: 'a'.repeat(300) }),
        set('absences', ID, absenceRequest(s, { folio: '123' })),
        set(
          'absences',
          ID,
          absenceRequest(s, {
            attachmentPath: absenceAttachmentPath({ tenantId: T1, uid: EMP, fileId: ID }),
          }),
        ),
      ),
  },
  {
    id: 'licencia.unknown-field',
    title: 'an employee reports a licencia with a field the whitelist does not hold',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      each(
        report(s, { diagnosis: 'Lumbago' }),
        report(s, { attachmentUrl: 'https://example.com/x.pdf' }),
        report(s, { decisionNote: 'ok' }),
      ),
  },
  {
    id: 'licencia.changed-after',
    title:
      'an employee changes the own licencia once sent: the folio or days of a pending one, or an approved one',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) => {
      const stored = { ...licenciaReport(s), createdAt: CREATED };
      return withSeed(
        [
          { collection: 'absences', id: 'licencia-pending', data: stored },
          {
            collection: 'absences',
            id: 'licencia-approved',
            data: { ...stored, status: 'aprobada', decidedBy: ADMIN, decidedAt: CREATED },
          },
        ],
        update('absences', 'licencia-pending', { folio: '987' }),
        update('absences', 'licencia-pending', { to: s.monthAgo.dayStart }),
        update('absences', 'licencia-approved', { folio: '987' }),
        update('absences', 'licencia-approved', { status: 'pendiente', decidedBy: null, decidedAt: null }),
      );
    },
  },
];
