import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';

import { buildAlert } from '../../testing/alert-builders';
import { DataError } from '../../data/ports/document-store';
import { at, buildAttendance, buildLog, buildSchedule, buildShift } from '../../testing/data-builders';
import {
  renderScreen as renderWithStore,
  type DemoSeed,
  type RenderedScreen,
} from '../../testing/render-screen';
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

async function renderScreen(value: LiveAlerts, url = '/alertas', docs: DemoSeed = {}) {
  const view = await renderWithStore(
    <WithAlerts value={value}>
      <AlertsScreen />
    </WithAlerts>,
    { role: 'admin', url, docs },
  );
  const rerender = (next: LiveAlerts) =>
    view.rerender(
      <WithAlerts value={next}>
        <AlertsScreen />
      </WithAlerts>,
    );
  return { user: view.user, store: view.store, rerender };
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

/** Today's documents behind Diego's day: a 07:00–15:00 slot, in at 08:35, a lunch started at 09:10. */
const DIEGO_DAY: DemoSeed = {
  shifts: [
    buildShift({
      id: 'shift-temprano',
      name: 'Temprano',
      timeSlots: [{ startTime: '07:00', endTime: '15:00' }],
    }),
  ],
  schedulesConfig: [
    buildSchedule('2026-11-18', [{ startTime: '07:00', endTime: '15:00' }], {
      userId: 'u-diego',
      shiftId: 'shift-temprano',
    }),
  ],
  attendance: [
    buildAttendance(
      '2026-11-18',
      0,
      { checkIn: '08:35', lunchStart: '09:10' },
      {
        userId: 'u-diego',
        receipts: { checkIn: { code: 'D1EG-0835-ENTR-ADA0', signedAt: at('2026-11-18', '08:35') } },
      },
    ),
  ],
  logs: [
    buildLog({
      // The day's overtime decision: its id is the person's day (overtimeDecisionId).
      id: 'log-diego-overtime',
      action: 'overtime.approve',
      target: 'u-diego_2026-11-18',
      details: 'Diego Álvarez, 2026-11-18: aprobada 0:20:00 de 0:20:00',
      createdAt: at('2026-11-18', '09:30'),
    }),
  ],
};
const DIEGO_LATE_TOO = buildAlert({
  id: 'late-arrival:u-diego:2026-11-18:s1',
  user: { id: 'u-diego', name: 'Diego Álvarez' },
  message: 'Diego Álvarez aún no ha registrado entrada (Programado: 09:00).',
});

/** The punches of a slot (a group named by its heading), as 'name time' pairs. */
function punchesUnder(dialog: HTMLElement, slot: string): string[] {
  const group = within(dialog).getByRole('group', { name: slot });
  const times = within(group).getAllByRole('definition');
  return within(group)
    .getAllByRole('term')
    .map((term, i) => `${term.textContent} ${times[i]?.textContent ?? ''}`);
}

describe("a person's day", () => {
  it('the name button opens that day: slots, punches and the alerts of the day; Escape gives the focus back', async () => {
    const { user } = await renderScreen(live([...ALERTS, DIEGO_LATE_TOO]), '/alertas', DIEGO_DAY);
    const opener = within(rowOf(DIEGO)).getByRole('button', { name: 'Ver el día de Diego Álvarez' });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Día de Diego Álvarez, 18-11-2026' });
    expect(dialog).toHaveAccessibleDescription('Miércoles 18 de noviembre de 2026');
    expect(
      await within(dialog).findByRole('heading', { name: 'Temprano · 07:00 – 15:00' }),
    ).toBeInTheDocument();
    expect(punchesUnder(dialog, 'Temprano · 07:00 – 15:00')).toEqual([
      'Entrada 08:35:00Código D1EG-0835-ENTR-ADA0',
      'Inicio colación 09:10:00',
      'Fin colación Sin registro',
      'Salida Sin registro',
    ]);
    // Both of his alerts of the day, whatever the filters; today: no past-tense line.
    const items = within(within(dialog).getByRole('list', { name: 'Alertas de Diego Álvarez' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'ErrorEntrada Tardía08:35 · hace 45 minutosEntrada 95 min tarde.',
      `AdvertenciaLlegada Tardía09:00 · hace 20 minutos${DIEGO_LATE_TOO.message}`,
    ]);
    // The day's audit trail, as sentences in the tenant's zone (domain/audit), and the way to correct it.
    const audit = await within(dialog).findByRole('list', { name: 'Auditoría de Diego Álvarez' });
    expect(
      within(audit).getByText('Diego Álvarez, 18-11-2026: aprobada 0:20:00 de 0:20:00'),
    ).toBeInTheDocument();
    expect(within(audit).getByText(/^18-11-2026 09:30 · .* · Horas extras aprobadas$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Proponer corrección' })).toHaveAttribute(
      'href',
      '/asistencias/todas/2026-11-18_2026-11-18?persona=u-diego&corregir=1',
    );

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('opens from the keyboard, and from a click anywhere on the row (the row’s button takes the focus)', async () => {
    const { user } = await renderScreen(live(ALERTS));
    const opener = within(rowOf(CAMILA)).getByRole('button', { name: 'Ver el día de Camila Rojas' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Día de Camila Rojas, 18-11-2026' });
    // No documents for her today: said, not left blank.
    expect(await within(dialog).findByText('Sin horario programado para este día.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    opener.blur();
    await user.click(within(rowOf(CAMILA)).getByText(CAMILA.message));
    expect(
      await screen.findByRole('dialog', { name: 'Día de Camila Rojas, 18-11-2026' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('says when the day cannot be read, and Reintentar reads it again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, store } = await renderScreen(live(ALERTS), '/alertas', DIEGO_DAY);
    const list = vi.spyOn(store, 'list').mockRejectedValueOnce(new DataError('unavailable'));
    await user.click(within(rowOf(DIEGO)).getByRole('button', { name: 'Ver el día de Diego Álvarez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Día de Diego Álvarez, 18-11-2026' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se pudo cargar el día. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(error).toHaveBeenCalled();
    list.mockRestore();
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Temprano · 07:00 – 15:00' }),
    ).toBeInTheDocument();
  });
});

/** A window `width` px wide for MUI's media queries (jsdom has no layout and no matchMedia). */
function mockViewport(width: number) {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, kind, px]) =>
      kind === 'min' ? width >= Number(px) : width <= Number(px),
    );
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

describe('on a phone', () => {
  beforeEach(() => mockViewport(390));
  afterEach(() => vi.unstubAllGlobals());

  const list = () => screen.getByRole('list', { name: 'Alertas del día' });
  const items = () => within(list()).getAllByRole('button');

  it('lists the alerts (no table), each item a button with name, time, severity, type and message', async () => {
    await renderScreen(live(ALERTS));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(items()).toHaveLength(5);
    expect(items()[1]).toHaveTextContent(
      'CRCamila Rojas09:00 · hace 20 minutosAdvertenciaLlegada Tardía' + CAMILA.message,
    );
    expect(items()[1]).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('folds the filters behind one button that counts them, in a dialog with Limpiar filtros', async () => {
    const { user } = await renderScreen(live(ALERTS));
    // The day stays in view; the other three are not on the page until asked for.
    expect(screen.getByLabelText('Día')).toHaveValue('2026-11-18');
    expect(screen.queryByRole('combobox', { name: 'Tipo' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const dialog = screen.getByRole('dialog', { name: 'Filtros' });
    expect(within(dialog).getByRole('button', { name: 'Limpiar filtros' })).toBeDisabled();
    await choose(user, 'Tipo', 'Entrada Tardía');
    await choose(user, 'Severidad', 'Error');
    await user.click(within(dialog).getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(items().map((item) => item.textContent)).toEqual([expect.stringContaining(DIEGO.message)]);
    const folded = screen.getByRole('button', { name: 'Filtros · 2 activos' });
    expect(folded).toHaveFocus();

    await user.click(folded);
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await user.click(screen.getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(items()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Filtros' })).toBeInTheDocument();
  });

  it("an item opens that person's day, full screen, and closing gives the focus back to it", async () => {
    const { user } = await renderScreen(live(ALERTS), '/alertas', DIEGO_DAY);
    const item = items()[0];
    if (!item) throw new Error('no first item');
    await user.click(item);
    const dialog = await screen.findByRole('dialog', { name: 'Día de Diego Álvarez, 18-11-2026' });
    expect(
      await within(dialog).findByRole('heading', { name: 'Temprano · 07:00 – 15:00' }),
    ).toBeInTheDocument();
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(item).toHaveFocus();
  });

  it('?alertId= marks that item and scrolls it into view', async () => {
    await renderScreen(live(ALERTS), `/alertas?alertId=${encodeURIComponent(MARCELA.id)}`);
    const current = within(list()).getByRole('button', { current: true });
    expect(current).toHaveTextContent(MARCELA.message);
    expect(scrollIntoView.mock.contexts).toEqual([current]);
  });
});
