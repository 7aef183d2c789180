import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import type { AttendanceRecord, ScheduleEntry } from '../../data/ports/collections';
import { DataError, SERVER_TIME, type WithId } from '../../data/ports/document-store';
import type { PunchAction } from '../../domain/attendance/punches';
import {
  buildAttendance,
  buildHoliday,
  buildSchedule,
  buildTenant,
  buildUserDoc,
  buildWorkplace,
  fakeAuth,
  type PunchTimes,
} from '../../testing/data-builders';
import { renderScreen, type DemoSeed, type RenderedScreen } from '../../testing/render-screen';
import { CheckinScreen } from './checkin-screen';

// The live clock ticks every second on real timers; here it reads the (faked) Date once per render.
vi.mock('../../lib/use-now', () => ({ useNow: () => new Date() }));

const exportPdf = vi.hoisted(() =>
  vi.fn<(table: { title: string; columns: string[]; rows: unknown[][] }, fileName: string) => Promise<void>>(
    () => Promise.resolve(),
  ),
);
vi.mock('../../lib/export/pdf', () => ({ exportPdf }));

// When the browser is idle: at once here, and heard, to see when the screen starts loading its dialogs' chunk.
const whenIdle = vi.hoisted(() => vi.fn<(timeoutMs: number) => Promise<void>>(() => Promise.resolve()));
vi.mock('../../lib/when-idle', () => ({ whenIdle }));

/** Wednesday 2026-11-18 09:20 in Santiago (UTC-3). */
const NOW = new Date('2026-11-18T12:20:00.000Z');
const DAY = '2026-11-18';
const DAY_START = new Date('2026-11-18T03:00:00.000Z');
const UID = 'demo-empleado';
const RECORD_ID = `${UID}_2026-11-18_0`;
/** The day's one unscheduled record (Turno No Programado). */
const UNSCHEDULED_ID = `${UID}_2026-11-18_np`;
/** A code as the server signs it (domain/attendance/receipt-code.ts). */
const CODE = 'ABCD-EF12-3456-GH78';
const RUT = '12.345.678-5';
const at = (hhmm: string) => new Date(`2026-11-18T${hhmm}:00-03:00`);

const BUTTONS = ['Registrar entrada', 'Iniciar colación', 'Terminar colación', 'Registrar salida'] as const;

const TENANT = buildTenant();
const CAMILA_DOC = buildUserDoc({
  rut: RUT,
  position: 'Asistente Administrativa',
  payKind: 'monthly',
  payAmount: 720_000,
});

function schedule(timeSlots: ScheduleEntry['timeSlots'], extra: Partial<ScheduleEntry> = {}) {
  return buildSchedule(DAY, timeSlots, { shiftId: 'oficina', ...extra });
}

const OFICINA = schedule([{ startTime: '09:00', endTime: '18:00' }]);

function record(punches: Partial<AttendanceRecord>, slotIndex = 0): WithId<AttendanceRecord> {
  return { ...buildAttendance(DAY, slotIndex), ...punches };
}

interface Day {
  schedule?: WithId<ScheduleEntry> | null;
  records?: WithId<AttendanceRecord>[];
  docs?: DemoSeed;
  /** The backend keeps punches made offline and sends them later (Firebase's offline copy); the demo does not. */
  queuesOffline?: boolean;
}

/** Renders /checkin for Camila over the demo store holding her day. */
function renderCheckin({
  schedule: entry = OFICINA,
  records = [],
  docs = {},
  queuesOffline = false,
}: Day = {}) {
  return renderScreen(<CheckinScreen />, {
    docs: {
      tenants: [TENANT],
      users: [CAMILA_DOC],
      schedulesConfig: entry ? [entry] : [],
      attendance: records,
      ...docs,
    },
    ...(queuesOffline
      ? { auth: fakeAuth({ capabilities: { google: true, emailLink: true, offlineData: true } }) }
      : {}),
  });
}

/** Renders and waits for the day to be on screen. */
async function renderReady(day: Day = {}) {
  const view = await renderCheckin(day);
  await screen.findByText('Hola, Camila');
  await waitFor(() => expect(screen.getAllByRole('region').length).toBeGreaterThan(0));
  return view;
}

/** The writes of the attendance records made through the store, in order. */
function spyWrites(view: RenderedScreen) {
  const set = vi.spyOn(view.store, 'set');
  const update = vi.spyOn(view.store, 'update');
  return () =>
    [
      ...set.mock.calls.map(([collection, id, data]) => ({ op: 'set', collection, id, data, order: 0 })),
      ...update.mock.calls.map(([collection, id, data]) => ({
        op: 'update',
        collection,
        id,
        data,
        order: 0,
      })),
    ].map(({ order: _order, ...write }) => write);
}

/** A slot's card; `hidden` reaches it while a receipt (a modal) hides the page from assistive tech. */
const card = (name: string | RegExp, hidden = false) => screen.getByRole('region', { name, hidden });
const firstCard = (hidden = false) => card(/^Turno (1 ·|no programado)/, hidden);

/** The punch buttons a card offers, in order (also while a receipt hides the page). */
function offered(region: HTMLElement): string[] {
  return within(region)
    .queryAllByRole('button', { hidden: true })
    .map((button) => button.textContent ?? '')
    .filter((text): text is (typeof BUTTONS)[number] => BUTTONS.some((name) => name === text));
}

function receipt(): HTMLElement {
  return screen.getByRole('dialog', { name: 'Comprobante de marca' });
}

/** The receipt once it opens: the dialogs mount the first time one is needed, a moment after the tap. */
function opened(): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name: 'Comprobante de marca' });
}

/** The value next to a label in the receipt. */
function receiptValue(label: string): string {
  const labelNode = within(receipt()).getByText(label, { exact: true });
  return labelNode.nextElementSibling?.textContent ?? '';
}

/** Closes the receipt a punch opens (while it is open, the modal hides the cards from assistive tech). */
async function closeReceipt(user: RenderedScreen['user']) {
  // The dialogs are a chunk of their own (the screen paints without MUI): the first one waits for it.
  const dialog = await screen.findByRole('dialog', { name: 'Comprobante de marca' });
  await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** What the server does once a punch lands: writes its receipt's code on the record (a privileged write). */
async function sign(view: RenderedScreen, id: string, action: PunchAction, code = CODE) {
  const current = view.store.privileged().get('attendance', id);
  await act(() =>
    view.store.privileged().commit([
      {
        kind: 'update',
        collection: 'attendance',
        id,
        data: { receipts: { ...current?.receipts, [action]: { code, signedAt: new Date() } } },
      },
    ]),
  );
}

function deferred(): { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// The screen loads its dialogs' chunk when the browser is idle, long before a person taps: here it is loaded
// before any test, so a dialog opens as in the app, not after the test runner's first import of MUI.
beforeAll(async () => {
  await import('./checkin-dialogs');
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the day', () => {
  it('greets the employee and shows the date and the clock in the tenant zone', async () => {
    await renderReady();
    expect(screen.getByText('miércoles 18 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByLabelText('Hora actual 09:20')).toHaveTextContent('09:20:00');
  });

  it('shows one card per slot of the schedule, titled with its number and hours', async () => {
    await renderReady();
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'))).toHaveLength(1);
    expect(card('Turno 1 · 09:00 – 18:00')).toBeInTheDocument();
    expect(within(card('Turno 1 · 09:00 – 18:00')).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Turno 1 · 09:00 – 18:00',
    );
  });

  it('shows a split shift as two cards, each with its own entry', async () => {
    const cortado = schedule([
      { startTime: '08:00', endTime: '12:00' },
      { startTime: '16:00', endTime: '20:00' },
    ]);
    await renderReady({ schedule: cortado, records: [record({ checkInTime: at('07:58') })] });
    expect(screen.getAllByRole('region')).toHaveLength(2);
    expect(offered(card('Turno 1 · 08:00 – 12:00'))).toEqual(['Iniciar colación', 'Registrar salida']);
    // The afternoon slot's window opens 2 h before it: its entry is offered anyway, and would be flagged.
    const afternoon = card('Turno 2 · 16:00 – 20:00');
    expect(offered(afternoon)).toEqual(['Registrar entrada']);
    expect(
      within(afternoon).getByText(
        'Si marcas tu entrada antes de las 14:00, quedará registrada y tu jefatura la verá como marca fuera de horario.',
      ),
    ).toBeInTheDocument();
  });

  it('falls back to one 09:00 – 17:00 slot for a schedule without slots', async () => {
    await renderReady({ schedule: schedule(null, { startTime: null, endTime: null }) });
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(card('Turno 1 · 09:00 – 17:00')).toBeInTheDocument();
  });

  it('without a schedule shows one unscheduled card that allows an entry', async () => {
    const view = await renderReady({ schedule: null });
    const { user } = view;
    const writes = spyWrites(view);
    expect(screen.getAllByRole('region')).toHaveLength(1);
    const region = card('Turno no programado');
    expect(within(region).getByText(/Hoy no tienes turno programado/)).toBeInTheDocument();
    expect(offered(region)).toEqual(['Registrar entrada']);
    await user.click(within(region).getByRole('button', { name: 'Registrar entrada' }));
    await closeReceipt(user);
    await waitFor(() =>
      expect(offered(card('Turno no programado'))).toEqual(['Iniciar colación', 'Registrar salida']),
    );
    expect(writes()).toHaveLength(1);
    expect(writes()[0]).toMatchObject({ op: 'set', collection: 'attendance', id: UNSCHEDULED_ID });
    expect(writes()[0]?.data).toEqual({
      tenantId: 'demo',
      userId: UID,
      date: DAY_START,
      slotIndex: 0,
      unscheduled: true,
      checkInTime: SERVER_TIME,
      lunchStartTime: null,
      lunchEndTime: null,
      checkOutTime: null,
      deviceTimes: { checkIn: NOW },
      source: 'web',
    });
  });

  it("takes the unscheduled shift's later punches on its own record, never a slot's", async () => {
    const started = buildAttendance(DAY, 0, { checkIn: '08:10' }, { id: UNSCHEDULED_ID, unscheduled: true });
    const view = await renderReady({ schedule: null, records: [started] });
    const writes = spyWrites(view);
    const region = card('Turno no programado');
    expect(within(region).getByText('Entrada 08:10')).toBeInTheDocument();
    await view.user.click(within(region).getByRole('button', { name: 'Iniciar colación' }));
    await closeReceipt(view.user);
    expect(writes()).toEqual([
      {
        op: 'update',
        collection: 'attendance',
        id: UNSCHEDULED_ID,
        data: { lunchStartTime: SERVER_TIME, 'deviceTimes.lunchStart': NOW },
      },
    ]);
  });

  it('names a holiday', async () => {
    await renderReady({ docs: { holidays: [buildHoliday(DAY, 'Día de prueba')] } });
    expect(screen.getByText('Feriado: Día de prueba')).toBeInTheDocument();
  });
});

describe('next valid actions', () => {
  const cases: [string, Partial<AttendanceRecord> | null, string[], string[]][] = [
    ['before the entry', null, ['Registrar entrada'], []],
    [
      'after the entry',
      { checkInTime: at('09:20') },
      ['Iniciar colación', 'Registrar salida'],
      ['Entrada 09:20'],
    ],
    [
      'during lunch',
      { checkInTime: at('09:20'), lunchStartTime: at('13:00') },
      ['Terminar colación'],
      ['Entrada 09:20', 'Inicio de colación 13:00'],
    ],
    [
      'after lunch',
      { checkInTime: at('09:20'), lunchStartTime: at('13:00'), lunchEndTime: at('14:45') },
      ['Registrar salida'],
      ['Entrada 09:20', 'Inicio de colación 13:00', 'Fin de colación 14:45'],
    ],
    [
      'after the exit without lunch',
      { checkInTime: at('09:20'), checkOutTime: at('17:30') },
      [],
      ['Entrada 09:20', 'Salida 17:30'],
    ],
    [
      'after the exit',
      {
        checkInTime: at('09:20'),
        lunchStartTime: at('13:00'),
        lunchEndTime: at('14:45'),
        checkOutTime: at('17:30'),
      },
      [],
      ['Entrada 09:20', 'Inicio de colación 13:00', 'Fin de colación 14:45', 'Salida 17:30'],
    ],
  ];

  it.each(cases)('%s', async (_, punches, buttons, chips) => {
    await renderReady({ records: punches ? [record(punches)] : [] });
    const region = card('Turno 1 · 09:00 – 18:00');
    expect(offered(region)).toEqual(buttons);
    for (const chip of chips) {
      expect(within(region).getByRole('button', { name: `${chip}: ver comprobante` })).toHaveTextContent(
        chip,
      );
    }
    // Every case enters 20 minutes late: the card never calls such a slot complete.
    expect(within(region).queryByText('Turno completo.')).not.toBeInTheDocument();
    if (buttons.length === 0) {
      expect(within(region).getByText('Turno terminado.')).toBeInTheDocument();
      expect(within(region).getByText(/^Entrada 20 min tarde · Salida 30 min antes · /)).toBeInTheDocument();
    }
  });
});

describe('what the card says', () => {
  const says = (text: string | RegExp) => within(firstCard()).getByText(text);

  it('calls an on-time slot complete, with the worked time in h:mm:ss, to the second (Res. Ex. N° 38 art. 44)', async () => {
    vi.setSystemTime(at('19:00'));
    const checkOutTime = new Date(at('18:03').getTime() + 30_000);
    await renderReady({ records: [record({ checkInTime: at('08:55'), checkOutTime })] });
    expect(says('Turno completo.')).toBeInTheDocument();
    expect(
      says('Entrada a tiempo · Salida 3 min 30 s después · Tiempo trabajado 9:08:30'),
    ).toBeInTheDocument();
  });

  it('shows how late the person is before the entry', async () => {
    await renderReady();
    expect(says('Llevas 20 min de atraso.')).toBeInTheDocument();
    expect(offered(firstCard())).toEqual(['Registrar entrada']);
  });

  it('says since when one works, and that the entry was late', async () => {
    await renderReady({ records: [record({ checkInTime: at('09:20') })] });
    expect(says('Trabajando desde las 09:20 · Entrada 20 min tarde.')).toBeInTheDocument();
  });

  it('runs a timer during lunch', async () => {
    vi.setSystemTime(new Date(at('13:20').getTime() + 15_000));
    await renderReady({ records: [record({ checkInTime: at('09:00'), lunchStartTime: at('13:02') })] });
    expect(says('En colación desde las 13:02.')).toBeInTheDocument();
    expect(within(firstCard()).getByRole('timer', { name: 'Tiempo en colación 18:15' })).toHaveTextContent(
      '18:15',
    );
  });

  it('after the end with no punch says the shift was not recorded and still offers the entry', async () => {
    vi.setSystemTime(at('20:00'));
    await renderReady();
    expect(says('Este turno no quedó registrado.')).toBeInTheDocument();
    expect(
      says(
        'Terminó a las 18:00 sin marcas. Si trabajaste, pide a tu jefatura que registre tu asistencia; si recién llegas, igual puedes registrar tu entrada.',
      ),
    ).toBeInTheDocument();
    expect(offered(firstCard())).toEqual(['Registrar entrada']);
  });

  it('asks for the exit once the slot is over', async () => {
    vi.setSystemTime(at('18:40'));
    await renderReady({ records: [record({ checkInTime: at('09:00') })] });
    expect(says('Tu turno terminó hace 40 min: registra tu salida.')).toBeInTheDocument();
    expect(offered(firstCard())).toEqual(['Iniciar colación', 'Registrar salida']);
  });
});

describe('the exit', () => {
  // The dialogs are a chunk of their own (the screen paints without MUI): the first one waits for it.
  const confirmation = () => screen.findByRole('dialog', { name: '¿Registrar tu salida?' });

  it('stands apart from the lunch and asks before writing; cancelling writes nothing', async () => {
    vi.setSystemTime(at('17:35'));
    const view = await renderReady({ records: [record({ checkInTime: at('09:00') })] });
    const writes = spyWrites(view);
    const exit = within(firstCard()).getByRole('button', { name: 'Registrar salida' });
    // A separator lies between them (the distance is measured in e2e/checkin-newcomer.spec.ts).
    expect(within(firstCard()).getByRole('separator')).toBeInTheDocument();

    await view.user.click(exit);
    expect(await confirmation()).toHaveTextContent(
      'Son las 17:35. Después de la salida no podrás registrar más marcas en este turno. Tu turno termina a las 18:00.',
    );
    await view.user.click(within(await confirmation()).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([]);
    expect(offered(firstCard())).toEqual(['Iniciar colación', 'Registrar salida']);
  });

  it('is written once confirmed, and its receipt opens', async () => {
    vi.setSystemTime(at('18:00'));
    const view = await renderReady({ records: [record({ checkInTime: at('09:00') })] });
    const writes = spyWrites(view);
    await view.user.click(within(firstCard()).getByRole('button', { name: 'Registrar salida' }));
    await view.user.click(within(await confirmation()).getByRole('button', { name: 'Registrar salida' }));
    await waitFor(() => expect(receiptValue('Acción')).toBe('Salida'));
    expect(writes()).toEqual([expect.objectContaining({ op: 'update', id: RECORD_ID })]);
    await closeReceipt(view.user);
    expect(offered(firstCard())).toEqual([]);
    expect(within(firstCard()).getByText('Turno completo.')).toBeInTheDocument();
  });
});

describe('receipts', () => {
  it('returns focus to the button that opened the receipt', async () => {
    const { user } = await renderReady({ records: [record({ checkInTime: at('09:20') })] });
    const opener = screen.getByRole('button', { name: 'Entrada 09:20: ver comprobante' });
    await user.click(opener);
    await closeReceipt(user);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("after a punch returns focus to the new punch's receipt button, not the page", async () => {
    const { user } = await renderReady();
    await user.click(screen.getByRole('button', { name: 'Registrar entrada' }));
    await waitFor(() => expect(receiptValue('Hora')).toBe('09:20:00'));
    await closeReceipt(user);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Entrada 09:20: ver comprobante' })).toHaveFocus(),
    );
  });

  it('copies the receipt when the browser cannot share, with its code and where to verify it', async () => {
    const signed = record({
      checkInTime: at('09:20'),
      receipts: { checkIn: { code: CODE, signedAt: at('09:20') } },
    });
    const { user } = await renderReady({ records: [signed] });
    await user.click(screen.getByRole('button', { name: 'Entrada 09:20: ver comprobante' }));
    await opened();
    const copy = await within(receipt()).findByRole('button', { name: 'Copiar' });
    await waitFor(() => expect(copy).toBeEnabled());
    await user.click(copy);
    expect(await within(receipt()).findByRole('status')).toHaveTextContent('Comprobante copiado.');
    const text = await navigator.clipboard.readText();
    expect(text).toMatch(/^Comprobante de marca\nAcción: Entrada\nFecha: 18\/11\/26\n/);
    expect(text).toContain('Hora: 09:20:00');
    expect(text).toContain(`RUT: ${RUT}`);
    expect(text).toContain(`Código de verificación: ${CODE}`);
    expect(text).toContain(`Verificar en: ${window.location.origin}/verificar/${CODE}`);
  });

  it('says in the shared text that the code is pending until the server signs', async () => {
    const { user } = await renderReady({ records: [record({ checkInTime: at('09:20') })] });
    await user.click(screen.getByRole('button', { name: 'Entrada 09:20: ver comprobante' }));
    await opened();
    await user.click(within(receipt()).getByRole('button', { name: 'Copiar' }));
    await within(receipt()).findByText('Comprobante copiado. Puedes pegarlo donde quieras.');
    const text = await navigator.clipboard.readText();
    expect(text).toContain('Código de verificación: Pendiente de firma');
    expect(text).not.toContain('Verificar en');
  });

  it('downloads the receipt as a PDF with the lines on screen and the verification URL', async () => {
    const signed = record({
      checkInTime: at('09:20'),
      receipts: { checkIn: { code: CODE, signedAt: at('09:20') } },
    });
    const { user } = await renderReady({ records: [signed] });
    await user.click(screen.getByRole('button', { name: 'Entrada 09:20: ver comprobante' }));
    await opened();
    const download = within(receipt()).getByRole('button', { name: 'Descargar PDF' });
    await waitFor(() => expect(download).toBeEnabled());
    let finish = () => {};
    exportPdf.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    await user.click(download);
    // While the PDF is made the button says so but stays enabled: a disabled button drops the keyboard's focus
    // out of the dialog, and Escape with it. A second press meanwhile does nothing.
    await waitFor(() => expect(download).toHaveAttribute('aria-disabled', 'true'));
    expect(download).toBeEnabled();
    expect(download).toHaveFocus();
    await user.click(download);
    finish();
    expect(await within(receipt()).findByText('Comprobante descargado.')).toBeInTheDocument();
    expect(download).not.toHaveAttribute('aria-disabled');
    expect(exportPdf).toHaveBeenCalledTimes(1);
    const [table, fileName] = exportPdf.mock.calls[0] ?? [];
    expect(fileName).toBe('comprobante-entrada-2026-11-18-0920');
    expect(table).toMatchObject({ title: 'Comprobante de marca', columns: ['Campo', 'Valor'] });
    expect(table?.rows).toContainEqual(['Hora', '09:20:00']);
    expect(table?.rows).toContainEqual(['Empleado', 'Camila Rojas']);
    expect(table?.rows).toContainEqual(['RUT', RUT]);
    expect(table?.rows).toContainEqual(['Código de verificación', CODE]);
    expect(table?.rows).toContainEqual(['Verificar en', `${window.location.origin}/verificar/${CODE}`]);
  });

  it('shows the code the moment the server signs the punch, with its QR code and a link to verify it', async () => {
    const view = await renderReady();
    await view.user.click(screen.getByRole('button', { name: 'Registrar entrada' }));
    await waitFor(() => expect(receiptValue('Hora')).toBe('09:20:00'));
    expect(receiptValue('Código de verificación')).toBe('Pendiente de firma');
    expect(within(receipt()).getByText(/el código aparecerá aquí/)).toBeInTheDocument();

    await sign(view, RECORD_ID, 'checkIn');
    await waitFor(() => expect(receiptValue('Código de verificación')).toBe(CODE));
    expect(within(receipt()).queryByText('Pendiente de firma')).not.toBeInTheDocument();
    expect(within(receipt()).getByRole('link', { name: 'Verificar comprobante' })).toHaveAttribute(
      'href',
      `/verificar/${CODE}`,
    );
    expect(
      await within(receipt()).findByRole('img', { name: 'Código QR para verificar el comprobante' }),
    ).toBeInTheDocument();
  });

  it("says a company's punch has no verification code, and draws no QR", async () => {
    const corrected = record({ checkInTime: at('09:20'), source: 'admin' });
    const { user } = await renderReady({ records: [corrected] });
    await user.click(screen.getByRole('button', { name: 'Entrada 09:20: ver comprobante' }));
    await opened();
    expect(receiptValue('Código de verificación')).toBe('Sin código');
    expect(
      within(receipt()).getByText('Marca registrada por la empresa: no tiene código de verificación.'),
    ).toBeInTheDocument();
    expect(within(receipt()).queryByRole('link', { name: 'Verificar comprobante' })).not.toBeInTheDocument();
    expect(within(receipt()).queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('punching', () => {
  it('records the entry with the server time and shows its receipt', async () => {
    const view = await renderReady();
    const { user } = view;
    const writes = spyWrites(view);
    await user.click(screen.getByRole('button', { name: 'Registrar entrada' }));

    expect(await opened()).toBeInTheDocument();
    await waitFor(() => expect(receiptValue('Hora')).toBe('09:20:00'));
    expect(receiptValue('Acción')).toBe('Entrada');
    expect(receiptValue('Fecha')).toBe('18/11/26');
    expect(receiptValue('Empresa')).toBe('Panadería La Espiga');
    // Every line Res. Ex. N° 38 lists is printed, a dash standing for what the company never filled in.
    expect(receiptValue('Razón social')).toBe('—');
    expect(receiptValue('Dirección')).toBe('—');
    expect(receiptValue('Empleado')).toBe('Camila Rojas');
    expect(receiptValue('RUT')).toBe(RUT);
    // The client computes nothing for the receipt: the code is the server's, and until it lands the receipt
    // says so.
    expect(receiptValue('Código de verificación')).toBe('Pendiente de firma');
    expect(within(receipt()).queryByRole('link', { name: 'Verificar comprobante' })).not.toBeInTheDocument();
    expect(within(receipt()).queryByText(/Integridad/)).not.toBeInTheDocument();

    // Exactly the create the punch invariants allow: the check-in with the server's time, nothing else.
    expect(writes()).toEqual([
      expect.objectContaining({ op: 'set', collection: 'attendance', id: RECORD_ID }),
    ]);
    expect(writes()[0]?.data).toEqual({
      tenantId: 'demo',
      userId: UID,
      date: DAY_START,
      slotIndex: 0,
      checkInTime: SERVER_TIME,
      lunchStartTime: null,
      lunchEndTime: null,
      checkOutTime: null,
      deviceTimes: { checkIn: NOW },
      source: 'web',
    });

    await user.click(within(receipt()).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(offered(firstCard())).toEqual(['Iniciar colación', 'Registrar salida']);
    expect(within(firstCard()).getByText('Entrada 09:20')).toBeInTheDocument();
  });

  it('updates the same record for the later punches of the day', async () => {
    const view = await renderReady({
      records: [record({ checkInTime: at('09:20'), deviceTimes: { checkIn: at('09:19') } })],
    });
    const { user } = view;
    const writes = spyWrites(view);
    vi.setSystemTime(at('13:00'));
    await user.click(screen.getByRole('button', { name: 'Iniciar colación' }));
    await opened();
    expect(receiptValue('Acción')).toBe('Inicio de colación');
    await waitFor(() => expect(receiptValue('Hora')).toBe('13:00:00'));
    await closeReceipt(user);
    expect(offered(firstCard())).toEqual(['Terminar colación']);
    expect(within(firstCard()).getByText('Inicio de colación 13:00')).toBeInTheDocument();
    // One punch field and its device time, added to the earlier ones (a nested field: another tab's device
    // time, unseen here, is never dropped): nothing else changes.
    expect(writes()).toEqual([
      {
        op: 'update',
        collection: 'attendance',
        id: RECORD_ID,
        data: { lunchStartTime: SERVER_TIME, 'deviceTimes.lunchStart': at('13:00') },
      },
    ]);
    expect(view.store.privileged().get('attendance', RECORD_ID)?.deviceTimes).toEqual({
      checkIn: at('09:19'),
      lunchStart: at('13:00'),
    });
  });

  it("names the employer and the person's Lugar de trabajo as Res. Ex. N° 38 art. 13 asks: razón social, RUT, workplace and its full address", async () => {
    const employer = buildTenant({
      legalName: 'Panadería La Espiga SpA',
      taxId: '76.543.210-3',
      address: 'Av. Matta 1234, Santiago',
    });
    const plant = buildWorkplace({
      id: 'wp-recoleta',
      name: 'Planta Recoleta',
      street: 'Av. Recoleta',
      number: '1450',
      unit: null,
      comuna: 'Recoleta',
    });
    const { user } = await renderReady({
      records: [record({ checkInTime: at('09:20') })],
      docs: {
        tenants: [employer],
        users: [{ ...CAMILA_DOC, workplaceId: 'wp-recoleta' }],
        // Casa matriz comes first by name: Camila's own workplace wins over it.
        workplaces: [buildWorkplace(), plant],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Entrada 09:20: ver comprobante' }));
    await opened();
    expect(receiptValue('Razón social')).toBe('Panadería La Espiga SpA');
    expect(receiptValue('RUT empresa')).toBe('76.543.210-3');
    await waitFor(() => expect(receiptValue('Lugar de trabajo')).toBe('Planta Recoleta'));
    expect(receiptValue('Dirección')).toBe(
      'Av. Recoleta 1450, Recoleta, Santiago, Región Metropolitana de Santiago',
    );
  });

  it("prints the company's first workplace for a person without one (Res. Ex. N° 38 art. 13.3)", async () => {
    const employer = buildTenant({ address: 'Av. Matta 1234, Santiago' });
    const { user } = await renderReady({
      records: [record({ checkInTime: at('09:20') })],
      docs: { tenants: [employer], workplaces: [buildWorkplace()] },
    });
    await user.click(screen.getByRole('button', { name: 'Entrada 09:20: ver comprobante' }));
    await opened();
    await waitFor(() => expect(receiptValue('Lugar de trabajo')).toBe('Casa matriz'));
    expect(receiptValue('Dirección')).toBe(
      'Av. Providencia 1234, Oficina 501, Providencia, Santiago, Región Metropolitana de Santiago',
    );
  });

  it("prints the company's own address and no Lugar de trabajo while it has none (Res. Ex. N° 38 art. 13.3)", async () => {
    const employer = buildTenant({ address: 'Av. Matta 1234, Santiago' });
    const { user } = await renderReady({
      records: [record({ checkInTime: at('09:20') })],
      docs: { tenants: [employer] },
    });
    await user.click(screen.getByRole('button', { name: 'Entrada 09:20: ver comprobante' }));
    await opened();
    await waitFor(() => expect(receiptValue('Dirección')).toBe('Av. Matta 1234, Santiago'));
    expect(within(receipt()).queryByText('Lugar de trabajo', { exact: true })).not.toBeInTheDocument();
    // Nor a DEJ resolution line: this company has none (Res. Ex. N° 38 art. 13).
    expect(within(receipt()).queryByText('Resolución DEJ', { exact: true })).not.toBeInTheDocument();
  });

  it("prints the company's DEJ resolution on screen and in the PDF (Res. Ex. N° 38 art. 13)", async () => {
    const DEJ = 'Res. Ex. N° 1234 del 05/03/2025';
    const { user } = await renderReady({
      records: [record({ checkInTime: at('09:20') })],
      docs: { tenants: [buildTenant({ dejResolution: DEJ })] },
    });
    await user.click(screen.getByRole('button', { name: 'Entrada 09:20: ver comprobante' }));
    await opened();
    expect(receiptValue('Resolución DEJ')).toBe(DEJ);
    const download = within(receipt()).getByRole('button', { name: 'Descargar PDF' });
    await waitFor(() => expect(download).toBeEnabled());
    await user.click(download);
    await within(receipt()).findByText('Comprobante descargado.');
    expect(exportPdf.mock.calls.at(-1)?.[0]?.rows).toContainEqual(['Resolución DEJ', DEJ]);
  });

  it('opens the receipt of an earlier punch from its chip', async () => {
    const { user } = await renderReady({ records: [record({ checkInTime: at('09:20') })] });
    await user.click(screen.getByRole('button', { name: 'Entrada 09:20: ver comprobante' }));
    await opened();
    expect(receiptValue('Acción')).toBe('Entrada');
    expect(receiptValue('Hora')).toBe('09:20:00');
  });

  it('writes once for a double click', async () => {
    const view = await renderReady();
    const writes = spyWrites(view);
    await view.user.dblClick(screen.getByRole('button', { name: 'Registrar entrada' }));
    await waitFor(() => expect(offered(firstCard(true))).toEqual(['Iniciar colación', 'Registrar salida']));
    expect(writes()).toHaveLength(1);
    expect(
      await view.store.list('attendance', {
        where: [
          { field: 'tenantId', op: '==', value: 'demo' },
          { field: 'userId', op: '==', value: UID },
        ],
      }),
    ).toHaveLength(1);
  });

  it('writes once for two taps before the screen re-renders, while the network is slow', async () => {
    const view = await renderReady();
    const network = deferred();
    const set = view.store.set.bind(view.store);
    const slowSet = vi.spyOn(view.store, 'set').mockImplementation(async (...args) => {
      await network.promise;
      return set(...args);
    });
    const button = screen.getByRole('button', { name: 'Registrar entrada' });
    // Two taps in one batch, before React re-renders: exactly what single-flight must absorb.
    // eslint-disable-next-line testing-library/no-unnecessary-act -- the batch is the point of the test
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    fireEvent.click(button);
    // The punch is pending: the button is disabled and the card says so.
    const pendingCard = firstCard(true);
    expect(
      within(pendingCard).getByRole('button', { name: 'Registrar entrada', hidden: true }),
    ).toBeDisabled();
    expect(within(pendingCard).getByRole('status', { hidden: true })).toHaveTextContent(
      'Pendiente de sincronizar',
    );
    expect(
      within(await opened()).getByText('Pendiente de sincronizar: hora del dispositivo'),
    ).toBeInTheDocument();
    await act(async () => network.resolve());
    await waitFor(() => expect(offered(firstCard(true))).toEqual(['Iniciar colación', 'Registrar salida']));
    expect(slowSet).toHaveBeenCalledTimes(1);
  });

  it('shows a failed write in Spanish and keeps the card usable', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = await renderReady();
    const { user } = view;
    const set = vi.spyOn(view.store, 'set').mockRejectedValueOnce(new DataError('unknown', 'boom'));
    await user.click(screen.getByRole('button', { name: 'Registrar entrada' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No se guardó tu marca. Inténtalo de nuevo.');
    expect(consoleError).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const button = within(firstCard()).getByRole('button', { name: 'Registrar entrada' });
    expect(button).toBeEnabled();
    expect(within(firstCard()).queryByRole('status')).not.toBeInTheDocument();

    await user.click(button);
    await closeReceipt(user);
    await waitFor(() => expect(offered(firstCard())).toEqual(['Iniciar colación', 'Registrar salida']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(set).toHaveBeenCalledTimes(2);
  });

  it('says a punch the demo store could not save was not saved, and Reintentar punches it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = await renderReady({ records: [record({ checkInTime: at('09:20') })] });
    const { user } = view;
    vi.setSystemTime(at('13:00'));
    // What the demo store throws when IndexedDB refuses the write: the punch was discarded, nothing is queued.
    const update = vi
      .spyOn(view.store, 'update')
      .mockRejectedValueOnce(
        new DataError('unavailable', 'The demo store could not save: QuotaExceededError'),
      );
    await user.click(screen.getByRole('button', { name: 'Iniciar colación' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se guardó tu marca. Inténtalo de nuevo.');
    expect(alert).not.toHaveTextContent(/pendiente/i);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.store.privileged().get('attendance', RECORD_ID)?.lunchStartTime).toBeNull();
    expect(offered(firstCard())).toEqual(['Iniciar colación', 'Registrar salida']);

    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await closeReceipt(user);
    await waitFor(() => expect(offered(firstCard())).toEqual(['Terminar colación']));
    expect(view.store.privileged().get('attendance', RECORD_ID)?.lunchStartTime).toEqual(at('13:00'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('keeps "pendiente" for a backend that queues offline punches, with nothing to retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = await renderReady({ queuesOffline: true });
    vi.spyOn(view.store, 'set').mockRejectedValueOnce(new DataError('unavailable', 'offline'));
    await view.user.click(screen.getByRole('button', { name: 'Registrar entrada' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Sin conexión: tu marca quedará pendiente y se enviará al volver la conexión.',
    );
    expect(within(alert).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('explains a punch refused because another tab already made it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, user } = await renderReady();
    // Another tab punches first; this screen has not heard of it yet when the tap's write reaches the store.
    const set = store.set.bind(store);
    vi.spyOn(store, 'set').mockImplementationOnce(async (...args) => {
      await set(...args);
      return set(...args);
    });
    await user.click(screen.getByRole('button', { name: 'Registrar entrada' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'No se pudo registrar la marca: ya estaba registrada (quizás desde otra pestaña) o el turno ya no admite marcas. Revisa tu tarjeta.',
    );
    // Punching it again would be refused the same way.
    expect(within(alert).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('shows punches made elsewhere live, without offering them again', async () => {
    const { store } = await renderReady();
    expect(offered(firstCard())).toEqual(['Registrar entrada']);
    // The same employee punches from another device: a real write through the store's policy.
    await act(() =>
      store.set('attendance', RECORD_ID, { ...record({}), checkInTime: SERVER_TIME, source: 'web' }),
    );
    await waitFor(() => expect(offered(firstCard())).toEqual(['Iniciar colación', 'Registrar salida']));
    expect(within(firstCard()).getByText('Entrada 09:20')).toBeInTheDocument();
  });
});

describe("the dialogs' chunk", () => {
  it('starts loading when the browser is idle once the day is on screen, before any dialog is needed', async () => {
    whenIdle.mockClear();
    await renderCheckin();
    expect(screen.getByRole('progressbar', { name: 'Cargando tu jornada' })).toBeInTheDocument();
    expect(whenIdle).not.toHaveBeenCalled();
    await screen.findByText('Hola, Camila');
    await waitFor(() => expect(whenIdle).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('loading and errors', () => {
  it('shows a spinner while the day loads', async () => {
    await renderCheckin();
    expect(screen.getByRole('progressbar', { name: 'Cargando tu jornada' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Turno 1 · 09:00 – 18:00' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a load error with a retry that loads the day', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, user } = await renderCheckin();
    vi.spyOn(store, 'list').mockRejectedValueOnce(new DataError('unknown', 'boom'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar tu jornada. Revisa tu conexión e inténtalo de nuevo.');
    expect(consoleError).toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Turno 1 · 09:00 – 18:00' })).toBeInTheDocument();
  });

  it('says when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = await renderCheckin();
    vi.spyOn(store, 'list').mockRejectedValueOnce(new DataError('unavailable'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sin conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    );
  });

  it('treats a missing company as a load error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Without its tenant doc the caller is switched off (the policy's off-switch): every read is refused.
    await renderCheckin({ docs: { tenants: [] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes permiso para ver esta información.',
    );
  });

  it('shows an error when the live punches cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { actAs } = await renderReady();
    // The session lost access (signed out elsewhere): the store refuses the watch, as Firestore does.
    act(() => actAs(null));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes permiso para ver esta información. Si cambiaste de cuenta, vuelve a iniciar sesión.',
    );
    expect(screen.queryByRole('button', { name: 'Registrar entrada' })).not.toBeInTheDocument();
  });
});

describe("the slot's punch window: it flags, it never blocks (Res. Ex. N° 38)", () => {
  const says = (text: string | RegExp) => within(firstCard()).getByText(text);

  it('offers the entry before the window opens, and says it will be flagged', async () => {
    vi.setSystemTime(at('06:30'));
    const view = await renderReady();
    const writes = spyWrites(view);
    expect(says('Comienza en 2 h 30 min.')).toBeInTheDocument();
    expect(
      says(
        'Si marcas tu entrada antes de las 07:00, quedará registrada y tu jefatura la verá como marca fuera de horario.',
      ),
    ).toBeInTheDocument();
    expect(offered(firstCard())).toEqual(['Registrar entrada']);
    await view.user.click(within(firstCard()).getByRole('button', { name: 'Registrar entrada' }));
    await closeReceipt(view.user);
    expect(writes()).toEqual([expect.objectContaining({ op: 'set', id: RECORD_ID })]);
  });

  it("names the tenant's openBeforeMinutes", async () => {
    vi.setSystemTime(at('08:30'));
    const narrow = buildTenant({
      settings: { ...TENANT.settings, punchWindow: { openBeforeMinutes: 15, closeAfterMinutes: 60 } },
    });
    await renderReady({ docs: { tenants: [narrow] } });
    expect(
      says(
        'Si marcas tu entrada antes de las 08:45, quedará registrada y tu jefatura la verá como marca fuera de horario.',
      ),
    ).toBeInTheDocument();
    expect(offered(firstCard())).toEqual(['Registrar entrada']);
  });

  it('after the window closes still offers the exit, and says it will be flagged', async () => {
    vi.setSystemTime(at('22:01'));
    await renderReady({ records: [record({ checkInTime: at('09:00') })] });
    expect(says('Trabajando desde las 09:00.')).toBeInTheDocument();
    expect(
      says(
        'Tu turno terminó hace 4 h 1 min. Registra tu salida: quedará registrada y tu jefatura la verá como marca fuera de horario (después de las 22:00).',
      ),
    ).toBeInTheDocument();
    expect(offered(firstCard())).toEqual(['Iniciar colación', 'Registrar salida']);
  });

  it("names the tenant's closeAfterMinutes", async () => {
    vi.setSystemTime(at('19:30'));
    const narrow = buildTenant({
      settings: { ...TENANT.settings, punchWindow: { openBeforeMinutes: 120, closeAfterMinutes: 60 } },
    });
    await renderReady({ records: [record({ checkInTime: at('09:00') })], docs: { tenants: [narrow] } });
    expect(says(/marca fuera de horario \(después de las 19:00\)/)).toBeInTheDocument();
    expect(offered(firstCard())).toEqual(['Iniciar colación', 'Registrar salida']);
  });

  it('records an exit confirmed after the window closed while the screen was open', async () => {
    vi.setSystemTime(at('21:59'));
    const view = await renderReady({ records: [record({ checkInTime: at('09:00') })] });
    const writes = spyWrites(view);
    await view.user.click(within(firstCard()).getByRole('button', { name: 'Registrar salida' }));
    // The confirmation takes a while: the window closes meanwhile, and the exit is recorded all the same.
    vi.setSystemTime(at('22:05'));
    const confirm = await screen.findByRole('dialog', { name: '¿Registrar tu salida?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Registrar salida' }));
    await closeReceipt(view.user);
    expect(writes()).toEqual([expect.objectContaining({ op: 'update', id: RECORD_ID })]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe("yesterday's unscheduled shift", () => {
  const YESTERDAY_NP = `${UID}_2026-11-17_np`;
  const lastNight = buildAttendance(
    '2026-11-17',
    0,
    { checkIn: '19:00' },
    { id: YESTERDAY_NP, unscheduled: true },
  );

  it('takes its exit after midnight, on its own record', async () => {
    vi.setSystemTime(new Date('2026-11-18T02:00:00-03:00'));
    const view = await renderReady({ schedule: null, records: [lastNight] });
    const writes = spyWrites(view);
    expect(screen.getAllByRole('region')).toHaveLength(1);
    const region = card('Turno no programado de ayer');
    expect(
      within(region).getByText('Entraste ayer a las 19:00. Registra tu salida cuando termines.'),
    ).toBeInTheDocument();
    await view.user.click(within(region).getByRole('button', { name: 'Registrar salida' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Registrar tu salida?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Registrar salida' }));
    await closeReceipt(view.user);
    expect(writes()).toEqual([expect.objectContaining({ op: 'update', id: YESTERDAY_NP })]);
  });

  it("is gone once its 16 h are over: today's unscheduled shift is offered instead", async () => {
    vi.setSystemTime(new Date('2026-11-18T11:01:00-03:00'));
    await renderReady({ schedule: null, records: [lastNight] });
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(offered(card('Turno no programado'))).toEqual(['Registrar entrada']);
  });
});

describe('a night slot that started yesterday (22:00 – 06:00)', () => {
  const NIGHT = [{ startTime: '22:00', endTime: '06:00' }];
  const YESTERDAY = '2026-11-17';
  const nightOf = (day: string) => buildSchedule(day, NIGHT, { shiftId: 'noche' });
  const yesterdayNight = (punches: PunchTimes) => buildAttendance(YESTERDAY, 0, punches);

  it("after midnight offers the exit of the slot still running, not tonight's entry, and checks out on yesterday's record", async () => {
    vi.setSystemTime(new Date('2026-11-18T05:30:00-03:00'));
    const view = await renderReady({
      schedule: nightOf(DAY),
      docs: {
        schedulesConfig: [nightOf(YESTERDAY), nightOf(DAY)],
        attendance: [yesterdayNight({ checkIn: '21:54' })],
      },
    });
    const writes = spyWrites(view);
    const yesterdayCard = card('Turno de ayer · 22:00 – 06:00');
    expect(
      within(yesterdayCard).getByText(/Comenzó ayer, martes 17 de noviembre, y termina a las 06:00/),
    ).toBeInTheDocument();
    expect(offered(yesterdayCard)).toEqual(['Iniciar colación', 'Registrar salida']);
    // Tonight's slot is on time from 20:00 only; an entry now is offered and would be flagged.
    expect(offered(card('Turno 1 · 22:00 – 06:00'))).toEqual(['Registrar entrada']);

    await view.user.click(within(yesterdayCard).getByRole('button', { name: 'Registrar salida' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Registrar tu salida?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Registrar salida' }));
    await waitFor(() => expect(receiptValue('Hora')).toBe('05:30:00'));
    expect(receiptValue('Acción')).toBe('Salida');
    await closeReceipt(view.user);
    expect(writes()).toEqual([
      expect.objectContaining({ op: 'update', collection: 'attendance', id: `${UID}_${YESTERDAY}_0` }),
    ]);
    await waitFor(() => expect(offered(card('Turno de ayer · 22:00 – 06:00'))).toEqual([]));
    expect(within(card('Turno de ayer · 22:00 – 06:00')).getByText('Salida 05:30')).toBeInTheDocument();
  });

  it("a late arrival after midnight enters yesterday's slot", async () => {
    vi.setSystemTime(new Date('2026-11-18T00:40:00-03:00'));
    const view = await renderReady({ schedule: null, docs: { schedulesConfig: [nightOf(YESTERDAY)] } });
    const writes = spyWrites(view);
    expect(screen.getAllByRole('region')).toHaveLength(1);
    await view.user.click(
      within(card('Turno de ayer · 22:00 – 06:00')).getByRole('button', { name: 'Registrar entrada' }),
    );
    await closeReceipt(view.user);
    expect(writes()[0]).toMatchObject({ op: 'set', id: `${UID}_${YESTERDAY}_0` });
    expect(writes()[0]?.data).toMatchObject({ date: new Date('2026-11-17T03:00:00Z'), slotIndex: 0 });
  });

  it('an open slot still offers its exit for 4 hours after the end, then no longer', async () => {
    vi.setSystemTime(new Date('2026-11-18T09:50:00-03:00'));
    await renderReady({
      docs: {
        schedulesConfig: [nightOf(YESTERDAY), OFICINA],
        attendance: [yesterdayNight({ checkIn: '22:01' })],
      },
    });
    expect(offered(card('Turno de ayer · 22:00 – 06:00'))).toEqual(['Iniciar colación', 'Registrar salida']);
    expect(card('Turno 1 · 09:00 – 18:00')).toBeInTheDocument();
  });

  it('is gone once it ended without being punched', async () => {
    vi.setSystemTime(new Date('2026-11-18T06:30:00-03:00'));
    await renderReady({ docs: { schedulesConfig: [nightOf(YESTERDAY), OFICINA] } });
    expect(
      screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby')),
    ).toHaveLength(1);
    expect(card('Turno 1 · 09:00 – 18:00')).toBeInTheDocument();
  });
});
