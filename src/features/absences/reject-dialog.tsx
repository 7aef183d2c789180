import { ReasonDialog } from '../../components/reason-dialog';
import { PLANNING_TEXT_LIMITS } from '../../domain/planning/plan';

export interface RejectDialogProps {
  open: boolean;
  /** What is rejected, in words ('Vacaciones de Camila Rojas: …'). */
  summary: string;
  onClose: () => void;
  onReject: (reason: string) => Promise<void>;
}

/** `Rechazar`: the reason is required (the employee reads it next to the request). */
export function RejectDialog({ open, summary, onClose, onReject }: RejectDialogProps) {
  return (
    <ReasonDialog
      open={open}
      title="Rechazar solicitud"
      summary={summary}
      label="Motivo del rechazo"
      helperText="La persona verá este motivo junto a su solicitud."
      submitLabel="Rechazar"
      maxLength={PLANNING_TEXT_LIMITS.decisionNote}
      onClose={onClose}
      onSubmit={onReject}
    />
  );
}
