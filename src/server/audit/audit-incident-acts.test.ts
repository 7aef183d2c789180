import { memoryAdminDeps } from '../../testing/memory-admin-deps';
import { incidentAct } from './audit-incident-acts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 18, 12, minute));
const base = {
  tenantId: null,
  start: at(0),
  end: null,
  description: 'Caída del servicio de marcación',
  origin: 'manual',
  createdBy: 'super-1',
  createdAt: at(5),
  updatedBy: 'super-1',
  updatedAt: at(5),
};

describe('incidentAct (Res. Ex. N° 38 art. 27 f)', () => {
  it('logs a superuser’s incident, its end and a fixed description; a platform one in the superuser’s own company, the system’s not at all (Res. Ex. N° 38 art. 27 f)', async () => {
    const { store } = memoryAdminDeps();
    await store.set('users', 'super-1', { tenantId: 't1', role: 'superuser' });
    await store.set('tenants', 't2', { timeZone: 'America/Santiago' });
    const created = await incidentAct({ id: 'i1', before: null, after: base, store });
    expect(created).toEqual({
      tenantId: 't1',
      actorId: 'super-1',
      stamp: at(5),
      action: 'incident.create',
      details:
        'Incidente técnico de toda la plataforma desde 18/11/26 09:00:00 (en curso): Caída del servicio de marcación',
    });
    const closed = { ...base, end: at(45), updatedAt: at(50) };
    expect(await incidentAct({ id: 'i1', before: base, after: closed, store })).toMatchObject({
      action: 'incident.close',
      details: 'Incidente técnico de toda la plataforma del 18/11/26 09:00:00: término 18/11/26 09:45:00',
    });
    const own = { ...closed, tenantId: 't2', description: 'Caída del correo', updatedAt: at(55) };
    expect(
      await incidentAct({ id: 'i2', before: { ...closed, tenantId: 't2' }, after: own, store }),
    ).toMatchObject({
      tenantId: 't2',
      action: 'incident.update',
      details:
        'Incidente técnico de la empresa del 18/11/26 09:00:00: descripción «Caída del servicio de marcación» → «Caída del correo»',
    });
    const {
      updatedBy: _by,
      updatedAt: _at,
      ...system
    } = { ...base, origin: 'sistema', createdBy: 'sistema' };
    expect(await incidentAct({ id: 'i3', before: null, after: system, store })).toBeNull();
  });
});
