import { useRouteError } from 'react-router-dom';

import { useThemeStore } from '../../stores/theme-store';
import './route-error.css';

/**
 * Shown when a screen cannot load even after the one reload, or throws while rendering. Plain elements and CSS:
 * it may show where the MUI theme never loaded (the entry chunk has none, issue #18).
 */
export function RouteError() {
  const error = useRouteError();
  const mode = useThemeStore((s) => s.mode);
  console.error('Error en la pantalla', error);
  return (
    <div className="route-error" data-mode={mode}>
      <div className="route-error-alert" role="alert">
        <p>No se pudo cargar esta pantalla. Revisa tu conexión y vuelve a intentarlo.</p>
        <button type="button" onClick={() => window.location.reload()}>
          Recargar
        </button>
      </div>
    </div>
  );
}
