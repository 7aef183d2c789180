import { useRouteError } from 'react-router-dom';

import { useThemeStore } from '../../stores/theme-store';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * Shown when a screen cannot load even after the one reload, or throws while rendering. Plain elements styled
 * inline, with the colours of MUI's error Alert: it may show where the MUI theme never loaded, and the entry chunk
 * carries no MUI and no stylesheet (issue #18).
 */
export function RouteError() {
  const error = useRouteError();
  const dark = useThemeStore((s) => s.mode) === 'dark';
  console.error('Error en la pantalla', error);
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
          No se pudo cargar esta pantalla. Revisa tu conexión y vuelve a intentarlo.
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
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
          Recargar
        </button>
      </div>
    </div>
  );
}
