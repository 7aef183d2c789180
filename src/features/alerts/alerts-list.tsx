import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

import { pastTenseLine } from './alert-past-tense';
import type { Alert } from './alert-types';
import { AlertAvatar, alertUserName } from './alert-visuals';
import { SeverityChip, alertTimeText } from './severity-chip';
import type { AlertRowsProps } from './alerts-table';

/**
 * The alerts on a phone: one item per alert, nothing to scroll sideways. Each item is a button that opens that
 * person's day; the alert of `?alertId=` is marked and scrolled to.
 */
export function AlertsList({ alerts, currentId, timeZone, past, onOpenDay }: AlertRowsProps) {
  const currentItem = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    currentItem.current?.scrollIntoView({ block: 'center' });
  }, [currentId]);

  return (
    <Paper variant="outlined">
      <List disablePadding aria-label="Alertas del día">
        {alerts.map((alert, i) => {
          const current = alert.id === currentId;
          return (
            // A plain <li>: MUI's ListItem would split a chunk off the shell's drawer for no gain.
            <Box
              component="li"
              key={alert.id}
              data-alert-id={alert.id}
              sx={i < alerts.length - 1 ? { borderBottom: 1, borderColor: 'divider' } : undefined}
            >
              <ListItemButton
                ref={current ? currentItem : undefined}
                selected={current}
                aria-current={current ? 'true' : undefined}
                aria-haspopup="dialog"
                onClick={() => onOpenDay(alert)}
                sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5 }}
              >
                <Box aria-hidden sx={{ pt: 0.25 }}>
                  <AlertAvatar alert={alert} />
                </Box>
                <AlertSummary alert={alert} timeZone={timeZone} past={past} />
              </ListItemButton>
            </Box>
          );
        })}
      </List>
    </Paper>
  );
}

function AlertSummary({ alert, timeZone, past }: { alert: Alert; timeZone: string; past: boolean }) {
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {alertUserName(alert)}
        </Typography>
        <Typography component="span" variant="body2" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
          {alertTimeText(alert, timeZone, !past)}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 0.5, flexWrap: 'wrap' }} useFlexGap>
        <SeverityChip severity={alert.severity} />
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
          {alert.type}
        </Typography>
      </Stack>
      <Typography variant="body2">{alert.message}</Typography>
      {past && (
        <Typography variant="body2" color="textSecondary">
          {pastTenseLine(alert, timeZone)}
        </Typography>
      )}
    </Box>
  );
}
