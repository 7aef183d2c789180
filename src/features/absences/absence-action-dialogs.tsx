import Alert from '@mui/material/Alert';

import { ConfirmDialog } from '../../components/confirm-dialog';
import { ReasonDialog } from '../../components/reason-dialog';
import { PLANNING_TEXT_LIMITS } from '../../domain/planning/plan';
import { vacationDaysLabel } from '../../domain/planning/vacation';
import type { AbsenceRow } from './absence-rows';
import { rowText } from './absences-repository';
import { RejectDialog } from './reject-dialog';

/** What a manager does to a row. */
export type AbsenceAction = 'approve' | 'reject' | 'void';
/** The screen's dialog: recording an absence, or an action on a row; `open: false` while it closes. */
export type AbsencesDialog =
  { kind: 'record'; open: boolean } | { kind: AbsenceAction; open: boolean; row: AbsenceRow } | null;

/** The dialogs of a row's actions: approve (warning beyond the balance), reject and void with a reason. */
export function ActionDialogs({
  dialog,
  onClose,
  onApprove,
  onReject,
  onVoid,
}: {
  dialog: AbsencesDialog;
  onClose: () => void;
  onApprove: (row: AbsenceRow) => Promise<void>;
  onReject: (row: AbsenceRow, reason: string) => Promise<void>;
  onVoid: (row: AbsenceRow, reason: string) => Promise<void>;
}) {
  const row = dialog && dialog.kind !== 'record' ? dialog.row : null;
  const open = (kind: AbsenceAction) => dialog?.kind === kind && dialog.open;
  return (
    <>
      <ConfirmDialog
        open={open('approve')}
        title="Aprobar solicitud"
        message={row && <ApproveMessage row={row} />}
        confirmLabel="Aprobar"
        onConfirm={() => (row ? onApprove(row) : undefined)}
        onClose={onClose}
      />
      <RejectDialog
        open={open('reject')}
        summary={row ? `${rowText(row)}.` : ''}
        onClose={onClose}
        onReject={(reason) => (row ? onReject(row, reason) : Promise.resolve())}
      />
      <ReasonDialog
        open={open('void')}
        title="Anular ausencia"
        summary={
          row
            ? `${rowText(row)}. Deja de contar en la agenda, los saldos y las remuneraciones, pero se conserva en ` +
              'los registros (no se elimina). No se puede deshacer.'
            : ''
        }
        label="Motivo de la anulación"
        helperText="Queda junto a la ausencia y en Registros."
        submitLabel="Anular"
        maxLength={PLANNING_TEXT_LIMITS.decisionNote}
        onClose={onClose}
        onSubmit={(reason) => (row ? onVoid(row, reason) : Promise.resolve())}
      />
    </>
  );
}

function ApproveMessage({ row }: { row: AbsenceRow }) {
  return (
    <>
      {rowText(row)}.
      {row.overBalance && row.balance && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Supera el saldo de vacaciones disponible ({vacationDaysLabel(row.balance.available)}).
        </Alert>
      )}
    </>
  );
}
