import { lazy, Suspense } from 'react';

import type { ReasonDialogProps } from './reason-dialog';

const ReasonDialog = lazy(() => import('./reason-dialog').then((m) => ({ default: m.ReasonDialog })));

/**
 * `ReasonDialog` with its form (react-hook-form, zod) fetched when it first opens: for screens where asking for a
 * reason is rare and the form would otherwise load with the screen (the employee's weeks to sign, ~60 KiB gzip).
 * Render it only while open, as `ReasonDialog`'s callers do.
 */
export function ReasonDialogOnDemand(props: ReasonDialogProps) {
  return (
    <Suspense fallback={null}>
      <ReasonDialog {...props} />
    </Suspense>
  );
}
