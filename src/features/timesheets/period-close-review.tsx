import { useMemo } from 'react';

import { useTenant } from '../../data/queries/tenant';
import { monthOf, nextClosableMonth } from '../../domain/attendance/period-close';
import {
  resolveCloseChecks,
  resolveOvertimeRules,
  type AlertThresholds,
} from '../../domain/settings/tenant-settings';
import { PeriodCloseDialog, type PeriodCloseDialogProps } from './period-close-dialog';
import { usePeriodReviewData } from './use-timesheets';

/**
 * `Cierre de periodo` with what its checklist counts, read only while it is mounted (the panel is open), for the
 * month it offers to close, each check blocking or warning as the tenant chose (`settings.closeChecks`).
 */
export function PeriodCloseReview({
  thresholds,
  ...props
}: Omit<PeriodCloseDialogProps, 'review'> & { thresholds: AlertThresholds }) {
  const { closedThrough, today, now, timeZone } = props;
  const next = nextClosableMonth(closedThrough, today, now)?.month ?? null;
  // One month object per month, not per clock tick: the review's reads and counts are keyed on it.
  const month = useMemo(() => (next === null ? null : monthOf(`${next}-01`)), [next]);
  const settings = useTenant().settings;
  const preApproval = resolveOvertimeRules(settings).preApproval;
  const review = usePeriodReviewData(month, timeZone, now, thresholds, preApproval);
  const closeChecks = useMemo(() => resolveCloseChecks(settings), [settings]);
  return <PeriodCloseDialog {...props} review={review} closeChecks={closeChecks} />;
}
