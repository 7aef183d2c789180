import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { StatusChip } from '../../components/status-chip';
import type { PayrollRun } from '../../data/ports/collections';
import { PAYROLL_STATUS_LABEL } from '../../domain/labels';

interface DraftActionsProps {
  busy: boolean;
  /**
   * Whether `Cerrar periodo` may be pressed: the attendance is closed and the draft has rows (the close dialog
   * says what else still blocks it: people neither computed nor excluded, parameters of the month).
   */
  canClose: boolean;
  onRecalculate: () => void;
  onParams: () => void;
  onClose: () => void;
}

interface ClosedDownloadsProps {
  /** The run's rows: undefined while its payslips load. */
  rowCount: number | undefined;
  onPayslips: () => void;
  onBook: () => void;
  onLre: () => void;
  /** The LRE's validator found problems (listed under the header): its download waits until they are fixed. */
  lreBlocked: boolean;
  /** `Previred (TXT)` (previred-download.tsx), beside the LRE. */
  previred: ReactNode;
}

/** The run's title and state, then its actions (`children`): a draft's DraftActions, a closed run's downloads. */
export function PayrollRunHeader({
  period,
  status,
  children,
}: {
  period: string;
  status: PayrollRun['status'];
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Typography id="payroll-run-title" variant="h5" component="h2">
        Remuneraciones de {period}
      </Typography>
      <StatusChip label={PAYROLL_STATUS_LABEL[status]} tone={status === 'cerrado' ? 'success' : 'info'} />
      <Box sx={{ flexGrow: 1 }} />
      {children}
    </Box>
  );
}

/** A draft's actions: recalculate it, edit its parameters, close it. */
export function DraftActions({ busy, canClose, onRecalculate, onParams, onClose }: DraftActionsProps) {
  return (
    <>
      <Button variant="outlined" onClick={onRecalculate} disabled={busy} sx={{ minHeight: 48 }}>
        {busy ? 'Recalculando…' : 'Recalcular'}
      </Button>
      <Button variant="outlined" onClick={onParams} sx={{ minHeight: 48 }}>
        Parámetros
      </Button>
      <Button variant="contained" onClick={onClose} disabled={!canClose || busy} sx={{ minHeight: 48 }}>
        Cerrar periodo
      </Button>
    </>
  );
}

/** A closed run's files: every payslip (PDF), the payroll book (XLSX), the LRE (CSV), the Previred file (TXT). */
export function ClosedDownloads({
  rowCount,
  onPayslips,
  onBook,
  onLre,
  lreBlocked,
  previred,
}: ClosedDownloadsProps) {
  return (
    <>
      <Button variant="outlined" disabled={!rowCount} onClick={onPayslips} sx={{ minHeight: 48 }}>
        Liquidaciones (PDF)
      </Button>
      <Button variant="outlined" disabled={rowCount === undefined} onClick={onBook} sx={{ minHeight: 48 }}>
        Libro (XLSX)
      </Button>
      <Button
        variant="outlined"
        disabled={rowCount === undefined || lreBlocked}
        onClick={onLre}
        sx={{ minHeight: 48 }}
        {...(lreBlocked ? { 'aria-describedby': 'lre-problems' } : {})}
      >
        LRE (CSV)
      </Button>
      {previred}
    </>
  );
}
