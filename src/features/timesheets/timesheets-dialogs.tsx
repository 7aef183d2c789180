import { lazy, Suspense, useState } from 'react';

import { type PersonOption } from '../../components/person-picker';
import { ReasonDialog } from '../../components/reason-dialog';
import { correctionText } from '../../data/writes/correction-writes';
import type { AdminPort } from '../../data/ports/admin-port';
import type { Member } from '../../data/queries/member';
import type { TenantState } from '../../data/queries/tenant';
import { CORRECTION_LIMITS } from '../../domain/attendance/corrections';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';
import { CorrectionHistoryDialog, type Correction } from './corrections-inbox';
import { DtReportsDialog } from './dt-reports-dialog';
import { InspectorAccessDialog } from './inspector-access-dialog';
import { ProposeDialog } from './propose-dialog';
import type { TimesheetRow } from './timesheet-rows';
import type { useTimesheets } from './use-timesheets';
import type { TimesheetsPanel, TimesheetWrites } from './use-timesheets-screen';
import { WeekSignaturesDialog } from './week-signatures-dialog';

/** The close dialog and its checklist's counting load when it is first opened (the /asistencias budget). */
const PeriodCloseReview = lazy(() =>
  import('./period-close-review').then((module) => ({ default: module.PeriodCloseReview })),
);

/** A person's day (its reads, the audit sentences) loads when a row's `Ver día` is first pressed. */
const TimesheetsDayDialog = lazy(() =>
  import('./timesheets-day-dialog').then((module) => ({ default: module.TimesheetsDayDialog })),
);

/**
 * The dialog of one row or correction: the row's person's day, propose a correction, withdraw or answer one, see
 * its history.
 */
export type TimesheetsDialog =
  | { kind: 'day'; row: TimesheetRow }
  | { kind: 'propose'; row: TimesheetRow }
  | { kind: 'close'; correction: Correction }
  | { kind: 'history'; correction: Correction }
  | null;

export interface TimesheetsDialogsProps {
  panels: Readonly<Record<TimesheetsPanel, boolean>>;
  onPanelClose: (panel: TimesheetsPanel) => void;
  dialog: TimesheetsDialog;
  onDialogClose: () => void;
  admin: AdminPort | undefined;
  tenant: TenantState;
  member: Member | null;
  people: ReturnType<typeof useTimesheets>['people'];
  /** The people as the report dialog's picker offers them. */
  options: PersonOption[];
  /** The screen's `Local`, which the report dialog opens with. */
  workplaceId: string | null;
  /** The tenant's open corrections (pending or objected), any day. */
  corrections: ReturnType<typeof useTimesheets>['open'];
  today: string | null;
  timeZone: string | null;
  now: Date;
  thresholds: AlertThresholds;
  closedThrough: string | null;
  name: (uid: string) => string;
  writes: TimesheetWrites;
  /** Opens another dialog of a row (the day's `Proponer corrección`). */
  onDialog: (dialog: NonNullable<TimesheetsDialog>) => void;
}

/** Every dialog of /asistencias, each mounted only when it has what it needs. */
export function TimesheetsDialogs({
  panels,
  onPanelClose,
  dialog,
  onDialogClose,
  admin,
  tenant,
  member,
  people,
  options,
  workplaceId,
  corrections,
  today,
  timeZone,
  now,
  thresholds,
  closedThrough,
  name,
  writes,
  onDialog,
}: TimesheetsDialogsProps) {
  const answering = dialog?.kind === 'close' && dialog.correction.status === 'objected';
  // `Firmas semanales` opened from the period's checklist: over it, back to it when closed.
  const [signaturesOverPeriod, setSignaturesOverPeriod] = useState(false);
  // Mounted from the first `Ver día` on, so that it can fade out when closed.
  const [dayMounted, setDayMounted] = useState(false);
  if (dialog?.kind === 'day' && !dayMounted) setDayMounted(true);
  return (
    <>
      {admin && timeZone && (
        <InspectorAccessDialog
          open={panels.inspector}
          onClose={() => onPanelClose('inspector')}
          admin={admin}
          timeZone={timeZone}
        />
      )}
      {timeZone && today && member && people && (panels.signatures || signaturesOverPeriod) && (
        <WeekSignaturesDialog
          open
          tenantId={member.tenantId}
          people={people}
          today={today}
          timeZone={timeZone}
          onClose={() => {
            setSignaturesOverPeriod(false);
            onPanelClose('signatures');
          }}
          onRemind={
            admin
              ? async (week, uids) => (await admin.remindWeekSignatures({ week, uids })).reminded
              : undefined
          }
        />
      )}
      {timeZone && today && panels.period && (
        <Suspense fallback={null}>
          <PeriodCloseReview
            open={!signaturesOverPeriod}
            closedThrough={closedThrough}
            today={today}
            timeZone={timeZone}
            now={now}
            thresholds={thresholds}
            corrections={corrections}
            onOpenSignatures={member && people ? () => setSignaturesOverPeriod(true) : undefined}
            onClose={() => onPanelClose('period')}
            onClosePeriod={writes.closeMonth}
            onReopen={writes.reopenMonth}
          />
        </Suspense>
      )}
      {timeZone && today && tenant.tenant && people && member && panels.reports && (
        <DtReportsDialog
          open
          onClose={() => onPanelClose('reports')}
          tenantId={member.tenantId}
          tenant={tenant.tenant}
          people={people}
          options={options}
          today={today}
          timeZone={timeZone}
          thresholds={thresholds}
          workplaceId={workplaceId}
        />
      )}
      {timeZone && (
        <>
          {member && dayMounted && (
            <Suspense fallback={null}>
              <TimesheetsDayDialog
                row={dialog?.kind === 'day' ? dialog.row : null}
                tenantId={member.tenantId}
                timeZone={timeZone}
                now={now}
                onClose={onDialogClose}
                onPropose={(row) => onDialog({ kind: 'propose', row })}
              />
            </Suspense>
          )}
          <ProposeDialog
            open={dialog?.kind === 'propose'}
            row={dialog?.kind === 'propose' ? dialog.row : null}
            timeZone={timeZone}
            onClose={onDialogClose}
            onPropose={writes.propose}
          />
          <ReasonDialog
            open={dialog?.kind === 'close'}
            title={answering ? 'Responder objeción' : 'Retirar corrección'}
            summary={
              dialog?.kind === 'close'
                ? `${name(dialog.correction.userId)}: ${correctionText(dialog.correction, timeZone)}`
                : ''
            }
            label={answering ? 'Respuesta' : 'Motivo'}
            helperText="La persona verá este texto."
            submitLabel={answering ? 'Responder' : 'Retirar'}
            maxLength={CORRECTION_LIMITS.textMax}
            minLength={CORRECTION_LIMITS.reasonMin}
            onClose={onDialogClose}
            onSubmit={(answer) =>
              dialog?.kind === 'close' ? writes.close(dialog.correction, answer) : Promise.resolve()
            }
          />
          <CorrectionHistoryDialog
            correction={dialog?.kind === 'history' ? dialog.correction : null}
            name={name}
            timeZone={timeZone}
            now={now}
            onClose={onDialogClose}
          />
        </>
      )}
    </>
  );
}
