/** logs: the append-only audit trail of what the managers did, consistent with the seeded data. */
import type { Absence, Holiday, LogEntry, Shift, UserDoc } from '../../ports/collections';
import type { WithId } from '../../ports/document-store';
import type { SeedCalendar } from './calendar';
import { rngFor } from './prng';

interface LogSources {
  tenantCreatedAt: Date;
  users: readonly WithId<UserDoc>[];
  shifts: readonly WithId<Shift>[];
  holidays: readonly WithId<Holiday>[];
  absences: readonly WithId<Absence>[];
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function buildLogs(
  tenantId: string,
  seed: number,
  calendar: SeedCalendar,
  sources: LogSources,
): WithId<LogEntry>[] {
  const rng = rngFor(seed, 'logs');
  const entries: Omit<LogEntry, 'tenantId'>[] = [];
  const add = (actorId: string, action: string, target: string | null, details: string | null, at: number) =>
    entries.push({ actorId, action, target, details, createdAt: new Date(at) });
  const created = sources.tenantCreatedAt.getTime();

  add('demo-super', 'tenant.create', tenantId, 'Alta de la empresa Panadería La Espiga', created);
  for (const user of sources.users) {
    const actor = user.id === 'demo-super' ? 'demo-super' : 'demo-admin';
    add(actor, 'user.create', user.id, `Alta de ${user.displayName ?? user.email}`, user.createdAt.getTime());
    if (user.disabled)
      add('demo-admin', 'user.disable', user.id, 'Término de contrato', created + rng.int(20, 300) * DAY);
  }
  sources.shifts.forEach((shift, index) =>
    add('demo-admin', 'shift.create', shift.id, `Turno ${shift.name}`, created + HOUR + index * 120_000),
  );
  sources.holidays.forEach((holiday, index) => {
    const year = holiday.date.getUTCFullYear();
    const startOfYear = Date.UTC(year, 0, 2, 13, 0) + index * 30_000;
    add('demo-admin', 'holiday.create', holiday.id, holiday.name, Math.max(created + 2 * HOUR, startOfYear));
  });
  add(
    'demo-admin',
    'settings.update',
    tenantId,
    'Umbrales de alertas y jornada semanal de 42 horas',
    created + 3 * HOUR,
  );
  for (const day of calendar.days) {
    if (day.offset > 0 || day.isoWeekday !== 5) continue;
    const at = calendar.at(day, '16:30').getTime() + rng.int(0, 60) * 60_000;
    add('demo-admin', 'schedule.update', null, `Agenda publicada para la semana siguiente al ${day.key}`, at);
  }
  for (const absence of sources.absences) {
    add(
      absence.userId,
      'absence.create',
      absence.id,
      `Solicitud de ${absence.type}`,
      absence.createdAt.getTime(),
    );
    if (absence.status === 'pendiente') continue;
    const action = absence.status === 'aprobada' ? 'absence.approve' : 'absence.reject';
    add('demo-admin', action, absence.id, null, absence.createdAt.getTime() + rng.int(2, 30) * HOUR);
  }
  const nowMs = calendar.now.getTime();
  return entries
    .filter((entry) => entry.createdAt.getTime() <= nowMs)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((entry, index) => ({ id: `log-${String(index + 1).padStart(4, '0')}`, tenantId, ...entry }));
}
