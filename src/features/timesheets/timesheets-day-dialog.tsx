import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { PersonDayDialog } from '../../components/person-day/person-day-dialog';
import { StatusChip } from '../../components/status-chip';
import { SLOT_PROBLEM_LABEL, type SlotProblem } from '../../domain/attendance/slot-problems';
import { formatHms } from '../../domain/format/numbers';
import type { Slot, TimesheetRow } from './timesheet-rows';

/** A problem's figure, where it has one: `0:17:30` late, early, or of lunch. */
function figure(slot: Slot, problem: SlotProblem): string | null {
  const seconds =
    problem === 'lateEntry'
      ? slot.times.lateSeconds
      : problem === 'earlyLeave'
        ? slot.times.earlySeconds
        : problem === 'longBreak'
          ? slot.times.breakSeconds
          : null;
  return seconds === null ? null : formatHms(seconds);
}

/**
 * The day's alerts as /asistencias knows them: each slot's problems by the alerts' names (slot-problems.ts, held to
 * /alertas' rules by tests/unit/slot-problems-alerts.test.ts), with their figures; an absence as such.
 */
function DayProblems({ row }: { row: TimesheetRow }) {
  const { dayInfo } = row;
  const items = dayInfo.absent
    ? [{ key: 'absence', label: dayInfo.justified ? 'Ausencia justificada' : 'Ausencia', detail: null }]
    : dayInfo.rows.flatMap((slot) =>
        slot.problems.map((problem) => ({
          key: `${slot.attendanceId}-${problem}`,
          label: SLOT_PROBLEM_LABEL[problem],
          detail: figure(slot, problem),
        })),
      );
  if (items.length === 0) return <Typography color="textSecondary">Sin alertas este día.</Typography>;
  return (
    <Box component="ul" aria-label={`Alertas de ${row.person}`} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
      {items.map((item) => (
        <Box component="li" key={item.key} sx={{ py: 0.5, display: 'flex', gap: 1, alignItems: 'center' }}>
          <StatusChip label={item.label} tone="warning" />
          {item.detail && <Typography variant="body2">{item.detail}</Typography>}
        </Box>
      ))}
    </Box>
  );
}

export interface TimesheetsDayDialogProps {
  /** The row whose day is open; null once closed. */
  row: TimesheetRow | null;
  tenantId: string;
  timeZone: string;
  now: Date;
  onClose: () => void;
  /** `Proponer corrección`: the row's correction dialog, the one flow of /asistencias. */
  onPropose: (row: TimesheetRow) => void;
}

/** A row's person's day (components/person-day), kept while it fades out. */
export function TimesheetsDayDialog({
  row,
  tenantId,
  timeZone,
  now,
  onClose,
  onPropose,
}: TimesheetsDayDialogProps) {
  const [shown, setShown] = useState<TimesheetRow | null>(row);
  // The last row opened stays while the dialog fades out (state adjusted while rendering).
  if (row !== null && row !== shown) setShown(row);
  const current = row ?? shown;
  return (
    <PersonDayDialog
      open={row !== null}
      target={current && { tenantId, userId: current.userId, day: current.day, timeZone }}
      name={current?.person ?? ''}
      now={now}
      alerts={current && <DayProblems row={current} />}
      propose={
        current && (
          <Button variant="outlined" onClick={() => onPropose(current)} sx={{ minHeight: 48 }}>
            Proponer corrección
          </Button>
        )
      }
      onClose={onClose}
      onExited={() => setShown(null)}
    />
  );
}
