/** The lead's `Historial`: its status changes, notes and conversion, newest first. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { AsyncState } from '../../components/async-state';
import { describeLeadEvent } from './lead-timeline';
import { useActorNames, useLeadEvents } from './leads-repository';

export interface LeadTimelineListProps {
  leadId: string;
  timeZone: string;
  /** The heading's id, for the list's name. */
  headingId: string;
}

export function LeadTimelineList({ leadId, timeZone, headingId }: LeadTimelineListProps) {
  const events = useLeadEvents(leadId);
  const names = useActorNames((events.data ?? []).map((event) => event.actorId));
  return (
    <AsyncState
      loading={events.isPending}
      loadingLabel="Cargando historial"
      error={events.isError ? events.error : undefined}
      onRetry={() => void events.refetch()}
      empty={events.data?.length === 0}
      emptyMessage="Aún no hay movimientos."
    >
      <Box
        component="ol"
        aria-labelledby={headingId}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {(events.data ?? []).map((event) => {
          const line = describeLeadEvent(event, names.get(event.actorId) ?? null, timeZone);
          return (
            <Box
              component="li"
              key={event.id}
              sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, overflowWrap: 'anywhere' }}
            >
              <Typography
                variant="body2"
                sx={{ fontWeight: event.kind === 'note' ? 400 : 600, whiteSpace: 'pre-line' }}
              >
                {line.title}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                {line.meta}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </AsyncState>
  );
}
