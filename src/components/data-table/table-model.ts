/**
 * The TanStack Table v9 set-up behind DataTable: the features it registers (sorting and client pagination,
 * nothing else, so nothing else is bundled) and the translation of our columns into its column definitions.
 */
import {
  constructSortFn,
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
} from '@tanstack/react-table';

import { compareSortValues, sortable } from './sort-values';
import type { DataTableColumn } from './types';

export interface ColumnLayout {
  align?: 'left' | 'right' | 'center';
  width?: number | string;
}

const bySortValue = constructSortFn({
  sort: (a: string | number | Date, b: string | number | Date) => compareSortValues(a, b),
});

export const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: { sortValue: bySortValue },
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

/** Our columns as TanStack column definitions: a sortable column reads its sortValue, absent values last. */
export function toColumnDefs<Row>(
  columns: readonly DataTableColumn<Row>[],
): ColumnDef<Features, Boxed<Row>>[] {
  return columns.map((column): ColumnDef<Features, Boxed<Row>> => {
    const common = {
      id: column.id,
      header: column.header,
      cell: ({ row }: { row: { original: Boxed<Row> } }) => column.cell(row.original.value),
      meta: { align: column.align, width: column.width },
    };
    const { sortValue } = column;
    if (!sortValue) return { ...common, enableSorting: false };
    return {
      ...common,
      accessorFn: (row: Boxed<Row>) => sortable(sortValue(row.value)),
      sortFn: 'sortValue',
      // 'last' in both directions: a row without a value is never the first one read.
      sortUndefined: 'last',
    };
  });
}
