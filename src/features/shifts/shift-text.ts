/**
 * How /turnos writes a shift and a pattern in Spanish: slots (`22:00 – 06:00 (+1 día)`), planned hours, the
 * preset colours and the name comparison that keeps names unique (the audit texts: data/texts/plan-text.ts). Pure.
 */
import type { Shift } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { formatDuration } from '../../domain/format/numbers';
import { plannedMinutes } from '../../domain/planning/plan';
export {
  cycleText,
  FREE_DAY_LABEL,
  patternRuns,
  patternSummary,
  shiftChanges,
  shiftSummary,
  slotsText,
  slotText,
  type ShiftFields,
} from '../../data/texts/plan-text';

/** A day with no daylight-saving change in any zone (changes fall in March–April and September–November). */
export const REFERENCE_DAY = '2026-01-14';

export const NEXT_DAY_HINT = 'Termina al día siguiente';

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

/** Minutes a day of the shift plans (slots minus colación), measured on a day without a DST change. */
export function shiftMinutes(shift: Pick<Shift, 'timeSlots' | 'lunchMinutes'>, timeZone: string): number {
  return plannedMinutes(REFERENCE_DAY, shift.timeSlots, shift.lunchMinutes, timeZone);
}

/** `8 h`, `7 h 30 min`. */
export function hoursText(minutes: number): string {
  return formatDuration(minutes * 60);
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
