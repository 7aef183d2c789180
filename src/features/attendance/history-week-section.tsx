import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { formatHoursMinutes } from '../../domain/format/numbers';
import type { HistoryWeek } from './history-weeks';

function Subtotal({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

interface HistoryWeekSectionProps {
  week: HistoryWeek;
  /** The week's day cards (an empty week says so). */
  children: ReactNode;
  hasDays: boolean;
}

/** One week of a month: its heading, its subtotals in h:mm (contract due up to today), then its days. */
export function HistoryWeekSection({ week, children, hasDays }: HistoryWeekSectionProps) {
  const titleId = `history-week-${week.period.from}`;
  const { totals } = week;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Paper variant="outlined" sx={{ px: 2, py: 1, mb: 1, bgcolor: 'action.hover' }}>
        <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {week.title}
        </Typography>
        {week.timing === 'future' ? (
          <Typography variant="body2" color="textSecondary">
            Semana por venir.
          </Typography>
        ) : (
          <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, m: 0 }}>
            <Subtotal label="Trabajado" value={formatHoursMinutes(totals.workedMinutes)} />
            {totals.contractMinutes !== null && (
              <Subtotal
                label={week.timing === 'running' ? 'Contrato a la fecha' : 'Contrato'}
                value={formatHoursMinutes(totals.contractMinutes)}
              />
            )}
            <Subtotal label="Atrasos" value={formatHoursMinutes(totals.lateMinutes)} />
            <Subtotal label="Salidas anticipadas" value={formatHoursMinutes(totals.earlyMinutes)} />
          </Box>
        )}
      </Paper>
      {hasDays ? (
        <Stack spacing={1.5}>{children}</Stack>
      ) : (
        <Typography variant="body2" color="textSecondary" sx={{ px: 2 }}>
          Sin turnos ni marcas esta semana.
        </Typography>
      )}
    </Box>
  );
}
