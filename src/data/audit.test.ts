import { seededStore } from '../testing/render-screen';
import { buildTenant } from '../testing/data-builders';
import { DataError } from './ports/document-store';
import { auditedWrite } from './audit';

const ADMIN = { uid: 'demo-admin', claims: { role: 'admin', tenantId: 'demo' } };
const NOW = new Date('2026-11-18T13:00:00Z');

describe('auditedWrite', () => {
  it('commits the change and its log entry together, stamped by the server clock', async () => {
    const store = await seededStore(
      { tenants: [buildTenant()] },
      () => ADMIN,
      () => NOW,
    );
    await auditedWrite(
      store,
      { tenantId: 'demo', actorId: 'demo-admin', action: 'tenant.update', target: 'demo', details: 'Nombre' },
      (batch) => batch.update('tenants', 'demo', { name: 'Panadería Norte' }),
    );
    expect(await store.get('tenants', 'demo')).toMatchObject({ name: 'Panadería Norte' });
    const logs = await store.list('logs', { where: [{ field: 'tenantId', op: '==', value: 'demo' }] });
    expect(logs).toEqual([
      expect.objectContaining({
        actorId: 'demo-admin',
        action: 'tenant.update',
        target: 'demo',
        details: 'Nombre',
        createdAt: NOW,
      }),
    ]);
  });

  it('writes nothing when the change is refused', async () => {
    const store = await seededStore({ tenants: [buildTenant()] }, () => ADMIN);
    await expect(
      auditedWrite(
        store,
        { tenantId: 'demo', actorId: 'demo-admin', action: 'tenant.update', target: 'demo', details: null },
        (batch) => batch.update('tenants', 'demo', { disabled: true }),
      ),
    ).rejects.toBeInstanceOf(DataError);
    expect(await store.list('logs', { where: [{ field: 'tenantId', op: '==', value: 'demo' }] })).toEqual([]);
  });

  it('cuts details to the size the rules accept', async () => {
    const store = await seededStore({ tenants: [buildTenant()] }, () => ADMIN);
    await auditedWrite(
      store,
      {
        tenantId: 'demo',
        actorId: 'demo-admin',
        action: 'tenant.update',
        target: 'demo',
        details: 'x'.repeat(3000),
      },
      (batch) => batch.update('tenants', 'demo', { name: 'Otra' }),
    );
    const [log] = await store.list('logs', { where: [{ field: 'tenantId', op: '==', value: 'demo' }] });
    expect(log?.details).toHaveLength(2000);
  });
});
