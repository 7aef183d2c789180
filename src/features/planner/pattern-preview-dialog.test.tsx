import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ShiftPattern } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { rotationDays } from '../../domain/planning/patterns';
import { buildHoliday, buildShift, buildUserDoc } from '../../testing/data-builders';
import { renderScreen, type RenderedScreen } from '../../testing/render-screen';
import { PlannerScreen } from './planner-screen';

/** Wednesday 2026-11-18 in Santiago: the agenda opens on the week of Monday 16 November. */
const NOW = new Date('2026-11-18T13:00:00.000Z');

const FIVE_BY_TWO: WithId<ShiftPattern> = {
  id: 'p-5x2',
  tenantId: 'demo',
  name: '5x2 Oficina',
  days: rotationDays(5, 2, 'shift-oficina'),
};
const FOUR_BY_FOUR: WithId<ShiftPattern> = {
  id: 'p-4x4',
  tenantId: 'demo',
  name: '4x4 Oficina',
  days: rotationDays(4, 4, 'shift-oficina'),
};

async function openDialog(patterns: WithId<ShiftPattern>[]) {
  const view = await renderScreen(<PlannerScreen />, {
    role: 'admin',
    docs: {
      users: [buildUserDoc({ id: 'demo-admin', displayName: 'Andrés Soto', role: 'admin' }), buildUserDoc()],
      shifts: [buildShift()],
      holidays: [buildHoliday('2026-12-08', 'Inmaculada Concepción'), buildHoliday('2026-12-25', 'Navidad')],
      shiftPatterns: patterns,
    },
  });
  await screen.findByRole('grid', { name: 'Agenda de turnos' });
  const list = vi.spyOn(view.store, 'list');
  await view.user.click(screen.getByRole('button', { name: /^Camila Rojas, lunes 16/ }));
  expect(list).not.toHaveBeenCalledWith('holidays', expect.anything());
  await view.user.click(screen.getByRole('button', { name: 'Aplicar patrón' }));
  const dialog = await screen.findByRole('dialog', { name: 'Aplicar patrón' });
  await view.user.click(await within(dialog).findByRole('combobox', { name: /Patrón/ }));
  await view.user.click(screen.getByRole('option', { name: new RegExp(`^${patterns[0]?.name ?? ''}`) }));
  return { view, dialog, list };
}

async function retype(view: RenderedScreen, field: HTMLElement, value: string) {
  await view.user.clear(field);
  if (value) await view.user.type(field, value);
}

async function december(view: RenderedScreen, dialog: HTMLElement) {
  await retype(view, within(dialog).getByLabelText(/^Desde/), '2026-12-01');
  await retype(view, within(dialog).getByLabelText(/^Hasta/), '2026-12-31');
}

const camilaDrafts = (view: RenderedScreen) =>
  new Map(
    view.store
      .privileged()
      .all('scheduleDrafts')
      .filter((d) => d.userId === 'demo-empleado')
      .map((d) => [d.id.slice(-10), d.shiftId]),
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Aplicar patrón: week anchor, holidays and preview', { timeout: 60_000 }, () => {
  it('issue #47 item 3: a 5x2 from Tuesday 1 December rests on weekends, skips the holidays and says so first', async () => {
    const { view, dialog, list } = await openDialog([FIVE_BY_TWO]);
    expect(
      within(dialog).getByRole('radio', { name: 'El día N del ciclo cae en el lunes de la semana de Desde' }),
    ).toBeChecked();
    expect(
      within(dialog).getByRole('checkbox', { name: 'Asignar turnos también en feriados' }),
    ).not.toBeChecked();
    await december(view, dialog);
    const status = within(dialog).getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'En borrador: 21 turnos y 10 días libres para 1 persona. ' +
          'Se omiten los feriados: 08-12-2026 Inmaculada Concepción, 25-12-2026 Navidad.',
      ),
    );
    // The holidays of the dialog's range, read once it was open and the range valid.
    expect(list).toHaveBeenCalledWith('holidays', expect.anything());
    const person = within(within(dialog).getByRole('list', { name: 'Vista previa por persona' })).getByRole(
      'listitem',
    );
    expect(person).toHaveTextContent(
      'Camila Rojas: 21 turnos y 10 días libres' +
        'mar 1: Oficina · mié 2: Oficina · jue 3: Oficina · vie 4: Oficina · sáb 5: Libre · dom 6: Libre · lun 7: Oficina',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const drafts = camilaDrafts(view);
    expect(drafts.size).toBe(21);
    expect(drafts.get('2026-12-01')).toBe('shift-oficina');
    expect(drafts.get('2026-12-07')).toBe('shift-oficina');
    // Weekends and holidays are days off; nothing was published there, so nothing is written.
    for (const day of ['2026-12-05', '2026-12-06', '2026-12-08', '2026-12-25'])
      expect(drafts.has(day)).toBe(false);
    expect(view.store.privileged().all('logs')).toEqual([
      expect.objectContaining({ details: 'Aplicar patrón 5x2 Oficina: 21 celdas' }),
    ]);
  });

  it('issue #47 item 3: the explicit start and worked holidays change the preview and the drafts', async () => {
    const { view, dialog } = await openDialog([FIVE_BY_TWO]);
    await december(view, dialog);
    await view.user.click(
      within(dialog).getByRole('radio', { name: 'El día N del ciclo cae en la fecha Desde' }),
    );
    await view.user.click(
      within(dialog).getByRole('checkbox', { name: 'Asignar turnos también en feriados' }),
    );
    const status = within(dialog).getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'En borrador: 23 turnos y 8 días libres para 1 persona. ' +
          'Se asignan turnos también en los feriados: 08-12-2026 Inmaculada Concepción, 25-12-2026 Navidad.',
      ),
    );
    expect(within(dialog).getByRole('listitem')).toHaveTextContent(
      'sáb 5: Oficina · dom 6: Libre · lun 7: Libre',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const drafts = camilaDrafts(view);
    expect(drafts.size).toBe(23);
    expect(drafts.get('2026-12-05')).toBe('shift-oficina');
    expect(drafts.get('2026-12-08')).toBe('shift-oficina');
    expect(drafts.get('2026-12-25')).toBe('shift-oficina');
    expect(drafts.has('2026-12-07')).toBe(false);
  });

  it('issue #47 item 3: a 4x4 offers no week anchor; an invalid range reads no holidays and previews nothing', async () => {
    const { view, dialog, list } = await openDialog([FOUR_BY_FOUR]);
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
    const status = within(dialog).getByRole('status');
    // The agenda's week (16–22 November) has no holiday.
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'En borrador: 4 turnos y 3 días libres para 1 persona. No hay feriados en el rango.',
      ),
    );
    list.mockClear();
    await retype(view, within(dialog).getByLabelText(/^Hasta/), '2026-11-01');
    expect(status).toHaveTextContent(
      'Elige el patrón, las personas y el rango para ver lo que se escribirá.',
    );
    expect(list).not.toHaveBeenCalledWith('holidays', expect.anything());
  });
});
