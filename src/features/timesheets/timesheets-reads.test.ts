// @vitest-environment jsdom
// Read budget of /asistencias: a month of the demo tenant (~40 people) reads at most the
// tenant, the people, their months of copies of that month (one per person: attendanceMonths, never the schedules
// or attendance themselves), that month's corrections (the screen writes them and shows them at once), the
// absences overlapping it, the open corrections, and the tenant's workplaces (the `Local` filter: one list of a
// few documents) — each query once. Nothing else: no logs, shifts, drafts or publishes. The demo store bills
// reads like Firestore: one per document returned, one for an empty result.
import { screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { dayKey } from '../../domain/calendar/time-zone';
import { generateDemoTenant } from '../../testing/demo-dataset';
import { billed, monthCopies, monthCounts, spyOnReads } from '../../testing/read-budget';
import { renderScreen } from '../../testing/render-screen';
import { TimesheetsScreen } from './timesheets-screen';

const TZ = 'America/Santiago';
/** A Wednesday morning in Santiago. */
const NOW = new Date('2026-11-18T13:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

it('opening a month of ~40 people reads that month once, and nothing else', async () => {
  const dataset = generateDemoTenant({ now: NOW });
  const today = dayKey(NOW, TZ);
  const touched = await spyOnReads();

  const { store } = await renderScreen(createElement(TimesheetsScreen), {
    role: 'admin',
    docs: dataset,
    url: '/asistencias/todas/mes',
    path: '/asistencias/:type/:range',
  });
  await screen.findByRole('table', { name: 'Asistencias' }, { timeout: 20_000 });
  await screen.findByText(/^Todas · Este mes: \d+ registros$/, undefined, { timeout: 20_000 });

  const { people, attendance, corrections, absences } = monthCounts(dataset, today, TZ);
  const open = dataset.corrections.filter((c) => c.status === 'pending' || c.status === 'objected').length;
  const workplaces = dataset.workplaces.length;
  expect(workplaces).toBeGreaterThanOrEqual(2);
  const months = monthCopies(store, today);
  expect(people).toBeGreaterThanOrEqual(30);
  expect(attendance).toBeGreaterThan(100);
  expect(months).toBeGreaterThan(30);

  const budget =
    1 + // the tenant
    billed(people) +
    billed(months) +
    billed(corrections) +
    billed(absences) +
    billed(open) +
    billed(workplaces);
  await waitFor(() => expect(store.usage().reads).toBeGreaterThanOrEqual(budget - 1));
  expect(store.usage().reads).toBeLessThanOrEqual(budget);
  expect([...touched].sort()).toEqual([
    'absences',
    'attendanceMonths',
    'corrections',
    'tenants',
    'users',
    'workplaces',
  ]);
}, 60_000);
