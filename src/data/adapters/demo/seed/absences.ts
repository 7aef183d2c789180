/**
 * absences (vacaciones, licencias médicas, permisos) over the window, and the days they take off. A licencia
 * médica is recorded by the admin (approved as it is filed); anything else is the person's request, decided by
 * the admin a few hours later (a rejection with its reason). Requests filed long ago predate `createdBy`.
 */
import type { Absence, AbsenceStatus, AbsenceType } from '../../../ports/collections';
import type { WithId } from '../../../ports/document-store';
import type { SeedCalendar, SeedDay } from './calendar';
import { rngFor } from './prng';
import type { RosterEntry } from './roster';
import { SCRIPTED_USER_IDS } from './today-scenarios';

export interface AbsenceResult {
  absences: WithId<Absence>[];
  /** `userId|yyyy-MM-dd` of every day covered by an approved absence. */
  blocked: Set<string>;
}

interface AbsencePlan {
  type: AbsenceType;
  status: AbsenceStatus;
  /** Range of day offsets (from today) where the absence may start. */
  startRange: [number, number];
  days: [number, number];
  notes: readonly [string, ...string[]];
}

const VACATION_NOTES = ['Vacaciones anuales', 'Vacaciones con la familia', 'Viaje al sur'] as const;
const SICK_NOTES = ['Reposo por cuadro gripal', 'Licencia por lumbago', 'Reposo post operatorio'] as const;
const LEAVE_NOTES = ['Trámite en el Registro Civil', 'Control médico de hijo', 'Mudanza'] as const;
const REJECTION_NOTES = ['Temporada alta: no hay reemplazo', 'Coincide con el inventario anual'] as const;

/** Who records and decides absences in the demo tenant. */
export const ABSENCE_DECIDER = 'demo-admin';
/** Requests filed before this many days ago were written before `createdBy` existed. */
const LEGACY_FILED_DAYS = 40;
const HOUR = 3_600_000;

const PLANS: readonly AbsencePlan[] = [
  { type: 'vacaciones', status: 'aprobada', startRange: [-55, -20], days: [5, 10], notes: VACATION_NOTES },
  { type: 'vacaciones', status: 'aprobada', startRange: [-30, -5], days: [5, 8], notes: VACATION_NOTES },
  { type: 'vacaciones', status: 'aprobada', startRange: [-3, 0], days: [5, 10], notes: VACATION_NOTES },
  { type: 'vacaciones', status: 'aprobada', startRange: [5, 20], days: [5, 10], notes: VACATION_NOTES },
  { type: 'licencia médica', status: 'aprobada', startRange: [-50, -10], days: [2, 5], notes: SICK_NOTES },
  { type: 'licencia médica', status: 'aprobada', startRange: [-25, -4], days: [3, 7], notes: SICK_NOTES },
  { type: 'permiso con goce', status: 'pendiente', startRange: [2, 12], days: [1, 1], notes: LEAVE_NOTES },
  { type: 'permiso con goce', status: 'aprobada', startRange: [-40, -2], days: [1, 1], notes: LEAVE_NOTES },
  { type: 'permiso sin goce', status: 'aprobada', startRange: [3, 15], days: [1, 1], notes: LEAVE_NOTES },
  { type: 'permiso sin goce', status: 'rechazada', startRange: [-20, -5], days: [1, 2], notes: LEAVE_NOTES },
  { type: 'vacaciones', status: 'rechazada', startRange: [-15, 10], days: [3, 5], notes: VACATION_NOTES },
  { type: 'vacaciones', status: 'pendiente', startRange: [10, 25], days: [5, 10], notes: VACATION_NOTES },
];

/** The employee demo account has a request waiting for approval (it keeps her schedule: contract). */
const CAMILA_ID = 'demo-empleado';
const CAMILA_PLAN: AbsencePlan = {
  type: 'vacaciones',
  status: 'pendiente',
  startRange: [14, 21],
  days: [3, 5],
  notes: ['Vacaciones con mi familia'],
};

/** The window's day `offset` days from today, clamped to the window. */
function dayAt(calendar: SeedCalendar, offset: number): SeedDay {
  const first = calendar.days[0]?.offset ?? 0;
  const index = Math.max(0, Math.min(calendar.days.length - 1, offset - first));
  return calendar.days[index] ?? calendar.today;
}

export function buildAbsences(
  tenantId: string,
  seed: number,
  calendar: SeedCalendar,
  roster: readonly RosterEntry[],
): AbsenceResult {
  const rng = rngFor(seed, 'absences');
  const scripted = new Set(SCRIPTED_USER_IDS);
  const candidates = roster.filter(
    (p) => !p.disabled && p.shift !== null && p.role === 'employee' && !scripted.has(p.id),
  );
  // A deterministic shuffle, so each plan goes to a different person.
  const order = candidates.map((person) => ({ person, key: rng.next() })).sort((a, b) => a.key - b.key);
  // A roster without her (a team of a larger generated tenant, seed/scale.ts) has no such request.
  const assignments: [string, AbsencePlan][] = roster.some((p) => p.id === CAMILA_ID)
    ? [[CAMILA_ID, CAMILA_PLAN]]
    : [];
  PLANS.forEach((plan, index) => {
    const person = order[index]?.person;
    if (person !== undefined) assignments.push([person.id, plan]);
  });

  const absences: WithId<Absence>[] = [];
  const blocked = new Set<string>();
  assignments.forEach(([userId, plan], index) => {
    const from = dayAt(calendar, rng.int(plan.startRange[0], plan.startRange[1]));
    const to = dayAt(calendar, from.offset + rng.int(plan.days[0], plan.days[1]) - 1);
    // A sick leave is filed on its first day; other requests ahead of time, and never after today.
    const filedOffset =
      plan.type === 'licencia médica' ? from.offset : Math.min(from.offset - rng.int(5, 20), -rng.int(1, 7));
    const filedDay = dayAt(calendar, filedOffset);
    const filed = calendar.at(
      filedDay,
      `${String(rng.int(9, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
    );
    const createdAt =
      filed.getTime() > calendar.now.getTime() ? new Date(calendar.now.getTime() - HOUR) : filed;
    const recorded = plan.type === 'licencia médica';
    const legacy = !recorded && filedDay.offset < -LEGACY_FILED_DAYS;
    // Decided a few hours after it was filed (a record: as it was filed), never after now.
    const decidedAt = recorded
      ? createdAt
      : new Date(Math.min(createdAt.getTime() + rng.int(2, 30) * HOUR, calendar.now.getTime() - 60_000));
    absences.push({
      id: `absence-${String(index + 1).padStart(2, '0')}`,
      tenantId,
      userId,
      type: plan.type,
      from: new Date(from.start.getTime()),
      to: new Date(to.start.getTime()),
      status: plan.status,
      note: rng.pick(plan.notes),
      createdAt,
      ...(legacy ? {} : { createdBy: recorded ? ABSENCE_DECIDER : userId }),
      ...(plan.status === 'pendiente'
        ? { decidedBy: null, decidedAt: null, decisionNote: null }
        : {
            decidedBy: ABSENCE_DECIDER,
            decidedAt,
            decisionNote: plan.status === 'rechazada' ? rng.pick(REJECTION_NOTES) : null,
          }),
      ...(recorded ? { attachmentName: `licencia-${from.key}.pdf` } : {}),
    });
    if (plan.status !== 'aprobada') return;
    for (const day of calendar.days)
      if (day.offset >= from.offset && day.offset <= to.offset) blocked.add(`${userId}|${day.key}`);
  });
  return { absences, blocked };
}
