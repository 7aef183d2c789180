/**
 * A person's payslip of a run: every line with where its number came from (payslip-provenance.ts), the totals and
 * the net pay. In a draft a manager adds one-off lines (bono, anticipo, préstamo) with a reason, or removes them;
 * each change is saved at once, and a failed save keeps what was typed. A closed payslip downloads as a PDF.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { actionErrorMessage } from '../../components/action-error';
import { EXTRA_KIND_LABEL } from '../../data/payroll/payroll-text';
import { formatCLP } from '../../domain/format/numbers';
import type { PayrollParams, PayslipExtra } from '../../domain/payroll/compute-payslip';
import { payslipLineSources } from '../../domain/payroll/payslip-provenance';
import { PAYROLL_LIMITS } from '../../data/ports/payroll-write';
import type { PayrollRow } from './payroll-rows';

export const EXTRA_REASON_MAX = 200;

/** Lines shown even at $0: what the month's attendance was checked for. */
const ALWAYS_SHOWN: ReadonlySet<string> = new Set(['sueldo-base', 'horas-extras', 'atrasos']);

/** What the add form checks; null when it is fine. */
export function extraProblem(amount: string, reason: string, count: number): string | null {
  if (count >= PAYROLL_LIMITS.extrasMax)
    return `Una liquidación admite hasta ${PAYROLL_LIMITS.extrasMax} líneas adicionales.`;
  const value = /^\d{1,9}$/.test(amount.replace(/\./g, '').trim())
    ? Number(amount.replace(/\./g, '').trim())
    : Number.NaN;
  if (!Number.isInteger(value) || value < 1 || value > 100_000_000)
    return 'Escribe un monto en pesos, sin decimales, entre $1 y $100.000.000.';
  if (reason.trim().length < 3) return 'Escribe el motivo (al menos 3 caracteres).';
  if (reason.trim().length > EXTRA_REASON_MAX)
    return `El motivo admite hasta ${EXTRA_REASON_MAX} caracteres.`;
  return null;
}

export interface PayslipDialogProps {
  row: PayrollRow | null;
  params: PayrollParams;
  periodText: string;
  /** A draft's rows take extras; null for a closed run. */
  /** Saves the person's one-off lines (the server logs the change from the run, payroll.update). */
  onSaveExtras: ((row: PayrollRow, extras: PayslipExtra[]) => Promise<void>) | null;
  /** A closed run's payslip downloads as PDF; null for a draft. */
  onDownload: ((row: PayrollRow) => Promise<void>) | null;
  onClose: () => void;
}

export function PayslipDialog({ row, ...props }: PayslipDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={row !== null} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      {row && <PayslipBody key={row.userId} row={row} titleId={titleId} {...props} />}
    </Dialog>
  );
}

function PayslipBody({
  row,
  titleId,
  params,
  periodText,
  onSaveExtras,
  onDownload,
  onClose,
}: Omit<PayslipDialogProps, 'row'> & { row: PayrollRow; titleId: string }) {
  const [kind, setKind] = useState<PayslipExtra['kind']>('bono');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sources = payslipLineSources(row.input, row.basis, params, row.payslip);
  const lines = row.payslip.lines.filter((line) => line.amount !== 0 || ALWAYS_SHOWN.has(line.code));

  const save = async (extras: PayslipExtra[], clear: boolean) => {
    if (!onSaveExtras) return;
    setBusy(true);
    setProblem(null);
    try {
      await onSaveExtras(row, extras);
      if (clear) {
        setAmount('');
        setReason('');
      }
    } catch (error) {
      setProblem(actionErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const add = () => {
    const found = extraProblem(amount, reason, row.extras.length);
    if (found) {
      setProblem(found);
      return;
    }
    const extra: PayslipExtra = {
      kind,
      amount: Number(amount.replace(/\./g, '').trim()),
      reason: reason.trim(),
    };
    void save([...row.extras, extra], true);
  };
  const remove = (index: number) => {
    if (!row.extras[index]) return;
    void save(
      row.extras.filter((_, i) => i !== index),
      false,
    );
  };

  return (
    <>
      <DialogTitle id={titleId}>
        Liquidación de {row.person} · {periodText}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {row.rut ? `RUT ${row.rut}` : 'RUT sin registrar'} · {row.basis.workedDays} días trabajados
        </Typography>
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
              <TableCell colSpan={2}>Total descuentos</TableCell>
              <TableCell />
              <TableCell align="right">{formatCLP(row.deductions)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
        <Typography variant="h6" component="p" sx={{ mt: 2 }} data-testid="net-pay">
          Líquido a pagar: {formatCLP(row.payslip.netPay)}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          Costo empresa adicional: {formatCLP(row.employerCost.total)} (cesantía, aporte previsional, SIS y
          mutual).
        </Typography>
        {onSaveExtras && (
          <Box component="section" aria-label="Líneas adicionales" sx={{ mt: 3 }}>
            <Typography variant="subtitle1" component="h3">
              Líneas adicionales
            </Typography>
            {row.extras.length === 0 ? (
              <Typography variant="body2" color="textSecondary">
                Sin bonos, anticipos ni préstamos este mes.
              </Typography>
            ) : (
              <Box component="ul" sx={{ pl: 2 }}>
                {row.extras.map((extra, index) => (
                  <li key={`${extra.kind}-${index}`}>
                    {EXTRA_KIND_LABEL[extra.kind]}: {formatCLP(extra.amount)} · {extra.reason}{' '}
                    <Button
                      size="small"
                      onClick={() => remove(index)}
                      disabled={busy}
                      aria-label={`Quitar ${EXTRA_KIND_LABEL[extra.kind].toLowerCase()} de ${formatCLP(extra.amount)}`}
                    >
                      Quitar
                    </Button>
                  </li>
                ))}
              </Box>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mt: 1 }}>
              <TextField
                select
                label="Tipo"
                value={kind}
                onChange={(event) => setKind(event.target.value as PayslipExtra['kind'])}
                sx={{ minWidth: 180 }}
              >
                {(Object.keys(EXTRA_KIND_LABEL) as PayslipExtra['kind'][]).map((value) => (
                  <MenuItem key={value} value={value}>
                    {EXTRA_KIND_LABEL[value]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Monto (CLP)"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ width: 160 }}
              />
              <TextField
                label="Motivo"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                slotProps={{ htmlInput: { maxLength: EXTRA_REASON_MAX } }}
                sx={{ flex: '1 1 14rem' }}
              />
              <Button variant="outlined" onClick={add} disabled={busy} sx={{ minHeight: 56 }}>
                {busy ? 'Guardando…' : 'Agregar'}
              </Button>
            </Box>
          </Box>
        )}
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {onDownload && (
          <Button
            onClick={() => {
              setProblem(null);
              onDownload(row).catch((error: unknown) => setProblem(actionErrorMessage(error)));
            }}
          >
            Descargar PDF
          </Button>
        )}
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </>
  );
}
