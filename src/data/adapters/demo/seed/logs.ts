/** logs: the append-only audit trail of what the managers did, consistent with the seeded data. */
import { ABSENCE_TYPE_LABEL, absenceTypeOf } from '../../../../domain/labels';
import type {
  AttendanceCorrection,
  Absence,
  Holiday,
  LogEntry,
  ScheduleEntry,
  Shift,
  ShiftPattern,
  UserDoc,
} from '../../../ports/collections';
import type { WithId } from '../../../ports/document-store';
import { correctionText } from '../../../writes/correction-writes';
import { SYSTEM_ACTOR } from '../../../writes/audit';
import type { SeedCalendar } from './calendar';
import { rngFor } from './prng';

interface LogSources {
  tenantCreatedAt: Date;
  users: readonly WithId<UserDoc>[];
  shifts: readonly WithId<Shift>[];
  shiftPatterns: readonly WithId<ShiftPattern>[];
  holidays: readonly WithId<Holiday>[];
  absences: readonly WithId<Absence>[];
  schedulesConfig: readonly WithId<ScheduleEntry>[];
  corrections: readonly WithId<AttendanceCorrection>[];
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
    add(
      'demo-admin',
      'shift.create',
      shift.id,
      `Turno ${shift.name}: creado`,
      created + HOUR + index * 120_000,
    ),
  );
  sources.shiftPatterns.forEach((pattern, index) =>
    add(
      'demo-admin',
      'pattern.create',
      pattern.id,
      `Patrón ${pattern.name}: ${pattern.days.length} días`,
      created + 2 * HOUR + index * 120_000,
    ),
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
  // Every past Friday the admin publishes the next week (Monday to Sunday), as /agenda words it.
  const keyOf = new Map(calendar.days.map((day) => [day.start.getTime(), day.key]));
  const planned = sources.schedulesConfig.map((entry) => ({
    userId: entry.userId,
    key: keyOf.get(entry.date.getTime()) ?? '',
  }));
  calendar.days.forEach((day, index) => {
    if (day.offset > 0 || day.isoWeekday !== 5) return;
    const from = calendar.days[index + 3]?.key ?? day.key;
    const to = calendar.days[index + 9]?.key ?? from;
    const week = planned.filter(({ key }) => key >= from && key <= to);
    if (week.length === 0) return;
    const people = new Set(week.map((entry) => entry.userId)).size;
    const at = calendar.at(day, '16:30').getTime() + rng.int(0, 60) * 60_000;
    add(
      'demo-admin',
      'schedule.publish',
      null,
      `Publicó ${week.length} turnos de ${people} personas (${from} – ${to})`,
      at,
    );
  });
  for (const absence of sources.absences) {
    const type = ABSENCE_TYPE_LABEL[absenceTypeOf(absence.type) ?? 'permiso con goce'];
    const recorded = absence.createdBy === absence.decidedBy && absence.createdBy !== undefined;
    if (recorded) {
      add('demo-admin', 'absence.create', absence.id, `${type}: registrada`, absence.createdAt.getTime());
      continue;
    }
    add(absence.userId, 'absence.request', absence.id, `Solicitud de ${type}`, absence.createdAt.getTime());
    if (absence.status === 'pendiente' || !(absence.decidedAt instanceof Date)) continue;
    const action = absence.status === 'aprobada' ? 'absence.approve' : 'absence.reject';
    const reason = absence.decisionNote ? `. Motivo: ${absence.decisionNote}` : '';
    add(
      absence.decidedBy ?? 'demo-admin',
      action,
      absence.id,
      `${type}${reason}`,
      absence.decidedAt.getTime(),
    );
  }
  const emails = new Map(sources.users.map((user) => [user.id, user.email]));
  for (const correction of sources.corrections) {
    const text = `${correctionText(correction, calendar.timeZone)}. Motivo: ${correction.reason}`;
    const proposed = correction.createdAt.getTime();
    add(correction.createdBy, 'correction.propose', correction.id, text, proposed);
    add(
      SYSTEM_ACTOR,
      'correction.notify',
      correction.id,
      `Aviso a ${emails.get(correction.userId) ?? ''}`,
      proposed + 60_000,
    );
    if (correction.respondedAt) {
      const objected = correction.status === 'objected';
      const comment = objected && correction.response ? `. Comentario: ${correction.response}` : '';
      add(
        correction.userId,
        objected ? 'correction.object' : 'correction.accept',
        correction.id,
        `${text}${comment}`,
        correction.respondedAt.getTime(),
      );
    }
  }
  const nowMs = calendar.now.getTime();
  return entries
    .filter((entry) => entry.createdAt.getTime() <= nowMs)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((entry, index) => ({ id: `log-${String(index + 1).padStart(4, '0')}`, tenantId, ...entry }));
}
