/**
 * A draft run's writes as the signed-in manager: recalculate it, save a person's one-off lines, save its
 * parameters, exclude a person of the month with a reason, close it. Each throws `Sin sesión` without a member;
 * the panel shows the outcome.
 */
import { paramChanges } from '../../data/texts/payroll-text';
import { closePayrollRun, excludeFromPayrollRun, updatePayrollDraft } from '../../data/writes/payroll-writes';
import type { PayrollRun } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { useMember } from '../../data/queries/member';
import { useStore } from '../../data/queries/use-store';
import { dayKey } from '../../domain/calendar/time-zone';
import type { GratificationRegime, PayslipExtra } from '../../domain/payroll/compute-payslip';
import { runCutoff } from '../../domain/payroll/cutoff';
import type { AlertThresholds, OvertimeRules } from '../../domain/settings/tenant-settings';
import { loadMonthDraft } from './payroll-month';
import type { PayrollRow } from './payroll-rows';

type DraftChanges = Parameters<typeof paramChanges>[1];

/** The tenant's payroll settings with their defaults (resolvePayrollSettings). */
export interface PayrollSettings {
  payrollCutoffDay: number | null;
  gratificationRegime: GratificationRegime;
  /** The tenant's overtime and lateness rules for pay (resolveOvertimeRules); absent: as approved, as recorded. */
  overtimeRules?: OvertimeRules;
}

export function usePayrollRunWrites(
  run: WithId<PayrollRun>,
  {
    timeZone,
    thresholds,
    payroll,
  }: { timeZone: string; thresholds: AlertThresholds; payroll: PayrollSettings },
) {
  const store = useStore();
  const member = useMember();
  const actor = member ? { uid: member.uid, tenantId: member.tenantId } : null;
  const signedIn = () => {
    if (!actor) throw new Error('Sin sesión');
    return actor;
  };
  return {
    signedIn: actor !== null,
    /**
     * Computes every line again from the month's data, keeping the one-off lines; how many people it holds. The
     * cut-off and the gratificación follow the settings as they are now: a month that has ended since the draft is
     * counted whole (no cut-off).
     */
    recalculate: async (): Promise<number> => {
      const who = signedIn();
      const now = new Date();
      const cutoff = runCutoff(run.period, dayKey(now, timeZone), payroll.payrollCutoffDay);
      const draft = await loadMonthDraft({
        store,
        tenantId: who.tenantId,
        period: run.period,
        timeZone,
        thresholds,
        extras: new Map(run.lines.map((line) => [line.userId, line.extras])),
        cutoff,
        overtimeRules: payroll.overtimeRules,
        now,
      });
      const regime = run.params.gratificationRegime ?? 'art50';
      await updatePayrollDraft(store, who, run.id, {
        lines: draft.lines,
        ...((run.cutoffDay ?? null) !== cutoff ? { cutoffDay: cutoff } : {}),
        ...(regime !== payroll.gratificationRegime
          ? { params: { ...run.params, gratificationRegime: payroll.gratificationRegime } }
          : {}),
      });
      return draft.lines.length;
    },
    saveExtras: async (row: PayrollRow, extras: PayslipExtra[]) =>
      updatePayrollDraft(store, signedIn(), run.id, {
        lines: run.lines.map((line) => (line.userId === row.userId ? { ...line, extras } : line)),
      }),
    /** Saves the parameters when they change anything; how many changes they make. */
    saveParams: async (next: DraftChanges): Promise<number> => {
      const who = signedIn();
      const changes = paramChanges(run, next);
      if (changes.length > 0) await updatePayrollDraft(store, who, run.id, next);
      return changes.length;
    },
    /** Leaves a person the run does not compute out of it, with the reason the close dialog repeats. */
    exclude: async (userId: string, reason: string) =>
      excludeFromPayrollRun(store, signedIn(), run.id, userId, reason),
    // The server issues the payslips from the closed run (payslip-issue.ts); they arrive in the watched list.
    close: async () => closePayrollRun(store, signedIn(), run),
  };
}
