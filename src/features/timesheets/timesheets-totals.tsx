import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';

import { DataTable, type DataTableColumn } from '../../components/data-table';
import { attendanceTotals, type AttendanceTotals } from '../../domain/attendance/attendance-totals';
import { formatHms } from '../../domain/format/numbers';
import type { TimesheetRow } from './timesheet-rows';

/** `2 (0:17:30)`: how many, and their time. */
const countAndTime = (count: number, seconds: number) =>
  count === 0 ? '0' : `${count} (${formatHms(seconds)})`;

const COLUMNS: DataTableColumn<AttendanceTotals>[] = [
  { id: 'person', header: 'Persona', cell: (line) => line.person, sortValue: (line) => line.person },
  {
    id: 'days',
    header: 'Días trabajados',
    cell: (line) => line.workedDays,
    sortValue: (line) => line.workedDays,
    align: 'right',
  },
  {
    id: 'worked',
    header: 'Trabajado',
    cell: (line) => formatHms(line.workedSeconds),
    sortValue: (line) => line.workedSeconds,
    align: 'right',
  },
  {
    id: 'late',
    header: 'Atrasos',
    cell: (line) => countAndTime(line.lates, line.lateSeconds),
    sortValue: (line) => line.lateSeconds,
    align: 'right',
  },
  {
    id: 'early',
    header: 'Salidas anticipadas',
    cell: (line) => countAndTime(line.earlyLeaves, line.earlySeconds),
    sortValue: (line) => line.earlySeconds,
    align: 'right',
  },
  {
    id: 'overtime',
    header: 'Horas extra',
    cell: (line) => formatHms(line.overtimeSeconds),
    sortValue: (line) => line.overtimeSeconds,
    align: 'right',
  },
  {
    id: 'absences',
    header: 'Ausencias',
    cell: (line) => line.absences,
    sortValue: (line) => line.absences,
    align: 'right',
  },
];

/**
 * `Totales por persona`: the rows of the view summed per person (domain/attendance/attendance-totals.ts), behind a
 * toggle so the table of days stays first. Overtime is before any decision: /horas-extras decides it.
 */
export function TimesheetsTotals({ rows, title }: { rows: readonly TimesheetRow[]; title: string }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const lines = useMemo(
    () =>
      open
        ? attendanceTotals(
            rows.map((row) => ({
              userId: row.userId,
              person: row.person,
              day: row.day,
              worked: row.dayInfo.worked,
              absent: row.dayInfo.absent,
              times: row.slot.times,
              problems: row.slot.problems,
            })),
          )
        : [],
    [open, rows],
  );
  return (
    <Box sx={{ mt: 2 }}>
      <Button
        variant="outlined"
        aria-expanded={open}
        aria-controls={open ? regionId : undefined}
        onClick={() => setOpen((value) => !value)}
        sx={{ minHeight: 48 }}
      >
        {open ? 'Ocultar totales por persona' : 'Totales por persona'}
      </Button>
      {open && (
        <Box component="section" id={regionId} aria-label="Totales por persona" sx={{ mt: 2 }}>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            {title}. Horas extra antes de decidirlas en Horas Extras.
          </Typography>
          <DataTable<AttendanceTotals>
            aria-label="Totales por persona"
            rows={lines}
            columns={COLUMNS}
            getRowId={(line) => line.userId}
            emptyMessage="No hay personas con asistencias en este periodo."
            initialSort={{ columnId: 'person', direction: 'asc' }}
          />
        </Box>
      )}
    </Box>
  );
}
