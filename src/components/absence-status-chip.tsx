import { ABSENCE_STATUS_LABEL, type AbsenceStatus } from '../domain/labels';
import { ABSENCE_STATUS_TONE } from './absence-status-tone';
import { StatusChip } from './status-chip';

/** An absence's state in words: Pendiente, Aprobada, Rechazada, Anulada (/ausencias; /mi-agenda's is plain). */
export function AbsenceStatusChip({ status }: { status: AbsenceStatus }) {
  return <StatusChip label={ABSENCE_STATUS_LABEL[status]} tone={ABSENCE_STATUS_TONE[status]} />;
}
