import { screen, within } from '@testing-library/react';

import type { PayslipDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { payrollRunId, payslipId } from '../../data/policy/payroll-write';
import { payrollParametersFor } from '../../domain/payroll/parameters';
import { computeLine } from '../../domain/payroll/payroll-draft';
import { TEST_TENANT } from '../../testing/data-builders';
import { renderScreen, TEST_PEOPLE } from '../../testing/render-screen';
import { MyPayslips } from './my-payslips';

const CAMILA = TEST_PEOPLE.employee.uid;

function payslip(userId: string, period: string, baseSalary: number): WithId<PayslipDoc> {
  const { params, employer } = payrollParametersFor(period);
  const input = {
    baseSalary,
    weeklyHours: 42,
    contract: 'indefinido' as const,
    afp: 'habitat' as const,
    health: { kind: 'fonasa' as const },
    overtimeSeconds: 0,
    unpaidAbsenceDays: 0,
    lateSeconds: 0,
    nonTaxableAllowances: 0,
  };
  const runId = payrollRunId(TEST_TENANT, period);
  return {
    id: payslipId(runId, userId),
    tenantId: TEST_TENANT,
    runId,
    period,
    periodEnd: `${period}-30`,
    userId,
    input,
    basis: {
      workedDays: 20,
      overtimeSeconds: 0,
      unpaidAbsenceDays: 0,
      lateSeconds: 0,
      recordedLateSeconds: 0,
      sickLeaveDays: 0,
    },
    extras: [],
    ...computeLine({ input, extras: [] }, params, employer),
    closedBy: 'demo-admin',
    closedAt: new Date('2026-11-05T12:00:00Z'),
  };
}

describe('MyPayslips', { timeout: 30_000 }, () => {
  it('lists the worker’s own closed payslips, newest first, with the net pay and a PDF each', async () => {
    const september = payslip(CAMILA, '2026-09', 720_000);
    const october = payslip(CAMILA, '2026-10', 720_000);
    renderScreen(<MyPayslips userId={CAMILA} tenantId={TEST_TENANT} />, {
      role: 'employee',
      docs: { payslips: [september, october, payslip('someone-else', '2026-10', 2_000_000)] },
    });
    const list = await screen.findByRole('region', { name: 'Mis liquidaciones' }, { timeout: 10_000 });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Liquidación de Octubre 2026',
      'Liquidación de Septiembre 2026',
    ]);
    expect(items[0]).toHaveTextContent(`Líquido a pagar: $${october.payslip.netPay.toLocaleString('es-CL')}`);
    expect(
      within(list).getByRole('button', { name: 'Descargar PDF de la liquidación de Octubre 2026' }),
    ).toBeEnabled();
  });

  it('says when there is none yet', async () => {
    renderScreen(<MyPayslips userId={CAMILA} tenantId={TEST_TENANT} />, { role: 'employee' });
    expect(
      await screen.findByText(/Aún no tienes liquidaciones cerradas/, undefined, { timeout: 10_000 }),
    ).toBeVisible();
  });
});
