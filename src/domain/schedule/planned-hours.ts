/**
 * Planned hours of a person, as the agenda shows them beside the days: the minutes of each planned day (real
 * time from start to end, minus colación: plannedMinutes), their sum per ISO week (Monday–Sunday, by the day a
 * shift starts, as the weekly-limit conflict counts them) and over the shown period. Pure: days are `yyyy-MM-dd`
 * keys, times wall times in `timeZone`.
 */
import { addDaysToKey, startOfWeekKey } from '../calendar/day-keys';
import { parseHHMM } from '../calendar/time-zone';
import { plannedMinutes } from '../planning/plan';
import type { TimeSlot } from './slots';

/** One planned (working) day of a person. */
export interface HoursDay {
  day: string;
  timeSlots: readonly TimeSlot[];
  lunchMinutes: number;
}

/**
 * A counter of a day's planned minutes in `timeZone`, remembering each (day, slots, colación): the same shifts
 * recur for every person, and each zone conversion costs a dozen Intl calls. Slots whose times are not strict
 * `HH:MM` are left out (as the conflicts do); a day with none counts 0.
 */
export function plannedMinutesCounter(timeZone: string): (planned: HoursDay) => number {
  const cache = new Map<string, number>();
  return ({ day, timeSlots, lunchMinutes }) => {
    const slots = timeSlots.filter((s) => parseHHMM(s.startTime) !== null && parseHHMM(s.endTime) !== null);
    if (slots.length === 0) return 0;
    const lunch = Number.isFinite(lunchMinutes) ? lunchMinutes : 0;
    const key = `${day}|${slots.map((s) => `${s.startTime}-${s.endTime}`).join(',')}|${lunch}`;
    let minutes = cache.get(key);
    if (minutes === undefined) {
      minutes = plannedMinutes(day, slots, lunch, timeZone);
      cache.set(key, minutes);
    }
    return minutes;
  };
}

/** The shown days of one ISO week: its Monday and Sunday, and which of its days are shown. */
export interface WeekSpan {
  /** Monday. */
  start: string;
  /** Sunday. */
  end: string;
  /** The shown days of the week, in order. */
  days: string[];
}

/** The ISO weeks the shown days (in order) fall in, each with its shown days. */
export function weekSpans(days: readonly string[]): WeekSpan[] {
  const spans: WeekSpan[] = [];
  for (const day of days) {
    const start = startOfWeekKey(day);
    const last = spans[spans.length - 1];
    if (last && last.start === start) last.days.push(day);
    else spans.push({ start, end: addDaysToKey(start, 6), days: [day] });
  }
  return spans;
}

/** A person's planned minutes: per ISO week (by its Monday) and over the shown period. */
export interface PersonHours {
  /** Every planned day given counts in its week, days outside the period too (the week's limit is the week's). */
  weeks: ReadonlyMap<string, number>;
  /** The days from `from` to `to`, inclusive. */
  total: number;
}

/** Sums a person's planned minutes by day (`[day, minutes]`) into weeks and the period [from, to]. */
export function personHours(
  minutesByDay: Iterable<readonly [string, number]>,
  from: string,
  to: string,
): PersonHours {
  const weeks = new Map<string, number>();
  let total = 0;
  for (const [day, minutes] of minutesByDay) {
    const week = startOfWeekKey(day);
    weeks.set(week, (weeks.get(week) ?? 0) + minutes);
    if (from <= day && day <= to) total += minutes;
  }
  return { weeks, total };
}

/** Whether a week's minutes pass the weekly limit (hours); a limit that is not a positive number checks nothing. */
export function overWeeklyLimit(minutes: number, limitHours: number): boolean {
  return Number.isFinite(limitHours) && limitHours > 0 && minutes > Math.round(limitHours * 60);
}
