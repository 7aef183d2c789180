import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';

import { cellAccessibleName, type CellView } from './cell-label';
import { PlannerCell } from './planner-cell';
import { cellKeyOf } from './selection';
import type { GridSelection } from './use-grid-selection';

export interface PlannerPerson {
  id: string;
  name: string;
  department: string | null;
}

interface RowProps {
  person: PlannerPerson;
  row: number;
  top: number;
  height: number;
  days: readonly string[];
  template: string;
  compact: boolean;
  cellView: (userId: string, day: string) => CellView;
  selected: ReadonlySet<string>;
  /** The focused cell's column in this row, or -1. */
  focusCol: number;
  onCellClick: GridSelection['click'];
}

/** One person's row of the grid: the sticky name, then a cell per day. */
export const PlannerRow = memo(function PlannerRow({
  person,
  row,
  top,
  height,
  days,
  template,
  compact,
  cellView,
  selected,
  focusCol,
  onCellClick,
}: RowProps) {
  return (
    <Box
      role="row"
      aria-rowindex={row + 2}
      sx={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        height,
        transform: `translateY(${top}px)`,
        display: 'grid',
        gridTemplateColumns: template,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        role="rowheader"
        aria-colindex={1}
        sx={{
          position: 'sticky',
          left: 0,
          zIndex: 2,
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          px: 1.5,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          minWidth: 0,
        }}
      >
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {person.name}
        </Typography>
        {!compact && person.department && (
          <Typography variant="caption" color="textSecondary" noWrap>
            {person.department}
          </Typography>
        )}
      </Box>
      {days.map((day, col) => {
        const view = cellView(person.id, day);
        return (
          <PlannerCell
            key={day}
            name={cellAccessibleName(person.name, day, view)}
            view={view}
            row={row}
            col={col}
            compact={compact}
            selected={selected.has(cellKeyOf({ userId: person.id, day }))}
            tabStop={col === focusCol}
            onClick={onCellClick}
          />
        );
      })}
    </Box>
  );
});
