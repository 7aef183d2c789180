import type { Row as TableRowModel } from '@tanstack/react-table';

import { RowActions } from './row-actions';
import { STICKY_END, type Boxed, type Features } from './table-model';
import type { DataTableColumn, RowAction } from './types';

interface DataRowsProps<Row> {
  rows: readonly TableRowModel<Features, Boxed<Row>>[];
  cellsById: ReadonlyMap<string, DataTableColumn<Row>>;
  rowActions: readonly RowAction<Row>[];
  rowLabel?: (row: Row) => string;
}

/** The body's rows of the page shown: plain `tr`, `th` and `td`, styled once from the table (bodyStyles). */
export function DataRows<Row>({ rows, cellsById, rowActions, rowLabel }: DataRowsProps<Row>) {
  const hasActions = rowActions.length > 0;
  return rows.map((row) => (
    <tr key={row.id} className="data-table-row">
      {row.getAllCells().map((cell, index) => {
        // Called, not rendered as a component (flexRender): a new `cell` function on each render
        // would be a new component type, and an input in the cell would lose its focus.
        const content = cellsById.get(cell.column.id)?.cell(row.original.value);
        const { align, sticky } = cell.column.columnDef.meta ?? {};
        const className = sticky === 'end' ? STICKY_END : undefined;
        // The first column names the row for a screen reader moving along a column.
        return index === 0 ? (
          <th key={cell.id} scope="row" data-align={align} className={className}>
            {content}
          </th>
        ) : (
          <td key={cell.id} data-align={align} className={className}>
            {content}
          </td>
        );
      })}
      {hasActions && (
        <td data-align="right" className={STICKY_END} style={{ whiteSpace: 'nowrap' }}>
          <RowActions row={row.original.value} actions={rowActions} label={rowLabel?.(row.original.value)} />
        </td>
      )}
    </tr>
  ));
}
