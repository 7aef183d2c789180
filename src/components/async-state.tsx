import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { dataLoadMessage } from '../lib/data-errors';
import { LOAD_FAILED, NOTHING_TO_SHOW } from './async-state-texts';

export { LOAD_FAILED, NOTHING_TO_SHOW };

export interface AsyncStateProps {
  loading: boolean;
  /** Any truthy value is a failed load. */
  error?: unknown;
  /** Shows 'Reintentar' with the error. */
  onRetry?: () => void;
  empty?: boolean;
  emptyMessage?: string;
  loadingLabel?: string;
  errorMessage?: string;
  children?: ReactNode;
}

/** The one way a screen shows data that is loading, failed to load, or is empty; else its children. */
export function AsyncState({
  loading,
  error,
  onRetry,
  empty = false,
  emptyMessage = NOTHING_TO_SHOW,
  loadingLabel = 'Cargando',
  errorMessage,
  children,
}: AsyncStateProps) {
  if (loading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={loadingLabel} />
      </Box>
    );
  }
  if (error) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry} sx={{ minHeight: 40 }}>
              Reintentar
            </Button>
          )
        }
      >
        {errorMessage ?? dataLoadMessage(error, LOAD_FAILED)}
      </Alert>
    );
  }
  if (empty) {
    return (
      <Typography role="status" color="textSecondary" sx={{ py: 3, textAlign: 'center' }}>
        {emptyMessage}
      </Typography>
    );
  }
  return <>{children}</>;
}
