import './plain/plain-layout.css';

import { useContext } from 'react';

import { Alert } from './alert';
import { LOAD_FAILED, NOTHING_TO_SHOW } from './async-state-texts';
import { asyncView, MuiKitContext, type AsyncStateProps } from './kit';
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
  const view = asyncView(props);
  if (view.kind === 'content') return <>{props.children}</>;
  if (mui !== null) return <mui.AsyncState view={view} />;
  if (view.kind === 'loading') {
    return (
      <div className="plain-loading">
        <Spinner label={view.label} />
      </div>
    );
  }
  if (view.kind === 'error') {
    return (
      <Alert
        severity="error"
        action={
          view.onRetry && (
            <button
              type="button"
              className="plain-button plain-button--text plain-button--inherit plain-button--small"
              onClick={view.onRetry}
            >
              Reintentar
            </button>
          )
        }
      >
        {view.message}
      </Alert>
    );
  }
  return (
    <p role="status" className="plain-empty">
      {view.message}
    </p>
  );
}
