import '../../components/plain/plain-controls.css';
import './timesheets-table.css';

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
  punchSeconds,
  TIMESHEET_STATUS_LABEL,
  type TimesheetRow,
  type TimesheetStatus,
} from './timesheet-rows';

const STATUS_TONE: Readonly<Record<TimesheetStatus, StatusTone>> = {
  upcoming: 'neutral',
  running: 'info',
  complete: 'success',
  late: 'warning',
  earlyLeave: 'warning',
  incomplete: 'warning',
  absent: 'error',
  justified: 'info',
  unscheduled: 'neutral',
};

/**
 * Each column's width in px at report density (timesheets-table.css): what its header (bold, wrapping between
 * words) or its widest content needs, measured in the e2e browser's DejaVu Sans. They sum to 980 px; `Persona`
 * takes the rest of the 1,150 px at 1366 px, at least 140 px (the table's 1,120 px minimum).
 */
export const TIMESHEET_COLUMN_WIDTH = {
  day: 80,
  planned: 102,
  punch: 78,
  worked: 92,
  late: 86,
  early: 96,
  status: 130,
  actions: 82,
} as const;

/** The table's minimum width: below it (a phone), it scrolls sideways with `Acciones` kept in view. */
export const TABLE_MIN_WIDTH = 1120;

function PunchCell({ row, action, timeZone }: { row: TimesheetRow; action: PunchAction; timeZone: string }) {
  const time = punchSeconds(row.slot, action, timeZone);
  if (time === null) return <span className={MUTED_TEXT}>—</span>;
  if (!row.slot.punches.altered.includes(action)) return <span className="timesheet-time">{time}</span>;
  return (
    <span className="timesheet-punch">
      <span className="timesheet-time">{time}</span>
      <span
        className="timesheet-altered"
        aria-label={alteredDescription(row.slot, action, timeZone)}
        role="img"
      >
        <StatusChip label={ALTERED_LABEL} tone="warning" />
      </span>
    </span>
  );
}

const hms = (value: number | null) => (value === null ? '—' : formatHms(value));

export interface TimesheetRowActions {
  /** Opens the row's person's day. */
  openDay: (row: TimesheetRow) => void;
  /** Proposes a correction of the row. */
  correct: (row: TimesheetRow) => void;
}

/** `Camila Rojas, 17-11-2026`: how a row's actions name it to a screen reader. */
const rowName = (row: TimesheetRow) => `${row.person}, ${formatDayKey(row.day, 'dd-MM-yyyy')}`;

/**
 * The columns of /asistencias' table; `actions` open a row's day or a correction of it, `flagsOf` gives its punch
 * flags. Times to the second (Res. Ex. N° 38 art. 44), every column in view at 1366 px (TIMESHEET_COLUMN_WIDTH).
 */
export function timesheetColumns(
  timeZone: string,
  actions: TimesheetRowActions,
  flagsOf: (row: TimesheetRow) => PunchFlag[],
): DataTableColumn<TimesheetRow>[] {
  const width = TIMESHEET_COLUMN_WIDTH;
  const punch = (action: PunchAction, header: string): DataTableColumn<TimesheetRow> => ({
    id: action,
    header,
    width: width.punch,
    cell: (row) => <PunchCell row={row} action={action} timeZone={timeZone} />,
  });
  const figure = (value: number | null) => <span className="timesheet-time">{hms(value)}</span>;
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
      width: width.day,
      cell: (row) => <span className="timesheet-time">{formatDayKey(row.day, 'EEE dd-MM')}</span>,
      sortValue: (row) => row.day,
    },
    { id: 'planned', header: 'Planificado', width: width.planned, cell: (row) => plannedText(row.slot) },
    punch(checkIn ?? 'checkIn', 'Entrada'),
    punch(lunchStart ?? 'lunchStart', 'Inicio colación'),
    punch(lunchEnd ?? 'lunchEnd', 'Fin colación'),
    punch(checkOut ?? 'checkOut', 'Salida'),
    {
      id: 'worked',
      header: 'Trabajado',
      width: width.worked,
      cell: (row) => figure(row.slot.times.workedSeconds),
      sortValue: (row) => row.slot.times.workedSeconds,
      align: 'right',
    },
    {
      id: 'late',
      header: 'Atraso',
      width: width.late,
      cell: (row) => figure(row.slot.times.lateSeconds),
      sortValue: (row) => row.slot.times.lateSeconds,
      align: 'right',
    },
    {
      id: 'early',
      header: 'Salida anticipada',
      width: width.early,
      cell: (row) => figure(row.slot.times.earlySeconds),
      align: 'right',
    },
    {
      id: 'status',
      header: 'Estado',
      width: width.status,
      cell: (row) => (
        <span className="timesheet-chips">
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
      width: width.actions,
      sticky: 'end',
      // Plain buttons with MUI's look (plain-controls.css), not MUI's Button: two per row, 50 rows a page.
      cell: (row) => (
        <span className="timesheet-actions">
          <button
            type="button"
            className="plain-button plain-button--text plain-button--small"
            onClick={() => actions.openDay(row)}
            aria-haspopup="dialog"
            aria-label={`Ver día: ${rowName(row)}`}
          >
            Ver día
          </button>
          <button
            type="button"
            className="plain-button plain-button--text plain-button--small"
            onClick={() => actions.correct(row)}
            aria-haspopup="dialog"
            aria-label={`Corregir: ${rowName(row)}`}
          >
            Corregir
          </button>
        </span>
      ),
    },
  ];
}
