import Box from '@mui/material/Box';
import { defaultRangeExtractor, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, type FocusEvent, type KeyboardEvent } from 'react';

import type { Shift } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import type { DayShiftTotals } from '../../domain/schedule/day-shift-totals';
import type { PersonHours, WeekSpan } from '../../domain/schedule/planned-hours';
import type { CellHoliday, CellView } from './cell-label';
import { gridColumns, gridSizes, gridTemplate, type GridColumn } from './grid-columns';
import { DayHeader } from './planner-day-header';
import { PlannerRow, type PlannerPerson } from './planner-row';
import { FooterRow, footerShifts, TotalHeader, WeekHeader } from './planner-totals';
import type { GridSelection } from './use-grid-selection';

export interface PlannerGridProps {
  people: readonly PlannerPerson[];
  today: string;
  holidays: ReadonlyMap<string, CellHoliday>;
  /** What a cell shows; a new function means new data (the visible rows render again). */
  cellView: (userId: string, day: string) => CellView;
  /** A month: narrow cells with one line. */
  compact: boolean;
  selection: GridSelection;
  /** The ISO weeks of `days`: a column of hours after each. */
  weeks: readonly WeekSpan[];
  /** Each person's planned hours, and the weekly limit a week is judged by. */
  hours: ReadonlyMap<string, PersonHours>;
  limitHours: number;
  /** People per shift and day, the footer rows. */
  dayTotals: DayShiftTotals;
  shiftById: ReadonlyMap<string, WithId<Shift>>;
  codes: ReadonlyMap<string, string>;
}

const HEADER_HEIGHT = 52;
/** The window shown before the grid's box is measured (and where it never is, as in jsdom). */
const FALLBACK_HEIGHT = 640;

/**
 * The agenda's people × days grid (ARIA grid): a sticky header of days (weekday and day, today and holidays
 * marked) and a sticky column of people; only the rows in view (and the focused one) are in the DOM, so 500
 * people stay usable. Each cell is a button named `<Persona>, <día d de MMMM>: <contenido>`; one cell at a time
 * is in the tab order and the arrows move between them (use-grid-selection.ts).
 */
export function PlannerGrid({
  people,
  today,
  holidays,
  cellView,
  compact,
  selection,
  weeks,
  hours,
  limitHours,
  dayTotals,
  shiftById,
  codes,
}: PlannerGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const size = gridSizes(compact);
  const columns = useMemo(() => gridColumns(weeks, compact), [weeks, compact]);
  const { template, minWidth } = gridTemplate(columns, compact);
  const footer = useMemo(() => footerShifts(dayTotals, shiftById), [dayTotals, shiftById]);
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
      aria-rowcount={people.length + 1 + footer.length}
      aria-colcount={columns.length + 1}
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
          <HeaderCells columns={columns} compact={compact} today={today} holidays={holidays} />
        </Box>
      </Box>
      <Box
        role="rowgroup"
        aria-label="Personas"
        sx={{ position: 'relative', height: virtualizer.getTotalSize(), minWidth }}
      >
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
              columns={columns}
              template={template}
              hours={hours.get(person.id)}
              limitHours={limitHours}
              compact={compact}
              cellView={cellView}
              selected={selection.selection}
              focusCol={item.index === focus.row ? focus.col : -1}
              onCellClick={selection.click}
            />
          );
        })}
      </Box>
      <GridFooter
        footer={footer}
        firstRow={people.length + 2}
        columns={columns}
        template={template}
        minWidth={minWidth}
        height={size.footer}
        dayTotals={dayTotals}
        codes={codes}
      />
    </Box>
  );
}

/** The header's cells: `Persona`, then each day, week and the period's total. */
function HeaderCells({
  columns,
  compact,
  today,
  holidays,
}: {
  columns: readonly GridColumn[];
  compact: boolean;
  today: string;
  holidays: ReadonlyMap<string, CellHoliday>;
}) {
  return (
    <>
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
      {columns.map((column, i) =>
        column.kind === 'day' ? (
          <DayHeader
            key={column.day}
            day={column.day}
            ariaCol={i + 2}
            compact={compact}
            today={column.day === today}
            holiday={holidays.get(column.day) ?? null}
          />
        ) : column.kind === 'week' ? (
          <WeekHeader key={column.week.start} column={column} ariaCol={i + 2} compact={compact} />
        ) : (
          <TotalHeader key="total" ariaCol={i + 2} />
        ),
      )}
    </>
  );
}

/** The footer's rows, sticky at the bottom: people per shift and day. */
function GridFooter({
  footer,
  firstRow,
  columns,
  template,
  minWidth,
  height,
  dayTotals,
  codes,
}: {
  footer: ReturnType<typeof footerShifts>;
  firstRow: number;
  columns: readonly GridColumn[];
  template: string;
  minWidth: number;
  height: number;
  dayTotals: DayShiftTotals;
  codes: ReadonlyMap<string, string>;
}) {
  if (footer.length === 0) return null;
  return (
    <Box
      role="rowgroup"
      aria-label="Personas por turno y día"
      sx={{ position: 'sticky', bottom: 0, zIndex: 3, minWidth, bgcolor: 'background.paper' }}
    >
      {footer.map((shift, i) => (
        <FooterRow
          key={shift.key}
          shift={shift}
          code={codes.get(shift.key) ?? ''}
          rowIndex={firstRow + i}
          columns={columns}
          template={template}
          height={height}
          byDay={dayTotals.get(shift.key)}
        />
      ))}
    </Box>
  );
}
