import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import {
  PersonDayDialog as DayDialog,
  type PersonDayTarget,
} from '../../components/person-day/person-day-dialog';
import { attendanceViewPath } from '../../domain/attendance/attendance-view';
import { useNow } from '../../lib/use-now';
import { pastTenseLine } from './alert-past-tense';
import type { Alert } from './alert-types';
import { alertTimeText, SeverityChip } from './severity-chip';

export interface PersonDayDialogProps {
  open: boolean;
  /** Whose day and which; kept while the dialog closes, so its content does not vanish mid-transition. */
  target: PersonDayTarget | null;
  name: string;
  /** That person's alerts of that day (whatever the screen's filters). */
  alerts: readonly Alert[];
  /** A past day: alerts read in the past tense too, times without "hace …". */
  past: boolean;
  onClose: () => void;
  /** Once the dialog has faded out: the screen may forget whose day it was. */
  onExited?: () => void;
}

/**
 * Where `Proponer corrección` of an alert's day leads: that person's day in /asistencias, whose propose dialog
 * opens on it (`?corregir=1`), the one flow of a correction.
 */
export function proposePath(userId: string, day: string): string {
  const query = new URLSearchParams({ persona: userId, corregir: '1' });
  return `${attendanceViewPath('todas', `${day}_${day}`)}?${query.toString()}`;
}

function DayAlerts({
  alerts,
  name,
  timeZone,
  past,
}: Pick<PersonDayDialogProps, 'alerts' | 'name' | 'past'> & { timeZone: string }) {
  if (alerts.length === 0) return <Typography color="textSecondary">Sin alertas este día.</Typography>;
  return (
    <List disablePadding aria-label={`Alertas de ${name}`}>
      {alerts.map((alert) => (
        <Box component="li" key={alert.id} sx={{ py: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <SeverityChip severity={alert.severity} />
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {alert.type}
            </Typography>
            <Typography component="span" variant="body2" color="textSecondary">
              {alertTimeText(alert, timeZone, !past)}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {alert.message}
          </Typography>
          {past && (
            <Typography variant="body2" color="textSecondary">
              {pastTenseLine(alert, timeZone)}
            </Typography>
          )}
        </Box>
      ))}
    </List>
  );
}

/**
 * A person's day opened from an alert of /alertas: the shared day dialog (components/person-day) with that
 * person's alerts of the day, and `Proponer corrección` leading to the day in /asistencias.
 */
export function PersonDayDialog({
  open,
  target,
  name,
  alerts,
  past,
  onClose,
  onExited,
}: PersonDayDialogProps) {
  const now = useNow(60_000);
  const timeZone = target?.timeZone ?? 'UTC';
  return (
    <DayDialog
      open={open}
      target={target}
      name={name}
      now={now}
      alerts={<DayAlerts alerts={alerts} name={name} timeZone={timeZone} past={past} />}
      propose={
        target && (
          <Button component={RouterLink} to={proposePath(target.userId, target.day)} sx={{ minHeight: 48 }}>
            Proponer corrección
          </Button>
        )
      }
      onClose={onClose}
      onExited={onExited}
    />
  );
}
