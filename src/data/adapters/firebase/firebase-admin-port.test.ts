import { AdminError, type AdminCallName } from '../../ports/admin-port';
import { FirebaseAdmin, adminErrorFrom, type CallableSession } from './firebase-admin-port';

/** The SDK's FunctionsError as the adapter sees it: `functions/<code>`, a message, maybe details. */
function functionsError(code: string, message: string, details?: unknown): Error {
  return Object.assign(new Error(message), { code: `functions/${code}`, details });
}

function fakeSession(answer: (name: AdminCallName, data: unknown) => unknown, uid = 'admin-1') {
  const calls: [AdminCallName, unknown][] = [];
  let refreshes = 0;
  const session: CallableSession = {
    call: async (name, data) => {
      calls.push([name, data]);
      return answer(name, data);
    },
    uid: () => uid,
    refreshToken: async () => {
      refreshes += 1;
    },
  };
  return { session, calls, refreshes: () => refreshes };
}

describe('FirebaseAdmin', () => {
  it('calls the callable named after the call with the input as JSON and returns its result', async () => {
    const fake = fakeSession(() => ({ uid: 'new-uid', invitationSentTo: 'a@t1.test' }));
    const admin = new FirebaseAdmin(async () => fake.session);
    const result = await admin.createUser({
      requestId: 'r-12345678',
      tenantId: 't1',
      role: 'employee',
      email: 'a@t1.test',
      displayName: 'A',
      file: { hireDate: new Date('2025-03-01T03:00:00.000Z') },
    });
    expect(result).toEqual({ uid: 'new-uid', invitationSentTo: 'a@t1.test' });
    expect(fake.calls).toEqual([
      [
        'createUser',
        {
          requestId: 'r-12345678',
          tenantId: 't1',
          role: 'employee',
          email: 'a@t1.test',
          displayName: 'A',
          file: { hireDate: '2025-03-01T03:00:00.000Z' },
        },
      ],
    ]);
    expect(admin.passwordRequired).toBe(false);
  });

  it("turns the server's refusal back into the AdminError it threw", async () => {
    const fake = fakeSession(() => {
      throw functionsError('permission-denied', 'No permitido', { reason: 'other-tenant', fields: [] });
    });
    const error = await new FirebaseAdmin(async () => fake.session)
      .setUserRole({ uid: 'emp-2', role: 'admin' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminError);
    expect(error).toMatchObject({
      code: 'permission-denied',
      reason: 'other-tenant',
      message: 'No permitido',
    });
  });

  it('loads the SDK once, and again after a failed load', async () => {
    const fake = fakeSession(() => null);
    const load = vi
      .fn<() => Promise<CallableSession>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(fake.session);
    const admin = new FirebaseAdmin(load);
    await expect(admin.setTenantDisabled({ tenantId: 't2', disabled: true })).rejects.toMatchObject({
      code: 'unavailable',
    });
    await admin.setTenantDisabled({ tenantId: 't2', disabled: true });
    await admin.setTenantDisabled({ tenantId: 't2', disabled: false });
    expect(load).toHaveBeenCalledTimes(2);
    expect(fake.calls).toHaveLength(2);
  });

  it("refreshes the caller's token after a call that changed the caller's own account, only then", async () => {
    const fake = fakeSession(() => null, 'super-1');
    const admin = new FirebaseAdmin(async () => fake.session);
    await admin.setUserRole({ uid: 'emp-1', role: 'admin' });
    expect(fake.refreshes()).toBe(0);
    await admin.setUserRole({ uid: 'super-1', role: 'superuser' });
    expect(fake.refreshes()).toBe(1);
  });
});

describe('adminErrorFrom', () => {
  it('reads a request that never got an answer as unavailable', () => {
    // The SDK reports a failed fetch as `internal` with no details; the server always sends details.
    expect(adminErrorFrom(functionsError('internal', 'internal [0]'))).toMatchObject({
      code: 'unavailable',
      reason: null,
    });
    expect(adminErrorFrom(functionsError('deadline-exceeded', 'deadline-exceeded'))).toMatchObject({
      code: 'unavailable',
    });
    expect(adminErrorFrom(new TypeError('Failed to fetch'))).toMatchObject({ code: 'unavailable' });
  });

  it("keeps the server's own internal error, and a platform refusal's code without a reason", () => {
    expect(
      adminErrorFrom(functionsError('internal', 'internal', { reason: null, fields: [] })),
    ).toMatchObject({ code: 'internal', reason: null });
    // App Check enforcement answers 401 before the function runs.
    expect(adminErrorFrom(functionsError('unauthenticated', 'Unauthenticated'))).toMatchObject({
      code: 'unauthenticated',
      reason: null,
    });
    expect(adminErrorFrom(functionsError('aborted', 'aborted'))).toMatchObject({ code: 'internal' });
  });
});
