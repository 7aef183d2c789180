/**
 * What an alert of a past day says happened, in the past tense. The spec's messages (spec §8) are written for
 * today ("aún no ha registrado entrada"); on a past day the screen keeps them as they are and adds this line
 * beside them. A past day is judged as it stood at its end (use-day-alerts.ts), so a missing punch there means
 * it never came that day. Each alert's timestamp is the moment it is about (compute-alerts.ts): the check-in, the
 * slot's start, the slot's end, the check-out, the end of the break, or the unscheduled record's entry.
 */
import { hhmmInZone } from '../../domain/calendar/time-zone';
import type { Alert, AlertType } from './alert-types';

const PAST_TENSE: Readonly<Record<AlertType, (hhmm: string) => string>> = {
  'Entrada Tardía': (hhmm) => `Marcó entrada a las ${hhmm}.`,
  'Llegada Tardía': (hhmm) => `No registró entrada (Programado: ${hhmm}).`,
  'Salida Faltante': (hhmm) => `No registró salida (Programado: ${hhmm}).`,
  'Salida Temprana': (hhmm) => `Marcó salida a las ${hhmm}.`,
  'Descanso Largo': (hhmm) => `Volvió del descanso a las ${hhmm}.`,
  'Turno No Programado': () => 'Trabajó sin turno programado ese día.',
};

/** The past-tense line of an alert of a past day, its times read in the tenant's zone. */
export function pastTenseLine(alert: Pick<Alert, 'type' | 'timestamp'>, timeZone: string): string {
  return PAST_TENSE[alert.type](hhmmInZone(alert.timestamp, timeZone));
}
