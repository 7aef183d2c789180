import './plain-layout.css';

import { dataLoadMessage } from '../../lib/data-errors';
import type { AsyncStateProps } from '../async-state';
import { LOAD_FAILED, NOTHING_TO_SHOW } from '../async-state-texts';
import { Spinner } from '../spinner';
import { Alert } from '../alert';

/**
 * AsyncState (async-state.tsx) for the screens without MUI: a spinner while loading, an error with `Reintentar`, an
 * empty message, else the children.
 */
export function PlainAsyncState({
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
      <div className="plain-loading">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          onRetry && (
            <button
              type="button"
              className="plain-button plain-button--text plain-button--inherit plain-button--small"
              onClick={onRetry}
            >
              Reintentar
            </button>
          )
        }
      >
        {errorMessage ?? dataLoadMessage(error, LOAD_FAILED)}
      </Alert>
    );
  }
  if (empty) {
    return (
      <p role="status" className="plain-empty">
        {emptyMessage}
      </p>
    );
  }
  return <>{children}</>;
}
