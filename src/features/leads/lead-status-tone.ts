import type { StatusTone } from '../../components/status-chip';
import type { LeadStatus } from '../../domain/labels';

/** The chip colour of a lead's status (the label carries the meaning): won, lost, or still in progress. */
export function leadStatusTone(status: LeadStatus): StatusTone {
  if (status === 'ganado') return 'success';
  if (status === 'perdido') return 'neutral';
  return 'info';
}
