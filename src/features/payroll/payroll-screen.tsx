import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { AsyncState } from '../../components/async-state';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { PageLayout } from '../../components/page-layout';
import { StatusChip } from '../../components/status-chip';
import { createPayrollRun } from '../../data/writes/payroll-writes';
import type { PayrollRun } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { useMember } from '../../data/queries/member';
import { useTenant } from '../../data/queries/tenant';
import { useStore } from '../../data/queries/use-store';
import { addMonthsToKey, startOfMonthKey } from '../../domain/calendar/day-keys';
import { dayKey, formatInZone } from '../../domain/calendar/time-zone';
import { PAYROLL_STATUS_LABEL } from '../../domain/labels';
import { payrollParametersFor } from '../../domain/payroll/parameters';
import { resolveThresholds } from '../../domain/settings/tenant-settings';
import { actionErrorMessage } from '../../components/action-error';
import { periodLabel } from '../../data/texts/payroll-text';
import { useNow } from '../../lib/use-now';
import { loadMonthDraft } from './payroll-month';
import { PayrollRunPanel } from './payroll-run-panel';
import { usePayrollRuns, useRefreshPayroll } from './use-payroll';

/** How many ended months `Nueva remuneración` offers. */
export const NEW_RUN_MONTHS = 12;

/** The ended months of the last year without a run, newest first. */
export function newRunPeriods(today: string, taken: ReadonlySet<string>): string[] {
  const thisMonth = startOfMonthKey(today);
  return Array.from({ length: NEW_RUN_MONTHS }, (_, i) =>
    addMonthsToKey(thisMonth, -(i + 1)).slice(0, 7),
  ).filter((period) => !taken.has(period));
}

const runColumns = (
  selected: string | null,
  open: (period: string) => void,
  timeZone: string,
): DataTableColumn<WithId<PayrollRun>>[] => [
  {
    id: 'period',
    header: 'Periodo',
    cell: (run) => (
      <Button
        onClick={() => open(run.period)}
        aria-current={selected === run.period ? 'true' : undefined}
        sx={{ minHeight: 40, fontWeight: selected === run.period ? 700 : 400 }}
      >
        {periodLabel(run.period)}
      </Button>
    ),
    sortValue: (run) => run.period,
  },
  {
    id: 'status',
    header: 'Estado',
    cell: (run) => (
      <StatusChip
        label={PAYROLL_STATUS_LABEL[run.status]}
        tone={run.status === 'cerrado' ? 'success' : 'info'}
        size="small"
      />
    ),
  },
  { id: 'people', header: 'Personas', cell: (run) => run.lines.length, align: 'right' },
  {
    id: 'updated',
    header: 'Última modificación',
    cell: (run) => formatInZone(run.closedAt ?? run.updatedAt, timeZone, 'dd-MM-yyyy HH:mm'),
  },
];

/**
 * `/remuneraciones` (managers): the tenant's payroll runs by month. `Nueva remuneración` drafts a month from its
 * accepted attendance, approved overtime, absences and each person's file; a draft is recalculated, its
 * parameters and one-off lines edited, and closed once the month's attendance is closed. A closed run never
 * changes; its payslips, payroll book and LRE download. The month shown lives in the URL (`?periodo=yyyy-MM`).
 */
export function PayrollScreen() {
  const [search, setSearch] = useSearchParams();
  const tenant = useTenant();
  const store = useStore();
  const member = useMember();
  const now = useNow(60_000);
  const timeZone = tenant.timeZone;
  const today = timeZone ? dayKey(now, timeZone) : null;
  const thresholds = useMemo(() => resolveThresholds(tenant.settings?.alertThresholds), [tenant.settings]);
  const data = usePayrollRuns();
  const refresh = useRefreshPayroll();
  const [newPeriod, setNewPeriod] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const taken = useMemo(() => new Set((data.runs ?? []).map((run) => run.period)), [data.runs]);
  const periods = today ? newRunPeriods(today, taken) : [];
  const chosen = newPeriod ?? periods[0] ?? null;
  const asked = search.get('periodo');
  const run = data.runs?.find((r) => r.period === asked) ?? data.runs?.[0] ?? null;
  const open = (period: string) => setSearch(new URLSearchParams({ periodo: period }));

  const create = async () => {
    if (!member || !timeZone || !chosen || !data.people) return;
    setCreating(true);
    setFailure(null);
    try {
      const draft = await loadMonthDraft({
        store,
        tenantId: member.tenantId,
        period: chosen,
        timeZone,
        thresholds,
        now: new Date(),
      });
      const { params, employer } = payrollParametersFor(chosen);
      await createPayrollRun(store, { uid: member.uid, tenantId: member.tenantId }, chosen, {
        params,
        employer,
        lines: draft.lines,
      });
      setNotice(`Borrador de ${periodLabel(chosen)} creado con ${draft.lines.length} personas.`);
      setNewPeriod(null);
      refresh();
      open(chosen);
    } catch (error) {
      setFailure(actionErrorMessage(error));
    } finally {
      setCreating(false);
    }
  };

  return (
    <PageLayout
      title="Remuneraciones"
      subtitle="Liquidaciones de sueldo calculadas desde la asistencia aceptada, las horas extras aprobadas y las ausencias."
      actions={
        <Box
          role="group"
          aria-label="Nueva remuneración"
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <TextField
            select
            size="small"
            label="Mes"
            value={chosen ?? ''}
            onChange={(event) => setNewPeriod(event.target.value)}
            disabled={periods.length === 0}
            sx={{ minWidth: 180 }}
          >
            {periods.map((period) => (
              <MenuItem key={period} value={period}>
                {periodLabel(period)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            onClick={() => void create()}
            disabled={creating || !chosen || !data.people}
            sx={{ minHeight: 48 }}
          >
            {creating ? 'Calculando…' : 'Nueva remuneración'}
          </Button>
        </Box>
      }
    >
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
      <AsyncState loading={!timeZone} loadingLabel="Cargando remuneraciones">
        {timeZone && (
          <>
            <DataTable
              aria-label="Remuneraciones por mes"
              rows={data.runs}
              columns={runColumns(run?.period ?? null, open, timeZone)}
              getRowId={(r) => r.id}
              loading={data.loading}
              error={data.error}
              onRetry={data.retry}
              emptyMessage="Aún no hay remuneraciones. Elige un mes terminado y crea la primera con «Nueva remuneración»."
              pageSize={12}
            />
            {run && data.people && tenant.tenant && (
              <PayrollRunPanel
                key={run.id}
                run={run}
                tenant={tenant.tenant}
                people={data.people}
                timeZone={timeZone}
                thresholds={thresholds}
                onChanged={refresh}
              />
            )}
          </>
        )}
      </AsyncState>
    </PageLayout>
  );
}
