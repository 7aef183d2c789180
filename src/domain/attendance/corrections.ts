/**
 * Traceable corrections of attendance (Res. Ex. N° 38 arts. 39–41): a manager proposes, the worker accepts or
 * objects within the objection window, and the attendance record itself is never rewritten. This module says
 * where a correction stands at an instant and what a slot's punches are once its effective corrections apply —
 * the one rule the history, /asistencias, the reports and payroll read.
 *
 * Rules:
 * - The deadline is `createdAt` + `objectionHours` hours (an instant, so a DST change does not move it); every
 *   correction is proposed with OBJECTION_HOURS, the law's 48 (art. 40.2), which no setting changes.
 * - A `pending` correction past its deadline is `consolidated`: it counts as accepted (art. 40.3). At the
 *   deadline instant itself the worker may no longer answer.
 * - Effective = `accepted` or `consolidated`. An objected one (answered or not) never applies: the punch stays
 *   as recorded. A withdrawn one never applies.
 * - Per punch, the latest effective correction (by `createdAt`, then id) sets the value; the recorded value is
 *   kept in `originals` and the punch is listed in `altered`.
 * - A `justify` correction marks the slot's absence as justified; it sets no time.
 * - A marca is corrected only up to the next business day after its day (art. 41, `lastCorrectionDay`).
 * - A correction adds a missing marca, or as a tolerance moves the entry earlier or the exit later within the
 *   slot; it never moves a recorded marca otherwise (arts. 39 and 41, `isAllowedChange`).
 */
import { addDaysToKey, formatDayKey, isoWeekdayOfKey } from '../calendar/day-keys';
import { hhmmInZone } from '../calendar/time-zone';
import type { Interval } from '../schedule/slots';
import { PUNCH_FIELD, PUNCH_ORDER, type PunchAction, type Punches } from './punches';

/**
 * Hours the worker has to object to a correction: 48 (Res. Ex. N° 38 art. 40.2). A law, not a setting: every
 * correction is stored with it, and both backends refuse any other value.
 */
export const OBJECTION_HOURS = 48;

/**
 * How far `lastCorrectionDay` looks for the next business day: a marca is never corrected more than this many days
 * after its day, whatever the holidays (firestore.rules searches as far; Chile's longest run of days off is 5).
 */
export const CORRECTION_DAYS_MAX = 6;

/**
 * A business day for art. 41: Monday to Friday, not one of the tenant's holidays. Saturday is not one, as for the
 * feriado (art. 69; whether art. 41 counts it is UNCONFIRMED: docs/res38.md).
 */
export function isBusinessDay(day: string, isHoliday: (day: string) => boolean): boolean {
  return isoWeekdayOfKey(day) <= 5 && !isHoliday(day);
}

/**
 * The last day a marca of `day` may be corrected (Res. Ex. N° 38 art. 41): the first business day after it, or
 * CORRECTION_DAYS_MAX days after it when none comes sooner. Days are `yyyy-MM-dd` in the tenant zone.
 */
export function lastCorrectionDay(day: string, isHoliday: (day: string) => boolean): string {
  for (let offset = 1; offset < CORRECTION_DAYS_MAX; offset += 1) {
    const candidate = addDaysToKey(day, offset);
    if (isBusinessDay(candidate, isHoliday)) return candidate;
  }
  return addDaysToKey(day, CORRECTION_DAYS_MAX);
}

/** Why a marca of `day` can no longer be corrected, `lastDay` being its lastCorrectionDay. */
export function correctionTooLateText(day: string, lastDay: string): string {
  return (
    `La marca del ${formatDayKey(day, 'dd-MM-yyyy')} ya no se puede corregir: una marca se corrige hasta el ` +
    `día hábil siguiente (${formatDayKey(lastDay, 'EEEE dd-MM-yyyy')}), según el art. 41 de la Res. Ex. N° 38.`
  );
}

/**
 * Whether a punch correction is one Res. Ex. N° 38 art. 39 allows: it adds a marca the record lacks (`recorded`
 * null), or it is a voluntary tolerance that removes lateness or early leaving — the entry moved earlier, no earlier
 * than the slot's start; the exit moved later, no later than the slot's end. Any other move of a recorded marca
 * (a lunch marca, an entry later, an exit earlier, past the slot, on a day without one) is refused: art. 41 forbids
 * a correction that harms the worker, and art. 39 allows no other.
 */
export function isAllowedChange(
  punch: PunchAction,
  recorded: Date | null,
  proposed: Date,
  slot: Interval | null,
): boolean {
  if (recorded === null) return true;
  if (slot === null) return false;
  const at = proposed.getTime();
  const was = recorded.getTime();
  if (punch === 'checkIn') return at < was && at >= slot.start.getTime();
  if (punch === 'checkOut') return at > was && at <= slot.end.getTime();
  return false;
}

/** Why a proposed move of a recorded marca is refused (isAllowedChange), for the person proposing it. */
export const CHANGE_NOT_ALLOWED_TEXT =
  'Una corrección solo agrega una marca que falta o, como tolerancia, adelanta la entrada hasta el inicio del ' +
  'turno o atrasa la salida hasta su término (art. 39 de la Res. Ex. N° 38).';

export const CORRECTION_LIMITS = {
  reasonMin: 3,
  textMax: 500,
} as const;

export type CorrectionState = 'pending' | 'accepted' | 'consolidated' | 'objected' | 'answered' | 'withdrawn';

export const CORRECTION_STATE_LABEL: Readonly<Record<CorrectionState, string>> = {
  pending: 'Esperando respuesta',
  accepted: 'Aceptada',
  consolidated: 'Aceptada por plazo',
  objected: 'Objetada',
  answered: 'Objeción respondida',
  withdrawn: 'Retirada',
};

/** The punches' names as workers and inspectors read them. */
export const PUNCH_LABEL: Readonly<Record<PunchAction, string>> = {
  checkIn: 'Entrada',
  lunchStart: 'Inicio colación',
  lunchEnd: 'Fin colación',
  checkOut: 'Salida',
};

/** What marks a value that comes from a correction, wherever it is shown (art. 41). */
export const ALTERED_LABEL = 'alterado';

/** A corrected punch in words, for screen readers: `Salida alterada: antes sin marca` / `… antes 09:12`. */
export function alterationText(
  action: PunchAction,
  original: Date | null | undefined,
  timeZone: string,
): string {
  return `${PUNCH_LABEL[action]} alterada: antes ${original ? hhmmInZone(original, timeZone) : 'sin marca'}`;
}

const HOUR_MS = 3_600_000;

/** What this module reads of a correction (a stored `AttendanceCorrection` is one). */
export interface CorrectionLike {
  id?: string;
  kind: 'punch' | 'justify';
  punch: PunchAction | null;
  after: Date | null;
  status: 'pending' | 'accepted' | 'objected' | 'withdrawn' | 'answered';
  createdAt: Date;
  objectionHours: number;
}

/** The last instant the worker may answer is just before this. */
export function objectionDeadline(correction: Pick<CorrectionLike, 'createdAt' | 'objectionHours'>): Date {
  return new Date(correction.createdAt.getTime() + correction.objectionHours * HOUR_MS);
}

/** Where the correction stands at `now`. */
export function correctionState(correction: CorrectionLike, now: Date): CorrectionState {
  if (correction.status !== 'pending') return correction.status;
  return now.getTime() >= objectionDeadline(correction).getTime() ? 'consolidated' : 'pending';
}

/** Whether reports and payroll use it at `now`: accepted, or left unanswered past its deadline. */
export function isEffective(correction: CorrectionLike, now: Date): boolean {
  const state = correctionState(correction, now);
  return state === 'accepted' || state === 'consolidated';
}

/** Whether the worker may still accept or object at `now`. */
export function awaitsWorker(correction: CorrectionLike, now: Date): boolean {
  return correctionState(correction, now) === 'pending';
}

/** Whole hours left to answer at `now` (rounded up; 0 once the deadline has passed). */
export function hoursLeft(correction: CorrectionLike, now: Date): number {
  const left = objectionDeadline(correction).getTime() - now.getTime();
  return left <= 0 ? 0 : Math.ceil(left / HOUR_MS);
}

export interface CorrectedPunches extends Punches {
  /** Punches whose value comes from an effective correction, in punch order. */
  altered: PunchAction[];
  /** The recorded value of each altered punch (null: it was missing). */
  originals: Partial<Record<PunchAction, Date | null>>;
  /** An effective `justify` correction applies to the slot. */
  justified: boolean;
}

function byCreation(a: CorrectionLike, b: CorrectionLike): number {
  const byTime = a.createdAt.getTime() - b.createdAt.getTime();
  if (byTime !== 0) return byTime;
  const idA = a.id ?? '';
  const idB = b.id ?? '';
  return idA < idB ? -1 : idA > idB ? 1 : 0;
}

/**
 * The slot's punches once the effective corrections among `corrections` (all of the same slot) apply at `now`.
 * Without an effective one it is the record as recorded, with nothing altered.
 */
export function applyCorrections(
  record: Punches | null,
  corrections: readonly CorrectionLike[],
  now: Date,
): CorrectedPunches {
  const punches: Punches = {};
  for (const action of PUNCH_ORDER) {
    const field = PUNCH_FIELD[action];
    punches[field] = record?.[field] ?? null;
  }
  const latest = new Map<PunchAction, CorrectionLike>();
  let justified = false;
  for (const correction of [...corrections].sort(byCreation)) {
    if (!isEffective(correction, now)) continue;
    if (correction.kind === 'justify') justified = true;
    else if (correction.punch !== null && correction.after !== null) latest.set(correction.punch, correction);
  }
  const altered: PunchAction[] = [];
  const originals: Partial<Record<PunchAction, Date | null>> = {};
  for (const action of PUNCH_ORDER) {
    const correction = latest.get(action);
    if (correction === undefined || correction.after === null) continue;
    const field = PUNCH_FIELD[action];
    originals[action] = punches[field] ?? null;
    punches[field] = correction.after;
    altered.push(action);
  }
  return { ...punches, altered, originals, justified };
}
