// @vitest-environment jsdom
// Read budget of /agenda: opening a week of the demo tenant (~40 people) reads at most the tenant, the
// active people, the shifts, the schedules (from the people's months of copies; one document per person
// and month) and drafts of the shown days plus the 6 days before them, the holidays
// of the shown days (and the day after: an overnight shift of Sunday touches Monday) and the absences overlapping
// the week. Nothing else: no attendance records (beyond the months' copies), logs, patterns or publish history. The demo store bills reads like
// Firestore: one per document returned, one for an empty result.
import { screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { addDaysToKey } from '../../domain/calendar/day-keys';
import { periodContaining } from '../../domain/calendar/periods';
import { dayKey, dayKeyToInstant } from '../../domain/calendar/time-zone';
import { generateDemoTenant } from '../../testing/demo-dataset';
import { monthCopies, spyOnReads } from '../../testing/read-budget';
import { renderScreen } from '../../testing/render-screen';
import { PlannerScreen } from './planner-screen';

const TZ = 'America/Santiago';
/** A Wednesday morning in Santiago. */
const NOW = new Date('2026-11-18T13:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

it('opening a week of ~40 people reads only its bounded data', async () => {
  const dataset = generateDemoTenant({ now: NOW });
  const week = periodContaining('week', dayKey(NOW, TZ));
  const touched = await spyOnReads();

  const { store } = await renderScreen(createElement(PlannerScreen), { role: 'admin', docs: dataset });
  await screen.findByRole('grid', { name: 'Agenda de turnos' });
  await screen.findByRole('heading', { name: /^Conflictos \(\d+\)$/ });

  const within = (date: Date, from: string, toExclusive: string) =>
    date >= dayKeyToInstant(from, TZ) && date < dayKeyToInstant(toExclusive, TZ);
  const end = addDaysToKey(week.to, 1);
  const people = dataset.users.filter((u) => !u.disabled && (u.role === 'employee' || u.role === 'admin'));
  const schedules = dataset.schedulesConfig.filter((s) => within(s.date, addDaysToKey(week.from, -6), end));
  // The published plan comes from the months of copies those days touch: one per person and month.
  const months = monthCopies(store, addDaysToKey(week.from, -6), week.to);
  const holidays = dataset.holidays.filter((h) => within(h.date, week.from, addDaysToKey(end, 1)));
  const absences = dataset.absences.filter(
    (a) => a.from < dayKeyToInstant(end, TZ) && a.to >= dayKeyToInstant(week.from, TZ),
  );
  expect(people.length).toBeGreaterThanOrEqual(30);
  // The header, a row per person and the footer's row per shift planned that week.
  const footer = screen.getByRole('rowgroup', { name: 'Personas por turno y día' });
  const footerRows = footer.querySelectorAll('[role="row"]').length;
  expect(footerRows).toBeGreaterThan(0);
  expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', String(people.length + 1 + footerRows));
  expect(schedules.length).toBeGreaterThan(months);
  expect(months).toBeGreaterThanOrEqual(people.length);

  // Each query once; an empty one is billed one read (the drafts, here, and any other empty result).
  const billed = (count: number) => Math.max(1, count);
  const budget =
    1 + // the tenant
    billed(people.length) +
    billed(dataset.shifts.length) +
    billed(months) +
    billed(0) + // drafts: none yet
    billed(holidays.length) +
    billed(absences.length);
  await waitFor(() => expect(store.usage().reads).toBeGreaterThanOrEqual(budget - 1));
  expect(store.usage().reads).toBeLessThanOrEqual(budget);
  expect([...touched].sort()).toEqual([
    'absences',
    'attendanceMonths',
    'holidays',
    'scheduleDrafts',
    'shifts',
    'tenants',
    'users',
  ]);
}, 60_000);
