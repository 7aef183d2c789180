import { PhotoError, profilePhotoPath, type PhotoErrorCode, type PhotoPort } from '../../ports/photo-port';

const CODES: Readonly<Record<string, PhotoErrorCode>> = {
  'storage/unauthenticated': 'unauthenticated',
  'storage/unauthorized': 'permission-denied',
  'storage/unauthorized-app': 'permission-denied',
  'storage/retry-limit-exceeded': 'unavailable',
  'storage/quota-exceeded': 'quota-exceeded',
  'storage/no-default-bucket': 'not-configured',
  'storage/invalid-default-bucket': 'not-configured',
  'storage/bucket-not-found': 'not-configured',
  'storage/project-not-found': 'not-configured',
};

/** A Storage SDK failure (`storage/…` codes) or a failed chunk load, as the port's error. */
export function photoErrorFrom(error: unknown): PhotoError {
  if (error instanceof PhotoError) return error;
  const code =
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
      ? (error as { code: string }).code
      : null;
  const message = error instanceof Error ? error.message : String(error);
  if (code === null) return new PhotoError(navigator.onLine ? 'unknown' : 'unavailable', message);
  return new PhotoError(CODES[code] ?? 'unknown', message);
}

async function guarded<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw photoErrorFrom(error);
  }
}

/** The lazily loaded Storage SDK (its own chunk): no screen pays for it until a photo is uploaded or removed. */
const sdk = () => import('./firebase-storage');

/** Profile photos in Firebase Storage, at `tenants/{tenantId}/users/{uid}/photo` (storage.rules). */
export function createFirebasePhotos(): PhotoPort {
  return {
    uploadProfilePhoto: (target, image, onProgress) =>
      guarded(async () => {
        if (!navigator.onLine) throw new PhotoError('unavailable', 'offline');
        const storage = await sdk();
        return storage.uploadPhoto(profilePhotoPath(target), image, onProgress);
      }),
    removeProfilePhoto: (target) =>
      guarded(async () => {
        const storage = await sdk();
        await storage.deletePhoto(profilePhotoPath(target));
      }),
  };
}
