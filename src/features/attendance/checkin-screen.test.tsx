import { buildTenant, buildUserDoc, fakeAuth, unexpectedCall } from '../../testing/data-builders';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Backend } from '../../data/ports/backend';
import type {
  AttendanceRecord,
  CollectionMap,
  CollectionName,
  Holiday,
  ScheduleEntry,
  Tenant,
} from '../../data/ports/collections';
import {
  DataError,
  isServerTime,
  type DocumentStore,
  type Query,
  type WatchHandlers,
  type WithId,
  type Writable,
} from '../../data/ports/document-store';
import { BackendContext } from '../../lib/backend-context';
import { useAuthStore } from '../../stores/auth-store';
import { useSessionStore } from '../../stores/session-store';
import { CheckinScreen } from './checkin-screen';

// The live clock ticks every second on real timers; here it reads the (faked) Date once per render.
vi.mock('../../lib/use-now', () => ({ useNow: () => new Date() }));

const TZ = 'America/Santiago';
/** Wednesday 2026-11-18 09:20 in Santiago (UTC-3). */
const NOW = new Date('2026-11-18T12:20:00.000Z');
const DAY_START = new Date('2026-11-18T03:00:00.000Z');
const UID = 'demo-empleado';
const RECORD_ID = `${UID}_2026-11-18_0`;
const at = (hhmm: string) => new Date(`2026-11-18T${hhmm}:00-03:00`);

const BUTTONS = ['Registrar entrada', 'Iniciar colación', 'Terminar colación', 'Registrar salida'] as const;

const TENANT = buildTenant({ timeZone: TZ });

const CAMILA_DOC = buildUserDoc({
  id: UID,
  position: 'Asistente Administrativa',
  payKind: 'monthly',
  payAmount: 720_000,
});

function schedule(timeSlots: ScheduleEntry['timeSlots'], extra: Partial<ScheduleEntry> = {}) {
  const entry: WithId<ScheduleEntry> = {
    id: `${UID}_2026-11-18`,
    tenantId: 'demo',
    userId: UID,
    date: DAY_START,
    timeSlots,
    shiftId: 'oficina',
    ...extra,
  };
  return entry;
}

const OFICINA = schedule([{ startTime: '09:00', endTime: '18:00' }]);

function record(punches: Partial<AttendanceRecord>, slotIndex = 0): WithId<AttendanceRecord> {
  return {
    id: `${UID}_2026-11-18_${slotIndex}`,
    tenantId: 'demo',
    userId: UID,
    date: DAY_START,
    slotIndex,
    checkInTime: null,
    lunchStartTime: null,
    lunchEndTime: null,
    checkOutTime: null,
    source: 'web',
    ...punches,
  };
}

interface Write {
  op: 'set' | 'update';
  collection: CollectionName;
  id: string;
  data: Record<string, unknown>;
}

const unexpected = unexpectedCall;

/**
 * The store calls /checkin makes: tenant and user by id, today's schedule and holiday, a live query of today's
 * attendance, and punch writes (`set`/`update`) that resolve the server time and notify the watchers. Anything
 * else fails the test.
 */
class FakeStore implements DocumentStore {
  readonly writes: Write[] = [];
  readonly attendance = new Map<string, WithId<AttendanceRecord>>();
  private readonly watchers = new Set<WatchHandlers<WithId<AttendanceRecord>[]>>();
  /** When set, `get` waits for (or fails with) this instead of answering. */
  getGate: Promise<void> | null = null;
  /** When set, the next writes wait for it (a slow network). */
  writeGate: Promise<void> | null = null;
  /** The next write fails with this error. */
  failNextWrite: Error | null = null;
  /** What SERVER_TIME becomes; defaults to the (faked) clock. */
  serverNow: () => Date = () => new Date();

  constructor(
    private readonly docs: {
      schedule?: WithId<ScheduleEntry> | null;
      holiday?: WithId<Holiday> | null;
      records?: WithId<AttendanceRecord>[];
      tenant?: WithId<Tenant> | null;
    } = {},
  ) {
    for (const r of docs.records ?? []) this.attendance.set(r.id, r);
  }

  async get<C extends CollectionName>(collection: C, id: string): Promise<WithId<CollectionMap[C]> | null> {
    if (this.getGate) await this.getGate;
    const byCollection: { [K in CollectionName]?: Record<string, WithId<CollectionMap[K]>> } = {
      tenants: this.docs.tenant === null ? {} : { demo: this.docs.tenant ?? TENANT },
      users: { [UID]: CAMILA_DOC },
    };
    const table = byCollection[collection];
    if (!table) throw new Error(`unexpected get ${collection}/${id}`);
    return table[id] ?? null;
  }

  async list<C extends CollectionName>(collection: C, query?: Query<C>): Promise<WithId<CollectionMap[C]>[]> {
    const lists: { [K in CollectionName]?: WithId<CollectionMap[K]>[] } = {
      schedulesConfig: this.docs.schedule ? [this.docs.schedule] : [],
      holidays: this.docs.holiday ? [this.docs.holiday] : [],
    };
    const list = lists[collection];
    if (!list) throw new Error(`unexpected list ${collection}`);
    expect(query?.where).toContainEqual({ field: 'tenantId', op: '==', value: 'demo' });
    return list;
  }

  watchQuery<C extends CollectionName>(
    collection: C,
    query: Query<C>,
    handlers: WatchHandlers<WithId<CollectionMap[C]>[]>,
  ): () => void {
    if (collection !== 'attendance') throw new Error(`unexpected watch ${collection}`);
    expect(query.where).toContainEqual({ field: 'userId', op: '==', value: UID });
    const watcher = handlers as unknown as WatchHandlers<WithId<AttendanceRecord>[]>;
    this.watchers.add(watcher);
    queueMicrotask(() => {
      if (this.watchers.has(watcher)) watcher.next(this.records());
    });
    return () => this.watchers.delete(watcher);
  }

  records(): WithId<AttendanceRecord>[] {
    return [...this.attendance.values()].map((r) => ({ ...r }));
  }

  /** Another tab or device changed today's attendance. */
  emit(): void {
    for (const watcher of this.watchers) watcher.next(this.records());
  }

  /** The watch breaks (e.g. the session lost access). */
  breakWatch(error: DataError): void {
    for (const watcher of this.watchers) watcher.error?.(error);
  }

  private async write(op: Write['op'], collection: CollectionName, id: string, data: object): Promise<void> {
    const raw = { ...data } as Record<string, unknown>;
    this.writes.push({ op, collection, id, data: raw });
    if (this.writeGate) await this.writeGate;
    if (this.failNextWrite) {
      const error = this.failNextWrite;
      this.failNextWrite = null;
      throw error;
    }
    if (collection !== 'attendance') throw new Error(`unexpected write to ${collection}`);
    const resolved = Object.fromEntries(
      Object.entries(raw).map(([key, value]) => [key, isServerTime(value) ? this.serverNow() : value]),
    );
    const before = this.attendance.get(id);
    if (op === 'update' && !before) throw new DataError('not-found');
    this.attendance.set(id, { ...before, ...resolved, id } as WithId<AttendanceRecord>);
    this.emit();
  }

  set<C extends CollectionName>(collection: C, id: string, data: Partial<Writable<CollectionMap[C]>>) {
    return this.write('set', collection, id, data);
  }

  update<C extends CollectionName>(collection: C, id: string, data: Partial<Writable<CollectionMap[C]>>) {
    return this.write('update', collection, id, data);
  }

  watchDoc = unexpected('store.watchDoc');
  add = unexpected('store.add');
  delete = unexpected('store.delete');
  newId = unexpected('store.newId');
  batch = unexpected('store.batch');
}

const AUTH = fakeAuth();

function renderCheckin(store: FakeStore) {
  useAuthStore.setState({ auth: { role: 'employee', tenantId: 'demo' } });
  useSessionStore.setState({
    ready: true,
    user: {
      uid: UID,
      email: 'empleado@asiste.demo',
      displayName: 'Camila Rojas',
      photoURL: null,
      providers: ['password'],
    },
  });
  const backend: Backend = { kind: 'demo', auth: AUTH, store };
  const user = userEvent.setup({ delay: null });
  render(
    <BackendContext.Provider value={backend}>
      <CheckinScreen />
    </BackendContext.Provider>,
  );
  return user;
}

/** Renders and waits for the day to be on screen. */
async function renderReady(store: FakeStore) {
  const user = renderCheckin(store);
  await screen.findByText('Hola, Camila');
  await waitFor(() => expect(screen.getAllByRole('region').length).toBeGreaterThan(0));
  return user;
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

/** The value next to a label in the receipt. */
function receiptValue(label: string): string {
  const labelNode = within(receipt()).getByText(label, { exact: true });
  return labelNode.nextElementSibling?.textContent ?? '';
}

/** Closes the receipt a punch opens (while it is open, the modal hides the cards from assistive tech). */
async function closeReceipt(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(receipt()).getByRole('button', { name: 'Cerrar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
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

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useAuthStore.setState({ auth: null });
  useSessionStore.setState({ ready: false, user: null });
});

describe('the day', () => {
  it('greets the employee and shows the date and the clock in the tenant zone', async () => {
    await renderReady(new FakeStore({ schedule: OFICINA }));
    expect(screen.getByText('miércoles 18 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByLabelText('Hora actual 09:20')).toHaveTextContent('09:20:00');
  });

  it('shows one card per slot of the schedule, titled with its number and hours', async () => {
    await renderReady(new FakeStore({ schedule: OFICINA }));
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
    await renderReady(new FakeStore({ schedule: cortado, records: [record({ checkInTime: at('07:58') })] }));
    expect(screen.getAllByRole('region')).toHaveLength(2);
    expect(offered(card('Turno 1 · 08:00 – 12:00'))).toEqual(['Iniciar colación', 'Registrar salida']);
    expect(offered(card('Turno 2 · 16:00 – 20:00'))).toEqual(['Registrar entrada']);
  });

  it('falls back to one 09:00 – 17:00 slot for a schedule without slots', async () => {
    await renderReady(new FakeStore({ schedule: schedule(null, { startTime: null, endTime: null }) }));
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(card('Turno 1 · 09:00 – 17:00')).toBeInTheDocument();
  });

  it('without a schedule shows one unscheduled card that allows an entry', async () => {
    const store = new FakeStore({ schedule: null });
    const user = await renderReady(store);
    expect(screen.getAllByRole('region')).toHaveLength(1);
    const region = card('Turno no programado');
    expect(within(region).getByText(/Hoy no tienes turno programado/)).toBeInTheDocument();
    expect(offered(region)).toEqual(['Registrar entrada']);
    await user.click(within(region).getByRole('button', { name: 'Registrar entrada' }));
    await closeReceipt(user);
    await waitFor(() =>
      expect(offered(card('Turno no programado'))).toEqual(['Iniciar colación', 'Registrar salida']),
    );
    expect(store.writes).toHaveLength(1);
    expect(store.writes[0]).toMatchObject({ op: 'set', collection: 'attendance', id: RECORD_ID });
    expect(store.writes[0]?.data).toMatchObject({
      slotIndex: 0,
      userId: UID,
      tenantId: 'demo',
      source: 'web',
    });
  });

  it('names a holiday', async () => {
    const holiday: WithId<Holiday> = {
      id: 'h1',
      tenantId: 'demo',
      date: DAY_START,
      name: 'Día de prueba',
      irrenunciable: false,
    };
    await renderReady(new FakeStore({ schedule: OFICINA, holiday }));
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
    await renderReady(new FakeStore({ schedule: OFICINA, records: punches ? [record(punches)] : [] }));
    const region = card('Turno 1 · 09:00 – 18:00');
    expect(offered(region)).toEqual(buttons);
    for (const chip of chips) {
      expect(within(region).getByRole('button', { name: `${chip}: ver comprobante` })).toHaveTextContent(
        chip,
      );
    }
    if (buttons.length === 0) expect(within(region).getByText('Turno completo.')).toBeInTheDocument();
    else expect(within(region).queryByText('Turno completo.')).not.toBeInTheDocument();
  });
});

describe('punching', () => {
  it('records the entry with the server time and shows its receipt', async () => {
    const store = new FakeStore({ schedule: OFICINA });
    const user = await renderReady(store);
    await user.click(screen.getByRole('button', { name: 'Registrar entrada' }));

    expect(receipt()).toBeInTheDocument();
    await waitFor(() => expect(receiptValue('Hora')).toBe('09:20:00'));
    expect(receiptValue('Acción')).toBe('Entrada');
    expect(receiptValue('Fecha')).toBe('miércoles 18 de noviembre de 2026');
    expect(receiptValue('Empresa')).toBe('Panadería La Espiga');
    expect(receiptValue('Empleado')).toBe('Camila Rojas');
    await waitFor(() =>
      expect(receiptValue('Código de verificación')).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/),
    );
    expect(within(receipt()).getByText('Hora del servidor. Integridad verificada.')).toBeInTheDocument();

    expect(store.writes).toEqual([
      expect.objectContaining({ op: 'set', collection: 'attendance', id: RECORD_ID }),
    ]);
    expect(store.writes[0]?.data).toMatchObject({
      tenantId: 'demo',
      userId: UID,
      date: DAY_START,
      slotIndex: 0,
      checkInTime: { kind: 'server-time' },
      lunchStartTime: null,
      lunchEndTime: null,
      checkOutTime: null,
      deviceTimes: { checkIn: NOW },
      source: 'web',
      integrityHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    await user.click(within(receipt()).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(offered(firstCard())).toEqual(['Iniciar colación', 'Registrar salida']);
    expect(within(firstCard()).getByText('Entrada 09:20')).toBeInTheDocument();
  });

  it('updates the same record for the later punches of the day', async () => {
    const store = new FakeStore({ schedule: OFICINA, records: [record({ checkInTime: at('09:20') })] });
    const user = await renderReady(store);
    vi.setSystemTime(at('13:00'));
    await user.click(screen.getByRole('button', { name: 'Iniciar colación' }));
    expect(receiptValue('Acción')).toBe('Inicio de colación');
    await waitFor(() => expect(receiptValue('Hora')).toBe('13:00:00'));
    await closeReceipt(user);
    expect(offered(firstCard())).toEqual(['Terminar colación']);
    expect(within(firstCard()).getByText('Inicio de colación 13:00')).toBeInTheDocument();
    expect(store.writes).toEqual([expect.objectContaining({ op: 'update', id: RECORD_ID })]);
    expect(store.writes[0]?.data).toMatchObject({ lunchStartTime: { kind: 'server-time' } });
    expect(store.writes[0]?.data).not.toHaveProperty('checkInTime');
  });

  it('opens the receipt of an earlier punch from its chip', async () => {
    const user = await renderReady(
      new FakeStore({ schedule: OFICINA, records: [record({ checkInTime: at('09:20') })] }),
    );
    await user.click(screen.getByRole('button', { name: 'Entrada 09:20: ver comprobante' }));
    expect(receiptValue('Acción')).toBe('Entrada');
    expect(receiptValue('Hora')).toBe('09:20:00');
  });

  it('writes once for a double click', async () => {
    const store = new FakeStore({ schedule: OFICINA });
    const user = await renderReady(store);
    await user.dblClick(screen.getByRole('button', { name: 'Registrar entrada' }));
    await waitFor(() => expect(offered(firstCard(true))).toEqual(['Iniciar colación', 'Registrar salida']));
    expect(store.writes).toHaveLength(1);
    expect(store.attendance.size).toBe(1);
  });

  it('writes once for two taps before the screen re-renders, while the network is slow', async () => {
    const store = new FakeStore({ schedule: OFICINA });
    const network = deferred();
    store.writeGate = network.promise;
    await renderReady(store);
    const button = screen.getByRole('button', { name: 'Registrar entrada' });
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
    expect(within(receipt()).getByText('Pendiente de sincronizar: hora del dispositivo')).toBeInTheDocument();
    await act(async () => network.resolve());
    await waitFor(() => expect(offered(firstCard(true))).toEqual(['Iniciar colación', 'Registrar salida']));
    expect(store.writes).toHaveLength(1);
  });

  it('shows a failed write in Spanish and keeps the card usable', async () => {
    const store = new FakeStore({ schedule: OFICINA });
    store.failNextWrite = new DataError('unknown', 'boom');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await renderReady(store);
    await user.click(screen.getByRole('button', { name: 'Registrar entrada' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo registrar la marca. Inténtalo de nuevo.',
    );
    expect(consoleError).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const button = within(firstCard()).getByRole('button', { name: 'Registrar entrada' });
    expect(button).toBeEnabled();
    expect(within(firstCard()).queryByRole('status')).not.toBeInTheDocument();

    await user.click(button);
    await closeReceipt(user);
    await waitFor(() => expect(offered(firstCard())).toEqual(['Iniciar colación', 'Registrar salida']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.writes).toHaveLength(2);
  });

  it('explains a punch refused because another tab already made it', async () => {
    const store = new FakeStore({ schedule: OFICINA });
    store.failNextWrite = new DataError('permission-denied');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await renderReady(store);
    await user.click(screen.getByRole('button', { name: 'Registrar entrada' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta marca ya estaba registrada (quizás desde otra pestaña). Revisa tu tarjeta.',
    );
  });

  it('shows punches made elsewhere live, without offering them again', async () => {
    const store = new FakeStore({ schedule: OFICINA });
    await renderReady(store);
    expect(offered(firstCard())).toEqual(['Registrar entrada']);
    act(() => {
      store.attendance.set(RECORD_ID, record({ checkInTime: at('09:20') }));
      store.emit();
    });
    expect(offered(firstCard())).toEqual(['Iniciar colación', 'Registrar salida']);
    expect(within(firstCard()).getByText('Entrada 09:20')).toBeInTheDocument();
  });
});

describe('loading and errors', () => {
  it('shows a spinner while the day loads', async () => {
    const store = new FakeStore({ schedule: OFICINA });
    const gate = deferred();
    store.getGate = gate.promise;
    renderCheckin(store);
    expect(screen.getByRole('progressbar', { name: 'Cargando tu jornada' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await act(async () => gate.resolve());
    expect(await screen.findByRole('region', { name: 'Turno 1 · 09:00 – 18:00' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a load error with a retry that loads the day', async () => {
    const store = new FakeStore({ schedule: OFICINA });
    const gate = deferred();
    store.getGate = gate.promise;
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = renderCheckin(store);
    await act(async () => gate.reject(new Error('boom')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar tu jornada. Revisa tu conexión e inténtalo de nuevo.');
    expect(consoleError).toHaveBeenCalled();
    store.getGate = null;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Turno 1 · 09:00 – 18:00' })).toBeInTheDocument();
  });

  it('says when the server cannot be reached', async () => {
    const store = new FakeStore({ schedule: OFICINA });
    const gate = deferred();
    store.getGate = gate.promise;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCheckin(store);
    await act(async () => gate.reject(new DataError('unavailable')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sin conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    );
  });

  it('treats a missing company as a load error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCheckin(new FakeStore({ schedule: OFICINA, tenant: null }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar tu jornada.');
  });

  it('shows an error when the live punches cannot be read', async () => {
    const store = new FakeStore({ schedule: OFICINA });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderReady(store);
    act(() => store.breakWatch(new DataError('permission-denied')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes permiso para ver esta información. Si cambiaste de cuenta, vuelve a iniciar sesión.',
    );
    expect(screen.queryByRole('button', { name: 'Registrar entrada' })).not.toBeInTheDocument();
  });
});
