import type { ReactNode } from 'react';

import { formatHms } from '../../domain/format/numbers';
import type { HistoryWeek } from './history-weeks';

function Subtotal({ label, value }: { label: string; value: string }) {
  return (
    <div className="history-subtotal">
      <dt className="plain-body2 plain-secondary">{label}</dt>
      <dd className="plain-body2 history-figure">{value}</dd>
    </div>
  );
}

interface HistoryWeekSectionProps {
  week: HistoryWeek;
  /** The week's day cards (an empty week says so). */
  children: ReactNode;
  hasDays: boolean;
}

/**
 * One week of a month: its heading, its subtotals in h:mm:ss (contract due up to today), then its days. Plain elements
 * styled by history-screen.css, with the look of MUI's outlined Paper.
 */
export function HistoryWeekSection({ week, children, hasDays }: HistoryWeekSectionProps) {
  const titleId = `history-week-${week.period.from}`;
  const { totals } = week;
  return (
    <section aria-labelledby={titleId}>
      <div className="history-card history-week-header">
        <h3 id={titleId} className="history-heading">
          {week.title}
        </h3>
        {week.timing === 'future' ? (
          <p className="plain-body2 plain-secondary">Semana por venir.</p>
        ) : (
          <dl className="history-subtotals">
            <Subtotal label="Trabajado" value={formatHms(totals.workedSeconds)} />
            {totals.contractMinutes !== null && (
              <Subtotal
                label={week.timing === 'running' ? 'Contrato a la fecha' : 'Contrato'}
                value={formatHms(totals.contractMinutes * 60)}
              />
            )}
            <Subtotal label="Atrasos" value={formatHms(totals.lateSeconds)} />
            <Subtotal label="Salidas anticipadas" value={formatHms(totals.earlySeconds)} />
          </dl>
        )}
      </div>
      {hasDays ? (
        <div className="history-days">{children}</div>
      ) : (
        <p className="plain-body2 plain-secondary history-week-empty">Sin turnos ni marcas esta semana.</p>
      )}
    </section>
  );
}
