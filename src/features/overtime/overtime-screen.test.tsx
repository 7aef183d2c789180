import { screen, within } from '@testing-library/react';

import type { OvertimeAgreement, OvertimeDecision } from '../../data/ports/collections';
import type { TenantSettings } from '../../domain/settings/tenant-settings';
import type { WithId } from '../../data/ports/document-store';
import {
  at,
  buildAttendance,
  buildSchedule,
  buildTenant,
  buildUserDoc,
  TEST_TENANT,
} from '../../testing/data-builders';
import { renderScreen, TEST_PEOPLE, type RenderedScreen } from '../../testing/render-screen';
import { startServerTriggers } from '../../testing/server-triggers';
import { OvertimeScreen } from './overtime-screen';

/** Wednesday 18 November 2026, 10:00 in Santiago. */
const NOW = new Date('2026-11-18T13:00:00.000Z');
const CAMILA = TEST_PEOPLE.employee.uid;
const ADMIN = TEST_PEOPLE.admin.uid;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

const AGREEMENT: WithId<OvertimeAgreement> = {
  id: 'pacto-camila',
  tenantId: TEST_TENANT,
  userId: CAMILA,
  from: '2026-11-17',
  to: '2027-01-31',
  note: null,
  createdBy: ADMIN,
  createdAt: at('2026-11-01', '09:00'),
};

/** Monday 16: out at 19:30 (1:30 of overtime, no agreement yet); Tuesday 17: out at 18:45 (0:45, covered). */
async function open(
  url = '/horas-extras?periodo=semana',
  closedThrough: string | null = null,
  overtimeMinimumMinutes?: number,
  extra: { settings?: Partial<TenantSettings>; decisions?: WithId<OvertimeDecision>[] } = {},
): Promise<RenderedScreen> {
  const tenant = buildTenant({ closedThrough });
  if (overtimeMinimumMinutes !== undefined) tenant.settings = { ...tenant.settings, overtimeMinimumMinutes };
  tenant.settings = { ...tenant.settings, ...extra.settings };
  const view = await renderScreen(<OvertimeScreen />, {
    role: 'admin',
    url,
    path: '/horas-extras',
    docs: {
      tenants: [tenant],
      users: [
        buildUserDoc({ id: CAMILA, displayName: 'Camila Rojas', email: TEST_PEOPLE.employee.email }),
        buildUserDoc({
          id: ADMIN,
          displayName: 'Andrés Soto',
          role: 'admin',
          email: TEST_PEOPLE.admin.email,
        }),
      ],
      schedulesConfig: ['2026-10-13', '2026-11-16', '2026-11-17'].map((day) =>
        buildSchedule(day, undefined, { userId: CAMILA }),
      ),
      attendance: [
        // October, closed in the test that closes it: out at 19:00 (1:00 of overtime).
        buildAttendance('2026-10-13', 0, { checkIn: '09:00', checkOut: '19:00' }, { userId: CAMILA }),
        buildAttendance('2026-11-16', 0, { checkIn: '08:58', checkOut: '19:30' }, { userId: CAMILA }),
        buildAttendance('2026-11-17', 0, { checkIn: '09:00', checkOut: '18:45' }, { userId: CAMILA }),
      ],
      overtimeAgreements: [AGREEMENT],
      overtimeDecisions: extra.decisions ?? [],
    },
  });
  // The server logs each act (src/server/audit/audit-overtime-acts.ts).
  startServerTriggers(view.store);
  return view;
}

const row = (name: RegExp) => screen.findByRole('row', { name }, { timeout: 10_000 });

describe('OvertimeScreen', { timeout: 30_000 }, () => {
  it('lists each day’s overtime with its flags and approves part of a day, audited', async () => {
    const view = await open();
    const monday = await row(/Camila Rojas lun 16-11/);
    expect(within(monday).getByText('1:30:00')).toBeInTheDocument();
    expect(within(monday).getByText('Sin pacto de horas extras')).toBeInTheDocument();
    const tuesday = await row(/Camila Rojas mar 17-11/);
    expect(within(tuesday).getByText('0:45:00')).toBeInTheDocument();
    expect(within(tuesday).queryByText('Sin pacto de horas extras')).not.toBeInTheDocument();

    const time = within(monday).getByRole('textbox', {
      name: 'Tiempo a aprobar (h:mm:ss): Camila Rojas, 16-11-2026',
    });
    expect(time).toHaveValue('1:30:00');
    await view.user.clear(time);
    await view.user.type(time, '1:00:00');
    await view.user.click(within(monday).getByRole('button', { name: 'Aprobar: Camila Rojas, 16-11-2026' }));
    expect(await screen.findByText('Aprobada: 1 h.')).toBeInTheDocument();

    const db = view.store.privileged();
    expect(db.all('overtimeDecisions')).toEqual([
      expect.objectContaining({
        id: `${CAMILA}_2026-11-16`,
        userId: CAMILA,
        day: '2026-11-16',
        status: 'approved',
        computedSeconds: 90 * 60,
        seconds: 60 * 60,
        decidedBy: ADMIN,
      }),
    ]);
    await vi.waitFor(() =>
      expect(db.all('logs').map((log) => [log.actorId, log.action, log.details])).toEqual([
        [ADMIN, 'overtime.approve', 'Camila Rojas, 16-11-2026: aprobada 1 h de 1 h 30 min'],
      ]),
    );
    // Decided: it leaves the lines still to decide.
    await vi.waitFor(() => expect(screen.queryByRole('row', { name: /lun 16-11/ })).not.toBeInTheDocument());

    // To the second (Res. Ex. N° 38 art. 44): 0:30:15 approves 1815 seconds.
    const tuesdayTime = within(tuesday).getByRole('textbox', {
      name: 'Tiempo a aprobar (h:mm:ss): Camila Rojas, 17-11-2026',
    });
    await view.user.clear(tuesdayTime);
    await view.user.type(tuesdayTime, '0:30:15');
    await view.user.click(within(tuesday).getByRole('button', { name: 'Aprobar: Camila Rojas, 17-11-2026' }));
    expect(await screen.findByText('Aprobada: 30 min 15 s.')).toBeInTheDocument();
    expect(db.get('overtimeDecisions', `${CAMILA}_2026-11-17`)).toMatchObject({
      status: 'approved',
      computedSeconds: 45 * 60,
      seconds: 1815,
    });
    await vi.waitFor(() =>
      expect(db.all('logs').map((log) => log.details)).toContain(
        'Camila Rojas, 17-11-2026: aprobada 30 min 15 s de 45 min',
      ),
    );
  });

  it('issue #47 item 2: with the company’s minimum at 60 min, the 45-min Tuesday waits apart, to decide together', async () => {
    const view = await open('/horas-extras?periodo=semana', null, 60);
    expect(await row(/Camila Rojas lun 16-11/)).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Camila Rojas mar 17-11/ })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        '1 línea por decidir tiene menos de 60 min, el mínimo de la empresa: están aparte, para decidirlas juntas. Ninguna se descarta sin decisión.',
      ),
    ).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Ver bajo el mínimo' }));
    expect(await row(/Camila Rojas mar 17-11/)).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Camila Rojas lun 16-11/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Por decidir, bajo el mínimo');
    // Still to decide, with its seconds: approved together, in full.
    await view.user.click(screen.getByRole('checkbox', { name: 'Seleccionar todas las por decidir' }));
    await view.user.click(screen.getByRole('button', { name: 'Aprobar seleccionadas (1)' }));
    expect(await screen.findByText(/^Aprobada/)).toBeInTheDocument();
    expect(view.store.privileged().get('overtimeDecisions', `${CAMILA}_2026-11-17`)).toMatchObject({
      status: 'approved',
      seconds: 45 * 60,
    });
  });

  it('issue #47 item 2: with Aprobación previa and rounding up to 15 min, counts the pre-authorised day and rounds the approved one', async () => {
    const view = await open('/horas-extras?periodo=semana', null, undefined, {
      settings: { overtimeRounding: 'up-15', overtimePreApproval: true },
      decisions: [
        {
          id: `${CAMILA}_2026-11-17`,
          tenantId: TEST_TENANT,
          userId: CAMILA,
          day: '2026-11-17',
          status: 'preauthorized',
          computedSeconds: 0,
          seconds: 60 * 60,
          note: null,
          decidedBy: ADMIN,
          decidedAt: at('2026-11-16', '17:00'),
        },
      ],
    });
    const monday = await row(/Camila Rojas lun 16-11/);
    expect(
      screen.getByText(
        'Horas extras de la asistencia aceptada contra lo planificado. Con aprobación previa: se paga lo aprobado y lo preautorizado con pacto vigente, hasta lo preautorizado. Se redondea hacia arriba, a 15 minutos por día; el registro conserva los segundos.',
      ),
    ).toBeInTheDocument();
    // Tuesday's 0:45:00 was pre-authorised (1 h) under the pacto: it counts without a decision.
    expect(screen.queryByRole('row', { name: /Camila Rojas mar 17-11/ })).not.toBeInTheDocument();
    expect(screen.getByText(/aprobadas en el periodo 0:00:00 · a pagar 0:45:00$/)).toBeInTheDocument();

    const time = within(monday).getByRole('textbox', {
      name: 'Tiempo a aprobar (h:mm:ss): Camila Rojas, 16-11-2026',
    });
    await view.user.clear(time);
    await view.user.type(time, '1:07:30');
    await view.user.click(within(monday).getByRole('button', { name: 'Aprobar: Camila Rojas, 16-11-2026' }));
    // The record keeps the seconds approved; the pay rounds 1:07:30 up to 1:15:00, plus Tuesday's 0:45:00.
    expect(await screen.findByText(/aprobadas en el periodo 1:07:30 · a pagar 2:00:00$/)).toBeInTheDocument();
    expect(view.store.privileged().get('overtimeDecisions', `${CAMILA}_2026-11-16`)).toMatchObject({
      status: 'approved',
      computedSeconds: 90 * 60,
      seconds: 67 * 60 + 30,
    });

    await view.user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await view.user.click(screen.getByRole('option', { name: 'Aprobadas' }));
    const tuesday = await row(/Camila Rojas mar 17-11/);
    expect(
      within(tuesday).getByText('Aprobada previamente: preautorizada hasta 1 h con pacto'),
    ).toBeInTheDocument();
  });

  it('restores the period, the status and the person a shared URL names', async () => {
    await open(`/horas-extras?periodo=2026-11-17_2026-11-17&estado=todas&persona=${CAMILA}`);
    const filters = await screen.findByRole('group', { name: 'Filtros' });
    expect(within(filters).getByRole('combobox', { name: 'Periodo' })).toHaveTextContent('Personalizado');
    expect(within(filters).getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Todas');
    expect(await within(filters).findByRole('combobox', { name: 'Persona' })).toHaveValue('Camila Rojas');
    expect(await row(/Camila Rojas mar 17-11/)).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Camila Rojas lun 16-11/ })).not.toBeInTheDocument();
  });

  it('refuses a time beyond the day’s overtime, by one second, without writing, and rejects the selected lines', async () => {
    const view = await open();
    const tuesday = await row(/Camila Rojas mar 17-11/);
    const time = within(tuesday).getByRole('textbox', { name: /^Tiempo a aprobar \(h:mm:ss\):/ });
    await view.user.clear(time);
    await view.user.type(time, '0:45:01');
    expect(within(tuesday).getByText('Hasta 0:45:00')).toBeInTheDocument();
    await view.user.click(within(tuesday).getByRole('button', { name: /^Aprobar:/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Revisa el tiempo de Camila Rojas, 17-11-2026: hasta 0:45:00 (h:mm:ss).',
    );
    const db = view.store.privileged();
    expect(db.all('overtimeDecisions')).toEqual([]);

    // «Seleccionar todas» leaves the line with an alert out until it is included (issue #47 item 2).
    await view.user.click(screen.getByRole('checkbox', { name: 'Seleccionar todas las por decidir' }));
    expect(screen.getByRole('button', { name: 'Rechazar seleccionadas (1)' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Decidir varias' })).toHaveTextContent(
      'Quedan fuera de «Seleccionar todas» 1 línea con alertas (Sin pacto de horas extras: 1)',
    );
    await view.user.click(screen.getByRole('checkbox', { name: 'Incluir la línea con alertas' }));
    // Including the flagged line unticks «Seleccionar todas»: the line is not selected behind the manager's back.
    await view.user.click(screen.getByRole('checkbox', { name: 'Seleccionar todas las por decidir' }));
    await view.user.click(screen.getByRole('button', { name: 'Rechazar seleccionadas (2)' }));
    expect(await screen.findByText('Rechazadas 2 líneas.')).toBeInTheDocument();
    expect(db.all('overtimeDecisions').map((d) => [d.day, d.status, d.seconds])).toEqual([
      ['2026-11-16', 'rejected', 0],
      ['2026-11-17', 'rejected', 0],
    ]);
    await vi.waitFor(() =>
      expect(db.all('logs').filter((log) => log.action === 'overtime.reject')).toHaveLength(2),
    );
  });

  it('records an agreement of less than three months, and says why a longer one is refused', async () => {
    const view = await open('/horas-extras?vista=pactos');
    expect(await row(/Camila Rojas 17-11-2026 31-01-2027 Vigente/)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Registrar pacto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pacto de horas extras' });
    await view.user.click(within(dialog).getByRole('combobox', { name: /Persona/ }));
    await view.user.click(await screen.findByRole('option', { name: 'Camila Rojas' }));
    const to = within(dialog).getByLabelText(/^Hasta/);
    await view.user.clear(to);
    await view.user.type(to, '2027-03-01');
    await view.user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(
      await within(dialog).findByText(
        'Un pacto dura menos de 3 meses: con ese inicio, termina a más tardar el 17-02-2027.',
      ),
    ).toBeInTheDocument();
    await view.user.clear(to);
    await view.user.type(to, '2027-02-17');
    await view.user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Pacto registrado: Camila Rojas.')).toBeInTheDocument();
    const db = view.store.privileged();
    expect(db.all('overtimeAgreements').find((a) => a.id !== AGREEMENT.id)).toMatchObject({
      userId: CAMILA,
      from: '2026-11-18',
      to: '2027-02-17',
      createdBy: ADMIN,
    });
    await vi.waitFor(() =>
      expect(db.all('logs').map((log) => [log.action, log.details])).toEqual([
        ['overtime.agreement', 'Camila Rojas: del 18-11-2026 al 17-02-2027'],
      ]),
    );
  });

  it('issue #47 item 1: in a closed period, says so with a link to reopen and refuses a decision before sending it', async () => {
    const view = await open('/horas-extras?periodo=2026-10-01_2026-10-31', '2026-10-31');
    const line = await row(/Camila Rojas mar 13-10/);
    expect(within(line).getByText('1:00:00')).toBeInTheDocument();
    const banner = screen.getByRole('note');
    expect(banner).toHaveTextContent(
      'El periodo de octubre de 2026 está cerrado. Sus horas extras ya no se pueden aprobar ni rechazar. Reabrir en Asistencias',
    );
    expect(within(banner).getByRole('link', { name: 'Reabrir en Asistencias' })).toHaveAttribute(
      'href',
      '/asistencias',
    );

    await view.user.click(within(line).getByRole('button', { name: 'Aprobar: Camila Rojas, 13-10-2026' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('El periodo de octubre de 2026 está cerrado. Reabrir en Asistencias');
    expect(alert).not.toHaveTextContent('No tienes permiso');
    await view.user.click(screen.getByRole('checkbox', { name: /^Incluir (la línea|las \d+) con alertas$/ }));
    await view.user.click(screen.getByRole('checkbox', { name: 'Seleccionar todas las por decidir' }));
    await view.user.click(screen.getByRole('button', { name: 'Rechazar seleccionadas (1)' }));
    expect(screen.getByRole('alert')).toHaveTextContent('El periodo de octubre de 2026 está cerrado.');
    expect(view.store.privileged().all('overtimeDecisions')).toEqual([]);
  });

  it('issue #47 item 1: a view of open days only (this week) shows no closed notice nor link to reopen', async () => {
    await open('/horas-extras?periodo=semana', '2026-10-31');
    expect(await row(/Camila Rojas lun 16-11/)).toBeInTheDocument();
    expect(screen.queryByText(/está cerrado/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reabrir en Asistencias' })).not.toBeInTheDocument();
  });
});
