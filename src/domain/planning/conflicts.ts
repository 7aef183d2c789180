/**
 * The plan's conflicts (/agenda), each with its reason in Spanish, computed live while a manager plans:
 *
 * - `absence` (error): a shift on a day an APPROVED absence covers (`Ausencia aprobada: Vacaciones`).
 * - `holiday`: a shift on a holiday; an error on an irrenunciable one (`Feriado irrenunciable: Navidad`), a
 *   warning otherwise (`Feriado: Día de la Virgen del Carmen`). Hours after midnight of an overnight shift count on
 *   the next calendar day: a 22:00–06:00 shift the evening before Christmas touches Christmas.
 * - `weekly-limit` (error): the ISO week's (Monday–Sunday, by the day a shift starts) planned minutes exceed
 *   `weeklyLimitHours`; on the day the limit is first passed (`Supera el límite semanal de 42 h (46 h
 *   planificadas)`).
 * - `contract-hours` (warning): the week exceeds the person's contract weekly hours, when set and below the limit
 *   (`Supera su jornada de contrato de 30 h (36 h planificadas)`).
 * - `daily-hours` (error): more than 10 ordinary hours planned on a day (`Más de 10 horas ordinarias en el día
 *   (11 h)`).
 * - `rest` (error): less than 12 hours between the end of one shift and the start of the next (real time,
 *   across days): on the later day (`Menos de 12 h de descanso desde el turno anterior (8 h)`).
 * - `consecutive-days` (error): a 7th (8th, …) calendar day in a row with a shift (`Más de 6 días seguidos sin
 *   descanso (7 días)`).
 *
 * Hours in messages: whole hours when exact, else `7,5 h` (one decimal, Spanish comma). Pure: days are
 * `yyyy-MM-dd`, times in `timeZone`. The input may hold days outside the range being judged (context for the
 * rest, consecutive-day and weekly checks); conflicts are reported only for days inside [from, to].
 *
 * Details the list above leaves open, decided here:
 * - A conflict is shown on the day the shift STARTS (its cell), also for a holiday its after-midnight hours touch;
 *   at most one conflict of each kind per person and day (a night shift touching two holidays, 18→19 September,
 *   names both in one message; the error wins).
 * - A "shift" is a planned day with at least one slot whose times are strict `HH:MM` (other slots are ignored);
 *   its minutes are `plannedMinutes` (real time, minus colación). Rest is measured between days, from the latest
 *   end of the earlier days to the first start of the later one (the gap between two slots of one day is the
 *   colación, not a rest); overlapping shifts have 0 h of rest.
 * - Weekly and contract totals in messages are the whole week's planned hours (every day the input holds).
 * - A weekly limit or contract hours that are not a positive number switch that check off.
 * - Two planned days of one person on the same day: the last one in the input counts.
 * - Order: people in the order they first appear in `days`, then day, errors before warnings, then the kinds in
 *   the order listed above.
 */
import { addDaysToKey, startOfWeekKey } from '../calendar/day-keys';
import { dayKeyToInstant, hhmmInZone, parseHHMM } from '../calendar/time-zone';
import { slotBounds } from '../schedule/slots';
import type { PlannedDay } from './plan';

export const MAX_DAILY_ORDINARY_MINUTES = 600;
export const MIN_REST_MINUTES = 720;
export const MAX_CONSECUTIVE_DAYS = 6;

export type ConflictKind =
  'absence' | 'holiday' | 'weekly-limit' | 'contract-hours' | 'daily-hours' | 'rest' | 'consecutive-days';

export interface PlanConflict {
  userId: string;
  /** The day the conflict is shown on. */
  day: string;
  kind: ConflictKind;
  severity: 'error' | 'warning';
  /** Spanish, for the cell's tooltip and the side list. */
  message: string;
}

export interface ConflictAbsence {
  userId: string;
  /** First and last day, inclusive. */
  from: string;
  to: string;
  /** Its label, e.g. `Vacaciones`. */
  label: string;
  /** Only approved absences conflict. */
  approved: boolean;
}

export interface ConflictHoliday {
  day: string;
  name: string;
  irrenunciable: boolean;
}

export interface ConflictInput {
  timeZone: string;
  /** Judged range, inclusive. */
  from: string;
  to: string;
  /** Every person's planned days (published merged with drafts), context days included. Days off are absent. */
  days: readonly PlannedDay[];
  absences: readonly ConflictAbsence[];
  holidays: readonly ConflictHoliday[];
  /** The tenant's weekly limit (settings.weeklyHourLimit). */
  weeklyLimitHours: number;
  /** Contract weekly hours by person (null/missing: none). */
  contractWeeklyHours: Readonly<Record<string, number | null | undefined>>;
}

/** The kinds in reporting order (within one day, after errors before warnings). */
const KIND_ORDER: readonly ConflictKind[] = [
  'absence',
  'holiday',
  'weekly-limit',
  'contract-hours',
  'daily-hours',
  'rest',
  'consecutive-days',
];
const KIND_RANK = new Map(KIND_ORDER.map((kind, rank) => [kind, rank]));

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** A slot's instants, epoch ms. */
interface SlotBounds {
  start: number;
  end: number;
}

/** One person's shift on one day, measured. */
interface MeasuredDay {
  day: string;
  /** Earliest start and latest end of its slots, epoch ms. */
  start: number;
  end: number;
  /** Every calendar day its slots touch (the start day first). */
  touched: string[];
  minutes: number;
}

/**
 * The calendar arithmetic of one call, memoised: the same days and slot times recur for every person, and each
 * zone conversion goes through Intl (about 8 µs a call, a dozen calls per slot), so 500 people × 5 weeks would
 * otherwise spend most of its time there. A day that starts at 00:00 and lasts exactly 24 hours has one UTC
 * offset throughout, so its wall times are plain minutes from its start; any other day (a DST change) and any
 * slot reaching into one goes through `slotBounds`.
 */
class Calendar {
  private readonly dayStarts = new Map<string, number>();
  private readonly nextDays = new Map<string, string>();
  private readonly weeks = new Map<string, string>();
  private readonly regular = new Map<string, boolean>();
  private readonly minutes = new Map<string, number | null>();
  /** Day → start time → end time → bounds. */
  private readonly slots = new Map<string, Map<string, Map<string, SlotBounds | null>>>();

  constructor(private readonly timeZone: string) {}

  dayStart(day: string): number {
    let start = this.dayStarts.get(day);
    if (start === undefined) {
      start = dayKeyToInstant(day, this.timeZone).getTime();
      this.dayStarts.set(day, start);
    }
    return start;
  }

  nextDay(day: string): string {
    let next = this.nextDays.get(day);
    if (next === undefined) {
      next = addDaysToKey(day, 1);
      this.nextDays.set(day, next);
    }
    return next;
  }

  weekOf(day: string): string {
    let week = this.weeks.get(day);
    if (week === undefined) {
      week = startOfWeekKey(day);
      this.weeks.set(day, week);
    }
    return week;
  }

  /** Whether the day starts at 00:00 and lasts 24 hours (no offset change in it). */
  private isRegular(day: string): boolean {
    let regular = this.regular.get(day);
    if (regular === undefined) {
      const start = this.dayStart(day);
      regular =
        this.dayStart(this.nextDay(day)) - start === MS_PER_DAY &&
        hhmmInZone(new Date(start), this.timeZone) === '00:00';
      this.regular.set(day, regular);
    }
    return regular;
  }

  /** A slot's bounds on the day, or null when one of its times is not a strict `HH:MM`. */
  slot(day: string, startTime: string, endTime: string): SlotBounds | null {
    let byStart = this.slots.get(day);
    if (byStart === undefined) {
      byStart = new Map();
      this.slots.set(day, byStart);
    }
    let byEnd = byStart.get(startTime);
    if (byEnd === undefined) {
      byEnd = new Map();
      byStart.set(startTime, byEnd);
    }
    let bounds = byEnd.get(endTime);
    if (bounds === undefined) {
      bounds = this.measureSlot(day, startTime, endTime);
      byEnd.set(endTime, bounds);
    }
    return bounds;
  }

  private minuteOf(hhmm: string): number | null {
    let minute = this.minutes.get(hhmm);
    if (minute === undefined) {
      const time = parseHHMM(hhmm);
      minute = time === null ? null : time.hours * 60 + time.minutes;
      this.minutes.set(hhmm, minute);
    }
    return minute;
  }

  private measureSlot(day: string, startTime: string, endTime: string): SlotBounds | null {
    const startMinute = this.minuteOf(startTime);
    const endMinute = this.minuteOf(endTime);
    if (startMinute === null || endMinute === null) return null;
    const endDay = endMinute <= startMinute ? this.nextDay(day) : day;
    if (this.isRegular(day) && this.isRegular(endDay))
      return {
        start: this.dayStart(day) + startMinute * MS_PER_MINUTE,
        end: this.dayStart(endDay) + endMinute * MS_PER_MINUTE,
      };
    const interval = slotBounds(new Date(this.dayStart(day)), { startTime, endTime }, this.timeZone);
    return { start: interval.start.getTime(), end: interval.end.getTime() };
  }

  /** The calendar days from `day` on that [start, end) covers any part of. */
  touched(day: string, end: number): string[] {
    const days = [day];
    for (let next = this.nextDay(day); this.dayStart(next) < end; next = this.nextDay(next)) days.push(next);
    return days;
  }
}

function measure(planned: PlannedDay, calendar: Calendar): MeasuredDay | null {
  let start = Infinity;
  let end = -Infinity;
  let total = 0;
  const touched = new Set<string>();
  for (const slot of planned.timeSlots) {
    const bounds = calendar.slot(planned.day, slot.startTime, slot.endTime);
    if (bounds === null) continue;
    start = Math.min(start, bounds.start);
    end = Math.max(end, bounds.end);
    total += Math.round((bounds.end - bounds.start) / MS_PER_MINUTE);
    for (const day of calendar.touched(planned.day, bounds.end)) touched.add(day);
  }
  if (touched.size === 0) return null;
  const lunch = Number.isFinite(planned.lunchMinutes) ? Math.max(0, planned.lunchMinutes) : 0;
  return { day: planned.day, start, end, touched: [...touched], minutes: Math.max(0, total - lunch) };
}

/** A positive number of hours, as minutes; anything else switches the check off. */
function limitMinutes(hours: number | null | undefined): number | null {
  return typeof hours === 'number' && Number.isFinite(hours) && hours > 0 ? Math.round(hours * 60) : null;
}

/** Every conflict, ordered by person, day, then errors before warnings. */
export function planConflicts(input: ConflictInput): PlanConflict[] {
  const { from, to } = input;
  const calendar = new Calendar(input.timeZone);
  const inRange = (day: string) => from <= day && day <= to;

  const byUser = new Map<string, Map<string, PlannedDay>>();
  for (const planned of input.days) {
    let days = byUser.get(planned.userId);
    if (days === undefined) {
      days = new Map();
      byUser.set(planned.userId, days);
    }
    days.set(planned.day, planned);
  }

  const approvedByUser = new Map<string, ConflictAbsence[]>();
  for (const absence of input.absences) {
    if (!absence.approved) continue;
    const list = approvedByUser.get(absence.userId);
    if (list) list.push(absence);
    else approvedByUser.set(absence.userId, [absence]);
  }

  const holidays = new Map<string, ConflictHoliday[]>();
  for (const holiday of input.holidays) {
    const list = holidays.get(holiday.day);
    if (list) list.push(holiday);
    else holidays.set(holiday.day, [holiday]);
  }

  const weeklyLimit = limitMinutes(input.weeklyLimitHours);
  const conflicts: PlanConflict[] = [];

  for (const [userId, plannedByDay] of byUser) {
    const shifts = [...plannedByDay.values()]
      .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))
      .flatMap((planned) => measure(planned, calendar) ?? []);
    const found: PlanConflict[] = [];
    const add = (day: string, kind: ConflictKind, severity: PlanConflict['severity'], message: string) => {
      if (inRange(day)) found.push({ userId, day, kind, severity, message });
    };

    const contract = limitMinutes(input.contractWeeklyHours[userId]);
    const contractLimit =
      contract !== null && (weeklyLimit === null || contract < weeklyLimit) ? contract : null;
    const weekTotals = new Map<string, number>();
    for (const shift of shifts) {
      const week = calendar.weekOf(shift.day);
      weekTotals.set(week, (weekTotals.get(week) ?? 0) + shift.minutes);
    }

    const absences = approvedByUser.get(userId) ?? [];
    let week = '';
    let weekSoFar = 0;
    let latestEnd = -Infinity;
    let previousDay = '';
    let run = 0;
    for (const shift of shifts) {
      const { day } = shift;

      const absence = absences.find((a) => a.from <= day && day <= a.to);
      if (absence) add(day, 'absence', 'error', `Ausencia aprobada: ${absence.label}`);

      const touchedHolidays = shift.touched.flatMap((touched) => holidays.get(touched) ?? []);
      if (touchedHolidays.length > 0) {
        const irrenunciable = touchedHolidays.some((h) => h.irrenunciable);
        const names = touchedHolidays.map(
          (h) => `${h.irrenunciable ? 'Feriado irrenunciable' : 'Feriado'}: ${h.name}`,
        );
        add(day, 'holiday', irrenunciable ? 'error' : 'warning', names.join('; '));
      }

      const dayWeek = calendar.weekOf(day);
      if (dayWeek !== week) {
        week = dayWeek;
        weekSoFar = 0;
      }
      const before = weekSoFar;
      weekSoFar += shift.minutes;
      const weekTotal = weekTotals.get(week) ?? weekSoFar;
      if (weeklyLimit !== null && before <= weeklyLimit && weekSoFar > weeklyLimit)
        add(
          day,
          'weekly-limit',
          'error',
          `Supera el límite semanal de ${hoursLabel(weeklyLimit)} (${hoursLabel(weekTotal)} planificadas)`,
        );
      if (contractLimit !== null && before <= contractLimit && weekSoFar > contractLimit)
        add(
          day,
          'contract-hours',
          'warning',
          `Supera su jornada de contrato de ${hoursLabel(contractLimit)} (${hoursLabel(weekTotal)} planificadas)`,
        );

      if (shift.minutes > MAX_DAILY_ORDINARY_MINUTES)
        add(
          day,
          'daily-hours',
          'error',
          `Más de 10 horas ordinarias en el día (${hoursLabel(shift.minutes)})`,
        );

      if (latestEnd > -Infinity) {
        const rest = Math.max(0, Math.round((shift.start - latestEnd) / MS_PER_MINUTE));
        if (rest < MIN_REST_MINUTES)
          add(
            day,
            'rest',
            'error',
            `Menos de 12 h de descanso desde el turno anterior (${hoursLabel(rest)})`,
          );
      }
      latestEnd = Math.max(latestEnd, shift.end);

      run = previousDay !== '' && calendar.nextDay(previousDay) === day ? run + 1 : 1;
      previousDay = day;
      if (run > MAX_CONSECUTIVE_DAYS)
        add(day, 'consecutive-days', 'error', `Más de 6 días seguidos sin descanso (${run} días)`);
    }

    found.sort(
      (a, b) =>
        (a.day < b.day ? -1 : a.day > b.day ? 1 : 0) ||
        (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) ||
        (KIND_RANK.get(a.kind) ?? 0) - (KIND_RANK.get(b.kind) ?? 0),
    );
    conflicts.push(...found);
  }
  return conflicts;
}

/**
 * `42 h`, `7,5 h`: whole hours when exact, else one decimal with a Spanish comma. A time that is not whole never
 * reads as whole: 10 h 1 min is `10,1 h` and 11 h 59 min `11,9 h`, so `Más de 10 horas (10,1 h)` stays true.
 */
export function hoursLabel(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minutes));
  if (abs % 60 === 0) return `${sign}${abs / 60} h`;
  let tenths = Math.round(abs / 6);
  if (tenths % 10 === 0) tenths += abs / 6 > tenths ? 1 : -1;
  return `${sign}${Math.floor(tenths / 10)},${tenths % 10} h`;
}
