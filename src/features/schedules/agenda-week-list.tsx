import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

import { formatInZone } from '../../domain/calendar/time-zone';
import { AgendaDayDetails } from './agenda-day-details';
import { dayAccessibleName, type AgendaDay } from './agenda-days';

interface AgendaWeekListProps {
  days: readonly AgendaDay[];
  timeZone: string;
  label: string;
}

/** A week as a list of seven days, Monday first; each item is named by its date and what it holds. */
export function AgendaWeekList({ days, timeZone, label }: AgendaWeekListProps) {
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {days.map((day) => (
        <Box
          component="li"
          key={day.key}
          aria-label={dayAccessibleName(day, timeZone)}
          aria-current={day.isToday ? 'date' : undefined}
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            minHeight: 56,
            px: 2,
            py: 1,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: day.holiday ? 'action.hover' : 'background.paper',
            ...(day.isToday && { borderColor: 'primary.main', borderWidth: 2, px: '15px' }),
          }}
        >
          <Box sx={{ width: 72, flexShrink: 0 }}>
            <Typography
              variant="caption"
              component="span"
              color={day.isToday ? 'textPrimary' : 'textSecondary'}
              sx={{
                display: 'block',
                fontWeight: day.isToday ? 700 : undefined,
                '&::first-letter': { textTransform: 'uppercase' },
              }}
            >
              {formatInZone(day.start, timeZone, 'EEEE')}
            </Typography>
            <Typography
              component="span"
              variant="h6"
              sx={{ display: 'block', lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}
            >
              {formatInZone(day.start, timeZone, 'd')}
            </Typography>
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <AgendaDayDetails day={day} />
          </Box>
          {day.isToday && <Chip size="small" color="primary" label="Hoy" />}
        </Box>
      ))}
    </Box>
  );
}
