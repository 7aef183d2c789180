// @vitest-environment jsdom
// Read budget of /horas-extras: a month of the demo tenant (~40 people) reads at most the
// tenant, the people, their months of copies of that month (attendanceMonths, never the schedules or attendance
// themselves), that month's corrections, the absences overlapping it, the tenant's overtime agreements and the
// month's decisions — each query once, nothing else.
import { screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { dayKey } from '../../domain/calendar/time-zone';
import { generateDemoTenant } from '../../testing/demo-dataset';
import { billed, monthCopies, monthCounts, spyOnReads } from '../../testing/read-budget';
import { renderScreen } from '../../testing/render-screen';
import { OvertimeScreen } from './overtime-screen';

const TZ = 'America/Santiago';
/** A Wednesday morning in Santiago. */
const NOW = new Date('2026-11-18T13:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

it('opening a month of ~40 people reads that month once, its agreements and decisions, and nothing else', async () => {
  const dataset = generateDemoTenant({ now: NOW });
  const touched = await spyOnReads();
  const { store } = await renderScreen(createElement(OvertimeScreen), {
    role: 'admin',
    docs: dataset,
    url: '/horas-extras?periodo=mes&estado=todas',
    path: '/horas-extras',
  });
  await screen.findByText(/^Horas extras · Este mes: \d+ líneas/, undefined, { timeout: 20_000 });

  const { people, corrections, absences } = monthCounts(dataset, dayKey(NOW, TZ), TZ);
  const months = monthCopies(store, dayKey(NOW, TZ));
  expect(people).toBeGreaterThanOrEqual(30);
  expect(months).toBeGreaterThan(30);
  expect(dataset.overtimeAgreements.length).toBeGreaterThan(10);
  const budget =
    1 +
    billed(people) +
    billed(months) +
    billed(corrections) +
    billed(absences) +
    billed(dataset.overtimeAgreements.length) +
    billed(0); // no decision yet
  await waitFor(() => expect(store.usage().reads).toBeGreaterThanOrEqual(budget - 1));
  expect(store.usage().reads).toBeLessThanOrEqual(budget);
  expect([...touched].sort()).toEqual([
    'absences',
    'attendanceMonths',
    'corrections',
    'overtimeAgreements',
    'overtimeDecisions',
    'tenants',
    'users',
  ]);
}, 60_000);
