import { checkPhotoDelete, checkPhotoWrite } from '../../policy/photo-policy';
import { PhotoError, type PhotoPort, type PhotoTarget } from '../../ports/photo-port';
import type { PolicyCaller } from '../../policy/policy-caller';

function dataUrlOf(image: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new PhotoError('unknown', 'the image could not be read'));
    reader.onerror = () => reject(new PhotoError('unknown', 'the image could not be read'));
    reader.readAsDataURL(image);
  });
}

/**
 * The demo PhotoPort: there is no file server, so the photo's "download URL" is the image itself as a data URL,
 * which the caller keeps in the person's users doc (the demo store, in IndexedDB) and identity. The size limit
 * of photo-policy.ts bounds it. Uploads and deletes are judged by storage.rules' policy (checkPhotoWrite), so
 * the demo refuses what Firebase Storage would.
 */
export class DemoPhotos implements PhotoPort {
  constructor(private readonly caller: () => PolicyCaller | null) {}

  async uploadProfilePhoto(
    target: PhotoTarget,
    image: Blob,
    onProgress?: (fraction: number) => void,
  ): Promise<string> {
    const caller = this.caller();
    if (caller === null) throw new PhotoError('unauthenticated');
    // Storage answers both with `unauthorized`; the port tells someone else's photo from a wrong image.
    const owner = checkPhotoDelete({ caller, target });
    if (!owner.allow) throw new PhotoError('permission-denied', `Photo refused: ${owner.reason}`);
    const verdict = checkPhotoWrite({ caller, target, size: image.size, contentType: image.type });
    if (!verdict.allow) throw new PhotoError('invalid-argument', `Photo refused: ${verdict.reason}`);
    onProgress?.(0);
    const url = await dataUrlOf(image);
    onProgress?.(1);
    return url;
  }

  async removeProfilePhoto(target: PhotoTarget): Promise<void> {
    const caller = this.caller();
    if (caller === null) throw new PhotoError('unauthenticated');
    const verdict = checkPhotoDelete({ caller, target });
    if (!verdict.allow) throw new PhotoError('permission-denied', `Photo removal refused: ${verdict.reason}`);
    // Nothing else to delete: the image lived only in the photoURL the caller now clears.
  }
}
