import { ABSENCE_STATUS_LABEL, type AbsenceStatus } from '../domain/labels';
import { StatusChip, type StatusTone } from './status-chip';

const TONE: Readonly<Record<AbsenceStatus, StatusTone>> = {
  pendiente: 'warning',
  aprobada: 'success',
  rechazada: 'error',
  anulada: 'neutral',
};

/** An absence's state in words: Pendiente, Aprobada, Rechazada, Anulada (/ausencias and the employee's requests). */
export function AbsenceStatusChip({ status }: { status: AbsenceStatus }) {
  return <StatusChip label={ABSENCE_STATUS_LABEL[status]} tone={TONE[status]} />;
}
