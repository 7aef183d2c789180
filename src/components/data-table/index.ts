export { DataTable } from './data-table';
export type { CursorPagination, DataTableColumn, DataTableProps, RowAction, SortValue } from './types';
