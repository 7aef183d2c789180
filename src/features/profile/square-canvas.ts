import { PROFILE_PHOTO } from '../../data/policy/photo-policy';
import { encodeWithin, PhotoInputError, squareCrop } from './photo-input';

async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    // Phone photos carry their rotation in EXIF: honour it, or portraits come out lying down.
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    throw new PhotoInputError('unreadable', error);
  }
}

/**
 * The centred square of an image, `PROFILE_PHOTO.side` pixels wide, on white (a transparent PNG must not turn
 * black as a JPEG), encoded as WebP or JPEG within `PROFILE_PHOTO.maxBytes`. Canvas work: the browser's (E2E),
 * not jsdom's.
 */
export async function drawSquarePhoto(file: Blob): Promise<Blob> {
  const bitmap = await decode(file);
  try {
    const { side } = PROFILE_PHOTO;
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (context === null) throw new PhotoInputError('unreadable');
    const crop = squareCrop(bitmap.width, bitmap.height);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, side, side);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, crop.sx, crop.sy, crop.side, crop.side, 0, 0, side, side);
    return await encodeWithin(
      (type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality)),
    );
  } finally {
    bitmap.close();
  }
}
