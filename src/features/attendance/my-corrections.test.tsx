import { screen, within } from '@testing-library/react';

import type { AttendanceCorrection } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import {
  buildAttendance,
  buildSchedule,
  buildTenant,
  buildUserDoc,
  TEST_TENANT,
} from '../../testing/data-builders';
import { renderScreen, TEST_PEOPLE, type RenderedScreen } from '../../testing/render-screen';
import { runAuditTrigger } from '../../testing/server-triggers';
import { HistoryScreen } from './history-screen';

const TZ = 'America/Santiago';
const UID = TEST_PEOPLE.employee.uid;
/** Wednesday 2026-11-18 10:00 in Santiago; the proposal came at 08:00, with 48 hours to object. */
const NOW = new Date('2026-11-18T10:00:00-03:00');
const at = (iso: string) => new Date(`${iso}-03:00`);

function proposal(): WithId<AttendanceCorrection> {
  return {
    id: 'c1',
    tenantId: TEST_TENANT,
    userId: UID,
    date: dayKeyToInstant('2026-11-17', TZ),
    slotIndex: 0,
    attendanceId: `${UID}_2026-11-17_0`,
    kind: 'punch',
    punch: 'checkOut',
    before: null,
    after: at('2026-11-17T18:05'),
    reason: 'Olvidó marcar la salida',
    objectionHours: 48,
    status: 'pending',
    createdBy: TEST_PEOPLE.admin.uid,
    createdAt: at('2026-11-18T08:00'),
    respondedAt: null,
    response: null,
    answeredBy: null,
    answeredAt: null,
    answer: null,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

async function renderHistory(): Promise<RenderedScreen> {
  const view = await renderScreen(<HistoryScreen />, {
    docs: {
      tenants: [buildTenant({ timeZone: TZ })],
      users: [buildUserDoc({ id: UID })],
      schedulesConfig: [buildSchedule('2026-11-17', undefined, { userId: UID })],
      attendance: [buildAttendance('2026-11-17', 0, { checkIn: '09:02' }, { userId: UID })],
      corrections: [proposal()],
    },
  });
  await screen.findByRole('heading', { name: 'Correcciones' }, { timeout: 10_000 });
  return view;
}

const item = () => screen.getByRole('listitem', { name: 'Salida del 17-11-2026: sin marca → 18:05' });
const findItem = () => screen.findByRole('listitem', { name: 'Salida del 17-11-2026: sin marca → 18:05' });
const stored = (view: RenderedScreen) => view.store.privileged().all('corrections')[0];
const logs = (view: RenderedScreen) =>
  view.store
    .privileged()
    .all('logs')
    .map((log) => [log.action, log.actorId]);

describe('the worker’s corrections in /mi-historial', () => {
  it('shows a pending proposal with its reason and countdown; accepting it applies it, marked alterado', async () => {
    const view = await renderHistory();
    expect(within(item()).getByText('Motivo: Olvidó marcar la salida')).toBeInTheDocument();
    expect(within(item()).getByText('Quedan 46 h para responder')).toBeInTheDocument();
    // Pending: the punch shows as recorded.
    expect(screen.queryByRole('group', { name: /Salida alterada/ })).not.toBeInTheDocument();

    await view.user.click(within(item()).getByRole('button', { name: 'Aceptar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aceptar corrección' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Aceptaste la corrección.')).toBeInTheDocument();
    expect(stored(view)).toMatchObject({ status: 'accepted', respondedAt: NOW, response: null });
    // The worker writes no audit entry: the server logs the answer (security review M6).
    expect(logs(view)).toEqual([]);
    await runAuditTrigger(view.store, 'corrections', stored(view)?.id ?? '');
    expect(logs(view)).toEqual([['correction.accept', UID]]);
    expect(
      await screen.findByRole('group', { name: 'Salida alterada: antes sin marca, ahora 18:05' }),
    ).toBeInTheDocument();
    expect(within(item()).getByText('Aceptada')).toBeInTheDocument();
  });

  it('asks for a comment to object, and keeps the punch as recorded', async () => {
    const view = await renderHistory();
    await view.user.click(within(item()).getByRole('button', { name: 'Objetar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Objetar corrección' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Objetar' }));
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeInTheDocument();
    await view.user.type(within(dialog).getByRole('textbox', { name: /^Comentario/ }), 'Salí a las 17:30');
    await view.user.click(within(dialog).getByRole('button', { name: 'Objetar' }));
    expect(await screen.findByText('Objetaste la corrección.')).toBeInTheDocument();
    expect(stored(view)).toMatchObject({ status: 'objected', response: 'Salí a las 17:30' });
    // The worker writes no audit entry: the server logs the answer (security review M6).
    expect(logs(view)).toEqual([]);
    await runAuditTrigger(view.store, 'corrections', stored(view)?.id ?? '');
    expect(logs(view)).toEqual([['correction.object', UID]]);
    expect(await within(await findItem()).findByText('Objetada')).toBeInTheDocument();
    expect(within(item()).getByText('Tu comentario: Salí a las 17:30')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Salida alterada/ })).not.toBeInTheDocument();
  });
});
