/**
 * /libres over the real demo store, for a crafted November 2026: Camila works Monday to Friday and takes two
 * vacation days; Carlos works Saturday nights (22:00–06:00), so his Sundays — and the holiday of Sunday 1
 * November, worked from the night of Saturday 31 October — count as worked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { keysBetween, isoWeekdayOfKey } from '../../domain/calendar/day-keys';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { downloadText } from '../../lib/download';
import {
  at,
  buildAbsence,
  buildAttendance,
  buildHoliday,
  buildSchedule,
  buildTenant,
  buildUserDoc,
} from '../../testing/data-builders';
import { renderScreen, TEST_PEOPLE, type RenderedScreen } from '../../testing/render-screen';
import { FreeDaysScreen } from './free-days-screen';

vi.mock('../../lib/download', () => ({ downloadText: vi.fn(), downloadBlob: vi.fn() }));

const TZ = 'America/Santiago';
/** Wednesday 18 November 2026, 10:00 in Santiago. */
const NOW = new Date('2026-11-18T13:00:00.000Z');
const ADMIN = TEST_PEOPLE.admin.uid;
const CAMILA = TEST_PEOPLE.employee.uid;
const CARLOS = 'demo-noche';
const WAIT = { timeout: 10_000 };
const NIGHT = [{ startTime: '22:00', endTime: '06:00' }];

function docs() {
  const weekdays = keysBetween('2026-11-01', '2026-12-01').filter((day) => isoWeekdayOfKey(day) <= 5);
  return {
    tenants: [buildTenant()],
    users: [
      buildUserDoc({ id: ADMIN, role: 'admin', displayName: 'Andrés Soto', department: 'Gerencia' }),
      buildUserDoc({ id: 'u-gone', displayName: 'Ana Antigua', department: 'Bodega', disabled: true }),
      buildUserDoc({
        id: CAMILA,
        displayName: 'Camila Rojas',
        department: 'Ventas',
        hireDate: dayKeyToInstant('2025-01-01', TZ),
      }),
      buildUserDoc({ id: CARLOS, displayName: 'Carlos Morales', department: 'Bodega', hireDate: null }),
    ],
    holidays: [buildHoliday('2026-11-01', 'Día de Todos los Santos')],
    schedulesConfig: [
      ...weekdays.map((day) => buildSchedule(day)),
      ...['2026-10-31', '2026-11-07', '2026-11-14'].map((day) =>
        buildSchedule(day, NIGHT, { userId: CARLOS, id: `${CARLOS}_${day}` }),
      ),
    ],
    attendance: [
      buildAttendance('2026-11-16', 0, { checkIn: '09:00', checkOut: '18:00' }),
      // Saturday 31 October 22:00 → Sunday 1 November (a holiday) 06:00.
      buildAttendance(
        '2026-10-31',
        0,
        { checkIn: '22:00', checkOut: at('2026-11-01', '06:00') },
        { userId: CARLOS, id: `${CARLOS}_2026-10-31_0` },
      ),
      buildAttendance(
        '2026-11-07',
        0,
        { checkIn: '22:00', checkOut: at('2026-11-08', '06:00') },
        { userId: CARLOS, id: `${CARLOS}_2026-11-07_0` },
      ),
      // Never checked out: counted up to its slot's end, Sunday 15 at 06:00.
      buildAttendance(
        '2026-11-14',
        0,
        { checkIn: '22:00' },
        { userId: CARLOS, id: `${CARLOS}_2026-11-14_0` },
      ),
    ],
    absences: [
      buildAbsence('2026-11-26', '2026-11-27', { id: 'vac', userId: CAMILA }),
      buildAbsence('2026-11-30', '2026-11-30', { id: 'asked', userId: CAMILA, status: 'pendiente' }),
    ],
  };
}

async function open(): Promise<RenderedScreen> {
  const view = await renderScreen(<FreeDaysScreen />, { role: 'admin', docs: docs() });
  await screen.findByRole('row', { name: /^Carlos Morales/ }, WAIT);
  return view;
}

/** The row's header (the person) and cells, as text. */
const cells = (name: RegExp) => {
  const row = within(screen.getByRole('row', { name }));
  return [...row.getAllByRole('rowheader'), ...row.getAllByRole('cell')].map((cell) => cell.textContent);
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.clearAllMocks();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Días libres', { timeout: 60_000 }, () => {
  it('counts days off, holidays, vacations and the Sundays and holidays worked of each active person', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Días libres' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Días libres' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Persona',
      'Días libres planificados',
      'Feriados',
      'Vacaciones tomadas',
      'Saldo de vacaciones',
      'Domingos trabajados',
      'Feriados trabajados',
      'Domingos libres',
    ]);
    // 30 days − 21 weekdays planned; 1 holiday; 2 vacation days; 27,5 accrued − 2; no Sunday worked, 5 off.
    expect(cells(/^Camila Rojas/)).toEqual(['Camila RojasVentas', '9', '1', '2', '25,5 días', '0', '0', '5']);
    // 30 − 2 planned Saturdays (31 October is the month before); Sundays 1, 8 and 15 worked, 1 November a holiday.
    expect(cells(/^Carlos Morales/)).toEqual([
      'Carlos MoralesBodega',
      '28',
      '1',
      '0',
      'Sin fecha de ingreso',
      '3',
      '1',
      '2',
    ]);
    // Admins are planned too; a disabled person is not listed.
    expect(screen.getByRole('row', { name: /^Andrés Soto/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Ana Antigua/ })).toBeNull();
  });

  it('filters by department and exports what it shows', async () => {
    const view = await open();
    await view.user.click(screen.getByRole('combobox', { name: 'Departamento' }));
    await view.user.click(await screen.findByRole('option', { name: 'Bodega' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /^Camila Rojas/ })).toBeNull());
    await view.user.click(screen.getByRole('button', { name: 'Exportar' }));
    // The menu comes in its own chunk the first time it opens.
    await view.user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(downloadText).toHaveBeenCalledOnce());
    const [fileName, text] = vi.mocked(downloadText).mock.calls[0] ?? [];
    expect(fileName).toBe('dias-libres-2026-11-01_2026-11-30.csv');
    expect(text?.replace('\uFEFF', '').split('\r\n')).toEqual([
      'Persona;Departamento;Días libres planificados;Feriados;Vacaciones tomadas;Saldo de vacaciones;Domingos trabajados;Feriados trabajados;Domingos libres',
      'Carlos Morales;Bodega;28;1;0;;3;1;2',
      '',
    ]);
  });

  it('moves by week: the week of 9 November has Sunday 15 worked by the night of Saturday 14', async () => {
    const view = await open();
    await view.user.click(screen.getByRole('button', { name: 'Semana' }));
    await view.user.click(screen.getByRole('button', { name: 'Anterior' }));
    await screen.findByRole('heading', { level: 2, name: 'Semana del 9 al 15 de noviembre de 2026' }, WAIT);
    await waitFor(() => expect(cells(/^Carlos Morales/)[5]).toBe('1'));
    expect(cells(/^Carlos Morales/)).toEqual([
      'Carlos MoralesBodega',
      '6',
      '0',
      '0',
      'Sin fecha de ingreso',
      '1',
      '0',
      '0',
    ]);
    expect(cells(/^Camila Rojas/)).toEqual(['Camila RojasVentas', '2', '0', '0', '25,5 días', '0', '0', '1']);
  });
});
