import Box from '@mui/material/Box';
import { useState, type ReactNode } from 'react';

import {
  ATTENDANCE_NAMED_RANGES,
  ATTENDANCE_RANGE_LABEL,
  customRangeParam,
  isRangeParam,
  rangeDays,
  type AttendanceNamedRange,
} from '../domain/attendance/attendance-view';
import { useUrlView, type UrlParam, type UrlSchema, type UrlView } from '../lib/use-url-view';
import { DayRangePicker } from './day-range-picker';
import { FilterSelect } from './filter-select';

const RANGE_OPTIONS: readonly (readonly [string, string])[] = [
  ...ATTENDANCE_NAMED_RANGES.map((range) => [range, ATTENDANCE_RANGE_LABEL[range]] as const),
  ['custom', 'Personalizado'],
];

/** A report's period as its filters show it: the range the URL names, its days, and how to change it. */
export interface ReportPeriod {
  /** A named range or `yyyy-MM-dd_yyyy-MM-dd`. */
  range: string;
  /** First and last day, inclusive. */
  from: string;
  to: string;
  /**
   * `Personalizado` chosen while the URL still names a range: the day pickers show before a range is picked.
   * The screen's hook keeps it, so it outlives a tab that unmounts these filters.
   */
  customOpen: boolean;
  setCustomOpen: (open: boolean) => void;
  /** A named range or a custom one (`customRangeParam`). */
  setRange: (range: string) => void;
}

/** `?periodo=`: a named range or a custom one; anything else reads as `fallback`. */
export function periodParam(fallback: AttendanceNamedRange): UrlParam<string> {
  return { fallback, parse: (raw) => (isRangeParam(raw) ? raw : undefined) };
}

export type ReportView<S extends UrlSchema> = UrlView<S> & {
  /** The period on `today`; null until the tenant's today is known. */
  period: ReportPeriod | null;
  /** The URL named a period that is no period: the report shows `defaultRange`. */
  periodInvalid: boolean;
};

/**
 * A report's view in the URL (useUrlView): its period as `?periodo=` (`defaultRange` when absent or invalid, and
 * then absent from the URL) and the report's own `filters`. `today` is the tenant's day, null while it loads.
 */
export function useReportView<S extends UrlSchema>(
  defaultRange: AttendanceNamedRange,
  today: string | null,
  filters: S,
): ReportView<S> {
  const filtered = useUrlView(filters);
  const periodUrl = useUrlView({ periodo: periodParam(defaultRange) });
  const [customOpen, setCustomOpen] = useState(false);
  const range = periodUrl.view.periodo;
  const days = today ? rangeDays(range, today) : null;
  const period: ReportPeriod | null = days && {
    range,
    ...days,
    customOpen,
    setCustomOpen,
    setRange: (periodo) => periodUrl.setView({ periodo }),
  };
  return { ...filtered, period, periodInvalid: periodUrl.invalid.length > 0 };
}

export interface ReportFiltersProps {
  period: ReportPeriod;
  /** The screen's other filters, after the period (the person last: ReportPersonFilter). */
  children?: ReactNode;
}

/**
 * The filter bar of the attendance reports (/asistencias, /horas-extras, /adherencia, /totales): the period
 * (`Hoy`, `Ayer`, `Esta semana`, `Este mes` or `Personalizado`, with its two days), the screen's own
 * filters. The screen binds them to its URL with useReportView.
 */
export function ReportFilters({ period, children }: ReportFiltersProps) {
  const rangeChoice =
    (ATTENDANCE_NAMED_RANGES as readonly string[]).includes(period.range) && !period.customOpen
      ? period.range
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
          if (range === 'custom') period.setCustomOpen(true);
          else {
            period.setCustomOpen(false);
            period.setRange(range);
          }
        }}
        options={RANGE_OPTIONS}
      />
      {rangeChoice === 'custom' && (
        <DayRangePicker
          from={period.from}
          to={period.to}
          label="Periodo personalizado"
          onChange={({ from, to }) => period.setRange(customRangeParam(from, to))}
        />
      )}
      {children}
    </Box>
  );
}
