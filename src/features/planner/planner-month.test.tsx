/**
 * Issue #47 items 3 and 4: the month at 1366 px (all its days, codes, weekly and monthly hours with the 42 h
 * limit marked, people per shift and day), `Publicar` of the whole month or a chosen range, the typed
 * confirmation when the plan has errors, and a closed period's refusal in words.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ScheduleDraft } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { keysBetween } from '../../domain/calendar/day-keys';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { scheduleDocId } from '../../domain/schedule/day-schedule';
import { buildSchedule, buildShift, buildTenant, buildUserDoc, TEST_ZONE } from '../../testing/data-builders';
import { renderScreen, type DemoSeed } from '../../testing/render-screen';
import { startServerTriggers } from '../../testing/server-triggers';
import { dayLabel } from './cell-label';
import { PlannerScreen } from './planner-screen';

/** Wednesday 2026-11-18, 10:00 in Santiago: the week shown first is 16–22 November. */
const NOW = new Date('2026-11-18T13:00:00.000Z');

const PEOPLE = [
  buildUserDoc({ id: 'demo-admin', displayName: 'Andrés Soto', role: 'admin' }),
  buildUserDoc({}),
];
const NOCHE12 = buildShift({
  id: 'noche12',
  name: 'Noche',
  color: '#37474f',
  timeSlots: [{ startTime: '20:00', endTime: '08:00' }],
  lunchMinutes: 0,
});
const TARDE = buildShift({
  id: 'tarde',
  name: 'Tarde',
  color: '#ef6c00',
  timeSlots: [{ startTime: '14:00', endTime: '22:00' }],
  lunchMinutes: 45,
});
const MADRUGADA = buildShift({
  id: 'madrugada',
  name: 'Madrugada',
  color: '#6a1b9a',
  timeSlots: [{ startTime: '06:00', endTime: '13:00' }],
  lunchMinutes: 30,
});
const SHIFTS = [buildShift(), NOCHE12, TARDE, MADRUGADA];

function night(day: string, userId = 'demo-empleado') {
  return buildSchedule(day, NOCHE12.timeSlots, { shiftId: 'noche12', lunchMinutes: 0, userId });
}

function draftDoc(userId: string, day: string, shiftId: string): WithId<ScheduleDraft> {
  const shift = SHIFTS.find((s) => s.id === shiftId);
  return {
    id: scheduleDocId(userId, day),
    tenantId: 'demo',
    userId,
    date: dayKeyToInstant(day, TEST_ZONE),
    timeSlots: shift ? shift.timeSlots : null,
    shiftId,
    lunchMinutes: shift?.lunchMinutes ?? 0,
    updatedBy: 'demo-admin',
    updatedAt: new Date('2026-11-17T12:00:00Z'),
  };
}

async function renderPlanner(docs: DemoSeed) {
  const view = await renderScreen(<PlannerScreen />, {
    role: 'admin',
    docs: { users: PEOPLE, shifts: SHIFTS, ...docs },
  });
  startServerTriggers(view.store);
  await screen.findByRole('grid', { name: 'Agenda de turnos' });
  return view;
}

async function openDecember(user: Awaited<ReturnType<typeof renderPlanner>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Mes' }));
  await screen.findByRole('heading', { name: 'Noviembre de 2026' });
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  await screen.findByRole('heading', { name: 'Diciembre de 2026' });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the month', { timeout: 60_000 }, () => {
  it('shows all 31 days of December with codes, weekly and monthly hours (48 h over 42 marked) and people per shift', async () => {
    // A 4x4 of 12 h nights from Monday 7 December: 48 h that week, 4 more nights from the 15th.
    const nights = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-15', '2026-12-16'];
    const { user } = await renderPlanner({
      schedulesConfig: [
        ...nights.map((day) => night(day)),
        night('2026-12-07', 'demo-admin'),
        buildSchedule('2026-12-01', undefined, { shiftId: 'shift-oficina', lunchMinutes: 60 }),
      ],
    });
    await openDecember(user);
    const grid = screen.getByRole('grid', { name: 'Agenda de turnos' });
    // The names, 31 days, 5 weeks (30 Nov–6 Dec … 28 Dec–3 Jan) and the month's total.
    expect(grid).toHaveAttribute('aria-colcount', String(1 + 31 + 5 + 1));
    for (const day of keysBetween('2026-12-01', '2027-01-01')) {
      expect(within(grid).getByRole('columnheader', { name: dayLabel(day) })).toBeInTheDocument();
      expect(
        within(grid).getByRole('button', { name: new RegExp(`^Camila Rojas, ${dayLabel(day)}:`) }),
      ).toBeInTheDocument();
    }
    // A compact cell shows the shift's code; its name (and title) says it all.
    const office = within(grid).getByRole('button', {
      name: 'Camila Rojas, martes 1 de diciembre: Oficina 09:00–18:00',
    });
    expect(office).toHaveTextContent(/^O$/);
    expect(office).toHaveAttribute('title', 'Camila Rojas, martes 1 de diciembre: Oficina 09:00–18:00');
    // A 12 h night is more than 10 ordinary hours: its conflict is in the name, its code in sight.
    expect(
      within(grid).getByRole('button', {
        name: /^Camila Rojas, lunes 7 de diciembre: Noche 20:00–08:00, \d conflictos?$/,
      }),
    ).toHaveTextContent(/^N$/);

    const over = within(grid).getByRole('gridcell', {
      name: 'Camila Rojas, semana del 7 de diciembre al 13 de diciembre: 48 h, supera el límite semanal de 42 h',
    });
    expect(over).toHaveTextContent('48> 42');
    const under = within(grid).getByRole('gridcell', {
      name: 'Camila Rojas, semana del 14 de diciembre al 20 de diciembre: 24 h',
    });
    expect(under).toHaveTextContent(/^24$/);
    // The last week stops at the month's end, and says so.
    expect(
      within(grid).getByRole('gridcell', {
        name: 'Camila Rojas, semana del 28 de diciembre al 3 de enero (hasta el 31 de diciembre): 0 h',
      }),
    ).toBeInTheDocument();
    expect(
      within(grid).getByRole('gridcell', { name: 'Camila Rojas, total del periodo: 80 h' }),
    ).toHaveTextContent('80');
    expect(
      within(grid).getByRole('gridcell', {
        name: 'Camila Rojas, semana del 30 de noviembre al 6 de diciembre: 8 h',
      }),
    ).toHaveTextContent(/^8$/);

    // The footer: two people on the night of the 7th, one on the 8th, 7 nights in the month.
    const footer = within(grid).getByRole('rowgroup', { name: 'Personas por turno y día' });
    expect(within(footer).getByRole('rowheader', { name: 'Personas en Noche' })).toBeInTheDocument();
    expect(
      within(footer).getByRole('gridcell', { name: 'Noche, lunes 7 de diciembre: 2 personas' }),
    ).toHaveTextContent('2');
    expect(
      within(footer).getByRole('gridcell', { name: 'Noche, martes 8 de diciembre: 1 persona' }),
    ).toHaveTextContent('1');
    expect(
      within(footer).getByRole('gridcell', { name: 'Noche, total del periodo: 7 turnos' }),
    ).toBeInTheDocument();
  });

  it('a week shows its total column too', async () => {
    await renderPlanner({
      schedulesConfig: keysBetween('2026-11-16', '2026-11-21').map((day) =>
        buildSchedule(day, undefined, { shiftId: 'shift-oficina', lunchMinutes: 60 }),
      ),
    });
    // Five office days of 9 h with an hour of colación: 40 h, within 42.
    expect(
      screen.getByRole('gridcell', {
        name: 'Camila Rojas, semana del 16 de noviembre al 22 de noviembre: 40 h',
      }),
    ).toHaveTextContent(/^40$/);
  });
});

describe('Publicar', { timeout: 60_000 }, () => {
  it('in the month publishes the whole month, says which range and how many drafts, or a chosen range', async () => {
    const view = await renderPlanner({
      scheduleDrafts: [
        draftDoc('demo-empleado', '2026-12-02', 'tarde'),
        draftDoc('demo-empleado', '2026-12-23', 'tarde'),
      ],
    });
    const { user, store } = view;
    // The week in view has no drafts.
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeDisabled();
    await openDecember(user);
    await user.click(screen.getByRole('button', { name: 'Publicar 2 turnos' }));
    const dialog = screen.getByRole('dialog', { name: 'Publicar 2 turnos' });
    expect(
      within(dialog).getByRole('radio', { name: 'Todo el mes en vista (del 01-12-2026 al 31-12-2026)' }),
    ).toBeChecked();
    expect(dialog).toHaveTextContent('Se publica del 01-12-2026 al 31-12-2026: 2 borradores.');

    // A chosen range: up to the 10th holds one draft.
    await user.click(within(dialog).getByRole('radio', { name: 'Un rango de fechas' }));
    fireEvent.change(within(dialog).getByLabelText('Hasta'), { target: { value: '2026-12-10' } });
    expect(await screen.findByRole('dialog', { name: 'Publicar 1 turno' })).toHaveTextContent(
      'Se publica del 01-12-2026 al 10-12-2026: 1 borrador.',
    );
    await user.click(within(dialog).getByRole('radio', { name: /^Todo el mes en vista/ }));
    expect(dialog).toHaveTextContent('Se publica del 01-12-2026 al 31-12-2026: 2 borradores.');

    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Se publicaron 2 turnos.')).toBeInTheDocument();
    const p = store.privileged();
    expect(p.all('scheduleDrafts')).toEqual([]);
    expect(p.all('planPublishes')).toEqual([
      expect.objectContaining({ count: 2, from: '2026-12-02', to: '2026-12-23', status: 'publicada' }),
    ]);
  });

  it('with errors in the plan lists them and asks for PUBLICAR typed', async () => {
    const view = await renderPlanner({
      schedulesConfig: [buildSchedule('2026-11-18', TARDE.timeSlots, { shiftId: 'tarde', lunchMinutes: 45 })],
      scheduleDrafts: [draftDoc('demo-empleado', '2026-11-19', 'madrugada')],
    });
    const { user, store } = view;
    await user.click(screen.getByRole('button', { name: 'Publicar 1 turno' }));
    const dialog = screen.getByRole('dialog', { name: 'Publicar 1 turno' });
    const list = within(dialog).getByRole('list', { name: 'Conflictos graves' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Camila Rojas · jueves 19 de noviembre — Menos de 12 h de descanso desde el turno anterior (8 h)',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(within(dialog).getByText('Escribe PUBLICAR para confirmar.')).toBeInTheDocument();
    expect(store.privileged().all('planPublishes')).toEqual([]);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Escribe PUBLICAR para publicar igual/ }),
      'publicar',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Se publicó 1 turno.')).toBeInTheDocument();
    expect(store.privileged().all('planPublishes')).toHaveLength(1);
  });

  it('without errors is the plain confirm', async () => {
    const { user } = await renderPlanner({
      scheduleDrafts: [draftDoc('demo-empleado', '2026-11-19', 'tarde')],
    });
    await user.click(screen.getByRole('button', { name: 'Publicar 1 turno' }));
    const dialog = screen.getByRole('dialog', { name: 'Publicar 1 turno' });
    expect(within(dialog).queryByRole('textbox', { name: /PUBLICAR/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Se publicó 1 turno.')).toBeInTheDocument();
  });
});

describe('a closed period', { timeout: 60_000 }, () => {
  it('a change refused because November is closed says so, with the reopen link for an admin', async () => {
    const view = await renderPlanner({ tenants: [buildTenant({ closedThrough: '2026-11-30' })] });
    const { user } = view;
    await user.click(screen.getByRole('button', { name: 'Camila Rojas, jueves 19 de noviembre: Libre' }));
    await user.click(screen.getByRole('button', { name: 'Asignar turno' }));
    await user.click(screen.getByRole('menuitem', { name: /^Tarde/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('El periodo de noviembre de 2026 está cerrado.');
    expect(within(alert).getByRole('link', { name: 'Reabrir en Asistencias' })).toHaveAttribute(
      'href',
      '/asistencias',
    );
    await waitFor(() => expect(view.store.privileged().all('scheduleDrafts')).toEqual([]));
  });
});
