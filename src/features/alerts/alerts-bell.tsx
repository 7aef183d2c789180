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

import { useArt45Notices, type BellNotice } from './art45-bell-notices';
import { useLiveAlerts } from './alerts-context';
import { AlertAvatar, alertUserName } from './alert-visuals';
import { countUnseen, useLastAlertCheck } from './last-alert-check-store';

/** spec §9: the bell shows at most 5 alerts. */
export const BELL_LIMIT = 5;

export function alertLink(id: string): string {
  return `/alertas?alertId=${encodeURIComponent(id)}`;
}

/** The art. 45 notices (Res. Ex. N° 38) at the top of the bell, each linking to where it is acted on. */
function NoticeList({ notices, onOpen }: { notices: readonly BellNotice[]; onOpen: (link: string) => void }) {
  return (
    <List dense disablePadding aria-label="Avisos art. 45">
      {notices.map((notice) => (
        <ListItem key={notice.id} disablePadding>
          <ListItemButton onClick={() => onOpen(notice.link)}>
            <ListItemText
              primary={notice.person === null ? notice.title : `${notice.person}: ${notice.title}`}
              secondary={
                <>
                  {notice.summary}
                  <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                    {notice.time}
                  </Typography>
                </>
              }
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/**
 * spec §2 "Alerts bell menu": badge of unseen alerts; opening it marks them seen now. A manager's bell lists the
 * art. 45 notices of everyone and today's alerts; a worker's (`own` notices) only their own art. 45 notices.
 */
export function AlertsBell() {
  const live = useLiveAlerts();
  const { scope, status: noticesStatus, notices } = useArt45Notices();
  const own = scope === 'own';
  // A worker has no tenant alerts: their bell waits for their notices alone.
  const { status, alerts } = own ? { status: noticesStatus, alerts: [] } : live;
  const lastChecked = useLastAlertCheck((s) => s.lastCheckedTime);
  const markSeen = useLastAlertCheck((s) => s.setLastCheckedTime);
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // A manager's badge counts today's alerts, as /alertas lists them; the notices are listed above them.
  const unseen = countUnseen(own ? notices : alerts, lastChecked);
  const close = () => setAnchor(null);
  const open = (link: string) => {
    close();
    navigate(link);
  };

  return (
    <>
      <IconButton
        color="inherit"
        // The badge's count is not part of the button's accessible name by itself: say it in the name.
        aria-label={
          own
            ? unseen > 0
              ? `Mis avisos, ${unseen} ${unseen === 1 ? 'nuevo' : 'nuevos'}`
              : 'Mis avisos'
            : unseen > 0
              ? `Alertas, ${unseen} nuevas`
              : 'Alertas'
        }
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
          slotProps={{ badge: { 'aria-label': own ? `${unseen} nuevos` : `${unseen} nuevas` } }}
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
            {own ? 'Mis avisos' : 'Alertas Recientes'}
          </Typography>
          {!own && (
            <Link component={RouterLink} to="/alertas" onClick={close}>
              Ver alertas
            </Link>
          )}
        </Stack>
        <Divider />
        {notices.length > 0 && (
          <>
            <NoticeList notices={notices} onOpen={open} />
            <Divider />
          </>
        )}
        {status === 'loading' || status === 'idle' ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress size={28} aria-label="Cargando alertas" />
          </Box>
        ) : own ? (
          notices.length === 0 && (
            <Typography sx={{ p: 2 }} color="textSecondary">
              No tienes avisos.
            </Typography>
          )
        ) : alerts.length === 0 ? (
          <Typography sx={{ p: 2 }} color="textSecondary">
            No hay alertas nuevas.
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Alertas recientes">
            {alerts.slice(0, BELL_LIMIT).map((alert) => (
              <ListItem key={alert.id} disablePadding>
                <ListItemButton onClick={() => open(alertLink(alert.id))}>
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
        {!own && alerts.length > BELL_LIMIT && (
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
