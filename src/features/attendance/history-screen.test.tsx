import { configure, screen, within } from '@testing-library/react';

import type { AttendanceRecord, ScheduleEntry } from '../../data/ports/collections';
import { DataError, type WithId } from '../../data/ports/document-store';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { buildShift, buildTenant, buildUserDoc } from '../../testing/data-builders';
import { renderScreen } from '../../testing/render-screen';
import { HistoryScreen } from './history-screen';

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

/** The server's code of Monday's entry (domain/attendance/receipt-code.ts). */
const CODE = 'ABCD-EF12-3456-GH78';

/**
 * Monday: 12 min 30 s late, 45 min lunch, 10 min early, plus an unscheduled evening record. Tuesday: absent.
 */
function buildAttendance(): WithId<AttendanceRecord>[] {
  const times = {
    checkIn: at('2026-11-16T09:12:30'),
    lunchStart: at('2026-11-16T13:00'),
    lunchEnd: at('2026-11-16T13:45'),
    checkOut: at('2026-11-16T17:50'),
  };
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
      receipts: { checkIn: { code: CODE, signedAt: times.checkIn } },
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

const attendance = buildAttendance();

function renderHistory() {
  return renderScreen(<HistoryScreen />, {
    docs: { tenants: [tenant], users: [camila], schedulesConfig: schedules, attendance },
  });
}

const totals = () => within(screen.getByRole('region', { name: 'Totales del periodo' }));
function subtotal(week: HTMLElement, label: string): string {
  const term = within(week).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}
function total(label: string): string {
  const term = totals().getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}
const day = (name: RegExp) => screen.getByRole('article', { name });
/** The marks of a day, as a screen reader lists them. */
function problems(name: RegExp): string[] {
  const list = within(day(name)).queryByRole('list', { name: 'Incidencias del día' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '')
    : [];
}

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
    // One duration format: h:mm:ss, to the second (Res. Ex. N° 38 art. 44). 12 min 30 s late and 10 min early
    // are within the alerts' 15 min: no mark for them.
    expect(
      monday.getByText('Trabajado 7:52:30 · Atraso 0:12:30 · Salida anticipada 0:10:00'),
    ).toBeInTheDocument();
    expect(monday.getByText('No programado')).toBeInTheDocument();
    expect(monday.getByText('Trabajado 1:30:00')).toBeInTheDocument();
    expect(problems(/lunes 16 de noviembre/i)).toEqual(['Turno No Programado']);

    const tuesday = within(day(/martes 17 de noviembre/i));
    expect(problems(/martes 17 de noviembre/i)).toEqual(['Ausencia']);
    expect(tuesday.getByText('Sin marcas')).toBeInTheDocument();
    // Today at 12:00 without an entry since 09:00: what /alertas calls it.
    const wednesday = within(day(/miércoles 18 de noviembre/i));
    expect(day(/miércoles 18 de noviembre/i)).toHaveAttribute('aria-current', 'date');
    expect(wednesday.getByText('Hoy')).toBeInTheDocument();
    expect(wednesday.getByText('Programado')).toBeInTheDocument();
    expect(problems(/miércoles 18 de noviembre/i)).toEqual(['Llegada Tardía']);
    expect(problems(/jueves 19 de noviembre/i)).toEqual([]);
    expect(within(day(/sábado 21 de noviembre/i)).getByText('Sin planificar')).toBeInTheDocument();

    expect(total('Horas trabajadas')).toBe('9:22:30');
    // Monday to Wednesday of a 40-hour week are due by today.
    expect(total('Horas de contrato a la fecha')).toBe('24:00:00');
    expect(total('Atrasos')).toBe('0:12:30');
    expect(total('Salidas anticipadas')).toBe('0:10:00');
    expect(total('Días trabajados')).toBe('1');
    expect(total('Ausencias')).toBe('1');
    expect(
      screen.getByText('Jornada de contrato a la fecha: 40 h semanales × 3 días hábiles hasta hoy ÷ 5.'),
    ).toBeInTheDocument();
    // Nothing on the screen is a duration in minutes any more.
    expect(screen.queryByText(/\d+ min\b/)).toBeNull();

    const lists = list.mock.calls.map(([collection, query]) => ({ collection, where: query?.where }));
    // Every read is the worker's own: the period's, and the weeks to sign (shown under the totals).
    for (const { where } of lists) {
      expect(where).toEqual(
        expect.arrayContaining([
          { field: 'tenantId', op: '==', value: 'demo' },
          { field: 'userId', op: '==', value: UID },
        ]),
      );
    }
    const week = [
      { field: 'date', op: '>=', value: new Date('2026-11-16T03:00:00Z') },
      { field: 'date', op: '<', value: new Date('2026-11-23T03:00:00Z') },
    ];
    const period = lists.filter(({ where }) => {
      try {
        expect(where).toEqual(expect.arrayContaining(week));
        return true;
      } catch {
        return false;
      }
    });
    expect(period.map((l) => l.collection).sort()).toEqual(['attendance', 'schedulesConfig']);
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
    // A running month is measured against the hours due up to today: 13 weekdays of 21.
    expect(total('Horas de contrato a la fecha')).toBe('104:00:00');
    expect(
      screen.getByText(
        'Jornada de contrato a la fecha: 40 h semanales × 13 días hábiles hasta hoy ÷ 5. Mes completo: 168:00:00.',
      ),
    ).toBeInTheDocument();
    // A month lists only the days with a schedule or a punch, in weeks with their subtotals.
    expect(screen.queryByRole('article', { name: /sábado 21/i })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    const weeks = screen.getAllByRole('region', { name: /^Semana del/ });
    expect(weeks.map((w) => within(w).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Semana del 1 de noviembre de 2026',
      'Semana del 2 al 8 de noviembre de 2026',
      'Semana del 9 al 15 de noviembre de 2026',
      'Semana del 16 al 22 de noviembre de 2026',
      'Semana del 23 al 29 de noviembre de 2026',
      'Semana del 30 de noviembre de 2026',
    ]);
    const running = screen.getByRole('region', { name: 'Semana del 16 al 22 de noviembre de 2026' });
    expect(within(running).getAllByRole('article')).toHaveLength(5);
    expect(
      within(running).getByRole('heading', { level: 4, name: /lunes 16 de noviembre/i }),
    ).toBeInTheDocument();
    expect(subtotal(running, 'Trabajado')).toBe('9:22:30');
    expect(subtotal(running, 'Contrato a la fecha')).toBe('24:00:00');
    expect(subtotal(running, 'Atrasos')).toBe('0:12:30');
    const earlier = screen.getByRole('region', { name: 'Semana del 9 al 15 de noviembre de 2026' });
    expect(subtotal(earlier, 'Contrato')).toBe('40:00:00');
    expect(within(earlier).getByText('Sin turnos ni marcas esta semana.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Semana del 23 al 29 de noviembre de 2026' })).getByText(
        'Semana por venir.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('heading', { name: 'Diciembre de 2026' });
    expect(await screen.findByText('No hay marcas en este periodo.')).toBeInTheDocument();
  });

  it("'Ir a hoy' scrolls to today's day and moves focus to it, in a week and in a month", async () => {
    const scrolled: Element[] = [];
    // jsdom has no layout, hence no scrollIntoView.
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      writable: true,
      value: function (this: Element) {
        scrolled.push(this);
      },
    });
    try {
      const { user } = await renderHistory();
      await screen.findByRole('region', { name: 'Totales del periodo' });
      await user.click(screen.getByRole('button', { name: 'Ir a hoy' }));
      const today = day(/miércoles 18 de noviembre/i);
      expect(today).toHaveFocus();
      expect(scrolled).toEqual([today]);

      await user.click(screen.getByRole('button', { name: 'Mes' }));
      await screen.findByRole('heading', { name: 'Noviembre de 2026' });
      await user.click(await screen.findByRole('button', { name: 'Ir a hoy' }));
      expect(day(/miércoles 18 de noviembre/i)).toHaveFocus();

      // A period without today has nowhere to jump to: the toolbar's 'Hoy' brings today back.
      await user.click(screen.getByRole('button', { name: 'Anterior' }));
      await screen.findByRole('heading', { name: 'Octubre de 2026' });
      expect(screen.queryByRole('button', { name: 'Ir a hoy' })).toBeNull();
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it("opens the receipt of a punch, with the server's code", async () => {
    const { user } = await renderHistory();
    await user.click(await screen.findByRole('button', { name: 'Entrada 09:12: ver comprobante' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Comprobante de marca' }));
    const detail = within(dialog.getByRole('group', { name: 'Detalle del comprobante' }));
    expect(detail.getByText('Entrada')).toBeInTheDocument();
    expect(detail.getByText('16/11/26')).toBeInTheDocument();
    expect(detail.getByText('09:12:30')).toBeInTheDocument();
    expect(detail.getByText('Panadería La Espiga')).toBeInTheDocument();
    expect(detail.getByText('Camila Rojas')).toBeInTheDocument();
    expect(detail.getByText(CODE)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Verificar comprobante' })).toHaveAttribute(
      'href',
      `/verificar/${CODE}`,
    );
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
    const exportButton = await screen.findByRole('button', { name: 'Exportar' });
    // A secondary action of the totals, drawn as a text button, not an outlined or filled one.
    expect(
      within(screen.getByRole('region', { name: 'Totales del periodo' })).getByRole('button', {
        name: 'Exportar',
      }),
    ).toBe(exportButton);
    expect(exportButton).toHaveClass('plain-button--text');
    await user.click(exportButton);
    // The menu comes in its own chunk the first time it opens.
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(names).toEqual(['historial-2026-11-16-2026-11-22.csv']);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0] ?? new Blob());
    });
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Fecha;Turno;Entrada;Inicio colación;Fin colación;Salida;' +
        'Trabajado (h:mm:ss);Atraso (h:mm:ss);Salida anticipada (h:mm:ss);Incidencias;Alterado',
    );
    expect(lines.slice(1, 4)).toEqual([
      '2026-11-16;09:00 – 18:00;09:12:30;13:00:00;13:45:00;17:50:00;7:52:30;0:12:30;0:10:00;;',
      '2026-11-16;No programado;19:00:00;;;20:30:00;1:30:00;;;Turno No Programado;',
      '2026-11-17;09:00 – 18:00;;;;;;;;Ausencia;',
    ]);
  });

  it('says so when the data cannot be read, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, user } = await renderHistory();
    // The period's first read fails (it starts once the tenant and the own user are known, after this line);
    // `Mis liquidaciones` reads on its own.
    const list = store.list.bind(store);
    let failed = false;
    vi.spyOn(store, 'list').mockImplementation((collection, query) => {
      if (failed || collection === 'payslips') return list(collection, query);
      failed = true;
      return Promise.reject(new DataError('unavailable'));
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar tu historial.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Totales del periodo' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("issue #47 item 7: titles each slot with its shift's name, as /checkin does, numbered when the day has several", async () => {
    const CUT = [
      { startTime: '08:00', endTime: '12:00' },
      { startTime: '16:00', endTime: '20:00' },
    ];
    const named = schedules.map((entry, i) =>
      i === 0
        ? { ...entry, shiftId: 'shift-oficina' }
        : i === 3
          ? { ...entry, shiftId: 'shift-cortado', timeSlots: CUT }
          : // A shift that cannot be found (deleted from the tenant's list): the slot keeps its number.
            i === 4
            ? { ...entry, shiftId: 'shift-borrado' }
            : entry,
    );
    await renderScreen(<HistoryScreen />, {
      docs: {
        tenants: [tenant],
        users: [camila],
        schedulesConfig: named,
        attendance,
        shifts: [buildShift(), buildShift({ id: 'shift-cortado', name: 'Cortado', timeSlots: CUT })],
      },
    });
    const monday = within(await screen.findByRole('article', { name: /lunes 16 de noviembre/i }));
    expect(await monday.findByText('Oficina · 09:00 – 18:00')).toBeInTheDocument();
    expect(monday.queryByText('Turno 1 · 09:00 – 18:00')).toBeNull();
    expect(monday.getByText('No programado')).toBeInTheDocument();
    const thursday = within(day(/jueves 19 de noviembre/i));
    expect(thursday.getByText('Cortado 1 · 08:00 – 12:00')).toBeInTheDocument();
    expect(thursday.getByText('Cortado 2 · 16:00 – 20:00')).toBeInTheDocument();
    // A schedule without a shift, or whose shift is gone, reads as before.
    expect(within(day(/martes 17 de noviembre/i)).getByText('Turno 1 · 09:00 – 18:00')).toBeInTheDocument();
    expect(within(day(/viernes 20 de noviembre/i)).getByText('Turno 1 · 09:00 – 18:00')).toBeInTheDocument();
  });
});
