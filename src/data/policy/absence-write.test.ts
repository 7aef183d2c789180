import { describe, expect, it } from 'vitest';

import {
  absenceAttachmentPath,
  attachmentProblem,
  folioProblem,
  licenciaDaysProblem,
} from '../../domain/absences/licencia';
import { SERVER_TIME } from '../ports/document-store';
import {
  checkAbsenceAttachmentRead,
  checkAbsenceAttachmentWrite,
  validateAbsenceManagerWrite,
  validateAbsenceRequest,
  validateStoredAbsence,
} from './absence-write';
import { storageRulesBlocks } from './rules-blocks';
import { runWriteCheck } from './write-validators';

const EMP = 'emp-1';
const ADMIN = 'admin-1';
/** 1 December 2026, 10:00 in Santiago (UTC−3). */
const NOW = new Date('2026-12-01T13:00:00.000Z');
const DAY_MS = 86_400_000;
const dayStart = (key: string) => new Date(`${key}T03:00:00.000Z`);
const PATH = absenceAttachmentPath({ tenantId: 't1', uid: EMP, fileId: 'abs-1' });

const reasonOf = (verdict: { allow: boolean; reason?: string }) =>
  verdict.allow ? 'allowed' : (verdict.reason ?? '');

const licencia = (overrides: Record<string, unknown> = {}) => ({
  tenantId: 't1',
  userId: EMP,
  type: 'licencia médica',
  from: dayStart('2026-11-20'),
  to: dayStart('2026-12-04'),
  status: 'pendiente',
  note: null,
  folio: '2026112012',
  attachmentPath: PATH,
  attachmentName: 'licencia.pdf',
  createdAt: SERVER_TIME,
  createdBy: EMP,
  ...overrides,
});

describe('validateAbsenceRequest, a licencia médica', () => {
  it('lets an employee report the own licencia, pending, with its folio and document', () => {
    expect(validateAbsenceRequest(null, licencia(), EMP, NOW)).toEqual({ allow: true });
    // 60 days back is the first day allowed (the 61st day's slack covers the zone).
    expect(validateAbsenceRequest(null, licencia({ from: dayStart('2026-10-02') }), EMP, NOW)).toEqual({
      allow: true,
    });
  });

  it.each([
    ['for a colleague', { userId: 'colleague-1' }, 'userId and createdBy'],
    ['approved', { status: 'aprobada' }, 'pendiente'],
    ['without a folio', { folio: null }, 'folio'],
    ['with a 21-digit folio', { folio: '1'.repeat(21) }, 'folio'],
    ['with letters in the folio', { folio: '12A4' }, 'folio'],
    ['without its document', { attachmentPath: null }, 'document'],
    [
      'with a colleague’s document',
      { attachmentPath: PATH.replace(EMP, 'colleague-1') },
      'own absences folder',
    ],
    ['with a path out of the folder', { attachmentPath: `${PATH}/../../photo` }, 'own absences folder'],
    ['with an unknown field', { diagnosis: 'Lumbago' }, 'unexpected fields: diagnosis'],
    ['starting 62 days ago', { from: new Date(NOW.getTime() - 62 * DAY_MS) }, 'at most 60 days ago'],
  ])('refuses a licencia %s', (_label, overrides, reason) => {
    expect(reasonOf(validateAbsenceRequest(null, licencia(overrides), EMP, NOW))).toContain(reason);
  });

  it('is judged with the request time in the demo (runWriteCheck): a licencia starting 61 days ago is refused', () => {
    const request = (from: string) =>
      runWriteCheck('absence-request', {
        before: null,
        after: licencia({ from: dayStart(from) }),
        callerUid: EMP,
        id: 'abs-1',
        now: NOW,
        lookup: () => null,
      });
    expect(reasonOf(request('2026-10-01'))).toContain('at most 60 days ago');
    expect(request('2026-10-02')).toEqual({ allow: true });
  });

  it('refuses a folio or a document on a vacation request', () => {
    const vacation = { type: 'vacaciones', from: dayStart('2026-12-10'), to: dayStart('2026-12-11') };
    expect(
      reasonOf(validateAbsenceRequest(null, licencia({ ...vacation, attachmentPath: null }), EMP, NOW)),
    ).toContain('only a licencia médica');
    expect(
      reasonOf(validateAbsenceRequest(null, licencia({ ...vacation, folio: null }), EMP, NOW)),
    ).toContain('only a licencia médica');
  });

  it('never lets the employee change it once sent', () => {
    const stored = licencia({ createdAt: NOW });
    expect(reasonOf(validateAbsenceRequest(stored, { ...stored, folio: '1' }, EMP, NOW))).toContain(
      'never changes',
    );
  });

  it('lets a manager approve it, keeping the folio and document; the stored doc stays valid', () => {
    const stored = licencia({ createdAt: NOW });
    const approved = { ...stored, status: 'aprobada', decidedBy: ADMIN, decidedAt: SERVER_TIME };
    expect(validateAbsenceManagerWrite(stored, approved, ADMIN)).toEqual({ allow: true });
    expect(validateStoredAbsence({ ...approved, decidedAt: NOW })).toEqual({ allow: true });
    expect(reasonOf(validateAbsenceManagerWrite(stored, { ...approved, folio: '99' }, ADMIN))).toContain(
      'fields cannot change: folio',
    );
  });
});

const employee = { uid: EMP, claims: { role: 'employee', tenantId: 't1' } };
const admin = { uid: ADMIN, claims: { role: 'admin', tenantId: 't1' } };
const target = { tenantId: 't1', uid: EMP, fileId: 'abs-1' };
const upload = { caller: employee, target, size: 300_000, contentType: 'application/pdf' };

describe('checkAbsenceAttachmentWrite and Read (storage.rules)', () => {
  it('lets the owner upload a PDF or an image of up to 5 MB', () => {
    for (const contentType of ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'])
      expect(checkAbsenceAttachmentWrite({ ...upload, contentType })).toEqual({ allow: true });
    expect(checkAbsenceAttachmentWrite({ ...upload, size: 5 * 1024 * 1024 })).toEqual({ allow: true });
  });

  it.each([
    ['a colleague', { caller: { ...employee, uid: 'colleague-1' } }, 'owner'],
    ['an admin, for the employee', { caller: admin }, 'owner'],
    ['another tenant', { target: { ...target, tenantId: 't2' } }, 'member'],
    ['a file over 5 MB', { size: 5 * 1024 * 1024 + 1 }, 'larger than 5242880'],
    ['a Word file', { contentType: 'application/msword' }, 'content type'],
    ['an SVG', { contentType: 'image/svg+xml' }, 'content type'],
    ['a nested file id', { target: { ...target, fileId: 'a/b' } }, 'file id'],
  ])('refuses an upload by or of %s', (_label, overrides, reason) => {
    expect(reasonOf(checkAbsenceAttachmentWrite({ ...upload, ...overrides }))).toContain(reason);
  });

  it('lets the owner and the tenant’s admins read it, nobody else', () => {
    expect(checkAbsenceAttachmentRead({ caller: employee, target }).allow).toBe(true);
    expect(checkAbsenceAttachmentRead({ caller: admin, target }).allow).toBe(true);
    expect(checkAbsenceAttachmentRead({ caller: { ...employee, uid: 'colleague-1' }, target }).allow).toBe(
      false,
    );
    expect(
      checkAbsenceAttachmentRead({
        caller: { ...admin, claims: { ...admin.claims, tenantId: 't2' } },
        target,
      }).allow,
    ).toBe(false);
    expect(checkAbsenceAttachmentRead({ caller: null, target }).allow).toBe(false);
  });

  it('is what storage.rules states for the absences folder', () => {
    const storage = storageRulesBlocks().photos ?? '';
    expect(storage).toContain('match /tenants/{tenantId}/users/{uid}/absences/{fileId} {');
    expect(storage).toContain('request.resource.size <= 5242880');
    expect(storage).toContain("contentType.matches('application/pdf|image/(jpeg|png|webp)')");
    expect(storage).toContain('allow update, delete: if false;');
  });
});

describe('the licencia form’s checks (domain/absences/licencia.ts)', () => {
  it('says what is wrong with the folio, the document and the days, in Spanish', () => {
    expect(folioProblem('  ')).toBe('Ingresa el folio de la licencia');
    expect(folioProblem('12-3')).toBe('El folio tiene solo números, hasta 20');
    expect(folioProblem(' 123 ')).toBeNull();
    expect(attachmentProblem(null)).toBe('Adjunta la licencia (PDF o foto)');
    expect(attachmentProblem({ size: 10, type: 'text/plain' })).toBe(
      'El adjunto debe ser un PDF o una imagen JPG, PNG o WebP',
    );
    expect(attachmentProblem({ size: 6_000_000, type: 'image/png' })).toBe(
      'El adjunto puede pesar como máximo 5 MB',
    );
    expect(licenciaDaysProblem('2026-10-01', '2026-10-05', '2026-12-01')).toEqual({
      from: 'La licencia no puede empezar hace más de 60 días',
      to: null,
    });
    expect(licenciaDaysProblem('2026-10-02', '2027-10-03', '2026-12-01').to).toBe(
      'Una licencia puede durar como máximo 366 días',
    );
    expect(licenciaDaysProblem('2026-12-05', '2026-12-04', '2026-12-01').to).toBe(
      'La fecha de término no puede ser anterior a la de inicio',
    );
    expect(licenciaDaysProblem('2026-10-02', '2027-10-02', '2026-12-01')).toEqual({ from: null, to: null });
  });
});
