import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { alpha, darken, lighten, type Theme } from '@mui/material/styles';
import { useTable, type PaginationState, type SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';

import { AsyncState } from '../async-state';
import { ClientPagination, CursorPager } from './pagination';
import { sortRows } from './sort-values';
import { box, features, STICKY_END, toColumnDefs } from './table-model';
import { renderTableHead } from './table-head';
import { DataRows } from './table-rows';
import type { DataTableProps } from './types';

/**
 * Rows per page unless a table says otherwise (`Filas por página` offers 10 to 100). A page change costs about
 * its rows' worth of rendering, style, layout and paint: on /asistencias at 2,000 people, 56–104 ms for 50 rows
 * and 32–56 ms for 25 (Event Timing: docs/performance.md and docs/performance-log.md).
 */
const DEFAULT_PAGE_SIZE = 25;

/** A class for secondary text in a body cell (a missing value's `—`), without a Typography per cell. */
export const MUTED_TEXT = 'data-table-muted';

/**
 * The body's rows and cells are plain `tr`, `td` and `th`, styled once from the table with the look of MUI's
 * TableRow (hover) and TableCell (body, medium): a TableCell is a styled component, and at 50 rows × 12 columns
 * rendering 600 of them was most of what a page change or a sort cost (Event Timing at 2,000 people).
 */
const bodyStyles = (theme: Theme) => {
  const { divider, mode, text, action, background } = theme.palette;
  const border = mode === 'light' ? lighten(alpha(divider, 1), 0.88) : darken(alpha(divider, 1), 0.68);
  return {
    // A sticky cell is opaque (the row's hover drawn over the paper) with a rule on its left, so the columns
    // scrolling under it do not show through.
    [`& .${STICKY_END}`]: {
      position: 'sticky',
      right: 0,
      zIndex: 1,
      backgroundColor: background.paper,
      backgroundImage: 'var(--Paper-overlay)',
      boxShadow: `inset 1px 0 0 ${border}`,
    },
    [`& > tbody > tr.data-table-row:hover > .${STICKY_END}`]: {
      backgroundImage: `linear-gradient(${action.hover}, ${action.hover}), var(--Paper-overlay, none)`,
    },
    '& > tbody > tr.data-table-row': {
      verticalAlign: 'middle',
      '&:hover': { backgroundColor: action.hover },
      '& > td, & > th': {
        ...theme.typography.body2,
        display: 'table-cell',
        verticalAlign: 'inherit',
        borderBottom: `1px solid ${border}`,
        textAlign: 'left',
        padding: '16px',
        color: text.primary,
      },
      [`& .${MUTED_TEXT}`]: { color: text.secondary },
      '& > [data-align="right"]': { textAlign: 'right' },
      '& > [data-align="center"]': { textAlign: 'center' },
    },
  };
};

/**
 * A table of rows the screen already has: sortable columns, row actions, client pages (or server pages through
 * `cursor`), and its loading / error / empty state in the body under the kept header.
 */
export function DataTable<Row>({
  'aria-label': ariaLabel,
  rows,
  columns,
  getRowId,
  rowLabel,
  loading = false,
  error,
  onRetry,
  emptyMessage,
  rowActions = [],
  initialSort,
  pageSize = DEFAULT_PAGE_SIZE,
  cursor,
}: DataTableProps<Row>) {
  const columnDefs = useMemo(() => toColumnDefs(columns), [columns]);
  const cellsById = new Map(columns.map((column) => [column.id, column]));
  const clientPages = cursor === undefined && pageSize > 0;
  const [sorting, setSorting] = useState<SortingState>(() =>
    initialSort ? [{ id: initialSort.columnId, desc: initialSort.direction === 'desc' }] : [],
  );
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: pageSize > 0 ? pageSize : DEFAULT_PAGE_SIZE,
  });
  // Sorted and paged here; the table only holds the state and gets the rows shown: sortRows reads each value
  // once (sort-values.ts), and a table given 60,000 rows builds 60,000 row objects on every sort.
  const sorted = useMemo(() => {
    const [sort] = sorting;
    const sortValue = sort && columns.find((column) => column.id === sort.id)?.sortValue;
    return sortValue ? sortRows(rows ?? [], sortValue, sort.desc) : (rows ?? []);
  }, [rows, columns, sorting]);
  const { pageIndex, pageSize: rowsPerPage } = pagination;
  const pageCount = Math.max(1, Math.ceil(sorted.length / rowsPerPage));
  // Live data (a subscription) changes the rows often: stay on the page, clamped to the last one (state
  // adjusted while rendering, React's pattern for state that follows props).
  const page = Math.min(pageIndex, pageCount - 1);
  if (page !== pageIndex) setPagination({ pageIndex: page, pageSize: rowsPerPage });
  const data = useMemo(
    () => box(clientPages ? sorted.slice(page * rowsPerPage, (page + 1) * rowsPerPage) : sorted),
    [sorted, clientPages, page, rowsPerPage],
  );

  const table = useTable({
    features,
    columns: columnDefs,
    data,
    getRowId: (row) => getRowId(row.value),
    manualSorting: true,
    manualPagination: true,
    state: { sorting, pagination },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    autoResetPageIndex: false,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
  });

  const visibleRows = table.getRowModel().rows;
  const hasActions = rowActions.length > 0;
  const columnCount = columns.length + (hasActions ? 1 : 0);
  const empty = sorted.length === 0;
  const showRows = !loading && !error && !empty;

  // The header changes with the sort alone: kept from render to render, a page change renders only the body and
  // the pager (its sort labels are buttons, a dozen of them, Event Timing at 2,000 people).
  const head = useMemo(
    () => renderTableHead(table, hasActions),
    // `sorting` is read through the table; `table` is the same instance from render to render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [table, columnDefs, sorting, hasActions],
  );

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <TableContainer>
        <Table aria-label={ariaLabel} aria-busy={loading || undefined} sx={bodyStyles}>
          {head}
          <TableBody>
            {showRows ? (
              <DataRows
                rows={visibleRows}
                cellsById={cellsById}
                rowActions={rowActions}
                rowLabel={rowLabel}
              />
            ) : (
              <TableRow>
                <TableCell colSpan={columnCount}>
                  <AsyncState
                    loading={loading}
                    error={error}
                    onRetry={onRetry}
                    empty
                    emptyMessage={emptyMessage}
                  />
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {cursor && <CursorPager {...cursor} />}
      {clientPages && showRows && (
        <ClientPagination
          count={sorted.length}
          page={page}
          pageSize={rowsPerPage}
          onPage={(page) => table.setPageIndex(page)}
          onPageSize={(size) => table.setPagination({ pageIndex: 0, pageSize: size })}
        />
      )}
    </Paper>
  );
}
