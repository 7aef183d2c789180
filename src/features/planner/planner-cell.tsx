import ErrorIcon from '@mui/icons-material/Error';
import WarningIcon from '@mui/icons-material/Warning';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import type { MouseEvent } from 'react';

import { compactText, DRAFT_LABEL, FREE_LABEL, slotsText, worstSeverity, type CellView } from './cell-label';
import type { GridSelection } from './use-grid-selection';

/** Hidden from sight, read by screen readers. */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

interface CellProps {
  name: string;
  view: CellView;
  row: number;
  col: number;
  /** Its ARIA column (after the names and any week columns before it). */
  ariaCol: number;
  compact: boolean;
  selected: boolean;
  tabStop: boolean;
  onClick: GridSelection['click'];
}

/** The visible lines of a cell: a title and, in a week, the times or what covers the day. */
function cellLines(view: CellView): { title: string; detail: string | null; muted: boolean } {
  const { plan, shift, absence, holiday } = view;
  const times = plan ? slotsText(plan.timeSlots) : null;
  const planTitle = plan ? (shift?.name ?? times ?? '') : FREE_LABEL;
  if (absence) return { title: absence, detail: plan ? `${planTitle} ${times}` : null, muted: false };
  if (holiday && !plan) return { title: 'Feriado', detail: holiday.name, muted: false };
  if (!plan) return { title: FREE_LABEL, detail: null, muted: true };
  return { title: planTitle, detail: shift ? times : null, muted: false };
}

function cellSx(view: CellView, selected: boolean) {
  const severity = worstSeverity(view.conflicts);
  return (theme: Theme) => ({
    width: '100%',
    height: '100%',
    display: 'flex',
    alignItems: 'stretch',
    justifyContent: 'flex-start',
    textAlign: 'left' as const,
    overflow: 'hidden',
    borderRadius: 1,
    border: 1,
    borderColor: selected ? 'primary.main' : 'divider',
    bgcolor: selected
      ? alpha(theme.palette.primary.main, 0.12)
      : view.absence || view.holiday
        ? alpha(theme.palette.info.main, 0.08)
        : 'background.paper',
    backgroundImage: view.draft
      ? `repeating-linear-gradient(135deg, ${alpha(theme.palette.text.primary, 0.09)} 0 4px, transparent 4px 10px)`
      : 'none',
    boxShadow: severity
      ? `inset 0 0 0 2px ${theme.palette[severity].main}`
      : selected
        ? `inset 0 0 0 1px ${theme.palette.primary.main}`
        : 'none',
  });
}

export function PlannerCell({
  name,
  view,
  row,
  col,
  ariaCol,
  compact,
  selected,
  tabStop,
  onClick,
}: CellProps) {
  const severity = worstSeverity(view.conflicts);
  const onCellClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A click without a pointer (a screen reader's activation) toggles the cell like Space.
    if (event.detail === 0) onClick({ row, col }, { shift: false, toggle: true });
    else onClick({ row, col }, { shift: event.shiftKey, toggle: event.ctrlKey || event.metaKey });
  };
  const button = (
    <ButtonBase
      data-cell={`${row}:${col}`}
      tabIndex={tabStop ? 0 : -1}
      aria-label={name}
      // A month's cell shows a code: the full words on hover (a conflict's tooltip says its own).
      title={compact && !severity ? name : undefined}
      onClick={onCellClick}
      sx={cellSx(view, selected)}
    >
      {compact ? <CompactContent view={view} /> : <WeekContent view={view} severity={severity} />}
      {view.draft && (
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {DRAFT_LABEL}
        </Box>
      )}
    </ButtonBase>
  );
  return (
    <Box
      role="gridcell"
      aria-colindex={ariaCol}
      aria-selected={selected}
      sx={{ p: compact ? '1px' : '2px', minWidth: 0 }}
    >
      {severity ? (
        <Tooltip title={view.conflicts.map((c) => c.message).join(' · ')} describeChild>
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </Box>
  );
}

function colorOf(view: CellView): string {
  return view.plan && view.shift ? view.shift.color : 'transparent';
}

/** A month's narrow cell: the shift's colour on top and its code (compactText). */
function CompactContent({ view }: { view: CellView }) {
  const muted = !view.plan && !view.absence && !view.holiday;
  return (
    <Box aria-hidden sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 4, flex: '0 0 4px', bgcolor: colorOf(view) }} />
      <Box
        component="span"
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: '0.7rem',
          lineHeight: 1,
          fontWeight: muted ? 400 : 700,
          color: muted ? 'text.secondary' : 'text.primary',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
        }}
      >
        {compactText(view)}
      </Box>
    </Box>
  );
}

/** A week's cell: the colour bar, the title and the times, the conflict's icon. */
function WeekContent({ view, severity }: { view: CellView; severity: 'error' | 'warning' | null }) {
  const lines = cellLines(view);
  return (
    <>
      <Box aria-hidden sx={{ width: 4, flex: '0 0 4px', bgcolor: colorOf(view) }} />
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          px: 0.5,
          py: 0.25,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        <Typography
          component="span"
          variant="caption"
          noWrap
          sx={{ fontWeight: lines.muted ? 400 : 600, color: lines.muted ? 'text.secondary' : 'text.primary' }}
        >
          {lines.title}
        </Typography>
        {lines.detail && (
          <Typography component="span" variant="caption" noWrap sx={{ color: 'text.secondary' }}>
            {lines.detail}
          </Typography>
        )}
      </Box>
      {severity && (
        <Box sx={{ pr: 0.25, pt: 0.25, color: `${severity}.main`, display: 'flex' }}>
          {severity === 'error' ? (
            <ErrorIcon sx={{ fontSize: 14 }} aria-hidden />
          ) : (
            <WarningIcon sx={{ fontSize: 14 }} aria-hidden />
          )}
        </Box>
      )}
    </>
  );
}
