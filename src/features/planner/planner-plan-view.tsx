import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { conflictsText } from './cell-label';
import { ConflictsPanel } from './conflicts-panel';
import { PlannerGrid } from './planner-grid';
import type { GridSelection } from './use-grid-selection';
import type { PlannerModel } from './use-planner-model';

export interface PlannerPlanViewProps {
  model: PlannerModel;
  /** Null until the tenant's zone is known: the grid waits for it. */
  today: string | null;
  /** A month: narrow cells with one line. */
  compact: boolean;
  selection: GridSelection;
  /** The shown plan's conflicts of severity error. */
  errorCount: number;
  personName: (userId: string) => string;
}

/**
 * The grid of the shown people, the count under it, and the conflicts panel: beside the grid in a week, under it
 * in a month (the month's 31 days, weeks and total take the whole column at 1366 px).
 */
export function PlannerPlanView({
  model,
  today,
  compact,
  selection,
  errorCount,
  personName,
}: PlannerPlanViewProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: compact
          ? 'minmax(0, 1fr)'
          : { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        {model.shown.length === 0 ? (
          <Typography role="status" color="textSecondary" sx={{ py: 3, textAlign: 'center' }}>
            Ninguna persona coincide con la búsqueda o el departamento.
          </Typography>
        ) : (
          today && (
            <PlannerGrid
              people={model.shown}
              today={today}
              holidays={model.holidays}
              cellView={model.cellView}
              compact={compact}
              selection={selection}
              weeks={model.weeks}
              hours={model.hours}
              limitHours={model.weeklyLimitHours}
              dayTotals={model.dayTotals}
              shiftById={model.shiftById}
              codes={model.codes}
            />
          )
        )}
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {model.shown.length} {model.shown.length === 1 ? 'persona' : 'personas'}
          {errorCount > 0 ? ` · ${conflictsText(errorCount)} graves` : ''}. Las celdas rayadas son borradores;
          una semana sobre {model.weeklyLimitHours} h se marca con «&gt; {model.weeklyLimitHours}».
        </Typography>
      </Box>
      <ConflictsPanel conflicts={model.conflicts} personName={personName} onShow={selection.focusCell} />
    </Box>
  );
}
