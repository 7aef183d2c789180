import Button from '@mui/material/Button';

import type { DataTableColumn } from '../../components/data-table';
import { formatCLP, formatDuration } from '../../domain/format/numbers';
import type { PayrollRow } from './payroll-rows';

/** A sortable peso column. */
const moneyColumn = (
  id: string,
  header: string,
  value: (row: PayrollRow) => number,
): DataTableColumn<PayrollRow> => ({
  id,
  header,
  cell: (row) => formatCLP(value(row)),
  sortValue: value,
  align: 'right',
});

/**
 * The run's table: a person's name opens the payslip (`open`), then the month's basis (the hours paid of an
 * hourly person) and money.
 */
export const payrollRunColumns = (open: (row: PayrollRow) => void): DataTableColumn<PayrollRow>[] => [
  {
    id: 'person',
    header: 'Persona',
    cell: (row) => (
      <Button onClick={() => open(row)} sx={{ minHeight: 40, textAlign: 'left' }}>
        {row.person}
      </Button>
    ),
    sortValue: (row) => row.person,
  },
  { id: 'days', header: 'Días', cell: (row) => row.basis.workedDays, align: 'right' },
  {
    // The hours an hourly person is paid for (× the rate); a monthly salary is not paid by them.
    id: 'hours',
    header: 'Horas pagadas',
    cell: (row) =>
      typeof row.basis.hourlyRate === 'number' ? formatDuration(row.basis.workedSeconds ?? 0) : '—',
    align: 'right',
  },
  {
    id: 'overtime',
    header: 'Horas extras',
    cell: (row) => (row.basis.overtimeSeconds === 0 ? '—' : formatDuration(row.basis.overtimeSeconds)),
    align: 'right',
  },
  {
    id: 'late',
    header: 'Atrasos',
    cell: (row) => (row.basis.lateSeconds === 0 ? '—' : formatDuration(row.basis.lateSeconds)),
    align: 'right',
  },
  moneyColumn('taxable', 'Imponible', (row) => row.payslip.taxableEarnings),
  moneyColumn('deductions', 'Descuentos', (row) => row.deductions),
  moneyColumn('net', 'Líquido', (row) => row.payslip.netPay),
];
