/**
 * `Recordar`: a manager reminds people of the own tenant to sign an ended week's totals. The server
 * queues one e-mail per person (disabled people and people of other tenants are skipped, never named) and writes
 * one audit entry; the week must have ended in the tenant's zone. The link opens the worker's history, where the
 * week waits under `Semanas por firmar`.
 */
import { weekTitle } from '../../domain/attendance/week-signoff';
import { addDaysToKey } from '../../domain/calendar/day-keys';
import { dayKey } from '../../domain/calendar/time-zone';
import type { AdminHandlers } from './admin-context';
import { refusal } from './admin-refusal';
import { textOf } from './server-doc';
import { weekReminderMail } from './invitation-mail';

export const remindWeekSignatures: AdminHandlers['remindWeekSignatures'] = async (context, input) => {
  const { deps, caller } = context;
  if (caller.role !== 'admin' && caller.role !== 'superuser') throw refusal('not-allowed');
  const tenant = await deps.store.get('tenants', caller.tenantId);
  if (tenant === null) throw refusal('tenant-not-found');
  const zone = textOf(tenant, 'timeZone', 'America/Santiago');
  // The week ends on its Sunday: it may be signed (and reminded) from the Monday after.
  if (addDaysToKey(input.week, 7) > dayKey(deps.now(), zone)) throw refusal('invalid-input', ['week']);
  const company = textOf(tenant, 'name', 'Tu empresa');
  const link = `${new URL(deps.continueUrl).origin}/mi-historial`;
  let reminded = 0;
  for (const uid of new Set(input.uids)) {
    const user = await deps.store.get('users', uid);
    if (user === null || user.tenantId !== caller.tenantId || user.disabled === true) continue;
    if (typeof user.email !== 'string' || user.email === '') continue;
    const name = typeof user.displayName === 'string' && user.displayName ? user.displayName : user.email;
    await deps.store.add('mail', {
      ...weekReminderMail(user.email, name, company, weekTitle(input.week), link),
    });
    reminded += 1;
  }
  await context.log({
    tenantId: caller.tenantId,
    target: input.week,
    details: { week: input.week, asked: input.uids.length, reminded },
  });
  return { reminded };
};
