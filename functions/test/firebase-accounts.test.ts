import type { Auth, UserRecord } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';

import { isRevokedSession } from '../../src/data/policy/policy-caller';
import { accountRecord, firebaseAccounts } from '../src/firebase-accounts';

const CREATED = 'Mon, 23 Nov 2026 16:01:11 GMT';

function user(overrides: Partial<Record<keyof UserRecord, unknown>> = {}): UserRecord {
  return {
    uid: 'u1',
    email: 'ana@t1.test',
    displayName: 'Ana',
    disabled: false,
    customClaims: { role: 'admin', tenantId: 't1', extra: true },
    metadata: { creationTime: CREATED },
    tokensValidAfterTime: CREATED,
    ...overrides,
  } as unknown as UserRecord;
}

describe('Firebase Auth accounts', () => {
  it('reads the account in the service terms: its claims, and no revocation for the creation stamp', () => {
    expect(accountRecord(user())).toEqual({
      uid: 'u1',
      email: 'ana@t1.test',
      displayName: 'Ana',
      disabled: false,
      claims: { role: 'admin', tenantId: 't1' },
      tokensValidAfter: null,
    });
    expect(accountRecord(user({ customClaims: undefined, displayName: undefined }))).toMatchObject({
      claims: null,
      displayName: null,
    });
  });

  it('reads a valid-after time later than the creation second as a revocation just before that second', () => {
    const revoked = 'Mon, 23 Nov 2026 16:01:12 GMT';
    const at = accountRecord(user({ tokensValidAfterTime: revoked })).tokensValidAfter;
    expect(at).toEqual(new Date(Date.parse(revoked) - 1));
    // Firebase's own rule: a sign-in in the valid-after second is good (a new sign-in right after a password
    // change), one in the second before is revoked.
    const second = Date.parse(revoked) / 1000;
    if (at === null) throw new Error('revoked');
    expect(isRevokedSession(second, at)).toBe(false);
    expect(isRevokedSession(second - 1, at)).toBe(true);
  });

  it('revokes again once the creation second is over, so a revocation in it shows', async () => {
    const created = new Date(Math.floor(Date.now() / 1000) * 1000).toUTCString();
    let revocations = 0;
    const auth = {
      revokeRefreshTokens: async () => {
        revocations += 1;
      },
      getUser: async () =>
        user({
          metadata: { creationTime: created },
          tokensValidAfterTime: new Date(Math.floor(Date.now() / 1000) * 1000).toUTCString(),
        }),
    } as unknown as Auth;
    const revokedAt = await firebaseAccounts(auth).revokeSessions('u1');
    expect(revokedAt.getTime()).toBeGreaterThan(Date.parse(created));
    expect(revocations).toBeGreaterThanOrEqual(1);
  });
});
