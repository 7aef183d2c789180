/**
 * One run of /remuneraciones: every person's earnings, deductions and net pay with the totals; a row opens the
 * payslip with each line's source. A draft is recalculated from the data, its parameters and one-off lines edited,
 * and closed (`Cerrar periodo`, once the month's attendance is closed: payroll reads the closed period). A closed
 * run shows its payslips as written and downloads them (PDF), the payroll book (XLSX) and the LRE (CSV).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { actionErrorMessage } from '../../components/action-error';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { StatusChip } from '../../components/status-chip';
import { paramChanges, periodLabel } from '../../data/payroll/payroll-text';
import { closePayrollRun, updatePayrollDraft } from '../../data/payroll/payroll-writes';
import type { PayrollRun, Tenant, UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { useMember } from '../../data/queries/member';
import { useStore } from '../../data/queries/use-store';
import { isDayClosed } from '../../domain/attendance/period-close';
import { formatCLP, formatDuration } from '../../domain/format/numbers';
import { PAYROLL_STATUS_LABEL } from '../../domain/labels';
import type { PayslipExtra } from '../../domain/payroll/compute-payslip';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';
import { downloadBlob, downloadText } from '../../lib/download';
import { employerLine } from '../../lib/export/employer-line';
import { buildPayslipPdf, buildPayslipsPdf, type PayslipPdfInput } from '../../lib/export/payslip-pdf';
import { buildPayrollBookXlsx, lreCsv, type BookEntry } from './payroll-book';
import { loadMonthDraft } from './payroll-month';
import { ParamsDialog } from './payroll-params-dialog';
import { closedRows, draftRows, payrollTotals, uncomputedPeople, type PayrollRow } from './payroll-rows';
import { PayslipDialog } from './payslip-dialog';
import { useRunPayslips } from './use-payroll';

export interface PayrollRunPanelProps {
  run: WithId<PayrollRun>;
  tenant: Pick<Tenant, 'name' | 'legalName' | 'taxId' | 'address' | 'closedThrough'>;
  people: readonly WithId<UserDoc>[];
  timeZone: string;
  thresholds: AlertThresholds;
  onChanged: () => void;
}

/** A sortable peso column. */
const moneyColumn = (
  id: string,
  header: string,
  value: (row: PayrollRow) => number,
): DataTableColumn<PayrollRow> => ({
  id,
  header,
  cell: (row) => formatCLP(value(row)),
  sortValue: value,
  align: 'right',
});

const COLUMNS = (open: (row: PayrollRow) => void): DataTableColumn<PayrollRow>[] => [
  {
    id: 'person',
    header: 'Persona',
    cell: (row) => (
      <Button onClick={() => open(row)} sx={{ minHeight: 40, textAlign: 'left' }}>
        {row.person}
      </Button>
    ),
    sortValue: (row) => row.person,
  },
  { id: 'days', header: 'Días', cell: (row) => row.basis.workedDays, align: 'right' },
  {
    id: 'overtime',
    header: 'Horas extras',
    cell: (row) => (row.basis.overtimeMinutes === 0 ? '—' : formatDuration(row.basis.overtimeMinutes)),
    align: 'right',
  },
  {
    id: 'late',
    header: 'Atrasos',
    cell: (row) => (row.basis.lateMinutes === 0 ? '—' : formatDuration(row.basis.lateMinutes)),
    align: 'right',
  },
  moneyColumn('taxable', 'Imponible', (row) => row.payslip.taxableEarnings),
  moneyColumn('deductions', 'Descuentos', (row) => row.deductions),
  moneyColumn('net', 'Líquido', (row) => row.payslip.netPay),
];

export function PayrollRunPanel({
  run,
  tenant,
  people,
  timeZone,
  thresholds,
  onChanged,
}: PayrollRunPanelProps) {
  const store = useStore();
  const member = useMember();
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
  const actor = member ? { uid: member.uid, tenantId: member.tenantId } : null;
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

  const recalculate = () =>
    act(async () => {
      if (!actor) throw new Error('Sin sesión');
      const draft = await loadMonthDraft({
        store,
        tenantId: actor.tenantId,
        period: run.period,
        timeZone,
        thresholds,
        extras: new Map(run.lines.map((line) => [line.userId, line.extras])),
        now: new Date(),
      });
      const kept = draft.lines.length;
      await updatePayrollDraft(store, actor, run.id, { lines: draft.lines });
      return `Recalculado: ${kept} personas.`;
    });

  const saveExtras = async (row: PayrollRow, extras: PayslipExtra[]) => {
    if (!actor) throw new Error('Sin sesión');
    await updatePayrollDraft(store, actor, run.id, {
      lines: run.lines.map((line) => (line.userId === row.userId ? { ...line, extras } : line)),
    });
    onChanged();
  };

  const close = async () => {
    if (!actor || !rows) return;
    // The server issues the payslips from the closed run (payslip-issue.ts); they arrive in the watched list.
    await closePayrollRun(store, actor, run);
    setDialog(null);
    setNotice(`Remuneraciones de ${period} cerradas: ${rows.length} liquidaciones emitidas.`);
    onChanged();
  };

  const pdfInput = (row: PayrollRow): PayslipPdfInput => ({
    tenant,
    person: { name: row.person, rut: row.rut, position: byId.get(row.userId)?.position ?? null },
    doc: { period: run.period, input: row.input, basis: row.basis, payslip: row.payslip, extras: row.extras },
  });
  const entries = (): BookEntry[] =>
    (rows ?? []).map((row) => ({
      person: {
        name: row.person,
        rut: row.rut,
        position: byId.get(row.userId)?.position ?? null,
        hireDate: byId.get(row.userId)?.hireDate ?? null,
      },
      doc: {
        userId: row.userId,
        period: run.period,
        input: row.input,
        basis: row.basis,
        payslip: row.payslip,
        employerCost: row.employerCost,
        extras: row.extras,
      },
    }));
  const download = (work: () => Promise<void>) => {
    setFailure(null);
    work().catch((error: unknown) => {
      console.error('Descarga de remuneraciones', error);
      setFailure('No se pudo generar el archivo. Inténtalo de nuevo.');
    });
  };

  return (
    <Box component="section" aria-labelledby="payroll-run-title" sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography id="payroll-run-title" variant="h5" component="h2">
          Remuneraciones de {period}
        </Typography>
        <StatusChip label={PAYROLL_STATUS_LABEL[run.status]} tone={closed ? 'success' : 'info'} />
        <Box sx={{ flexGrow: 1 }} />
        {!closed && (
          <>
            <Button
              variant="outlined"
              onClick={() => void recalculate()}
              disabled={busy}
              sx={{ minHeight: 48 }}
            >
              {busy ? 'Recalculando…' : 'Recalcular'}
            </Button>
            <Button variant="outlined" onClick={() => setDialog('params')} sx={{ minHeight: 48 }}>
              Parámetros
            </Button>
            <Button
              variant="contained"
              onClick={() => setDialog('close')}
              disabled={!attendanceClosed || !rows || rows.length === 0 || busy}
              sx={{ minHeight: 48 }}
            >
              Cerrar periodo
            </Button>
          </>
        )}
        {closed && (
          <>
            <Button
              variant="outlined"
              disabled={!rows || rows.length === 0}
              onClick={() =>
                download(async () =>
                  downloadBlob(
                    `liquidaciones-${run.period}.pdf`,
                    await buildPayslipsPdf((rows ?? []).map(pdfInput)),
                  ),
                )
              }
              sx={{ minHeight: 48 }}
            >
              Liquidaciones (PDF)
            </Button>
            <Button
              variant="outlined"
              disabled={!rows}
              onClick={() =>
                download(async () =>
                  downloadBlob(
                    `libro-remuneraciones-${run.period}.xlsx`,
                    await buildPayrollBookXlsx(run.period, entries(), employerLine(tenant)),
                  ),
                )
              }
              sx={{ minHeight: 48 }}
            >
              Libro (XLSX)
            </Button>
            <Button
              variant="outlined"
              disabled={!rows}
              onClick={() =>
                download(async () =>
                  downloadText(
                    `lre-${run.period}.csv`,
                    lreCsv(run.period, entries(), { timeZone, params: run.params }),
                  ),
                )
              }
              sx={{ minHeight: 48 }}
            >
              LRE (CSV)
            </Button>
          </>
        )}
      </Box>
      {!closed && !attendanceClosed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          La asistencia de {period.toLowerCase()} no está cerrada: ciérrala en{' '}
          <Link component={RouterLink} to="/asistencias" color="inherit">
            Asistencias
          </Link>{' '}
          para poder cerrar estas remuneraciones. Mientras tanto el borrador se puede revisar y recalcular.
        </Alert>
      )}
      {closed && (
        <Alert severity="success" sx={{ mb: 2 }}>
          Periodo cerrado: estas liquidaciones no cambian. Una corrección posterior va en el periodo
          siguiente.
        </Alert>
      )}
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)} sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {skipped.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {skipped.length === 1 ? '1 persona sin calcular' : `${skipped.length} personas sin calcular`}:
          completa su ficha en{' '}
          <Link component={RouterLink} to="/empleados" color="inherit">
            Empleados
          </Link>{' '}
          y pulsa «Recalcular».
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {skipped.map((person) => (
              <li key={person.userId}>
                {person.person}: {person.reason}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {totals && (
        <Box
          role="group"
          aria-label="Totales del periodo"
          sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', mb: 2, typography: 'body2' }}
        >
          <span>Personas: {totals.people}</span>
          <span>Total imponible: {formatCLP(totals.taxable)}</span>
          <span>No imponible: {formatCLP(totals.nonTaxable)}</span>
          <span>Descuentos: {formatCLP(totals.deductions)}</span>
          <strong>Líquido total: {formatCLP(totals.netPay)}</strong>
          <span>Costo empresa adicional: {formatCLP(totals.employerCost)}</span>
        </Box>
      )}
      <DataTable
        aria-label={`Liquidaciones de ${period}`}
        rows={rows}
        columns={COLUMNS((row) => setOpenRow(row.userId))}
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
        onDownload={
          closed
            ? async (row) =>
                downloadBlob(
                  `liquidacion-${run.period}-${row.person.replace(/\s+/g, '-').toLowerCase()}.pdf`,
                  await buildPayslipPdf(pdfInput(row)),
                )
            : null
        }
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
            if (!actor) throw new Error('Sin sesión');
            const changes = paramChanges(run, next);
            if (changes.length === 0) {
              setDialog(null);
              return;
            }
            await updatePayrollDraft(store, actor, run.id, next);
            setDialog(null);
            setNotice(
              `Parámetros guardados (${changes.length} ${changes.length === 1 ? 'cambio' : 'cambios'}).`,
            );
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
