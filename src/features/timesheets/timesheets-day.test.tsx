import { screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import type { AttendanceCorrection } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import {
  at,
  buildAttendance,
  buildLog,
  buildSchedule,
  buildShift,
  buildUserDoc,
  TEST_TENANT,
} from '../../testing/data-builders';
import { renderScreen, TEST_PEOPLE } from '../../testing/render-screen';
import { TABLE_MIN_WIDTH, TIMESHEET_COLUMN_WIDTH, timesheetColumns } from './timesheet-columns';
import { TimesheetsScreen } from './timesheets-screen';

/** Wednesday 18 November 2026, 10:00 in Santiago: yesterday is Tuesday 17. */
const NOW = new Date('2026-11-18T13:00:00.000Z');
const CAMILA = TEST_PEOPLE.employee.uid;
const ADMIN = TEST_PEOPLE.admin.uid;
const TUESDAY = '2026-11-17';
const MONDAY = '2026-11-16';
const seconds = (day: string, hhmm: string, s: number) => new Date(at(day, hhmm).getTime() + s * 1000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Tuesday's exit, proposed by Andrés and still waiting for Camila. */
const proposal: WithId<AttendanceCorrection> = {
  id: 'c-tuesday',
  tenantId: TEST_TENANT,
  userId: CAMILA,
  date: dayKeyToInstant(TUESDAY, 'America/Santiago'),
  slotIndex: 0,
  attendanceId: `${CAMILA}_${TUESDAY}_0`,
  kind: 'punch',
  punch: 'checkOut',
  before: seconds(TUESDAY, '17:30', 4),
  after: at(TUESDAY, '18:00'),
  reason: 'Salió a terreno',
  objectionHours: 48,
  status: 'pending',
  createdBy: ADMIN,
  createdAt: at('2026-11-18', '09:00'),
  respondedAt: null,
  response: null,
  answeredBy: null,
  answeredAt: null,
  answer: null,
};

async function open(url: string) {
  return renderScreen(<TimesheetsScreen />, {
    role: 'admin',
    url,
    path: '/asistencias/:type/:range',
    docs: {
      users: [
        buildUserDoc({ id: CAMILA, displayName: 'Camila Rojas', email: TEST_PEOPLE.employee.email }),
        buildUserDoc({
          id: ADMIN,
          displayName: 'Andrés Soto',
          role: 'admin',
          email: TEST_PEOPLE.admin.email,
        }),
      ],
      shifts: [buildShift()],
      schedulesConfig: [MONDAY, TUESDAY].map((day) =>
        buildSchedule(day, undefined, { userId: CAMILA, shiftId: 'shift-oficina' }),
      ),
      attendance: [
        // Monday: 09:17:30 to 18:00:00, 60 min of lunch → 7:42:30 worked, 0:17:30 late.
        buildAttendance(
          MONDAY,
          0,
          {
            checkIn: seconds(MONDAY, '09:17', 30),
            lunchStart: '13:00',
            lunchEnd: '14:00',
            checkOut: '18:00',
          },
          { userId: CAMILA },
        ),
        // Tuesday: on time, out at 17:30:04 — 29 min 56 s early, past the 15-minute tolerance.
        buildAttendance(
          TUESDAY,
          0,
          { checkIn: '08:59', checkOut: seconds(TUESDAY, '17:30', 4) },
          {
            userId: CAMILA,
            receipts: { checkIn: { code: 'K7M2-9QXA-4TZP-W3RD', signedAt: at(TUESDAY, '08:59') } },
          },
        ),
      ],
      corrections: [proposal],
      logs: [
        buildLog({
          id: 'log-propose',
          actorId: ADMIN,
          action: 'correction.propose',
          target: 'c-tuesday',
          details: 'Camila Rojas. Salida del 17-11-2026: 17:30 → 18:00. Motivo: Salió a terreno',
          createdAt: at('2026-11-18', '09:00'),
        }),
        // Another day's entry stays out of Tuesday's trail.
        buildLog({ id: 'log-other', actorId: ADMIN, action: 'tenant.update', target: TEST_TENANT }),
      ],
    },
  });
}

const row = (name: RegExp) => screen.findByRole('row', { name }, { timeout: 10_000 });

describe('/asistencias at report density', { timeout: 30_000 }, () => {
  it('fits 1,150 px: every column but Persona has its width, 980 px in all, the table fixed at 1,120 px', () => {
    const columns = timesheetColumns('America/Santiago', { openDay: vi.fn(), correct: vi.fn() }, () => []);
    expect(columns.map((column) => [column.id, column.width])).toEqual([
      ['person', undefined],
      ['day', 80],
      ['planned', 102],
      ['checkIn', 78],
      ['lunchStart', 78],
      ['lunchEnd', 78],
      ['checkOut', 78],
      ['worked', 92],
      ['late', 86],
      ['early', 96],
      ['status', 130],
      ['actions', 82],
    ]);
    const fixed = columns.reduce(
      (sum, column) => sum + (typeof column.width === 'number' ? column.width : 0),
      0,
    );
    expect(fixed).toBe(980);
    // Persona keeps at least 140 px, and the table fits the 1,150 px content column at 1366 px.
    expect(TABLE_MIN_WIDTH - fixed).toBe(140);
    expect(TABLE_MIN_WIDTH).toBeLessThanOrEqual(1150);
    expect(columns.at(-1)?.sticky).toBe('end');
    expect(TIMESHEET_COLUMN_WIDTH.punch).toBe(78);
    const tableCss = readFileSync(resolve(import.meta.dirname, 'timesheets-table.css'), 'utf8');
    expect(tableCss).toContain(`min-width: ${TABLE_MIN_WIDTH}px;`);
    expect(tableCss).toContain('table-layout: fixed;');
  });

  it('renders each row with its Estado and its Ver día and Corregir, times to the second', async () => {
    await open(`/asistencias/todas/${MONDAY}_${TUESDAY}`);
    const monday = await row(/Camila Rojas lun 16-11/);
    const tuesday = await row(/Camila Rojas mar 17-11/);
    const table = screen.getByRole('table', { name: 'Asistencias' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Persona',
      'Fecha',
      'Planificado',
      'Entrada',
      'Inicio colación',
      'Fin colación',
      'Salida',
      'Trabajado',
      'Atraso',
      'Salida anticipada',
      'Estado',
      'Acciones',
    ]);
    for (const [line, date] of [
      [monday, '16-11-2026'],
      [tuesday, '17-11-2026'],
    ] as const) {
      const cells = within(line).getAllByRole('cell');
      // Fecha … Acciones: 11 cells after the row header; Estado is the 10th.
      expect(cells).toHaveLength(11);
      expect(cells[9]?.textContent).not.toBe('');
      expect(within(line).getByRole('button', { name: `Corregir: Camila Rojas, ${date}` })).toBeVisible();
      expect(within(line).getByRole('button', { name: `Ver día: Camila Rojas, ${date}` })).toBeVisible();
    }
    const mondayCells = within(monday).getAllByRole('cell');
    expect(mondayCells.map((cell) => cell.textContent).slice(2, 9)).toEqual([
      '09:17:30',
      '13:00:00',
      '14:00:00',
      '18:00:00',
      '7:42:30',
      '0:17:30',
      '0:00:00',
    ]);
    expect(within(monday).getByText('Atraso')).toBeInTheDocument();
  });

  it('says Salida anticipada, never Completa, on a day with an early exit', async () => {
    await open(`/asistencias/todas/${TUESDAY}_${TUESDAY}`);
    const tuesday = await row(/Camila Rojas mar 17-11/);
    const cells = within(tuesday).getAllByRole('cell');
    expect(cells[5]?.textContent).toBe('17:30:04');
    expect(cells[8]?.textContent).toBe('0:29:56');
    expect(within(cells[9] as HTMLElement).getByText('Salida anticipada')).toBeInTheDocument();
    expect(within(tuesday).queryByText('Completa')).toBeNull();
  });

  it('sums the period per person in Totales por persona', async () => {
    const view = await open(`/asistencias/todas/${MONDAY}_${TUESDAY}`);
    await row(/Camila Rojas mar 17-11/);
    const toggle = screen.getByRole('button', { name: 'Totales por persona' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await view.user.click(toggle);
    const totals = screen.getByRole('table', { name: 'Totales por persona' });
    const camila = within(totals).getByRole('row', { name: /Camila Rojas/ });
    // 7:42:30 on Monday + 8:31:04 on Tuesday (08:59 to 17:30:04, no lunch punched).
    expect(
      within(camila)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '16:13:34', '1 (0:17:30)', '1 (0:29:56)', '0:00:00', '0']);
  });

  it("opens a row's day: the shift's name, the marcas with a receipt's code, the correction and the audit", async () => {
    const view = await open(`/asistencias/todas/${TUESDAY}_${TUESDAY}`);
    const tuesday = await row(/Camila Rojas mar 17-11/);
    await view.user.click(within(tuesday).getByRole('button', { name: 'Ver día: Camila Rojas, 17-11-2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Día de Camila Rojas, 17-11-2026' });
    expect(dialog).toHaveAccessibleDescription('Martes 17 de noviembre de 2026');
    const slot = await within(dialog).findByRole(
      'group',
      { name: 'Oficina · 09:00 – 18:00' },
      { timeout: 10_000 },
    );
    expect(within(dialog).queryByText(/Turno 1/)).toBeNull();
    expect(within(slot).getByText('08:59:00')).toBeInTheDocument();
    expect(within(slot).getByText('Código K7M2-9QXA-4TZP-W3RD')).toBeInTheDocument();
    expect(within(slot).getByText('17:30:04')).toBeInTheDocument();
    const corrections = within(dialog).getByRole('list', { name: 'Correcciones de Camila Rojas' });
    expect(within(corrections).getByText('Salida: 17:30 → 18:00')).toBeInTheDocument();
    expect(within(corrections).getByText('Esperando respuesta')).toBeInTheDocument();
    const alerts = within(dialog).getByRole('list', { name: 'Alertas de Camila Rojas' });
    expect(within(alerts).getByText('Salida Temprana')).toBeInTheDocument();
    expect(within(alerts).getByText('0:29:56')).toBeInTheDocument();
    const audit = await within(dialog).findByRole('list', { name: 'Auditoría de Camila Rojas' });
    expect(within(audit).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(audit).getByText('18-11-2026 09:00 · Andrés Soto · Corrección propuesta'),
    ).toBeInTheDocument();
    expect(
      within(audit).getByText('Camila Rojas. Salida del 17-11-2026: 17:30 → 18:00. Motivo: Salió a terreno'),
    ).toBeInTheDocument();

    await view.user.click(within(dialog).getByRole('button', { name: 'Proponer corrección' }));
    const propose = await screen.findByRole('dialog', { name: 'Proponer corrección' });
    expect(within(propose).getByText(/^Camila Rojas, martes 17 de noviembre/)).toBeInTheDocument();
  });

  it('opens the correction of the person’s day a link names (?corregir=1, from an alert)', async () => {
    await open(`/asistencias/todas/${TUESDAY}_${TUESDAY}?persona=${CAMILA}&corregir=1`);
    const propose = await screen.findByRole('dialog', { name: 'Proponer corrección' }, { timeout: 10_000 });
    expect(within(propose).getByText(/^Camila Rojas, martes 17 de noviembre/)).toBeInTheDocument();
  });
});
