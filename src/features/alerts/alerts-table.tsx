import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import { useEffect, useRef, type MouseEvent } from 'react';

import { FOCUS_RING_VAR } from '../../lib/focus-ring';
import { pastTenseLine } from './alert-past-tense';
import type { Alert } from './alert-types';
import { AlertAvatar, alertUserName } from './alert-visuals';
import { SeverityChip, alertTimeText } from './severity-chip';

/** What the table (desktop) and the list (phone) of /alertas both take. */
export interface AlertRowsProps {
  alerts: Alert[];
  currentId: string | null;
  timeZone: string;
  /** A past day: no relative times, and a past-tense line under each message. */
  past: boolean;
  /** Opens the alert's person's day; called with the opener focused, so closing returns the focus there. */
  onOpenDay: (alert: Alert) => void;
}

const DAY_BUTTON = 'button[aria-haspopup="dialog"]';

/**
 * A click anywhere on a row opens that person's day, as its name button does; the button takes the focus first,
 * so the dialog gives it back on close.
 */
function openFromRow(event: MouseEvent<HTMLTableRowElement>, open: () => void) {
  if (event.target instanceof Element && event.target.closest('button, a')) return;
  event.currentTarget.querySelector<HTMLButtonElement>(DAY_BUTTON)?.focus();
  open();
}

export function AlertsTable({ alerts, currentId, timeZone, past, onOpenDay }: AlertRowsProps) {
  const currentRow = useRef<HTMLTableRowElement | null>(null);
  useEffect(() => {
    currentRow.current?.scrollIntoView({ block: 'center' });
  }, [currentId]);

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Alertas del día">
        <TableHead>
          <TableRow>
            <TableCell>Severidad</TableCell>
            <TableCell>Tipo</TableCell>
            <TableCell>Empleado</TableCell>
            <TableCell>Mensaje</TableCell>
            <TableCell>Hora</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {alerts.map((alert) => {
            const current = alert.id === currentId;
            const name = alertUserName(alert);
            return (
              <TableRow
                key={alert.id}
                ref={current ? currentRow : undefined}
                hover
                selected={current}
                aria-current={current ? 'true' : undefined}
                data-alert-id={alert.id}
                // The mouse's shortcut to the row's name button, which keyboards and screen readers use.
                onClick={(event) => openFromRow(event, () => onOpenDay(alert))}
                sx={{
                  cursor: 'pointer',
                  // The whole row shows where the keyboard is (the theme's ring, drawn inside the row), rather
                  // than its button alone.
                  '&:has(.Mui-focusVisible)': {
                    outline: `2px solid var(${FOCUS_RING_VAR})`,
                    outlineOffset: -2,
                  },
                }}
              >
                <TableCell>
                  <SeverityChip severity={alert.severity} />
                </TableCell>
                <TableCell>{alert.type}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <AlertAvatar alert={alert} />
                    <Button
                      size="small"
                      aria-haspopup="dialog"
                      // The visible name, said with what the button does.
                      aria-label={`Ver el día de ${name}`}
                      onClick={() => onOpenDay(alert)}
                      sx={{
                        p: 0.5,
                        minWidth: 0,
                        textAlign: 'left',
                        textTransform: 'none',
                        fontSize: 'inherit',
                        fontWeight: 500,
                        textDecoration: 'underline',
                        '&.Mui-focusVisible': { outline: 'none' },
                      }}
                    >
                      {name}
                    </Button>
                  </Stack>
                </TableCell>
                <TableCell>
                  {alert.message}
                  {past && (
                    <Typography
                      component="span"
                      variant="body2"
                      color="textSecondary"
                      sx={{ display: 'block' }}
                    >
                      {pastTenseLine(alert, timeZone)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{alertTimeText(alert, timeZone, !past)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
