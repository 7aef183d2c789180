/**
 * Our table of Chilean holidays against the `date-holidays` library (a dev dependency: its data for every
 * country costs far more than this module, see docs/performance.md), 2024–2030.
 *
 * Known differences, each checked against the law rather than either source:
 * - the library leaves out Sábado Santo, a national holiday (Ley 2.977);
 * - the library lists Pascua (Easter Sunday), a Sunday that is not in the law's list;
 * - the library's "bank" and "observance" entries (31 December for banks) are not public holidays.
 */
import Holidays from 'date-holidays';

import { chileHolidays, easterSunday } from './holidays';

const library = new Holidays('CL');

function libraryDates(year: number): string[] {
  return library
    .getHolidays(year)
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => holiday.date.slice(0, 10))
    .filter((date) => date !== easterSunday(year))
    .sort();
}

function ourDates(year: number): string[] {
  return chileHolidays(year)
    .filter((holiday) => holiday.name !== 'Sábado Santo')
    .map((holiday) => holiday.date)
    .sort();
}

describe('chileHolidays against date-holidays', () => {
  it.each([2024, 2025, 2026, 2027, 2028, 2029, 2030])('%i: the same days', (year) => {
    expect(ourDates(year)).toEqual(libraryDates(year));
  });
});
