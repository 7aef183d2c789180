/**
 * The words every art. 45 notice (Res. Ex. N° 38) shares between the bell and the e-mail: its title (the mail's
 * subject is `Aviso: <title>`) and a one-line summary the bell shows, with the figures the mail gives (dates
 * dd/mm/aa and times hh:mm:ss as the receipt prints them, art. 13; durations to the second, art. 44). The mail's
 * own paragraphs: src/server/alerts/art45-mail-text.ts.
 */
import type { Art45Notice, Art45NoticeKind } from '../../domain/attendance/art45-notices';
import type { CompensatoryRestNotice } from '../../domain/attendance/compensatory-rest';
import { addDaysToKey, formatDayKey } from '../../domain/calendar/day-keys';
import { formatInZone } from '../../domain/calendar/time-zone';
import { formatHms } from '../../domain/format/numbers';
import { RECEIPT_DATE_FORMAT, RECEIPT_TIME_FORMAT } from './receipt-lines';

export const ART45_TITLE: Readonly<Record<Art45NoticeKind, string>> = {
  entrada: 'Marca de entrada no registrada',
  salida: 'Marca de salida no registrada',
  'daily-limit': 'Jornada sobre el límite legal',
  'weekly-limit': 'Jornada sobre el límite legal',
  'compensatory-rest': 'Descanso compensatorio',
  disconnection: 'Derecho a desconexión (teletrabajo)',
};

/** A day key as a receipt prints a date: `18/11/26`. */
export const art45Day = (day: string): string => formatDayKey(day, RECEIPT_DATE_FORMAT);

/** `18/11/26 a las 09:00:00` in the tenant's zone. */
export function art45Instant(instant: Date, timeZone: string): string {
  return `${formatInZone(instant, timeZone, RECEIPT_DATE_FORMAT)} a las ${formatInZone(instant, timeZone, RECEIPT_TIME_FORMAT)}`;
}

/**
 * A slot from `start` to `end` in the tenant's zone: `del 18/11/26 de 09:00:00 a 18:00:00`, or across midnight
 * `del 18/11/26 a las 22:00:00 al 19/11/26 a las 06:00:00`.
 */
export function slotSpanText(start: Date, end: Date, timeZone: string): string {
  const day = (instant: Date) => formatInZone(instant, timeZone, RECEIPT_DATE_FORMAT);
  const time = (instant: Date) => formatInZone(instant, timeZone, RECEIPT_TIME_FORMAT);
  return day(start) === day(end)
    ? `del ${day(start)} de ${time(start)} a ${time(end)}`
    : `del ${art45Instant(start, timeZone)} al ${art45Instant(end, timeZone)}`;
}

/** The law a disconnection notice cites (Ley 21.220). */
export const DISCONNECTION_LAW = 'art. 152 quáter J del Código del Trabajo';

/** `2 horas`, `54 horas`, `54,5 horas`. */
export const hoursText = (seconds: number): string => `${String(seconds / 3600).replace('.', ',')} horas`;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** `2 domingos trabajados y 1 festivo trabajado`, `1 domingo trabajado`, `3 festivos trabajados`. */
export function sundaysAndHolidaysText(notice: Pick<CompensatoryRestNotice, 'sundays' | 'holidays'>): string {
  const parts = [
    ...(notice.sundays.length > 0
      ? [count(notice.sundays.length, 'domingo trabajado', 'domingos trabajados')]
      : []),
    ...(notice.holidays.length > 0
      ? [count(notice.holidays.length, 'festivo trabajado', 'festivos trabajados')]
      : []),
  ];
  return parts.join(' y ');
}

/** `corresponde 1 día de descanso compensatorio`, `corresponden 4 días de descanso compensatorio`. */
export const restDaysText = (days: number): string =>
  `${days === 1 ? 'corresponde' : 'corresponden'} ${count(days, 'día', 'días')} de descanso compensatorio`;

/** The bell's line: the notice's facts in the third person (the worker and the managers read the same). */
export function art45Summary(notice: Art45Notice, timeZone: string): string {
  switch (notice.kind) {
    case 'entrada':
    case 'salida':
      return `Correspondía el ${art45Instant(notice.dueAt, timeZone)}; aún puede registrarse.`;
    case 'daily-limit':
      return `${art45Day(notice.day)}: ${formatHms(notice.seconds)} de horas extraordinarias, sobre el máximo legal de ${hoursText(notice.limitSeconds)} diarias.`;
    case 'weekly-limit':
      return `Semana del ${art45Day(notice.day)} al ${art45Day(addDaysToKey(notice.day, 6))}: ${formatHms(notice.seconds)} trabajadas, sobre el límite legal de ${hoursText(notice.limitSeconds)} semanales.`;
    case 'compensatory-rest':
      return `Del ${art45Day(notice.day)} al ${art45Day(notice.to)}: ${sundaysAndHolidaysText(notice)}; ${restDaysText(notice.restDays)} (art. 38 del Código del Trabajo).`;
    case 'disconnection':
      return `Jornada de teletrabajo ${slotSpanText(notice.startsAt, notice.endsAt, timeZone)}; fuera de ella rige el derecho a desconexión (${DISCONNECTION_LAW}).`;
  }
}
