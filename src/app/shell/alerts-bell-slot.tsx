import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/Notifications';

/** The bell's place in the top bar; its panel comes with the alerts feature. */
export function AlertsBellSlot() {
  return (
    <IconButton color="inherit" aria-label="Alertas">
      <NotificationsIcon />
    </IconButton>
  );
}
