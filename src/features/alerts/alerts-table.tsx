import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import { useEffect, useRef } from 'react';

import { hhmmInZone } from '../../domain/calendar/time-zone';
import type { Alert } from './alert-types';
import { AlertAvatar, SEVERITY_LABEL, SeverityIcon, alertUserName } from './alert-visuals';

interface AlertsTableProps {
  alerts: Alert[];
  currentId: string | null;
  timeZone: string;
  /** Today shows relative times; a past day only the wall time. */
  relative: boolean;
}

const CHIP_COLOR = { error: 'error', warning: 'warning', info: 'info' } as const;

export function AlertsTable({ alerts, currentId, timeZone, relative }: AlertsTableProps) {
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
            return (
              <TableRow
                key={alert.id}
                ref={current ? currentRow : undefined}
                selected={current}
                aria-current={current ? 'true' : undefined}
                data-alert-id={alert.id}
              >
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={CHIP_COLOR[alert.severity]}
                    icon={<SeverityIcon severity={alert.severity} />}
                    label={SEVERITY_LABEL[alert.severity]}
                  />
                </TableCell>
                <TableCell>{alert.type}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <AlertAvatar alert={alert} />
                    <span>{alertUserName(alert)}</span>
                  </Stack>
                </TableCell>
                <TableCell>{alert.message}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {hhmmInZone(alert.timestamp, timeZone)}
                  {relative && alert.time ? ` · ${alert.time}` : ''}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
