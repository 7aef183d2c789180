/**
 * How a shift and a pattern are told in Spanish, on /turnos and in the audit trail the server writes
 * (src/server/audit/audit-planning-acts.ts): slots (`22:00 – 06:00 (+1 día)`), a shift's summary and changes, a
 * pattern's cycle. Pure.
 */
import type { Shift, ShiftPattern, TimeSlot } from '../ports/collections';
import type { WithId } from '../ports/document-store';
import { formatDayKey } from '../../domain/calendar/day-keys';
import { crossesMidnight, slotLabel } from '../../domain/schedule/slots';

export const FREE_DAY_LABEL = 'Libre';

export type ShiftFields = Pick<Shift, 'name' | 'color' | 'timeSlots' | 'lunchMinutes'>;

/** What a pattern's text needs of a shift. */
export type ShiftName = Pick<WithId<Shift>, 'id' | 'name'>;

/** `22:00 – 06:00 (+1 día)` for a slot ending the next day, else `09:00 – 18:00`. */
export function slotText(slot: TimeSlot): string {
  return crossesMidnight(slot) ? `${slotLabel(slot)} (+1 día)` : slotLabel(slot);
}

/** `08:00 – 12:00 y 16:00 – 20:00`. */
export function slotsText(slots: readonly TimeSlot[]): string {
  return slots.map(slotText).join(' y ');
}

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
export function patternRuns(days: readonly string[], shifts: readonly ShiftName[]): string {
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
export function patternSummary(pattern: Pick<ShiftPattern, 'days'>, shifts: readonly ShiftName[]): string {
  return `${cycleText(pattern.days.length)}: ${patternRuns(pattern.days, shifts)}`;
}

/** `1 turno`, `8 turnos`. */
export function shiftsLabel(count: number): string {
  return `${count} ${count === 1 ? 'turno' : 'turnos'}`;
}

/** `1 persona`, `3 personas`. */
export function peopleLabel(count: number): string {
  return `${count} ${count === 1 ? 'persona' : 'personas'}`;
}

/** `16-11-2026`. */
export function shownDay(day: string): string {
  return formatDayKey(day, 'dd-MM-yyyy');
}

/** What a publish covers: how many schedules, of how many people, from and to which day. */
export interface PublishSummary {
  count: number;
  /** Whose (only their number is told). */
  userIds: readonly unknown[];
  from: string;
  to: string;
}

/** `Publicó 8 turnos de 2 personas (16-11-2026 – 22-11-2026). Motivo: …` */
export function publishText({ count, userIds, from, to }: PublishSummary, reason: string | null): string {
  const text = `Publicó ${shiftsLabel(count)} de ${peopleLabel(userIds.length)} (${shownDay(from)} – ${shownDay(to)})`;
  return reason ? `${text}. Motivo: ${reason}` : text;
}
