import { screen, within } from '@testing-library/react';

import type { OvertimeDecision } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import {
  at,
  buildAbsence,
  buildAttendance,
  buildSchedule,
  buildUserDoc,
  TEST_TENANT,
} from '../../testing/data-builders';
import { renderScreen, TEST_PEOPLE } from '../../testing/render-screen';
import { TotalsScreen } from './totals-screen';

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

/** Monday's 1:30 of overtime, approved as 1:00 on those very figures. */
const APPROVED: WithId<OvertimeDecision> = {
  id: `${CAMILA}_2026-11-16`,
  tenantId: TEST_TENANT,
  userId: CAMILA,
  day: '2026-11-16',
  status: 'approved',
  computedSeconds: 90 * 60,
  seconds: 60 * 60,
  note: null,
  decidedBy: ADMIN,
  decidedAt: at('2026-11-17', '09:00'),
};

/**
 * Camila, 9:00–18:00: Monday 9:00 to 19:30, Tuesday 20 minutes late and out at 17:30, Wednesday absent. Ben:
 * Monday on approved leave, Tuesday 9:00–18:00.
 */
function open(url: string) {
  return renderScreen(<TotalsScreen />, {
    role: 'admin',
    url,
    path: '/totales',
    docs: {
      users: [
        buildUserDoc({ id: CAMILA, displayName: 'Camila Rojas', email: TEST_PEOPLE.employee.email }),
        buildUserDoc({ id: BEN, displayName: 'Benjamín Soto', email: 'ben@asiste.test' }),
        buildUserDoc({
          id: ADMIN,
          displayName: 'Andrés Soto',
          role: 'admin',
          email: TEST_PEOPLE.admin.email,
        }),
      ],
      schedulesConfig: [
        ...['2026-11-16', '2026-11-17', '2026-11-18'].map((day) =>
          buildSchedule(day, undefined, { userId: CAMILA }),
        ),
        ...['2026-11-16', '2026-11-17'].map((day) => buildSchedule(day, undefined, { userId: BEN })),
      ],
      attendance: [
        buildAttendance('2026-11-16', 0, { checkIn: '09:00', checkOut: '19:30' }, { userId: CAMILA }),
        buildAttendance('2026-11-17', 0, { checkIn: '09:20', checkOut: '17:30' }, { userId: CAMILA }),
        buildAttendance('2026-11-17', 0, { checkIn: '09:00', checkOut: '18:00' }, { userId: BEN }),
      ],
      absences: [buildAbsence('2026-11-16', '2026-11-16', { userId: BEN })],
      overtimeDecisions: [APPROVED],
    },
  });
}

describe('TotalsScreen', { timeout: 60_000 }, () => {
  it('sums each person’s days, lateness, early leaves, absences, hours and approved overtime', async () => {
    await open('/totales?periodo=semana');
    const table = await screen.findByRole('table', { name: /^Totales por persona · Esta semana/ });
    // Persona, días, atrasos (time), salidas anticipadas, ausencias, horas trabajadas, horas extra aprobadas.
    expect(
      await within(table).findByRole('row', { name: 'Camila Rojas 2 1 (0:20:00) 1 1 18:40:00 1:00:00' }),
    ).toBeInTheDocument();
    // Ben's Monday off is approved leave: no absence.
    expect(
      within(table).getByRole('row', { name: 'Benjamín Soto 1 0 0 0 9:00:00 0:00:00' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exportar/ })).toBeEnabled();
  });

  it('restores the period and the person a shared URL names', async () => {
    await open(`/totales?periodo=2026-11-16_2026-11-16&persona=${CAMILA}`);
    expect(await screen.findByRole('combobox', { name: 'Periodo' })).toHaveTextContent('Personalizado');
    expect(await screen.findByRole('combobox', { name: 'Persona' })).toHaveValue('Camila Rojas');
    const table = await screen.findByRole('table', { name: /^Totales por persona · 16-11-2026$/ });
    expect(await within(table).findByRole('row', { name: /^Camila Rojas 1 0 0 0 / })).toBeInTheDocument();
    expect(within(table).queryByRole('row', { name: /Benjamín Soto/ })).not.toBeInTheDocument();
  });

  it('falls back to this month on a bad period, and says so', async () => {
    await open('/totales?periodo=siempre');
    expect(
      await screen.findByText('El periodo de la dirección no es válido: se muestra este mes.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Periodo' })).toHaveTextContent('Este mes');
  });
});
