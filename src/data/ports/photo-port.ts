/** Whose photo: the person and the tenant they belong to (the Storage path is built from both). */
export interface PhotoTarget {
  tenantId: string;
  uid: string;
}

/** Where a person's photo lives in Storage (storage.rules: `match /tenants/{tenantId}/users/{uid}/photo`). */
export function profilePhotoPath({ tenantId, uid }: PhotoTarget): string {
  return `tenants/${tenantId}/users/${uid}/photo`;
}

export type PhotoErrorCode =
  | 'unauthenticated'
  | 'permission-denied'
  /** The image is not one the policy accepts (type or size): the client checks first, so this is a bug. */
  | 'invalid-argument'
  | 'unavailable'
  | 'quota-exceeded'
  /** The backend has no place for photos (e.g. no Storage bucket in the Firebase config). */
  | 'not-configured'
  | 'unknown';

/** The one error type crossing the PhotoPort. */
export class PhotoError extends Error {
  readonly code: PhotoErrorCode;
  constructor(code: PhotoErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'PhotoError';
    this.code = code;
  }
}

export function isPhotoError(error: unknown): error is PhotoError {
  return error instanceof PhotoError;
}

/**
 * Where profile photos are kept: Firebase Storage, or the demo store (as data URLs). The image comes already
 * resized by the browser (photo-policy.ts: a small square JPEG or WebP); the adapter stores it and gives the
 * URL to show it, which the caller then saves as the person's `photoURL`.
 */
export interface PhotoPort {
  /** Stores `image` as the photo of `target`; `onProgress` gets the fraction sent so far (0 to 1). */
  uploadProfilePhoto(
    target: PhotoTarget,
    image: Blob,
    onProgress?: (fraction: number) => void,
  ): Promise<string>;
  /** Deletes the stored photo of `target`; a photo that is not there is not an error. */
  removeProfilePhoto(target: PhotoTarget): Promise<void>;
}
