import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';

import type { CursorPagination } from './types';

const PAGE_LABELS = {
  first: 'Primera página',
  last: 'Última página',
  next: 'Página siguiente',
  previous: 'Página anterior',
} as const;

const PAGE_SIZES = [10, 25, 50, 100];

interface ClientPaginationProps {
  count: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Pages of rows the table already holds, in Spanish. */
export function ClientPagination({ count, page, pageSize, onPage, onPageSize }: ClientPaginationProps) {
  const sizes = [...new Set([...PAGE_SIZES, pageSize])].sort((a, b) => a - b);
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={sizes}
      onPageChange={(_event, next) => onPage(next)}
      onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
      labelRowsPerPage="Filas por página"
      labelDisplayedRows={({ from, to, count: total }) => `${from}–${to} de ${total}`}
      getItemAriaLabel={(type) => PAGE_LABELS[type]}
      // On a phone the controls do not fit one line: they wrap instead of being cut off.
      sx={{
        '& .MuiTablePagination-toolbar': {
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          justifyContent: 'flex-end',
          columnGap: 1,
        },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
      }}
    />
  );
}

/** Server pages: previous / next and where we are; the query behind them knows no page count. */
export function CursorPager({ hasPrevious, hasNext, onPrevious, onNext, label }: CursorPagination) {
  return (
    <Box
      component="nav"
      aria-label="Paginación"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 1,
        p: 1,
        flexWrap: 'wrap',
      }}
    >
      {label && (
        <Typography variant="body2" sx={{ mr: 1 }}>
          {label}
        </Typography>
      )}
      <Button
        variant="outlined"
        startIcon={<ChevronLeftIcon />}
        disabled={!hasPrevious}
        onClick={onPrevious}
        sx={{ minHeight: 48 }}
      >
        Anterior
      </Button>
      <Button
        variant="outlined"
        endIcon={<ChevronRightIcon />}
        disabled={!hasNext}
        onClick={onNext}
        sx={{ minHeight: 48 }}
      >
        Siguiente
      </Button>
    </Box>
  );
}
