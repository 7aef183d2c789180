/**
 * A large generated tenant for measuring the data loads at scale: the demo tenant's shape, rules and
 * documents (index.ts `generateTenant`), with any number of people and months of history. Deterministic like the
 * demo tenant: the same options always give a deep-equal dataset.
 *
 * The people are the bakery's roster (roster.ts) first — so the demo accounts, the two admins and today's
 * scripted scenarios are there — then as many more employees as asked, each a copy of one of the bakery's
 * employees (department, position, Turno, weekly pattern, hours, pay, and whether they left) under a new id,
 * name and e-mail. Twelve people are the roster's first twelve. The roster is planned in teams of the bakery's
 * size (index.ts `TEAM_SIZE`), so absences and corrections grow with the people; the absences fall in the two
 * months around today, as in the demo tenant, whatever the history's length.
 */
import { addMonthsToKey, daysBetweenKeys } from '../../../../domain/calendar/day-keys';
import { dayKey } from '../../../../domain/calendar/time-zone';
import { DEMO_TENANT } from '../demo-tenant';
import { FUTURE_DAYS, type CalendarWindow } from './calendar';
import { generateTenant, type DemoDataset } from './index';
import { emailFor, ROSTER, type RosterEntry } from './roster';

export interface ScaleTenantOptions {
  /** Everyone of the tenant (users documents): at least 2 (the owner and the demo admin). */
  people: number;
  /**
   * Whole calendar months of history before the current one (at least 1), which is there up to today; the window
   * also holds the next FUTURE_DAYS days.
   */
  months: number;
  now: Date;
  /** The tenant's zone (default the demo tenant's, America/Santiago). */
  timeZone?: string;
  /** Default 1, as the demo tenant's. */
  seed?: number;
}

/** The bakery's employees, whose jobs the added people copy. */
const TEMPLATES = ROSTER.filter((person) => person.role === 'employee');

const unique = (words: (string | undefined)[]) => [
  ...new Set(words.filter((word): word is string => word !== undefined)),
];
/** First names and surnames of the bakery's people, combined into new names. */
const FIRST_NAMES = unique(ROSTER.map((person) => person.displayName.split(' ')[0]));
const SURNAMES = unique(ROSTER.map((person) => person.displayName.split(' ').at(-1)));

/** Distinct names (first name and two different surnames) for `MAX_PEOPLE` added people. */
export const MAX_PEOPLE = FIRST_NAMES.length * SURNAMES.length * (SURNAMES.length - 1);

function addedName(index: number): string {
  const first = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Persona';
  const surname = Math.floor(index / FIRST_NAMES.length) % SURNAMES.length;
  const round = Math.floor(index / (FIRST_NAMES.length * SURNAMES.length));
  const second = (surname + 1 + round) % SURNAMES.length;
  return `${first} ${SURNAMES[surname] ?? ''} ${SURNAMES[second] ?? ''}`;
}

/** The roster of `people`: the bakery's first, then copies of its employees (see the file's comment). */
export function scaleRoster(people: number): RosterEntry[] {
  if (!Number.isInteger(people) || people < 2 || people > ROSTER.length + MAX_PEOPLE) {
    throw new RangeError(`people must be an integer from 2 to ${ROSTER.length + MAX_PEOPLE}: ${people}`);
  }
  const roster = ROSTER.slice(0, people);
  for (let index = 0; roster.length < people; index += 1) {
    const template = TEMPLATES[index % TEMPLATES.length];
    if (template === undefined) throw new Error('the roster has no employee to copy');
    const number = roster.length + 1;
    const displayName = addedName(index);
    roster.push({
      ...template,
      id: `emp-${String(number).padStart(5, '0')}`,
      displayName,
      email: emailFor(displayName).replace('@', `.${number}@`),
      role: 'employee',
    });
  }
  return roster;
}

/**
 * The window from the first day of the month `months` months before today's (in the zone) to the demo tenant's
 * FUTURE_DAYS ahead: `months` whole months of history (a payroll month, a report month) and this month so far.
 */
export function scaleWindow(now: Date, months: number, timeZone: string): CalendarWindow {
  if (!Number.isInteger(months) || months < 1)
    throw new RangeError(`months must be a whole number ≥ 1: ${months}`);
  const today = dayKey(now, timeZone);
  return { pastDays: daysBetweenKeys(addMonthsToKey(today, -months), today), futureDays: FUTURE_DAYS };
}

/** A tenant of `people` people with `months` months of history up to `now` (the file's comment says how). */
export function generateScaleTenant(options: ScaleTenantOptions): DemoDataset {
  const timeZone = options.timeZone ?? DEMO_TENANT.timeZone;
  return generateTenant({
    now: options.now,
    seed: options.seed ?? 1,
    timeZone,
    roster: scaleRoster(options.people),
    window: scaleWindow(options.now, options.months, timeZone),
  });
}
