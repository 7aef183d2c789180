import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';

import { buildAlert } from '../../testing/alert-builders';
import { renderScreen as renderWithStore, type RenderedScreen } from '../../testing/render-screen';
import type { Alert } from './alert-types';
import { AlertsContext, type LiveAlerts } from './alerts-context';
import { AlertsScreen } from './alerts-screen';
import { alertUserName } from './alert-visuals';

const TZ = 'America/Santiago';
/** 2026-11-18 09:20 in Santiago (UTC-3 in November). */
const NOW = new Date('2026-11-18T12:20:00.000Z');

const DIEGO = buildAlert({
  id: 'late-entry:u-diego:2026-11-18:s0',
  type: 'Entrada Tardía',
  severity: 'error',
  user: { id: 'u-diego', name: 'Diego Álvarez' },
  message: 'Entrada 95 min tarde.',
  timestamp: new Date('2026-11-18T11:35:00.000Z'),
  time: 'hace 45 minutos',
});
const CAMILA = buildAlert({
  id: 'late-arrival:demo-empleado:2026-11-18:s0',
  user: { id: 'demo-empleado', name: 'Camila Rojas' },
  timestamp: new Date('2026-11-18T12:00:00.000Z'),
  time: 'hace 20 minutos',
});
const FELIPE = buildAlert({
  id: 'late-arrival:u-felipe:2026-11-18:s0',
  user: { id: 'u-felipe', name: 'Felipe Contreras' },
  message: 'Felipe Contreras aún no ha registrado entrada (Programado: 09:00).',
  timestamp: new Date('2026-11-18T12:00:00.000Z'),
  time: 'hace 20 minutos',
});
const MARCELA = buildAlert({
  id: 'late-entry:u-marcela:2026-11-18:s0',
  type: 'Entrada Tardía',
  user: { id: 'u-marcela', name: 'Marcela Castillo' },
  message: 'Entrada 29 min tarde.',
  timestamp: new Date('2026-11-18T10:29:00.000Z'),
  time: 'hace 1 hora',
});
const PABLO = buildAlert({
  id: 'unscheduled:u-pablo:2026-11-18:rp1',
  type: 'Turno No Programado',
  severity: 'info',
  user: { id: 'u-pablo', name: 'Pablo Riquelme' },
  message: 'Registró un turno no programado.',
  timestamp: new Date('2026-11-18T11:02:00.000Z'),
  time: 'hace 1 hora',
});
/** Already in the engine's order: error, warning, info; newest first. */
const ALERTS: Alert[] = [DIEGO, CAMILA, FELIPE, MARCELA, PABLO];

function live(alerts: Alert[], status: LiveAlerts['status'] = 'ready'): LiveAlerts {
  const retry = () => undefined;
  return { status, alerts, timeZone: status === 'loading' ? null : TZ, thresholds: {}, now: NOW, retry };
}

/** Today's alerts come from the live context given here; a past day would be read from the (empty) store. */
function WithAlerts({ value, children }: { value: LiveAlerts; children: ReactNode }) {
  return <AlertsContext.Provider value={value}>{children}</AlertsContext.Provider>;
}

async function renderScreen(value: LiveAlerts, url = '/alertas') {
  const view = await renderWithStore(
    <WithAlerts value={value}>
      <AlertsScreen />
    </WithAlerts>,
    { role: 'admin', url },
  );
  const rerender = (next: LiveAlerts) =>
    view.rerender(
      <WithAlerts value={next}>
        <AlertsScreen />
      </WithAlerts>,
    );
  return { user: view.user, rerender };
}

const table = () => screen.getByRole('table', { name: 'Alertas del día' });

/** The body rows, each as its five cells' text. */
function rows(): string[][] {
  return within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

/** The row of an alert: the one showing its person and message. */
function rowOf(alert: Alert): HTMLElement {
  const row = within(table())
    .getAllByRole('row')
    .find((r) => within(r).queryByText(alert.message) && within(r).queryByText(alertUserName(alert)));
  if (!row) throw new Error(`no row for ${alert.id}`);
  return row;
}

async function choose(user: RenderedScreen['user'], filter: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: filter }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

const scrollIntoView = vi.fn<(options?: boolean | ScrollIntoViewOptions) => void>();

beforeEach(() => {
  scrollIntoView.mockReset();
  // jsdom has no layout, hence no scrollIntoView.
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    writable: true,
    value: scrollIntoView,
  });
});

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('today (live)', () => {
  it('shows one row per alert with severity, type, name, message and time', async () => {
    await renderScreen(live(ALERTS));
    expect(screen.getByRole('heading', { level: 1, name: 'Alertas' })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Severidad', 'Tipo', 'Empleado', 'Mensaje', 'Hora']);
    const shown = rows();
    expect(shown).toHaveLength(5);
    // The severity chip (its icon is decorative), type, avatar initials + name, message, time.
    expect(shown[0]).toEqual([
      'Error',
      'Entrada Tardía',
      'DÁDiego Álvarez',
      'Entrada 95 min tarde.',
      '08:35 · hace 45 minutos',
    ]);
    expect(shown[1]).toEqual([
      'Advertencia',
      'Llegada Tardía',
      'CRCamila Rojas',
      'Camila Rojas aún no ha registrado entrada (Programado: 09:00).',
      '09:00 · hace 20 minutos',
    ]);
    expect(shown[4]).toEqual([
      'Información',
      'Turno No Programado',
      'PRPablo Riquelme',
      'Registró un turno no programado.',
      '08:02 · hace 1 hora',
    ]);
  });

  it("offers today's day (in the tenant zone) as the newest pickable day", async () => {
    await renderScreen(live(ALERTS));
    const day = screen.getByLabelText('Día');
    expect(day).toHaveValue('2026-11-18');
    expect(day).toHaveAttribute('max', '2026-11-18');
  });

  it('follows the live alerts as they are recomputed', async () => {
    const { rerender } = await renderScreen(live([DIEGO]));
    expect(rows()).toHaveLength(1);
    rerender(live([DIEGO, CAMILA]));
    expect(rows().map((cells) => cells[3])).toEqual([DIEGO.message, CAMILA.message]);
  });
});

describe('filters', () => {
  it('start at Todas / Todos', async () => {
    await renderScreen(live(ALERTS));
    expect(screen.getByRole('combobox', { name: 'Severidad' })).toHaveTextContent('Todas');
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Todos');
    expect(screen.getByRole('combobox', { name: 'Empleado' })).toHaveTextContent('Todos');
  });

  it('by severity', async () => {
    const { user } = await renderScreen(live(ALERTS));
    await choose(user, 'Severidad', 'Advertencia');
    expect(rows().map((cells) => cells[3])).toEqual([CAMILA.message, FELIPE.message, MARCELA.message]);
    await choose(user, 'Severidad', 'Información');
    expect(rows().map((cells) => cells[3])).toEqual([PABLO.message]);
    await choose(user, 'Severidad', 'Error');
    expect(rows().map((cells) => cells[3])).toEqual([DIEGO.message]);
    await choose(user, 'Severidad', 'Todas');
    expect(rows()).toHaveLength(5);
  });

  it('by type, listing all six types', async () => {
    const { user } = await renderScreen(live(ALERTS));
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Todos',
      'Entrada Tardía',
      'Llegada Tardía',
      'Salida Faltante',
      'Salida Temprana',
      'Descanso Largo',
      'Turno No Programado',
    ]);
    await user.click(screen.getByRole('option', { name: 'Llegada Tardía' }));
    expect(rows().map((cells) => cells[2])).toEqual(['CRCamila Rojas', 'FCFelipe Contreras']);
    await choose(user, 'Tipo', 'Salida Faltante');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Ninguna alerta coincide con los filtros.')).toBeInTheDocument();
  });

  it('by employee, offering the people with alerts sorted by name', async () => {
    const { user } = await renderScreen(
      live([...ALERTS, { ...CAMILA, id: 'late-entry:demo-empleado:x', type: 'Entrada Tardía' }]),
    );
    await user.click(screen.getByRole('combobox', { name: 'Empleado' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Todos',
      'Camila Rojas',
      'Diego Álvarez',
      'Felipe Contreras',
      'Marcela Castillo',
      'Pablo Riquelme',
    ]);
    await user.click(screen.getByRole('option', { name: 'Camila Rojas' }));
    expect(rows().map((cells) => cells[1])).toEqual(['Llegada Tardía', 'Entrada Tardía']);
    expect(rows().every((cells) => cells[2] === 'CRCamila Rojas')).toBe(true);
  });

  it('combine', async () => {
    const { user } = await renderScreen(live(ALERTS));
    await choose(user, 'Tipo', 'Entrada Tardía');
    expect(rows()).toHaveLength(2);
    await choose(user, 'Severidad', 'Advertencia');
    expect(rows().map((cells) => cells[3])).toEqual([MARCELA.message]);
    await choose(user, 'Empleado', 'Diego Álvarez');
    expect(screen.getByText('Ninguna alerta coincide con los filtros.')).toBeInTheDocument();
  });
});

describe('?alertId=', () => {
  it('marks that row aria-current="true" and scrolls it into view', async () => {
    await renderScreen(live(ALERTS), `/alertas?alertId=${encodeURIComponent(MARCELA.id)}`);
    expect(rowOf(MARCELA)).toHaveAttribute('aria-current', 'true');
    expect(rowOf(MARCELA)).toHaveClass('Mui-selected');
    for (const other of [DIEGO, CAMILA, FELIPE, PABLO])
      expect(rowOf(other)).not.toHaveAttribute('aria-current');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(rowOf(MARCELA));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
  });

  it('points at the row once the alerts have loaded', async () => {
    const { rerender } = await renderScreen(
      live([], 'loading'),
      `/alertas?alertId=${encodeURIComponent(CAMILA.id)}`,
    );
    expect(scrollIntoView).not.toHaveBeenCalled();
    rerender(live(ALERTS));
    expect(rowOf(CAMILA)).toHaveAttribute('aria-current', 'true');
    expect(scrollIntoView.mock.contexts).toEqual([rowOf(CAMILA)]);
  });

  it('does not scroll again when the live alerts are recomputed', async () => {
    const { rerender } = await renderScreen(
      live(ALERTS),
      `/alertas?alertId=${encodeURIComponent(CAMILA.id)}`,
    );
    rerender(live([...ALERTS]));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('marks nothing for an unknown id', async () => {
    await renderScreen(live(ALERTS), '/alertas?alertId=nope');
    expect(within(table()).queryByRole('row', { current: true })).not.toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('states', () => {
  it('loading: a spinner named Cargando alertas, no table', async () => {
    await renderScreen(live([], 'loading'));
    expect(screen.getByRole('progressbar', { name: 'Cargando alertas' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('error: an alert that says the alerts could not be loaded', async () => {
    await renderScreen(live([], 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se pudieron cargar las alertas. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('empty: No hay alertas para este día.', async () => {
    await renderScreen(live([]));
    expect(screen.getByText('No hay alertas para este día.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
