import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';

import { addDaysToKey, daysBetweenKeys } from '../domain/calendar/day-keys';
import {
  customPeriod,
  periodContaining,
  periodTitle,
  shiftPeriod,
  switchPeriodKind,
  type Period,
  type PeriodKind,
} from '../domain/calendar/periods';

// The range inputs only show for a custom range: screens that never offer one do not load them.
const DayRangePicker = lazy(() => import('./day-range-picker').then((m) => ({ default: m.DayRangePicker })));

const KIND_LABELS: Record<PeriodKind, string> = {
  week: 'Semana',
  month: 'Mes',
  year: 'Año',
  custom: 'Rango',
};

const TOUCH = { minHeight: 48 };

export interface PeriodToolbarProps {
  period: Period;
  /** Today in the tenant's zone, 'yyyy-MM-dd'. */
  today: string;
  /** The kinds offered, in this order; the toggle is hidden when there is only one. */
  kinds: readonly PeriodKind[];
  onChange: (period: Period) => void;
  /** The level of the period's heading (default 2, under the page's h1). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * 'Hoy' for a period: the week, month or year containing today; for a custom range, the range of the same
 * length ending today (the last N days, which is what a report over a range asks for).
 */
function periodOfToday(period: Period, today: string): Period {
  if (period.kind !== 'custom') return periodContaining(period.kind, today);
  const length = daysBetweenKeys(period.from, period.to) + 1;
  return customPeriod(addDaysToKey(today, 1 - length), today);
}

/**
 * Week / month / year / range, previous / today / next, and the period's heading (announced when it changes).
 * Wraps on a 360 px phone: the toggle and the three 48 px buttons each take a full row there, and share one
 * row from `sm` up.
 */
export function PeriodToolbar({ period, today, kinds, onChange, headingLevel = 2 }: PeriodToolbarProps) {
  const choose = (kind: PeriodKind) => {
    if (kind === period.kind) return;
    onChange(
      kind === 'custom' ? customPeriod(period.from, period.to) : switchPeriodKind(period, kind, today),
    );
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        {kinds.length > 1 && (
          <ToggleButtonGroup
            exclusive
            color="primary"
            value={period.kind}
            aria-label="Ver por"
            onChange={(_event, kind: PeriodKind | null) => {
              if (kind) choose(kind);
            }}
            sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            {kinds.map((kind) => (
              <ToggleButton
                key={kind}
                value={kind}
                sx={{ ...TOUCH, flex: 1, minWidth: 0, px: { xs: 1, sm: 2 } }}
              >
                {KIND_LABELS[kind]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        <Box
          component="nav"
          aria-label="Cambiar periodo"
          sx={{ display: 'flex', gap: 1, flex: { xs: '1 1 100%', sm: '0 0 auto' }, ml: { sm: 'auto' } }}
        >
          <Button
            variant="outlined"
            startIcon={<ChevronLeftIcon />}
            onClick={() => onChange(shiftPeriod(period, -1))}
            sx={{ ...TOUCH, flex: 1 }}
          >
            Anterior
          </Button>
          <Button
            variant="outlined"
            onClick={() => onChange(periodOfToday(period, today))}
            sx={{ ...TOUCH, flex: 1 }}
          >
            Hoy
          </Button>
          <Button
            variant="outlined"
            endIcon={<ChevronRightIcon />}
            onClick={() => onChange(shiftPeriod(period, 1))}
            sx={{ ...TOUCH, flex: 1 }}
          >
            Siguiente
          </Button>
        </Box>
      </Box>
      {period.kind === 'custom' && (
        <Box sx={{ mt: 2, maxWidth: { sm: 520 } }}>
          <Suspense fallback={<CircularProgress size={24} aria-label="Cargando el rango de fechas" />}>
            <DayRangePicker
              from={period.from}
              to={period.to}
              onChange={(range) => onChange(customPeriod(range.from, range.to))}
            />
          </Suspense>
        </Box>
      )}
      <Typography
        component={`h${headingLevel}`}
        variant="h6"
        aria-live="polite"
        sx={{ mt: 1.5, fontWeight: 600 }}
      >
        {periodTitle(period)}
      </Typography>
    </Box>
  );
}
