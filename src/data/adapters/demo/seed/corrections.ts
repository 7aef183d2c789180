/**
 * The demo's corrections, so /asistencias' `Correcciones` and /logs tell the story from the first visit: four
 * proposals by the admin on recent records of other people (never Camila Rojas, whose last working day the E2E
 * corrects) — one left unanswered past its 48 hours (consolidated), one accepted, one objected with the worker's
 * comment, one still waiting. None is of yesterday or today.
 *
 * Each is one Res. Ex. N° 38 allows, as a manager's would have to be: proposed at 10:00 of the first business day
 * after the marca's day (art. 41, `lastCorrectionDay`), adding a missing exit or, as a tolerance, moving a late
 * entry to the slot's start or an early exit to its end (art. 39, `isAllowedChange`).
 */
import type { AttendanceCorrection, AttendanceRecord } from '../../../ports/collections';
import type { WithId } from '../../../ports/document-store';
import { isAllowedChange, lastCorrectionDay } from '../../../../domain/attendance/corrections';
import { slotIntervalAt } from '../../../../domain/attendance/punch-window';
import { dayKey } from '../../../../domain/calendar/time-zone';
import type { SeedCalendar, SeedDay } from './calendar';
import type { RosterEntry } from './roster';
import { slotsOf } from './schedules';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The objection window, and how much before its end a pending one is proposed at the latest. */
const WINDOW = 48 * HOUR;

/** The demo employee account: her records are the E2E's. */
const SKIPPED_USER = 'demo-empleado';
/** Who proposes (the demo admin). */
export const CORRECTION_PROPOSER = 'demo-admin';
/** How far back the marcas corrected may be, in days before today. */
const OLDEST = 12;

type Change = 'addCheckOut' | 'lateEntry' | 'earlyExit';

interface Scenario {
  /** The changes it may make, in the order tried. */
  changes: readonly Change[];
  reason: Readonly<Record<Change, string>>;
  state: 'consolidated' | 'accepted' | 'objected' | 'pending';
  answer: { status: 'accepted' | 'objected'; hoursAfter: number; response: string | null } | null;
}

const REASONS: Readonly<Record<Change, string>> = {
  addCheckOut: 'Olvidó marcar la salida; el supervisor confirma la hora de término del turno',
  lateEntry: 'Tolerancia de la empresa: corte del transporte público esa mañana',
  earlyExit: 'Tolerancia de la empresa: salió antes con permiso para un trámite',
};

const SCENARIOS: readonly Scenario[] = [
  {
    changes: ['lateEntry', 'earlyExit', 'addCheckOut'],
    reason: REASONS,
    state: 'consolidated',
    answer: null,
  },
  {
    changes: ['addCheckOut', 'earlyExit', 'lateEntry'],
    reason: REASONS,
    state: 'accepted',
    answer: { status: 'accepted', hoursAfter: 2, response: null },
  },
  {
    changes: ['addCheckOut', 'lateEntry', 'earlyExit'],
    reason: REASONS,
    state: 'objected',
    answer: {
      status: 'objected',
      hoursAfter: 4,
      response: 'Me quedé más tarde por pedido del supervisor; no salí a la hora del turno',
    },
  },
  { changes: ['earlyExit', 'lateEntry', 'addCheckOut'], reason: REASONS, state: 'pending', answer: null },
];

interface Proposal {
  punch: 'checkIn' | 'checkOut';
  before: Date | null;
  after: Date;
}

/** What `change` proposes for the record in its slot, or null when the record does not call for it. */
function proposalOf(
  change: Change,
  record: AttendanceRecord,
  slot: { start: Date; end: Date },
): Proposal | null {
  const { checkInTime, checkOutTime } = record;
  if (checkInTime === null) return null;
  switch (change) {
    case 'addCheckOut':
      return checkOutTime === null ? { punch: 'checkOut', before: null, after: slot.end } : null;
    case 'lateEntry':
      return checkInTime.getTime() > slot.start.getTime() + 10 * MINUTE
        ? { punch: 'checkIn', before: checkInTime, after: slot.start }
        : null;
    case 'earlyExit':
      return checkOutTime !== null && checkOutTime.getTime() < slot.end.getTime() - 10 * MINUTE
        ? { punch: 'checkOut', before: checkOutTime, after: slot.end }
        : null;
  }
}

/**
 * When the admin proposed it, or null when the state cannot be reached on this day: 10:00 of the marca's last
 * correction day (earlier today when that is still to come), at least an hour after the marca's slot ended; more
 * than 48 hours ago for the consolidated one (answered ones too, so the demo shows them settled), less for the
 * pending one.
 */
function proposedAt(
  calendar: SeedCalendar,
  dayByKey: ReadonlyMap<string, SeedDay>,
  day: SeedDay,
  slotEnd: Date,
  scenario: Scenario,
): Date | null {
  const now = calendar.now.getTime();
  const lastDay = dayByKey.get(lastCorrectionDay(day.key, (key) => dayByKey.get(key)?.holiday != null));
  if (lastDay === undefined) return null;
  const at = Math.min(calendar.at(lastDay, '10:00').getTime(), now - 3 * HOUR);
  if (at < slotEnd.getTime() + HOUR || dayKey(new Date(at), calendar.timeZone) > lastDay.key) return null;
  const age = now - at;
  return (scenario.state === 'pending' ? age < WINDOW - HOUR : age > WINDOW + HOUR) ? new Date(at) : null;
}

/** The corrections, on records of 2 to OLDEST days ago of four different people. */
export function buildCorrections(
  tenantId: string,
  calendar: SeedCalendar,
  attendance: readonly WithId<AttendanceRecord>[],
  roster: readonly RosterEntry[],
): WithId<AttendanceCorrection>[] {
  const now = calendar.now.getTime();
  const dayOf = new Map(
    calendar.days.filter((day) => day.offset <= -2 && day.offset >= -OLDEST).map((day) => [day.key, day]),
  );
  const dayByKey = new Map(calendar.days.map((day) => [day.key, day]));
  const people = new Map(roster.map((person) => [person.id, person]));
  const candidates = attendance
    .filter((record) => record.userId !== SKIPPED_USER && record.unscheduled !== true)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const chosen: WithId<AttendanceCorrection>[] = [];
  for (const [index, scenario] of SCENARIOS.entries()) {
    for (const record of candidates) {
      if (chosen.some((other) => other.userId === record.userId)) continue;
      const day = dayOf.get(dayKey(record.date, calendar.timeZone));
      const person = people.get(record.userId);
      const slot = person === undefined ? undefined : slotsOf(person)[record.slotIndex];
      const bounds = day === undefined || slot === undefined ? null : slotIntervalAt(day.start, slot);
      if (day === undefined || bounds === null) continue;
      const proposal = scenario.changes
        .map((change) => ({ change, proposal: proposalOf(change, record, bounds) }))
        .find((option) => option.proposal !== null);
      if (proposal?.proposal == null) continue;
      const { punch, before, after } = proposal.proposal;
      if (!isAllowedChange(punch, before, after, bounds)) continue;
      const createdAt = proposedAt(calendar, dayByKey, day, bounds.end, scenario);
      if (createdAt === null) continue;
      const answer = scenario.answer;
      const respondedAt = answer ? new Date(createdAt.getTime() + answer.hoursAfter * HOUR) : null;
      if (respondedAt !== null && respondedAt.getTime() > now) continue;
      chosen.push({
        id: `seed-correction-${index + 1}`,
        tenantId,
        userId: record.userId,
        date: record.date,
        slotIndex: record.slotIndex,
        attendanceId: record.id,
        kind: 'punch',
        punch,
        before,
        after,
        reason: scenario.reason[proposal.change],
        objectionHours: 48,
        status: answer?.status ?? 'pending',
        createdBy: CORRECTION_PROPOSER,
        createdAt,
        respondedAt,
        response: answer?.response ?? null,
        answeredBy: null,
        answeredAt: null,
        answer: null,
      });
      break;
    }
  }
  return chosen;
}
