import { screen, within } from '@testing-library/react';

import { buildAttendance, buildSchedule, buildUserDoc } from '../../testing/data-builders';
import { renderScreen, TEST_PEOPLE } from '../../testing/render-screen';
import { DashboardScreen } from './dashboard-screen';

/** Wednesday 18 November 2026, 09:20 in Santiago. */
const NOW = new Date('2026-11-18T12:20:00.000Z');
const CAMILA = TEST_PEOPLE.employee.uid;
const ADMIN = TEST_PEOPLE.admin.uid;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('DashboardScreen', () => {
  it('at 09:20 shows Camila not yet in, late, linking to today’s late arrivals, and the week so far', async () => {
    await renderScreen(<DashboardScreen />, {
      role: 'admin',
      docs: {
        users: [
          buildUserDoc({ id: CAMILA, displayName: 'Camila Rojas', email: TEST_PEOPLE.employee.email }),
          buildUserDoc({ id: 'felipe', displayName: 'Felipe Contreras', email: 'felipe@asiste.demo' }),
          buildUserDoc({
            id: ADMIN,
            role: 'admin',
            displayName: 'Andrés Soto',
            email: TEST_PEOPLE.admin.email,
          }),
        ],
        schedulesConfig: [
          buildSchedule('2026-11-16', undefined, { userId: CAMILA }),
          buildSchedule('2026-11-18', undefined, { userId: CAMILA }),
          buildSchedule('2026-11-18', undefined, { userId: 'felipe' }),
        ],
        attendance: [
          buildAttendance('2026-11-16', 0, { checkIn: '09:00', checkOut: '18:00' }, { userId: CAMILA }),
          buildAttendance('2026-11-18', 0, { checkIn: '08:55' }, { userId: 'felipe' }),
        ],
      },
    });
    const notIn = await screen.findByRole('article', { name: 'Sin llegar' }, { timeout: 10_000 });
    const link = within(notIn).getByRole('link', { name: 'Sin llegar: 1, ver en Asistencias' });
    expect(link).toHaveAttribute('href', '/asistencias/atrasos/hoy');
    expect(within(notIn).getByText('Camila Rojas')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Atrasados' })).getByRole('link', {
        name: 'Atrasados: 1, ver en Asistencias',
      }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Presentes' })).getByRole('link', {
        name: 'Presentes: 1, ver en Asistencias',
      }),
    ).toHaveAttribute('href', '/asistencias/todas/hoy');
    // Monday's 9 h, and Felipe's 25 minutes so far today, of Monday's plan and today's two whole slots.
    expect(screen.getByText('Trabajadas 9:25:00 de 27:00:00 planificadas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitudes de ausencia: 0' })).toHaveAttribute(
      'href',
      '/ausencias',
    );
  });

  it('issue #47 item 7: on a Monday at 10:00 the week card counts today’s plan and the time worked so far', async () => {
    // Monday 16 November 2026, 10:00 in Santiago: two of three people in, nobody has left yet.
    vi.setSystemTime(new Date('2026-11-16T13:00:00.000Z'));
    const people = [CAMILA, 'felipe', 'rosa'];
    await renderScreen(<DashboardScreen />, {
      role: 'admin',
      docs: {
        users: [
          buildUserDoc({ id: CAMILA, displayName: 'Camila Rojas', email: TEST_PEOPLE.employee.email }),
          buildUserDoc({ id: 'felipe', displayName: 'Felipe Contreras', email: 'felipe@asiste.demo' }),
          buildUserDoc({ id: 'rosa', displayName: 'Rosa Díaz', email: 'rosa@asiste.demo' }),
        ],
        // 09:00–18:00 with an hour of colación: 8 h planned each.
        schedulesConfig: people.map((userId) =>
          buildSchedule('2026-11-16', undefined, { userId, lunchMinutes: 60 }),
        ),
        attendance: [
          buildAttendance('2026-11-16', 0, { checkIn: '09:00' }, { userId: CAMILA }),
          buildAttendance('2026-11-16', 0, { checkIn: '08:50' }, { userId: 'felipe' }),
        ],
      },
    });
    const week = await screen.findByRole('region', { name: 'Esta semana' }, { timeout: 10_000 });
    expect(within(week).getByText('Trabajadas 2:10:00 de 24:00:00 planificadas')).toBeInTheDocument();
    expect(
      within(week).getByText('9 % de lo planificado de lunes a hoy, con lo trabajado hoy hasta ahora'),
    ).toBeInTheDocument();
  });
});
