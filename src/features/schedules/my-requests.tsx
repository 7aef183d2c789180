import { useId, useMemo } from 'react';

import { ABSENCE_STATUS_TONE } from '../../components/absence-status-tone';
import { AsyncState } from '../../components/async-state';
import { StatusChip } from '../../components/status-chip';
import type { Absence } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { absenceDays } from '../../data/queries/absences';
import { addDaysToKey } from '../../domain/calendar/day-keys';
import { ABSENCE_STATUS_LABEL, ABSENCE_TYPE_LABEL, absenceTypeOf } from '../../domain/labels';
import { dayRangeText } from '../../domain/calendar/day-keys';
import { useOwnAbsences } from './use-agenda';

/** How far back a past absence is still "recent". */
export const RECENT_DAYS = 60;

export interface RequestItem {
  id: string;
  typeLabel: string;
  from: string;
  to: string;
  status: Absence['status'];
  note: string | null;
  decisionNote: string | null;
}

/** The own absences still to come or ended within RECENT_DAYS, latest first. */
export function recentRequests(
  absences: readonly WithId<Absence>[],
  today: string,
  timeZone: string,
): RequestItem[] {
  const since = addDaysToKey(today, -RECENT_DAYS);
  return absences
    .map((absence) => {
      const type = absenceTypeOf(absence.type);
      return {
        id: absence.id,
        typeLabel: type ? ABSENCE_TYPE_LABEL[type] : 'Ausencia',
        ...absenceDays(absence, timeZone),
        status: absence.status,
        note: absence.note ?? null,
        decisionNote: absence.decisionNote ?? null,
      };
    })
    .filter((item) => item.to >= since)
    .sort((a, b) => b.from.localeCompare(a.from) || a.id.localeCompare(b.id));
}

/**
 * `Mis solicitudes`: the person's requests and the absences recorded for them, upcoming and recent, live, with
 * their state and, for a rejected request, the reason.
 */
export function MyRequests({ today, timeZone }: { today: string; timeZone: string }) {
  const titleId = useId();
  const absences = useOwnAbsences();
  const items = useMemo(
    () => (absences.data ? recentRequests(absences.data, today, timeZone) : []),
    [absences.data, today, timeZone],
  );
  return (
    <section aria-labelledby={titleId} className="agenda-requests">
      <h2 id={titleId} className="plain-h6 agenda-requests-title">
        Mis solicitudes
      </h2>
      <AsyncState
        loading={absences.isPending}
        error={absences.isError ? absences.error : null}
        onRetry={() => void absences.refetch()}
        loadingLabel="Cargando tus solicitudes"
        empty={items.length === 0}
        emptyMessage="No tienes solicitudes ni ausencias próximas o recientes."
      >
        <ul aria-labelledby={titleId} className="agenda-requests-list">
          {items.map((item) => (
            <li
              key={item.id}
              aria-label={`${item.typeLabel}, ${dayRangeText(item.from, item.to)}: ${ABSENCE_STATUS_LABEL[item.status]}`}
              className="agenda-request"
            >
              <div className="agenda-request-title">
                <p className="plain-strong">{item.typeLabel}</p>
                <StatusChip
                  label={ABSENCE_STATUS_LABEL[item.status]}
                  tone={ABSENCE_STATUS_TONE[item.status]}
                />
              </div>
              <p className="plain-body2">{dayRangeText(item.from, item.to)}</p>
              {item.note && <p className="plain-body2 plain-secondary agenda-request-text">{item.note}</p>}
              {(item.status === 'rechazada' || item.status === 'anulada') && item.decisionNote && (
                <p className="plain-body2 agenda-request-text">
                  {item.status === 'rechazada' ? 'Motivo del rechazo' : 'Motivo de la anulación'}:{' '}
                  {item.decisionNote}
                </p>
              )}
            </li>
          ))}
        </ul>
      </AsyncState>
    </section>
  );
}
