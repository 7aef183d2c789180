import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { formatInZone } from '../../domain/calendar/time-zone';
import { AgendaDayDetails } from './agenda-day-details';
import { dayAccessibleName, dayName, type AgendaDay } from './agenda-days';
import { AbsenceIcon, HolidayIcon } from './agenda-icons';
import { compactSlots, UNPLANNED_MARK } from './agenda-cell-text';
import { AgendaLegend } from './agenda-legend';

const WEEKDAY_INITIALS = ['L', 'M', 'M', 'J', 'V', 'S', 'D'] as const;

interface AgendaMonthGridProps {
  days: readonly AgendaDay[];
  /** Blank cells before the 1st (Monday-first). */
  leadingBlanks: number;
  timeZone: string;
  label: string;
}

/**
 * A Monday-first month: one button per day, named by its date and what it holds; the chosen day's details
 * show below the grid (a cell is too narrow on a phone for '09:00 – 18:00'), then the legend of the cells'
 * marks.
 */
export function AgendaMonthGrid({ days, leadingBlanks, timeZone, label }: AgendaMonthGridProps) {
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const selected =
    days.find((d) => d.key === selectedKey) ??
    days.find((d) => d.isToday) ??
    days.find((d) => d.slots.length > 0) ??
    days[0];

  return (
    <Box>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
          textAlign: 'center',
          mb: 0.5,
        }}
      >
        {WEEKDAY_INITIALS.map((initial, index) => (
          <Typography key={index} variant="caption" color="textSecondary">
            {initial}
          </Typography>
        ))}
      </Box>
      <Box
        component="ol"
        aria-label={label}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
        }}
      >
        {days.map((day, index) => {
          const slots = compactSlots(day);
          const isSelected = day.key === selected?.key;
          return (
            <Box
              component="li"
              key={day.key}
              sx={{ minWidth: 0, ...(index === 0 && { gridColumnStart: leadingBlanks + 1 }) }}
            >
              <ButtonBase
                aria-label={dayAccessibleName(day, timeZone)}
                aria-current={day.isToday ? 'date' : undefined}
                aria-pressed={isSelected}
                onClick={() => setSelectedKey(day.key)}
                sx={{
                  width: '100%',
                  minHeight: 64,
                  flexDirection: 'column',
                  justifyContent: 'flex-start',
                  gap: 0.25,
                  py: 0.5,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: day.holiday ? 'action.hover' : 'background.paper',
                  ...(isSelected && { outline: 2, outlineColor: 'primary.light', outlineOffset: -2 }),
                  '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.main', outlineOffset: -3 },
                }}
              >
                <Box
                  component="span"
                  sx={{
                    minWidth: 24,
                    height: 24,
                    lineHeight: '24px',
                    borderRadius: '12px',
                    fontWeight: day.isToday ? 700 : 400,
                    fontVariantNumeric: 'tabular-nums',
                    ...(day.isToday && { bgcolor: 'primary.main', color: 'primary.contrastText' }),
                  }}
                >
                  {formatInZone(day.start, timeZone, 'd')}
                </Box>
                {slots && (
                  <Typography variant="caption" sx={{ fontSize: 11, lineHeight: 1.2, whiteSpace: 'nowrap' }}>
                    {slots}
                  </Typography>
                )}
                {day.unplanned && (
                  <Typography variant="caption" color="textSecondary" sx={{ lineHeight: 1.2 }}>
                    {UNPLANNED_MARK}
                  </Typography>
                )}
                <Box component="span" sx={{ display: 'flex', gap: 0.25 }}>
                  {day.holiday && <HolidayIcon />}
                  {day.absences.map((absence, i) => (
                    <AbsenceIcon key={i} absence={absence} />
                  ))}
                </Box>
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
      {selected && (
        <Paper
          component="section"
          variant="outlined"
          aria-live="polite"
          aria-labelledby="agenda-dia-elegido"
          sx={{ mt: 2, p: 2 }}
        >
          <Typography
            id="agenda-dia-elegido"
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 600, mb: 1, '&::first-letter': { textTransform: 'uppercase' } }}
          >
            {dayName(selected, timeZone)}
            {selected.isToday && ' (hoy)'}
          </Typography>
          <AgendaDayDetails day={selected} />
        </Paper>
      )}
      <AgendaLegend />
    </Box>
  );
}
