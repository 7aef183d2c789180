import { render, screen, within } from '@testing-library/react';

import {
  computeEmployerCost,
  computePayslip,
  type PayrollParams,
  type PayslipExtra,
  type PayslipInput,
} from '../../domain/payroll/compute-payslip';
import { payrollParametersFor } from '../../domain/payroll/parameters';
import type { PayrollRow } from './payroll-rows';
import { PayslipDialog } from './payslip-dialog';

const PERIOD = payrollParametersFor('2026-10');
/** October 2026 with the asignación familiar of May 2026 (Ley 21.830). */
const PARAMS: PayrollParams = {
  ...PERIOD.params,
  uf: 41_057.2,
  utm: 72_151,
  minimumWage: 553_553,
  familyAllowance: [
    { tramo: 'A', upToIncome: 649_039, amountPerCharge: 22_601 },
    { tramo: 'B', upToIncome: 947_990, amountPerCharge: 13_870 },
    { tramo: 'C', upToIncome: 1_478_539, amountPerCharge: 4_382 },
    { tramo: 'D', upToIncome: null, amountPerCharge: 0 },
  ],
};

/** Base 560.000 + gratificación 140.000 = 700.000 imponible (tramo B), 2 cargas, no colación. */
const INPUT: PayslipInput = {
  baseSalary: 560_000,
  weeklyHours: 42,
  contract: 'indefinido',
  afp: 'habitat',
  health: { kind: 'fonasa' },
  overtimeSeconds: 0,
  unpaidAbsenceDays: 0,
  lateSeconds: 0,
  nonTaxableAllowances: 0,
  familyCharges: 2,
};

function rowOf(
  extras: PayslipExtra[],
  input: PayslipInput = INPUT,
  params: PayrollParams = PARAMS,
): PayrollRow {
  const payslip = computePayslip(input, params, extras);
  return {
    userId: 'u1',
    person: 'Luisa Rojas',
    rut: '11.111.111-1',
    input,
    basis: {
      workedDays: 22,
      overtimeSeconds: 0,
      unpaidAbsenceDays: 0,
      lateSeconds: 0,
      recordedLateSeconds: 0,
      sickLeaveDays: 0,
    },
    extras,
    payslip,
    employerCost: computeEmployerCost(input, payslip, params, PERIOD.employer),
    deductions: payslip.taxableEarnings + payslip.familyAllowance - payslip.netPay,
    warnings: payslip.warnings,
  };
}

const open = (row: PayrollRow, params: PayrollParams = PARAMS) =>
  render(
    <PayslipDialog
      row={row}
      params={params}
      periodText="Octubre 2026"
      onSaveExtras={null}
      onDownload={null}
      onClose={() => {}}
    />,
  );

describe('PayslipDialog', () => {
  it('art. 45 CT: shows the semana corrida with its average, in the imponible', () => {
    // 105.000 of commissions ÷ 21 days due = 5.000 × 5 Sundays and holidays = 25.000; imponible 560.000 +
    // 105.000 + 25.000 = 690.000 + 25 % gratificación 172.500 = 862.500.
    const input: PayslipInput = { ...INPUT, semanaCorrida: { daysDue: 21, restDays: 5 } };
    open(rowOf([{ kind: 'comision', amount: 105_000, reason: 'Ventas de octubre' }], input));
    const table = screen.getByRole('table', { name: 'Líneas de la liquidación de Luisa Rojas' });
    const line = within(table).getByRole('row', {
      name: /Semana corrida \(art\. 45, 5 domingos y festivos\)/,
    });
    expect(line).toHaveTextContent(
      '$105.000 de comisiones ÷ 21 días que debió trabajar = $5.000 al día × 5 domingos y festivos del mes',
    );
    expect(line).toHaveTextContent('$25.000');
    expect(within(table).getByRole('row', { name: /Total imponible/ })).toHaveTextContent('$862.500');
  });

  it('art. 47 CT: shows no monthly gratificación and says it is paid at the year’s close', () => {
    // Imponible = the pay alone, 560.000: tramo A of the asignación familiar, 2 × 22.601.
    const params: PayrollParams = { ...PARAMS, gratificationRegime: 'art47' };
    open(rowOf([], INPUT, params), params);
    const table = screen.getByRole('table', { name: 'Líneas de la liquidación de Luisa Rojas' });
    expect(within(table).queryByRole('row', { name: /Gratificación/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Total imponible/ })).toHaveTextContent('$560.000');
    expect(
      screen.getByText(
        'Gratificación art. 47: se paga al cierre del ejercicio (30 % de la utilidad líquida, en proporción a lo ganado en el año); no hay gratificación mensual.',
      ),
    ).toBeInTheDocument();
  });

  it('Ley 18.987: shows the asignación familiar with its tramo, cargas and where it comes from', () => {
    open(rowOf([]));
    const table = screen.getByRole('table', { name: 'Líneas de la liquidación de Luisa Rojas' });
    const line = within(table).getByRole('row', { name: /Asignación familiar \(tramo B, 2 cargas\)/ });
    expect(line).toHaveTextContent(
      'Tramo B (ingreso del mes $700.000, hasta $947.990; la ficha no indica el tramo del IPS o la caja): 2 cargas de la ficha × $13.870',
    );
    expect(line).toHaveTextContent('$27.740');
    // Total haberes = 700.000 imponible + 27.740.
    expect(within(table).getByRole('row', { name: /Total haberes/ })).toHaveTextContent('$727.740');
    expect(screen.queryByText('Revisar antes de pagar')).not.toBeInTheDocument();
  });

  it('art. 58 CT: warns of the loan installment not taken and counts only what was taken', () => {
    // 15 % of 700.000 = 105.000: of a 150.000 installment, 45.000 stay for a later month.
    const row = rowOf([{ kind: 'prestamo', amount: 150_000, reason: 'Cuota 3 de 6' }]);
    open(row);
    expect(screen.getByText('Revisar antes de pagar')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Art. 58 CT: las cuotas de préstamo no pueden superar el 15 % de la remuneración ($105.000); no se descuentan $45.000 este mes.',
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Líneas de la liquidación de Luisa Rojas' });
    expect(within(table).getByRole('row', { name: /Cuota de préstamo: Cuota 3 de 6/ })).toHaveTextContent(
      '$105.000',
    );
    const { pension, health, unemployment, incomeTax } = row.payslip;
    expect(within(table).getByRole('row', { name: /Total descuentos/ })).toHaveTextContent(
      `$${(pension + health + unemployment + incomeTax + 105_000).toLocaleString('es-CL')}`,
    );
  });
});
