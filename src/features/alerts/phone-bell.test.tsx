/**
 * `Mis avisos` on the worker's phone (phone-bell.tsx): the same art. 45 notices (Res. Ex. N° 38) as the desktop
 * bell, over the demo store, in plain elements.
 */
import { screen, waitFor, within } from '@testing-library/react';

import type { DemoSeed } from '../../testing/render-screen';
import { renderScreen, TEST_PEOPLE } from '../../testing/render-screen';
import { at, buildSchedule, buildUserDoc } from '../../testing/data-builders';
import { useLastAlertCheck } from './last-alert-check-store';
import { PhoneBell } from './phone-bell';

const TODAY = '2026-11-18';
const WORKER = TEST_PEOPLE.employee.uid;
const WAIT = { timeout: 25_000 };
vi.setConfig({ testTimeout: 60_000 });

const bell = () => screen.getByRole('button', { name: /^Mis avisos/ });
const today = buildSchedule(TODAY, [{ startTime: '09:00', endTime: '18:00' }], { userId: WORKER });
const worker = (teletrabajo: boolean) =>
  buildUserDoc({
    id: WORKER,
    role: 'employee',
    email: TEST_PEOPLE.employee.email,
    displayName: TEST_PEOPLE.employee.displayName,
    ...(teletrabajo ? { teletrabajo: true } : {}),
  });

function renderBell(now: Date, docs: DemoSeed) {
  vi.useFakeTimers({ toFake: ['Date'], now });
  return renderScreen(
    <div className="plain-page">
      <PhoneBell />
    </div>,
    { role: 'employee', docs, url: '/checkin' },
  );
}

beforeEach(() => {
  useLastAlertCheck.setState({ lastCheckedTime: null });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the worker's phone bell (Res. Ex. N° 38 art. 45)", () => {
  it('Res. Ex. N° 38 art. 45: on the phone, Mis avisos says its count, lists the missing entrada linking to /checkin, and closes with Escape', async () => {
    const { user } = await renderBell(at(TODAY, '09:30'), { schedulesConfig: [today] });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Mis avisos, 1 nuevo'), WAIT);
    expect(bell()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell());
    const panel = screen.getByRole('dialog', { name: 'Mis avisos' });
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    // Opened: seen, so the count goes.
    expect(bell()).toHaveAccessibleName('Mis avisos');
    const list = within(panel).getByRole('list', { name: 'Avisos art. 45' });
    const link = within(list).getByRole('link');
    expect(link).toHaveTextContent(
      'Marca de entrada no registradaCorrespondía el 18/11/26 a las 09:00:00; aún puede registrarse.hace unos segundos',
    );
    expect(link).toHaveAttribute('href', '/checkin');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Mis avisos' })).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
  });

  it('Res. Ex. N° 38 art. 45: a teleworker sees the disconnection notice on the phone 30 minutes before the slot starts; a non-teleworker none', async () => {
    const halfPastEight = at(TODAY, '08:30');
    const { user, unmount } = await renderBell(halfPastEight, {
      users: [worker(true)],
      schedulesConfig: [today],
    });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Mis avisos, 1 nuevo'), WAIT);
    await user.click(bell());
    const panel = screen.getByRole('dialog', { name: 'Mis avisos' });
    expect(within(panel).getByRole('list', { name: 'Avisos art. 45' })).toHaveTextContent(
      'Derecho a desconexión (teletrabajo)Jornada de teletrabajo del 18/11/26 de 09:00:00 a 18:00:00; fuera de ella rige el derecho a desconexión (art. 152 quáter J del Código del Trabajo).',
    );
    unmount();

    useLastAlertCheck.setState({ lastCheckedTime: null });
    const view = await renderBell(halfPastEight, {
      users: [worker(false)],
      schedulesConfig: [today],
    });
    await view.user.click(bell());
    const again = screen.getByRole('dialog', { name: 'Mis avisos' });
    await waitFor(() => expect(within(again).getByText('No tienes avisos.')).toBeInTheDocument(), WAIT);
    expect(bell()).toHaveAccessibleName('Mis avisos');
  });
});
