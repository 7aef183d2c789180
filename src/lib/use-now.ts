import { useEffect, useState } from 'react';

/** The current time, refreshed every `periodMs` on the period's boundary (e.g. at each new minute). */
export function useNow(periodMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => setNow(new Date());
    const timeout = setTimeout(
      () => {
        tick();
        interval = setInterval(tick, periodMs);
      },
      periodMs - (Date.now() % periodMs),
    );
    return () => {
      clearTimeout(timeout);
      if (interval) clearInterval(interval);
    };
  }, [periodMs]);
  return now;
}
