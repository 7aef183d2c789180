/**
 * What `Aplicar patrón` will write, in words, before it writes it (issue #47 item 3): per person the shifts and
 * days off of the range and its first week day by day, and the holidays left off (or worked). Computed with the
 * same rule as the writes (personPatternDays), so the preview cannot promise what `Aplicar` does not do.
 */
import type { ShiftPattern } from '../../data/ports/collections';
import { formatDayKey } from '../../domain/calendar/day-keys';
import type { PlannedPatternDay } from '../../domain/planning/patterns';
import type { RangeHoliday } from './pattern-preview-holidays';
import { personPatternDays, type PatternFormValues } from './pattern-schema';

/** Days of the range laid out one by one in the preview. */
const WEEK_DAYS = 7;

export interface PersonPreview {
  userId: string;
  name: string;
  shifts: number;
  daysOff: number;
  /** `mar 1: Oficina · mié 2: Oficina · … · lun 7: Oficina`: the range's first seven days. */
  firstWeek: string;
}

export interface PatternPreview {
  people: PersonPreview[];
  /** Holidays someone had a shift on, left as days off. */
  skipped: RangeHoliday[];
  /** One sentence of the totals (the live region says it, then the holidays). */
  summary: string;
  /** The range's holidays and what the pattern does on them. */
  holidaysText: string;
}

export interface PreviewInput {
  pattern: ShiftPattern;
  values: PatternFormValues;
  holidays: readonly RangeHoliday[];
  /** A shift's name, or null when the tenant no longer has it (such days are left as they are). */
  shiftName: (shiftId: string) => string | null;
  personName: (userId: string) => string;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
export const shiftsLabel = (n: number) => count(n, 'turno', 'turnos');
export const daysOffLabel = (n: number) => count(n, 'día libre', 'días libres');

/** `08-12-2026 Inmaculada Concepción, 25-12-2026 Navidad` */
export function holidaysList(holidays: readonly RangeHoliday[]): string {
  return holidays.map((h) => `${formatDayKey(h.day, 'dd-MM-yyyy')} ${h.name}`).join(', ');
}

function dayLabel(day: PlannedPatternDay, shiftName: PreviewInput['shiftName']): string {
  const name = day.shiftId === null ? null : (shiftName(day.shiftId) ?? 'Turno eliminado, sin cambio');
  const what = name ?? (day.skippedHoliday ? 'Libre (feriado)' : 'Libre');
  return `${formatDayKey(day.day, 'EEE d')}: ${what}`;
}

function holidaysText(
  holidays: readonly RangeHoliday[],
  skipped: readonly RangeHoliday[],
  workHolidays: boolean,
): string {
  if (holidays.length === 0) return 'No hay feriados en el rango.';
  if (workHolidays) return `Se asignan turnos también en los feriados: ${holidaysList(holidays)}.`;
  if (skipped.length > 0) return `Se omiten los feriados: ${holidaysList(skipped)}.`;
  return `Los feriados del rango caen en días libres del patrón: ${holidaysList(holidays)}.`;
}

/** The preview of applying `pattern` with `values` (already checked by the form's schema). */
export function patternPreview({
  pattern,
  values,
  holidays,
  shiftName,
  personName,
}: PreviewInput): PatternPreview {
  const applied = { ...values, holidays: holidays.map((h) => h.day) };
  const skippedDays = new Set<string>();
  const people = values.people.map(({ userId, start }): PersonPreview => {
    const days = personPatternDays(pattern, applied, start);
    for (const day of days) if (day.skippedHoliday) skippedDays.add(day.day);
    return {
      userId,
      name: personName(userId),
      shifts: days.filter((d) => d.shiftId !== null && shiftName(d.shiftId) !== null).length,
      daysOff: days.filter((d) => d.shiftId === null).length,
      firstWeek: days
        .slice(0, WEEK_DAYS)
        .map((day) => dayLabel(day, shiftName))
        .join(' · '),
    };
  });
  const skipped = holidays.filter((h) => skippedDays.has(h.day));
  const shifts = people.reduce((sum, p) => sum + p.shifts, 0);
  const daysOff = people.reduce((sum, p) => sum + p.daysOff, 0);
  const totals = `En borrador: ${shiftsLabel(shifts)} y ${daysOffLabel(daysOff)} para ${count(people.length, 'persona', 'personas')}.`;
  return {
    people,
    skipped,
    summary: totals,
    holidaysText: holidaysText(holidays, skipped, values.workHolidays),
  };
}
