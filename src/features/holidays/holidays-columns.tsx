import Typography from '@mui/material/Typography';

import type { DataTableColumn } from '../../components/data-table';
import { StatusChip } from '../../components/status-chip';
import { formatDayKey } from '../../domain/calendar/day-keys';
import type { HolidayRow } from './holidays-repository';

/** `miércoles 25 de diciembre`. */
export const dayText = (day: string) => formatDayKey(day, "EEEE d 'de' MMMM");

/** The year's table: day, name, whether it is irrenunciable, and where it comes from. */
export const HOLIDAY_COLUMNS: DataTableColumn<HolidayRow>[] = [
  { id: 'date', header: 'Fecha', sortValue: (row) => row.day, cell: (row) => dayText(row.day) },
  { id: 'name', header: 'Nombre', sortValue: (row) => row.name, cell: (row) => row.name },
  {
    id: 'irrenunciable',
    header: 'Irrenunciable',
    cell: (row) =>
      row.irrenunciable ? (
        <StatusChip label="Irrenunciable" tone="warning" />
      ) : (
        <Typography variant="body2" color="textSecondary">
          No
        </Typography>
      ),
  },
  { id: 'origin', header: 'Origen', sortValue: (row) => row.origin, cell: (row) => row.origin },
];
