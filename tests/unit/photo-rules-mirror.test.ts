// @vitest-environment node
/**
 * storage.rules and the photo part of firestore.rules spell out the limits and patterns of
 * src/data/ports/photo-policy.ts, which the browser's resizing and both photo adapters use. The Storage
 * rules run on no emulator in `npm test`: this reads the rules as text
 * and fails the moment a copy drifts from the client's constants.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { ROLES } from '../../src/domain/labels';
import {
  checkPhotoWrite,
  isValidPhotoURL,
  PHOTO_CONTENT_TYPE_PATTERN,
  PHOTO_DATA_URL_MAX,
  PHOTO_DATA_URL_PATTERN,
  PHOTO_URL_MAX,
  PROFILE_PHOTO,
  STORAGE_PHOTO_URL_PATTERN,
} from '../../src/data/ports/photo-policy';
import { profilePhotoPath } from '../../src/data/ports/photo-port';
import {
  LARGEST_PHOTO_DATA_URL,
  PHOTO_DATA_URL,
  PHOTO_URL_ATTACKS,
  storagePhotoURL,
} from '../../src/testing/policy-fixtures';

const read = (file: string) => readFileSync(resolve(import.meta.dirname, '../..', file), 'utf8');
const storageRules = read('storage.rules');
const firestoreRules = read('firestore.rules');
const firebaseJson = JSON.parse(read('firebase.json')) as { storage?: { rules?: string } };

/** The text of a rules function, from its `function name(` to the closing brace at its indentation. */
function ruleFunction(rules: string, name: string): string {
  const start = rules.indexOf(`function ${name}(`);
  expect(start, `no function ${name} in the rules`).toBeGreaterThanOrEqual(0);
  const end = rules.indexOf('\n    }', start);
  return rules.slice(start, end);
}

/** The first argument of every `.matches('…')` in `text`, in order. */
const patternsIn = (text: string) => [...text.matchAll(/\.matches\('([^']+)'\)/g)].map((m) => m[1] ?? '');

/** Rules regexes match the whole string. */
const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);

describe('storage.rules mirrors the profile photo policy', () => {
  it('is the Storage rules file firebase.json deploys', () => {
    expect(firebaseJson.storage?.rules).toBe('storage.rules');
  });

  it('guards the path the adapters write to', () => {
    expect(storageRules).toContain(`match /${profilePhotoPath({ tenantId: '{tenantId}', uid: '{uid}' })} {`);
  });

  it('limits the size to what the browser resizes to', () => {
    expect(storageRules).toContain(`request.resource.size <= ${PROFILE_PHOTO.maxBytes}`);
    expect([...storageRules.matchAll(/request\.resource\.size\s*<=?\s*(\d+)/g)]).toHaveLength(1);
  });

  it('accepts exactly the content types the browser encodes to', () => {
    const [pattern] = patternsIn(storageRules);
    expect(pattern).toBe(PHOTO_CONTENT_TYPE_PATTERN);
    const samples = [
      ...PROFILE_PHOTO.contentTypes,
      'image/png',
      'image/gif',
      'image/svg+xml',
      'text/html',
      'image/jpeg2',
      'application/octet-stream',
    ];
    for (const type of samples) {
      expect(whole(pattern ?? '$^').test(type), type).toBe(
        (PROFILE_PHOTO.contentTypes as readonly string[]).includes(type),
      );
    }
  });

  it('lets the product roles, and only them, in', () => {
    const roles = /token\.get\('role', null\) in \[([^\]]+)\]/.exec(storageRules)?.[1] ?? '';
    expect([...roles.matchAll(/'([^']+)'/g)].map((m) => m[1])).toEqual([...ROLES]);
  });

  it('is the policy the demo adapter enforces', () => {
    const owner = { uid: 'u1', claims: { role: 'employee', tenantId: 't1' } };
    const target = { tenantId: 't1', uid: 'u1' };
    const write = (size: number, contentType: string, caller = owner) =>
      checkPhotoWrite({ caller, target, size, contentType }).allow;
    expect(write(PROFILE_PHOTO.maxBytes, 'image/webp')).toBe(true);
    expect(write(PROFILE_PHOTO.maxBytes + 1, 'image/webp')).toBe(false);
    expect(write(100, 'image/png')).toBe(false);
    expect(write(100, 'image/jpeg', { ...owner, uid: 'u2' })).toBe(false);
    expect(write(100, 'image/jpeg', { ...owner, claims: { role: 'admin', tenantId: 't2' } })).toBe(false);
    expect(write(100, 'image/jpeg', { ...owner, claims: { role: 'auditor', tenantId: 't1' } })).toBe(false);
  });
});

describe('firestore.rules judges users.photoURL like photo-policy.ts', () => {
  const rule = ruleFunction(firestoreRules, 'validPhotoURL');

  it('spells out the same limits and patterns', () => {
    expect(PHOTO_DATA_URL_MAX).toBe(65559);
    expect(rule).toContain(`url.size() <= ${PHOTO_DATA_URL_MAX}`);
    expect(rule).toContain(`url.size() <= ${PHOTO_URL_MAX}`);
    expect(patternsIn(rule)).toEqual([PHOTO_DATA_URL_PATTERN, STORAGE_PHOTO_URL_PATTERN]);
    // The object a Storage URL names is the doc's own person's photo, compared as text (no ids in a regex).
    expect(rule).toContain(
      "url.split('/o/')[1].split('[?]')[0] == 'tenants%2F' + data.tenantId + '%2Fusers%2F' + uid + '%2Fphoto'",
    );
  });

  it('accepts and refuses the same sample URLs', () => {
    const [dataUrl = '$^', storageUrl = '$^'] = patternsIn(rule).map((p) => p);
    const uid = 'emp-1';
    /** validPhotoURL of the rules, transcribed: its patterns and limits are read from the file above. */
    const byRules = (url: unknown) =>
      url === null ||
      (typeof url === 'string' && url.length <= PHOTO_DATA_URL_MAX && whole(dataUrl).test(url)) ||
      (typeof url === 'string' &&
        url.length <= PHOTO_URL_MAX &&
        whole(storageUrl).test(url) &&
        url.split('/o/')[1]?.split('?')[0] === `tenants%2Ft1%2Fusers%2F${uid}%2Fphoto`);
    const samples: unknown[] = [
      null,
      PHOTO_DATA_URL,
      LARGEST_PHOTO_DATA_URL,
      storagePhotoURL('t1', uid),
      ...PHOTO_URL_ATTACKS.map(([, value]) => value(uid)),
    ];
    for (const sample of samples) {
      expect(byRules(sample), String(sample).slice(0, 80)).toBe(
        isValidPhotoURL(sample, { tenantId: 't1', uid }),
      );
    }
    expect(samples.filter((sample) => isValidPhotoURL(sample, { tenantId: 't1', uid }))).toHaveLength(4);
  });

  it('judges a changed photo of the own users doc, from the person or a manager', () => {
    const users = firestoreRules.slice(firestoreRules.indexOf('match /users/{uid}'));
    const update = users.slice(users.indexOf('allow update:'), users.indexOf('allow create, delete'));
    expect(update).toContain('uid == request.auth.uid');
    expect(update).toContain('validOwnProfile(uid)');
    expect(update).toContain('validUserUpdate(uid)');
    // Both go through validProfile, which holds the photo to validPhotoURL.
    expect(ruleFunction(firestoreRules, 'validProfile')).toContain('validPhotoURL(d, uid)');
    expect(ruleFunction(firestoreRules, 'validOwnProfile')).toContain('validProfile(');
    expect(ruleFunction(firestoreRules, 'validUserUpdate')).toContain('validProfile(');
  });
});
