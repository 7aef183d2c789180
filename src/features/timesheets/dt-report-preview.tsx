import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { formatNumber } from '../../domain/format/numbers';
import type { DtReportFile } from './dt-report-build';

/** Rows a page of the preview shows; the pages together are every row of the file. */
export const PREVIEW_PAGE_ROWS = 100;

/** 'Filas 1–100 de 2.190'. */
function displayedRows({ from, to, count }: { from: number; to: number; count: number }): string {
  return `Filas ${formatNumber(from)}–${formatNumber(to)} de ${formatNumber(count)}`;
}

function pageButtonLabel(type: 'first' | 'last' | 'next' | 'previous'): string {
  return {
    first: 'Primera página',
    last: 'Última página',
    next: 'Página siguiente',
    previous: 'Página anterior',
  }[type];
}

/** Arial at a small size, the resolution's typeface (art. 28), with Helvetica as the PDF's stand-in. */
const REPORT_FONT = 'Arial, Helvetica, "Liberation Sans", sans-serif';

/**
 * Res. Ex. N° 38 art. 28: the report on screen as the files write it — the employer line, the title, the scope
 * lines, the table (the same ExportTable: its columns and every row, a page of PREVIEW_PAGE_ROWS at a time; a report
 * without rows shows its one row, the literal of art. 28 or the legend of art. 27 c/d) and the legend under it.
 * The table scrolls inside its frame and its cells wrap, so the page never scrolls sideways.
 */
export function DtReportPreview({ file }: { file: DtReportFile }) {
  const headingId = useId();
  const [page, setPage] = useState(0);
  const { table } = file;
  const pageRows = table.rows.slice(page * PREVIEW_PAGE_ROWS, (page + 1) * PREVIEW_PAGE_ROWS);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        Vista previa: {table.title}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 1.5,
          fontFamily: REPORT_FONT,
          fontSize: 12,
          '& p': { fontFamily: REPORT_FONT, fontSize: 12 },
        }}
      >
        <Typography>{file.header}</Typography>
        <Typography sx={{ fontWeight: 700, mt: 0.5 }}>{table.title}</Typography>
        {file.scope.map((line) => (
          <Typography key={line} color="textSecondary">
            {line}
          </Typography>
        ))}
        <TableContainer
          tabIndex={0}
          role="region"
          aria-label="Tabla del reporte"
          sx={{ maxHeight: '45vh', overflow: 'auto', my: 1 }}
        >
          <Table
            size="small"
            stickyHeader
            aria-label={table.title}
            sx={{
              '& th, & td': {
                fontFamily: REPORT_FONT,
                fontSize: 12,
                px: 0.75,
                py: 0.5,
                overflowWrap: 'anywhere',
                verticalAlign: 'top',
              },
            }}
          >
            <TableHead>
              <TableRow>
                {table.columns.map((column) => (
                  <TableCell key={column} component="th" scope="col" sx={{ fontWeight: 700 }}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {pageRows.map((row, index) => (
                <TableRow key={page * PREVIEW_PAGE_ROWS + index}>
                  {table.columns.map((column, cell) => (
                    <TableCell key={column}>{String(row[cell] ?? '')}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {table.rows.length > PREVIEW_PAGE_ROWS && (
          <TablePagination
            component="div"
            count={table.rows.length}
            page={page}
            rowsPerPage={PREVIEW_PAGE_ROWS}
            rowsPerPageOptions={[]}
            // Years of rows: the first and the last page are one step away.
            showFirstButton
            showLastButton
            onPageChange={(_event, next) => setPage(next)}
            labelDisplayedRows={displayedRows}
            getItemAriaLabel={pageButtonLabel}
          />
        )}
        {file.notes.map((note) => (
          <Typography key={note} color="textSecondary">
            {note}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
