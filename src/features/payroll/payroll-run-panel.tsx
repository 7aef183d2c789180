/**
 * One run of /remuneraciones: every person's earnings, deductions and net pay with the totals; a row opens the
 * payslip with each line's source. A draft is recalculated from the data, its parameters and one-off lines edited,
 * a person of the month it cannot compute excluded with a reason (`Excluir de esta remuneración`), and closed
 * (`Cerrar periodo`, once the month's attendance is closed: payroll reads the closed period; the close dialog
 * refuses while a person is neither computed nor excluded or a parameter of the month has no value). A closed
 * run shows its payslips as written and downloads them (PDF), the payroll book (XLSX) and the LRE (CSV).
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
import type { PayslipExtra } from '../../domain/payroll/compute-payslip';
import { unresolvedParameters } from '../../domain/payroll/parameters';
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
  lreProblems,
  type RunFiles,
} from './payroll-run-files';
import { ClosedDownloads, DraftActions, PayrollRunHeader } from './payroll-run-header';
import { LreProblems, PayrollRunNotices, PayrollRunTotals } from './payroll-run-notices';
import { PayslipDialog } from './payslip-dialog';
import { useRunPayslips } from './use-payroll';
import { usePayrollRunWrites } from './use-payroll-run-writes';

export interface PayrollRunPanelProps {
  run: WithId<PayrollRun>;
  tenant: Pick<Tenant, 'name' | 'legalName' | 'taxId' | 'address' | 'closedThrough'>;
  people: readonly WithId<UserDoc>[];
  timeZone: string;
  thresholds: AlertThresholds;
  onChanged: () => void;
}

/**
 * A run's figures: its rows (a draft's computed, a closed run's payslips as issued), their totals and warnings,
 * the people of the month it does not compute (a closed run: those it excluded) and the month's parameters
 * without a value.
 */
function useRunFigures(run: WithId<PayrollRun>, people: readonly WithId<UserDoc>[], timeZone: string) {
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
    missingParameters: closed ? [] : unresolvedParameters(run.period, run),
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
  const lre = useMemo(
    () => (closed && rows !== undefined && workplaces.data !== undefined ? lreProblems(files) : null),
    [closed, rows, workplaces.data, files],
  );
  return { files, lre };
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
  onChanged,
}: PayrollRunPanelProps) {
  const writes = usePayrollRunWrites(run, { timeZone, thresholds });
  const closed = run.status === 'cerrado';
  const { payslips, byId, rows, totals, uncomputed, missingParameters, warned } = useRunFigures(
    run,
    people,
    timeZone,
  );
  const [openRow, setOpenRow] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'params' | 'close' | null>(null);
  const [excluding, setExcluding] = useState<UncomputedPerson | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const period = periodLabel(run.period);
  const attendanceClosed = isDayClosed(run.periodEnd, tenant.closedThrough);
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

  const recalculate = () => act(async () => `Recalculado: ${await writes.recalculate()} personas.`);

  const saveExtras = async (row: PayrollRow, extras: PayslipExtra[]) => {
    await writes.saveExtras(row, extras);
    onChanged();
  };

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

  const { files, lre } = useRunFiles(run, tenant, rows, byId, timeZone);
  const download = downloadWith(setFailure);

  return (
    <Box component="section" aria-labelledby="payroll-run-title" sx={{ mt: 4 }}>
      <PayrollRunHeader period={period} status={run.status}>
        {closed ? (
          <ClosedDownloads
            rowCount={rows?.length}
            onPayslips={() => download(() => downloadPayslips(files))}
            onBook={() => download(() => downloadPayrollBook(files))}
            onLre={() => download(() => downloadLre(files))}
            lreBlocked={lre === null || lre.length > 0}
          />
        ) : (
          <DraftActions
            busy={busy}
            canClose={attendanceClosed && rows !== undefined && rows.length > 0}
            onRecalculate={() => void recalculate()}
            onParams={() => setDialog('params')}
            onClose={() => setDialog('close')}
          />
        )}
      </PayrollRunHeader>
      <PayrollRunNotices
        period={period}
        closed={closed}
        attendanceClosed={attendanceClosed}
        notice={notice}
        failure={failure}
        uncomputed={uncomputed}
        warned={warned}
        onExclude={closed ? null : setExcluding}
        onDismissNotice={() => setNotice(null)}
        onDismissFailure={() => setFailure(null)}
      />
      {lre !== null && lre.length > 0 && <LreProblems problems={lre} />}
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
