/**
 * The title of a /checkin card, which names its region for a screen reader: the shift's name and hours
 * ('Oficina · 09:00 – 18:00'), numbered only when the day's schedule has more than one slot ('Cortado 2 ·
 * 16:00 – 20:00'), 'de ayer' for a slot that started yesterday; 'Turno no programado' without schedule. A
 * schedule without a shift (or whose shift cannot be found) reads 'Turno 1 · 09:00 – 18:00' as before.
 */
import type { PunchableSlot } from '../../domain/schedule/punchable-slots';
import { slotLabel } from '../../domain/schedule/slots';

/** The shift of the schedule a slot comes from: its name (null when unknown) and how many slots the day has. */
export interface SlotShift {
  name: string | null;
  slots: number;
}

export function slotTitle(slot: PunchableSlot, shift: SlotShift): string {
  if (!slot.slot) return slot.fromYesterday ? 'Turno no programado de ayer' : 'Turno no programado';
  const hours = slotLabel(slot.slot);
  const number = String(slot.slotIndex + 1);
  if (shift.name === null)
    return slot.fromYesterday ? `Turno de ayer · ${hours}` : `Turno ${number} · ${hours}`;
  const name = shift.slots > 1 ? `${shift.name} ${number}` : shift.name;
  return slot.fromYesterday ? `${name} de ayer · ${hours}` : `${name} · ${hours}`;
}
