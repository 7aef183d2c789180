/**
 * One run of /remuneraciones: every person's earnings, deductions and net pay with the totals; a row opens the
 * payslip with each line's source. A draft is recalculated from the data, its parameters and one-off lines edited,
 * and closed (`Cerrar periodo`, once the month's attendance is closed: payroll reads the closed period). A closed
 * run shows its payslips as written and downloads them (PDF), the payroll book (XLSX) and the LRE (CSV).
 */
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';

import { actionErrorMessage } from '../../components/action-error';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table';
import { periodLabel } from '../../data/texts/payroll-text';
import type { PayrollRun, Tenant, UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { isDayClosed } from '../../domain/attendance/period-close';
import { formatCLP } from '../../domain/format/numbers';
import type { PayslipExtra } from '../../domain/payroll/compute-payslip';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';
import { ParamsDialog } from './payroll-params-dialog';
import { closedRows, draftRows, payrollTotals, uncomputedPeople, type PayrollRow } from './payroll-rows';
import { payrollRunColumns } from './payroll-run-columns';
import {
  downloadLre,
  downloadPayrollBook,
  downloadPayslip,
  downloadPayslips,
  type RunFiles,
} from './payroll-run-files';
import { ClosedDownloads, DraftActions, PayrollRunHeader } from './payroll-run-header';
import { PayrollRunNotices, PayrollRunTotals } from './payroll-run-notices';
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
  const payslips = useRunPayslips(closed ? run.id : null);
  const [openRow, setOpenRow] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'params' | 'close' | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const byId = useMemo(() => new Map(people.map((person) => [person.id, person])), [people]);
  const rows = useMemo(() => {
    if (!closed) return draftRows(run, byId);
    return payslips.data ? closedRows(payslips.data, byId) : undefined;
  }, [closed, run, byId, payslips.data]);
  const totals = rows ? payrollTotals(rows) : null;
  const skipped = closed ? [] : uncomputedPeople(run, people);
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

  const files: RunFiles = { run, tenant, rows: rows ?? [], byId, timeZone };
  const download = (work: () => Promise<void>) => {
    setFailure(null);
    work().catch((error: unknown) => {
      console.error('Descarga de remuneraciones', error);
      setFailure('No se pudo generar el archivo. Inténtalo de nuevo.');
    });
  };

  return (
    <Box component="section" aria-labelledby="payroll-run-title" sx={{ mt: 4 }}>
      <PayrollRunHeader period={period} status={run.status}>
        {closed ? (
          <ClosedDownloads
            rowCount={rows?.length}
            onPayslips={() => download(() => downloadPayslips(files))}
            onBook={() => download(() => downloadPayrollBook(files))}
            onLre={() => download(() => downloadLre(files))}
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
        skipped={skipped}
        onDismissNotice={() => setNotice(null)}
        onDismissFailure={() => setFailure(null)}
      />
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
      )}
      <ConfirmDialog
        open={dialog === 'close'}
        title={`Cerrar remuneraciones de ${period}`}
        message={`Se emitirán ${rows?.length ?? 0} liquidaciones por un líquido total de ${formatCLP(
          totals?.netPay ?? 0,
        )}. Un periodo cerrado no cambia: una corrección posterior va en el periodo siguiente.`}
        confirmLabel="Cerrar periodo"
        onConfirm={close}
        onClose={() => setDialog(null)}
      />
    </Box>
  );
}
