/**
 * One person's day as a manager opens it, from a row of /asistencias or an alert of /alertas: the schedule of the
 * day under its shift's name, the marcas of each slot to the second in the tenant's zone with their receipts'
 * verification codes, the corrections of the day with where each stands, and the day's audit trail as sentences.
 *
 * Records match slots by `slotIndex`, the first record of an index winning, as in the alerts engine; a record
 * flagged `unscheduled` matches none (record-slot.ts). A slot is named by its shift (`Oficina · 09:00 – 18:00`),
 * never `Turno 1`; a split shift's slots are `tramo 1`, `tramo 2`; a schedule without a shift (or one since
 * deleted) says `Horario`.
 */
import { readLog, type LogEntryLike } from '../audit/log-text';
import { dayKey, hmsInZone, hhmmInZone } from '../calendar/time-zone';
import { attendanceDocId, personDayKey, scheduleDocId, schedulesByDay } from '../schedule/day-schedule';
import { crossesMidnight, slotLabel, slotsOf, type SlotSource } from '../schedule/slots';
import {
  CORRECTION_STATE_LABEL,
  correctionState,
  PUNCH_LABEL,
  type CorrectionLike,
  type CorrectionState,
} from './corrections';
import { PUNCH_FIELD, PUNCH_ORDER, type PunchAction, type Punches } from './punches';
import { unscheduledDocId } from './punch-window';
import { recordSlotIndex } from './record-slot';

export interface PersonDaySchedule extends SlotSource {
  id?: string;
  userId: string;
  date: Date;
  shiftId?: string | null;
}

export interface PersonDayRecord extends Punches {
  id?: string;
  userId: string;
  date: Date;
  slotIndex: number;
  /** A Turno No Programado: matches no slot, whatever its `slotIndex`. */
  unscheduled?: boolean;
  /** The server's signature of each punch (receipt-code.ts). */
  receipts?: Partial<Record<PunchAction, { code: string }>> | null;
}

export interface PersonDayCorrection extends CorrectionLike {
  id: string;
  userId: string;
  /** Start of the corrected day in the tenant's zone. */
  date: Date;
  before: Date | null;
  reason: string;
}

export interface PersonDayLog extends LogEntryLike {
  id: string;
}

export interface PunchView {
  action: PunchAction;
  /** 'HH:MM:SS' in the tenant's zone, with '(día siguiente)' after the day; null when not punched. */
  time: string | null;
  /** The receipt's verification code (`XXXX-XXXX-XXXX-XXXX`), null until the server signs it. */
  code: string | null;
}

export interface SlotView {
  /** Position in the schedule (what records point at). */
  index: number;
  /** 'Oficina · 09:00 – 18:00', 'Cortado, tramo 2 · 15:00 – 19:00', '… (termina al día siguiente)'. */
  title: string;
  punches: PunchView[];
}

export interface CorrectionView {
  id: string;
  /** `Salida: sin marca → 18:05` or `Justificar ausencia`. */
  text: string;
  state: CorrectionState;
  stateLabel: string;
  reason: string;
}

export interface AuditView {
  id: string;
  /** `dd-MM-yyyy HH:mm` in the tenant's zone. */
  when: string;
  who: string;
  action: string;
  sentence: string;
}

export interface PersonDayView {
  scheduled: boolean;
  /** The shift's name, null without schedule; `Horario` for a schedule without a known shift. */
  shiftName: string | null;
  slots: SlotView[];
  /**
   * Punches with no slot to belong to: no schedule that day (a Turno No Programado), or an index the schedule
   * does not have. A second record of a slot is left out, as the alerts leave it out.
   */
  unmatched: PunchView[][];
  corrections: CorrectionView[];
  /** Oldest first. */
  audit: AuditView[];
}

export interface PersonDayInput {
  userId: string;
  /** 'yyyy-MM-dd' in the tenant's zone. */
  day: string;
  timeZone: string;
  now: Date;
  schedules: readonly PersonDaySchedule[];
  records: readonly PersonDayRecord[];
  /** Shift names by id. */
  shiftNames: ReadonlyMap<string, string>;
  corrections?: readonly PersonDayCorrection[];
  logs?: readonly PersonDayLog[];
  /** A person's name by id, or null when the id is nobody of the tenant. */
  personName?: (id: string) => string | null;
}

/** What a schedule without a known shift is called. */
export const NO_SHIFT_NAME = 'Horario';

function punchesOf(record: PersonDayRecord | undefined, day: string, timeZone: string): PunchView[] {
  return PUNCH_ORDER.map((action) => {
    const time = record?.[PUNCH_FIELD[action]];
    if (!time || Number.isNaN(time.getTime())) return { action, time: null, code: null };
    const hms = hmsInZone(time, timeZone);
    return {
      action,
      time: dayKey(time, timeZone) > day ? `${hms} (día siguiente)` : hms,
      code: record?.receipts?.[action]?.code ?? null,
    };
  });
}

function correctionView(correction: PersonDayCorrection, timeZone: string, now: Date): CorrectionView {
  const state = correctionState(correction, now);
  const at = (value: Date | null) => (value ? hhmmInZone(value, timeZone) : 'sin marca');
  const text =
    correction.kind === 'justify' || correction.punch === null
      ? 'Justificar ausencia'
      : `${PUNCH_LABEL[correction.punch]}: ${at(correction.before)} → ${at(correction.after)}`;
  return {
    id: correction.id,
    text,
    state,
    stateLabel: CORRECTION_STATE_LABEL[state],
    reason: correction.reason,
  };
}

/**
 * The ids of the documents of a person's day that audit entries name as their `target`: the schedule (and the
 * overtime decision, same id), each slot's record, the unscheduled record, the day's corrections.
 */
export function personDayTargets(
  userId: string,
  day: string,
  slots: number,
  corrections: readonly { id: string }[],
): string[] {
  const ids = [
    scheduleDocId(userId, day),
    ...Array.from({ length: Math.max(slots, 1) }, (_, index) => attendanceDocId(userId, day, index)),
    unscheduledDocId(userId, day),
    ...corrections.map((correction) => correction.id),
  ];
  return [...new Set(ids)];
}

export function personDayView(input: PersonDayInput): PersonDayView {
  const { userId, day, timeZone, now } = input;
  const schedule = schedulesByDay(input.schedules, timeZone).get(personDayKey(userId, day));
  const own = input.records.filter((r) => r.userId === userId && dayKey(r.date, timeZone) === day);
  const scheduleSlots = schedule ? slotsOf(schedule) : [];
  const bySlot = new Map<number, PersonDayRecord>();
  const unmatchedRecords: PersonDayRecord[] = [];
  for (const record of own) {
    const index = recordSlotIndex(record, scheduleSlots.length);
    if (index === null) unmatchedRecords.push(record);
    else if (!bySlot.has(index)) bySlot.set(index, record);
  }
  const shiftName = schedule
    ? ((schedule.shiftId ? input.shiftNames.get(schedule.shiftId) : undefined) ?? NO_SHIFT_NAME)
    : null;
  const split = scheduleSlots.length > 1;
  const slots = scheduleSlots.map((slot, index) => {
    const label = crossesMidnight(slot) ? `${slotLabel(slot)} (termina al día siguiente)` : slotLabel(slot);
    const name = split ? `${shiftName ?? NO_SHIFT_NAME}, tramo ${index + 1}` : (shiftName ?? NO_SHIFT_NAME);
    return { index, title: `${name} · ${label}`, punches: punchesOf(bySlot.get(index), day, timeZone) };
  });
  const corrections = (input.corrections ?? [])
    .filter((c) => c.userId === userId && dayKey(c.date, timeZone) === day)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((c) => correctionView(c, timeZone, now));
  const personName = input.personName ?? (() => null);
  const audit = [...(input.logs ?? [])]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
    .map((entry) => {
      const read = readLog(entry, { timeZone, personName });
      return { id: entry.id, when: read.when, who: read.who, action: read.action, sentence: read.sentence };
    });
  return {
    scheduled: schedule !== undefined,
    shiftName,
    slots,
    unmatched: unmatchedRecords.map((record) => punchesOf(record, day, timeZone)),
    corrections,
    audit,
  };
}
