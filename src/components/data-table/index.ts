export { DataTable, MUTED_TEXT } from './data-table';
export type { CursorPagination, DataTableColumn, DataTableProps, RowAction, SortValue } from './types';
