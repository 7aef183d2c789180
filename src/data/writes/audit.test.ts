import { seededStore } from '../../testing/render-screen';
import { buildTenant, buildUserDoc } from '../../testing/data-builders';
import { DataError } from '../ports/document-store';
import { auditedWrite } from './audit';

const ADMIN = { uid: 'demo-admin', claims: { role: 'admin', tenantId: 'demo' } };
const NOW = new Date('2026-11-18T13:00:00Z');
/** A person's file, one of the acts a client still logs (CLIENT_AUDIT_ACTIONS). */
const seed = { tenants: [buildTenant()], users: [buildUserDoc({ id: 'emp' })] };
const fileEdit = (details: string | null) =>
  ({ tenantId: 'demo', actorId: 'demo-admin', action: 'user.update', target: 'emp', details }) as const;

describe('auditedWrite', () => {
  it('commits the change and its log entry together, stamped by the server clock', async () => {
    const store = await seededStore(
      seed,
      () => ADMIN,
      () => NOW,
    );
    await auditedWrite(store, fileEdit('Cargo'), (batch) =>
      batch.update('users', 'emp', { position: 'Cajera' }),
    );
    expect(await store.get('users', 'emp')).toMatchObject({ position: 'Cajera' });
    const logs = await store.list('logs', { where: [{ field: 'tenantId', op: '==', value: 'demo' }] });
    expect(logs).toEqual([
      expect.objectContaining({
        actorId: 'demo-admin',
        action: 'user.update',
        target: 'emp',
        details: 'Cargo',
        createdAt: NOW,
      }),
    ]);
  });

  it('writes nothing when the change is refused', async () => {
    const store = await seededStore(seed, () => ADMIN);
    await expect(
      auditedWrite(store, fileEdit(null), (batch) => batch.update('users', 'emp', { role: 'admin' })),
    ).rejects.toBeInstanceOf(DataError);
    expect(await store.list('logs', { where: [{ field: 'tenantId', op: '==', value: 'demo' }] })).toEqual([]);
  });

  it('cuts details to the size the rules accept', async () => {
    const store = await seededStore(seed, () => ADMIN);
    await auditedWrite(store, fileEdit('x'.repeat(3000)), (batch) =>
      batch.update('users', 'emp', { position: 'Otra' }),
    );
    const [log] = await store.list('logs', { where: [{ field: 'tenantId', op: '==', value: 'demo' }] });
    expect(log?.details).toHaveLength(2000);
  });
});
