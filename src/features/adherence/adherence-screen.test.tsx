import { screen, within } from '@testing-library/react';

import { buildAbsence, buildAttendance, buildSchedule, buildUserDoc } from '../../testing/data-builders';
import { renderScreen, TEST_PEOPLE } from '../../testing/render-screen';
import { AdherenceScreen } from './adherence-screen';

/** Thursday 19 November 2026, 10:00 in Santiago. */
const NOW = new Date('2026-11-19T13:00:00.000Z');
const CAMILA = TEST_PEOPLE.employee.uid;
const ADMIN = TEST_PEOPLE.admin.uid;
const BEN = 'ben';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Camila, 9:00–18:00 (8 h planned after colación? none here: 9 h): Monday on time to 18:00, Tuesday 20 minutes
 * late, Wednesday on approved leave. Ben (Bodega): Monday absent. Thursday is running: not counted.
 */
function open(url: string) {
  return renderScreen(<AdherenceScreen />, {
    role: 'admin',
    url,
    path: '/adherencia',
    docs: {
      users: [
        buildUserDoc({
          id: CAMILA,
          displayName: 'Camila Rojas',
          email: TEST_PEOPLE.employee.email,
          department: 'Ventas',
        }),
        buildUserDoc({
          id: BEN,
          displayName: 'Benjamín Soto',
          email: 'ben@asiste.test',
          department: 'Bodega',
        }),
        buildUserDoc({
          id: ADMIN,
          displayName: 'Andrés Soto',
          role: 'admin',
          email: TEST_PEOPLE.admin.email,
        }),
      ],
      schedulesConfig: [
        ...['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19'].map((day) =>
          buildSchedule(day, undefined, { userId: CAMILA }),
        ),
        buildSchedule('2026-11-16', undefined, { userId: BEN }),
      ],
      attendance: [
        buildAttendance('2026-11-16', 0, { checkIn: '08:58', checkOut: '18:00' }, { userId: CAMILA }),
        buildAttendance('2026-11-17', 0, { checkIn: '09:20', checkOut: '18:00' }, { userId: CAMILA }),
        buildAttendance('2026-11-19', 0, { checkIn: '09:00' }, { userId: CAMILA }),
      ],
      absences: [buildAbsence('2026-11-18', '2026-11-18', { userId: CAMILA })],
    },
  });
}

describe('AdherenceScreen', { timeout: 30_000 }, () => {
  it('shows adherence and punctuality with their definitions, per person and per department', async () => {
    await open('/adherencia?periodo=semana&por=persona');
    // Planned: Camila 9 h + 9 h (Wednesday on leave, Thursday running), Ben 9 h; worked 9 h + 8:40:00.
    expect(await screen.findByText('Adherencia: 65,4 %')).toBeInTheDocument();
    // Entries: Monday, Tuesday (late) and Thursday: 2 of 3 on time.
    expect(screen.getByText('Puntualidad: 66,7 %')).toBeInTheDocument();
    expect(screen.getByText(/^Adherencia: tiempo trabajado dentro de lo planificado/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Adherencia por persona/ });
    expect(
      within(table).getByRole('row', { name: /Camila Rojas 18:00:00 17:40:00 98,1 % 3 2 66,7 %/ }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: /Benjamín Soto 9:00:00 0:00:00 0 % 0 0 —/ }),
    ).toBeInTheDocument();

    await screen.findByRole('figure', { name: /^Horas planificadas y trabajadas por persona/ });
  });

  it('groups by department and falls back to this month on an invalid period', async () => {
    const view = await open('/adherencia?periodo=ayer_mañana&por=departamento');
    expect(
      await screen.findByText('El periodo de la dirección no es válido: se muestra este mes.'),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Adherencia por departamento/ });
    // This month, not today: Bodega's only planned day is Monday.
    expect(
      await within(table).findByRole('row', { name: /^Bodega 9:00:00 0:00:00 0 %/ }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^Ventas/ })).toBeInTheDocument();
    await view.user.click(screen.getByRole('tab', { name: 'Por día' }));
    expect(await screen.findByRole('table', { name: /Adherencia por día/ })).toBeInTheDocument();
  });
});
