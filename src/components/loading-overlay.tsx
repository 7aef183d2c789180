import { useThemeStore } from '../stores/theme-store';
import { Spinner } from './spinner';

/**
 * Full-screen overlay while authentication resolves or a screen's code loads (spec §2). Plain elements styled
 * inline, not MUI: it is part of the entry chunk, which carries no MUI and no stylesheet. The
 * background is the theme's background.default in the saved mode.
 */
export function LoadingOverlay() {
  const mode = useThemeStore((s) => s.mode);
  return (
    <div
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 1301,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: mode === 'dark' ? '#121212' : '#fff',
      }}
    >
      <Spinner />
    </div>
  );
}
