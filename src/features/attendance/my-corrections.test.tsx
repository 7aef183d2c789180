import { screen, waitFor, within } from '@testing-library/react';

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
import { renderScreen, TEST_PASSWORD, TEST_PEOPLE, type RenderedScreen } from '../../testing/render-screen';
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

async function renderHistory(
  signedInAt?: Date,
  closedThrough: string | null = null,
): Promise<RenderedScreen> {
  const view = await renderScreen(<HistoryScreen />, {
    ...(signedInAt ? { signedInAt } : {}),
    docs: {
      tenants: [buildTenant({ timeZone: TZ, closedThrough })],
      users: [buildUserDoc({ id: UID })],
      schedulesConfig: [buildSchedule('2026-11-17', undefined, { userId: UID })],
      attendance: [buildAttendance('2026-11-17', 0, { checkIn: '09:02' }, { userId: UID })],
      corrections: [proposal()],
    },
  });
  await screen.findByRole('heading', { name: 'Correcciones' }, { timeout: 10_000 });
  return view;
}

const REAUTH = 'Confirma tu contraseña para firmar';
/** Signed in twenty minutes before NOW: answers need the password again (security review M5). */
const OLD_SIGN_IN = new Date(NOW.getTime() - 20 * 60_000);

const item = () => screen.getByRole('listitem', { name: 'Salida del 17-11-2026: sin marca → 18:05' });
const findItem = () => screen.findByRole('listitem', { name: 'Salida del 17-11-2026: sin marca → 18:05' });
const stored = (view: RenderedScreen) => view.store.privileged().all('corrections')[0];
const logs = (view: RenderedScreen) =>
  view.store
    .privileged()
    .all('logs')
    .map((log) => [log.action, log.actorId]);

describe('the worker’s corrections in /mi-historial', () => {
  it('objects to a correction of a day the employer closed meanwhile: the 48 hours of art. 40 are the worker’s', async () => {
    const view = await renderHistory(undefined, '2026-11-17');
    await view.user.click(within(item()).getByRole('button', { name: 'Objetar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Objetar corrección' });
    await view.user.type(within(dialog).getByRole('textbox', { name: /Comentario/ }), 'Salí a las 17:30');
    await view.user.click(within(dialog).getByRole('button', { name: 'Objetar' }));
    expect(await screen.findByText('Objetaste la corrección.')).toBeInTheDocument();
    expect(stored(view)).toMatchObject({ status: 'objected', response: 'Salí a las 17:30' });
  });

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
    // Signed in at render: recent enough, no password asked.
    expect(screen.queryByRole('dialog', { name: REAUTH })).not.toBeInTheDocument();
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

  it('asks for the password before accepting when the sign-in is old: a wrong one writes nothing, the right one accepts', async () => {
    const view = await renderHistory(OLD_SIGN_IN);
    await view.user.click(within(item()).getByRole('button', { name: 'Aceptar' }));
    const accept = await screen.findByRole('dialog', { name: 'Aceptar corrección' });
    await view.user.click(within(accept).getByRole('button', { name: 'Aceptar' }));

    const reauth = await screen.findByRole('dialog', { name: REAUTH });
    const password = within(reauth).getByLabelText(/^Contraseña/);
    await view.user.click(password);
    await view.user.paste('no-es-esta');
    await view.user.click(within(reauth).getByRole('button', { name: 'Confirmar' }));
    expect(await within(reauth).findByRole('alert')).toHaveTextContent('La contraseña no es correcta.');
    expect(screen.getByRole('dialog', { name: REAUTH })).toBeInTheDocument();
    expect(stored(view)).toMatchObject({ status: 'pending' });

    await view.user.clear(password);
    await view.user.paste(TEST_PASSWORD);
    await view.user.keyboard('{Enter}');
    expect(await screen.findByText('Aceptaste la corrección.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored(view)).toMatchObject({ status: 'accepted', respondedAt: NOW });
  }, 45_000);

  it('keeps the typed objection when the password is not confirmed, and objects once it is', async () => {
    const view = await renderHistory(OLD_SIGN_IN);
    await view.user.click(within(item()).getByRole('button', { name: 'Objetar' }));
    const object = await screen.findByRole('dialog', { name: 'Objetar corrección' });
    const comment = within(object).getByRole('textbox', { name: /^Comentario/ });
    await view.user.click(comment);
    await view.user.paste('Salí a las 17:30');
    await view.user.click(within(object).getByRole('button', { name: 'Objetar' }));

    const reauth = await screen.findByRole('dialog', { name: REAUTH });
    await view.user.click(within(reauth).getByRole('button', { name: 'Cancelar' }));
    expect(await within(object).findByRole('alert')).toHaveTextContent(
      'Tu respuesta no se registró: confirma tu contraseña para firmar.',
    );
    expect(comment).toHaveValue('Salí a las 17:30');
    expect(stored(view)).toMatchObject({ status: 'pending', response: null });

    await view.user.click(within(object).getByRole('button', { name: 'Objetar' }));
    const again = await screen.findByRole('dialog', { name: REAUTH });
    await view.user.click(within(again).getByLabelText(/^Contraseña/));
    await view.user.paste(TEST_PASSWORD);
    await view.user.click(within(again).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Objetaste la corrección.')).toBeInTheDocument();
    expect(stored(view)).toMatchObject({ status: 'objected', response: 'Salí a las 17:30' });
  }, 45_000);
});
