import { useState } from 'react';
import { useRouteError } from 'react-router-dom';

import { FixableLoadError } from '../../lib/fixable-load-error';
import { useThemeStore } from '../../stores/theme-store';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * Shown when a screen cannot load even after the one reload, or throws while rendering. Plain elements styled
 * inline, with the colours of MUI's error Alert: it may show where the MUI theme never loaded, and the entry chunk
 * carries no MUI and no stylesheet. A failure the person can fix from here (FixableLoadError: the
 * demo's data from a newer version) says so and offers the fix instead of a reload, which would fail again.
 */
export function RouteError() {
  const error = useRouteError();
  const dark = useThemeStore((s) => s.mode) === 'dark';
  const [fixing, setFixing] = useState(false);
  console.error('Error en la pantalla', error);
  const fixable = error instanceof FixableLoadError ? error : null;
  const act = () => {
    if (fixable === null) {
      window.location.reload();
      return;
    }
    // Not `disabled`: the focused button would drop the focus to the page while the data is deleted.
    if (fixing) return;
    setFixing(true);
    void fixable.fixAndReload();
  };
  return (
    <div style={{ maxWidth: 600, margin: '0 auto', padding: '64px 16px', font: `16px/1.5 ${FONT}` }}>
      <div
        role="alert"
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '8px 16px',
          padding: '12px 16px',
          borderRadius: 10,
          background: dark ? '#160b0b' : '#faeded',
          color: dark ? '#f4c7c7' : '#532121',
        }}
      >
        <p style={{ flex: '1 1 240px', margin: 0 }}>
          {fixable
            ? fixable.notice
            : 'No se pudo cargar esta pantalla. Revisa tu conexión y vuelve a intentarlo.'}
        </p>
        <button
          type="button"
          onClick={act}
          aria-disabled={fixing || undefined}
          style={{
            minHeight: 36,
            padding: '4px 10px',
            border: 0,
            borderRadius: 10,
            background: 'transparent',
            color: 'inherit',
            font: 'inherit',
            fontWeight: 500,
            textTransform: 'uppercase',
            cursor: 'pointer',
          }}
        >
          {fixable ? fixable.fix.label : 'Recargar'}
        </button>
      </div>
    </div>
  );
}
