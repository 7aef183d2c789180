/**
 * Security review M4: the calls that create an account and send an e-mail to an address the caller chose are
 * limited per caller and hour and per tenant and day (INVITATION_LIMITS); a replayed request counts nothing.
 */
import { memoryAdminDeps, seedMember } from '../../testing/memory-admin-deps';
import { AdminError, INVITATION_LIMITS } from '../../data/ports/admin-port';
import { runAdminCall } from './admin-service';

const NOW = new Date('2026-01-10T15:00:00.000Z');
const as = (uid: string) => ({ uid, authTime: NOW.getTime() / 1000 - 60 });

function world() {
  const deps = memoryAdminDeps({ now: NOW });
  seedMember(deps, { uid: 'admin-1', tenantId: 't1', role: 'admin' });
  seedMember(deps, { uid: 'admin-2', tenantId: 't1', role: 'admin' });
  return deps;
}

const person = (index: number) => ({
  requestId: `user-request-${index}`,
  tenantId: 't1',
  role: 'employee',
  email: `persona-${index}@empresa.cl`,
  displayName: `Persona ${index}`,
});

const inspector = (index: number) => ({
  requestId: `inspector-request-${index}`,
  email: `fiscalizador-${index}@dt.gob.cl`,
  days: 5,
});

async function reasonOf(call: Promise<unknown>): Promise<string | null> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  return error instanceof AdminError ? error.reason : null;
}

describe('invitation limits (security review M4)', () => {
  it(`lets a caller create ${INVITATION_LIMITS.perCallerHour} people an hour, then refuses; a replay still answers`, async () => {
    const deps = world();
    for (let index = 0; index < INVITATION_LIMITS.perCallerHour; index += 1) {
      await runAdminCall('createUser', person(index), as('admin-1'), deps);
    }
    const refused = runAdminCall('createUser', person(1000), as('admin-1'), deps);
    await expect(refused).rejects.toMatchObject({ code: 'resource-exhausted', reason: 'invitation-limit' });
    expect(await deps.accounts.findByEmail('persona-1000@empresa.cl')).toBeNull();
    // The same request again is a replay, not a new invitation.
    await expect(runAdminCall('createUser', person(0), as('admin-1'), deps)).resolves.toMatchObject({
      invitationSentTo: 'persona-0@empresa.cl',
    });
    // Another admin of the tenant has an hour of their own.
    await expect(runAdminCall('createUser', person(2000), as('admin-2'), deps)).resolves.toHaveProperty(
      'uid',
    );
  });

  it(`lets a tenant give ${INVITATION_LIMITS.inspectorsPerTenantDay} inspector accesses a day, whoever gives them`, async () => {
    const deps = world();
    for (let index = 0; index < INVITATION_LIMITS.inspectorsPerTenantDay; index += 1) {
      await runAdminCall(
        'createInspectorAccess',
        inspector(index),
        as(index % 2 === 0 ? 'admin-1' : 'admin-2'),
        deps,
      );
    }
    expect(await reasonOf(runAdminCall('createInspectorAccess', inspector(99), as('admin-2'), deps))).toBe(
      'invitation-limit',
    );
    expect(await deps.accounts.findByEmail('fiscalizador-99@dt.gob.cl')).toBeNull();
    // The refusal is logged in the tenant's audit trail, as every refused call.
    const logs = [...(deps.docs.get('logs')?.values() ?? [])];
    expect(logs.filter((log) => log.action === 'admin.createInspectorAccess.refused')).toEqual([
      expect.objectContaining({
        actorId: 'admin-2',
        details: JSON.stringify({ reason: 'invitation-limit' }),
      }),
    ]);
  });
});
