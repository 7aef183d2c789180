import { screen, within } from '@testing-library/react';

import {
  buildAttendance,
  buildSchedule,
  buildShift,
  buildTenant,
  buildUserDoc,
} from '../../testing/data-builders';
import { renderScreen } from '../../testing/render-screen';
import { CheckinScreen } from './checkin-screen';

// The live clock ticks every second on real timers; here it reads the (faked) Date once per render.
vi.mock('../../lib/use-now', () => ({ useNow: () => new Date() }));

/** Wednesday 2026-11-18 09:20 in Santiago. */
const NOW = new Date('2026-11-18T12:20:00.000Z');
const DAY = '2026-11-18';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

const OFICINA = buildShift({ id: 'oficina' });
const CORTADO = buildShift({
  id: 'cortado',
  name: 'Cortado',
  timeSlots: [
    { startTime: '08:00', endTime: '12:00' },
    { startTime: '16:00', endTime: '20:00' },
  ],
  lunchMinutes: 0,
});

function renderDay(shiftId: string, timeSlots: { startTime: string; endTime: string }[]) {
  return renderScreen(<CheckinScreen />, {
    docs: {
      tenants: [buildTenant()],
      users: [buildUserDoc()],
      shifts: [OFICINA, CORTADO],
      schedulesConfig: [buildSchedule(DAY, timeSlots, { shiftId })],
      attendance: [buildAttendance(DAY, 0, { checkIn: '08:58' })],
    },
  });
}

describe('CheckinScreen: the shift’s name', () => {
  it('issue #47 item 7: titles the card with the shift’s name, not "Turno 1"', async () => {
    await renderDay('oficina', [{ startTime: '09:00', endTime: '18:00' }]);
    const card = await screen.findByRole('region', { name: 'Oficina · 09:00 – 18:00' }, { timeout: 10_000 });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Oficina · 09:00 – 18:00');
    expect(screen.queryByRole('region', { name: /^Turno 1/ })).not.toBeInTheDocument();
  });

  it('issue #47 item 7: numbers the two slots of a split shift', async () => {
    await renderDay('cortado', CORTADO.timeSlots);
    expect(
      await screen.findByRole('region', { name: 'Cortado 1 · 08:00 – 12:00' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cortado 2 · 16:00 – 20:00' })).toBeInTheDocument();
  });
});
