/** An absence as /ausencias and its audit entries name it: `Vacaciones de Camila Rojas: 14-12-2026 – 18-12-2026`. */
import { dayRangeText } from '../../domain/calendar/day-keys';
import { ABSENCE_TYPE_LABEL, type AbsenceType } from '../../domain/labels';

/** `Vacaciones de Camila Rojas: 14-12-2026 – 18-12-2026`. */
export function absenceText(type: AbsenceType, person: string, from: string, to: string): string {
  return `${ABSENCE_TYPE_LABEL[type]} de ${person}: ${dayRangeText(from, to)}`;
}

/** `… (5 días hábiles)`: an absence as /ausencias' rows name it. */
export function absenceRowText(
  type: AbsenceType,
  person: string,
  days: { from: string; to: string; workingDays: number },
): string {
  const count = `${days.workingDays} ${days.workingDays === 1 ? 'día hábil' : 'días hábiles'}`;
  return `${absenceText(type, person, days.from, days.to)} (${count})`;
}
