/**
 * Profile photos (photo-policy.ts): the users doc's `photoURL` in firestore.rules, and the whole Storage policy of
 * storage.rules.
 */
import { ROLES } from '../../ports/auth-port';
import {
  PHOTO_CONTENT_TYPE_PATTERN,
  PHOTO_DATA_URL_MAX,
  PHOTO_DATA_URL_PATTERN,
  PHOTO_URL_MAX,
  PROFILE_PHOTO,
  STORAGE_PHOTO_URL_PATTERN,
} from '../photo-policy';
import { profilePhotoPath } from '../../ports/photo-port';
import { storageAbsenceAttachmentRules } from './planning';
import { rules, rulesList, rulesString } from './syntax';

/** profilePhotoPath with its tenant and uid as the rules' wildcards. */
const PHOTO_PATH = profilePhotoPath({ tenantId: '{tenantId}', uid: '{uid}' });

/**
 * The object path a download URL names (encodedPhotoPath: every `/` encoded) as a rules expression of the doc's
 * tenant (`data.tenantId`) and the person (`uid`).
 */
function encodedPhotoPath(): string {
  const values: Readonly<Record<string, string>> = { '{tenantId}': 'data.tenantId', '{uid}': 'uid' };
  return PHOTO_PATH.replaceAll('/', '%2F')
    .split(/(\{tenantId\}|\{uid\})/)
    .filter((piece) => piece !== '')
    .map((piece) => values[piece] ?? rulesString(piece))
    .join(' + ');
}

/** validPhotoURL of firestore.rules (isValidPhotoURL). */
export function photoURLBlock(): string {
  return rules`
// isValidPhotoURL (photo-policy.ts): none, a data URL of a small JPEG/WebP (the demo adapter's), or the
// Storage download URL of this very person's photo (the Firebase adapter's).
function validPhotoURL(data, uid) {
  let url = data.get('photoURL', null);
  return url == null
    || (url is string && url.size() <= ${PHOTO_DATA_URL_MAX}
      && url.matches(${rulesString(PHOTO_DATA_URL_PATTERN)}))
    || (url is string && url.size() <= ${PHOTO_URL_MAX}
      && url.matches(${rulesString(STORAGE_PHOTO_URL_PATTERN)})
      && url.split('/o/')[1].split('[?]')[0] == ${encodedPhotoPath()});
}`;
}

/** The whole of storage.rules' bucket: who reads and writes a profile photo (checkPhotoWrite, checkPhotoDelete). */
export function storagePhotosBlock(): string {
  return rules`
// A product member of \`tenantId\`: claims are set server side (AdminPort) and are the only source of both.
function memberOf(tenantId) {
  return request.auth != null
    && request.auth.token.get('tenantId', null) == tenantId
    && request.auth.token.get('role', null) in ${rulesList(ROLES)};
}

function isOwner(tenantId, uid) {
  return memberOf(tenantId) && request.auth.uid == uid;
}

// A person's photo: the members of the tenant see it; only its owner replaces it (a small JPEG or WebP) or
// deletes it.
match /${PHOTO_PATH} {
  allow read: if memberOf(tenantId);
  allow create, update: if isOwner(tenantId, uid)
    && request.resource.size <= ${PROFILE_PHOTO.maxBytes}
    && request.resource.contentType.matches(${rulesString(PHOTO_CONTENT_TYPE_PATTERN)});
  allow delete: if isOwner(tenantId, uid);
}
${storageAbsenceAttachmentRules()}`;
}
