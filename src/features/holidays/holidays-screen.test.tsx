import { screen, waitFor, within } from '@testing-library/react';

import { DataError } from '../../data/ports/document-store';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { chileHolidays } from '../../domain/chile/holidays';
import { buildHoliday, buildTenant, TEST_ZONE } from '../../testing/data-builders';
import { renderScreen, TEST_PEOPLE, type DemoSeed, type RenderedScreen } from '../../testing/render-screen';
import { startServerTriggers } from '../../testing/server-triggers';
import { SYSTEM_ACTOR } from '../../data/writes/audit';
import { HolidaysScreen } from './holidays-screen';

/** Wednesday 18 November 2026, 10:00 in Santiago: the year shown is 2026. */
const NOW = new Date('2026-11-18T13:00:00.000Z');

const HOLIDAYS = [
  // A national day the tenant already has (kept as it is by the load).
  buildHoliday('2026-12-25', 'Navidad', { irrenunciable: true }),
  buildHoliday('2026-03-19', 'Aniversario de la empresa'),
  buildHoliday('2027-01-01', 'Año Nuevo', { irrenunciable: true }),
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

async function renderHolidays(docs: DemoSeed = { holidays: HOLIDAYS }) {
  const view = await renderScreen(<HolidaysScreen />, { role: 'admin', docs });
  // The server logs each write (src/server/audit/audit-planning-acts.ts).
  startServerTriggers(view.store);
  const table = await screen.findByRole('table', { name: 'Feriados de 2026' }, { timeout: 10_000 });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return view;
}

type View = RenderedScreen;
const holidayDocs = (view: View) => view.store.privileged().all('holidays');
const logs = (view: View) => view.store.privileged().all('logs');
const rows = (year = '2026') =>
  within(screen.getByRole('table', { name: `Feriados de ${year}` }))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

async function rowAction(view: View, row: string | RegExp, action: string) {
  await view.user.click(await screen.findByRole('button', { name: row }));
  await view.user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('Feriados', { timeout: 60_000 }, () => {
  it("lists the year's holidays by day, with the flag and where each comes from, and moves between years", async () => {
    const view = await renderHolidays();
    expect(screen.getByRole('heading', { level: 1, name: 'Feriados' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Año 2026' })).toBeInTheDocument();
    expect(rows()).toEqual(['jueves 19 de marzo', 'viernes 25 de diciembre']);
    const christmas = screen.getByRole('row', { name: /Navidad/ });
    expect(within(christmas).getByText('Irrenunciable')).toBeInTheDocument();
    expect(within(christmas).getByText('Nacional')).toBeInTheDocument();
    const own = screen.getByRole('row', { name: /Aniversario/ });
    expect(within(own).getByText('No')).toBeInTheDocument();
    expect(within(own).getByText('Empresa')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('table', { name: 'Feriados de 2027' });
    await waitFor(() => expect(rows('2027')).toEqual(['viernes 1 de enero']));
  });

  it('loads the national holidays of the year once: the second time adds nothing', async () => {
    const view = await renderHolidays();
    const { user } = view;
    const national = chileHolidays(2026);
    await user.click(screen.getByRole('button', { name: 'Cargar feriados de Chile' }));
    const added = national.length - 1;
    expect(await screen.findByText(`Se agregaron ${added} feriados`)).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(national.length + 1));

    const stored = holidayDocs(view);
    for (const holiday of national) {
      expect(stored).toContainEqual(
        expect.objectContaining({
          id: `demo_${holiday.date}`,
          date: dayKeyToInstant(holiday.date, TEST_ZONE),
          irrenunciable: holiday.irrenunciable,
        }),
      );
    }
    expect(stored.find((holiday) => holiday.id === 'demo_2026-09-18')).toEqual({
      id: 'demo_2026-09-18',
      tenantId: 'demo',
      date: dayKeyToInstant('2026-09-18', TEST_ZONE),
      name: 'Independencia Nacional',
      irrenunciable: true,
      updatedBy: TEST_PEOPLE.admin.uid,
      updatedAt: expect.any(Date),
    });
    // The server logs each holiday added, as the manager who loaded them.
    await waitFor(() => expect(logs(view)).toHaveLength(added));
    expect(logs(view)).toContainEqual(
      expect.objectContaining({
        action: 'holiday.create',
        actorId: TEST_PEOPLE.admin.uid,
        target: 'demo_2026-09-18',
        details: 'Feriado 18-09-2026 Independencia Nacional (irrenunciable)',
      }),
    );

    const writes = view.store.usage().writes;
    await user.click(screen.getByRole('button', { name: 'Cargar feriados de Chile' }));
    expect(await screen.findByText('Los feriados de Chile 2026 ya estaban cargados')).toBeInTheDocument();
    expect(view.store.usage().writes).toBe(writes);
    expect(holidayDocs(view)).toHaveLength(stored.length);
    expect(logs(view)).toHaveLength(added);
  });

  it('adds a holiday, refusing a day that already has one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = await renderHolidays();
    const { user } = view;
    await user.click(screen.getByRole('button', { name: 'Agregar feriado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar feriado' });
    const day = within(dialog).getByLabelText(/^Fecha/);
    expect(day).toHaveValue('2026-11-18');
    await user.clear(day);
    await user.type(day, '2026-12-25');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Cierre anual');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByLabelText(/^Fecha/)).toHaveAccessibleDescription('Ya hay un feriado ese día');

    // A day of another year: the store says it is taken.
    await user.clear(day);
    await user.type(day, '2027-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ya hay un feriado ese día');
    expect(view.store.usage().writes).toBe(0);

    await user.clear(day);
    await user.type(day, '2026-12-24');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Irrenunciable' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(holidayDocs(view).find((holiday) => holiday.id === 'demo_2026-12-24')).toEqual({
      id: 'demo_2026-12-24',
      tenantId: 'demo',
      date: dayKeyToInstant('2026-12-24', TEST_ZONE),
      name: 'Cierre anual',
      irrenunciable: true,
      updatedBy: TEST_PEOPLE.admin.uid,
      updatedAt: expect.any(Date),
    });
    await waitFor(() =>
      expect(logs(view).map((log) => [log.actorId, log.action, log.target, log.details])).toEqual([
        [
          TEST_PEOPLE.admin.uid,
          'holiday.create',
          'demo_2026-12-24',
          'Feriado 24-12-2026 Cierre anual (irrenunciable)',
        ],
      ]),
    );
    await waitFor(() =>
      expect(rows()).toEqual(['jueves 19 de marzo', 'jueves 24 de diciembre', 'viernes 25 de diciembre']),
    );
  });

  it('issue #47 item 7: refuses a holiday more than five years from today, saying the range', async () => {
    const view = await renderHolidays();
    const { user } = view;
    await user.click(screen.getByRole('button', { name: 'Agregar feriado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar feriado' });
    const day = within(dialog).getByLabelText(/^Fecha/);
    await user.clear(day);
    await user.type(day, '3026-09-18');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Fiestas Patrias');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(day).toHaveAccessibleDescription('La fecha del feriado debe estar entre 18-11-2021 y 18-11-2031.');
    expect(view.store.usage().writes).toBe(0);

    await user.clear(day);
    await user.type(day, '2031-11-18');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(holidayDocs(view).map((holiday) => holiday.id)).toContain('demo_2031-11-18');
  });

  it('edits the name and the flag (never the day) and deletes a holiday, each logged by the server', async () => {
    const view = await renderHolidays();
    const { user } = view;
    await rowAction(view, /^Acciones de Aniversario/, 'Editar');
    const dialog = await screen.findByRole('dialog', { name: 'Editar feriado' });
    expect(dialog).toHaveTextContent('jueves 19 de marzo de 2026');
    expect(within(dialog).queryByLabelText(/^Fecha/)).not.toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Nombre' });
    await user.clear(name);
    await user.type(name, 'Aniversario');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Irrenunciable' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(holidayDocs(view).find((holiday) => holiday.id === 'demo_2026-03-19')).toMatchObject({
      name: 'Aniversario',
      irrenunciable: true,
      date: dayKeyToInstant('2026-03-19', TEST_ZONE),
    });

    await rowAction(view, /^Acciones de Navidad/, 'Eliminar');
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar feriado' });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(rows()).toEqual(['jueves 19 de marzo']));
    expect(holidayDocs(view).some((holiday) => holiday.id === 'demo_2026-12-25')).toBe(false);
    await waitFor(() => expect(logs(view)).toHaveLength(2));
    const entries = logs(view).map((log) => [log.actorId, log.action, log.target, log.details]);
    expect(entries).toEqual(
      expect.arrayContaining([
        [
          TEST_PEOPLE.admin.uid,
          'holiday.update',
          'demo_2026-03-19',
          'Feriado 19-03-2026 Aniversario de la empresa: Nombre: Aniversario de la empresa → Aniversario; Irrenunciable: No → Sí',
        ],
        // A delete names no one to the server's trigger: Sistema (audit-planning-acts.ts).
        [SYSTEM_ACTOR, 'holiday.delete', 'demo_2026-12-25', 'Feriado 25-12-2026 Navidad: eliminado'],
      ]),
    );
  });

  it('keeps the calendar of a closed period: a holiday in it is not deleted, with the period named and the link to reopen it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = await renderHolidays({
      holidays: HOLIDAYS,
      tenants: [buildTenant({ closedThrough: '2026-10-31' })],
    });
    await rowAction(view, /^Acciones de Aniversario/, 'Eliminar');
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar feriado' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'El periodo de marzo de 2026 está cerrado.',
    );
    expect(holidayDocs(view).some((holiday) => holiday.id === 'demo_2026-03-19')).toBe(true);
    expect(logs(view)).toEqual([]);

    await view.user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent(
      'El periodo de marzo de 2026 está cerrado. El calendario de un periodo cerrado no cambia. Reabrir en Asistencias',
    );
    expect(within(notice).getByRole('link', { name: 'Reabrir en Asistencias' })).toHaveAttribute(
      'href',
      '/asistencias',
    );
  });

  it('refuses a new holiday on a closed day, naming the period', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = await renderHolidays({
      holidays: HOLIDAYS,
      tenants: [buildTenant({ closedThrough: '2026-10-31' })],
    });
    await view.user.click(screen.getByRole('button', { name: 'Agregar feriado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar feriado' });
    const day = within(dialog).getByLabelText(/^Fecha/);
    await view.user.clear(day);
    await view.user.type(day, '2026-10-12');
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Encuentro de Dos Mundos');
    await view.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'El periodo de octubre de 2026 está cerrado.',
    );
    expect(holidayDocs(view)).toHaveLength(HOLIDAYS.length);
    expect(logs(view)).toEqual([]);
  });

  it('says so when the load of the national holidays fails, and writes nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = await renderHolidays();
    vi.spyOn(view.store, 'batch').mockImplementationOnce(() => {
      throw new DataError('permission-denied');
    });
    await view.user.click(screen.getByRole('button', { name: 'Cargar feriados de Chile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso para hacer este cambio.');
    expect(holidayDocs(view)).toHaveLength(HOLIDAYS.length);
  });

  it('says so when the holidays cannot be loaded, and loads them with Reintentar', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = await renderHolidays();
    vi.spyOn(view.store, 'list').mockRejectedValueOnce(new DataError('unavailable'));
    await view.queryClient.resetQueries({ queryKey: ['holidays'] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Revisa tu conexión/);
    await view.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('says so when the year has no holidays', async () => {
    await renderHolidays({});
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No hay feriados en 2026. Usa «Cargar feriados de Chile» o «Agregar feriado».',
    );
  });
});
