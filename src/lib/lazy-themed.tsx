import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded MUI piece of a screen made without MUI, inside the app's MUI theme, which such a
 * screen does not load: the piece's chunk and the theme's come together when it is first rendered, as /checkin's
 * dialogs do. Inside it, the kit's components (src/components/kit.ts) render MUI's, as the piece's own MUI does.
 */
export function lazyThemed<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Piece, { AppThemeProvider }, { MuiKitProvider }] = await Promise.all([
      load(),
      import('./app-theme-provider'),
      import('../components/mui-kit'),
    ]);
    function Themed(props: P) {
      return (
        <AppThemeProvider>
          <MuiKitProvider>
            <Piece {...props} />
          </MuiKitProvider>
        </AppThemeProvider>
      );
    }
    return { default: Themed };
  });
}
