import './plain/plain-layout.css';

import { useContext } from 'react';

import { dataLoadMessage } from '../lib/data-errors';
import { Alert } from './alert';
import { LOAD_FAILED, NOTHING_TO_SHOW } from './async-state-texts';
import { MuiKitContext, type AsyncStateProps } from './kit';
import { Spinner } from './spinner';

export { LOAD_FAILED, NOTHING_TO_SHOW };
export type { AsyncStateProps };

/**
 * The one way a screen shows data that is loading, failed to load, or is empty; else its children. MUI's
 * rendering inside MuiKitProvider (the screens made of MUI, mui-kit.tsx); elsewhere plain elements
 * (plain-layout.css, under the page's `.plain-page` root): a spinner, the Alert with `Reintentar`, the message.
 */
export function AsyncState(props: AsyncStateProps) {
  const mui = useContext(MuiKitContext);
  if (mui !== null) return <mui.AsyncState {...props} />;
  const {
    loading,
    error,
    onRetry,
    empty = false,
    emptyMessage = NOTHING_TO_SHOW,
    loadingLabel = 'Cargando',
    errorMessage,
    children,
  } = props;
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
