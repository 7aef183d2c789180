// @vitest-environment jsdom
// Read budget of /adherencia: a month of the demo tenant (~40 people) reads at most the
// tenant, the people, their months of copies of that month (one per person: attendanceMonths), that month's
// corrections and the absences overlapping it — each query once, the read /asistencias shares — never the
// schedules or attendance themselves.
import { screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { dayKey } from '../../domain/calendar/time-zone';
import { generateDemoTenant } from '../../testing/demo-dataset';
import { billed, monthCopies, monthCounts, spyOnReads } from '../../testing/read-budget';
import { renderScreen } from '../../testing/render-screen';
import { AdherenceScreen } from './adherence-screen';

const TZ = 'America/Santiago';
const NOW = new Date('2026-11-18T13:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

it('opening a month of ~40 people by person reads that month once, and nothing else', async () => {
  const dataset = generateDemoTenant({ now: NOW });
  const touched = await spyOnReads();
  const { store } = await renderScreen(createElement(AdherenceScreen), {
    role: 'admin',
    docs: dataset,
    url: '/adherencia?periodo=mes&por=persona',
    path: '/adherencia',
  });
  await screen.findByText(/^Adherencia: \d+(,\d)? %$/, undefined, { timeout: 20_000 });

  const { people, absences, corrections } = monthCounts(dataset, dayKey(NOW, TZ), TZ);
  const months = monthCopies(store, dayKey(NOW, TZ));
  expect(months).toBeGreaterThan(30);
  const budget = 1 + billed(people) + billed(months) + billed(corrections) + billed(absences);
  await waitFor(() => expect(store.usage().reads).toBeGreaterThanOrEqual(budget - 1));
  expect(store.usage().reads).toBeLessThanOrEqual(budget);
  expect([...touched].sort()).toEqual(['absences', 'attendanceMonths', 'corrections', 'tenants', 'users']);
}, 60_000);
