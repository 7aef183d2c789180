import { COLLECTIONS } from '../../../ports/collections';
import {
  validateHolidayWrite,
  validatePatternWrite,
  validateScheduleFields,
  validateShiftWrite,
} from '../../../policy/planning-write';
import { validateStoredAbsence } from '../../../policy/absence-write';
import { dayKey } from '../../../../domain/calendar/time-zone';
import { isValidRut } from '../../../../domain/chile/rut';
import { DemoStore } from '../demo-store';
import { DEMO_TENANT } from '../demo-tenant';
import { generateDemoTenant, summarizeDataset, TEAM_SIZE, type DemoDataset } from './index';
import { ROSTER } from './roster';
import { generateScaleTenant, scaleRoster, scaleWindow } from './scale';
import { addDays, at, isoWeekday, isStartOfDay, keysBetween, TZ } from './test-support';

/** A Wednesday morning in Santiago, as the screens' read tests. */
const NOW = at('2026-11-18', '10:00');
const TODAY = '2026-11-18';

const cache = new Map<string, DemoDataset>();
function scale(people: number, months: number, seed = 1): DemoDataset {
  const key = `${people}|${months}|${seed}`;
  let ds = cache.get(key);
  if (ds === undefined) {
    ds = generateScaleTenant({ people, months, now: NOW, seed });
    cache.set(key, ds);
  }
  return ds;
}

/** The window's days: from the first of the month `months` months before November, to 30 days ahead. */
function windowDays(months: number): string[] {
  const first = new Date(Date.UTC(2026, 10 - months, 1)).toISOString().slice(0, 10);
  return keysBetween(first, addDays(TODAY, 30));
}

/** `userId|day` of every day of an approved absence. */
function absentDays(ds: DemoDataset): Set<string> {
  const days = new Set<string>();
  for (const absence of ds.absences.filter((a) => a.status === 'aprobada')) {
    for (const key of keysBetween(dayKey(absence.from, TZ), dayKey(absence.to, TZ))) {
      days.add(`${absence.userId}|${key}`);
    }
  }
  return days;
}

describe('generateScaleTenant', () => {
  it('is deterministic for the same options and varies with the seed', () => {
    const a = scale(12, 1);
    expect(generateScaleTenant({ people: 12, months: 1, now: new Date(NOW.getTime()) })).toEqual(a);
    expect(scale(12, 1, 2).attendance).not.toEqual(a.attendance);
  });

  it('makes as many people as asked: the bakery first, then employees copied from its own', () => {
    expect(scaleRoster(12)).toEqual(ROSTER.slice(0, 12));
    expect(scaleRoster(40)).toEqual([...ROSTER]);
    const roster = scaleRoster(130);
    expect(roster.slice(0, ROSTER.length)).toEqual([...ROSTER]);
    const added = roster.slice(ROSTER.length);
    expect(added.every((person) => person.role === 'employee')).toBe(true);
    for (const person of added) {
      const template = ROSTER.find(
        (other) => other.position === person.position && other.pattern === person.pattern,
      );
      expect(template, person.id).toBeDefined();
    }
    const users = scale(130, 1).users;
    expect(users).toHaveLength(130);
    for (const field of ['id', 'email', 'displayName', 'rut'] as const) {
      expect(new Set(users.map((user) => user[field])).size, field).toBe(130);
    }
    expect(users.every((user) => isValidRut(user.rut ?? ''))).toBe(true);
    expect(users.filter((user) => user.role === 'admin').map((user) => user.id)).toEqual(
      ROSTER.filter((person) => person.role === 'admin').map((person) => person.id),
    );
    expect(() => scaleRoster(1)).toThrow(RangeError);
  });

  it('spans the months asked and 30 days ahead, everyone hired before it', () => {
    for (const months of [1, 3]) {
      const ds = scale(12, months);
      const days = windowDays(months);
      expect(scaleWindow(NOW, months, TZ).pastDays).toBe(days.indexOf(TODAY));
      const keys = ds.schedulesConfig.map((s) => dayKey(s.date, TZ)).sort();
      expect(keys[0]).toBe(days[0]);
      expect(keys.at(-1)).toBe(days.at(-1));
      const attended = ds.attendance.map((a) => dayKey(a.date, TZ)).sort();
      expect(attended[0]).toBe(days[0]);
      expect(attended.at(-1)).toBe(TODAY);
      expect(ds.attendance.every((a) => (a.checkInTime?.getTime() ?? 0) <= NOW.getTime())).toBe(true);
      const first = days[0] ?? '';
      for (const user of ds.users) expect(dayKey(user.hireDate ?? NOW, TZ) < first, user.id).toBe(true);
    }
  });

  it('plans every working day of each person on weekdays, holidays and absences aside', () => {
    const ds = scale(100, 1);
    const holidays = new Set(ds.holidays.map((h) => dayKey(h.date, TZ)));
    const absent = absentDays(ds);
    const planned = new Map<string, number>();
    for (const entry of ds.schedulesConfig) planned.set(entry.userId, (planned.get(entry.userId) ?? 0) + 1);
    const weekdays = scaleRoster(100).filter(
      (person) => person.pattern === 'weekdays' && !person.disabled && !person.worksHolidays,
    );
    expect(weekdays.length).toBeGreaterThan(30);
    for (const person of weekdays) {
      const working = windowDays(1).filter(
        (key) => isoWeekday(key) <= 5 && !holidays.has(key) && !absent.has(`${person.id}|${key}`),
      );
      expect(planned.get(person.id), person.id).toBe(working.length);
    }
    for (const person of scaleRoster(100).filter((p) => p.disabled || p.shift === null)) {
      expect(planned.has(person.id), person.id).toBe(false);
    }
  });

  it('grows with the people and the days: schedules, punches, absences and corrections', () => {
    const small = summarizeDataset(scale(40, 1));
    const large = summarizeDataset(scale(120, 1));
    const longer = summarizeDataset(scale(40, 3));
    const teams = 120 / TEAM_SIZE;
    for (const name of ['schedulesConfig', 'attendance', 'overtimeAgreements'] as const) {
      expect(large[name] / small[name], name).toBeGreaterThan(teams * 0.85);
      expect(large[name] / small[name], name).toBeLessThan(teams * 1.15);
    }
    // From 1 October against from 1 August (49 and 110 days up to today), and 30 days ahead.
    expect(longer.schedulesConfig / small.schedulesConfig).toBeGreaterThan((140 / 79) * 0.9);
    expect(longer.attendance / small.attendance).toBeGreaterThan((110 / 49) * 0.9);
    // Each team of 40 has its dozen absences and four corrections; the demo employee's request is the first team's.
    expect(large.corrections).toBe(4 * teams);
    expect(large.absences).toBe(13 + 12 * (teams - 1));
    expect(large.users).toBe(120);
    for (const name of ['tenants', 'shifts', 'shiftPatterns', 'holidays', 'leads'] as const) {
      expect(large[name], name).toBe(small[name]);
    }
  });

  it('punches about every planned slot up to today, and nothing ahead', () => {
    const ds = scale(100, 1);
    const past = ds.schedulesConfig.filter((s) => dayKey(s.date, TZ) < TODAY);
    const slots = past.reduce((sum, s) => sum + (s.timeSlots ?? []).length, 0);
    const punched = ds.attendance.filter((a) => a.unscheduled !== true && dayKey(a.date, TZ) < TODAY);
    expect(punched.length).toBeLessThanOrEqual(slots);
    expect(punched.length).toBeGreaterThan(slots * 0.9);
    const schedules = new Set(ds.schedulesConfig.map((s) => `${s.userId}|${dayKey(s.date, TZ)}`));
    for (const record of punched) {
      expect(schedules.has(`${record.userId}|${dayKey(record.date, TZ)}`), record.id).toBe(true);
    }
  });

  it('is the demo tenant over a longer window at 40 people', () => {
    const demo = generateDemoTenant({ now: NOW });
    const ds = scale(40, 3);
    const inDemo = <T extends { id: string }>(docs: T[], of: T[]) => {
      const ids = new Set(of.map((doc) => doc.id));
      return docs.filter((doc) => ids.has(doc.id));
    };
    expect(inDemo(ds.schedulesConfig, demo.schedulesConfig)).toEqual(demo.schedulesConfig);
    expect(inDemo(ds.attendance, demo.attendance)).toEqual(demo.attendance);
    expect(ds.corrections).toEqual(demo.corrections);
    expect(ds.tenants[0]?.settings).toEqual(demo.tenants[0]?.settings);
  });

  it('stores values the demo store accepts, with unique ids, and a plan the planning rules accept', async () => {
    const ds = scale(100, 1);
    for (const name of COLLECTIONS) {
      const ids = ds[name].map((doc) => doc.id);
      expect(new Set(ids).size, name).toBe(ids.length);
    }
    // The privileged seed path checks every value as a write would (values.ts), without the access policy.
    const admin = { uid: 'demo-admin', claims: { role: 'admin' as const, tenantId: DEMO_TENANT.id } };
    const store = new DemoStore({ getCaller: () => admin, now: () => NOW });
    await store.seedAll(ds);
    expect(store.privileged().all('attendance')).toHaveLength(ds.attendance.length);
    // And the admin reads the people as the manager screens do.
    const people = await store.list('users', {
      where: [{ field: 'tenantId', op: '==', value: DEMO_TENANT.id }],
    });
    expect(people).toHaveLength(100);
    store.close();

    const pass = { allow: true };
    for (const { id: _id, ...shift } of ds.shifts) expect(validateShiftWrite(null, shift)).toEqual(pass);
    for (const { id: _id, ...pattern } of ds.shiftPatterns) {
      expect(validatePatternWrite(null, pattern)).toEqual(pass);
    }
    for (const { id, ...holiday } of ds.holidays)
      expect(validateHolidayWrite(null, holiday, id)).toEqual(pass);
    for (const { id, ...entry } of ds.schedulesConfig) {
      expect(validateScheduleFields(null, entry, id), id).toEqual(pass);
      expect(isStartOfDay(entry.date), id).toBe(true);
    }
    for (const { id, ...absence } of ds.absences) {
      expect(validateStoredAbsence(absence), id).toEqual(pass);
    }
    const users = new Set(ds.users.map((user) => user.id));
    for (const name of [
      'schedulesConfig',
      'attendance',
      'absences',
      'corrections',
      'overtimeAgreements',
    ] as const) {
      for (const doc of ds[name]) expect(users.has(doc.userId), `${name}/${doc.id}`).toBe(true);
    }
  });
});
