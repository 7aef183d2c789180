import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import TextField from '@mui/material/TextField';

import { type DataTableColumn } from '../../components/data-table';
import { StatusChip } from '../../components/status-chip';
import type { StatusTone } from '../../components/status-colors';
import { ALTERED_LABEL } from '../../domain/attendance/corrections';
import { OVERTIME_FLAG_LABEL } from '../../domain/attendance/overtime';
import { formatDayKey } from '../../domain/calendar/day-keys';
import { formatHms, parseHms } from '../../domain/format/numbers';
import { decisionLabel, type OvertimeRow } from './overtime-rows';

const STATUS_TONE: Readonly<Record<OvertimeRow['status'], StatusTone>> = {
  pending: 'info',
  approved: 'success',
  rejected: 'neutral',
};

export const rowName = (row: OvertimeRow) => `${row.person}, ${formatDayKey(row.key, 'dd-MM-yyyy')}`;

/**
 * What the manager typed as the time to approve (`h:mm:ss`, `h:mm` or minutes, parseHms), in seconds, checked:
 * 1 s to the day's overtime; a whole number of minutes over it by less than a minute approves all of it.
 */
export function secondsOf(row: OvertimeRow, typed: string | undefined): number | null {
  if (typed === undefined) return row.suggestedSeconds;
  const value = parseHms(typed);
  if (value === null || value < 1) return null;
  if (value <= row.overtimeSeconds) return value;
  return value % 60 === 0 && value - row.overtimeSeconds < 60 ? row.overtimeSeconds : null;
}

export interface ColumnInput {
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
  typed: Readonly<Record<string, string>>;
  type: (id: string, value: string) => void;
  decide: (row: OvertimeRow, status: 'approved' | 'rejected') => void;
  busy: boolean;
}

export function overtimeColumns({
  selected,
  toggle,
  typed,
  type,
  decide,
  busy,
}: ColumnInput): DataTableColumn<OvertimeRow>[] {
  return [
    {
      id: 'person',
      header: 'Persona',
      cell: (row) => <Box sx={{ fontWeight: 600 }}>{row.person}</Box>,
      sortValue: (row) => row.person,
    },
    {
      id: 'day',
      header: 'Fecha',
      cell: (row) => formatDayKey(row.key, 'EEE dd-MM'),
      sortValue: (row) => row.key,
    },
    {
      id: 'worked',
      header: 'Trabajado',
      cell: (row) => formatHms(row.workedSeconds),
      sortValue: (row) => row.workedSeconds,
      align: 'right',
    },
    {
      id: 'overtime',
      header: 'Horas extras',
      cell: (row) => (
        <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
          <span>{formatHms(row.overtimeSeconds)}</span>
          {row.altered && <StatusChip label={ALTERED_LABEL} tone="warning" />}
        </Box>
      ),
      sortValue: (row) => row.overtimeSeconds,
      align: 'right',
    },
    {
      id: 'flags',
      header: 'Alertas',
      cell: (row) =>
        row.flags.length === 0 ? (
          '—'
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {row.flags.map((flag) => (
              <StatusChip key={flag} label={OVERTIME_FLAG_LABEL[flag]} tone="warning" />
            ))}
          </Box>
        ),
    },
    {
      id: 'decision',
      header: 'Decisión',
      cell: (row) => <StatusChip label={decisionLabel(row)} tone={STATUS_TONE[row.status]} />,
      sortValue: (row) => decisionLabel(row),
    },
    {
      id: 'time',
      header: 'Tiempo a aprobar',
      cell: (row) => {
        const value = typed[row.id] ?? formatHms(row.suggestedSeconds);
        const invalid = secondsOf(row, typed[row.id]) === null;
        return (
          <TextField
            size="small"
            value={value}
            onChange={(event) => type(row.id, event.target.value)}
            error={invalid}
            helperText={invalid ? `Hasta ${formatHms(row.overtimeSeconds)}` : undefined}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                'aria-label': `Tiempo a aprobar (h:mm:ss): ${rowName(row)}`,
              },
            }}
            sx={{ width: 110 }}
          />
        );
      },
    },
    {
      id: 'actions',
      header: 'Acciones',
      cell: (row) => (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <Button
            size="small"
            disabled={busy}
            onClick={() => decide(row, 'approved')}
            aria-label={`Aprobar: ${rowName(row)}`}
          >
            Aprobar
          </Button>
          <Button
            size="small"
            color="error"
            disabled={busy || row.status === 'rejected'}
            onClick={() => decide(row, 'rejected')}
            aria-label={`Rechazar: ${rowName(row)}`}
          >
            Rechazar
          </Button>
        </Box>
      ),
    },
    {
      id: 'select',
      header: 'Seleccionar',
      cell: (row) => (
        <Checkbox
          checked={selected.has(row.id)}
          onChange={() => toggle(row.id)}
          slotProps={{ input: { 'aria-label': `Seleccionar: ${rowName(row)}` } }}
        />
      ),
    },
  ];
}
