import type { Claims } from '../../data/ports/auth-port';
import { loadOnce } from '../../lib/load-once';
import { matchesMedia } from '../../lib/use-media-query';
import type * as MuiChromeExports from './mui-chrome';
import type * as SignedInShellExports from './signed-in-shell';

/**
 * Loads the signed-in chrome's chunk once (a failed load is forgotten, so the next render tries again). The app
 * shell renders it lazily; a route's screen starts it as soon as the device has someone signed in, so the chrome
 * downloads with the screen and the adapters rather than after the guard (it was the last request of
 * `/checkin`'s chain, 2 s after the screen's on a slow phone).
 */
export const loadSignedInShell: () => Promise<typeof SignedInShellExports> = loadOnce(
  () => import('./signed-in-shell'),
);

/** MUI's `md` breakpoint: from here on the chrome is the top bar and drawer, below it an employee's bottom bar. */
export const WIDE_CHROME = '(min-width:900px)';

/** The MUI chrome (top bar, drawer, alerts): everyone but an employee on a narrow screen. Its own chunk. */
export const loadMuiChrome: () => Promise<typeof MuiChromeExports> = loadOnce(() => import('./mui-chrome'));

/** Whether `claims` get the MUI chrome on this screen now (an employee on a phone gets the plain bottom bar). */
export function getsMuiChrome(claims: Pick<Claims, 'role'>, wide: boolean): boolean {
  return claims.role !== 'employee' || wide;
}

/** Starts the chrome `claims` will get on this screen, with the screen rather than after the shell. */
export function preloadChrome(claims: Pick<Claims, 'role'>): void {
  loadSignedInShell().catch(() => undefined);
  if (getsMuiChrome(claims, matchesMedia(WIDE_CHROME))) loadMuiChrome().catch(() => undefined);
}
