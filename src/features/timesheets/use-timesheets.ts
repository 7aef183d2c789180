/**
 * /asistencias' data, and what `Cierre de periodo` reviews (usePeriodReviewData). Once per view (its days): the tenant's schedules, attendance, corrections and the absences
 * overlapping them, one query each; once per visit: the people and the open corrections (pending or objected,
 * whatever their day: the `Correcciones` inbox). A write refreshes every read of corrections.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import { useAttendanceDays } from '../../data/queries/attendance-days';
import { listOpenCorrections } from '../../data/queries/corrections';
import { queryKeys } from '../../data/queries/keys';
import { useStore } from '../../data/queries/use-store';
import { listOvertimeRange } from '../../data/queries/overtime';
import { readsState } from '../../data/queries/reads-state';
import { listSignaturesSince } from '../../data/queries/week-signatures';
import type { UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import type { ClosingMonth } from '../../domain/attendance/period-close';
import type { PeriodReviewInput, WeekSigner } from '../../domain/attendance/period-review';
import { startOfWeekKey } from '../../domain/calendar/day-keys';
import { dayKey } from '../../domain/calendar/time-zone';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';
import { buildTimesheetRows, rowsOfType, type TimesheetRow } from './timesheet-rows';

export interface TimesheetsInput {
  from: string;
  to: string;
  timeZone: string | null;
  now: Date;
  thresholds: AlertThresholds;
}

export function useTimesheets({ from, to, timeZone, now, thresholds }: TimesheetsInput) {
  const store = useStore();
  const { days, people, range, names, tenantId, enabled } = useAttendanceDays({
    from,
    to,
    timeZone,
    now,
    thresholds,
  });
  const open = useQuery({
    queryKey: queryKeys.list('corrections', { view: 'open', tenantId }),
    queryFn: () => listOpenCorrections(store, tenantId),
    enabled,
  });
  const rows = useMemo<TimesheetRow[] | undefined>(
    () => (days ? buildTimesheetRows(days, names) : undefined),
    [days, names],
  );

  const reads = readsState([people, range, open]);
  return {
    rows,
    people: people.data,
    names,
    open: open.data,
    corrections: range.data?.corrections,
    ...reads,
  };
}

/** After a write: every read of corrections (this screen's, the dashboard's, the worker's) fetches again. */
export function useRefreshCorrections() {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: ['corrections'] });
  }, [client]);
}

/** Active employees sign their weeks, from the week of their hire date on (week-signatures-dialog.tsx). */
function weekSigners(people: readonly WithId<UserDoc>[], timeZone: string): WeekSigner[] {
  return people
    .filter((person) => person.role === 'employee' && !person.disabled)
    .map((person) => ({
      userId: person.id,
      firstDay: person.hireDate ? dayKey(person.hireDate, timeZone) : null,
    }));
}

export interface PeriodReviewData {
  /** What period-review.ts counts, each part undefined while it loads. */
  input: Omit<PeriodReviewInput, 'corrections'> | null;
  /** A read failed: its counts stay unknown, which blocks nothing. */
  failed: boolean;
  retry: () => void;
}

/**
 * What `Cierre de periodo` reads to review `month` (null: nothing to close, nothing read): the month's attendance
 * days under /asistencias' own key (and the absences overlapping it, read with them), its overtime decisions under
 * /horas-extras' key, and the signatures of its weeks under the key of the inbox's objections, so a screen that
 * already read them reads nothing again.
 */
export function usePeriodReviewData(
  month: ClosingMonth | null,
  timeZone: string | null,
  now: Date,
  thresholds: AlertThresholds,
  /** `Aprobación previa` is on: a pre-authorised day under a pacto is not undecided (overtime-pay.ts). */
  preApproval = false,
): PeriodReviewData {
  const store = useStore();
  const { days, people, range, names, tenantId, enabled } = useAttendanceDays({
    from: month?.from ?? '',
    to: month?.to ?? '',
    timeZone: month ? timeZone : null,
    now,
    thresholds,
  });
  const on = enabled && month !== null;
  const overtime = useQuery({
    queryKey: queryKeys.list('overtimeDecisions', { tenantId, from: month?.from, to: month?.to }),
    queryFn: () => listOvertimeRange(store, tenantId, month?.from ?? '', month?.to ?? ''),
    enabled: on,
  });
  const since = month ? startOfWeekKey(month.from) : null;
  const signatures = useQuery({
    queryKey: queryKeys.list('weekSignatures', { tenantId, since }),
    queryFn: () => listSignaturesSince(store, tenantId, since ?? ''),
    enabled: on,
  });
  const input = useMemo(() => {
    if (!month || !timeZone) return null;
    return {
      month,
      timeZone,
      now,
      days,
      overtimeDecisions: overtime.data?.decisions,
      preApproval: preApproval && overtime.data ? { agreements: overtime.data.agreements } : null,
      missingMarcaRows: days
        ? rowsOfType(buildTimesheetRows(days, names), 'incompletas').map((row) => ({
            userId: row.userId,
            day: row.day,
          }))
        : undefined,
      absences: range.data?.absences,
      signers: people.data ? weekSigners(people.data, timeZone) : undefined,
      signatures: signatures.data,
    };
  }, [
    month,
    timeZone,
    now,
    days,
    overtime.data,
    preApproval,
    names,
    range.data,
    people.data,
    signatures.data,
  ]);
  const reads = [people, range, overtime, signatures];
  return { input, failed: reads.some((read) => read.isError), retry: readsState(reads).retry };
}
