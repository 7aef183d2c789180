import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';

import type { PersonHours } from '../../domain/schedule/planned-hours';
import { cellAccessibleName, type CellView } from './cell-label';
import type { GridColumn } from './grid-columns';
import { PlannerCell } from './planner-cell';
import { HoursCell } from './planner-totals';
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
  columns: readonly GridColumn[];
  template: string;
  /** The person's planned hours, and the weekly limit a week's total is judged by. */
  hours: PersonHours | undefined;
  limitHours: number;
  compact: boolean;
  cellView: (userId: string, day: string) => CellView;
  selected: ReadonlySet<string>;
  /** The focused cell's column in this row, or -1. */
  focusCol: number;
  onCellClick: GridSelection['click'];
}

/** One person's row of the grid: the sticky name, then a cell per day and the hours of each week (and period). */
export const PlannerRow = memo(function PlannerRow({
  person,
  row,
  top,
  height,
  columns,
  template,
  hours,
  limitHours,
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
      {columns.map((column, i) => {
        if (column.kind !== 'day')
          return (
            <HoursCell
              key={column.kind === 'week' ? column.week.start : 'total'}
              column={column}
              ariaCol={i + 2}
              personName={person.name}
              hours={hours}
              limitHours={limitHours}
            />
          );
        const { day, dayIndex: col } = column;
        const view = cellView(person.id, day);
        return (
          <PlannerCell
            key={day}
            name={cellAccessibleName(person.name, day, view)}
            view={view}
            row={row}
            col={col}
            ariaCol={i + 2}
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
