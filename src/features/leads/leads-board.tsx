/**
 * `Tablero`: one column per status, in pipeline order, scrolling sideways on a phone. A card moves by dragging it
 * to another column, or with its `Mover a…` menu; after a keyboard move the card keeps the focus in its new column.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useMemo, useState } from 'react';

import { LEAD_STATUSES, LEAD_STATUS_LABEL, type LeadStatus } from '../../domain/labels';
import { useNow } from '../../lib/use-now';
import { LEAD_DRAG_TYPE, LeadCard } from './lead-card';
import { groupByStatus, type LeadRow } from './lead-search';

export interface LeadsBoardProps {
  leads: readonly LeadRow[];
  onOpen: (lead: LeadRow) => void;
  /** Saves the move; resolves once saved (rejects when refused). */
  onMove: (lead: LeadRow, to: LeadStatus) => Promise<void>;
  /** Ids of the leads whose move is being saved. */
  moving: ReadonlySet<string>;
}

interface ColumnProps {
  status: LeadStatus;
  leads: readonly LeadRow[];
  now: Date;
  onOpen: (lead: LeadRow) => void;
  onMove: (lead: LeadRow, to: LeadStatus) => void;
  onDropLead: (leadId: string, to: LeadStatus) => void;
  focusId: string | null;
  onFocused: () => void;
  moving: ReadonlySet<string>;
}

function BoardColumn({
  status,
  leads,
  now,
  onOpen,
  onMove,
  onDropLead,
  focusId,
  onFocused,
  moving,
}: ColumnProps) {
  const headingId = useId();
  const [over, setOver] = useState(false);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(LEAD_DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const id = event.dataTransfer.getData(LEAD_DRAG_TYPE);
        if (id) onDropLead(id, status);
      }}
      sx={{
        flex: '0 0 16rem',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        p: 1,
        borderRadius: 2,
        bgcolor: over ? 'action.selected' : 'action.hover',
        outline: over ? '2px dashed' : 'none',
        outlineColor: 'primary.main',
        scrollSnapAlign: 'start',
      }}
    >
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, px: 0.5 }}>
        {LEAD_STATUS_LABEL[status]}{' '}
        <Typography component="span" variant="body2" color="textSecondary">
          ({leads.length})
        </Typography>
      </Typography>
      {leads.length === 0 ? (
        <Typography variant="body2" color="textSecondary" sx={{ px: 0.5, py: 2 }}>
          Sin leads.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {leads.map((lead) => (
            <li key={lead.id}>
              <LeadCard
                lead={lead}
                now={now}
                onOpen={onOpen}
                onMove={onMove}
                focus={focusId === lead.id}
                onFocused={onFocused}
                busy={moving.has(lead.id)}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

export function LeadsBoard({ leads, onOpen, onMove, moving }: LeadsBoardProps) {
  const now = useNow(60_000);
  const columns = useMemo(() => groupByStatus(leads), [leads]);
  // The card to focus once it shows in its new column: a keyboard move unmounts the focused card.
  const [focus, setFocus] = useState<{ id: string; status: LeadStatus } | null>(null);
  const clearFocus = useCallback(() => setFocus(null), []);
  const byId = useMemo(() => new Map(leads.map((lead) => [lead.id, lead])), [leads]);

  const keyboardMove = (lead: LeadRow, to: LeadStatus) => {
    void onMove(lead, to).then(
      () => setFocus({ id: lead.id, status: to }),
      () => undefined,
    );
  };
  const dropMove = (leadId: string, to: LeadStatus) => {
    const lead = byId.get(leadId);
    if (lead && lead.status !== to) void onMove(lead, to).catch(() => undefined);
  };

  return (
    <Box
      role="group"
      aria-label="Tablero de leads"
      sx={{
        display: 'flex',
        gap: 1.5,
        overflowX: 'auto',
        pb: 1,
        scrollSnapType: { xs: 'x mandatory', md: 'none' },
        alignItems: 'flex-start',
      }}
    >
      {LEAD_STATUSES.map((status) => (
        <BoardColumn
          key={status}
          status={status}
          leads={columns[status]}
          now={now}
          onOpen={onOpen}
          onMove={keyboardMove}
          onDropLead={dropMove}
          focusId={focus !== null && focus.status === status ? focus.id : null}
          onFocused={clearFocus}
          moving={moving}
        />
      ))}
    </Box>
  );
}
