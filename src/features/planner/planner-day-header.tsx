import EventBusyIcon from '@mui/icons-material/EventBusy';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

import { formatDayKey } from '../../domain/calendar/day-keys';
import { textShade } from '../../lib/theme';
import { dayLabel, type CellHoliday } from './cell-label';

/** A day's column header: weekday and day, today underlined, a holiday in red with its name in a tooltip. */
export function DayHeader({
  day,
  ariaCol,
  compact,
  today,
  holiday,
}: {
  day: string;
  ariaCol: number;
  /** A month's narrow column: the weekday's initial. */
  compact: boolean;
  today: boolean;
  holiday: CellHoliday | null;
}) {
  const label = [
    dayLabel(day),
    today ? 'hoy' : null,
    holiday ? `feriado ${holiday.name}${holiday.irrenunciable ? ' (irrenunciable)' : ''}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const header = (
    <Box
      role="columnheader"
      aria-colindex={ariaCol}
      aria-label={label}
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        lineHeight: 1.2,
        borderLeft: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        boxShadow: today ? `inset 0 -3px 0 ${textShade(theme.palette, theme.palette.primary)}` : 'none',
        color: holiday ? textShade(theme.palette, theme.palette.error) : 'text.primary',
        fontWeight: today ? 700 : 500,
      })}
    >
      <Typography
        component="span"
        variant="caption"
        sx={{ textTransform: 'capitalize', fontWeight: 'inherit' }}
      >
        {formatDayKey(day, compact ? 'EEEEE' : 'EEE')}
      </Typography>
      <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
        <Typography component="span" variant="body2" sx={{ fontWeight: 'inherit' }}>
          {formatDayKey(day, 'd')}
        </Typography>
        {holiday && !compact && <EventBusyIcon sx={{ fontSize: 14 }} aria-hidden />}
      </Box>
    </Box>
  );
  return holiday ? (
    <Tooltip
      title={`Feriado: ${holiday.name}${holiday.irrenunciable ? ' (irrenunciable)' : ''}`}
      describeChild
    >
      {header}
    </Tooltip>
  ) : (
    header
  );
}
