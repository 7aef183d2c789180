import ErrorIcon from '@mui/icons-material/Error';
import WarningIcon from '@mui/icons-material/Warning';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import type { PlanConflict } from '../../domain/planning/conflicts';
import { dayLabel } from './cell-label';
import type { CellRef } from './selection';

/** More than this many conflicts are counted, not listed (500 people can have thousands). */
export const CONFLICTS_LISTED = 200;

export interface ConflictsPanelProps {
  conflicts: readonly PlanConflict[];
  personName: (userId: string) => string;
  /** Moves the focus to the conflict's cell. */
  onShow: (cell: CellRef) => void;
}

/** `Camila Rojas · miércoles 18 de noviembre — Menos de 12 h de descanso desde el turno anterior (8 h)`. */
export function conflictText(conflict: PlanConflict, personName: string): string {
  return `${personName} · ${dayLabel(conflict.day)} — ${conflict.message}`;
}

/** The side list `Conflictos (N)`: each conflict of the shown plan, a button that focuses its cell. */
export function ConflictsPanel({ conflicts, personName, onShow }: ConflictsPanelProps) {
  const headingId = useId();
  const listed = conflicts.slice(0, CONFLICTS_LISTED);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        Conflictos ({conflicts.length})
      </Typography>
      {conflicts.length === 0 ? (
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          Sin conflictos en el periodo.
        </Typography>
      ) : (
        <List dense sx={{ maxHeight: { md: 'calc(100vh - 320px)' }, overflow: 'auto', mx: -1 }}>
          {listed.map((conflict) => {
            const name = personName(conflict.userId);
            return (
              <li key={`${conflict.userId}|${conflict.day}|${conflict.kind}`}>
                <ListItemButton
                  onClick={() => onShow({ userId: conflict.userId, day: conflict.day })}
                  sx={{ alignItems: 'flex-start', borderRadius: 1 }}
                >
                  <ListItemIcon sx={{ minWidth: 28, mt: 0.5, color: `${conflict.severity}.main` }}>
                    {conflict.severity === 'error' ? (
                      <ErrorIcon fontSize="small" titleAccess="Error" />
                    ) : (
                      <WarningIcon fontSize="small" titleAccess="Advertencia" />
                    )}
                  </ListItemIcon>
                  <ListItemText primary={conflictText(conflict, name)} />
                </ListItemButton>
              </li>
            );
          })}
          {conflicts.length > listed.length && (
            <Typography component="li" variant="body2" color="textSecondary" sx={{ px: 1, py: 1 }}>
              Y {conflicts.length - listed.length} conflictos más.
            </Typography>
          )}
        </List>
      )}
    </Paper>
  );
}
