import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import {
  ATTENDANCE_NAMED_RANGES,
  ATTENDANCE_RANGE_LABEL,
  customRangeParam,
  type AttendanceView,
} from '../domain/attendance/attendance-view';
import { DayRangePicker } from './day-range-picker';
import { FilterSelect } from './filter-select';

const RANGE_OPTIONS: readonly (readonly [string, string])[] = [
  ...ATTENDANCE_NAMED_RANGES.map((range) => [range, ATTENDANCE_RANGE_LABEL[range]] as const),
  ['custom', 'Personalizado'],
];

export interface ReportFiltersProps {
  /** The view the URL names: its range (a named one or `yyyy-MM-dd_yyyy-MM-dd`) and its days. */
  view: Pick<AttendanceView, 'range' | 'from' | 'to'>;
  /**
   * `Personalizado` chosen while the URL still names a range: the day pickers show before a range is picked.
   * The screen keeps it, so it outlives a tab that unmounts these filters.
   */
  customOpen: boolean;
  onCustomOpenChange: (open: boolean) => void;
  /** A named range or a custom one (`customRangeParam`), for the screen to put in its URL. */
  onRangeChange: (range: string) => void;
  /** The screen's other filters, after the period. */
  children?: ReactNode;
}

/**
 * The filter bar of the attendance reports (/asistencias, /horas-extras, /adherencia): the period (`Hoy`, `Ayer`,
 * `Esta semana`, `Este mes` or `Personalizado`, with its two days), then the screen's own filters.
 */
export function ReportFilters({
  view,
  customOpen,
  onCustomOpenChange,
  onRangeChange,
  children,
}: ReportFiltersProps) {
  const rangeChoice =
    (ATTENDANCE_NAMED_RANGES as readonly string[]).includes(view.range) && !customOpen
      ? view.range
      : 'custom';
  return (
    <Box
      role="group"
      aria-label="Filtros"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
    >
      <FilterSelect
        label="Periodo"
        value={rangeChoice}
        onChange={(range) => {
          if (range === 'custom') onCustomOpenChange(true);
          else {
            onCustomOpenChange(false);
            onRangeChange(range);
          }
        }}
        options={RANGE_OPTIONS}
      />
      {rangeChoice === 'custom' && (
        <DayRangePicker
          from={view.from}
          to={view.to}
          label="Periodo personalizado"
          onChange={({ from, to }) => onRangeChange(customRangeParam(from, to))}
        />
      )}
      {children}
    </Box>
  );
}
