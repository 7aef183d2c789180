import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { useLiveAlerts } from './alerts-context';
import { AlertAvatar, alertUserName } from './alert-visuals';
import { countUnseen, useLastAlertCheck } from './last-alert-check-store';

/** spec §9: the bell shows at most 5 alerts. */
export const BELL_LIMIT = 5;

export function alertLink(id: string): string {
  return `/alertas?alertId=${encodeURIComponent(id)}`;
}

/** spec §2 "Alerts bell menu": badge of unseen alerts; opening it marks them seen now. */
export function AlertsBell() {
  const { status, alerts } = useLiveAlerts();
  const lastChecked = useLastAlertCheck((s) => s.lastCheckedTime);
  const markSeen = useLastAlertCheck((s) => s.setLastCheckedTime);
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unseen = countUnseen(alerts, lastChecked);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        color="inherit"
        // The badge's count is not part of the button's accessible name by itself: say it in the name.
        aria-label={unseen > 0 ? `Alertas, ${unseen} nuevas` : 'Alertas'}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          markSeen(new Date());
        }}
      >
        <Badge
          badgeContent={unseen}
          color="error"
          max={99}
          slotProps={{ badge: { 'aria-label': `${unseen} nuevas` } }}
        >
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: '100%', maxWidth: 400 }, role: 'dialog', 'aria-labelledby': 'alerts-title' },
        }}
      >
        <Stack direction="row" sx={{ px: 2, py: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="alerts-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Alertas Recientes
          </Typography>
          <Link component={RouterLink} to="/alertas" onClick={close}>
            Ver alertas
          </Link>
        </Stack>
        <Divider />
        {status === 'loading' || status === 'idle' ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress size={28} aria-label="Cargando alertas" />
          </Box>
        ) : alerts.length === 0 ? (
          <Typography sx={{ p: 2 }} color="textSecondary">
            No hay alertas nuevas.
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Alertas recientes">
            {alerts.slice(0, BELL_LIMIT).map((alert) => (
              <ListItem key={alert.id} disablePadding>
                <ListItemButton
                  onClick={() => {
                    close();
                    navigate(alertLink(alert.id));
                  }}
                >
                  <ListItemAvatar>
                    <AlertAvatar alert={alert} />
                  </ListItemAvatar>
                  <ListItemText
                    primary={alertUserName(alert)}
                    secondary={
                      <>
                        {alert.message}
                        <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                          {alert.time}
                        </Typography>
                      </>
                    }
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {alerts.length > BELL_LIMIT && (
          <>
            <Divider />
            <Box sx={{ p: 1.5, textAlign: 'center' }}>
              <Link component={RouterLink} to="/alertas" onClick={close}>
                {`Ver todas las ${alerts.length} alertas`}
              </Link>
            </Box>
          </>
        )}
      </Popover>
    </>
  );
}
