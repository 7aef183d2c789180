import { fakeAuth } from '../../src/testing/data-builders';
// Integration: the Alertas screen on the real demo store seeded with the demo tenant, for today (live, through
// <AlertsProvider>) and for a past day chosen in the 'Día' input (one-shot read through useDayAlerts). The layer
// rules keep a feature from importing the demo adapter, hence this lives under tests/.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteDB } from 'idb';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import type { DemoStore } from '../../src/data/demo/demo-store';
import { openDemoStore } from '../../src/data/demo/open-demo-store';
import { generateDemoTenant, type DemoDataset } from '../../src/data/demo/seed';
import type { Claims } from '../../src/data/ports/auth-port';
import type { Backend } from '../../src/data/ports/backend';
import type { PolicyCaller } from '../../src/data/ports/policy-caller';
import { AlertsProvider } from '../../src/features/alerts/alerts-provider';
import { AlertsScreen } from '../../src/features/alerts/alerts-screen';
import { computeAlerts, type Alert } from '../../src/features/alerts/compute-alerts';
import { BackendContext } from '../../src/lib/backend-context';
import { dayKeyToInstant, hhmmInZone, zonedDayBounds } from '../../src/domain/calendar/time-zone';
import { useAuthStore } from '../../src/stores/auth-store';

const TZ = 'America/Santiago';
const TENANT = 'demo';
/** Wednesday 2026-11-18, 09:20 in Santiago: Camila Rojas (09:00–18:00) has not checked in. */
const NOW = new Date('2026-11-18T09:20:00-03:00');
const TODAY = '2026-11-18';
const PREVIOUS_WEEKDAY = '2026-11-17';
/** Long before the demo tenant's seeded window (60 days back): no schedules, no attendance. */
const BEFORE_THE_DATA = '2026-08-03';
const CAMILA_LATE = 'Camila Rojas aún no ha registrado entrada (Programado: 09:00).';

/** Seeding and reading thousands of documents in fake IndexedDB is slow on a loaded machine. */
const WAIT = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const ADMIN_CLAIMS: Claims = { role: 'admin', tenantId: TENANT };
const ADMIN: PolicyCaller = { uid: 'demo-admin', claims: ADMIN_CLAIMS };

const auth = fakeAuth();

let dataset: DemoDataset;
let store: DemoStore;
let caller: PolicyCaller | null;
let databases = 0;

beforeAll(() => {
  dataset = generateDemoTenant({ now: NOW });
});

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  caller = ADMIN;
  store = await openDemoStore({
    dbName: `alerts-past-day-${++databases}`,
    channel: null,
    getCaller: () => caller,
  });
  await store.seedAll(dataset);
  useAuthStore.setState({ auth: ADMIN_CLAIMS });
});

afterEach(() => {
  // Unmount before the store closes and the claims go, so that neither updates a mounted screen.
  cleanup();
  store.close();
  useAuthStore.setState({ auth: null });
  vi.useRealTimers();
});

afterAll(async () => {
  for (let i = 1; i <= databases; i++) await deleteDB(`alerts-past-day-${i}`);
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

function renderAlerts() {
  const user = userEvent.setup();
  const backend: Backend = { kind: 'demo', auth, store };
  render(
    <BackendContext.Provider value={backend}>
      <AlertsProvider tenantId={TENANT}>
        <MemoryRouter initialEntries={['/alertas']}>
          <Routes>
            <Route path="/alertas" element={<AlertsScreen />} />
          </Routes>
        </MemoryRouter>
      </AlertsProvider>
    </BackendContext.Provider>,
  );
  return user;
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

const dayInput = () => screen.getByLabelText('Día');

function pickDay(key: string) {
  fireEvent.change(dayInput(), { target: { value: key } });
}

/** Waits until the table shows exactly these messages, in order. */
async function expectMessages(expected: string[]) {
  await waitFor(() => expect(messages()).toEqual(expected), WAIT);
}

it("shows today's alerts live from the store, Camila Rojas's Llegada Tardía among them", async () => {
  renderAlerts();
  const today = expectedAlerts(TODAY);
  expect(today.length).toBeGreaterThan(0);
  await expectMessages(today.map((a) => a.message));
  expect(messages()).toContain(CAMILA_LATE);
  expect(dayInput()).toHaveValue(TODAY);
  // Today: wall time in the tenant zone, then the relative time.
  expect(rows().find((cells) => cells[2] === CAMILA_LATE)?.[3]).toBe('09:00 · hace 20 minutos');
});

it("a past day chosen in 'Día' shows that day's alerts, then today's again", async () => {
  renderAlerts();
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
          a.message,
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
  const user = renderAlerts();
  await expectMessages(expectedAlerts(TODAY).map((a) => a.message));
  pickDay(PREVIOUS_WEEKDAY);
  const past = expectedAlerts(PREVIOUS_WEEKDAY);
  await expectMessages(past.map((a) => a.message));

  const first = past[0];
  if (!first) throw new Error('the previous weekday has alerts');
  await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
  await user.click(screen.getByRole('option', { name: first.type }));
  expect(messages()).toEqual(past.filter((a) => a.type === first.type).map((a) => a.message));

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
  expect(messages()).toEqual(past.filter((a) => a.userId === first.userId).map((a) => a.message));
});

it('a day with no data says No hay alertas para este día.', async () => {
  renderAlerts();
  await expectMessages(expectedAlerts(TODAY).map((a) => a.message));
  expect(expectedAlerts(BEFORE_THE_DATA)).toEqual([]);
  pickDay(BEFORE_THE_DATA);
  expect(await screen.findByText('No hay alertas para este día.', {}, WAIT)).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('a past day that cannot be read shows the error (and logs it)', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  renderAlerts();
  await expectMessages(expectedAlerts(TODAY).map((a) => a.message));
  // The store now acts for nobody: the one-shot read of the past day is denied.
  caller = null;
  pickDay(PREVIOUS_WEEKDAY);
  expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent('No se pudieron cargar las alertas.');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(error).toHaveBeenCalledWith('Alertas: no se pudieron cargar los datos del día', expect.anything());
});

it('shows a spinner while the past day loads', async () => {
  renderAlerts();
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
  async function seedLenientTenant() {
    const [tenant] = dataset.tenants;
    if (!tenant) throw new Error('the demo dataset has its tenant');
    const alertThresholds = {
      ...tenant.settings.alertThresholds,
      noCheckInMinutes: 600,
      longBreakMinutes: 600,
    };
    await store.seedAll({
      ...dataset,
      tenants: [{ ...tenant, settings: { ...tenant.settings, alertThresholds } }],
    });
  }
  const lenientTypes = (types: string[]) =>
    types.filter((t) => t === 'Llegada Tardía' || t === 'Descanso Largo');

  it('apply to today', async () => {
    await seedLenientTenant();
    renderAlerts();
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), WAIT);
    expect(lenientTypes(rows().map((cells) => cells[0] ?? ''))).toEqual([]);
    expect(messages()).not.toContain(CAMILA_LATE);
  });

  it('apply to a past day too', async () => {
    await seedLenientTenant();
    renderAlerts();
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), WAIT);
    pickDay(PREVIOUS_WEEKDAY);
    await waitFor(() => expect(dayInput()).toHaveValue(PREVIOUS_WEEKDAY), WAIT);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), WAIT);
    expect(rows().length).toBeGreaterThan(0);
    expect(lenientTypes(rows().map((cells) => cells[0] ?? ''))).toEqual([]);
  });
});
