import { UserAvatar } from '../../components/user-avatar';
import type { Alert, AlertSeverity } from './alert-types';

// What the bell (in every manager's first bundle) shares with /alertas; the screen's own pieces, such as the
// severity chip, live in severity-chip.tsx so that the first bundle does not carry them.

export const SEVERITY_LABEL: Record<AlertSeverity, string> = {
  error: 'Error',
  warning: 'Advertencia',
  info: 'Información',
};

export function alertUserName(alert: Alert): string {
  return alert.user?.name ?? 'Unknown User';
}

export function AlertAvatar({ alert }: { alert: Alert }) {
  return <UserAvatar name={alertUserName(alert)} photoURL={alert.user?.photoURL} />;
}
