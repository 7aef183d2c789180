import { useThemeStore } from '../stores/theme-store';
import './loading-overlay.css';
import { Spinner } from './spinner';

/**
 * Full-screen overlay while authentication resolves or a screen's code loads (spec §2). Plain elements and CSS,
 * not MUI: it is part of the entry chunk, which carries no MUI (issue #18).
 */
export function LoadingOverlay() {
  const mode = useThemeStore((s) => s.mode);
  return (
    <div className="loading-overlay" data-mode={mode}>
      <Spinner />
    </div>
  );
}
