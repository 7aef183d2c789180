/** The rows of an imported spreadsheet, each with its state: ready, its errors, created or refused. */
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { StatusChip, type StatusTone } from '../../components/status-chip';
import type { CsvRow } from './employee-csv';

export type RowOutcome = { ok: true; invitationSentTo: string | null } | { ok: false; message: string };

function rowState(
  row: CsvRow,
  outcome: RowOutcome | undefined,
  running: boolean,
): { label: string; tone: StatusTone } {
  if (row.person === null) return { label: 'Con errores', tone: 'error' };
  if (outcome === undefined)
    return running ? { label: 'Pendiente', tone: 'neutral' } : { label: 'Lista', tone: 'info' };
  return outcome.ok ? { label: 'Creada', tone: 'success' } : { label: 'Rechazada', tone: 'error' };
}

export function CsvRowList({ rows, outcomes }: { rows: CsvRow[]; outcomes: Map<number, RowOutcome> | null }) {
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label="Filas del archivo">
        {rows.map((row, i) => {
          const outcome = outcomes?.get(row.line);
          const state = rowState(row, outcome, outcomes !== null);
          const messages = outcome && !outcome.ok ? [outcome.message] : row.errors;
          return (
            <Box
              component="li"
              key={row.line}
              aria-label={`Fila ${row.line}`}
              sx={{
                px: 2,
                py: 1.5,
                ...(i < rows.length - 1 ? { borderBottom: 1, borderColor: 'divider' } : {}),
              }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                <Typography component="span" variant="body2" color="textSecondary">
                  Fila {row.line}
                </Typography>
                <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {row.displayName || 'Sin nombre'}
                </Typography>
                <StatusChip label={state.label} tone={state.tone} />
              </Stack>
              <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                {[row.email, row.rut].filter(Boolean).join(' · ')}
              </Typography>
              {messages.length > 0 && (
                <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                  {messages.map((message) => (
                    <Typography component="li" variant="body2" key={message}>
                      {message}
                    </Typography>
                  ))}
                </Box>
              )}
              {outcome?.ok && outcome.invitationSentTo && (
                <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  Invitación enviada por correo a {outcome.invitationSentTo}.
                </Typography>
              )}
            </Box>
          );
        })}
      </List>
    </Paper>
  );
}
