import './plain/plain-controls.css';

import type { ReactNode } from 'react';

import {
  CloseIcon,
  ErrorOutlineIcon,
  InfoOutlinedIcon,
  ReportProblemOutlinedIcon,
  SuccessOutlinedIcon,
} from './icon';

export type AlertSeverity = 'error' | 'warning' | 'info' | 'success';

const ICONS = {
  error: ErrorOutlineIcon,
  warning: ReportProblemOutlinedIcon,
  info: InfoOutlinedIcon,
  success: SuccessOutlinedIcon,
} as const;

interface AlertProps {
  severity: AlertSeverity;
  /** `alert` by default, as MUI's Alert; `status` for news that may wait; `note` for what a card says of itself. */
  role?: 'alert' | 'status' | 'note';
  className?: string;
  /** At the end, as MUI's Alert places its action: a small text button (`Reintentar`). */
  action?: ReactNode;
  /** Shows the close button (`Cerrar`), as MUI's Alert does given `onClose`. */
  onClose?: () => void;
  children: ReactNode;
}

/**
 * MUI's Alert (standard variant) as plain elements (plain-controls.css, under a `.plain-page` root): the severity's
 * icon, then the message.
 */
export function Alert({ severity, role = 'alert', className, action, onClose, children }: AlertProps) {
  const Icon = ICONS[severity];
  const classes = `plain-alert plain-alert--${severity}`;
  return (
    <div role={role} className={className === undefined ? classes : `${classes} ${className}`}>
      <div className="plain-alert-icon">
        <Icon />
      </div>
      <div className="plain-alert-message">{children}</div>
      {(action !== undefined || onClose) && (
        <div className="plain-alert-action">
          {action}
          {onClose && (
            <button
              type="button"
              className="plain-icon-button"
              aria-label="Cerrar"
              title="Cerrar"
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
