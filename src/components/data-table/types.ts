import type { ReactNode } from 'react';

/** What a sortable column sorts by; null sorts last in both directions. */
export type SortValue = string | number | Date | null;

export interface DataTableColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable: strings in Spanish order, numbers, dates by time. */
  sortValue?: (row: Row) => SortValue;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /**
   * `end`: the column stays at the table's right edge while the rest scrolls sideways (a row's actions, so
   * `Corregir` is in view at 1366 px). The row actions' `Acciones` column always does.
   */
  sticky?: 'end';
}

export interface RowAction<Row> {
  label: string;
  onClick: (row: Row) => void;
  icon?: ReactNode;
  disabled?: (row: Row) => boolean;
}

/** Server pages (a query cursor): only previous / next, no page count. */
export interface CursorPagination {
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** E.g. 'Página 2'. */
  label?: string;
}

export interface DataTableProps<Row> {
  'aria-label': string;
  rows: readonly Row[] | undefined;
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  /** How a row is named to a screen reader in its actions ('Acciones de Ana Pérez'). */
  rowLabel?: (row: Row) => string;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyMessage?: string;
  rowActions?: readonly RowAction<Row>[];
  initialSort?: { columnId: string; direction: 'asc' | 'desc' };
  /** Rows per client page (default 25); 0 shows every row. */
  pageSize?: number;
  /** Server pages: the rows given are one page, and the table does not paginate them. */
  cursor?: CursorPagination;
}
