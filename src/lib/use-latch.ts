import { useState } from 'react';

/**
 * True from the first render where `condition` is, and from then on: what mounts a lazily loaded piece the first
 * time it is needed (a dialog, a menu) and keeps it mounted, so closing it keeps its transition and reopening loads
 * nothing. Set during render, as React allows for state derived from props.
 */
export function useLatch(condition: boolean): boolean {
  const [latched, setLatched] = useState(false);
  if (!latched && condition) setLatched(true);
  return latched || condition;
}
