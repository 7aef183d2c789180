/**
 * One run of /remuneraciones: every person's earnings, deductions and net pay with the totals; a row opens the
 * payslip with each line's source. A draft is recalculated from the data, its parameters and one-off lines edited,
 * a person of the month it cannot compute excluded with a reason (`Excluir de esta remuneración`), and closed
 * (`Cerrar periodo`, once the month's attendance is closed: payroll reads the closed period; a run of the month in
 * course, with a cut-off, once the month before is closed and the cut-off day has ended; the close dialog
 * refuses while a person is neither computed nor excluded or a parameter of the month has no value). A closed
 * run shows its payslips as written and downloads them (PDF), the payroll book (XLSX), the LRE (CSV) and the
 * Previred file (TXT), each file only when its validator is clean.
 */
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';

import { actionErrorMessage } from '../../components/action-error';
import { DataTable } from '../../components/data-table';
import { useWorkplaces } from '../../data/queries/workplaces';
import { periodLabel } from '../../data/texts/payroll-text';
import type { PayrollRun, Tenant, UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { isDayClosed } from '../../domain/attendance/period-close';
import { addDaysToKey } from '../../domain/calendar/day-keys';
import type { PayslipExtra } from '../../domain/payroll/compute-payslip';
import { runAttendanceClosed } from '../../domain/payroll/cutoff-close';
import { useNow } from '../../lib/use-now';
import { useIndicatorMonth } from '../../data/queries/indicators';
import { unresolvedParameters } from '../../domain/payroll/parameters';
import type { StoredIndicatorValues } from '../../domain/payroll/stored-indicators';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';
import { ExcludeFromRunDialog, PayrollCloseDialog } from './payroll-close-dialog';
import { ParamsDialog } from './payroll-params-dialog';
import {
  closedRows,
  draftRows,
  excludedPeople,
  payrollTotals,
  uncomputedPeople,
  type PayrollRow,
  type UncomputedPerson,
} from './payroll-rows';
import { payrollRunColumns } from './payroll-run-columns';
import {
  downloadLre,
  downloadPayrollBook,
  downloadPayslip,
  downloadPayslips,
  downloadPrevired,
  lreProblems,
  usePreviredFiles,
  type RunFiles,
} from './payroll-run-files';
import type { LreProblem } from './lre-validator';
import { PreviredButton, PreviredProblems, usePreviredProblems } from './previred-download';
import type { PreviredIssue } from './previred-input';
import { ClosedDownloads, DraftActions, PayrollRunHeader } from './payroll-run-header';
import { LreProblems, PayrollRunNotices, PayrollRunTotals } from './payroll-run-notices';
import { PayslipDialog } from './payslip-dialog';
import { useRunPayslips } from './use-payroll';
import { usePayrollRunWrites, type PayrollSettings } from './use-payroll-run-writes';

export interface PayrollRunPanelProps {
  run: WithId<PayrollRun>;
  tenant: Pick<Tenant, 'name' | 'legalName' | 'taxId' | 'address' | 'closedThrough'>;
  people: readonly WithId<UserDoc>[];
  timeZone: string;
  thresholds: AlertThresholds;
  /** The tenant's Día de corte and gratificación (Recalcular follows them). */
  payroll: PayrollSettings;
  onChanged: () => void;
}

/**
 * A run's figures: its rows (a draft's computed, a closed run's payslips as issued), their totals and warnings,
 * the people of the month it does not compute (a closed run: those it excluded) and the month's parameters
 * without a value.
 */
function useRunFigures(
  run: WithId<PayrollRun>,
  people: readonly WithId<UserDoc>[],
  timeZone: string,
  stored: StoredIndicatorValues | null,
) {
  const closed = run.status === 'cerrado';
  const payslips = useRunPayslips(closed ? run.id : null);
  const byId = useMemo(() => new Map(people.map((person) => [person.id, person])), [people]);
  const rows = useMemo(() => {
    if (!closed) return draftRows(run, byId);
    return payslips.data ? closedRows(payslips.data, byId, run.params) : undefined;
  }, [closed, run, byId, payslips.data]);
  const uncomputed = useMemo(
    () => (closed ? excludedPeople(run, byId) : uncomputedPeople(run, people, timeZone)),
    [closed, run, byId, people, timeZone],
  );
  return {
    payslips,
    byId,
    rows,
    totals: rows ? payrollTotals(rows) : null,
    uncomputed,
    missingParameters: closed ? [] : unresolvedParameters(run.period, run, stored),
    warned: rows?.filter((row) => row.warnings.length > 0) ?? [],
  };
}

/**
 * The run's files (payslips, book, LRE) and, for a closed run, what keeps its LRE from being uploaded: issue #46,
 * the LRE downloads only when the DT's structural checks pass (lre-validator.ts), its problems listed by person and
 * column until then. `lre` null: not known yet (the payslips or the workplaces load).
 */
function useRunFiles(
  run: WithId<PayrollRun>,
  tenant: RunFiles['tenant'],
  rows: PayrollRow[] | undefined,
  byId: ReadonlyMap<string, WithId<UserDoc>>,
  timeZone: string,
) {
  const workplaces = useWorkplaces();
  const closed = run.status === 'cerrado';
  const files: RunFiles = useMemo(
    () => ({ run, tenant, rows: rows ?? [], byId, timeZone, workplaces: workplaces.data ?? [] }),
    [run, tenant, rows, byId, timeZone, workplaces.data],
  );
  const ready = closed && rows !== undefined && workplaces.data !== undefined;
  const lre = useMemo(() => (ready ? lreProblems(files) : null), [ready, files]);
  // Issue #46: the Previred file downloads only when its validator is clean (previred-download.tsx).
  // With a licencia in the month, the file also needs the previous month's imponible (field 92, RIMA).
  const withRima = usePreviredFiles(files, ready);
  const previred = usePreviredProblems(withRima.files, withRima.ready);
  return { files, previredFiles: withRima.files, lre, previred };
}

/**
 * Whether the attendance the run reads is closed enough to close it (cutoff.ts `runAttendanceClosed`: a run of the
 * month in course waits for the month before and its cut-off day), and whether the month before is closed.
 */
function useRunAttendance(run: PayrollRunPanelProps['run'], closedThrough: string | null | undefined) {
  const now = useNow(60_000);
  return {
    attendanceClosed: runAttendanceClosed(run, closedThrough, now),
    monthBeforeClosed: isDayClosed(addDaysToKey(`${run.period}-01`, -1), closedThrough),
  };
}

/** What keeps a closed run's LRE and Previred file from being downloaded, each listed by person. */
function FileProblems({ lre, previred }: { lre: LreProblem[] | null; previred: PreviredIssue[] | null }) {
  return (
    <>
      {lre !== null && lre.length > 0 && <LreProblems problems={lre} />}
      {previred !== null && previred.length > 0 && <PreviredProblems problems={previred} />}
    </>
  );
}

/** A closed run's downloads, each file made from the run's `files`; the LRE and Previred only when clean. */
function RunDownloads({
  rowCount,
  files,
  previredFiles,
  lre,
  previred,
  download,
}: {
  /** The run's rows: undefined while its payslips load. */
  rowCount: number | undefined;
  files: RunFiles;
  /** `files` with the previous month's imponibles a licencia needs (field 92). */
  previredFiles: RunFiles;
  lre: LreProblem[] | null;
  previred: PreviredIssue[] | null;
  download: (work: () => Promise<void>) => void;
}) {
  return (
    <ClosedDownloads
      rowCount={rowCount}
      onPayslips={() => download(() => downloadPayslips(files))}
      onBook={() => download(() => downloadPayrollBook(files))}
      onLre={() => download(() => downloadLre(files))}
      lreBlocked={lre === null || lre.length > 0}
      previred={
        <PreviredButton
          problems={previred}
          onDownload={() => download(() => downloadPrevired(previredFiles))}
        />
      }
    />
  );
}

/** Runs a download, saying in the run's failure notice when the file could not be made. */
const downloadWith = (setFailure: (failure: string | null) => void) => (work: () => Promise<void>) => {
  setFailure(null);
  work().catch((error: unknown) => {
    console.error('Descarga de remuneraciones', error);
    setFailure('No se pudo generar el archivo. Inténtalo de nuevo.');
  });
};

export function PayrollRunPanel({
  run,
  tenant,
  people,
  timeZone,
  thresholds,
  payroll,
  onChanged,
}: PayrollRunPanelProps) {
  const writes = usePayrollRunWrites(run, { timeZone, thresholds, payroll });
  const closed = run.status === 'cerrado';
  // The platform's indicators of the month (/admin/indicadores): a draft's missing values and Parámetros read them.
  const stored = useIndicatorMonth(closed ? null : run.period).data ?? null;
  const { payslips, byId, rows, totals, uncomputed, missingParameters, warned } = useRunFigures(
    run,
    people,
    timeZone,
    stored,
  );
  const [openRow, setOpenRow] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'params' | 'close' | null>(null);
  const [excluding, setExcluding] = useState<UncomputedPerson | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const period = periodLabel(run.period);
  const attendance = useRunAttendance(run, tenant.closedThrough);
  const shownRow = rows?.find((row) => row.userId === openRow) ?? null;

  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    setFailure(null);
    setNotice(null);
    try {
      setNotice(await work());
      onChanged();
    } catch (error) {
      setFailure(actionErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const saveExtras = (row: PayrollRow, extras: PayslipExtra[]) =>
    writes.saveExtras(row, extras).then(onChanged);

  const close = async () => {
    if (!writes.signedIn || !rows) return;
    await writes.close();
    setDialog(null);
    setNotice(`Remuneraciones de ${period} cerradas: ${rows.length} liquidaciones emitidas.`);
    onChanged();
  };

  const exclude = async (reason: string) => {
    if (!excluding) return;
    await writes.exclude(excluding.userId, reason);
    setNotice(`${excluding.person} quedó fuera de las remuneraciones de ${period}.`);
    setExcluding(null);
    onChanged();
  };

  const { files, previredFiles, lre, previred } = useRunFiles(run, tenant, rows, byId, timeZone);
  const download = downloadWith(setFailure);

  return (
    <Box component="section" aria-labelledby="payroll-run-title" sx={{ mt: 4 }}>
      <PayrollRunHeader period={period} status={run.status}>
        {closed ? (
          <RunDownloads rowCount={rows?.length} {...{ files, previredFiles, lre, previred, download }} />
        ) : (
          <DraftActions
            busy={busy}
            canClose={attendance.attendanceClosed && rows !== undefined && rows.length > 0}
            onRecalculate={() => void act(async () => `Recalculado: ${await writes.recalculate()} personas.`)}
            onParams={() => setDialog('params')}
            onClose={() => setDialog('close')}
          />
        )}
      </PayrollRunHeader>
      <PayrollRunNotices
        run={run}
        rows={rows}
        closed={closed}
        {...attendance}
        notice={notice}
        failure={failure}
        uncomputed={uncomputed}
        warned={warned}
        onExclude={closed ? null : setExcluding}
        onDismissNotice={() => setNotice(null)}
        onDismissFailure={() => setFailure(null)}
      />
      <FileProblems lre={lre} previred={previred} />
      {totals && <PayrollRunTotals totals={totals} />}
      <DataTable
        aria-label={`Liquidaciones de ${period}`}
        rows={rows}
        columns={payrollRunColumns((row) => setOpenRow(row.userId))}
        getRowId={(row) => row.userId}
        loading={closed && payslips.isPending}
        error={closed ? payslips.error : null}
        onRetry={() => void payslips.refetch()}
        emptyMessage="Nadie con ficha completa en este periodo: completa las fichas en Empleados y recalcula."
        initialSort={{ columnId: 'person', direction: 'asc' }}
        pageSize={50}
      />
      <PayslipDialog
        row={shownRow}
        params={run.params}
        periodText={period}
        onSaveExtras={closed ? null : saveExtras}
        onDownload={closed ? (row) => downloadPayslip(row, files) : null}
        onClose={() => setOpenRow(null)}
      />
      {!closed && (
        <>
          <ParamsDialog
            open={dialog === 'params'}
            period={run.period}
            stored={stored}
            params={run.params}
            employer={run.employer}
            onClose={() => setDialog(null)}
            onSubmit={async (next) => {
              const changes = await writes.saveParams(next);
              setDialog(null);
              if (changes === 0) return;
              setNotice(`Parámetros guardados (${changes} ${changes === 1 ? 'cambio' : 'cambios'}).`);
              onChanged();
            }}
          />
          <PayrollCloseDialog
            open={dialog === 'close'}
            period={period}
            payslips={rows?.length ?? 0}
            netTotal={totals?.netPay ?? 0}
            uncomputed={uncomputed}
            missingParameters={missingParameters}
            onConfirm={close}
            onClose={() => setDialog(null)}
          />
          <ExcludeFromRunDialog
            person={excluding}
            period={period}
            onClose={() => setExcluding(null)}
            onSubmit={exclude}
          />
        </>
      )}
    </Box>
  );
}
