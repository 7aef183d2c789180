/**
 * A person's payslip of a run: what to review before paying (the row's warnings: ingreso mínimo, art. 58 limits),
 * every line with where its number came from (payslip-provenance.ts), the totals and the net pay. In a draft a manager adds one-off lines (bono, comisión, anticipo, cuotas) with a reason, or removes them;
 * each change is saved at once, and a failed save keeps what was typed. A closed payslip downloads as a PDF.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { actionErrorMessage } from '../../components/action-error';
import { formatCLP } from '../../domain/format/numbers';
import type { PayrollParams, PayslipExtra } from '../../domain/payroll/compute-payslip';
import type { PayrollRow } from './payroll-rows';
import { extraProblem, PayslipExtrasSection } from './payslip-extras';
import { PayslipLinesTable } from './payslip-lines-table';

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
        {row.warnings.length > 0 && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            <AlertTitle>Revisar antes de pagar</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {row.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </Box>
          </Alert>
        )}
        <PayslipLinesTable row={row} params={params} />
        <Typography variant="h6" component="p" sx={{ mt: 2 }} data-testid="net-pay">
          Líquido a pagar: {formatCLP(row.payslip.netPay)}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          Costo empresa adicional: {formatCLP(row.employerCost.total)} (cesantía, aporte previsional, SIS y
          mutual).
        </Typography>
        {onSaveExtras && (
          <PayslipExtrasSection
            extras={row.extras}
            kind={kind}
            amount={amount}
            reason={reason}
            busy={busy}
            onKind={setKind}
            onAmount={setAmount}
            onReason={setReason}
            onAdd={add}
            onRemove={remove}
          />
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
