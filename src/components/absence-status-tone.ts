import type { AbsenceStatus } from '../domain/labels';
import type { StatusTone } from './status-colors';

/** The chip tone of an absence's state: Pendiente, Aprobada, Rechazada, Anulada. */
export const ABSENCE_STATUS_TONE: Readonly<Record<AbsenceStatus, StatusTone>> = {
  pendiente: 'warning',
  aprobada: 'success',
  rechazada: 'error',
  anulada: 'neutral',
};
