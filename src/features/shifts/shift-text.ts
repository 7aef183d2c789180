/**
 * How /turnos writes a shift and a pattern in Spanish: slots (`22:00 – 06:00 (+1 día)`), planned hours, the
 * preset colours, the audit details (`Turno Noche: …`) and the name comparison that keeps names unique. Pure.
 */
import type { Shift, ShiftPattern, TimeSlot } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { formatDuration } from '../../domain/format/numbers';
import { plannedMinutes } from '../../domain/planning/plan';
import { crossesMidnight, slotLabel } from '../../domain/schedule/slots';

/** A day with no daylight-saving change in any zone (changes fall in March–April and September–November). */
export const REFERENCE_DAY = '2026-01-14';

export const NEXT_DAY_HINT = 'Termina al día siguiente';
export const FREE_DAY_LABEL = 'Libre';

/** The colours offered as swatches (any `#rrggbb` may be typed); each keeps white text readable on it. */
export const SHIFT_PALETTE: readonly { color: string; name: string }[] = [
  { color: '#1976d2', name: 'Azul' },
  { color: '#3949ab', name: 'Índigo' },
  { color: '#6a1b9a', name: 'Morado' },
  { color: '#ad1457', name: 'Fucsia' },
  { color: '#c62828', name: 'Rojo' },
  { color: '#ef6c00', name: 'Naranjo' },
  { color: '#2e7d32', name: 'Verde' },
  { color: '#00838f', name: 'Turquesa' },
  { color: '#37474f', name: 'Gris' },
];

/** `22:00 – 06:00 (+1 día)` for a slot ending the next day, else `09:00 – 18:00`. */
export function slotText(slot: TimeSlot): string {
  return crossesMidnight(slot) ? `${slotLabel(slot)} (+1 día)` : slotLabel(slot);
}

/** `08:00 – 12:00 y 16:00 – 20:00`. */
export function slotsText(slots: readonly TimeSlot[]): string {
  return slots.map(slotText).join(' y ');
}

/** Minutes a day of the shift plans (slots minus colación), measured on a day without a DST change. */
export function shiftMinutes(shift: Pick<Shift, 'timeSlots' | 'lunchMinutes'>, timeZone: string): number {
  return plannedMinutes(REFERENCE_DAY, shift.timeSlots, shift.lunchMinutes, timeZone);
}

/** `8 h`, `7 h 30 min`. */
export function hoursText(minutes: number): string {
  return formatDuration(minutes);
}

/** `30 min`, `Sin colación`. */
export function lunchText(minutes: number): string {
  return minutes === 0 ? 'Sin colación' : `${minutes} min`;
}

/** A name as compared for uniqueness: no case, no accents, single spaces. */
export function comparableName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}

/** Whether `name` is taken by a shift that is not archived (other than `selfId`). */
export function isShiftNameTaken(
  shifts: readonly WithId<Shift>[],
  name: string,
  selfId: string | null,
): boolean {
  const wanted = comparableName(name);
  return shifts.some(
    (shift) => shift.id !== selfId && !shift.archived && comparableName(shift.name) === wanted,
  );
}

export type ShiftFields = Pick<Shift, 'name' | 'color' | 'timeSlots' | 'lunchMinutes'>;

/** `22:00 – 06:00 (+1 día), colación 30 min, color #3949ab`. */
export function shiftSummary(shift: ShiftFields): string {
  return `${slotsText(shift.timeSlots)}, colación ${shift.lunchMinutes} min, color ${shift.color}`;
}

/** What an edit changes, `Tramos: … → …; Colación: 30 → 45 min`; empty when nothing does. */
export function shiftChanges(before: ShiftFields, after: ShiftFields): string[] {
  const lines: string[] = [];
  if (before.name !== after.name) lines.push(`Nombre: ${before.name} → ${after.name}`);
  if (slotsText(before.timeSlots) !== slotsText(after.timeSlots))
    lines.push(`Tramos: ${slotsText(before.timeSlots)} → ${slotsText(after.timeSlots)}`);
  if (before.lunchMinutes !== after.lunchMinutes)
    lines.push(`Colación: ${before.lunchMinutes} → ${after.lunchMinutes} min`);
  if (before.color.toLowerCase() !== after.color.toLowerCase())
    lines.push(`Color: ${before.color} → ${after.color}`);
  return lines;
}

/** A pattern's day by day in runs: `4 × Noche, 4 × Libre` (an unknown shift: `Turno eliminado`). */
export function patternRuns(days: readonly string[], shifts: readonly WithId<Shift>[]): string {
  const nameOf = (id: string) =>
    id === '' ? FREE_DAY_LABEL : (shifts.find((shift) => shift.id === id)?.name ?? 'Turno eliminado');
  const runs: { name: string; count: number }[] = [];
  for (const day of days) {
    const name = nameOf(day);
    const last = runs.at(-1);
    if (last && last.name === name) last.count += 1;
    else runs.push({ name, count: 1 });
  }
  return runs.map((run) => `${run.count} × ${run.name}`).join(', ');
}

/** `8 días`, `1 día`. */
export function cycleText(length: number): string {
  return `${length} ${length === 1 ? 'día' : 'días'}`;
}

/** `8 días: 4 × Noche, 4 × Libre`. */
export function patternSummary(
  pattern: Pick<ShiftPattern, 'days'>,
  shifts: readonly WithId<Shift>[],
): string {
  return `${cycleText(pattern.days.length)}: ${patternRuns(pattern.days, shifts)}`;
}
