/**
 * The bell's art. 45 notices (Res. Ex. N° 38), computed in the browser by <Art45NoticesProvider> from the same rule
 * the e-mails follow (domain/attendance/art45-notices.ts), over the demo store: a worker sees their own, a manager
 * everyone's.
 */
import { screen, waitFor, within } from '@testing-library/react';

import type { DemoSeed } from '../../testing/render-screen';
import { renderScreen, TEST_PEOPLE } from '../../testing/render-screen';
import { at, buildAttendance, buildSchedule, buildUserDoc } from '../../testing/data-builders';
import { AlertsBell } from './alerts-bell';
import { Art45NoticesProvider } from './art45-notices-provider';
import { useLastAlertCheck } from './last-alert-check-store';

const TODAY = '2026-11-18';
const NINE_THIRTY = at(TODAY, '09:30');
const WORKER = TEST_PEOPLE.employee.uid;
const WAIT = { timeout: 25_000 };
vi.setConfig({ testTimeout: 60_000 });

/** A worker's bell is `Mis avisos`; a manager's `Alertas`. */
const bell = () => screen.getByRole('button', { name: /^(Alertas|Mis avisos)/ });

function renderBell(now: Date, docs: DemoSeed, role: 'employee' | 'admin' = 'employee') {
  vi.useFakeTimers({ toFake: ['Date'], now });
  return renderScreen(
    <Art45NoticesProvider scope={role === 'employee' ? 'own' : 'tenant'}>
      <AlertsBell />
    </Art45NoticesProvider>,
    { role, docs, url: '/checkin' },
  );
}

// The badge counts what arose after the last look; the store outlives a file (the dom project shares modules).
beforeEach(() => {
  useLastAlertCheck.setState({ lastCheckedTime: null });
});

afterEach(() => {
  vi.useRealTimers();
});

const today = buildSchedule(TODAY, [{ startTime: '09:00', endTime: '18:00' }], { userId: WORKER });

describe('the bell (Res. Ex. N° 38 art. 45)', () => {
  it('Res. Ex. N° 38 art. 45: the worker sees their own entrada missing 30 minutes after it was due', async () => {
    const { user } = await renderBell(NINE_THIRTY, { schedulesConfig: [today] });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Mis avisos, 1 nuevo'), WAIT);
    await user.click(bell());
    const panel = screen.getByRole('dialog', { name: 'Mis avisos' });
    const notices = within(panel).getByRole('list', { name: 'Avisos art. 45' });
    expect(within(notices).getByRole('button')).toHaveTextContent(
      'Marca de entrada no registradaCorrespondía el 18/11/26 a las 09:00:00; aún puede registrarse.',
    );
    // A worker's bell has no tenant alerts and no link to /alertas.
    expect(within(panel).queryByRole('link', { name: 'Ver alertas' })).not.toBeInTheDocument();
  });

  it('Res. Ex. N° 38 art. 45: nothing 1 s before the 30 minutes, nor once the marca exists', async () => {
    const { user, unmount } = await renderBell(new Date(NINE_THIRTY.getTime() - 1000), {
      schedulesConfig: [today],
    });
    expect(bell()).toHaveAccessibleName('Mis avisos');
    await user.click(bell());
    const panel = screen.getByRole('dialog', { name: 'Mis avisos' });
    await waitFor(() => expect(within(panel).getByText('No tienes avisos.')).toBeInTheDocument(), WAIT);
    unmount();

    const punched = buildAttendance(TODAY, 0, { checkIn: '09:29' }, { userId: WORKER });
    const view = await renderBell(NINE_THIRTY, { schedulesConfig: [today], attendance: [punched] });
    await view.user.click(bell());
    const again = screen.getByRole('dialog', { name: 'Mis avisos' });
    await waitFor(() => expect(within(again).getByText('No tienes avisos.')).toBeInTheDocument(), WAIT);
    expect(within(again).queryByRole('list', { name: 'Avisos art. 45' })).not.toBeInTheDocument();
  });

  it('Res. Ex. N° 38 art. 45: the worker sees the compensatory rest of the last 30-day period, in the demo too', async () => {
    // The period 26/09/26–25/10/26 ended before today; Sunday 18 October was worked.
    const sunday = '2026-10-18';
    const { user } = await renderBell(NINE_THIRTY, {
      schedulesConfig: [
        buildSchedule(sunday, [{ startTime: '09:00', endTime: '14:00' }], { userId: WORKER }),
      ],
      attendance: [buildAttendance(sunday, 0, { checkIn: '09:00', checkOut: '14:00' }, { userId: WORKER })],
    });
    await user.click(bell());
    const panel = screen.getByRole('dialog', { name: 'Mis avisos' });
    await waitFor(
      () =>
        expect(within(panel).getByRole('list', { name: 'Avisos art. 45' })).toHaveTextContent(
          'Descanso compensatorioDel 26/09/26 al 25/10/26: 1 domingo trabajado; corresponde 1 día de descanso compensatorio (art. 38 del Código del Trabajo).',
        ),
      WAIT,
    );
  });

  it("Res. Ex. N° 38 art. 45: a manager's bell names whose notice it is, above today's alerts", async () => {
    const worker = buildUserDoc({ id: WORKER, displayName: 'Camila Rojas', role: 'employee' });
    const { user } = await renderBell(NINE_THIRTY, { users: [worker], schedulesConfig: [today] }, 'admin');
    await user.click(bell());
    const panel = screen.getByRole('dialog', { name: 'Alertas Recientes' });
    await waitFor(
      () =>
        expect(within(panel).getByRole('list', { name: 'Avisos art. 45' })).toHaveTextContent(
          'Camila Rojas: Marca de entrada no registrada',
        ),
      WAIT,
    );
  });
});
