import { isInaccessible, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Absence, Holiday, ScheduleEntry } from '../../data/ports/collections';
import { DataError, type WithId } from '../../data/ports/document-store';
import { isoWeekdayOfKey, keysBetween } from '../../domain/calendar/day-keys';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { buildTenant } from '../../testing/data-builders';
import { renderScreen as renderWithStore, type DemoSeed } from '../../testing/render-screen';
import { MyAgendaScreen } from './my-agenda-screen';

const TZ = 'America/Santiago';
const UID = 'demo-empleado';
const TENANT = 'demo';
/** Wednesday 2026-11-18, 10:00 in Santiago (UTC-3). */
const NOW = new Date('2026-11-18T13:00:00.000Z');

const HOLIDAYS: WithId<Holiday>[] = [
  {
    id: 'h-1208',
    tenantId: TENANT,
    date: dayKeyToInstant('2026-12-08', TZ),
    name: 'Inmaculada Concepción',
    irrenunciable: false,
  },
  {
    id: 'h-1225',
    tenantId: TENANT,
    date: dayKeyToInstant('2026-12-25', TZ),
    name: 'Navidad',
    irrenunciable: true,
  },
];

function absence(id: string, from: string, to: string, type: Absence['type'], status: Absence['status']) {
  return {
    id,
    tenantId: TENANT,
    userId: UID,
    type,
    status,
    from: dayKeyToInstant(from, TZ),
    to: dayKeyToInstant(to, TZ),
    note: null,
    createdAt: new Date('2026-11-01T12:00:00Z'),
  } satisfies WithId<Absence>;
}

const ABSENCES: WithId<Absence>[] = [
  absence('a-vac', '2026-12-14', '2026-12-18', 'vacaciones', 'aprobada'),
  absence('a-perm', '2026-11-27', '2026-11-27', 'permiso', 'pendiente'),
  absence('a-rej', '2026-11-26', '2026-11-26', 'licencia médica', 'rechazada'),
  // Approved after the schedule was written: the day keeps its schedule document, the absence replaces it.
  absence('a-lic', '2026-12-03', '2026-12-03', 'licencia médica', 'aprobada'),
];

/** Camila's pattern: Monday–Friday 09:00–18:00, except holidays and approved absences. */
function schedules(): WithId<ScheduleEntry>[] {
  const blocked = new Set(['2026-12-08', '2026-12-25', ...keysBetween('2026-12-14', '2026-12-19')]);
  const mine = keysBetween('2026-10-01', '2027-01-01')
    .filter((key) => isoWeekdayOfKey(key) <= 5 && !blocked.has(key))
    .map((key) => ({
      id: `${UID}_${key}`,
      tenantId: TENANT,
      userId: UID,
      date: dayKeyToInstant(key, TZ),
      timeSlots: [{ startTime: '09:00', endTime: '18:00' }],
      shiftId: 'oficina',
    }));
  // Someone else's night shift on Saturday: never on Camila's agenda.
  const other: WithId<ScheduleEntry> = {
    id: 'other',
    tenantId: TENANT,
    userId: 'u-other',
    date: dayKeyToInstant('2026-11-21', TZ),
    timeSlots: [{ startTime: '22:00', endTime: '06:00' }],
    shiftId: null,
  };
  return [...mine, other];
}

function fixtures(overrides: DemoSeed = {}): DemoSeed {
  return {
    tenants: [buildTenant()],
    schedulesConfig: schedules(),
    holidays: HOLIDAYS,
    absences: ABSENCES,
    ...overrides,
  };
}

function renderScreen(docs: DemoSeed) {
  return renderWithStore(<MyAgendaScreen />, { docs });
}

/** The machine running the suite may be busy: role queries over a month of days are not instant. */
const WAIT = { timeout: 10_000 };
const SLOW = { timeout: 30_000 };

const periodHeading = (name: string) => screen.findByRole('heading', { level: 2, name }, WAIT);

beforeEach(() => {
  // Only Date is faked: timers and promises stay real for Testing Library.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('MyAgendaScreen, week view', SLOW, () => {
  it('shows this week Monday first: workdays 09:00 – 18:00, the weekend unplanned, today marked', async () => {
    await renderScreen(fixtures());
    expect(screen.getByRole('heading', { level: 1, name: 'Mi agenda' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Cargando tu agenda' })).toBeInTheDocument();
    await periodHeading('Semana del 16 al 22 de noviembre de 2026');
    const week = await screen.findByRole('list', { name: 'Semana del 16 al 22 de noviembre de 2026' }, WAIT);
    const items = within(week).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'lunes 16 de noviembre: 09:00 – 18:00',
      'martes 17 de noviembre: 09:00 – 18:00',
      'miércoles 18 de noviembre: 09:00 – 18:00',
      'jueves 19 de noviembre: 09:00 – 18:00',
      'viernes 20 de noviembre: 09:00 – 18:00',
      'sábado 21 de noviembre: Sin planificar',
      'domingo 22 de noviembre: Sin planificar',
    ]);
    const today = within(week).getByRole('listitem', { current: 'date' });
    expect(today).toHaveAccessibleName('miércoles 18 de noviembre: 09:00 – 18:00');
    expect(within(today).getByText('Hoy')).toBeInTheDocument();
    expect(items.filter((item) => item.getAttribute('aria-current') === 'date')).toHaveLength(1);
    expect(screen.queryByText('No tienes turnos en este periodo.')).not.toBeInTheDocument();
  });

  it('moves to the next and previous weeks and back to today: schedules watched per week, holidays read once per week, absences watched once', async () => {
    const { store, user } = await renderScreen(fixtures());
    const list = vi.spyOn(store, 'list');
    const watch = vi.spyOn(store, 'watchQuery');
    await screen.findByRole('listitem', { name: 'lunes 16 de noviembre: 09:00 – 18:00' }, WAIT);
    expect(list.mock.calls.map(([collection]) => collection)).toEqual(['holidays']);

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await periodHeading('Semana del 23 al 29 de noviembre de 2026');
    const pending = await screen.findByRole(
      'listitem',
      {
        name: 'viernes 27 de noviembre: Solicitud de permiso con goce pendiente, 09:00 – 18:00 (si no se aprueba)',
      },
      WAIT,
    );
    expect(within(pending).getByText('Solicitud de permiso con goce pendiente')).toBeInTheDocument();
    expect(within(pending).getByText('09:00 – 18:00')).toBeInTheDocument();
    expect(within(pending).getByText('(si no se aprueba)')).toBeInTheDocument();
    // A rejected request is not shown.
    expect(
      screen.getByRole('listitem', { name: 'jueves 26 de noviembre: 09:00 – 18:00' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { current: 'date' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await periodHeading('Semana del 9 al 15 de noviembre de 2026');
    await screen.findByRole('listitem', { name: 'lunes 9 de noviembre: 09:00 – 18:00' }, WAIT);

    await user.click(screen.getByRole('button', { name: 'Hoy' }));
    await periodHeading('Semana del 16 al 22 de noviembre de 2026');
    await screen.findByRole('listitem', { current: 'date' }, WAIT);

    // Five periods shown (16, 23, 16, 9, 16 November) but three distinct ones: holidays read once each, then
    // cached; every watch of own data is constrained to the tenant and the person.
    expect(list.mock.calls.map(([collection]) => collection)).toEqual(['holidays', 'holidays', 'holidays']);
    const watched = watch.mock.calls.filter(([collection]) => collection !== 'tenants');
    expect(watched.length).toBeGreaterThan(0);
    for (const [collection, query] of watched) {
      expect(['schedulesConfig', 'absences']).toContain(collection);
      expect(query?.where).toEqual(
        expect.arrayContaining([
          { field: 'tenantId', op: '==', value: TENANT },
          { field: 'userId', op: '==', value: UID },
        ]),
      );
    }
  });

  it('says so when the period has no shifts', async () => {
    await renderScreen(fixtures({ schedulesConfig: [] }));
    expect(await screen.findByText('No tienes turnos en este periodo.', {}, WAIT)).toBeInTheDocument();
    expect(
      screen.getByRole('listitem', { name: 'lunes 16 de noviembre: Sin planificar' }),
    ).toBeInTheDocument();
  });
});

describe('MyAgendaScreen, month view', SLOW, () => {
  it('shows a Monday-first month grid with today current, and the chosen day in detail', async () => {
    const { user } = await renderScreen(fixtures());
    await screen.findByRole('listitem', { current: 'date' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Mes' }));
    expect(screen.getByRole('button', { name: 'Mes' })).toHaveAttribute('aria-pressed', 'true');
    await periodHeading('Noviembre de 2026');
    const month = await screen.findByRole('list', { name: 'Noviembre de 2026' }, WAIT);
    const days = within(month).getAllByRole('button');
    expect(days).toHaveLength(30);
    expect(days[0]).toHaveAccessibleName('domingo 1 de noviembre: Sin planificar');
    const today = within(month).getByRole('button', { current: 'date' });
    expect(today).toHaveAccessibleName('miércoles 18 de noviembre: 09:00 – 18:00');
    expect(today).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByRole('heading', { level: 3, name: 'miércoles 18 de noviembre (hoy)' }),
    ).toBeInTheDocument();

    await user.click(within(month).getByRole('button', { name: 'sábado 21 de noviembre: Sin planificar' }));
    expect(screen.getByRole('heading', { level: 3, name: 'sábado 21 de noviembre' })).toBeInTheDocument();
  });

  it('marks holidays and approved absences, with no shift on those days', async () => {
    const { user } = await renderScreen(fixtures());
    await screen.findByRole('listitem', { current: 'date' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Mes' }));
    await screen.findByRole('list', { name: 'Noviembre de 2026' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const month = await screen.findByRole('list', { name: 'Diciembre de 2026' }, WAIT);

    await user.click(
      within(month).getByRole('button', { name: 'martes 8 de diciembre: Feriado Inmaculada Concepción' }),
    );
    const details = screen.getByRole('region', { name: 'martes 8 de diciembre' });
    expect(within(details).getByText('Feriado: Inmaculada Concepción')).toBeInTheDocument();
    expect(within(details).queryByText('09:00 – 18:00')).not.toBeInTheDocument();
    expect(within(details).queryByText('Irrenunciable')).not.toBeInTheDocument();

    await user.click(
      within(month).getByRole('button', { name: 'viernes 25 de diciembre: Feriado Navidad (irrenunciable)' }),
    );
    expect(within(details).getByText('Irrenunciable')).toBeInTheDocument();

    await user.click(within(month).getByRole('button', { name: 'lunes 14 de diciembre: Vacaciones' }));
    expect(within(details).getByText('Vacaciones')).toBeInTheDocument();
    // An approved absence on a day that still has its schedule shows the absence alone.
    await user.click(within(month).getByRole('button', { name: 'jueves 3 de diciembre: Licencia médica' }));
    expect(within(details).getByText('Licencia médica')).toBeInTheDocument();
    expect(within(details).queryByText(/\d\d:\d\d/)).not.toBeInTheDocument();
    expect(
      within(month).getByRole('button', { name: 'miércoles 9 de diciembre: 09:00 – 18:00' }),
    ).toBeInTheDocument();
  });

  it('explains the marks of the cells in a legend, in words a screen reader reads', async () => {
    const { user } = await renderScreen(fixtures());
    await screen.findByRole('listitem', { current: 'date' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Mes' }));
    await screen.findByRole('list', { name: 'Noviembre de 2026' }, WAIT);
    const legend = screen.getByRole('region', { name: 'Leyenda' });
    // Each entry: the mark as the grid draws it, then its meaning in words.
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1Hoy',
      '9–18Turno: 9–18 es de 09:00 a 18:00; «+1», un turno más ese día',
      '–Sin planificar',
      'Feriado',
      'Vacaciones',
      'Licencia médica',
      'Permiso con goce',
      'Permiso sin goce',
      'Ícono sin relleno: solicitud pendiente de aprobación',
    ]);
    // The marks are decoration, hidden from screen readers: the words carry the meaning.
    expect(isInaccessible(within(legend).getByText('Feriado'))).toBe(false);
    for (const mark of ['1', '9–18', '–']) {
      expect(isInaccessible(within(legend).getByText(mark))).toBe(true);
    }
    // An unplanned day's cell shows the legend's dash; a workday its hours.
    const month = screen.getByRole('list', { name: 'Noviembre de 2026' });
    expect(
      within(month).getByRole('button', { name: 'sábado 21 de noviembre: Sin planificar' }),
    ).toHaveTextContent(/^21–$/);
    expect(
      within(month).getByRole('button', { name: 'viernes 20 de noviembre: 09:00 – 18:00' }),
    ).toHaveTextContent(/^209–18$/);
  });

  it('going back to weeks from another month shows that month’s first week', async () => {
    const { user } = await renderScreen(fixtures());
    await screen.findByRole('listitem', { current: 'date' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Mes' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await periodHeading('Diciembre de 2026');
    await user.click(screen.getByRole('button', { name: 'Semana' }));
    await periodHeading('Semana del 30 de noviembre al 6 de diciembre de 2026');
    await screen.findByRole('listitem', { name: 'lunes 30 de noviembre: 09:00 – 18:00' }, WAIT);
  });
});

describe('MyAgendaScreen, errors', SLOW, () => {
  it('offers Reintentar when the period cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, user } = await renderScreen(fixtures());
    vi.spyOn(store, 'list').mockRejectedValueOnce(new DataError('unknown'));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('No se pudieron cargar tus turnos de este periodo.');
    // The toolbar stays: the user can still move to another period.
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('listitem', { current: 'date' }, WAIT);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why a refused read failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Someone else's agenda: the policy refuses the query as a whole (permission-denied), as Firestore does.
    const { store } = await renderScreen(fixtures());
    vi.spyOn(store, 'list').mockRejectedValueOnce(new DataError('permission-denied'));
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'No tienes permiso para ver esta información.',
    );
  });

  it('offers Reintentar when the tenant cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Without its tenant doc the caller is switched off (the policy's off-switch): every read is refused.
    const { store, user } = await renderScreen(fixtures({ tenants: [] }));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('No tienes permiso para ver esta información.');
    await store.seedAll(fixtures());
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await periodHeading('Semana del 16 al 22 de noviembre de 2026');
    await screen.findByRole('listitem', { current: 'date' }, WAIT);
  });
});

describe('MyAgendaScreen, the tenant zone decides the day', SLOW, () => {
  it('late on Sunday night in Santiago it is still Sunday 22 (Monday in UTC and in Tokyo)', async () => {
    vi.setSystemTime(new Date('2026-11-23T02:30:00.000Z')); // 23:30 on 22 November in Santiago
    await renderScreen(fixtures());
    const today = await screen.findByRole('listitem', { current: 'date' }, WAIT);
    expect(today).toHaveAccessibleName('domingo 22 de noviembre: Sin planificar');
  });
});
