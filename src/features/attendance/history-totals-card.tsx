import type { ReactNode } from 'react';

import { formatHms } from '../../domain/format/numbers';
import type { HistoryTotals } from './history-summary';

interface HistoryTotalsCardProps {
  totals: HistoryTotals;
  /** Whether the contract hours are those due up to today (a running period). */
  toDate: boolean;
  /** How the contract hours were pro-rated, in words. */
  contractNote: string | null;
  /** A secondary action of the period (the export), at the end of the title row. */
  action?: ReactNode;
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="plain-body2 plain-secondary">{label}</dt>
      <dd className="history-figure">{value}</dd>
    </div>
  );
}

/**
 * The totals of the period, worked hours against the (pro-rated) contract hours first; durations in h:mm:ss. Plain
 * elements styled by history-screen.css, with the look of MUI's outlined Paper.
 */
export function HistoryTotalsCard({ totals, toDate, contractNote, action }: HistoryTotalsCardProps) {
  const contract = totals.contractMinutes === null ? '—' : formatHms(totals.contractMinutes * 60);
  const incomplete = totals.incompleteSlots;
  return (
    <section aria-labelledby="history-totals-title" className="history-card history-card--padded">
      <div className="history-title-row">
        <h2 id="history-totals-title" className="history-heading">
          Totales del periodo
        </h2>
        {action}
      </div>
      <dl className="history-totals-list">
        <Item label="Horas trabajadas" value={formatHms(totals.workedSeconds)} />
        <Item label={toDate ? 'Horas de contrato a la fecha' : 'Horas de contrato'} value={contract} />
        <Item label="Atrasos" value={formatHms(totals.lateSeconds)} />
        <Item label="Salidas anticipadas" value={formatHms(totals.earlySeconds)} />
        <Item label="Días trabajados" value={String(totals.daysWorked)} />
        <Item label="Ausencias" value={String(totals.absences)} />
      </dl>
      {contractNote && <p className="plain-body2 plain-secondary history-totals-note">{contractNote}</p>}
      {incomplete > 0 && (
        <p className="plain-body2 history-totals-more">
          {incomplete === 1
            ? '1 turno sin salida registrada no suma horas.'
            : `${incomplete} turnos sin salida registrada no suman horas.`}
        </p>
      )}
      <p className="plain-body2 plain-secondary history-totals-more">
        Duraciones en horas, minutos y segundos (h:mm:ss).
      </p>
    </section>
  );
}
