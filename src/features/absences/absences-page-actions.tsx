import AddIcon from '@mui/icons-material/Add';
import InboxIcon from '@mui/icons-material/MoveToInbox';
import Button from '@mui/material/Button';

import { ExportButton } from '../../components/export-button';
import { periodSlug, periodTitle, type Period } from '../../domain/calendar/periods';
import { absencesTable, pendingCountText, type AbsenceRow } from './absence-rows';

export interface AbsencesPageActionsProps {
  /** Pending requests of the tenant, in any period. */
  pendingCount: number;
  onShowPending: () => void;
  recordDisabled: boolean;
  onRecord: () => void;
  period: Period | null;
  /** The rows shown, what the export writes; undefined while they load. */
  shown: readonly AbsenceRow[] | undefined;
  timeZone: string | null;
}

/** The page's actions: `N solicitudes pendientes`, `Registrar ausencia` and the export of what is shown. */
export function AbsencesPageActions({
  pendingCount,
  onShowPending,
  recordDisabled,
  onRecord,
  period,
  shown,
  timeZone,
}: AbsencesPageActionsProps) {
  return (
    <>
      {pendingCount > 0 && (
        <Button
          variant="outlined"
          color="warning"
          startIcon={<InboxIcon />}
          onClick={onShowPending}
          sx={{ minHeight: 48 }}
        >
          {pendingCountText(pendingCount)}
        </Button>
      )}
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={onRecord}
        disabled={recordDisabled}
        sx={{ minHeight: 48 }}
      >
        Registrar ausencia
      </Button>
      <ExportButton
        fileName={`ausencias-${period ? periodSlug(period) : ''}`}
        formats={['csv', 'xlsx']}
        getTable={() => absencesTable(shown ?? [], period ? periodTitle(period) : '')}
        disabled={!shown}
        timeZone={timeZone ?? undefined}
      />
    </>
  );
}
