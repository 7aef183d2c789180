import { describe, expect, it } from 'vitest';

import { buildTenant } from '../../testing/data-builders';
import { seededStore } from '../../testing/render-screen';
import { runAuditTrigger } from '../../testing/server-triggers';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { dayRangeText } from '../../domain/calendar/day-keys';
import { requestAbsence } from './agenda-repository';

const TZ = 'America/Santiago';
const OWNER = { uid: 'demo-empleado', tenantId: 'demo' };
const CALLER = { uid: OWNER.uid, claims: { role: 'employee', tenantId: 'demo' } };
const MANAGER = { uid: 'demo-admin', claims: { role: 'admin', tenantId: 'demo' } };

describe('Solicitar ausencia', () => {
  it('stores the own pending request with exactly the fields the rules allow; the server logs it', async () => {
    let caller = CALLER;
    const store = await seededStore({ tenants: [buildTenant()] }, () => caller);
    const id = await requestAbsence(
      store,
      OWNER,
      { type: 'vacaciones', from: '2026-12-09', to: '2026-12-11', note: 'Viaje' },
      TZ,
    );
    caller = MANAGER;
    const stored = await store.get('absences', id);
    expect(stored).not.toBeNull();
    const { createdAt, ...rest } = stored ?? { createdAt: null };
    expect(createdAt).toBeInstanceOf(Date);
    expect(rest).toEqual({
      id,
      tenantId: 'demo',
      userId: OWNER.uid,
      type: 'vacaciones',
      from: dayKeyToInstant('2026-12-09', TZ),
      to: dayKeyToInstant('2026-12-11', TZ),
      status: 'pendiente',
      note: 'Viaje',
      createdBy: OWNER.uid,
    });
    expect(await store.list('logs', { where: [{ field: 'tenantId', op: '==', value: 'demo' }] })).toEqual([]);
    await runAuditTrigger(store, 'absences', id);
    const logs = await store.list('logs', { where: [{ field: 'tenantId', op: '==', value: 'demo' }] });
    expect(logs).toEqual([
      expect.objectContaining({
        actorId: OWNER.uid,
        action: 'absence.request',
        target: id,
        details: 'Solicitud de vacaciones: 09-12-2026 – 11-12-2026',
      }),
    ]);
  });

  it('is refused, with nothing stored, when it is not the caller’s own', async () => {
    let caller = CALLER;
    const store = await seededStore({ tenants: [buildTenant()] }, () => caller);
    await expect(
      requestAbsence(
        store,
        { uid: 'someone-else', tenantId: 'demo' },
        { type: 'permiso sin goce', from: '2026-12-09', to: '2026-12-09', note: null },
        TZ,
      ),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    caller = MANAGER;
    expect(await store.list('absences', { where: [{ field: 'tenantId', op: '==', value: 'demo' }] })).toEqual(
      [],
    );
  });

  it('writes dates the way people in Chile do', () => {
    expect(dayRangeText('2026-12-09', '2026-12-11')).toBe('09-12-2026 – 11-12-2026');
    expect(dayRangeText('2026-12-09', '2026-12-09')).toBe('09-12-2026');
  });
});
