import { PhotoError } from '../../ports/photo-port';
import { createFirebasePhotos, photoErrorFrom } from './firebase-photos';
import { deletePhoto, uploadPhoto } from './firebase-storage';

// The Storage SDK itself is the emulator's to test (it needs Java here); this checks the adapter around it.
vi.mock('./firebase-storage', () => ({ uploadPhoto: vi.fn(), deletePhoto: vi.fn() }));

const TARGET = { tenantId: 't1', uid: 'emp-1' };
const storageError = (code: string) => Object.assign(new Error(code), { code });

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(uploadPhoto).mockReset();
  vi.mocked(deletePhoto).mockReset();
});

describe('photoErrorFrom', () => {
  it.each([
    ['storage/unauthorized', 'permission-denied'],
    ['storage/unauthenticated', 'unauthenticated'],
    ['storage/retry-limit-exceeded', 'unavailable'],
    ['storage/quota-exceeded', 'quota-exceeded'],
    ['storage/no-default-bucket', 'not-configured'],
    ['storage/bucket-not-found', 'not-configured'],
    ['storage/something-new', 'unknown'],
  ])('maps %s to %s', (code, expected) => {
    expect(photoErrorFrom(storageError(code)).code).toBe(expected);
  });

  it('calls a failure without a code unavailable when offline (e.g. the SDK chunk did not load)', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(photoErrorFrom(new TypeError('Failed to fetch dynamically imported module')).code).toBe(
      'unavailable',
    );
  });
});

describe('createFirebasePhotos', () => {
  it('uploads to the person’s path in the tenant and passes the progress on', async () => {
    vi.mocked(uploadPhoto).mockImplementation(async (_path, _image, onProgress) => {
      onProgress?.(0.5);
      return 'https://firebasestorage.googleapis.com/…';
    });
    const progress: number[] = [];
    const image = new Blob(['x'], { type: 'image/webp' });
    const url = await createFirebasePhotos().uploadProfilePhoto(TARGET, image, (f) => progress.push(f));
    expect(url).toBe('https://firebasestorage.googleapis.com/…');
    expect(uploadPhoto).toHaveBeenCalledWith('tenants/t1/users/emp-1/photo', image, expect.any(Function));
    expect(progress).toEqual([0.5]);
  });

  it('does not try to upload offline, and speaks the port’s codes', async () => {
    const photos = createFirebasePhotos();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = photos.uploadProfilePhoto(TARGET, new Blob());
    await expect(offline).rejects.toBeInstanceOf(PhotoError);
    await expect(offline).rejects.toMatchObject({ code: 'unavailable' });
    expect(uploadPhoto).not.toHaveBeenCalled();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    vi.mocked(deletePhoto).mockRejectedValue(storageError('storage/unauthorized'));
    await expect(photos.removeProfilePhoto(TARGET)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(deletePhoto).toHaveBeenCalledWith('tenants/t1/users/emp-1/photo');
  });
});
