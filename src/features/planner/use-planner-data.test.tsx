// /agenda watches the months of copies, and a punch changes its person's month too. The plan it passes on must
// stay the same array until a schedule changes, or every punch in the tenant works out the grid again.
import { act, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import type { ScheduleEntry } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { periodContaining } from '../../domain/calendar/periods';
import { dayKey } from '../../domain/calendar/time-zone';
import { generateDemoTenant } from '../../testing/demo-dataset';
import { renderScreen } from '../../testing/render-screen';
import { usePlannerData } from './use-planner-data';

const TZ = 'America/Santiago';
/** A Wednesday morning in Santiago. */
const NOW = new Date('2026-11-18T13:00:00.000Z');
const WEEK = periodContaining('week', dayKey(NOW, TZ));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

const seen: WithId<ScheduleEntry>[][] = [];

function Probe() {
  const { schedules, loading } = usePlannerData(WEEK);
  if (loading || schedules === undefined) return createElement('p', null, 'cargando');
  if (seen.at(-1) !== schedules) seen.push(schedules);
  return createElement('p', null, `${schedules.length} turnos`);
}

it('passes the plan on again when a schedule changes, not when a punch changes the month', async () => {
  seen.length = 0;
  const dataset = generateDemoTenant({ now: NOW });
  const { store } = await renderScreen(createElement(Probe), { role: 'admin', docs: dataset });
  await screen.findByText(/^\d+ turnos$/);
  const first = seen.at(-1);
  const copies = store.privileged().all('attendanceMonths');
  const month = copies.find(
    (copy) => copy.month === WEEK.from.slice(0, 7) && Object.keys(copy.schedulesConfig).length > 0,
  );
  if (!month || !first) throw new Error('the dataset has no month with schedules');
  const write = (data: Record<string, unknown>) =>
    act(() =>
      store
        .privileged()
        .commit([{ kind: 'set', collection: 'attendanceMonths', id: month.id, data, merge: false }]),
    );
  const { id: _id, ...stored } = month;

  // A punch: the month's attendance changes, its schedules do not.
  const punched = { ...stored, attendance: { ...stored.attendance, extra: null }, updatedAt: new Date() };
  await write(punched);
  await waitFor(() =>
    expect(store.privileged().get('attendanceMonths', month.id)?.attendance).toHaveProperty('extra'),
  );
  // Let the watch deliver (it would have by now: the store notifies on commit).
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(seen.at(-1)).toBe(first);

  // A schedule of the week changes its slots: the plan is passed on.
  const [scheduleId, schedule] = Object.entries(stored.schedulesConfig).find(
    ([, entry]) => entry !== null && dayKey(entry.date, TZ) >= WEEK.from && dayKey(entry.date, TZ) <= WEEK.to,
  ) ?? [undefined, undefined];
  if (!scheduleId || !schedule) throw new Error('the month has no schedule in the week');
  const replanned = {
    ...punched,
    schedulesConfig: {
      ...stored.schedulesConfig,
      [scheduleId]: { ...schedule, timeSlots: [{ startTime: '06:00', endTime: '14:00' }] },
    },
  };
  await write(replanned);
  await waitFor(() => expect(seen.at(-1)).not.toBe(first));
  expect(seen.at(-1)?.find((entry) => entry.id === scheduleId)?.timeSlots).toEqual([
    { startTime: '06:00', endTime: '14:00' },
  ]);
}, 60_000);
