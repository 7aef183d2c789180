import { screen, waitFor, within } from '@testing-library/react';

import { buildAbsence, buildUserDoc } from '../../testing/data-builders';
import { renderScreen, TEST_PEOPLE, type RenderedScreen } from '../../testing/render-screen';
import { startServerTriggers } from '../../testing/server-triggers';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { AbsencesScreen } from './absences-screen';

/** Wednesday 18 November 2026, 10:00 in Santiago: the report opens on November 2026. */
const NOW = new Date('2026-11-18T13:00:00.000Z');
const ZONE = 'America/Santiago';
const CAMILA = TEST_PEOPLE.employee.uid;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Camila, hired on 1 January 2025 (22 months: 27,5 days accrued), asks for Monday to Wednesday, 23–25 November. */
const REQUEST = buildAbsence('2026-11-23', '2026-11-25', {
  id: 'request',
  userId: CAMILA,
  status: 'pendiente',
  note: 'Viaje',
  createdBy: CAMILA,
});
const TAKEN = buildAbsence('2026-03-02', '2026-03-06', { id: 'taken', userId: CAMILA });

async function renderAbsences(): Promise<RenderedScreen> {
  const view = await renderScreen(<AbsencesScreen />, {
    role: 'admin',
    docs: {
      users: [
        buildUserDoc({
          id: CAMILA,
          displayName: 'Camila Rojas',
          hireDate: dayKeyToInstant('2025-01-01', ZONE),
        }),
      ],
      absences: [REQUEST, TAKEN],
    },
  });
  // The server logs each decision (src/server/audit/audit-absence-acts.ts).
  startServerTriggers(view.store);
  await screen.findByRole(
    'row',
    { name: /Camila Rojas Vacaciones 23-11-2026 – 25-11-2026/ },
    { timeout: 10_000 },
  );
  return view;
}

const stored = (view: RenderedScreen, id: string) =>
  view.store
    .privileged()
    .all('absences')
    .find((doc) => doc.id === id);
const logs = (view: RenderedScreen) => view.store.privileged().all('logs');
const requestRow = () => screen.getByRole('row', { name: /Camila Rojas Vacaciones 23-11-2026 – 25-11-2026/ });

describe('Ausencias', { timeout: 60_000 }, () => {
  it('lists the pending request first with its working days and the balance; approving signs the decision and lowers the balance', async () => {
    const view = await renderAbsences();
    const row = requestRow();
    expect(within(row).getByText('Pendiente')).toBeInTheDocument();
    // 22 completed months × 1,25 = 27,5 days, minus the 5 working days taken in March.
    expect(within(row).getByText('22,5 días')).toBeInTheDocument();

    await view.user.click(within(row).getByRole('button', { name: 'Aprobar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprobar solicitud' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));

    await waitFor(() => expect(stored(view, 'request')?.status).toBe('aprobada'));
    expect(stored(view, 'request')).toMatchObject({
      decidedBy: TEST_PEOPLE.admin.uid,
      decidedAt: expect.any(Date),
    });
    await waitFor(() =>
      expect(logs(view)).toEqual([
        expect.objectContaining({
          actorId: TEST_PEOPLE.admin.uid,
          action: 'absence.approve',
          target: 'request',
        }),
      ]),
    );
    await waitFor(() => expect(within(requestRow()).getByText('19,5 días')).toBeInTheDocument());
  });

  it('rejects only with a reason, kept on the request and in the audit entry', async () => {
    const view = await renderAbsences();
    await view.user.click(within(requestRow()).getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar solicitud' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(stored(view, 'request')?.status).toBe('pendiente');

    await view.user.type(
      within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ }),
      'Temporada alta: no hay reemplazo',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(stored(view, 'request')?.status).toBe('rechazada'));
    expect(stored(view, 'request')).toMatchObject({
      decisionNote: 'Temporada alta: no hay reemplazo',
      decidedBy: TEST_PEOPLE.admin.uid,
    });
    await waitFor(() =>
      expect(logs(view)).toEqual([
        expect.objectContaining({
          actorId: TEST_PEOPLE.admin.uid,
          action: 'absence.reject',
          target: 'request',
        }),
      ]),
    );
  });
});
