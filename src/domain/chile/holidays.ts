/**
 * Chilean national public holidays ("feriados legales") of a year, as calendar days `yyyy-MM-dd`.
 * Sources: Código del Trabajo; Ley 19.668 (San Pedro y San Pablo and Encuentro de Dos Mundos move to a
 * Monday); Ley 20.299 (Iglesias Evangélicas); Ley 20.215 and Ley 20.983 (extra Fiestas Patrias days and
 * 2 January); Ley 21.357 (Pueblos Indígenas on the winter solstice); Ley 19.973 and later (irrenunciables).
 * Election days are declared case by case and are not included.
 */
import { addDaysToKey, isoWeekdayOfKey, keyOfDate } from '../calendar/day-keys';
import { dayKey } from '../calendar/time-zone';
import { juneSolstice } from './june-solstice';

export interface ChileHoliday {
  /** Calendar day `yyyy-MM-dd`. */
  date: string;
  name: string;
  irrenunciable: boolean;
}

const CHILE_ZONE = 'America/Santiago';

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
function weekday(year: number, month: number, day: number): number {
  return isoWeekdayOfKey(keyOfDate({ year, month, day }));
}

/** The key of the calendar date `days` days after (or before) the given one. */
function shift(year: number, month: number, day: number, days: number): string {
  return keyOfDate({ year, month, day: day + days });
}

/** Easter Sunday (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return keyOfDate({ year, month, day });
}

/** Ley 19.668: Tuesday–Thursday → that week's Monday; Friday → next Monday; otherwise unchanged. */
export function movedToMonday(year: number, month: number, day: number): string {
  const wd = weekday(year, month, day);
  if (wd >= 2 && wd <= 4) return shift(year, month, day, 1 - wd);
  return shift(year, month, day, wd === 5 ? 3 : 0);
}

/** Ley 20.299: 31 October; Tuesday → previous Friday, Wednesday → following Friday. */
export function evangelicalChurchesDay(year: number): string {
  const wd = weekday(year, 10, 31);
  return shift(year, 10, 31, wd === 2 ? -4 : wd === 3 ? 2 : 0);
}

export function chileHolidays(year: number): ChileHoliday[] {
  const easter = easterSunday(year);
  const easterDay = (offset: number): string => addDaysToKey(easter, offset);
  const fixed = (month: number, day: number): string => keyOfDate({ year, month, day });
  const list: ChileHoliday[] = [
    { date: fixed(1, 1), name: 'Año Nuevo', irrenunciable: true },
    { date: easterDay(-2), name: 'Viernes Santo', irrenunciable: false },
    { date: easterDay(-1), name: 'Sábado Santo', irrenunciable: false },
    { date: fixed(5, 1), name: 'Día Nacional del Trabajo', irrenunciable: true },
    { date: fixed(5, 21), name: 'Día de las Glorias Navales', irrenunciable: false },
    {
      date: dayKey(juneSolstice(year), CHILE_ZONE),
      name: 'Día Nacional de los Pueblos Indígenas',
      irrenunciable: false,
    },
    { date: movedToMonday(year, 6, 29), name: 'San Pedro y San Pablo', irrenunciable: false },
    { date: fixed(7, 16), name: 'Día de la Virgen del Carmen', irrenunciable: false },
    { date: fixed(8, 15), name: 'Asunción de la Virgen', irrenunciable: false },
    { date: fixed(9, 18), name: 'Independencia Nacional', irrenunciable: true },
    { date: fixed(9, 19), name: 'Día de las Glorias del Ejército', irrenunciable: true },
    { date: movedToMonday(year, 10, 12), name: 'Encuentro de Dos Mundos', irrenunciable: false },
    {
      date: evangelicalChurchesDay(year),
      name: 'Día de las Iglesias Evangélicas y Protestantes',
      irrenunciable: false,
    },
    { date: fixed(11, 1), name: 'Día de Todos los Santos', irrenunciable: false },
    { date: fixed(12, 8), name: 'Inmaculada Concepción', irrenunciable: false },
    { date: fixed(12, 25), name: 'Navidad', irrenunciable: true },
  ];
  // Ley 20.983: 2 January when 1 January is a Sunday.
  if (weekday(year, 1, 1) === 7)
    list.push({ date: fixed(1, 2), name: 'Feriado adicional de Año Nuevo', irrenunciable: false });
  // Ley 20.215 (17 Sep on a Monday, 20 Sep on a Friday) and Ley 20.983 (17 Sep on a Friday before a weekend).
  const sep17 = weekday(year, 9, 17);
  if (sep17 === 1 || sep17 === 5)
    list.push({ date: fixed(9, 17), name: 'Feriado adicional de Fiestas Patrias', irrenunciable: false });
  if (weekday(year, 9, 20) === 5)
    list.push({ date: fixed(9, 20), name: 'Feriado adicional de Fiestas Patrias', irrenunciable: false });
  return list.sort((a, b) => a.date.localeCompare(b.date));
}
