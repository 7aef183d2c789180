import 'fake-indexeddb/auto';
import { deleteDB } from 'idb';

import { absenceAttachmentPath, LICENCIA_LIMITS } from '../../../domain/absences/licencia';
import { attachmentTargetOf } from '../../ports/attachment-port';
import { DataError } from '../../ports/document-store';
import type { PolicyCaller } from '../../policy/policy-caller';
import { DemoAttachments, memoryFiles, openIdbFiles, type DemoFiles } from './demo-attachments';

const CAMILA: PolicyCaller = { uid: 'emp-1', claims: { role: 'employee', tenantId: 't1' } };
const PEDRO: PolicyCaller = { uid: 'emp-2', claims: { role: 'employee', tenantId: 't1' } };
const ADMIN: PolicyCaller = { uid: 'adm-1', claims: { role: 'admin', tenantId: 't1' } };
const OTHER_ADMIN: PolicyCaller = { uid: 'adm-9', claims: { role: 'admin', tenantId: 't2' } };
const OWN = { tenantId: 't1', uid: 'emp-1', fileId: 'abs-1' };
const PATH = 'tenants/t1/users/emp-1/absences/abs-1';
const pdf = (size = 2048, type = 'application/pdf') => new Blob([new Uint8Array(size)], { type });

function attachmentsAs(caller: PolicyCaller | null, files: DemoFiles = memoryFiles()) {
  return new DemoAttachments({ caller: () => caller, files, objectUrl: (_file, path) => `blob:${path}` });
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'done',
    (error: unknown) => (error instanceof DataError ? error.code : String(error)),
  );

describe('attachmentTargetOf', () => {
  it('reads back the path absenceAttachmentPath builds, and nothing else', () => {
    expect(attachmentTargetOf(absenceAttachmentPath(OWN))).toEqual(OWN);
    expect(attachmentTargetOf('tenants/t1/users/emp-1/photo')).toBeNull();
    expect(attachmentTargetOf('tenants/t1/users/emp-1/absences/a/b')).toBeNull();
    expect(attachmentTargetOf('tenants/t1/users/emp-1/absences/bad.id')).toBeNull();
  });
});

describe('DemoAttachments', () => {
  it('stores the own document at its path, reporting the progress', async () => {
    const files = memoryFiles();
    const progress: number[] = [];
    await attachmentsAs(CAMILA, files).uploadAbsenceAttachment(OWN, pdf(), (f) => progress.push(f));
    expect(await files.paths()).toEqual([PATH]);
    expect((await files.get(PATH))?.size).toBe(2048);
    expect(progress).toEqual([0, 1]);
  });

  it('refuses what storage.rules refuse: another’s folder, a wrong type, more than 5 MB, a replacement', async () => {
    const files = memoryFiles();
    const camila = attachmentsAs(CAMILA, files);
    expect(await codeOf(attachmentsAs(PEDRO, files).uploadAbsenceAttachment(OWN, pdf()))).toBe(
      'permission-denied',
    );
    expect(await codeOf(camila.uploadAbsenceAttachment(OWN, pdf(10, 'application/msword')))).toBe(
      'permission-denied',
    );
    const max = LICENCIA_LIMITS.attachmentMaxBytes;
    expect(await codeOf(camila.uploadAbsenceAttachment(OWN, pdf(max + 1)))).toBe('permission-denied');
    expect(await files.paths()).toEqual([]);
    expect(await codeOf(camila.uploadAbsenceAttachment(OWN, pdf(max, 'image/png')))).toBe('done');
    expect(await codeOf(camila.uploadAbsenceAttachment(OWN, pdf()))).toBe('permission-denied');
    expect((await files.get(PATH))?.type).toBe('image/png');
    expect(await codeOf(attachmentsAs(null, files).uploadAbsenceAttachment(OWN, pdf()))).toBe(
      'unauthenticated',
    );
  });

  it('opens the document for its owner and an admin of the tenant, never for another employee', async () => {
    const files = memoryFiles({ [PATH]: pdf() });
    expect(await attachmentsAs(CAMILA, files).absenceAttachmentUrl(PATH)).toBe(`blob:${PATH}`);
    expect(await attachmentsAs(ADMIN, files).absenceAttachmentUrl(PATH)).toBe(`blob:${PATH}`);
    expect(await codeOf(attachmentsAs(PEDRO, files).absenceAttachmentUrl(PATH))).toBe('permission-denied');
    expect(await codeOf(attachmentsAs(OTHER_ADMIN, files).absenceAttachmentUrl(PATH))).toBe(
      'permission-denied',
    );
    expect(
      await codeOf(attachmentsAs(ADMIN, files).absenceAttachmentUrl('tenants/t1/users/emp-1/photo')),
    ).toBe('permission-denied');
    const missing = 'tenants/t1/users/emp-1/absences/other';
    expect(await codeOf(attachmentsAs(CAMILA, files).absenceAttachmentUrl(missing))).toBe('not-found');
  });

  it('makes one object URL of the stored file per document', async () => {
    const file = pdf();
    const objectUrl = vi.fn((_file: Blob, path: string) => `blob:${path}`);
    const attachments = new DemoAttachments({
      caller: () => CAMILA,
      files: memoryFiles({ [PATH]: file }),
      objectUrl,
    });
    await attachments.absenceAttachmentUrl(PATH);
    await attachments.absenceAttachmentUrl(PATH);
    expect(objectUrl).toHaveBeenCalledExactlyOnceWith(file, PATH);
  });

  it('defaults to URL.createObjectURL', async () => {
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:made');
    const attachments = new DemoAttachments({ caller: () => CAMILA, files: memoryFiles({ [PATH]: pdf() }) });
    expect(await attachments.absenceAttachmentUrl(PATH)).toBe('blob:made');
    expect(create).toHaveBeenCalledOnce();
    create.mockRestore();
  });
});

describe('openIdbFiles', () => {
  const DB = 'demo-attachments-test';
  afterEach(() => deleteDB(DB));

  it('keeps the files across opens (a reload), creates once per path and clears on reset', async () => {
    const first = await openIdbFiles(DB);
    expect(await first.create(PATH, pdf(3))).toBe(true);
    expect(await first.create(PATH, pdf(5))).toBe(false);
    const reopened = await openIdbFiles(DB);
    const kept = await reopened.get(PATH);
    expect(kept?.size).toBe(3);
    expect(kept?.type).toBe('application/pdf');
    expect(await reopened.paths()).toEqual([PATH]);
    await reopened.clear();
    expect(await first.get(PATH)).toBeNull();
  });
});
