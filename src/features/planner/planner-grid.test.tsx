import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { buildShift, buildUserDoc } from '../../testing/data-builders';
import { renderScreen } from '../../testing/render-screen';
import { PlannerScreen } from './planner-screen';

/** Wednesday 2026-11-18 in Santiago. */
const NOW = new Date('2026-11-18T13:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

it('renders only a window of the rows of 500 people, and the keyboard still reaches the last one', async () => {
  const users = [
    buildUserDoc({ id: 'demo-admin', displayName: 'Andrés Soto', role: 'admin' }),
    ...Array.from({ length: 499 }, (_, i) =>
      buildUserDoc({
        id: `emp-${String(i).padStart(3, '0')}`,
        displayName: `Persona ${String(i).padStart(3, '0')}`,
        email: `p${i}@x.cl`,
      }),
    ),
  ];
  const { user } = await renderScreen(<PlannerScreen />, {
    role: 'admin',
    docs: { users, shifts: [buildShift()] },
  });
  const grid = await screen.findByRole('grid', { name: 'Agenda de turnos' });
  expect(grid).toHaveAttribute('aria-rowcount', '501');
  const rows = screen.getAllByRole('row');
  // The header and the rows in view (plus a few beyond it), never the 500.
  expect(rows.length).toBeGreaterThan(5);
  expect(rows.length).toBeLessThan(40);
  expect(screen.queryByRole('rowheader', { name: /Persona 498/ })).not.toBeInTheDocument();

  act(() => screen.getByRole('button', { name: 'Andrés Soto, lunes 16 de noviembre: Libre' }).focus());
  await user.keyboard('{Control>}{End}{/Control}');
  const last = screen.getAllByRole('row').at(-1);
  expect(last).toHaveAttribute('aria-rowindex', '501');
  expect(
    within(last as HTMLElement).getByRole('button', { name: 'Persona 498, domingo 22 de noviembre: Libre' }),
  ).toHaveFocus();
}, 60_000);
