/** The short marks of a month cell (about 48 px wide on a phone), which the legend explains. */
import type { TimeSlot } from '../../data/ports/collections';
import type { AgendaDay } from './agenda-days';

/** A day with nothing planned: a dash, so it is told apart from a day not loaded or a shift. */
export const UNPLANNED_MARK = '–';

/** '09:00' → '9', '09:30' → '9:30'. */
function compactTime(hhmm: string): string {
  const [hours = '', minutes = ''] = hhmm.split(':');
  const hour = String(Number(hours));
  return minutes === '00' ? hour : `${hour}:${minutes}`;
}

/** '9–18' for 09:00 – 18:00. */
export function compactSlot(slot: TimeSlot): string {
  return `${compactTime(slot.startTime)}–${compactTime(slot.endTime)}`;
}

/** The first slot, and '+N' for the day's other slots: '8–12 +1'. */
export function compactSlots(day: AgendaDay): string | null {
  const [first, ...rest] = day.slots;
  if (!first) return null;
  const label = compactSlot(first);
  return rest.length > 0 ? `${label} +${rest.length}` : label;
}
