import { loadOnce } from '../../lib/load-once';
import type * as SignedInShellExports from './signed-in-shell';

/**
 * Loads the signed-in chrome's chunk once (a failed load is forgotten, so the next render tries again). The app
 * shell renders it lazily; a route's screen starts it as soon as the device has someone signed in, so the chrome
 * downloads with the screen and the adapters rather than after the guard (issue #18: it was the last request of
 * `/checkin`'s chain, 2 s after the screen's on a slow phone).
 */
export const loadSignedInShell: () => Promise<typeof SignedInShellExports> = loadOnce(
  () => import('./signed-in-shell'),
);
