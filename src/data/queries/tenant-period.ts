import { useMemo, useState } from 'react';

import { periodContaining, type CalendarPeriodKind, type Period } from '../../domain/calendar/periods';
import { dayKey } from '../../domain/calendar/time-zone';
import { useNow } from '../../lib/use-now';
import { useTenant } from './tenant';

/**
 * The clock of a screen that shows a period: `now` (each minute), today in the TENANT's zone, and the period shown —
 * the `kind` containing today, following the clock across midnight, until the user picks another
 * (`setPeriod(null)` goes back to following today). Null values until the tenant's zone is known.
 */
export function useTenantPeriod(kind: CalendarPeriodKind = 'week') {
  const tenant = useTenant();
  const now = useNow(60_000);
  const [chosen, setChosen] = useState<Period | null>(null);
  const timeZone = tenant.timeZone;
  const today = timeZone ? dayKey(now, timeZone) : null;
  const period = useMemo(
    () => chosen ?? (today ? periodContaining(kind, today) : null),
    [chosen, today, kind],
  );
  return { now, today, timeZone, period, setPeriod: setChosen };
}
