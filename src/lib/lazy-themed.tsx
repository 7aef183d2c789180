import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded MUI piece of a screen made without MUI (issue #18), inside the app's MUI theme, which such a
 * screen does not load: the piece's chunk and the theme's come together when it is first rendered, as /checkin's
 * dialogs do.
 */
export function lazyThemed<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Piece, { AppThemeProvider }] = await Promise.all([load(), import('./app-theme-provider')]);
    function Themed(props: P) {
      return (
        <AppThemeProvider>
          <Piece {...props} />
        </AppThemeProvider>
      );
    }
    return { default: Themed };
  });
}
