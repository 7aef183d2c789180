import { useDeferredValue, type ReactNode } from 'react';

interface DeferredProps {
  /** A big subtree, mounted in a transition. */
  children: ReactNode;
  /** What shows until it is (the screen's loading state). */
  fallback: ReactNode;
}

/**
 * Mounts `children` in a transition, after `fallback` has rendered. Data arrives through
 * `useSyncExternalStore` (TanStack Query's `useQuery`, the app's stores), whose updates React renders
 * synchronously, in one task however big the tree. A transition renders in slices of a few milliseconds and lets
 * the browser paint and take input between them: a screen's mount stops being one long task on a slow phone.
 * Once mounted, the children update as usual.
 */
export function Deferred({ children, fallback }: DeferredProps) {
  const mounted = useDeferredValue(true, false);
  return mounted ? children : fallback;
}
