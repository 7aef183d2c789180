/**
 * The Alertas screen over the demo store seeded with the generated demo tenant, for today (live, through
 * <AlertsProvider>) and for a past day chosen in the 'Día' input (a one-shot read through useDayAlerts).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { generateDemoTenant, type DemoDataset } from '../../testing/demo-dataset';
import { DataError } from '../../data/ports/document-store';
import { dayKeyToInstant, hhmmInZone, zonedDayBounds } from '../../domain/calendar/time-zone';
import { formatDayKey } from '../../domain/calendar/day-keys';
import { slotLabel, slotsOf } from '../../domain/schedule/slots';
import { renderScreen, type RenderedScreen } from '../../testing/render-screen';
import { AlertsProvider } from './alerts-provider';
import { AlertsScreen } from './alerts-screen';
import { computeAlerts, type Alert } from './compute-alerts';
import { pastTenseLine } from './alert-past-tense';

const TZ = 'America/Santiago';
/** Wednesday 2026-11-18, 09:20 in Santiago: Camila Rojas (09:00–18:00) has not checked in. */
const NOW = new Date('2026-11-18T09:20:00-03:00');
const TODAY = '2026-11-18';
const PREVIOUS_WEEKDAY = '2026-11-17';
/** Long before the demo tenant's seeded window (60 days back): no schedules, no attendance. */
const BEFORE_THE_DATA = '2026-08-03';
const CAMILA_LATE = 'Camila Rojas aún no ha registrado entrada (Programado: 09:00).';

/** Computing a whole tenant's alerts is slow-ish on a loaded machine. */
const WAIT = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let dataset: DemoDataset;

beforeAll(() => {
  dataset = generateDemoTenant({ now: NOW });
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * What the screen must show for a day, computed straight from the generated data (not through the app's
 * queries): active employees/admins, that day's schedules and attendance, as they stood at the end of the day
 * (or now, for today).
 */
function expectedAlerts(key: string): Alert[] {
  const bounds = zonedDayBounds(dayKeyToInstant(key, TZ), TZ);
  const inDay = (date: Date) => date >= bounds.start && date < bounds.end;
  const now = new Date(Math.min(bounds.end.getTime() - 1, NOW.getTime()));
  const users = dataset.users.filter((u) => !u.disabled && (u.role === 'employee' || u.role === 'admin'));
  return computeAlerts(
    {
      users: users.map((u) => ({ id: u.id, displayName: u.displayName, photoURL: u.photoURL })),
      schedules: dataset.schedulesConfig.filter((s) => inDay(s.date)),
      attendance: dataset.attendance.filter((a) => inDay(a.date)),
    },
    { now, timeZone: TZ },
  );
}

function renderAlerts(data: DemoDataset = dataset): Promise<RenderedScreen> {
  return renderScreen(
    <AlertsProvider enabled>
      <AlertsScreen />
    </AlertsProvider>,
    { role: 'admin', docs: data, url: '/alertas' },
  );
}

/** Body rows as [type, name, message, time] (the severity cell is checked separately). */
function rows(): string[][] {
  return within(screen.getByRole('table', { name: 'Alertas del día' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent ?? ''),
    );
}

function messages(): string[] {
  return rows().map((cells) => cells[2] ?? '');
}

/** A past day's Mensaje cell: the spec's message, then the line saying in the past tense what happened. */
function pastMessage(alert: Alert): string {
  return `${alert.message}${pastTenseLine(alert, TZ)}`;
}

const dayInput = () => screen.getByLabelText('Día');

function pickDay(key: string) {
  fireEvent.change(dayInput(), { target: { value: key } });
}

/** Waits until the table shows exactly these messages, in order. */
async function expectMessages(expected: string[]) {
  await waitFor(() => expect(messages()).toEqual(expected), WAIT);
}

it("shows today's alerts live from the store, Camila Rojas's Llegada Tardía among them", async () => {
  await renderAlerts();
  const today = expectedAlerts(TODAY);
  expect(today.length).toBeGreaterThan(0);
  await expectMessages(today.map((a) => a.message));
  expect(messages()).toContain(CAMILA_LATE);
  expect(dayInput()).toHaveValue(TODAY);
  // Today: wall time in the tenant zone, then the relative time.
  expect(rows().find((cells) => cells[2] === CAMILA_LATE)?.[3]).toBe('09:00 · hace 20 minutos');
});

it("a past day chosen in 'Día' shows that day's alerts, then today's again", async () => {
  await renderAlerts();
  const today = expectedAlerts(TODAY);
  await expectMessages(today.map((a) => a.message));

  pickDay(PREVIOUS_WEEKDAY);
  const past = expectedAlerts(PREVIOUS_WEEKDAY);
  expect(past.length).toBeGreaterThan(0);
  await waitFor(
    () =>
      expect(rows()).toEqual(
        past.map((a) => [
          a.type,
          `${initialsOf(a)}${a.user?.name ?? ''}`,
          pastMessage(a),
          hhmmInZone(a.timestamp, TZ),
        ]),
      ),
    WAIT,
  );
  expect(dayInput()).toHaveValue(PREVIOUS_WEEKDAY);
  // Another day, other alerts (not today's), with wall times only.
  expect(messages()).not.toEqual(today.map((a) => a.message));
  expect(messages()).not.toContain(CAMILA_LATE);
  expect(rows().every((cells) => /^\d\d:\d\d$/.test(cells[3] ?? ''))).toBe(true);

  pickDay(TODAY);
  await expectMessages(today.map((a) => a.message));
});

it('filters the past day too, offering that day’s people', async () => {
  const { user } = await renderAlerts();
  await expectMessages(expectedAlerts(TODAY).map((a) => a.message));
  pickDay(PREVIOUS_WEEKDAY);
  const past = expectedAlerts(PREVIOUS_WEEKDAY);
  await expectMessages(past.map(pastMessage));

  const first = past[0];
  if (!first) throw new Error('the previous weekday has alerts');
  await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
  await user.click(screen.getByRole('option', { name: first.type }));
  expect(messages()).toEqual(past.filter((a) => a.type === first.type).map(pastMessage));

  await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
  await user.click(screen.getByRole('option', { name: 'Todos' }));
  await user.click(screen.getByRole('combobox', { name: 'Empleado' }));
  const people = [...new Set(past.map((a) => a.user?.name ?? ''))].sort((a, b) => a.localeCompare(b, 'es'));
  expect(
    within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Todos', ...people]);
  await user.click(screen.getByRole('option', { name: first.user?.name ?? '' }));
  expect(messages()).toEqual(past.filter((a) => a.userId === first.userId).map(pastMessage));
});

it('a day with no data says No hay alertas para este día.', async () => {
  await renderAlerts();
  await expectMessages(expectedAlerts(TODAY).map((a) => a.message));
  expect(expectedAlerts(BEFORE_THE_DATA)).toEqual([]);
  pickDay(BEFORE_THE_DATA);
  expect(await screen.findByText('No hay alertas para este día.', {}, WAIT)).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('a past day that cannot be read shows the error (logged) and Reintentar reads it again', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { store, user } = await renderAlerts();
  await expectMessages(expectedAlerts(TODAY).map((a) => a.message));
  const list = vi.spyOn(store, 'list').mockRejectedValueOnce(new DataError('unavailable'));
  pickDay(PREVIOUS_WEEKDAY);
  expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent('No se pudieron cargar las alertas.');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(error).toHaveBeenCalledWith('No se pudieron cargar los datos', expect.anything(), expect.anything());
  list.mockRestore();
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  await expectMessages(expectedAlerts(PREVIOUS_WEEKDAY).map(pastMessage));
});

it('shows a spinner while the past day loads', async () => {
  await renderAlerts();
  await expectMessages(expectedAlerts(TODAY).map((a) => a.message));
  pickDay(PREVIOUS_WEEKDAY);
  expect(screen.getByRole('progressbar', { name: 'Cargando alertas' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), WAIT);
});

function initialsOf(alert: Alert): string {
  return (alert.user?.name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toLocaleUpperCase('es'))
    .join('');
}

describe("the tenant's alert thresholds", () => {
  /** No check-in and long breaks only count after 10 hours: no Llegada Tardía or Descanso Largo at all. */
  function lenientTenant(): DemoDataset {
    const [tenant] = dataset.tenants;
    if (!tenant) throw new Error('the demo dataset has its tenant');
    const alertThresholds = {
      ...tenant.settings.alertThresholds,
      noCheckInMinutes: 600,
      longBreakMinutes: 600,
    };
    return { ...dataset, tenants: [{ ...tenant, settings: { ...tenant.settings, alertThresholds } }] };
  }
  const lenientTypes = (types: string[]) =>
    types.filter((t) => t === 'Llegada Tardía' || t === 'Descanso Largo');

  it('apply to today', async () => {
    await renderAlerts(lenientTenant());
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), WAIT);
    expect(lenientTypes(rows().map((cells) => cells[0] ?? ''))).toEqual([]);
    expect(messages()).not.toContain(CAMILA_LATE);
  });

  it('apply to a past day too', async () => {
    await renderAlerts(lenientTenant());
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), WAIT);
    pickDay(PREVIOUS_WEEKDAY);
    await waitFor(() => expect(dayInput()).toHaveValue(PREVIOUS_WEEKDAY), WAIT);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), WAIT);
    expect(rows().length).toBeGreaterThan(0);
    expect(lenientTypes(rows().map((cells) => cells[0] ?? ''))).toEqual([]);
  });
});

it("on a past day, an alert opens that person's day as the data has it, in the past tense", async () => {
  const { user } = await renderAlerts();
  await expectMessages(expectedAlerts(TODAY).map((a) => a.message));
  pickDay(PREVIOUS_WEEKDAY);
  const past = expectedAlerts(PREVIOUS_WEEKDAY);
  await expectMessages(past.map(pastMessage));

  // Someone who punched that day, so the dialog has times to show.
  const alert = past.find((a) => a.type === 'Salida Temprana');
  if (!alert) throw new Error('the previous weekday has a Salida Temprana');
  const name = alert.user?.name ?? '';
  const bounds = zonedDayBounds(dayKeyToInstant(PREVIOUS_WEEKDAY, TZ), TZ);
  const inDay = (date: Date) => date >= bounds.start && date < bounds.end;
  const schedule = dataset.schedulesConfig.find((s) => s.userId === alert.userId && inDay(s.date));
  if (!schedule) throw new Error(`${name} has a schedule that day`);
  const slot = slotsOf(schedule)[0];
  const record = dataset.attendance.find(
    (a) => a.userId === alert.userId && inDay(a.date) && a.slotIndex === 0,
  );
  if (!slot || !record?.checkInTime || !record.checkOutTime) throw new Error(`${name} punched slot 0`);

  const [opener] = screen.getAllByRole('button', { name: `Ver el día de ${name}` });
  if (!opener) throw new Error(`no row of ${name}`);
  await user.click(opener);
  const dialog = await screen.findByRole(
    'dialog',
    { name: `Día de ${name}, ${formatDayKey(PREVIOUS_WEEKDAY, 'dd-MM-yyyy')}` },
    WAIT,
  );
  expect(dialog).toHaveAccessibleDescription('Martes 17 de noviembre de 2026');
  // The slot under its shift's name (issue #47 item 7: never `Turno 1`).
  const shift = dataset.shifts.find((s) => s.id === schedule.shiftId);
  if (!shift) throw new Error(`${name}'s schedule names a shift`);
  const tramo = slotsOf(schedule).length > 1 ? ', tramo 1' : '';
  const group = await within(dialog).findByRole(
    'group',
    { name: `${shift.name}${tramo} · ${slotLabel(slot)}` },
    WAIT,
  );
  const punches = within(group).getAllByRole('definition');
  expect(punches[0]).toHaveTextContent(hhmmInZone(record.checkInTime, TZ));
  expect(punches[3]).toHaveTextContent(hhmmInZone(record.checkOutTime, TZ));
  const theirs = past.filter((a) => a.userId === alert.userId);
  const items = within(within(dialog).getByRole('list', { name: `Alertas de ${name}` })).getAllByRole(
    'listitem',
  );
  expect(items).toHaveLength(theirs.length);
  theirs.forEach((a, i) => expect(items[i]).toHaveTextContent(pastTenseLine(a, TZ)));

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
  expect(opener).toHaveFocus();
});
