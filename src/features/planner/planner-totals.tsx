/**
 * The agenda's totals: the week and period columns' headers, a person's hours in them (a week over the weekly
 * limit says so in words: `> 42`, and in its name), and the footer rows of people per shift and day.
 */
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';

import type { Shift } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { hoursLabel } from '../../domain/planning/conflicts';
import { OTHER_SHIFT, sumOverDays, type DayShiftTotals } from '../../domain/schedule/day-shift-totals';
import { overWeeklyLimit, type PersonHours } from '../../domain/schedule/planned-hours';
import { textShade } from '../../lib/theme';
import { dayLabel, hoursNumber, weekHoursName, weekText } from './cell-label';
import type { GridColumn } from './grid-columns';

const HEADER_CELL = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  lineHeight: 1.2,
  borderLeft: 1,
  borderColor: 'divider',
  bgcolor: 'action.hover',
  fontSize: '0.75rem',
  fontWeight: 600,
} as const;

/** `Sem.` / `h` over a week's totals (`Total` in a week); named by its days. */
export function WeekHeader({
  column,
  ariaCol,
  compact,
}: {
  column: GridColumn & { kind: 'week' };
  ariaCol: number;
  compact: boolean;
}) {
  return (
    <Box
      role="columnheader"
      aria-colindex={ariaCol}
      aria-label={`Horas de la semana ${weekText(column.week)}`}
      sx={HEADER_CELL}
    >
      <span aria-hidden>{compact ? 'Sem.' : 'Semana'}</span>
      <span aria-hidden>h</span>
    </Box>
  );
}

/** `Mes` / `h` over the period's totals. */
export function TotalHeader({ ariaCol }: { ariaCol: number }) {
  return (
    <Box role="columnheader" aria-colindex={ariaCol} aria-label="Horas del periodo" sx={HEADER_CELL}>
      <span aria-hidden>Total</span>
      <span aria-hidden>h</span>
    </Box>
  );
}

const overColor = (theme: Theme) => textShade(theme.palette, theme.palette.error);

/** A person's hours in a week or total column. */
export function HoursCell({
  column,
  ariaCol,
  personName,
  hours,
  limitHours,
}: {
  column: GridColumn & { kind: 'week' | 'total' };
  ariaCol: number;
  personName: string;
  hours: PersonHours | undefined;
  limitHours: number;
}) {
  const minutes = column.kind === 'week' ? (hours?.weeks.get(column.week.start) ?? 0) : (hours?.total ?? 0);
  const over = column.kind === 'week' && overWeeklyLimit(minutes, limitHours);
  const name =
    column.kind === 'week'
      ? weekHoursName(personName, column.week, minutes, limitHours)
      : `${personName}, total del periodo: ${hoursLabel(minutes)}`;
  return (
    <Box
      role="gridcell"
      aria-colindex={ariaCol}
      aria-label={name}
      title={name}
      sx={(theme) => ({
        ...HEADER_CELL,
        bgcolor: over ? 'transparent' : 'action.hover',
        fontWeight: over || column.kind === 'total' ? 700 : 500,
        color: over ? overColor(theme) : 'text.primary',
        boxShadow: over ? `inset 0 0 0 2px ${theme.palette.error.main}` : 'none',
      })}
    >
      <span aria-hidden>{hoursNumber(minutes)}</span>
      {over && (
        <Box component="span" aria-hidden sx={{ fontSize: '0.65rem' }}>
          {`> ${limitHours}`}
        </Box>
      )}
    </Box>
  );
}

/** One footer row per shift planned in the period (by name; hand-typed slots last as `Otro horario`). */
export function footerShifts(
  totals: DayShiftTotals,
  shiftById: ReadonlyMap<string, WithId<Shift>>,
): { key: string; name: string; color: string }[] {
  const rows = [...totals.keys()]
    .filter((key) => key !== OTHER_SHIFT)
    .flatMap((key) => {
      const shift = shiftById.get(key);
      return shift ? [{ key, name: shift.name, color: shift.color }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  if (totals.has(OTHER_SHIFT)) rows.push({ key: OTHER_SHIFT, name: 'Otro horario', color: 'transparent' });
  return rows;
}

/** A footer row: the shift's name, then how many people it has each day, each week and in the period. */
export function FooterRow({
  shift,
  code,
  rowIndex,
  columns,
  template,
  height,
  byDay,
}: {
  shift: { key: string; name: string; color: string };
  code: string;
  rowIndex: number;
  columns: readonly GridColumn[];
  template: string;
  height: number;
  byDay: ReadonlyMap<string, number> | undefined;
}) {
  return (
    <Box
      role="row"
      aria-rowindex={rowIndex}
      sx={{ display: 'grid', gridTemplateColumns: template, height, borderTop: 1, borderColor: 'divider' }}
    >
      <Box
        role="rowheader"
        aria-colindex={1}
        aria-label={`Personas en ${shift.name}`}
        sx={{
          position: 'sticky',
          left: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          px: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          minWidth: 0,
          fontSize: '0.75rem',
        }}
      >
        <Box
          aria-hidden
          sx={{ width: 10, height: 10, flex: '0 0 10px', borderRadius: 0.5, bgcolor: shift.color }}
        />
        <Box component="span" aria-hidden sx={{ fontWeight: 700 }}>
          {code}
        </Box>
        <Box
          component="span"
          aria-hidden
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: 'text.secondary' }}
        >
          {shift.name}
        </Box>
      </Box>
      {columns.map((column, i) => {
        const count =
          column.kind === 'day'
            ? (byDay?.get(column.day) ?? 0)
            : column.kind === 'week'
              ? sumOverDays(byDay, column.week.days)
              : [...(byDay?.values() ?? [])].reduce((sum, n) => sum + n, 0);
        const where =
          column.kind === 'day'
            ? dayLabel(column.day)
            : column.kind === 'week'
              ? `semana ${weekText(column.week)}`
              : 'total del periodo';
        return (
          <Box
            key={column.kind === 'day' ? column.day : column.kind === 'week' ? column.week.start : 'total'}
            role="gridcell"
            aria-colindex={i + 2}
            aria-label={`${shift.name}, ${where}: ${count} ${column.kind === 'day' ? (count === 1 ? 'persona' : 'personas') : count === 1 ? 'turno' : 'turnos'}`}
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: '0.75rem',
              borderLeft: 1,
              borderColor: 'divider',
              bgcolor: column.kind === 'day' ? 'background.paper' : 'action.hover',
              color: count === 0 ? 'text.disabled' : 'text.primary',
            }}
          >
            <span aria-hidden>{count === 0 ? '' : count}</span>
          </Box>
        );
      })}
    </Box>
  );
}
