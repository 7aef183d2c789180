import { configure, screen, within } from '@testing-library/react';

import type { AttendanceRecord, ScheduleEntry } from '../../data/ports/collections';
import { DataError, type WithId } from '../../data/ports/document-store';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { buildTenant, buildUserDoc } from '../../testing/data-builders';
import { renderScreen } from '../../testing/render-screen';
import { HistoryScreen } from './history-screen';
import { punchChain } from '../../domain/attendance/punch-integrity';

const TZ = 'America/Santiago';
const UID = 'demo-empleado';
/** Wednesday 2026-11-18 12:00 in Santiago (UTC-3). */
const NOW = new Date('2026-11-18T12:00:00-03:00');
const at = (iso: string) => new Date(`${iso}-03:00`);
const WEEKDAYS = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];

const tenant = buildTenant({ timeZone: TZ, createdAt: new Date(0) });

const camila = buildUserDoc({ id: UID, createdAt: new Date(0) });

const schedules: WithId<ScheduleEntry>[] = WEEKDAYS.map((key) => ({
  id: `${UID}_${key}`,
  tenantId: 'demo',
  userId: UID,
  date: dayKeyToInstant(key, TZ),
  timeSlots: [{ startTime: '09:00', endTime: '18:00' }],
  shiftId: null,
}));

/** Monday: 12 min late, 45 min lunch, 10 min early, plus an unscheduled evening record. Tuesday: absent. */
async function buildAttendance(): Promise<WithId<AttendanceRecord>[]> {
  const times = {
    checkIn: at('2026-11-16T09:12:30'),
    lunchStart: at('2026-11-16T13:00'),
    lunchEnd: at('2026-11-16T13:45'),
    checkOut: at('2026-11-16T17:50'),
  };
  const chain = await punchChain({ tenantId: 'demo', userId: UID, day: '2026-11-16', slotIndex: 0 }, times);
  const base = {
    tenantId: 'demo',
    userId: UID,
    date: dayKeyToInstant('2026-11-16', TZ),
    source: 'web' as const,
  };
  return [
    {
      ...base,
      id: `${UID}_2026-11-16_0`,
      slotIndex: 0,
      checkInTime: times.checkIn,
      lunchStartTime: times.lunchStart,
      lunchEndTime: times.lunchEnd,
      checkOutTime: times.checkOut,
      deviceTimes: times,
      integrityHash: chain.checkOut ?? null,
    },
    {
      ...base,
      id: `${UID}_2026-11-16_1`,
      slotIndex: 1,
      checkInTime: at('2026-11-16T19:00'),
      lunchStartTime: null,
      lunchEndTime: null,
      checkOutTime: at('2026-11-16T20:30'),
    },
  ];
}

let attendance: WithId<AttendanceRecord>[] = [];
beforeAll(async () => {
  attendance = await buildAttendance();
});

function renderHistory() {
  return renderScreen(<HistoryScreen />, {
    docs: { tenants: [tenant], users: [camila], schedulesConfig: schedules, attendance },
  });
}

const totals = () => within(screen.getByRole('region', { name: 'Totales del periodo' }));
function total(label: string): string {
  const term = totals().getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}
const day = (name: RegExp) => screen.getByRole('article', { name });

// The machine running the suite may be busy: give the screen time to render before a query gives up.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('HistoryScreen', { timeout: 20_000 }, () => {
  it('shows the current week with punches, figures and totals, reading only own documents', async () => {
    const { store } = await renderHistory();
    const list = vi.spyOn(store, 'list');
    expect(screen.getByRole('heading', { level: 1, name: 'Mi historial' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Cargando tu historial' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Semana del 16 al 22 de noviembre de 2026' }),
    ).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Totales del periodo' });

    const monday = within(day(/lunes 16 de noviembre/i));
    expect(monday.getByText('Turno 1 · 09:00 – 18:00')).toBeInTheDocument();
    expect(monday.getByRole('button', { name: 'Entrada 09:12: ver comprobante' })).toBeInTheDocument();
    expect(
      monday.getByRole('button', { name: 'Inicio de colación 13:00: ver comprobante' }),
    ).toBeInTheDocument();
    expect(
      monday.getByRole('button', { name: 'Fin de colación 13:45: ver comprobante' }),
    ).toBeInTheDocument();
    expect(monday.getByRole('button', { name: 'Salida 17:50: ver comprobante' })).toBeInTheDocument();
    expect(monday.getByText('Trabajado 7:52 · Atraso 12 min · Salida anticipada 10 min')).toBeInTheDocument();
    expect(monday.getByText('No programado')).toBeInTheDocument();
    expect(monday.getByText('Trabajado 1:30')).toBeInTheDocument();

    const tuesday = within(day(/martes 17 de noviembre/i));
    expect(tuesday.getByText('Ausencia')).toBeInTheDocument();
    expect(tuesday.getByText('Sin marcas')).toBeInTheDocument();
    const wednesday = within(day(/miércoles 18 de noviembre/i));
    expect(wednesday.getByText('Hoy')).toBeInTheDocument();
    expect(wednesday.getByText('Programado')).toBeInTheDocument();
    expect(within(day(/sábado 21 de noviembre/i)).getByText('Libre')).toBeInTheDocument();

    expect(total('Horas trabajadas')).toBe('9:22 h');
    expect(total('Horas de contrato')).toBe('40:00 h');
    expect(total('Atrasos')).toBe('12 min');
    expect(total('Salidas anticipadas')).toBe('10 min');
    expect(total('Días trabajados')).toBe('1');
    expect(total('Ausencias')).toBe('1');

    const lists = list.mock.calls.map(([collection, query]) => ({ collection, where: query?.where }));
    expect(lists.map((l) => l.collection).sort()).toEqual(['attendance', 'schedulesConfig']);
    for (const { where } of lists) {
      expect(where).toEqual(
        expect.arrayContaining([
          { field: 'tenantId', op: '==', value: 'demo' },
          { field: 'userId', op: '==', value: UID },
          { field: 'date', op: '>=', value: new Date('2026-11-16T03:00:00Z') },
          { field: 'date', op: '<', value: new Date('2026-11-23T03:00:00Z') },
        ]),
      );
    }
  });

  it('moves between weeks and months', async () => {
    const { user } = await renderHistory();
    await screen.findByRole('region', { name: 'Totales del periodo' });

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(
      await screen.findByRole('heading', { name: 'Semana del 9 al 15 de noviembre de 2026' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No hay marcas en este periodo.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hoy' }));
    await screen.findByRole('heading', { name: 'Semana del 16 al 22 de noviembre de 2026' });
    await screen.findByRole('article', { name: /lunes 16 de noviembre/i });

    await user.click(screen.getByRole('button', { name: 'Mes' }));
    expect(screen.getByRole('button', { name: 'Mes' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('heading', { name: 'Noviembre de 2026' });
    await screen.findByRole('region', { name: 'Totales del periodo' });
    expect(total('Horas de contrato')).toBe('168:00 h');
    expect(screen.getByText(/40 h semanales × 21 días hábiles del mes ÷ 5/)).toBeInTheDocument();
    // A month lists only the days with a schedule or a punch.
    expect(screen.queryByRole('article', { name: /sábado 21/i })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('heading', { name: 'Diciembre de 2026' });
    expect(await screen.findByText('No hay marcas en este periodo.')).toBeInTheDocument();
  });

  it('opens the receipt of a punch, with its verified code', async () => {
    const { user } = await renderHistory();
    await user.click(await screen.findByRole('button', { name: 'Entrada 09:12: ver comprobante' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Comprobante de marca' }));
    const detail = within(dialog.getByRole('group', { name: 'Detalle del comprobante' }));
    expect(detail.getByText('Entrada')).toBeInTheDocument();
    expect(detail.getByText('lunes 16 de noviembre de 2026')).toBeInTheDocument();
    expect(detail.getByText('09:12:30')).toBeInTheDocument();
    expect(detail.getByText('Panadería La Espiga')).toBeInTheDocument();
    expect(detail.getByText('Camila Rojas')).toBeInTheDocument();
    expect(await detail.findByText(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/)).toBeInTheDocument();
    expect(detail.getByText('Hora del servidor. Integridad verificada.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cerrar' }));
  });

  it('exports the period as CSV', async () => {
    const { user } = await renderHistory();
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:history';
      }),
      revokeObjectURL: vi.fn(),
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await user.click(await screen.findByRole('button', { name: 'Exportar' }));
    await user.click(screen.getByRole('menuitem', { name: 'CSV' }));
    expect(names).toEqual(['historial-2026-11-16-2026-11-22.csv']);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0] ?? new Blob());
    });
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Fecha;Turno;Entrada;Inicio colación;Fin colación;Salida;' +
        'Trabajado (min);Atraso (min);Salida anticipada (min)',
    );
    expect(lines.slice(1, 4)).toEqual([
      '2026-11-16;09:00 – 18:00;09:12;13:00;13:45;17:50;472;12;10',
      '2026-11-16;No programado;19:00;;;20:30;90;;',
      '2026-11-17;09:00 – 18:00;;;;;;;',
    ]);
  });

  it('says so when the data cannot be read, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, user } = await renderHistory();
    // The period's first read fails (it starts once the tenant and the own user are known, after this line).
    vi.spyOn(store, 'list').mockRejectedValueOnce(new DataError('unavailable'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar tu historial.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Totales del periodo' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
