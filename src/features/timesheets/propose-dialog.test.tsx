import { screen, within } from '@testing-library/react';

import { buildAttendance, buildSchedule, buildUserDoc } from '../../testing/data-builders';
import { renderScreen, TEST_PEOPLE, type RenderedScreen } from '../../testing/render-screen';
import { TimesheetsScreen } from './timesheets-screen';

/** Wednesday 18 November 2026, 10:00 in Santiago: yesterday is Tuesday 17. */
const NOW = new Date('2026-11-18T13:00:00.000Z');
const CAMILA = TEST_PEOPLE.employee.uid;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Camila came in at 09:40 on Tuesday's 09:00–18:00 and never marked her exit: late and incomplete. */
function open(url: string): Promise<RenderedScreen> {
  return renderScreen(<TimesheetsScreen />, {
    role: 'admin',
    url,
    path: '/asistencias/:type/:range',
    docs: {
      users: [buildUserDoc({ id: CAMILA, displayName: 'Camila Rojas', email: TEST_PEOPLE.employee.email })],
      schedulesConfig: [buildSchedule('2026-11-17', undefined, { userId: CAMILA })],
      attendance: [buildAttendance('2026-11-17', 0, { checkIn: '09:40' }, { userId: CAMILA })],
    },
  });
}

async function openDialog(view: RenderedScreen): Promise<HTMLElement> {
  const tuesday = await screen.findByRole('row', { name: /Camila Rojas mar 17-11/ }, { timeout: 10_000 });
  await view.user.click(within(tuesday).getByRole('button', { name: /^Corregir/ }));
  return screen.findByRole('dialog', { name: 'Proponer corrección' });
}

describe('ProposeDialog', { timeout: 30_000 }, () => {
  it('issue #47 item 7: from Atrasos it starts on the late entry at its recorded time, not on the exit', async () => {
    const view = await open('/asistencias/atrasos/ayer');
    const dialog = await openDialog(view);
    expect(within(dialog).getByRole('combobox', { name: 'Marca' })).toHaveTextContent('Entrada');
    expect(within(dialog).getByLabelText(/^Hora/)).toHaveValue('09:40');
    expect(
      within(dialog).getByText('Registrado: 09:40. Como tolerancia, puedes adelantarla hasta las 09:00.'),
    ).toBeInTheDocument();
  });

  it('issue #47 item 7: from Incompletas the same row starts on the missing exit at the slot’s end', async () => {
    const view = await open('/asistencias/incompletas/ayer');
    const dialog = await openDialog(view);
    expect(within(dialog).getByRole('combobox', { name: 'Marca' })).toHaveTextContent('Salida');
    expect(within(dialog).getByLabelText(/^Hora/)).toHaveValue('18:00');
  });

  it('issue #47 item 7: choosing another marca brings its time, unless a time was typed', async () => {
    const view = await open('/asistencias/incompletas/ayer');
    const dialog = await openDialog(view);
    await view.user.click(within(dialog).getByRole('combobox', { name: 'Marca' }));
    await view.user.click(await screen.findByRole('option', { name: 'Entrada' }));
    const time = within(dialog).getByLabelText(/^Hora/);
    expect(time).toHaveValue('09:40');
    await view.user.clear(time);
    await view.user.type(time, '09:05');
    await view.user.click(within(dialog).getByRole('combobox', { name: 'Marca' }));
    await view.user.click(await screen.findByRole('option', { name: 'Salida' }));
    expect(time).toHaveValue('09:05');
  });
});
