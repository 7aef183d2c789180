import { screen, waitFor, within } from '@testing-library/react';

import { DataError } from '../../data/ports/document-store';
import { buildShift } from '../../testing/data-builders';
import { renderScreen, TEST_PEOPLE, type DemoSeed, type RenderedScreen } from '../../testing/render-screen';
import { startServerTriggers } from '../../testing/server-triggers';
import { ShiftsScreen } from './shifts-screen';

const SHIFTS = [
  buildShift(),
  buildShift({
    id: 'noche',
    name: 'Nocturno',
    color: '#37474f',
    timeSlots: [{ startTime: '22:00', endTime: '06:00' }],
    lunchMinutes: 30,
  }),
  buildShift({ id: 'viejo', name: 'Turno antiguo', archived: true }),
];

async function renderShifts(docs: DemoSeed = { shifts: SHIFTS }) {
  const view = await renderScreen(<ShiftsScreen />, { role: 'admin', docs });
  // The server logs each write (src/server/audit/audit-planning-acts.ts).
  startServerTriggers(view.store);
  const loaded = await screen.findByRole('table', { name: 'Turnos de la empresa' }, { timeout: 10_000 });
  await waitFor(() => expect(loaded).not.toHaveAttribute('aria-busy'));
  return view;
}

type View = RenderedScreen;
const shiftDocs = (view: View) => view.store.privileged().all('shifts');
const logs = (view: View) => view.store.privileged().all('logs');
const table = () => screen.getByRole('table', { name: 'Turnos de la empresa' });
const names = () =>
  within(table())
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

async function rowAction(view: View, row: string, action: string) {
  await view.user.click(await screen.findByRole('button', { name: `Acciones de ${row}` }));
  await view.user.click(await screen.findByRole('menuitem', { name: action }));
}

async function replace(view: View, field: HTMLElement, text: string) {
  await view.user.clear(field);
  if (text !== '') await view.user.type(field, text);
}

describe('Turnos', { timeout: 60_000 }, () => {
  it('lists the shifts with their slots, colación and hours, archived ones behind the switch', async () => {
    const view = await renderShifts();
    expect(screen.getByRole('heading', { level: 1, name: 'Turnos' })).toBeInTheDocument();
    expect(names()).toEqual(['Nocturno', 'Oficina']);
    const night = screen.getByRole('row', { name: /Nocturno/ });
    expect(within(night).getByText('22:00 – 06:00 (+1 día)')).toBeInTheDocument();
    expect(within(night).getByText('30 min')).toBeInTheDocument();
    expect(within(night).getByText('7 h 30 min')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Oficina/ })).getByText('8 h')).toBeInTheDocument();

    await view.user.click(screen.getByRole('switch', { name: 'Mostrar archivados (1)' }));
    expect(names()).toEqual(['Nocturno', 'Oficina', 'Turno antiguoArchivado']);
  });

  it('creates an overnight shift from the form, with the hint, the total and its audit entry', async () => {
    const view = await renderShifts();
    const { user } = view;
    await user.click(screen.getByRole('button', { name: 'Nuevo turno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo turno' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Noche');
    await user.click(within(dialog).getByRole('radio', { name: 'Índigo' }));
    expect(within(dialog).getByRole('textbox', { name: 'Color' })).toHaveValue('#3949ab');
    expect(within(dialog).getByRole('radio', { name: 'Índigo' })).toBeChecked();
    await replace(view, within(dialog).getByLabelText(/^Inicio/), '22:00');
    await replace(view, within(dialog).getByLabelText(/^Término/), '06:00');
    expect(within(dialog).getByText('Termina al día siguiente')).toBeInTheDocument();
    await replace(view, within(dialog).getByRole('textbox', { name: 'Colación (min)' }), '30');
    expect(within(dialog).getByText('Total por día: 7 h 30 min')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const created = shiftDocs(view).find((shift) => shift.name === 'Noche');
    expect(created).toEqual({
      id: expect.any(String),
      tenantId: 'demo',
      name: 'Noche',
      color: '#3949ab',
      timeSlots: [{ startTime: '22:00', endTime: '06:00' }],
      lunchMinutes: 30,
      updatedBy: TEST_PEOPLE.admin.uid,
      updatedAt: expect.any(Date),
    });
    await waitFor(() =>
      expect(logs(view)).toEqual([
        expect.objectContaining({
          action: 'shift.create',
          actorId: TEST_PEOPLE.admin.uid,
          target: created?.id,
          details: 'Turno Noche: 22:00 – 06:00 (+1 día), colación 30 min, color #3949ab',
        }),
      ]),
    );
    expect(await screen.findByText('Se creó el turno Noche.')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Noche', 'Nocturno', 'Oficina']));
  });

  it('adds and removes slots (1 to 4) and says what is wrong in Spanish, writing nothing', async () => {
    const view = await renderShifts();
    const { user } = view;
    await user.click(screen.getByRole('button', { name: 'Nuevo turno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo turno' });
    expect(within(dialog).getByRole('button', { name: 'Quitar tramo 1' })).toBeDisabled();
    const add = within(dialog).getByRole('button', { name: 'Agregar tramo' });
    for (let i = 0; i < 3; i += 1) await user.click(add);
    expect(within(dialog).getAllByRole('group', { name: /^Tramo / })).toHaveLength(4);
    expect(add).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Quitar tramo 4' }));
    await user.click(within(dialog).getByRole('button', { name: 'Quitar tramo 3' }));
    const second = within(dialog).getByRole('group', { name: 'Tramo 2' });

    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'OFICINA');
    await replace(view, within(dialog).getByRole('textbox', { name: 'Color' }), 'azul');
    await replace(view, within(second).getByLabelText(/^Inicio/), '14:00');
    await replace(view, within(second).getByLabelText(/^Término/), '14:00');
    await replace(view, within(dialog).getByRole('textbox', { name: 'Colación (min)' }), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await within(dialog).findByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription(
      'Ya existe un turno con ese nombre',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Color' })).toHaveAccessibleDescription(
      'Formato inválido',
    );
    expect(within(second).getByLabelText(/^Término/)).toHaveAccessibleDescription(
      'El término debe ser distinto del inicio',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Colación (min)' })).toHaveAccessibleDescription(
      'Debe estar entre 0 y 240',
    );
    expect(view.store.usage().writes).toBe(0);
  });

  it('edits a shift (only what changed is logged) and duplicates one pre-filled as a copy', async () => {
    const view = await renderShifts();
    const { user } = view;
    await rowAction(view, 'Oficina', 'Editar');
    let dialog = await screen.findByRole('dialog', { name: 'Editar turno' });
    expect(within(dialog).getByRole('textbox', { name: 'Nombre' })).toHaveValue('Oficina');
    await replace(view, within(dialog).getByLabelText(/^Término/), '17:00');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(shiftDocs(view).find((shift) => shift.id === 'shift-oficina')?.timeSlots).toEqual([
      { startTime: '09:00', endTime: '17:00' },
    ]);
    await waitFor(() =>
      expect(logs(view).map((log) => [log.action, log.target, log.details])).toEqual([
        ['shift.update', 'shift-oficina', 'Turno Oficina: Tramos: 09:00 – 18:00 → 09:00 – 17:00'],
      ]),
    );

    await rowAction(view, 'Nocturno', 'Duplicar');
    dialog = await screen.findByRole('dialog', { name: 'Duplicar turno' });
    expect(within(dialog).getByRole('textbox', { name: 'Nombre' })).toHaveValue('Nocturno (copia)');
    expect(within(dialog).getByLabelText(/^Inicio/)).toHaveValue('22:00');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const copy = shiftDocs(view).find((shift) => shift.name === 'Nocturno (copia)');
    expect(copy).toMatchObject({ color: '#37474f', timeSlots: [{ startTime: '22:00', endTime: '06:00' }] });
    expect(copy?.id).not.toBe('noche');
    await waitFor(() =>
      expect(logs(view).find((log) => log.action === 'shift.create')).toMatchObject({
        target: copy?.id,
        details: 'Turno Nocturno (copia): 22:00 – 06:00 (+1 día), colación 30 min, color #37474f',
      }),
    );
  });

  it('archives a shift, never deletes it, and restores it', async () => {
    const view = await renderShifts({ shifts: SHIFTS });
    const { user } = view;
    await rowAction(view, 'Oficina', 'Archivar');
    let confirm = await screen.findByRole('dialog', { name: 'Archivar turno' });
    expect(confirm).toHaveTextContent('Los turnos no se eliminan');
    await user.click(within(confirm).getByRole('button', { name: 'Archivar' }));
    await waitFor(() =>
      expect(shiftDocs(view).find((shift) => shift.id === 'shift-oficina')).toMatchObject({ archived: true }),
    );
    expect(
      await screen.findByText('Se archivó el turno Oficina: ya no se ofrecerá en la agenda.'),
    ).toBeVisible();

    await rowAction(view, 'Nocturno', 'Archivar');
    confirm = await screen.findByRole('dialog', { name: 'Archivar turno' });
    await user.click(within(confirm).getByRole('button', { name: 'Archivar' }));
    await waitFor(() =>
      expect(shiftDocs(view).find((shift) => shift.id === 'noche')).toMatchObject({ archived: true }),
    );
    await waitFor(() => expect(names()).toEqual([]));
    expect(shiftDocs(view)).toHaveLength(SHIFTS.length);
    expect(within(table()).getByRole('status')).toHaveTextContent(
      'No hay turnos activos. Activa «Mostrar archivados» para ver los archivados.',
    );

    await user.click(screen.getByRole('switch', { name: 'Mostrar archivados (3)' }));
    await rowAction(view, 'Nocturno', 'Restaurar');
    confirm = await screen.findByRole('dialog', { name: 'Restaurar turno' });
    await user.click(within(confirm).getByRole('button', { name: 'Restaurar' }));
    await waitFor(() =>
      expect(shiftDocs(view).find((shift) => shift.id === 'noche')).toMatchObject({ archived: false }),
    );
    await waitFor(() => expect(logs(view)).toHaveLength(3));
    const entries = logs(view).map((log) => [log.action, log.target, log.details]);
    expect(entries).toEqual(
      expect.arrayContaining([
        [
          'shift.archive',
          'shift-oficina',
          'Turno Oficina: archivado (09:00 – 18:00, colación 60 min, color #1976d2)',
        ],
        ['shift.archive', 'noche', expect.stringMatching(/^Turno Nocturno: archivado \(22:00/)],
        ['shift.update', 'noche', 'Turno Nocturno: restaurado'],
      ]),
    );
  });

  it('keeps what was typed when the save fails, and saves it on the next try', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = await renderShifts();
    const { user } = view;
    await user.click(screen.getByRole('button', { name: 'Nuevo turno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo turno' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Tarde');
    vi.spyOn(view.store, 'set').mockRejectedValueOnce(new DataError('unavailable'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sin conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Nombre' })).toHaveValue('Tarde');
    expect(shiftDocs(view)).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(shiftDocs(view).map((shift) => shift.name)).toContain('Tarde');
  });

  it('says so when the shifts cannot be loaded, and loads them with Reintentar', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = await renderScreen(<ShiftsScreen />, {
      role: 'admin',
      docs: { shifts: SHIFTS },
    });
    // The first read already ran: make the retry's read the one that works after a failing refetch.
    await screen.findByRole('table', { name: 'Turnos de la empresa' }, { timeout: 10_000 });
    vi.spyOn(view.store, 'list').mockRejectedValueOnce(new DataError('unavailable'));
    await view.queryClient.resetQueries({ queryKey: ['shifts'] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Revisa tu conexión/);
    await view.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(names()).toEqual(['Nocturno', 'Oficina']));
  });

  it('says so when there are no shifts yet', async () => {
    await renderShifts({});
    expect(within(table()).getByRole('status')).toHaveTextContent(
      'Aún no hay turnos. Crea el primero con «Nuevo turno».',
    );
  });
});

describe('Patrones', { timeout: 60_000 }, () => {
  async function openPatterns(docs: DemoSeed) {
    const view = await renderShifts(docs);
    await view.user.click(screen.getByRole('tab', { name: 'Patrones' }));
    const loaded = await screen.findByRole('table', { name: 'Patrones de turnos' });
    await waitFor(() => expect(loaded).not.toHaveAttribute('aria-busy'));
    return view;
  }

  it('creates a 4x4 pattern with the rotation, then edits and deletes it, each logged by the server', async () => {
    const view = await openPatterns({ shifts: SHIFTS });
    const { user } = view;
    expect(await screen.findByText(/Aún no hay patrones/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nuevo patrón' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo patrón' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), '4x4 Nocturno');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Días de trabajo' }), '4');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Días libres' }), '4');
    await user.click(within(dialog).getByRole('combobox', { name: 'Turno' }));
    const listbox = await screen.findByRole('listbox');
    // Archived shifts are not offered.
    expect(within(listbox).queryByRole('option', { name: 'Turno antiguo' })).not.toBeInTheDocument();
    await user.click(within(listbox).getByRole('option', { name: 'Nocturno' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar rotación' }));

    expect(within(dialog).getByRole('spinbutton', { name: 'Días del ciclo' })).toHaveValue(8);
    expect(within(dialog).getByRole('combobox', { name: 'Día 1' })).toHaveTextContent('Nocturno');
    expect(within(dialog).getByRole('combobox', { name: 'Día 5' })).toHaveTextContent('Libre');
    expect(within(dialog).queryByRole('combobox', { name: 'Día 9' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const [pattern] = view.store.privileged().all('shiftPatterns');
    expect(pattern).toEqual({
      id: expect.any(String),
      tenantId: 'demo',
      name: '4x4 Nocturno',
      days: ['noche', 'noche', 'noche', 'noche', '', '', '', ''],
      updatedBy: TEST_PEOPLE.admin.uid,
      updatedAt: expect.any(Date),
    });
    const row = await screen.findByRole('row', { name: /4x4 Nocturno/ });
    expect(within(row).getByText('8 días')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: '4 × Nocturno, 4 × Libre' })).toBeInTheDocument();

    await rowAction(view, '4x4 Nocturno', 'Editar');
    const edit = await screen.findByRole('dialog', { name: 'Editar patrón' });
    await user.click(within(edit).getByRole('combobox', { name: 'Día 5' }));
    await user.click(await screen.findByRole('option', { name: 'Oficina' }));
    await user.click(within(edit).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.store.privileged().all('shiftPatterns')[0]?.days[4]).toBe('shift-oficina');

    await rowAction(view, '4x4 Nocturno', 'Eliminar');
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar patrón' });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(view.store.privileged().all('shiftPatterns')).toEqual([]));
    await waitFor(() => expect(logs(view)).toHaveLength(3));
    const entries = logs(view).map((log) => [log.action, log.details]);
    expect(entries).toEqual(
      expect.arrayContaining([
        ['pattern.create', 'Patrón 4x4 Nocturno: 8 días: 4 × Nocturno, 4 × Libre'],
        [
          'pattern.update',
          'Patrón 4x4 Nocturno: Ciclo: 8 días: 4 × Nocturno, 4 × Libre → 8 días: 4 × Nocturno, 1 × Oficina, 3 × Libre',
        ],
        ['pattern.delete', 'Patrón 4x4 Nocturno: eliminado (8 días: 4 × Nocturno, 1 × Oficina, 3 × Libre)'],
      ]),
    );
  });

  it('says what is wrong with a rotation and a pattern without shifts', async () => {
    const view = await openPatterns({ shifts: SHIFTS });
    const { user } = view;
    await user.click(screen.getByRole('button', { name: 'Nuevo patrón' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo patrón' });
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Días de trabajo' }), '20');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Días libres' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar rotación' }));
    expect(within(dialog).getByRole('spinbutton', { name: 'Días libres' })).toHaveAccessibleDescription(
      'El ciclo no puede superar 28 días',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Turno' })).toHaveAccessibleDescription(
      'Este campo es obligatorio',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Vacío');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('El patrón debe tener al menos un día con turno'),
    ).toBeInTheDocument();
    expect(view.store.usage().writes).toBe(0);
  });

  it('asks for a shift first when there is none', async () => {
    await openPatterns({ shifts: [] });
    expect(screen.getByRole('button', { name: 'Nuevo patrón' })).toBeDisabled();
    expect(screen.getByText(/primero crea un turno/)).toBeInTheDocument();
  });
});
