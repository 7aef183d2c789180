/**
 * /mi-agenda's Ausencias: `Solicitar ausencia` (balance, the over-balance warning, the stored request), `Mis
 * solicitudes` (live states, a rejection's reason) and the agenda's live schedules — over the real demo store.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { RANGE_ORDER_MESSAGE } from '../../components/day-range-picker';
import { DataError, SERVER_TIME } from '../../data/ports/document-store';
import { utcDayOf } from '../../data/policy/planning-write';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { scheduleDocId } from '../../domain/schedule/day-schedule';
import {
  buildAbsence,
  buildHoliday,
  buildSchedule,
  buildTenant,
  buildUserDoc,
} from '../../testing/data-builders';
import { renderScreen, TEST_PEOPLE, type RenderedScreen } from '../../testing/render-screen';
import { runAuditTrigger } from '../../testing/server-triggers';
import { MyAgendaScreen } from './my-agenda-screen';
import { OVER_BALANCE } from './request-absence-dialog';

const TZ = 'America/Santiago';
const UID = TEST_PEOPLE.employee.uid;
/** Wednesday 18 November 2026, 10:00 in Santiago. */
const NOW = new Date('2026-11-18T13:00:00.000Z');
const MANAGER = { uid: TEST_PEOPLE.admin.uid, claims: { role: 'admin', tenantId: 'demo' } };
const EMPLOYEE = { uid: UID, claims: { role: 'employee', tenantId: 'demo' } };
const WAIT = { timeout: 10_000 };

function docs() {
  return {
    tenants: [buildTenant()],
    // Hired 1 January 2025: 22 months complete by 18 November 2026, 27,5 days accrued.
    users: [
      buildUserDoc({
        id: UID,
        role: 'employee',
        displayName: 'Camila Rojas',
        hireDate: dayKeyToInstant('2025-01-01', TZ),
      }),
    ],
    holidays: [
      buildHoliday('2026-12-08', 'Inmaculada Concepción'),
      buildHoliday('2026-12-25', 'Navidad', { irrenunciable: true }),
    ],
    absences: [
      // 5 working days taken in March (outside "recent": not listed, but counted in the balance).
      buildAbsence('2026-03-02', '2026-03-06', { id: 'taken' }),
      buildAbsence('2026-11-05', '2026-11-06', {
        id: 'rejected',
        type: 'permiso sin goce',
        status: 'rechazada',
        createdBy: UID,
        decidedBy: MANAGER.uid,
        decisionNote: 'Cierre de mes',
      }),
      buildAbsence('2026-12-14', '2026-12-15', { id: 'waiting', status: 'pendiente', createdBy: UID }),
    ],
    schedulesConfig: ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'].map((day) =>
      buildSchedule(day),
    ),
  };
}

async function open(): Promise<RenderedScreen> {
  const view = await renderScreen(<MyAgendaScreen />, { docs: docs() });
  await screen.findByRole('listitem', { name: 'miércoles 18 de noviembre: 09:00 – 18:00' }, WAIT);
  return view;
}

async function openDialog(view: RenderedScreen) {
  await view.user.click(screen.getByRole('button', { name: 'Solicitar ausencia' }));
  return screen.findByRole('dialog', { name: 'Solicitar ausencia' });
}

async function retype(view: RenderedScreen, field: HTMLElement, value: string) {
  await view.user.clear(field);
  if (value) await view.user.type(field, value);
}

const requests = () => screen.getByRole('list', { name: 'Mis solicitudes' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Solicitar ausencia', { timeout: 60_000 }, () => {
  it('shows the balance, warns beyond it, and sends the own pending request, which the server logs', async () => {
    const view = await open();
    const dialog = await openDialog(view);
    // 27,5 accrued − 5 taken (the pending 2 days do not count until approved).
    expect(await within(dialog).findByText('Saldo disponible: 22,5 días', {}, WAIT)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Tipo/ })).toHaveTextContent('Vacaciones');

    await retype(view, within(dialog).getByLabelText(/Desde/), '2026-11-23');
    await retype(view, within(dialog).getByLabelText(/Hasta/), '2026-12-31');
    // 29 weekdays from 23 November to 31 December, minus the holidays of 8 and 25 December.
    expect(
      await within(dialog).findByText(/La solicitud suma 27 días hábiles/, {}, WAIT),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(OVER_BALANCE)).toBeInTheDocument();

    await retype(view, within(dialog).getByLabelText(/Hasta/), '2026-12-04');
    expect(
      await within(dialog).findByText(/La solicitud suma 10 días hábiles/, {}, WAIT),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(OVER_BALANCE)).not.toBeInTheDocument();

    await retype(view, within(dialog).getByLabelText(/Hasta/), '2026-12-31');
    await within(dialog).findByText(OVER_BALANCE, {}, WAIT);
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Comentario' }), 'Viaje al sur');
    // A warning, not a block: it can still be sent.
    await view.user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Solicitud enviada.');

    const all = view.store.privileged().all('absences');
    const sent = all.find((doc) => !['taken', 'rejected', 'waiting'].includes(doc.id));
    if (!sent) throw new Error('the request was not stored');
    const { id, createdAt, ...fields } = sent;
    expect(createdAt).toBeInstanceOf(Date);
    expect(createdAt.getTime()).toBe(NOW.getTime());
    expect(fields).toEqual({
      tenantId: 'demo',
      userId: UID,
      type: 'vacaciones',
      from: dayKeyToInstant('2026-11-23', TZ),
      to: dayKeyToInstant('2026-12-31', TZ),
      status: 'pendiente',
      note: 'Viaje al sur',
      createdBy: UID,
    });
    expect(view.store.privileged().all('logs')).toEqual([]);
    await runAuditTrigger(view.store, 'absences', id);
    expect(view.store.privileged().all('logs')).toEqual([
      expect.objectContaining({
        tenantId: 'demo',
        actorId: UID,
        action: 'absence.request',
        target: id,
        details: 'Solicitud de vacaciones: 23-11-2026 – 31-12-2026',
      }),
    ]);
    // The live list shows it at once.
    expect(
      await within(requests()).findByRole(
        'listitem',
        { name: 'Vacaciones, 23-11-2026 – 31-12-2026: Pendiente' },
        WAIT,
      ),
    ).toBeInTheDocument();
  });

  it('offers only the types an employee may request, and checks the days', async () => {
    const view = await open();
    const dialog = await openDialog(view);
    await view.user.click(within(dialog).getByRole('combobox', { name: /Tipo/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Vacaciones',
      'Permiso con goce',
      'Permiso sin goce',
    ]);
    await view.user.click(screen.getByRole('option', { name: 'Permiso sin goce' }));

    await retype(view, within(dialog).getByLabelText(/Desde/), '2026-11-25');
    await retype(view, within(dialog).getByLabelText(/Hasta/), '2026-11-24');
    await view.user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(dialog).findByText(RANGE_ORDER_MESSAGE)).toBeInTheDocument();

    // A long permission is not judged against the vacation balance.
    await retype(view, within(dialog).getByLabelText(/Hasta/), '2027-01-29');
    await within(dialog).findByText(/La solicitud suma \d+ días hábiles/, {}, WAIT);
    expect(within(dialog).queryByText(OVER_BALANCE)).not.toBeInTheDocument();
    expect(view.store.privileged().all('absences')).toHaveLength(3);
  });

  it('keeps everything typed and says why when sending fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = await open();
    const dialog = await openDialog(view);
    await retype(view, within(dialog).getByLabelText(/Desde/), '2026-12-01');
    await retype(view, within(dialog).getByLabelText(/Hasta/), '2026-12-02');
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Comentario' }), 'Trámite');
    vi.spyOn(view.store, 'set').mockRejectedValueOnce(new DataError('unavailable'));
    await view.user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sin conexión con el servidor.');
    expect(within(dialog).getByLabelText(/Desde/)).toHaveValue('2026-12-01');
    expect(within(dialog).getByRole('textbox', { name: 'Comentario' })).toHaveValue('Trámite');
    expect(view.store.privileged().all('absences')).toHaveLength(3);
  });
});

describe('Mis solicitudes', { timeout: 60_000 }, () => {
  it('lists the upcoming and recent ones, latest first, with the reason of a rejection; a decision shows live', async () => {
    const view = await open();
    const list = await screen.findByRole('list', { name: 'Mis solicitudes' }, WAIT);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Vacaciones, 14-12-2026 – 15-12-2026: Pendiente',
      'Permiso sin goce, 05-11-2026 – 06-11-2026: Rechazada',
    ]);
    expect(
      within(items[1] as HTMLElement).getByText('Motivo del rechazo: Cierre de mes'),
    ).toBeInTheDocument();

    view.actAs(MANAGER);
    await view.store.update('absences', 'waiting', {
      status: 'aprobada',
      decidedBy: MANAGER.uid,
      decidedAt: SERVER_TIME,
    });
    view.actAs(EMPLOYEE);
    expect(
      await within(requests()).findByRole(
        'listitem',
        { name: 'Vacaciones, 14-12-2026 – 15-12-2026: Aprobada' },
        WAIT,
      ),
    ).toBeInTheDocument();
  });
});

describe('Mi agenda is live', { timeout: 60_000 }, () => {
  it('shows a schedule published after it opened, without a reload', async () => {
    const view = await open();
    expect(
      screen.getByRole('listitem', { name: 'sábado 21 de noviembre: Sin planificar' }),
    ).toBeInTheDocument();
    view.actAs(MANAGER);
    // A publish of one batch, as /agenda writes it: the publish and the schedule naming it.
    await view.store
      .batch()
      .set('planPublishes', 'publish-21', {
        tenantId: 'demo',
        publishedBy: MANAGER.uid,
        publishedAt: SERVER_TIME,
        count: 1,
        userIds: [UID],
        from: '2026-11-21',
        to: '2026-11-21',
        reason: null,
        status: 'publicada',
        utcDay: utcDayOf(NOW),
      })
      .set('schedulesConfig', scheduleDocId(UID, '2026-11-21'), {
        tenantId: 'demo',
        userId: UID,
        date: dayKeyToInstant('2026-11-21', TZ),
        timeSlots: [{ startTime: '10:00', endTime: '14:00' }],
        shiftId: null,
        lunchMinutes: 0,
        publishId: 'publish-21',
      })
      .commit();
    view.actAs(EMPLOYEE);
    expect(
      await screen.findByRole('listitem', { name: 'sábado 21 de noviembre: 10:00 – 14:00' }, WAIT),
    ).toBeInTheDocument();
  });
});
