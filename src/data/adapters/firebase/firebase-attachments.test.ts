import { DataError } from '../../ports/document-store';
import { downloadUrl, uploadFile } from './firebase-attachment-storage';
import { attachmentErrorFrom, createFirebaseAttachments } from './firebase-attachments';

// The Storage SDK itself is the emulator's to test (it needs Java here); this checks the adapter around it.
vi.mock('./firebase-attachment-storage', () => ({ uploadFile: vi.fn(), downloadUrl: vi.fn() }));

const TARGET = { tenantId: 't1', uid: 'emp-1', fileId: 'abs-1' };
const PATH = 'tenants/t1/users/emp-1/absences/abs-1';
const storageError = (code: string) => Object.assign(new Error(code), { code });

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(uploadFile).mockReset();
  vi.mocked(downloadUrl).mockReset();
});

describe('attachmentErrorFrom', () => {
  it.each([
    ['storage/unauthorized', 'permission-denied'],
    ['storage/unauthenticated', 'unauthenticated'],
    ['storage/object-not-found', 'not-found'],
    ['storage/retry-limit-exceeded', 'unavailable'],
    ['storage/quota-exceeded', 'resource-exhausted'],
    ['storage/no-default-bucket', 'failed-precondition'],
    ['storage/something-new', 'unknown'],
  ])('maps %s to %s', (code, expected) => {
    expect(attachmentErrorFrom(storageError(code)).code).toBe(expected);
  });

  it('calls a failure without a code unavailable when offline (e.g. the SDK chunk did not load)', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(attachmentErrorFrom(new TypeError('Failed to fetch dynamically imported module')).code).toBe(
      'unavailable',
    );
  });
});

describe('createFirebaseAttachments', () => {
  it('uploads to the person’s absences folder and passes the progress on', async () => {
    vi.mocked(uploadFile).mockImplementation(async (_path, _file, onProgress) => {
      onProgress?.(0.5);
    });
    const progress: number[] = [];
    const file = new Blob(['%PDF'], { type: 'application/pdf' });
    await createFirebaseAttachments().uploadAbsenceAttachment(TARGET, file, (f) => progress.push(f));
    expect(uploadFile).toHaveBeenCalledWith(PATH, file, expect.any(Function));
    expect(progress).toEqual([0.5]);
  });

  it('gives the download URL of the path, and speaks the port’s codes', async () => {
    const attachments = createFirebaseAttachments();
    vi.mocked(downloadUrl).mockResolvedValueOnce('https://firebasestorage.googleapis.com/…');
    expect(await attachments.absenceAttachmentUrl(PATH)).toBe('https://firebasestorage.googleapis.com/…');
    expect(downloadUrl).toHaveBeenCalledWith(PATH);
    vi.mocked(downloadUrl).mockRejectedValueOnce(storageError('storage/unauthorized'));
    const refused = attachments.absenceAttachmentUrl(PATH);
    await expect(refused).rejects.toBeInstanceOf(DataError);
    await expect(refused).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('does not try to upload offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(
      createFirebaseAttachments().uploadAbsenceAttachment(TARGET, new Blob()),
    ).rejects.toMatchObject({ code: 'unavailable' });
    expect(uploadFile).not.toHaveBeenCalled();
  });
});
