import { PROFILE_PHOTO } from '../../data/policy/photo-policy';
import {
  checkSourceFile,
  encodeWithin,
  PhotoInputError,
  SOURCE_MAX_BYTES,
  squareCrop,
  type Encode,
} from './photo-input';

describe('checkSourceFile', () => {
  it('takes any raster image up to the limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/gif'])
      expect(checkSourceFile({ type, size: SOURCE_MAX_BYTES }), type).toBeNull();
  });

  it('refuses what is not an image, SVG documents included, and files over the limit', () => {
    expect(checkSourceFile({ type: 'application/pdf', size: 10 })).toBe('not-an-image');
    expect(checkSourceFile({ type: '', size: 10 })).toBe('not-an-image');
    expect(checkSourceFile({ type: 'image/svg+xml', size: 10 })).toBe('not-an-image');
    expect(checkSourceFile({ type: 'image/jpeg', size: SOURCE_MAX_BYTES + 1 })).toBe('too-large');
  });
});

describe('squareCrop', () => {
  it('takes the centred square of a landscape, a portrait and a square image', () => {
    expect(squareCrop(4000, 3000)).toEqual({ sx: 500, sy: 0, side: 3000 });
    expect(squareCrop(1080, 1920)).toEqual({ sx: 0, sy: 420, side: 1080 });
    expect(squareCrop(256, 256)).toEqual({ sx: 0, sy: 0, side: 256 });
  });
});

describe('encodeWithin', () => {
  const blobOf = (type: string, size: number) => new Blob([new Uint8Array(size)], { type });

  it('keeps the first WebP within the limit, at the best quality that fits', async () => {
    const calls: string[] = [];
    const encode: Encode = async (type, quality) => {
      calls.push(`${type} ${quality}`);
      return blobOf(type, quality > 0.6 ? PROFILE_PHOTO.maxBytes + 1 : PROFILE_PHOTO.maxBytes);
    };
    const blob = await encodeWithin(encode);
    expect(blob.type).toBe('image/webp');
    expect(blob.size).toBe(PROFILE_PHOTO.maxBytes);
    expect(calls).toEqual(['image/webp 0.85', 'image/webp 0.7', 'image/webp 0.55']);
  });

  it('falls back to JPEG where the canvas cannot write WebP (it answers PNG)', async () => {
    const encode: Encode = async (type) => blobOf(type === 'image/webp' ? 'image/png' : type, 1000);
    expect((await encodeWithin(encode)).type).toBe('image/jpeg');
  });

  it('fails when no quality fits', async () => {
    const encode: Encode = async (type) => blobOf(type, PROFILE_PHOTO.maxBytes + 1);
    await expect(encodeWithin(encode)).rejects.toEqual(new PhotoInputError('too-heavy'));
    await expect(encodeWithin(async () => null)).rejects.toBeInstanceOf(PhotoInputError);
  });
});
