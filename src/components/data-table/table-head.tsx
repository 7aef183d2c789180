import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { flexRender, type ReactTable } from '@tanstack/react-table';
import type { ReactElement } from 'react';

import { STICKY_END, type Boxed, type Features } from './table-model';

/**
 * The header: a sort label per sortable column (a sort goes back to the first page) and `Acciones` over the row
 * actions. A function, not a component: DataTable memoises its result, so a page change does not render it.
 */
export function renderTableHead<Row>(
  table: ReactTable<Features, Boxed<Row>>,
  hasActions: boolean,
): ReactElement {
  return (
    <TableHead>
      {table.getHeaderGroups().map((group) => (
        <TableRow key={group.id}>
          {group.headers.map((header) => {
            const { column } = header;
            const layout = column.columnDef.meta;
            const sorted = column.getIsSorted();
            return (
              <TableCell
                key={header.id}
                align={layout?.align}
                sortDirection={sorted}
                className={layout?.sticky === 'end' ? STICKY_END : undefined}
                sx={{ width: layout?.width, fontWeight: 700 }}
              >
                {column.getCanSort() ? (
                  <TableSortLabel
                    active={sorted !== false}
                    direction={sorted || 'asc'}
                    onClick={() => {
                      column.toggleSorting();
                      table.setPageIndex(0);
                    }}
                  >
                    {flexRender(column.columnDef.header, header.getContext())}
                  </TableSortLabel>
                ) : (
                  flexRender(column.columnDef.header, header.getContext())
                )}
              </TableCell>
            );
          })}
          {hasActions && (
            <TableCell align="right" className={STICKY_END} sx={{ fontWeight: 700 }}>
              Acciones
            </TableCell>
          )}
        </TableRow>
      ))}
    </TableHead>
  );
}
