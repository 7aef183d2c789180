import Box from '@mui/material/Box';
import { defaultRangeExtractor, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

import type { CellHoliday, CellView } from './cell-label';
import { DayHeader } from './planner-day-header';
import { PlannerRow, type PlannerPerson } from './planner-row';
import type { GridSelection } from './use-grid-selection';

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
