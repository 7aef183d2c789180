/**
 * The TanStack Table v9 set-up behind DataTable: the features it registers (sorting state and client
 * pagination, nothing else, so nothing else is bundled) and the translation of our columns into its column
 * definitions. The rows are sorted and paged by DataTable itself (`sortRows`, sort-values.ts): the table holds
 * the sorting and page state and gets only the rows shown (`manualSorting`, `manualPagination`).
 */
import {
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
} from '@tanstack/react-table';

import { sortable } from './sort-values';
import type { DataTableColumn } from './types';

export interface ColumnLayout {
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  sticky?: 'end';
}

/** The class of a cell kept at the table's right edge (DataTableColumn `sticky`), styled by DataTable. */
export const STICKY_END = 'data-table-sticky-end';

export const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnMeta: {} as ColumnLayout,
});

export type Features = typeof features;

/**
 * A row as the table holds it. TanStack wants object rows (`RowData`); boxing them keeps DataTable's `Row`
 * free of that constraint.
 */
export interface Boxed<Row> {
  value: Row;
}

export function box<Row>(rows: readonly Row[]): Boxed<Row>[] {
  return rows.map((value) => ({ value }));
}

/** Our columns as TanStack column definitions: a column with a sortValue can be sorted. */
export function toColumnDefs<Row>(
  columns: readonly DataTableColumn<Row>[],
): ColumnDef<Features, Boxed<Row>>[] {
  return columns.map((column): ColumnDef<Features, Boxed<Row>> => {
    const common = {
      id: column.id,
      header: column.header,
      cell: ({ row }: { row: { original: Boxed<Row> } }) => column.cell(row.original.value),
      meta: { align: column.align, width: column.width, sticky: column.sticky },
    };
    const { sortValue } = column;
    if (!sortValue) return { ...common, enableSorting: false };
    return {
      ...common,
      accessorFn: (row: Boxed<Row>) => sortable(sortValue(row.value)),
    };
  });
}
