/**
 * What a planner cell says, in Spanish: the approved absence and the holiday covering the day, the day's shift
 * (name and times: `Noche 22:00–06:00`) or `Libre`, `Borrador` for an unpublished change and how many conflicts
 * it has. The same words make the cell's accessible name: `Camila Rojas, miércoles 18 de noviembre: Noche
 * 22:00–06:00, Borrador`. Pure.
 */
import type { Shift, TimeSlot } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { formatDayKey } from '../../domain/calendar/day-keys';
import { hoursLabel, type PlanConflict } from '../../domain/planning/conflicts';
import { overWeeklyLimit, type WeekSpan } from '../../domain/schedule/planned-hours';
import type { CellPlan } from './plan-model';

export const FREE_LABEL = 'Libre';
export const DRAFT_LABEL = 'Borrador';

export interface CellHoliday {
  name: string;
  irrenunciable: boolean;
}

export interface CellView {
  /** The effective plan (null: a day off). */
  plan: CellPlan;
  /** The plan's shift when it names one that exists (archived ones included). */
  shift: WithId<Shift> | null;
  /** The plan is an unpublished draft. */
  draft: boolean;
  /** The approved absence covering the day, as its label (`Vacaciones`). */
  absence: string | null;
  holiday: CellHoliday | null;
  conflicts: readonly PlanConflict[];
  /** The shift's short code (shift-codes.ts), shown in a month's narrow cells. */
  code?: string | null;
}

/** `22:00–06:00`. */
export function slotText(slot: TimeSlot): string {
  return `${slot.startTime}–${slot.endTime}`;
}

/** `08:00–12:00 y 16:00–20:00`. */
export function slotsText(slots: readonly TimeSlot[]): string {
  return slots.map(slotText).join(' y ');
}

/** `Noche 22:00–06:00`, the times alone when the shift is unknown, or `Libre`. */
export function planText(plan: CellPlan, shift: WithId<Shift> | null): string {
  if (plan === null) return FREE_LABEL;
  const times = slotsText(plan.timeSlots);
  return shift ? `${shift.name} ${times}` : times;
}

/** `Feriado Navidad (irrenunciable)`. */
export function holidayText(holiday: CellHoliday): string {
  return `Feriado ${holiday.name}${holiday.irrenunciable ? ' (irrenunciable)' : ''}`;
}

/** `1 conflicto`, `2 conflictos`. */
export function conflictsText(count: number): string {
  return `${count} ${count === 1 ? 'conflicto' : 'conflictos'}`;
}

/**
 * The cell's content as phrases, in reading order. An absence or a holiday shows even with no shift; `Libre` only
 * when nothing else covers the day.
 */
export function cellParts(view: CellView): string[] {
  const parts: string[] = [];
  if (view.absence) parts.push(view.absence);
  if (view.holiday) parts.push(holidayText(view.holiday));
  if (view.plan !== null || parts.length === 0) parts.push(planText(view.plan, view.shift));
  if (view.draft) parts.push(DRAFT_LABEL);
  if (view.conflicts.length > 0) parts.push(conflictsText(view.conflicts.length));
  return parts;
}

/** `miércoles 18 de noviembre`. */
export function dayLabel(day: string): string {
  return formatDayKey(day, "EEEE d 'de' MMMM");
}

/** `Camila Rojas, miércoles 18 de noviembre: Noche 22:00–06:00, Borrador`. */
export function cellAccessibleName(personName: string, day: string, view: CellView): string {
  return `${personName}, ${dayLabel(day)}: ${cellParts(view).join(', ')}`;
}

/** The cell's worst conflict: what its outline and icon show. */
export function worstSeverity(conflicts: readonly PlanConflict[]): 'error' | 'warning' | null {
  if (conflicts.length === 0) return null;
  return conflicts.some((c) => c.severity === 'error') ? 'error' : 'warning';
}

/**
 * What a month's narrow cell shows (its accessible name says it all): an absence's or a holiday's first letter
 * (`V`, `F`), the shift's code (`N`), the start hour of slots typed by hand (`09`), `–` for a day off.
 */
export function compactText(view: CellView): string {
  if (view.absence) return view.absence.slice(0, 1).toLocaleUpperCase('es');
  if (view.holiday && !view.plan) return 'F';
  if (!view.plan) return '–';
  return (
    view.code ??
    view.shift?.name.slice(0, 1).toLocaleUpperCase('es') ??
    view.plan.timeSlots[0]?.startTime.slice(0, 2) ??
    ''
  );
}

/** `48` and `37,5`: hours without the unit (the column's header says `h`). */
export function hoursNumber(minutes: number): string {
  return hoursLabel(minutes).replace(/ h$/, '');
}

/** `del 30 de noviembre al 6 de diciembre`, or `del 28 de diciembre al 3 de enero`. */
export function weekText(week: WeekSpan): string {
  return `del ${formatDayKey(week.start, "d 'de' MMMM")} al ${formatDayKey(week.end, "d 'de' MMMM")}`;
}

/**
 * A person's week total: `Camila Rojas, semana del 30 de noviembre al 6 de diciembre: 48 h, supera el límite
 * semanal de 42 h`. When the period stops before the week's Sunday, the days after it are not counted and it says
 * so (`hasta el 31 de diciembre`).
 */
export function weekHoursName(
  personName: string,
  week: WeekSpan,
  minutes: number,
  limitHours: number,
): string {
  const last = week.days[week.days.length - 1];
  const until =
    last !== undefined && last < week.end ? ` (hasta el ${formatDayKey(last, "d 'de' MMMM")})` : '';
  const over = overWeeklyLimit(minutes, limitHours)
    ? `, supera el límite semanal de ${hoursLabel(limitHours * 60)}`
    : '';
  return `${personName}, semana ${weekText(week)}${until}: ${hoursLabel(minutes)}${over}`;
}
