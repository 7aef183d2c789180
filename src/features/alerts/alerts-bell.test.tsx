import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { ALERT_PEOPLE, buildAlert, buildAlerts } from '../../testing/alert-builders';
import type { Alert } from './alert-types';
import { AlertsBell } from './alerts-bell';
import { AlertsContext, type LiveAlerts } from './alerts-context';
import { LAST_ALERT_CHECK_KEY, useLastAlertCheck } from './last-alert-check-store';

/** The instant the bell is opened (Date is faked; timers stay real for user-event). */
const NOW = new Date('2026-11-18T12:40:00.000Z');

function live(alerts: Alert[], status: LiveAlerts['status'] = 'ready'): LiveAlerts {
  return { status, alerts, timeZone: 'America/Santiago', thresholds: {}, now: NOW, retry: () => undefined };
}

/** Shows where the router went, so navigation can be asserted. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Ubicación">{`${location.pathname}${location.search}`}</output>;
}

function renderBell(value: LiveAlerts) {
  const user = userEvent.setup();
  render(
    <AlertsContext.Provider value={value}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<AlertsBell />} />
          <Route path="/alertas" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </AlertsContext.Provider>,
  );
  return { user };
}

const bellButton = () => screen.getByRole('button', { name: /^Alertas/ });
const panel = () => screen.getByRole('dialog', { name: 'Alertas Recientes' });
/** The badge carries the count in its label; MUI hides a zero badge with the `invisible` class. */
const badge = (count: number) => screen.getByLabelText(`${count} nuevas`);

async function openBell(user: ReturnType<typeof userEvent.setup>) {
  await user.click(bellButton());
  return panel();
}

function items(dialog: HTMLElement): HTMLElement[] {
  return within(within(dialog).getByRole('list', { name: 'Alertas recientes' })).getAllByRole('button');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  useLastAlertCheck.setState({ lastCheckedTime: null });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('badge', () => {
  it('counts every alert when never checked', () => {
    renderBell(live(buildAlerts(3)));
    expect(badge(3)).toHaveTextContent('3');
    expect(badge(3)).not.toHaveClass('MuiBadge-invisible');
    // The count is part of the button's accessible name.
    expect(bellButton()).toHaveAccessibleName('Alertas, 3 nuevas');
  });

  it('counts only the alerts newer than the stored last check', () => {
    const alerts = buildAlerts(7); // 12:30, 12:29, … 12:24 UTC
    localStorage.setItem(LAST_ALERT_CHECK_KEY, '2026-11-18T12:27:30.000Z');
    useLastAlertCheck.getState().loadLastCheckedTime();
    renderBell(live(alerts));
    expect(badge(3)).toHaveTextContent('3');
    expect(bellButton()).toHaveAccessibleName('Alertas, 3 nuevas');
  });

  it('shows no badge with 0 alerts', () => {
    renderBell(live([]));
    expect(badge(0)).toHaveClass('MuiBadge-invisible');
    expect(bellButton()).toHaveAccessibleName('Alertas');
  });

  it('opening the bell marks everything seen now: the badge goes and lastAlertCheckTime is stored', async () => {
    const { user } = renderBell(live(buildAlerts(7)));
    expect(localStorage.getItem(LAST_ALERT_CHECK_KEY)).toBeNull();
    expect(badge(7)).toHaveTextContent('7');

    await openBell(user);
    await user.keyboard('{Escape}');

    const stored = localStorage.getItem(LAST_ALERT_CHECK_KEY);
    expect(stored).toBe(NOW.toISOString());
    expect(new Date(stored ?? '').toISOString()).toBe(stored);
    expect(useLastAlertCheck.getState().lastCheckedTime?.getTime()).toBe(NOW.getTime());
    expect(badge(0)).toHaveClass('MuiBadge-invisible');
    expect(bellButton()).toHaveAccessibleName('Alertas');
    expect(bellButton()).not.toHaveAttribute('aria-expanded');
  });
});

describe('panel', () => {
  it('has the title Alertas Recientes and a link to /alertas', async () => {
    const { user } = renderBell(live(buildAlerts(3)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openBell(user);
    expect(within(dialog).getByRole('heading', { name: 'Alertas Recientes' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Ver alertas' })).toHaveAttribute('href', '/alertas');
  });

  it('shows a spinner named Cargando alertas while loading', async () => {
    const { user } = renderBell(live([], 'loading'));
    const dialog = await openBell(user);
    expect(within(dialog).getByRole('progressbar', { name: 'Cargando alertas' })).toBeInTheDocument();
    expect(within(dialog).queryByText('No hay alertas nuevas.')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says No hay alertas nuevas. with 0 alerts', async () => {
    const { user } = renderBell(live([]));
    const dialog = await openBell(user);
    expect(within(dialog).getByText('No hay alertas nuevas.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /^Ver todas/ })).not.toBeInTheDocument();
  });

  it('shows nothing new, not a spinner, when the alerts failed to load', async () => {
    const { user } = renderBell(live([], 'error'));
    const dialog = await openBell(user);
    expect(within(dialog).getByText('No hay alertas nuevas.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('with 3 alerts lists all three, each with initials, name, message and relative time', async () => {
    const alerts = buildAlerts(3);
    const { user } = renderBell(live(alerts));
    const dialog = await openBell(user);
    const rows = items(dialog);
    expect(rows).toHaveLength(3);
    rows.forEach((row, i) => {
      const person = ALERT_PEOPLE[i];
      const alert = alerts[i];
      expect(within(row).getByText(person?.initials ?? '?')).toBeInTheDocument();
      expect(within(row).getByText(person?.name ?? '?')).toBeInTheDocument();
      expect(within(row).getByText(alert?.message ?? '?')).toBeInTheDocument();
      expect(within(row).getByText(alert?.time ?? '?')).toBeInTheDocument();
    });
    expect(within(rows[0] ?? dialog).getByText('Entrada 20 min tarde.')).toBeInTheDocument();
    expect(within(rows[0] ?? dialog).getByText('hace 10 minutos')).toBeInTheDocument();
    // Only the divider under the title: no second divider and no "Ver todas" link.
    expect(within(dialog).getAllByRole('separator')).toHaveLength(1);
    expect(within(dialog).queryByRole('link', { name: /^Ver todas/ })).not.toBeInTheDocument();
  });

  it('shows the photo when the user has one', async () => {
    const alert = buildAlert({ user: { id: 'u-camila', name: 'Camila Rojas', photoURL: '/camila.png' } });
    const { user } = renderBell(live([alert]));
    const dialog = await openBell(user);
    expect(within(dialog).getByRole('img', { name: 'Camila Rojas' })).toHaveAttribute('src', '/camila.png');
  });

  it('shows Unknown User for an alert without a user', async () => {
    const alert = buildAlert({ user: undefined, userId: 'ghost' });
    const { user } = renderBell(live([alert]));
    const dialog = await openBell(user);
    expect(within(items(dialog)[0] ?? dialog).getByText('Unknown User')).toBeInTheDocument();
  });

  it('with 7 alerts lists only the first 5, then a divider and Ver todas las 7 alertas', async () => {
    const alerts = buildAlerts(7);
    const { user } = renderBell(live(alerts));
    const dialog = await openBell(user);
    const rows = items(dialog);
    expect(rows).toHaveLength(5);
    rows.forEach((row, i) => expect(row).toHaveTextContent(alerts[i]?.message ?? '?'));
    expect(within(dialog).queryByText(alerts[5]?.message ?? '?')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(alerts[6]?.message ?? '?')).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('separator')).toHaveLength(2);
    const all = within(dialog).getByRole('link', { name: 'Ver todas las 7 alertas' });
    expect(all).toHaveAttribute('href', '/alertas');

    await user.click(all);
    expect(await screen.findByRole('status', { name: 'Ubicación' })).toHaveTextContent(/^\/alertas$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('navigation', () => {
  it('clicking an alert opens /alertas?alertId=<id> with the id URL-encoded', async () => {
    const alerts = buildAlerts(3);
    const odd = buildAlert({ id: 'unscheduled:Jos%C3%A9%20P%C3%A9rez:2026-11-18:r1&x=1', timestamp: NOW });
    const { user } = renderBell(live([odd, ...alerts]));
    const dialog = await openBell(user);

    await user.click(items(dialog)[0] ?? dialog);

    const location = await screen.findByRole('status', { name: 'Ubicación' });
    expect(location.textContent).toBe(`/alertas?alertId=${encodeURIComponent(odd.id)}`);
    expect(location.textContent).toContain('%3A');
    const search = (location.textContent ?? '').slice('/alertas'.length);
    expect(new URLSearchParams(search).get('alertId')).toBe(odd.id);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('clicking the header link goes to /alertas', async () => {
    const { user } = renderBell(live(buildAlerts(2)));
    const dialog = await openBell(user);
    await user.click(within(dialog).getByRole('link', { name: 'Ver alertas' }));
    expect(await screen.findByRole('status', { name: 'Ubicación' })).toHaveTextContent(/^\/alertas$/);
  });

  it('each item of a 7-alert list opens its own alert', async () => {
    const alerts = buildAlerts(7);
    const { user } = renderBell(live(alerts));
    const dialog = await openBell(user);
    await user.click(items(dialog)[4] ?? dialog);
    const location = await screen.findByRole('status', { name: 'Ubicación' });
    expect(location.textContent).toBe(`/alertas?alertId=${encodeURIComponent(alerts[4]?.id ?? '?')}`);
  });
});
