/**
 * A lead on the board: an article named by the lead, dragged to another column with the mouse, or moved with
 * `Mover a…` from the keyboard; its name opens the detail.
 */
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';

import { LEAD_STATUSES, LEAD_STATUS_LABEL, type LeadStatus } from '../../domain/labels';
import { relativeTimeEs } from '../../domain/format/relative-time';
import { formatNumber } from '../../domain/format/numbers';
import type { LeadRow } from './lead-search';

/** The drag payload's type: the lead's id. */
export const LEAD_DRAG_TYPE = 'application/x-asiste-lead';

export interface LeadCardProps {
  lead: LeadRow;
  now: Date;
  onOpen: (lead: LeadRow) => void;
  onMove: (lead: LeadRow, to: LeadStatus) => void;
  /** Take the focus once mounted (the card just moved here from the keyboard). */
  focus: boolean;
  onFocused: () => void;
  /** A move of this lead is being saved. */
  busy: boolean;
}

export function employeesText(employees: number | null): string | null {
  if (employees === null) return null;
  return employees === 1 ? '1 empleado' : `${formatNumber(employees)} empleados`;
}

export function LeadCard({ lead, now, onOpen, onMove, focus, onFocused, busy }: LeadCardProps) {
  const nameId = useId();
  const menuId = useId();
  const openButton = useRef<HTMLButtonElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const employees = employeesText(lead.employees);

  useEffect(() => {
    if (!focus) return;
    openButton.current?.focus();
    onFocused();
  }, [focus, onFocused]);

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={nameId}
      aria-busy={busy}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(LEAD_DRAG_TYPE, lead.id);
        event.dataTransfer.setData('text/plain', lead.name);
        event.dataTransfer.effectAllowed = 'move';
      }}
      sx={{ p: 1.5, cursor: 'grab', opacity: busy ? 0.6 : 1 }}
    >
      <ButtonBase
        ref={openButton}
        onClick={() => onOpen(lead)}
        aria-labelledby={nameId}
        sx={{
          display: 'block',
          width: '100%',
          textAlign: 'left',
          borderRadius: 1,
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Typography id={nameId} component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {lead.name}
        </Typography>
        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
          {lead.company}
        </Typography>
        <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
          {[employees, relativeTimeEs(lead.createdAt, now)].filter(Boolean).join(' · ')}
        </Typography>
      </ButtonBase>
      <Box sx={{ mt: 1 }}>
        <Button
          size="small"
          endIcon={<ArrowDropDownIcon />}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          aria-controls={anchor !== null ? menuId : undefined}
          aria-describedby={nameId}
          disabled={busy}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ minHeight: 40 }}
        >
          Mover a…
        </Button>
        <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {LEAD_STATUSES.filter((status) => status !== lead.status).map((status) => (
            <MenuItem
              key={status}
              onClick={() => {
                setAnchor(null);
                onMove(lead, status);
              }}
              sx={{ minHeight: 48 }}
            >
              {LEAD_STATUS_LABEL[status]}
            </MenuItem>
          ))}
        </Menu>
      </Box>
    </Paper>
  );
}
