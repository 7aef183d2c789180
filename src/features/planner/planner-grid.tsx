import EventBusyIcon from '@mui/icons-material/EventBusy';
import ErrorIcon from '@mui/icons-material/Error';
import WarningIcon from '@mui/icons-material/Warning';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { defaultRangeExtractor, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';

import { formatDayKey } from '../../domain/calendar/day-keys';
import { textShade } from '../../lib/theme';
import {
  cellAccessibleName,
  DRAFT_LABEL,
  dayLabel,
  FREE_LABEL,
  slotsText,
  worstSeverity,
  type CellHoliday,
  type CellView,
} from './cell-label';
import type { GridSelection } from './use-grid-selection';
import { cellKeyOf } from './selection';

export interface PlannerPerson {
  id: string;
  name: string;
  department: string | null;
}

export interface PlannerGridProps {
  people: readonly PlannerPerson[];
  days: readonly string[];
  today: string;
  holidays: ReadonlyMap<string, CellHoliday>;
  /** What a cell shows; a new function means new data (the visible rows render again). */
  cellView: (userId: string, day: string) => CellView;
  /** A month: narrow cells with one line. */
  compact: boolean;
  selection: GridSelection;
}

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

const HEADER_HEIGHT = 52;
/** The window shown before the grid's box is measured (and where it never is, as in jsdom). */
const FALLBACK_HEIGHT = 640;

function sizes(compact: boolean) {
  return compact ? { person: 160, cell: 56, row: 44 } : { person: 176, cell: 92, row: 58 };
}

/**
 * The agenda's people × days grid (ARIA grid): a sticky header of days (weekday and day, today and holidays
 * marked) and a sticky column of people; only the rows in view (and the focused one) are in the DOM, so 500
 * people stay usable. Each cell is a button named `<Persona>, <día d de MMMM>: <contenido>`; one cell at a time
 * is in the tab order and the arrows move between them (use-grid-selection.ts).
 */
export function PlannerGrid({
  people,
  days,
  today,
  holidays,
  cellView,
  compact,
  selection,
}: PlannerGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const size = sizes(compact);
  const template = `${size.person}px repeat(${days.length}, minmax(${size.cell}px, 1fr))`;
  const minWidth = size.person + days.length * size.cell;
  const focusRow = selection.focus.row;

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders this component itself; nothing below memoizes its functions
  const virtualizer = useVirtualizer({
    count: people.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => size.row,
    overscan: 6,
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    // The focused row stays in the DOM, so the tab stop is never lost while scrolling.
    rangeExtractor: useCallback(
      (range: Parameters<typeof defaultRangeExtractor>[0]) => {
        const rows = defaultRangeExtractor(range);
        if (focusRow < range.count && !rows.includes(focusRow)) rows.push(focusRow);
        return rows.sort((a, b) => a - b);
      },
      [focusRow],
    ),
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(rect.height > 0 ? rect : { width: rect.width, height: FALLBACK_HEIGHT }),
      ),
  });

  const { focus, focusRequest } = selection;
  useEffect(() => {
    if (focusRequest === 0) return;
    const button = scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${focus.row}:${focus.col}"]`);
    button?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new request moves the DOM focus, never a re-render
  }, [focusRequest]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLElement) || !event.target.dataset.cell) return;
    const viewport = scrollRef.current?.clientHeight || FALLBACK_HEIGHT;
    const pageRows = Math.max(1, Math.floor((viewport - HEADER_HEIGHT) / size.row) - 1);
    if (selection.keyDown(event, pageRows)) event.preventDefault();
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const [row, col] = (event.target.dataset.cell ?? '').split(':').map(Number);
    if (row !== undefined && col !== undefined && Number.isInteger(row) && Number.isInteger(col))
      selection.focused({ row, col });
  };
  // A button clicks on Space's keyup: the keydown already toggled the cell.
  const onKeyUp = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === ' ' && event.target instanceof HTMLElement && event.target.dataset.cell)
      event.preventDefault();
  };

  const items = virtualizer.getVirtualItems();
  return (
    <Box
      ref={scrollRef}
      role="grid"
      aria-label="Agenda de turnos"
      aria-multiselectable="true"
      aria-rowcount={people.length + 1}
      aria-colcount={days.length + 1}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
      onFocus={onFocus}
      sx={{
        position: 'relative',
        overflow: 'auto',
        maxHeight: { xs: '70vh', md: 'calc(100vh - 260px)' },
        minHeight: 240,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        userSelect: 'none',
        scrollPaddingTop: `${HEADER_HEIGHT}px`,
        scrollPaddingLeft: `${size.person}px`,
      }}
    >
      <Box role="rowgroup" sx={{ position: 'sticky', top: 0, zIndex: 3, minWidth }}>
        <Box
          role="row"
          aria-rowindex={1}
          sx={{
            display: 'grid',
            gridTemplateColumns: template,
            height: HEADER_HEIGHT,
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box
            role="columnheader"
            aria-colindex={1}
            sx={{
              position: 'sticky',
              left: 0,
              zIndex: 1,
              bgcolor: 'background.paper',
              display: 'flex',
              alignItems: 'center',
              px: 1.5,
              fontWeight: 600,
              borderRight: 1,
              borderColor: 'divider',
            }}
          >
            Persona
          </Box>
          {days.map((day, col) => (
            <DayHeader
              key={day}
              day={day}
              col={col}
              today={day === today}
              holiday={holidays.get(day) ?? null}
            />
          ))}
        </Box>
      </Box>
      <Box role="rowgroup" sx={{ position: 'relative', height: virtualizer.getTotalSize(), minWidth }}>
        {items.map((item) => {
          const person = people[item.index];
          if (!person) return null;
          return (
            <PlannerRow
              key={person.id}
              person={person}
              row={item.index}
              top={item.start - HEADER_HEIGHT}
              height={size.row}
              days={days}
              template={template}
              compact={compact}
              cellView={cellView}
              selected={selection.selection}
              focusCol={item.index === focus.row ? focus.col : -1}
              onCellClick={selection.click}
            />
          );
        })}
      </Box>
    </Box>
  );
}

function DayHeader({
  day,
  col,
  today,
  holiday,
}: {
  day: string;
  col: number;
  today: boolean;
  holiday: CellHoliday | null;
}) {
  const label = [
    dayLabel(day),
    today ? 'hoy' : null,
    holiday ? `feriado ${holiday.name}${holiday.irrenunciable ? ' (irrenunciable)' : ''}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const header = (
    <Box
      role="columnheader"
      aria-colindex={col + 2}
      aria-label={label}
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        lineHeight: 1.2,
        borderLeft: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        boxShadow: today ? `inset 0 -3px 0 ${textShade(theme.palette, theme.palette.primary)}` : 'none',
        color: holiday ? textShade(theme.palette, theme.palette.error) : 'text.primary',
        fontWeight: today ? 700 : 500,
      })}
    >
      <Typography
        component="span"
        variant="caption"
        sx={{ textTransform: 'capitalize', fontWeight: 'inherit' }}
      >
        {formatDayKey(day, 'EEE')}
      </Typography>
      <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
        <Typography component="span" variant="body2" sx={{ fontWeight: 'inherit' }}>
          {formatDayKey(day, 'd')}
        </Typography>
        {holiday && <EventBusyIcon sx={{ fontSize: 14 }} aria-hidden />}
      </Box>
    </Box>
  );
  return holiday ? (
    <Tooltip
      title={`Feriado: ${holiday.name}${holiday.irrenunciable ? ' (irrenunciable)' : ''}`}
      describeChild
    >
      {header}
    </Tooltip>
  ) : (
    header
  );
}

interface RowProps {
  person: PlannerPerson;
  row: number;
  top: number;
  height: number;
  days: readonly string[];
  template: string;
  compact: boolean;
  cellView: (userId: string, day: string) => CellView;
  selected: ReadonlySet<string>;
  /** The focused cell's column in this row, or -1. */
  focusCol: number;
  onCellClick: GridSelection['click'];
}

const PlannerRow = memo(function PlannerRow({
  person,
  row,
  top,
  height,
  days,
  template,
  compact,
  cellView,
  selected,
  focusCol,
  onCellClick,
}: RowProps) {
  return (
    <Box
      role="row"
      aria-rowindex={row + 2}
      sx={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        height,
        transform: `translateY(${top}px)`,
        display: 'grid',
        gridTemplateColumns: template,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        role="rowheader"
        aria-colindex={1}
        sx={{
          position: 'sticky',
          left: 0,
          zIndex: 2,
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          px: 1.5,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          minWidth: 0,
        }}
      >
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {person.name}
        </Typography>
        {!compact && person.department && (
          <Typography variant="caption" color="textSecondary" noWrap>
            {person.department}
          </Typography>
        )}
      </Box>
      {days.map((day, col) => {
        const view = cellView(person.id, day);
        return (
          <PlannerCell
            key={day}
            name={cellAccessibleName(person.name, day, view)}
            view={view}
            row={row}
            col={col}
            compact={compact}
            selected={selected.has(cellKeyOf({ userId: person.id, day }))}
            tabStop={col === focusCol}
            onClick={onCellClick}
          />
        );
      })}
    </Box>
  );
});

interface CellProps {
  name: string;
  view: CellView;
  row: number;
  col: number;
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

function PlannerCell({ name, view, row, col, compact, selected, tabStop, onClick }: CellProps) {
  const lines = cellLines(view);
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
      onClick={onCellClick}
      sx={cellSx(view, selected)}
    >
      <Box
        aria-hidden
        sx={{
          width: 4,
          flex: '0 0 4px',
          bgcolor: view.plan && view.shift ? view.shift.color : 'transparent',
        }}
      />
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
        {!compact && lines.detail && (
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
      {view.draft && (
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {DRAFT_LABEL}
        </Box>
      )}
    </ButtonBase>
  );
  return (
    <Box role="gridcell" aria-colindex={col + 2} aria-selected={selected} sx={{ p: '2px', minWidth: 0 }}>
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
