/**
 * Closing and reopening a period: the tenant update carries its stamp, the store's rules take it, and the
 * server's audit (the trigger, run by hand) logs `period.close` and `period.reopen` from it, with the reason
 * (security review H3, M6: the entry is the server's, not the browser's).
 */
import { describe, expect, it } from 'vitest';

import { buildTenant } from '../../testing/data-builders';
import { seededStore } from '../../testing/render-screen';
import { runAuditTrigger } from '../../testing/server-triggers';
import { monthOf } from '../../domain/attendance/period-close';
import { closePeriod, reopenPeriod } from './period-writes';

const ADMIN = { uid: 'demo-admin', claims: { role: 'admin', tenantId: 'demo' } };
const ACTOR = { uid: ADMIN.uid, tenantId: 'demo' };
const NOW = new Date('2026-11-02T15:00:00.000Z');
const OCTOBER = monthOf('2026-10-01');

describe('closing and reopening a period', () => {
  it('stamps each change and the server logs it, once each, with the reopening’s reason', async () => {
    let now = NOW;
    const store = await seededStore(
      { tenants: [buildTenant({ closedThrough: '2026-09-30' })] },
      () => ADMIN,
      () => now,
    );
    const logs = () =>
      store
        .privileged()
        .all('logs')
        .map(({ actorId, action, target, details }) => ({ actorId, action, target, details }));

    await closePeriod(store, ACTOR, OCTOBER);
    expect(store.privileged().get('tenants', 'demo')).toMatchObject({
      closedThrough: '2026-10-31',
      periodChangedBy: ADMIN.uid,
      periodChangedAt: NOW,
      periodReason: null,
    });
    expect(logs()).toEqual([]);
    await runAuditTrigger(store, 'tenants', 'demo', () => now);
    now = new Date('2026-11-02T16:00:00.000Z');
    await reopenPeriod(store, ACTOR, OCTOBER, 'Faltó una corrección');
    await runAuditTrigger(store, 'tenants', 'demo', () => now);
    // A retried event logs nothing again.
    await runAuditTrigger(store, 'tenants', 'demo', () => now);
    expect(logs()).toEqual([
      {
        actorId: ADMIN.uid,
        action: 'period.close',
        target: 'demo',
        details: 'Periodo octubre de 2026 cerrado (01-10-2026 al 31-10-2026).',
      },
      {
        actorId: ADMIN.uid,
        action: 'period.reopen',
        target: 'demo',
        details: 'Periodo octubre de 2026 reabierto (01-10-2026 al 31-10-2026). Motivo: Faltó una corrección',
      },
    ]);
  });
});
