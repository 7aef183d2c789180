import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';

import { AbsenceStatusChip } from '../../components/absence-status-chip';
import { AsyncState } from '../../components/async-state';
import type { Absence } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { absenceDays } from '../../data/queries/absences';
import { addDaysToKey } from '../../domain/calendar/day-keys';
import { ABSENCE_STATUS_LABEL, ABSENCE_TYPE_LABEL, absenceTypeOf } from '../../domain/labels';
import { rangeText } from './agenda-repository';
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
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 4 }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
        Mis solicitudes
      </Typography>
      <AsyncState
        loading={absences.isPending}
        error={absences.isError ? absences.error : null}
        onRetry={() => void absences.refetch()}
        loadingLabel="Cargando tus solicitudes"
        empty={items.length === 0}
        emptyMessage="No tienes solicitudes ni ausencias próximas o recientes."
      >
        <List aria-labelledby={titleId} disablePadding>
          {items.map((item) => (
            <ListItem
              key={item.id}
              divider
              aria-label={`${item.typeLabel}, ${rangeText(item.from, item.to)}: ${ABSENCE_STATUS_LABEL[item.status]}`}
              sx={{ display: 'block', px: 0 }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{item.typeLabel}</Typography>
                <AbsenceStatusChip status={item.status} />
              </Box>
              <Typography variant="body2">{rangeText(item.from, item.to)}</Typography>
              {item.note && (
                <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                  {item.note}
                </Typography>
              )}
              {(item.status === 'rechazada' || item.status === 'anulada') && item.decisionNote && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {item.status === 'rechazada' ? 'Motivo del rechazo' : 'Motivo de la anulación'}:{' '}
                  {item.decisionNote}
                </Typography>
              )}
            </ListItem>
          ))}
        </List>
      </AsyncState>
    </Box>
  );
}
