import { lazy, Suspense, type ReactNode } from 'react';

import { LoadingOverlay } from '../../components/loading-overlay';
import { useClaims } from '../../stores/auth-store';
import { loadSignedInShell } from './signed-in-shell-loader';

const SignedInShell = lazy(() => loadSignedInShell().then((m) => ({ default: m.SignedInShell })));

/**
 * spec §2 "Application shell": nobody signed in gets the screen alone (the public pages bring their own header);
 * someone signed in gets the chrome of their role, from a chunk of its own.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const claims = useClaims();
  if (claims === null) {
    return (
      <div style={{ minHeight: '100vh' }}>
        <main id="contenido">{children}</main>
      </div>
    );
  }
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <SignedInShell>{children}</SignedInShell>
    </Suspense>
  );
}
