import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { formatCLP } from '../../domain/format/numbers';
import type { PayrollParams } from '../../domain/payroll/compute-payslip';
import { payslipLineSources, payslipNotes } from '../../domain/payroll/payslip-provenance';
import { SEMANA_CORRIDA_CODE } from '../../domain/payroll/semana-corrida';
import type { PayrollRow } from './payroll-rows';

/**
 * Lines shown even at $0: what the month's attendance was checked for, and the semana corrida of a person who has
 * it (its source says why it is $0).
 */
const ALWAYS_SHOWN: ReadonlySet<string> = new Set([
  'sueldo-base',
  'horas-extras',
  'atrasos',
  SEMANA_CORRIDA_CODE,
]);

/**
 * A payslip's lines, each with where its number came from, and its totals (read from the lines: the asignación
 * familiar is a haber beside colación y movilización, and what art. 58 left untaken is not a descuento), then what
 * the lines do not say (`payslipNotes`: under art. 47, why there is no monthly gratificación).
 */
export function PayslipLinesTable({ row, params }: { row: PayrollRow; params: PayrollParams }) {
  const sources = payslipLineSources(row.input, row.basis, params, row.payslip);
  const lines = row.payslip.lines.filter((line) => line.amount !== 0 || ALWAYS_SHOWN.has(line.code));
  const sum = (kind: string, taxable: boolean) =>
    row.payslip.lines
      .filter((line) => line.kind === kind && line.taxable === taxable)
      .reduce((total, line) => total + line.amount, 0);
  const notes = payslipNotes(params);
  return (
    <>
      <Table size="small" aria-label={`Líneas de la liquidación de ${row.person}`}>
        <TableHead>
          <TableRow>
            <TableCell>Concepto</TableCell>
            <TableCell>De dónde sale</TableCell>
            <TableCell align="right">Haber</TableCell>
            <TableCell align="right">Descuento</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, index) => (
            <TableRow key={`${line.code}-${index}`}>
              <TableCell>{line.label}</TableCell>
              <TableCell sx={{ color: 'text.secondary' }}>{sources[line.code] ?? ''}</TableCell>
              <TableCell align="right">{line.kind === 'haber' ? formatCLP(line.amount) : ''}</TableCell>
              <TableCell align="right">{line.kind === 'descuento' ? formatCLP(line.amount) : ''}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={2}>Total imponible</TableCell>
            <TableCell align="right">{formatCLP(row.payslip.taxableEarnings)}</TableCell>
            <TableCell />
          </TableRow>
          <TableRow>
            <TableCell colSpan={2}>Total haberes</TableCell>
            <TableCell align="right">
              {formatCLP(row.payslip.taxableEarnings + sum('haber', false))}
            </TableCell>
            <TableCell />
          </TableRow>
          <TableRow>
            <TableCell colSpan={2}>Total descuentos</TableCell>
            <TableCell />
            <TableCell align="right">{formatCLP(sum('descuento', false))}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {notes.map((note) => (
        <Typography key={note} variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {note}
        </Typography>
      ))}
    </>
  );
}
