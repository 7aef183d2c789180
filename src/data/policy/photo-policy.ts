/**
 * Profile photos: what the browser produces, what both photo adapters store, and what storage.rules and
 * firestore.rules accept. The rules cannot import TypeScript: their photo blocks are generated from these limits
 * and patterns (src/data/policy/rules/photos.ts, `npm run rules:generate`; `npm test` checks them).
 */
import { ROLES } from '../ports/auth-port';
import { profilePhotoPath, type PhotoTarget } from '../ports/photo-port';
import { ALLOW, deny, firstDenial, type Verdict } from './verdicts';

export const PROFILE_PHOTO = {
  /** Side of the square the browser resizes every photo to, in pixels. */
  side: 256,
  /** Largest stored image, in bytes (storage.rules: `request.resource.size <= …`). */
  maxBytes: 48 * 1024,
  /** What the browser encodes to and storage.rules accepts. */
  contentTypes: ['image/jpeg', 'image/webp'],
} as const;

export type PhotoContentType = (typeof PROFILE_PHOTO.contentTypes)[number];

/** The longest data URL of an image within `maxBytes` (base64 grows 3 bytes into 4 characters). */
export const PHOTO_DATA_URL_MAX =
  'data:image/jpeg;base64,'.length + 4 * Math.ceil(PROFILE_PHOTO.maxBytes / 3);

/** Longest download URL accepted (Firebase's are about 250 characters). */
export const PHOTO_URL_MAX = 2048;

const SUBTYPES = PROFILE_PHOTO.contentTypes.map((type) => type.slice('image/'.length)).join('|');

/** The content types of PROFILE_PHOTO as one pattern (storage.rules and the data URL share it). */
export const PHOTO_CONTENT_TYPE_PATTERN = `image/(${SUBTYPES})`;

/** What the demo adapter writes: the image itself, base64-encoded. Whole-string pattern, as in the rules. */
export const PHOTO_DATA_URL_PATTERN = `data:image/(${SUBTYPES});base64,[A-Za-z0-9+/]+={0,2}`;

/**
 * What the Firebase adapter writes: Storage's download URL of an object (its path, URL-encoded, follows `/o/`;
 * the token is a UUID). Which object it names is checked apart, against the doc's tenant and uid.
 */
export const STORAGE_PHOTO_URL_PATTERN =
  'https://firebasestorage[.]googleapis[.]com/v0/b/[a-z0-9._-]+/o/[^/?#]+[?]alt=media&token=[0-9a-f-]+';

const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);
const DATA_URL = whole(PHOTO_DATA_URL_PATTERN);
const STORAGE_URL = whole(STORAGE_PHOTO_URL_PATTERN);

/** The object path as it appears in a download URL: every `/` encoded, as firestore.rules compares it. */
function encodedPhotoPath(target: PhotoTarget): string {
  return profilePhotoPath(target).replaceAll('/', '%2F');
}

/**
 * The `photoURL` of `users/{uid}` (and of the identity): none, a data URL of a small JPEG/WebP (demo), or the
 * download URL of that very person's photo in Storage (Firebase). Anything else (another site, another person's
 * object, `javascript:`, an oversized blob) is refused.
 */
export function isValidPhotoURL(value: unknown, target: { tenantId: unknown; uid: string }): boolean {
  if (value === null) return true;
  if (typeof value !== 'string') return false;
  if (value.startsWith('data:')) return value.length <= PHOTO_DATA_URL_MAX && DATA_URL.test(value);
  if (value.length > PHOTO_URL_MAX || !STORAGE_URL.test(value) || typeof target.tenantId !== 'string')
    return false;
  const objectPath = value.split('/o/')[1]?.split('?')[0];
  return objectPath === encodedPhotoPath({ tenantId: target.tenantId, uid: target.uid });
}

export interface PhotoUploadRequest {
  /** The signed-in caller (a PolicyCaller), or null. */
  caller: { uid: string; claims: { role: string; tenantId: string } } | null;
  target: PhotoTarget;
  size: number;
  contentType: string;
}

const MEMBER_ROLES: ReadonlySet<string> = new Set(ROLES);

/** storage.rules for a write of `tenants/{tenantId}/users/{uid}/photo`, as the demo adapter enforces them. */
export function checkPhotoWrite({ caller, target, size, contentType }: PhotoUploadRequest): Verdict {
  return firstDenial([
    caller !== null && MEMBER_ROLES.has(caller.claims.role) && caller.claims.tenantId === target.tenantId
      ? ALLOW
      : deny('only a member of the tenant'),
    caller?.uid === target.uid ? ALLOW : deny('only the owner writes their photo'),
    size <= PROFILE_PHOTO.maxBytes ? ALLOW : deny(`larger than ${PROFILE_PHOTO.maxBytes} bytes`),
    whole(PHOTO_CONTENT_TYPE_PATTERN).test(contentType) ? ALLOW : deny(`content type ${contentType}`),
  ]);
}

/** storage.rules for deleting the photo: its owner only. */
export function checkPhotoDelete({
  caller,
  target,
}: Omit<PhotoUploadRequest, 'size' | 'contentType'>): Verdict {
  return caller !== null &&
    MEMBER_ROLES.has(caller.claims.role) &&
    caller.claims.tenantId === target.tenantId &&
    caller.uid === target.uid
    ? ALLOW
    : deny('only the owner deletes their photo');
}
