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
import type * as ParametersModule from '../../domain/payroll/parameters';
import type { MissingParameter } from '../../domain/payroll/parameters';
import { payrollParametersFor } from '../../domain/payroll/parameters';
import type { PayrollBasis } from '../../domain/payroll/payroll-draft';
import type { PayslipInput } from '../../domain/payroll/compute-payslip';
import { PayrollScreen, newRunPeriods, proposedRunPeriod } from './payroll-screen';

/**
 * The month's parameters without a value of its own, as the indicator table answers (parameters.ts): none unless
 * a test names some, so that these tests follow the run, not the table's months.
 */
const missing = vi.hoisted(() => ({ parameters: [] as MissingParameter[] }));
vi.mock('../../domain/payroll/parameters', async (importOriginal) => ({
  ...(await importOriginal<typeof ParametersModule>()),
  unresolvedParameters: () => missing.parameters,
}));

/** Wednesday 18 November 2026, 10:00 in Santiago. */
const NOW = new Date('2026-11-18T13:00:00.000Z');
const CAMILA = TEST_PEOPLE.employee.uid;
const ADMIN = TEST_PEOPLE.admin.uid;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
  missing.parameters = [];
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

/** A stored line's input and basis, before its month's figures. */
const LINE_INPUT: PayslipInput = {
  baseSalary: 0,
  weeklyHours: 42,
  contract: 'indefinido',
  afp: 'habitat',
  health: { kind: 'fonasa' },
  overtimeSeconds: 0,
  unpaidAbsenceDays: 0,
  lateSeconds: 0,
  nonTaxableAllowances: 70_000,
};
const BASIS: PayrollBasis = {
  workedDays: 0,
  overtimeSeconds: 0,
  unpaidAbsenceDays: 0,
  sickLeaveDays: 0,
  lateSeconds: 0,
  recordedLateSeconds: 0,
  hourlyRate: null,
};

/**
 * October 2026: Camila works Monday 5 and Tuesday 6 (planned 09:00–18:00 with an hour of colación); Monday she
 * comes 30 minutes late and leaves on time, and 4 hours of her overtime on Tuesday are approved. Valentina is
 * paid $4.200 an hour on a 30-hour contract and works 09:00–14:00 Monday and 09:00–14:30 Tuesday; Felipe's file
 * lacks the AFP.
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
        buildUserDoc({
          id: 'valentina',
          displayName: 'Valentina Fuentes',
          ...PAY,
          payKind: 'hourly',
          payAmount: 4_200,
          contractWeeklyHours: 30,
        }),
        buildUserDoc({ id: 'felipe', displayName: 'Felipe Contreras', ...PAY, afp: null }),
        buildUserDoc({
          id: ADMIN,
          displayName: 'Andrés Soto',
          role: 'admin',
          email: TEST_PEOPLE.admin.email,
        }),
      ],
      schedulesConfig: ['2026-10-05', '2026-10-06'].flatMap((day) => [
        buildSchedule(day, undefined, { userId: CAMILA }),
        buildSchedule(day, [{ startTime: '09:00', endTime: '14:00' }], { userId: 'valentina' }),
      ]),
      attendance: [
        buildAttendance('2026-10-05', 0, { checkIn: '09:30', checkOut: '18:00' }, { userId: CAMILA }),
        buildAttendance('2026-10-06', 0, { checkIn: '09:00', checkOut: '22:00' }, { userId: CAMILA }),
        buildAttendance('2026-10-05', 0, { checkIn: '09:00', checkOut: '14:00' }, { userId: 'valentina' }),
        buildAttendance('2026-10-06', 0, { checkIn: '09:00', checkOut: '14:30' }, { userId: 'valentina' }),
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
  it('offers the month in course and the ended months of the last year without a run, newest first', () => {
    const periods = newRunPeriods('2026-11-18', new Set(['2026-09']));
    expect(periods.slice(0, 2)).toEqual(['2026-11', '2026-10']);
    expect(periods).not.toContain('2026-09');
    expect(periods).toHaveLength(12);
  });

  it('issue #46: proposes the month in course once its Día de corte has passed, else the last ended month', () => {
    const periods = newRunPeriods('2026-11-30', new Set());
    expect(proposedRunPeriod(periods, '2026-11-30', 25)).toBe('2026-11');
    expect(proposedRunPeriod(periods, '2026-11-25', 25)).toBe('2026-10');
    // No Día de corte: the month's last day, never passed within the month.
    expect(proposedRunPeriod(periods, '2026-11-30', null)).toBe('2026-10');
    expect(proposedRunPeriod(newRunPeriods('2026-11-30', new Set(['2026-11'])), '2026-11-30', 25)).toBe(
      '2026-10',
    );
  });
});

/** Monday 23 to Friday 27 and Monday 30 November 2026, the weekdays of the month's last week. */
const LAST_WEEK = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30'];

/**
 * November 2026 on its 30th, 15:00 in Santiago, with Día de corte 25 and October's attendance closed: Camila
 * (monthly) is scheduled 09:00–18:00 on every weekday of the last week and works the 23rd to the 25th; Valentina
 * ($4.200 an hour) is scheduled 09:00–14:00 on the 24th, 26th, 27th and 30th and works 5 h on the 24th and only 1 h
 * on the 26th.
 */
async function openNovember(): Promise<RenderedScreen> {
  vi.setSystemTime(new Date('2026-11-30T18:00:00.000Z'));
  const view = await renderScreen(<PayrollScreen />, {
    role: 'admin',
    url: '/remuneraciones',
    path: '/remuneraciones',
    docs: {
      tenants: [
        buildTenant({
          closedThrough: '2026-10-31',
          settings: { ...buildTenant().settings, payrollCutoffDay: 25 },
        }),
      ],
      users: [
        buildUserDoc({ id: CAMILA, displayName: 'Camila Rojas', ...PAY }),
        buildUserDoc({
          id: 'valentina',
          displayName: 'Valentina Fuentes',
          ...PAY,
          payKind: 'hourly',
          payAmount: 4_200,
          contractWeeklyHours: 30,
        }),
        buildUserDoc({
          id: ADMIN,
          displayName: 'Andrés Soto',
          role: 'admin',
          email: TEST_PEOPLE.admin.email,
        }),
      ],
      schedulesConfig: [
        ...LAST_WEEK.map((day) => buildSchedule(day, undefined, { userId: CAMILA })),
        ...['2026-11-24', '2026-11-26', '2026-11-27', '2026-11-30'].map((day) =>
          buildSchedule(day, [{ startTime: '09:00', endTime: '14:00' }], { userId: 'valentina' }),
        ),
      ],
      attendance: [
        ...['2026-11-23', '2026-11-24', '2026-11-25'].map((day) =>
          buildAttendance(day, 0, { checkIn: '09:00', checkOut: '18:00' }, { userId: CAMILA }),
        ),
        buildAttendance('2026-11-24', 0, { checkIn: '09:00', checkOut: '14:00' }, { userId: 'valentina' }),
        buildAttendance('2026-11-26', 0, { checkIn: '09:00', checkOut: '10:00' }, { userId: 'valentina' }),
      ],
    },
  });
  startServerTriggers(view.store);
  return view;
}

describe('PayrollScreen: the month in course (issue #46)', { timeout: 60_000 }, () => {
  it('pays November on the 30th with Día de corte 25: counted to the 25th, projected after it, and closed with November open', async () => {
    const view = await openNovember();
    await screen.findByText(/Aún no hay remuneraciones/, undefined, { timeout: 10_000 });
    expect(screen.getByRole('combobox', { name: 'Mes' })).toHaveTextContent('Noviembre 2026 (mes en curso)');
    await view.user.click(screen.getByRole('button', { name: 'Nueva remuneración' }));
    expect(await screen.findByText('Borrador de Noviembre 2026 creado con 2 personas.')).toBeVisible();
    expect(
      screen.getByText(
        'Asistencia al 25 de noviembre; del 26 al 30 se proyecta según los turnos publicados y se ajusta en la remuneración de diciembre de 2026.',
      ),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Liquidaciones de Noviembre 2026' });
    // 5 h on the 24th, then the 26th, 27th and 30th as scheduled (3 × 5 h, not the 1 h recorded on the 26th):
    // 20 h × $4.200 = $84.000, and the gratificación's 25 % = $21.000: $105.000 imponible.
    const valentina = within(table).getByRole('row', { name: /Valentina Fuentes/ });
    expect(within(valentina).getByText('20 h')).toBeVisible();
    expect(within(valentina).getByText('$105.000')).toBeVisible();

    // October closed and the 25th ended everywhere: the run closes, November's attendance still open.
    tick();
    await view.user.click(await screen.findByRole('button', { name: 'Cerrar periodo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cerrar remuneraciones de Noviembre 2026' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Cerrar periodo' }));
    expect(
      await screen.findByText('Remuneraciones de Noviembre 2026 cerradas: 2 liquidaciones emitidas.'),
    ).toBeVisible();
    const db = view.store.privileged();
    expect(db.all('payroll')[0]).toMatchObject({ status: 'cerrado', cutoffDay: '2026-11-25' });
    expect(db.all('tenants')[0]?.closedThrough).toBe('2026-10-31');
    expect(db.all('payroll')[0]?.lines.find((line) => line.userId === 'valentina')?.basis).toMatchObject({
      workedSeconds: 20 * 3600,
      projection: { from: '2026-11-26', to: '2026-11-30', days: 3, seconds: 15 * 3600 },
    });
  });

  it('reconciles in December what November projected: Camila’s absence of the 27th and Valentina’s missing hours', async () => {
    vi.setSystemTime(new Date('2027-01-05T13:00:00.000Z'));
    const november = {
      id: `${TEST_TENANT}_2026-11`,
      tenantId: TEST_TENANT,
      period: '2026-11',
      periodEnd: '2026-11-30',
      status: 'cerrado' as const,
      cutoffDay: '2026-11-25',
      params: payrollParametersFor('2026-11').params,
      employer: payrollParametersFor('2026-11').employer,
      lines: [
        {
          userId: CAMILA,
          input: { ...LINE_INPUT, baseSalary: 900_000, weeklyHours: 42 },
          basis: {
            ...BASIS,
            workedDays: 6,
            projection: { from: '2026-11-26', to: '2026-11-30', days: 3, seconds: 27 * 3600 },
          },
          extras: [],
        },
        {
          userId: 'valentina',
          input: { ...LINE_INPUT, baseSalary: 84_000, weeklyHours: 30 },
          basis: {
            ...BASIS,
            workedDays: 4,
            workedSeconds: 20 * 3600,
            hourlyRate: 4_200,
            projection: { from: '2026-11-26', to: '2026-11-30', days: 3, seconds: 15 * 3600 },
          },
          extras: [],
        },
      ],
      exclusions: {},
      createdBy: ADMIN,
      createdAt: new Date('2026-11-30T18:00:00.000Z'),
      updatedBy: ADMIN,
      updatedAt: new Date('2026-11-30T18:00:00.000Z'),
      closedBy: ADMIN,
      closedAt: new Date('2026-11-30T18:05:00.000Z'),
    };
    const view = await renderScreen(<PayrollScreen />, {
      role: 'admin',
      url: '/remuneraciones?periodo=2026-12',
      path: '/remuneraciones',
      docs: {
        tenants: [buildTenant({ closedThrough: '2026-11-30' })],
        users: [
          buildUserDoc({ id: CAMILA, displayName: 'Camila Rojas', ...PAY }),
          buildUserDoc({
            id: 'valentina',
            displayName: 'Valentina Fuentes',
            ...PAY,
            payKind: 'hourly',
            payAmount: 4_200,
            contractWeeklyHours: 30,
          }),
          buildUserDoc({
            id: ADMIN,
            displayName: 'Andrés Soto',
            role: 'admin',
            email: TEST_PEOPLE.admin.email,
          }),
        ],
        payroll: [november],
        schedulesConfig: [
          ...['2026-11-26', '2026-11-27', '2026-11-30'].map((day) =>
            buildSchedule(day, undefined, { userId: CAMILA }),
          ),
          ...['2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02'].map((day) =>
            buildSchedule(day, [{ startTime: '09:00', endTime: '14:00' }], { userId: 'valentina' }),
          ),
        ],
        attendance: [
          // Camila: the 27th absent without justification.
          ...['2026-11-26', '2026-11-30'].map((day) =>
            buildAttendance(day, 0, { checkIn: '09:00', checkOut: '18:00' }, { userId: CAMILA }),
          ),
          // Valentina: 5 h + 3 h of the 15 h projected; in December 2 × 5 h.
          buildAttendance('2026-11-26', 0, { checkIn: '09:00', checkOut: '14:00' }, { userId: 'valentina' }),
          buildAttendance('2026-11-27', 0, { checkIn: '09:00', checkOut: '12:00' }, { userId: 'valentina' }),
          ...['2026-12-01', '2026-12-02'].map((day) =>
            buildAttendance(day, 0, { checkIn: '09:00', checkOut: '14:00' }, { userId: 'valentina' }),
          ),
        ],
      },
    });
    startServerTriggers(view.store);
    await screen.findByRole('table', { name: 'Remuneraciones por mes' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Mes' })).toHaveTextContent('Diciembre 2026'),
    );
    await view.user.click(screen.getByRole('button', { name: 'Nueva remuneración' }));
    expect(await screen.findByText('Borrador de Diciembre 2026 creado con 2 personas.')).toBeVisible();
    // Camila: 1 day × $30.000; Valentina: (8 h − 15 h) × $4.200 = −$29.400.
    expect(
      await screen.findByText(/^Ajuste mes anterior: noviembre de 2026 se pagó con días proyectados/),
    ).toHaveTextContent('para 2 personas (total -$59.400)');
    const lines = view.store
      .privileged()
      .all('payroll')
      .find((run) => run.period === '2026-12')?.lines;
    expect(lines?.find((line) => line.userId === CAMILA)?.basis.previousMonth).toMatchObject({
      unpaidAbsenceDays: 1,
      amount: -30_000,
    });
    expect(lines?.find((line) => line.userId === 'valentina')?.basis.previousMonth).toMatchObject({
      workedSeconds: 8 * 3600,
      amount: -29_400,
    });
    const table = await screen.findByRole('table', { name: 'Liquidaciones de Diciembre 2026' });
    await view.user.click(within(table).getByRole('button', { name: 'Camila Rojas' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Liquidación de Camila Rojas · Diciembre 2026',
    });
    expect(
      within(dialog).getByRole('row', { name: /^Ajuste mes anterior \(noviembre de 2026\)/ }),
    ).toHaveTextContent('$30.000');
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
    expect(await screen.findByText('Borrador de Octubre 2026 creado con 2 personas.')).toBeVisible();

    const warning = await screen.findByText(/1 persona sin calcular/);
    expect(warning).toHaveTextContent('Felipe Contreras: Falta en la ficha: AFP.');

    const table = await screen.findByRole('table', { name: 'Liquidaciones de Octubre 2026' });
    const camila = within(table).getByRole('row', { name: /Camila Rojas/ });
    expect(within(camila).getByText('4 h')).toBeVisible();
    expect(within(camila).getByText('30 min')).toBeVisible();
    // Paid by the hour: 10 h 30 min × $4.200 = $44.100, and the gratificación's 25 % = $11.025: $55.125 imponible.
    const valentina = within(table).getByRole('row', { name: /Valentina Fuentes/ });
    expect(within(valentina).getByText('10 h 30 min')).toBeVisible();
    expect(within(valentina).getByText('$55.125')).toBeVisible();
    // Art. 40 bis: on 30 hours the month owes at least $553.553 × 30 / 42 = $395.395.
    expect(screen.getByText(/Revisa antes de pagar/)).toHaveTextContent(
      'Valentina Fuentes: Bajo el ingreso mínimo proporcional (art. 40 bis): $44.100 de $395.395',
    );
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

    // Felipe is neither computed nor excluded: the close dialog says so and refuses to close.
    await view.user.click(await screen.findByRole('button', { name: 'Cerrar periodo' }));
    const blocked = await screen.findByRole('dialog', { name: 'Cerrar remuneraciones de Octubre 2026' });
    expect(within(blocked).getByText(/No se puede cerrar todavía/)).toHaveTextContent(
      'Felipe Contreras: Falta en la ficha: AFP. Completa su ficha y presiona «Recalcular», o exclúyela',
    );
    expect(within(blocked).getByRole('button', { name: 'Cerrar periodo' })).toBeDisabled();
    await view.user.click(within(blocked).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(blocked).not.toBeInTheDocument());

    // Excluded with a reason of 5 to 300 characters: he no longer blocks, and the close dialog repeats why.
    await view.user.click(
      screen.getByRole('button', { name: 'Excluir a Felipe Contreras de esta remuneración' }),
    );
    const exclude = await screen.findByRole('dialog', { name: 'Excluir de esta remuneración' });
    expect(exclude).toHaveTextContent('Felipe Contreras: Falta en la ficha: AFP. No recibirá liquidación');
    await view.user.type(within(exclude).getByRole('textbox', { name: 'Motivo' }), 'abc');
    await view.user.click(within(exclude).getByRole('button', { name: 'Excluir' }));
    expect(await within(exclude).findByText('Debes introducir un mínimo de 5 caracteres')).toBeVisible();
    await view.user.clear(within(exclude).getByRole('textbox', { name: 'Motivo' }));
    await view.user.type(
      within(exclude).getByRole('textbox', { name: 'Motivo' }),
      'Se paga por honorarios este mes',
    );
    tick();
    await view.user.click(within(exclude).getByRole('button', { name: 'Excluir' }));
    expect(
      await screen.findByText('Felipe Contreras quedó fuera de las remuneraciones de Octubre 2026.'),
    ).toBeVisible();
    expect(await screen.findByText(/1 persona excluida de esta remuneración/)).toHaveTextContent(
      'Felipe Contreras: Se paga por honorarios este mes',
    );
    expect(screen.queryByText(/sin calcular/)).not.toBeInTheDocument();
    // The exclusion dialog hides the page until its closing transition ends.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Excluir de esta remuneración' })).not.toBeInTheDocument(),
    );

    await view.user.click(await screen.findByRole('button', { name: 'Cerrar periodo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cerrar remuneraciones de Octubre 2026' });
    expect(confirm).toHaveTextContent(/Se emitirán 2 liquidaciones por un líquido total de \$[\d.]+\./);
    expect(within(confirm).getByRole('group', { name: 'Excluidas de esta remuneración' })).toHaveTextContent(
      'Queda fuera de esta remuneración 1 persona:Felipe Contreras: Se paga por honorarios este mes',
    );
    expect(within(confirm).queryByText(/No se puede cerrar/)).not.toBeInTheDocument();
    tick();
    await view.user.click(within(confirm).getByRole('button', { name: 'Cerrar periodo' }));
    expect(
      await screen.findByText('Remuneraciones de Octubre 2026 cerradas: 2 liquidaciones emitidas.'),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Liquidaciones (PDF)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Recalcular' })).not.toBeInTheDocument();

    const db = view.store.privileged();
    expect(db.all('payroll')[0]).toMatchObject({ status: 'cerrado', closedBy: ADMIN });
    // The server issues the payslips from the closed run (its trigger; no client may write one), and the watched
    // table shows them as they land.
    expect(await screen.findByRole('row', { name: /Camila/ })).toBeVisible();
    await waitFor(() => expect(db.all('payslips')).toHaveLength(2));
    expect(db.all('payroll')[0]?.exclusions).toEqual({
      felipe: { reason: 'Se paga por honorarios este mes', by: ADMIN, at: expect.any(Date) },
    });
    expect(db.all('payslips').find((doc) => doc.userId === 'valentina')).toMatchObject({
      input: { baseSalary: 44_100, weeklyHours: 30 },
      basis: { workedSeconds: 10 * 3600 + 30 * 60, hourlyRate: 4_200 },
      payslip: { gratification: 11_025, taxableEarnings: 55_125 },
    });
    const payslip = db.all('payslips').find((doc) => doc.userId === CAMILA);
    expect(payslip).toMatchObject({
      userId: CAMILA,
      basis: { workedDays: 2, overtimeSeconds: 240 * 60, lateSeconds: 30 * 60, recordedLateSeconds: 30 * 60 },
    });
    expect(payslip?.extras).toEqual([{ kind: 'bono', amount: 50_000, reason: 'Meta de ventas' }]);
    // The server logs the creation, the bono, the exclusion and the close.
    await waitFor(() => expect(db.all('logs')).toHaveLength(4));
    expect(db.all('logs').map((log) => [log.actorId, log.action, log.details])).toEqual(
      expect.arrayContaining([
        [ADMIN, 'payroll.create', 'Borrador de Octubre 2026 con 2 personas.'],
        [
          ADMIN,
          'payroll.update',
          'Octubre 2026: Bono (imponible) de $50.000 para Camila Rojas: Meta de ventas',
        ],
        [
          ADMIN,
          'payroll.update',
          'Octubre 2026: Felipe Contreras excluido de esta remuneración: Se paga por honorarios este mes.',
        ],
        [
          ADMIN,
          'payroll.close',
          expect.stringMatching(
            /^Octubre 2026 cerrado: 2 liquidaciones, líquido total \$[\d.]+\. Fuera de esta remuneración: 1 persona\.$/,
          ),
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

  it('refuses to close while a parameter of the month has no value or a person is neither computed nor excluded, naming each', async () => {
    missing.parameters = [{ field: 'utm', label: 'UTM de octubre de 2026' }];
    const view = await open();
    await screen.findByText(/Aún no hay remuneraciones/, undefined, { timeout: 10_000 });
    await view.user.click(screen.getByRole('button', { name: 'Nueva remuneración' }));
    await screen.findByRole('table', { name: 'Liquidaciones de Octubre 2026' });
    await view.user.click(await screen.findByRole('button', { name: 'Cerrar periodo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar remuneraciones de Octubre 2026' });
    const refusal = within(dialog).getByText(/No se puede cerrar todavía/);
    expect(refusal).toHaveTextContent('Felipe Contreras: Falta en la ficha: AFP.');
    expect(refusal).toHaveTextContent(
      'Falta el parámetro UTM de octubre de 2026: ingrésalo en «Parámetros».',
    );
    expect(within(dialog).getByRole('button', { name: 'Cerrar periodo' })).toBeDisabled();
    expect(view.store.privileged().all('payroll')[0]?.status).toBe('borrador');
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
    expect(await screen.findByText('Recalculado: 3 personas.')).toBeVisible();
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
      'Octubre 2026 recalculado desde la asistencia: 3 personas.',
    );
    expect(logs.find((log) => log.action === 'payroll.update')?.details).toBe(
      'Octubre 2026: Anticipo de $100.000 para Camila Rojas: Anticipo del 15',
    );
    expect(logs.find((log) => log.details?.includes('parámetros'))?.details).toMatch(
      /^Octubre 2026, parámetros: UF \(\$\): 41\.057,2 → 41\.100,5\.$/,
    );
  });
});
