import HistoryIcon from '@mui/icons-material/History';
import PublishIcon from '@mui/icons-material/Publish';
import Button from '@mui/material/Button';

import { shiftsLabel } from './planner-repository';

/** `Publicar 3 turnos`, `Publicar 1 turno`, `Publicar` with none. */
export function publishLabel(count: number): string {
  return count === 0 ? 'Publicar' : `Publicar ${shiftsLabel(count)}`;
}

export interface PlannerPageActionsProps {
  /** The drafts `Publicar` would publish. */
  publishCount: number;
  historyDisabled: boolean;
  publishDisabled: boolean;
  onHistory: () => void;
  onPublish: () => void;
}

/** The agenda's page actions: the publishes' history and `Publicar N turnos`. */
export function PlannerPageActions({
  publishCount,
  historyDisabled,
  publishDisabled,
  onHistory,
  onPublish,
}: PlannerPageActionsProps) {
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<HistoryIcon />}
        onClick={onHistory}
        disabled={historyDisabled}
        sx={{ minHeight: 44 }}
      >
        Historial de publicaciones
      </Button>
      <Button
        variant="contained"
        startIcon={<PublishIcon />}
        onClick={onPublish}
        disabled={publishDisabled || publishCount === 0}
        sx={{ minHeight: 44 }}
      >
        {publishLabel(publishCount)}
      </Button>
    </>
  );
}
