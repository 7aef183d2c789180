import Chip from '@mui/material/Chip';
import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/Info';
import WarningIcon from '@mui/icons-material/Warning';

import { hhmmInZone } from '../../domain/calendar/time-zone';
import type { Alert, AlertSeverity } from './alert-types';
import { SEVERITY_LABEL } from './alert-visuals';

/** Decorative (hidden from assistive technology): it always sits next to the severity's label. */
export function SeverityIcon({ severity }: { severity: AlertSeverity }) {
  const props = { fontSize: 'small' as const };
  if (severity === 'error') return <ErrorIcon color="error" {...props} />;
  if (severity === 'warning') return <WarningIcon color="warning" {...props} />;
  return <InfoIcon color="info" {...props} />;
}

const CHIP_COLOR = { error: 'error', warning: 'warning', info: 'info' } as const;

/** The severity in words, with its icon and colour repeating it. */
export function SeverityChip({ severity }: { severity: AlertSeverity }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={CHIP_COLOR[severity]}
      icon={<SeverityIcon severity={severity} />}
      label={SEVERITY_LABEL[severity]}
    />
  );
}

/** The alert's wall time in the tenant's zone; today also how long ago ('09:00 · hace 20 minutos'). */
export function alertTimeText(alert: Alert, timeZone: string, relative: boolean): string {
  const wall = hhmmInZone(alert.timestamp, timeZone);
  return relative && alert.time ? `${wall} · ${alert.time}` : wall;
}
