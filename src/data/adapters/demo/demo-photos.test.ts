// @vitest-environment jsdom
import { PROFILE_PHOTO } from '../../policy/photo-policy';
import { PhotoError } from '../../ports/photo-port';
import type { PolicyCaller } from '../../policy/policy-caller';
import { DemoPhotos } from './demo-photos';

const CAMILA: PolicyCaller = { uid: 'emp-1', claims: { role: 'employee', tenantId: 't1' } };
const OWN = { tenantId: 't1', uid: 'emp-1' };
const webp = (size = 12) => new Blob([new Uint8Array(size).fill(65)], { type: 'image/webp' });

function photosAs(caller: PolicyCaller | null) {
  return new DemoPhotos(() => caller);
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'stored',
    (error: unknown) => (error instanceof PhotoError ? error.code : String(error)),
  );

describe('DemoPhotos', () => {
  it('keeps the photo as a data URL of the image itself, reporting the progress', async () => {
    const progress: number[] = [];
    const url = await photosAs(CAMILA).uploadProfilePhoto(OWN, webp(3), (fraction) =>
      progress.push(fraction),
    );
    expect(url).toBe('data:image/webp;base64,QUFB');
    expect(progress).toEqual([0, 1]);
  });

  it('takes a photo up to the size limit the rules set', async () => {
    const url = await photosAs(CAMILA).uploadProfilePhoto(OWN, webp(PROFILE_PHOTO.maxBytes));
    expect(url.startsWith('data:image/webp;base64,')).toBe(true);
  });

  it('refuses what storage.rules refuses', async () => {
    const photos = photosAs(CAMILA);
    expect(await codeOf(photos.uploadProfilePhoto(OWN, webp(PROFILE_PHOTO.maxBytes + 1)))).toBe(
      'invalid-argument',
    );
    expect(await codeOf(photos.uploadProfilePhoto(OWN, new Blob(['x'], { type: 'image/png' })))).toBe(
      'invalid-argument',
    );
    expect(await codeOf(photos.uploadProfilePhoto({ tenantId: 't1', uid: 'colleague-1' }, webp()))).toBe(
      'permission-denied',
    );
    expect(await codeOf(photos.uploadProfilePhoto({ tenantId: 't2', uid: 'emp-1' }, webp()))).toBe(
      'permission-denied',
    );
    expect(await codeOf(photosAs(null).uploadProfilePhoto(OWN, webp()))).toBe('unauthenticated');
    const auditor = { uid: 'emp-1', claims: { role: 'auditor', tenantId: 't1' } };
    expect(await codeOf(photosAs(auditor).uploadProfilePhoto(OWN, webp()))).toBe('permission-denied');
  });

  it('lets only the owner remove the photo', async () => {
    await photosAs(CAMILA).removeProfilePhoto(OWN);
    expect(await codeOf(photosAs(CAMILA).removeProfilePhoto({ tenantId: 't1', uid: 'colleague-1' }))).toBe(
      'permission-denied',
    );
    expect(await codeOf(photosAs(null).removeProfilePhoto(OWN))).toBe('unauthenticated');
  });
});
