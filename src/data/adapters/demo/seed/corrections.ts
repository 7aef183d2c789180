/**
 * The demo's corrections, so /asistencias' `Correcciones` and /logs tell the story from the first visit: four
 * proposals by the admin on recent complete records of other people (never Camila Rojas, whose yesterday the E2E
 * corrects) — one left unanswered past its 48 hours (consolidated), one accepted, one objected with the worker's
 * comment, one still waiting. Each changes a recorded time; none is on yesterday or today.
 */
import type { AttendanceCorrection, AttendanceRecord } from '../../../ports/collections';
import type { WithId } from '../../../ports/document-store';
import { dayKey } from '../../../../domain/calendar/time-zone';
import type { SeedCalendar } from './calendar';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The demo employee account: her records are the E2E's. */
const SKIPPED_USER = 'demo-empleado';
/** Who proposes (the demo admin). */
export const CORRECTION_PROPOSER = 'demo-admin';

interface Scenario {
  punch: 'checkIn' | 'checkOut';
  /** Minutes added to the recorded time. */
  shift: number;
  reason: string;
  /** Hours before now it was proposed. */
  proposedAgo: number;
  answer: { status: 'accepted' | 'objected'; hoursAgo: number; response: string | null } | null;
}

const SCENARIOS: readonly Scenario[] = [
  {
    punch: 'checkOut',
    shift: 25,
    reason: 'Se quedó cerrando la caja; la salida se marcó antes de terminar',
    proposedAgo: 60,
    answer: null,
  },
  {
    punch: 'checkIn',
    shift: -10,
    reason: 'Falla del teléfono al marcar; llegó a la hora',
    proposedAgo: 50,
    answer: { status: 'accepted', hoursAgo: 45, response: null },
  },
  {
    punch: 'checkOut',
    shift: -30,
    reason: 'Salida después del fin de turno sin autorización',
    proposedAgo: 30,
    answer: { status: 'objected', hoursAgo: 26, response: 'Me quedé por pedido del supervisor' },
  },
  {
    punch: 'checkOut',
    shift: 15,
    reason: 'Ajuste por el reloj del local, que atrasaba',
    proposedAgo: 3,
    answer: null,
  },
];

const FIELD = { checkIn: 'checkInTime', checkOut: 'checkOutTime' } as const;

/** The corrections, on complete records of 2 to 6 days ago of four different people. */
export function buildCorrections(
  tenantId: string,
  calendar: SeedCalendar,
  attendance: readonly WithId<AttendanceRecord>[],
): WithId<AttendanceCorrection>[] {
  const now = calendar.now.getTime();
  const recent = new Set(
    calendar.days.filter((day) => day.offset <= -2 && day.offset >= -6).map((day) => day.key),
  );
  const chosen: WithId<AttendanceRecord>[] = [];
  const candidates = attendance
    .filter(
      (record) =>
        record.userId !== SKIPPED_USER &&
        record.unscheduled !== true &&
        record.checkInTime !== null &&
        record.checkOutTime !== null &&
        recent.has(dayKey(record.date, calendar.timeZone)),
    )
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const record of candidates) {
    if (chosen.length === SCENARIOS.length) break;
    if (!chosen.some((other) => other.userId === record.userId)) chosen.push(record);
  }
  return chosen.flatMap((record, index) => {
    const scenario = SCENARIOS[index];
    const recorded = record[FIELD[scenario?.punch ?? 'checkIn']];
    if (scenario === undefined || !recorded) return [];
    const createdAt = new Date(now - scenario.proposedAgo * HOUR);
    const answer = scenario.answer;
    return [
      {
        id: `seed-correction-${index + 1}`,
        tenantId,
        userId: record.userId,
        date: record.date,
        slotIndex: record.slotIndex,
        attendanceId: record.id,
        kind: 'punch',
        punch: scenario.punch,
        before: recorded,
        after: new Date(recorded.getTime() + scenario.shift * MINUTE),
        reason: scenario.reason,
        objectionHours: 48,
        status: answer?.status ?? 'pending',
        createdBy: CORRECTION_PROPOSER,
        createdAt,
        respondedAt: answer ? new Date(now - answer.hoursAgo * HOUR) : null,
        response: answer?.response ?? null,
        answeredBy: null,
        answeredAt: null,
        answer: null,
      },
    ];
  });
}
