import { screen, waitFor, within } from '@testing-library/react';

import {
  buildAttendance,
  buildSchedule,
  buildTenant,
  buildUserDoc,
  TEST_TENANT,
} from '../../testing/data-builders';
import { renderScreen, TEST_PEOPLE, type RenderedScreen } from '../../testing/render-screen';
import { startServerTriggers } from '../../testing/server-triggers';
import { PayrollScreen, newRunPeriods } from './payroll-screen';

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

/** A second later: each write gets its own server time, as in Firestore (the server logs each one from it). */
const tick = () => vi.setSystemTime(Date.now() + 1000);

const PAY = {
  payKind: 'monthly' as const,
  payAmount: 900_000,
  contractWeeklyHours: 42,
  contractType: 'indefinido' as const,
  afp: 'habitat' as const,
  healthSystem: 'fonasa' as const,
  mealAllowance: 40_000,
  transportAllowance: 30_000,
};

/**
 * October 2026: Camila works Monday 5 and Tuesday 6 (planned 09:00–18:00 with an hour of colación); Monday she
 * comes 30 minutes late and leaves on time, and 4 hours of her overtime on Tuesday are approved. Valentina is
 * paid by the hour; Felipe's file lacks the AFP.
 */
async function open(closedThrough: string | null = '2026-10-31'): Promise<RenderedScreen> {
  const view = await renderScreen(<PayrollScreen />, {
    role: 'admin',
    url: '/remuneraciones',
    path: '/remuneraciones',
    docs: {
      tenants: [buildTenant({ closedThrough, legalName: 'La Espiga SpA', taxId: '76.086.428-5' })],
      users: [
        buildUserDoc({ id: CAMILA, displayName: 'Camila Rojas', ...PAY, rut: '12.345.678-5' }),
        buildUserDoc({ id: 'valentina', displayName: 'Valentina Fuentes', ...PAY, payKind: 'hourly' }),
        buildUserDoc({ id: 'felipe', displayName: 'Felipe Contreras', ...PAY, afp: null }),
        buildUserDoc({
          id: ADMIN,
          displayName: 'Andrés Soto',
          role: 'admin',
          email: TEST_PEOPLE.admin.email,
        }),
      ],
      schedulesConfig: ['2026-10-05', '2026-10-06'].map((day) =>
        buildSchedule(day, undefined, { userId: CAMILA }),
      ),
      attendance: [
        buildAttendance('2026-10-05', 0, { checkIn: '09:30', checkOut: '18:00' }, { userId: CAMILA }),
        buildAttendance('2026-10-06', 0, { checkIn: '09:00', checkOut: '22:00' }, { userId: CAMILA }),
      ],
      overtimeDecisions: [
        {
          id: `${CAMILA}_2026-10-06`,
          tenantId: TEST_TENANT,
          userId: CAMILA,
          day: '2026-10-06',
          status: 'approved',
          computedSeconds: 240 * 60,
          seconds: 240 * 60,
          note: null,
          decidedBy: ADMIN,
          decidedAt: new Date('2026-10-07T12:00:00Z'),
        },
      ],
    },
  });
  // The server logs each write of the run (src/server/audit/audit-payroll-acts.ts).
  startServerTriggers(view.store);
  return view;
}

describe('newRunPeriods', () => {
  it('offers the ended months of the last year without a run, newest first', () => {
    const periods = newRunPeriods('2026-11-18', new Set(['2026-09']));
    expect(periods[0]).toBe('2026-10');
    expect(periods).not.toContain('2026-09');
    expect(periods).not.toContain('2026-11');
    expect(periods).toHaveLength(11);
  });
});

describe('PayrollScreen', { timeout: 60_000 }, () => {
  it('drafts October from the attendance, shows the payslip’s sources, adds a bono, and closes it', async () => {
    const view = await open();
    expect(
      await screen.findByText(/Aún no hay remuneraciones/, undefined, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Mes' })).toHaveTextContent('Octubre 2026');
    await view.user.click(screen.getByRole('button', { name: 'Nueva remuneración' }));
    expect(await screen.findByText('Borrador de Octubre 2026 creado con 1 personas.')).toBeVisible();

    const warning = await screen.findByText(/2 personas sin calcular/);
    expect(warning).toHaveTextContent('Valentina Fuentes: Pago por hora');
    expect(warning).toHaveTextContent('Felipe Contreras: Falta en la ficha: AFP.');

    const table = await screen.findByRole('table', { name: 'Liquidaciones de Octubre 2026' });
    const camila = within(table).getByRole('row', { name: /Camila Rojas/ });
    expect(within(camila).getByText('4 h')).toBeVisible();
    expect(within(camila).getByText('30 min')).toBeVisible();
    await view.user.click(within(camila).getByRole('button', { name: 'Camila Rojas' }));

    const dialog = await screen.findByRole('dialog', { name: 'Liquidación de Camila Rojas · Octubre 2026' });
    expect(
      within(dialog).getByText('4:00:00 de horas extras aprobadas × $7.500 (valor hora $5.000 + 50 %)'),
    ).toBeVisible();
    expect(
      within(dialog).getByText(
        '0:30:00 de atrasos en la asistencia; 0:30:00 no recuperados en su semana × $5.000 (valor hora)',
      ),
    ).toBeVisible();
    // 30 minutes at $5.000 an hour.
    const late = within(dialog).getByRole('row', { name: /^Atrasos/ });
    expect(late).toHaveTextContent('$2.500');

    // A bono: bad input is refused in Spanish and kept; a good one is saved and audited.
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Monto (CLP)' }), '12,5');
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Meta de ventas');
    await view.user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Escribe un monto en pesos');
    expect(within(dialog).getByRole('textbox', { name: 'Motivo' })).toHaveValue('Meta de ventas');
    await view.user.clear(within(dialog).getByRole('textbox', { name: 'Monto (CLP)' }));
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Monto (CLP)' }), '50.000');
    tick();
    await view.user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog).findByText('Bono (imponible): $50.000 · Meta de ventas')).toBeVisible();
    expect(within(dialog).getByRole('row', { name: /^Bono: Meta de ventas/ })).toHaveTextContent('$50.000');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));

    await view.user.click(await screen.findByRole('button', { name: 'Cerrar periodo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cerrar remuneraciones de Octubre 2026' });
    tick();
    await view.user.click(within(confirm).getByRole('button', { name: 'Cerrar periodo' }));
    expect(
      await screen.findByText('Remuneraciones de Octubre 2026 cerradas: 1 liquidaciones emitidas.'),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Liquidaciones (PDF)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Recalcular' })).not.toBeInTheDocument();

    const db = view.store.privileged();
    expect(db.all('payroll')[0]).toMatchObject({ status: 'cerrado', closedBy: ADMIN });
    // The server issues the payslips from the closed run (its trigger; no client may write one), and the watched
    // table shows them as they land.
    expect(await screen.findByRole('row', { name: /Camila/ })).toBeVisible();
    await waitFor(() => expect(db.all('payslips')).toHaveLength(1));
    const [payslip] = db.all('payslips');
    expect(payslip).toMatchObject({
      userId: CAMILA,
      basis: { workedDays: 2, overtimeSeconds: 240 * 60, lateSeconds: 30 * 60, recordedLateSeconds: 30 * 60 },
    });
    expect(payslip?.extras).toEqual([{ kind: 'bono', amount: 50_000, reason: 'Meta de ventas' }]);
    await waitFor(() => expect(db.all('logs')).toHaveLength(3));
    expect(db.all('logs').map((log) => [log.actorId, log.action, log.details])).toEqual(
      expect.arrayContaining([
        [ADMIN, 'payroll.create', 'Borrador de Octubre 2026 con 1 persona.'],
        [
          ADMIN,
          'payroll.update',
          'Octubre 2026: Bono (imponible) de $50.000 para Camila Rojas: Meta de ventas',
        ],
        [
          ADMIN,
          'payroll.close',
          expect.stringMatching(/^Octubre 2026 cerrado: 1 liquidación, líquido total \$[\d.]+\.$/),
        ],
      ]),
    );
  });

  it('keeps a draft open while the month’s attendance is open, and says where to close it', async () => {
    const view = await open(null);
    await screen.findByText(/Aún no hay remuneraciones/, undefined, { timeout: 10_000 });
    await view.user.click(screen.getByRole('button', { name: 'Nueva remuneración' }));
    expect(await screen.findByText(/La asistencia de octubre 2026 no está cerrada/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cerrar periodo' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Asistencias' })).toHaveAttribute('href', '/asistencias');
  });

  it('recalculates a draft keeping its one-off lines, and edits a parameter for this run, both audited', async () => {
    const view = await open();
    await screen.findByText(/Aún no hay remuneraciones/, undefined, { timeout: 10_000 });
    await view.user.click(screen.getByRole('button', { name: 'Nueva remuneración' }));
    const table = await screen.findByRole('table', { name: 'Liquidaciones de Octubre 2026' });
    await view.user.click(within(table).getByRole('button', { name: 'Camila Rojas' }));
    const dialog = await screen.findByRole('dialog', { name: /^Liquidación de Camila Rojas/ });
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Monto (CLP)' }), '100000');
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Anticipo del 15');
    await view.user.click(within(dialog).getByRole('combobox', { name: 'Tipo' }));
    await view.user.click(await screen.findByRole('option', { name: 'Anticipo' }));
    tick();
    await view.user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog).findByText('Anticipo: $100.000 · Anticipo del 15')).toBeVisible();
    await view.user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));

    // Felipe's file gets its AFP; Recalcular brings him in and keeps Camila's advance.
    await view.store.update('users', 'felipe', { afp: 'modelo' });
    tick();
    await view.user.click(await screen.findByRole('button', { name: 'Recalcular' }));
    expect(await screen.findByText('Recalculado: 2 personas.')).toBeVisible();
    expect(await within(table).findByRole('button', { name: 'Felipe Contreras' })).toBeVisible();
    const db = view.store.privileged();
    expect(db.all('payroll')[0]?.lines.find((line) => line.userId === CAMILA)?.extras).toEqual([
      { kind: 'anticipo', amount: 100_000, reason: 'Anticipo del 15' },
    ]);

    await view.user.click(screen.getByRole('button', { name: 'Parámetros' }));
    const params = await screen.findByRole('dialog', { name: 'Parámetros del periodo' });
    const uf = within(params).getByRole('textbox', { name: /^UF/ });
    await view.user.clear(uf);
    await view.user.type(uf, 'cuarenta');
    await view.user.click(within(params).getByRole('button', { name: 'Guardar parámetros' }));
    expect(await within(params).findByText('Escribe un número; los decimales van con coma.')).toBeVisible();
    await view.user.clear(uf);
    await view.user.type(uf, '41100,5');
    tick();
    await view.user.click(within(params).getByRole('button', { name: 'Guardar parámetros' }));
    expect(await screen.findByText('Parámetros guardados (1 cambio).')).toBeVisible();
    expect(db.all('payroll')[0]?.params.uf).toBe(41_100.5);
    await waitFor(() => expect(db.all('logs')).toHaveLength(4));
    const logs = db.all('logs');
    expect(logs.find((log) => log.action === 'payroll.recalculate')?.details).toBe(
      'Octubre 2026 recalculado desde la asistencia: 2 personas.',
    );
    expect(logs.find((log) => log.action === 'payroll.update')?.details).toBe(
      'Octubre 2026: Anticipo de $100.000 para Camila Rojas: Anticipo del 15',
    );
    expect(logs.find((log) => log.details?.includes('parámetros'))?.details).toMatch(
      /^Octubre 2026, parámetros: UF \(\$\): 41\.057,2 → 41\.100,5\.$/,
    );
  });
});
