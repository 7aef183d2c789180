import { useMemo, useSyncExternalStore } from 'react';

const subscribeTo = (query: string) => (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** Whether `query` matches now (false where the browser cannot tell, as in jsdom). */
export function matchesMedia(query: string): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches
  );
}

/**
 * MUI's `useMediaQuery` (with `noSsr`) without MUI, for the chrome that paints before the MUI theme loads: whether
 * `query` matches, re-rendering when that changes.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useMemo(() => subscribeTo(query), [query]);
  return useSyncExternalStore(subscribe, () => matchesMedia(query));
}
