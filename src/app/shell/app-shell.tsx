import Box from '@mui/material/Box';
import { lazy, Suspense, type ReactNode } from 'react';

import { LoadingOverlay } from '../../components/loading-overlay';
import { useClaims } from '../../stores/auth-store';
import { loadSignedInShell } from './signed-in-shell-loader';

const SignedInShell = lazy(() => loadSignedInShell().then((m) => ({ default: m.SignedInShell })));

/**
 * spec §2 "Application shell": nobody signed in gets the screen alone (the public pages bring their own header);
 * someone signed in gets the top bar, drawer and bottom navigation of their role, from a chunk of their own.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const claims = useClaims();
  if (claims === null) {
    return (
      <Box sx={{ minHeight: '100vh' }}>
        <Box component="main" id="contenido">
          {children}
        </Box>
      </Box>
    );
  }
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <SignedInShell>{children}</SignedInShell>
    </Suspense>
  );
}
