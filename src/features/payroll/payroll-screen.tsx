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
import { getIndicatorMonth } from '../../data/queries/indicators';
import { parametersWithStored } from '../../domain/payroll/parameters';
import { cutoffDayOf, runCutoff } from '../../domain/payroll/cutoff';
import {
  resolveOvertimeRules,
  resolvePayrollSettings,
  resolveThresholds,
} from '../../domain/settings/tenant-settings';
import { actionErrorMessage } from '../../components/action-error';
import { periodLabel } from '../../data/texts/payroll-text';
import { useNow } from '../../lib/use-now';
import { loadMonthDraft } from './payroll-month';
import { PayrollRunPanel } from './payroll-run-panel';
import { usePayrollRuns, useRefreshPayroll } from './use-payroll';

/** How many ended months `Nueva remuneración` offers (besides the month in course). */
export const NEW_RUN_MONTHS = 12;

/**
 * The months without a run `Nueva remuneración` offers, newest first: the month in course (paid with its cut-off,
 * domain/payroll/cutoff.ts) and the ended months of the last year.
 */
export function newRunPeriods(today: string, taken: ReadonlySet<string>): string[] {
  const thisMonth = startOfMonthKey(today);
  return Array.from({ length: NEW_RUN_MONTHS + 1 }, (_, i) =>
    addMonthsToKey(thisMonth, -i).slice(0, 7),
  ).filter((period) => !taken.has(period));
}

/**
 * The month `Nueva remuneración` proposes: the month in course once its cut-off day has passed (the tenant pays it
 * now), else the newest ended month without a run.
 */
export function proposedRunPeriod(
  periods: readonly string[],
  today: string,
  cutoffSetting: number | null,
): string | null {
  const current = today.slice(0, 7);
  const ended = periods.filter((period) => period !== current);
  const payable = periods.includes(current) && today > cutoffDayOf(current, cutoffSetting);
  return payable ? current : (ended[0] ?? periods[0] ?? null);
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
 * accepted attendance, approved overtime, absences and each person's file — the month in course too, counted to
 * the tenant's Día de corte and projected after it (domain/payroll/cutoff.ts); a draft is recalculated, its
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
  const payroll = useMemo(
    () => ({
      ...resolvePayrollSettings(tenant.settings),
      overtimeRules: resolveOvertimeRules(tenant.settings),
    }),
    [tenant.settings],
  );
  const data = usePayrollRuns();
  const refresh = useRefreshPayroll();
  const [newPeriod, setNewPeriod] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const taken = useMemo(() => new Set((data.runs ?? []).map((run) => run.period)), [data.runs]);
  const periods = today ? newRunPeriods(today, taken) : [];
  const chosen = newPeriod ?? (today ? proposedRunPeriod(periods, today, payroll.payrollCutoffDay) : null);
  const asked = search.get('periodo');
  const run = data.runs?.find((r) => r.period === asked) ?? data.runs?.[0] ?? null;
  const open = (period: string) => setSearch(new URLSearchParams({ periodo: period }));

  const create = async () => {
    if (!member || !timeZone || !chosen || !data.people) return;
    setCreating(true);
    setFailure(null);
    try {
      const at = new Date();
      // The month in course is counted to its cut-off and projected after it (cutoff.ts).
      const cutoff = runCutoff(chosen, dayKey(at, timeZone), payroll.payrollCutoffDay);
      const [draft, stored] = await Promise.all([
        loadMonthDraft({
          store,
          tenantId: member.tenantId,
          period: chosen,
          timeZone,
          thresholds,
          cutoff,
          overtimeRules: payroll.overtimeRules,
          now: at,
        }),
        // The platform's indicators of the month (/admin/indicadores) over Asiste's table.
        getIndicatorMonth(store, chosen),
      ]);
      const { params, employer } = parametersWithStored(chosen, stored);
      await createPayrollRun(store, { uid: member.uid, tenantId: member.tenantId }, chosen, {
        // The tenant's gratificación (arts. 47 and 50 CT): art. 50, the engine's default, is left implicit.
        params:
          payroll.gratificationRegime === 'art47' ? { ...params, gratificationRegime: 'art47' } : params,
        employer,
        lines: draft.lines,
        cutoffDay: cutoff,
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
                {period === today?.slice(0, 7)
                  ? `${periodLabel(period)} (mes en curso)`
                  : periodLabel(period)}
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
              emptyMessage="Aún no hay remuneraciones. Elige un mes y crea la primera con «Nueva remuneración»."
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
                payroll={payroll}
                onChanged={refresh}
              />
            )}
          </>
        )}
      </AsyncState>
    </PageLayout>
  );
}
