import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/Info';
import WarningIcon from '@mui/icons-material/Warning';

import { UserAvatar } from '../../components/user-avatar';
import type { Alert, AlertSeverity } from './alert-types';

export const SEVERITY_LABEL: Record<AlertSeverity, string> = {
  error: 'Error',
  warning: 'Advertencia',
  info: 'Información',
};

/** Decorative (hidden from assistive technology): it always sits next to the severity's label. */
export function SeverityIcon({ severity }: { severity: AlertSeverity }) {
  const props = { fontSize: 'small' as const };
  if (severity === 'error') return <ErrorIcon color="error" {...props} />;
  if (severity === 'warning') return <WarningIcon color="warning" {...props} />;
  return <InfoIcon color="info" {...props} />;
}

export function alertUserName(alert: Alert): string {
  return alert.user?.name ?? 'Unknown User';
}

export function AlertAvatar({ alert }: { alert: Alert }) {
  return <UserAvatar name={alertUserName(alert)} photoURL={alert.user?.photoURL} />;
}
