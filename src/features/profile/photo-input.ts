import { PROFILE_PHOTO, type PhotoContentType } from '../../data/policy/photo-policy';

/** Largest file a person may pick (phone photos are a few MB); it is resized before anything is sent. */
export const SOURCE_MAX_BYTES = 20 * 1024 * 1024;
export const SOURCE_MAX_LABEL = '20 MB';

export type PhotoInputProblem = 'not-an-image' | 'too-large' | 'unreadable' | 'too-heavy';

/** Why a picked file cannot become a profile photo (the messages live in profile-messages.ts). */
export class PhotoInputError extends Error {
  readonly problem: PhotoInputProblem;
  constructor(problem: PhotoInputProblem, cause?: unknown) {
    super(problem, { cause });
    this.name = 'PhotoInputError';
    this.problem = problem;
  }
}

/** The picked file, judged before decoding: an image (SVG excluded: it is a document), within the limit. */
export function checkSourceFile(file: { type: string; size: number }): PhotoInputProblem | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return 'not-an-image';
  return file.size > SOURCE_MAX_BYTES ? 'too-large' : null;
}

/** The centred square of a `width` × `height` image. */
export function squareCrop(width: number, height: number): { sx: number; sy: number; side: number } {
  const side = Math.min(width, height);
  return { sx: Math.round((width - side) / 2), sy: Math.round((height - side) / 2), side };
}

export type Encode = (type: PhotoContentType, quality: number) => Promise<Blob | null>;

/** Formats by preference (WebP is smaller; Safari's canvas cannot write it and answers PNG), and qualities. */
const FORMATS: readonly PhotoContentType[] = ['image/webp', 'image/jpeg'];
const QUALITIES = [0.85, 0.7, 0.55, 0.4];

/**
 * The first encoding within `maxBytes`, best format and quality first. A browser that cannot write a format
 * hands back another type: that format is skipped.
 */
export async function encodeWithin(encode: Encode, maxBytes: number = PROFILE_PHOTO.maxBytes): Promise<Blob> {
  for (const type of FORMATS) {
    for (const quality of QUALITIES) {
      const blob = await encode(type, quality);
      if (blob === null || blob.type !== type) break;
      if (blob.size <= maxBytes) return blob;
    }
  }
  throw new PhotoInputError('too-heavy');
}
