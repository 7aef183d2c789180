// The plain sheets first: period-toolbar.css, after them, wins where a selector meets one of theirs.
import './plain/plain-theme.css';
import './plain/plain-controls.css';
import './period-toolbar.css';

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
import { ChevronLeftIcon, ChevronRightIcon } from './icon';
import { Spinner } from './spinner';

// The range inputs only show for a custom range: screens that never offer one do not load them.
const DayRangePicker = lazy(() => import('./day-range-picker').then((m) => ({ default: m.DayRangePicker })));

const KIND_LABELS: Record<PeriodKind, string> = {
  week: 'Semana',
  month: 'Mes',
  year: 'Año',
  custom: 'Rango',
};

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
 * row from `sm` up. Plain elements with the look of MUI's ToggleButtonGroup and outlined Buttons
 * (period-toolbar.css): /mi-historial is made without MUI, and the manager screens get the same toolbar.
 */
export function PeriodToolbar({ period, today, kinds, onChange, headingLevel = 2 }: PeriodToolbarProps) {
  const choose = (kind: PeriodKind) => {
    if (kind === period.kind) return;
    onChange(
      kind === 'custom' ? customPeriod(period.from, period.to) : switchPeriodKind(period, kind, today),
    );
  };
  const Heading = `h${headingLevel}` as const;

  return (
    <div className="period-toolbar">
      <div className="period-toolbar-row">
        {kinds.length > 1 && (
          <div role="group" aria-label="Ver por" className="period-toolbar-kinds">
            {kinds.map((kind) => (
              <button
                key={kind}
                type="button"
                aria-pressed={kind === period.kind}
                className="period-toolbar-kind"
                onClick={() => choose(kind)}
              >
                {KIND_LABELS[kind]}
              </button>
            ))}
          </div>
        )}
        <nav aria-label="Cambiar periodo" className="period-toolbar-nav">
          <button
            type="button"
            className="plain-button plain-button--outlined"
            onClick={() => onChange(shiftPeriod(period, -1))}
          >
            <span className="plain-button-start-icon">
              <ChevronLeftIcon />
            </span>
            Anterior
          </button>
          <button
            type="button"
            className="plain-button plain-button--outlined"
            onClick={() => onChange(periodOfToday(period, today))}
          >
            Hoy
          </button>
          <button
            type="button"
            className="plain-button plain-button--outlined"
            onClick={() => onChange(shiftPeriod(period, 1))}
          >
            Siguiente
            <span className="plain-button-end-icon">
              <ChevronRightIcon />
            </span>
          </button>
        </nav>
      </div>
      {period.kind === 'custom' && (
        <div className="period-toolbar-range">
          <Suspense
            fallback={<Spinner label="Cargando el rango de fechas" style={{ width: 24, height: 24 }} />}
          >
            <DayRangePicker
              from={period.from}
              to={period.to}
              onChange={(range) => onChange(customPeriod(range.from, range.to))}
            />
          </Suspense>
        </div>
      )}
      <Heading className="plain-h6 period-toolbar-title" aria-live="polite">
        {periodTitle(period)}
      </Heading>
    </div>
  );
}
