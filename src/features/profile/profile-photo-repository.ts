import type { Backend } from '../../data/ports/backend';
import type { PhotoTarget } from '../../data/ports/photo-port';
import { mirrorInUsersDoc } from './users-doc-mirror';

/**
 * Stores the resized `image` as the person's photo, then points the users doc and the identity at it. A failure
 * at any step leaves the identity's photo as it was. Resolves with the new photo's URL.
 */
export async function uploadProfilePhoto(
  backend: Pick<Backend, 'auth' | 'store' | 'photos'>,
  target: PhotoTarget,
  image: Blob,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const photoURL = await backend.photos.uploadProfilePhoto(target, image, onProgress);
  await mirrorInUsersDoc(backend.store, target.uid, { photoURL });
  await backend.auth.updateProfile({ photoURL });
  return photoURL;
}

/** Deletes the person's photo, then clears it in the users doc and the identity (the initials show instead). */
export async function removeProfilePhoto(
  backend: Pick<Backend, 'auth' | 'store' | 'photos'>,
  target: PhotoTarget,
): Promise<void> {
  await backend.photos.removeProfilePhoto(target);
  await mirrorInUsersDoc(backend.store, target.uid, { photoURL: null });
  await backend.auth.updateProfile({ photoURL: null });
}
