import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { formatHoursMinutes } from '../../domain/format/numbers';
import type { HistoryTotals } from './history-summary';

interface HistoryTotalsCardProps {
  totals: HistoryTotals;
  /** Whether the contract hours are those due up to today (a running period). */
  toDate: boolean;
  /** How the contract hours were pro-rated, in words. */
  contractNote: string | null;
  /** A secondary action of the period (the export), at the end of the title row. */
  action?: ReactNode;
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The totals of the period, worked hours against the (pro-rated) contract hours first; durations in h:mm. */
export function HistoryTotalsCard({ totals, toDate, contractNote, action }: HistoryTotalsCardProps) {
  const contract = totals.contractMinutes === null ? '—' : formatHoursMinutes(totals.contractMinutes);
  const incomplete = totals.incompleteSlots;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="history-totals-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography
          id="history-totals-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 700, mr: 'auto' }}
        >
          Totales del periodo
        </Typography>
        {action}
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
          gap: 1.5,
          m: 0,
          mt: 1,
        }}
      >
        <Item label="Horas trabajadas" value={formatHoursMinutes(totals.workedMinutes)} />
        <Item label={toDate ? 'Horas de contrato a la fecha' : 'Horas de contrato'} value={contract} />
        <Item label="Atrasos" value={formatHoursMinutes(totals.lateMinutes)} />
        <Item label="Salidas anticipadas" value={formatHoursMinutes(totals.earlyMinutes)} />
        <Item label="Días trabajados" value={String(totals.daysWorked)} />
        <Item label="Ausencias" value={String(totals.absences)} />
      </Box>
      {contractNote && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
          {contractNote}
        </Typography>
      )}
      {incomplete > 0 && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {incomplete === 1
            ? '1 turno sin salida registrada no suma horas.'
            : `${incomplete} turnos sin salida registrada no suman horas.`}
        </Typography>
      )}
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
        Duraciones en horas y minutos (h:mm).
      </Typography>
    </Paper>
  );
}
