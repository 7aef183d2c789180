import type { DecodedIdToken } from 'firebase-admin/auth';
import { logger } from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AdminServiceDeps, VerifiedCaller } from '../../src/server/admin/server-ports';
import { AdminError, type AdminCallName } from '../../src/data/ports/admin-port';
import { handleAdminCall, type RunAdminCall } from '../src/admin-callable';
import { appCheckEnforced, continueUrl, serverStoreUrl } from '../src/config';

const deps = {} as AdminServiceDeps;
const token = (authTime: unknown) => ({ auth_time: authTime }) as unknown as DecodedIdToken;

async function failure(run: RunAdminCall, request: Parameters<typeof handleAdminCall>[1] = { data: {} }) {
  const error: unknown = await handleAdminCall('setUserRole', request, async () => deps, run).catch((e) => e);
  if (!(error instanceof HttpsError)) throw new Error(`expected an HttpsError, got ${String(error)}`);
  return error;
}

describe('one AdminPort call as a callable', () => {
  afterEach(() => vi.restoreAllMocks());

  it('passes the verified caller (uid, auth_time) and the input as sent to the service', async () => {
    const calls: [AdminCallName, unknown, VerifiedCaller | null][] = [];
    const run: RunAdminCall = async (name, input, caller) => {
      calls.push([name, input, caller]);
      return { uid: 'new' };
    };
    const input = { uid: 'emp-1', role: 'admin', file: { hireDate: '2025-03-01T03:00:00.000Z' } };
    const result = await handleAdminCall(
      'setUserRole',
      { data: input, auth: { uid: 'admin-1', token: token(1_700_000_000), rawToken: '' } },
      async () => deps,
      run,
    );
    expect(result).toEqual({ uid: 'new' });
    expect(calls).toEqual([['setUserRole', input, { uid: 'admin-1', authTime: 1_700_000_000 }]]);
  });

  it('calls without a signed-in user as null, and a token without auth_time as the oldest session', async () => {
    const callers: (VerifiedCaller | null)[] = [];
    const run: RunAdminCall = async (_name, _input, caller) => callers.push(caller);
    await handleAdminCall('createUser', { data: {} }, async () => deps, run);
    await handleAdminCall(
      'createUser',
      { data: {}, auth: { uid: 'u', token: token(undefined), rawToken: '' } },
      async () => deps,
      run,
    );
    expect(callers).toEqual([null, { uid: 'u', authTime: 0 }]);
  });

  it('sends an AdminError as an HttpsError with the same code and message, details { reason, fields }', async () => {
    const error = await failure(async () => {
      throw new AdminError('invalid-argument', 'invalid-input', 'Datos no válidos', ['email', 'file.rut']);
    });
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('Datos no válidos');
    expect(error.details).toEqual({ reason: 'invalid-input', fields: ['email', 'file.rut'] });
  });

  it('logs an unexpected failure on the server and sends a bare internal error', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const cause = new Error('getaddrinfo ENOTFOUND secret-host at /srv/functions/lib/index.js');
    const error = await failure(async () => {
      throw cause;
    });
    expect(error.code).toBe('internal');
    expect(error.message).toBe('internal');
    expect(error.details).toEqual({ reason: null, fields: [] });
    expect(JSON.stringify(error.toJSON())).not.toContain('secret-host');
    expect(logged).toHaveBeenCalledWith('AdminPort setUserRole failed', cause);
  });

  it('refuses a replayed App Check token before running anything', async () => {
    const run = vi.fn<RunAdminCall>();
    const error = await failure(run, {
      data: {},
      app: { appId: 'app', token: {} as never, alreadyConsumed: true },
    });
    expect(error.code).toBe('unauthenticated');
    expect(run).not.toHaveBeenCalled();
  });
});

describe('functions configuration', () => {
  it('enforces App Check unless configured off, and by default not in the emulator', () => {
    expect(appCheckEnforced({})).toBe(true);
    expect(appCheckEnforced({ FUNCTIONS_EMULATOR: 'true' })).toBe(false);
    expect(appCheckEnforced({ ASISTE_ENFORCE_APP_CHECK: 'false' })).toBe(false);
    expect(appCheckEnforced({ FUNCTIONS_EMULATOR: 'true', ASISTE_ENFORCE_APP_CHECK: 'true' })).toBe(true);
  });

  it('honours the memory store address inside the emulator only', () => {
    const url = 'http://127.0.0.1:4321';
    expect(serverStoreUrl({ ASISTE_SERVER_STORE_URL: url })).toBeNull();
    expect(serverStoreUrl({ ASISTE_SERVER_STORE_URL: url, FUNCTIONS_EMULATOR: 'true' })).toBe(url);
    expect(serverStoreUrl({ FUNCTIONS_EMULATOR: 'true' })).toBeNull();
  });

  it("continues invitation links to the configured app's /login", () => {
    expect(continueUrl('https://asiste.example.cl')).toBe('https://asiste.example.cl/login');
    expect(continueUrl('https://example.cl/asiste/')).toBe('https://example.cl/asiste/login');
    expect(() => continueUrl('not a url')).toThrow();
  });
});
