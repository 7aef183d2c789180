import '../../components/plain/plain-controls.css';

import { MUTED_TEXT, type DataTableColumn } from '../../components/data-table';
import { StatusChip } from '../../components/status-chip';
import type { StatusTone } from '../../components/status-colors';
import { ALTERED_LABEL } from '../../domain/attendance/corrections';
import { PUNCH_FLAG_LABEL, type PunchFlag } from '../../domain/attendance/punch-flags';
import { PUNCH_ORDER, type PunchAction } from '../../domain/attendance/punches';
import { formatDayKey } from '../../domain/calendar/day-keys';
import { formatHms } from '../../domain/format/numbers';
import {
  alteredDescription,
  plannedText,
  punchTime,
  TIMESHEET_STATUS_LABEL,
  type TimesheetRow,
  type TimesheetStatus,
} from './timesheet-rows';

const STATUS_TONE: Readonly<Record<TimesheetStatus, StatusTone>> = {
  upcoming: 'neutral',
  running: 'info',
  complete: 'success',
  late: 'warning',
  incomplete: 'warning',
  absent: 'error',
  justified: 'info',
  unscheduled: 'neutral',
};

function PunchCell({ row, action, timeZone }: { row: TimesheetRow; action: PunchAction; timeZone: string }) {
  const time = punchTime(row.slot, action, timeZone);
  if (time === null) return <span className={MUTED_TEXT}>—</span>;
  if (!row.slot.punches.altered.includes(action)) return <>{time}</>;
  return (
    <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
      <span>{time}</span>
      <span aria-label={alteredDescription(row.slot, action, timeZone)} role="img">
        <StatusChip label={ALTERED_LABEL} tone="warning" />
      </span>
    </span>
  );
}

const hms = (value: number | null) => (value === null ? '—' : formatHms(value));

/** The columns of /asistencias' table; `correct` opens a correction of a row, `flagsOf` gives its punch flags. */
export function timesheetColumns(
  timeZone: string,
  correct: (row: TimesheetRow) => void,
  flagsOf: (row: TimesheetRow) => PunchFlag[],
): DataTableColumn<TimesheetRow>[] {
  const punch = (action: PunchAction, header: string): DataTableColumn<TimesheetRow> => ({
    id: action,
    header,
    cell: (row) => <PunchCell row={row} action={action} timeZone={timeZone} />,
  });
  const [checkIn, lunchStart, lunchEnd, checkOut] = PUNCH_ORDER;
  return [
    {
      id: 'person',
      header: 'Persona',
      // Plain elements in the cells, not Box or Typography: 50 rows render at once.
      cell: (row) => <span style={{ fontWeight: 600 }}>{row.person}</span>,
      sortValue: (row) => row.person,
    },
    {
      id: 'day',
      header: 'Fecha',
      cell: (row) => formatDayKey(row.day, 'EEE dd-MM'),
      sortValue: (row) => row.day,
    },
    { id: 'planned', header: 'Planificado', cell: (row) => plannedText(row.slot) },
    punch(checkIn ?? 'checkIn', 'Entrada'),
    punch(lunchStart ?? 'lunchStart', 'Inicio colación'),
    punch(lunchEnd ?? 'lunchEnd', 'Fin colación'),
    punch(checkOut ?? 'checkOut', 'Salida'),
    {
      id: 'worked',
      header: 'Trabajado',
      cell: (row) => hms(row.slot.times.workedSeconds),
      sortValue: (row) => row.slot.times.workedSeconds,
      align: 'right',
    },
    {
      id: 'late',
      header: 'Atraso',
      cell: (row) => hms(row.slot.times.lateSeconds),
      sortValue: (row) => row.slot.times.lateSeconds,
      align: 'right',
    },
    {
      id: 'early',
      header: 'Salida anticipada',
      cell: (row) => hms(row.slot.times.earlySeconds),
      align: 'right',
    },
    {
      id: 'status',
      header: 'Estado',
      cell: (row) => (
        <span style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          <StatusChip label={TIMESHEET_STATUS_LABEL[row.status]} tone={STATUS_TONE[row.status]} />
          {row.slot.pending.length > 0 && <StatusChip label="Corrección pendiente" tone="info" />}
          {(row.slot.times.overtimeSeconds ?? 0) > 0 && (
            <StatusChip label={`Horas extra ${hms(row.slot.times.overtimeSeconds)}`} tone="info" />
          )}
          {flagsOf(row).map((flag) => (
            <StatusChip key={flag} label={PUNCH_FLAG_LABEL[flag]} tone="warning" />
          ))}
        </span>
      ),
      sortValue: (row) => TIMESHEET_STATUS_LABEL[row.status],
    },
    {
      id: 'actions',
      header: 'Acciones',
      sticky: 'end',
      // A plain button with MUI's look (plain-controls.css), not MUI's Button: one per row, 50 rows a page.
      cell: (row) => (
        <button
          type="button"
          className="plain-button plain-button--text plain-button--small"
          onClick={() => correct(row)}
          aria-label={`Corregir: ${row.person}, ${formatDayKey(row.day, 'dd-MM-yyyy')}`}
        >
          Corregir
        </button>
      ),
    },
  ];
}
