import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import type { HistoryTotals } from './history-summary';
import { formatHoursMinutes } from '../../domain/format/numbers';

interface HistoryTotalsCardProps {
  totals: HistoryTotals;
  /** How the contract hours were pro-rated, in words. */
  contractNote: string | null;
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The totals of the period, worked hours against the (pro-rated) contract hours first. */
export function HistoryTotalsCard({ totals, contractNote }: HistoryTotalsCardProps) {
  const contract = totals.contractMinutes === null ? '—' : `${formatHoursMinutes(totals.contractMinutes)} h`;
  const incomplete = totals.incompleteSlots;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="history-totals-title" sx={{ p: 2 }}>
      <Typography id="history-totals-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        Totales del periodo
      </Typography>
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
        <Item label="Horas trabajadas" value={`${formatHoursMinutes(totals.workedMinutes)} h`} />
        <Item label="Horas de contrato" value={contract} />
        <Item label="Atrasos" value={`${totals.lateMinutes} min`} />
        <Item label="Salidas anticipadas" value={`${totals.earlyMinutes} min`} />
        <Item label="Días trabajados" value={String(totals.daysWorked)} />
        <Item label="Ausencias" value={String(totals.absences)} />
      </Box>
      {contractNote && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {contractNote}
        </Typography>
      )}
      {incomplete > 0 && (
        <Typography variant="body2" color="warning.main" sx={{ mt: 0.5 }}>
          {incomplete === 1
            ? '1 turno sin salida registrada no suma horas.'
            : `${incomplete} turnos sin salida registrada no suman horas.`}
        </Typography>
      )}
    </Paper>
  );
}
