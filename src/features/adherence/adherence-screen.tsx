import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo } from 'react';

import { AsyncState } from '../../components/async-state';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { ExportButton } from '../../components/export-button';
import { PageLayout } from '../../components/page-layout';
import { ReportFilters, useReportView } from '../../components/report-filters';
import { useAttendanceDays } from '../../data/queries/attendance-days';
import { personName } from '../../data/queries/people';
import { readsState } from '../../data/queries/reads-state';
import { useTenant } from '../../data/queries/tenant';
import {
  adherenceBy,
  adherenceOf,
  percentText,
  type AdherenceGroup,
} from '../../domain/attendance/adherence';
import { attendanceRangeLabel } from '../../domain/attendance/attendance-view';
import { formatDayKey } from '../../domain/calendar/day-keys';
import { dayKey } from '../../domain/calendar/time-zone';
import { formatHms } from '../../domain/format/numbers';
import { resolveThresholds } from '../../domain/settings/tenant-settings';
import type { ExportTable } from '../../lib/export/table';
import { choiceParam } from '../../lib/use-url-view';
import { useNow } from '../../lib/use-now';

const AdherenceChart = lazy(() => import('./adherence-chart'));

type GroupBy = 'dia' | 'persona' | 'departamento';
const GROUP_LABEL: Readonly<Record<GroupBy, string>> = {
  dia: 'Por día',
  persona: 'Por persona',
  departamento: 'Por departamento',
};
const GROUP_COLUMN: Readonly<Record<GroupBy, string>> = {
  dia: 'Día',
  persona: 'Persona',
  departamento: 'Departamento',
};
const NO_DEPARTMENT = 'Sin departamento';
const GROUPS = Object.keys(GROUP_LABEL) as GroupBy[];
const INVALID_NOTICE = 'El periodo de la dirección no es válido: se muestra este mes.';

export const ADHERENCE_DEFINITION =
  'Adherencia: tiempo trabajado dentro de lo planificado (cada día hasta su plan) sobre el tiempo planificado, en los días ya terminados, sin contar ausencias aprobadas ni justificadas.';
export const PUNCTUALITY_DEFINITION =
  'Puntualidad: entradas dentro de la tolerancia de atraso de la empresa sobre el total de entradas.';

interface Row extends AdherenceGroup {
  label: string;
}

function adherenceTable(rows: readonly Row[], groupBy: GroupBy, title: string): ExportTable {
  return {
    title,
    columns: [
      GROUP_COLUMN[groupBy],
      'Planificado',
      'Trabajado',
      'Adherencia',
      'Entradas',
      'Puntuales',
      'Puntualidad',
    ],
    rows: rows.map((row) => [
      row.label,
      formatHms(row.plannedSeconds),
      formatHms(row.adherentSeconds),
      percentText(row.adherence),
      row.entries,
      row.onTime,
      percentText(row.punctuality),
    ]),
  };
}

/**
 * `/adherencia` (managers): planned against worked hours and punctuality for a period, per day, person or
 * department — a chart (MUI X Charts, loaded with the chart only) and the same numbers in a table, with both
 * definitions written out. Reads the period's attendance once (shared with /asistencias and /horas-extras).
 */
export function AdherenceScreen() {
  const tenant = useTenant();
  const now = useNow(60_000);
  const timeZone = tenant.timeZone;
  const today = timeZone ? dayKey(now, timeZone) : null;
  const report = useReportView('mes', today, { por: choiceParam(GROUPS, 'dia') });
  const view = report.period;
  const groupBy = report.view.por;
  const thresholds = useMemo(() => resolveThresholds(tenant.settings?.alertThresholds), [tenant.settings]);
  const data = useAttendanceDays({
    from: view?.from ?? '',
    to: view?.to ?? '',
    timeZone: view ? timeZone : null,
    now,
    thresholds,
  });

  const total = useMemo(() => (data.days ? adherenceOf(data.days) : undefined), [data.days]);
  const rows = useMemo<Row[] | undefined>(() => {
    if (!data.days) return undefined;
    const name = (uid: string) => personName(data.names.get(uid), uid);
    const department = (uid: string) => data.names.get(uid)?.department?.trim() || NO_DEPARTMENT;
    const groups = adherenceBy(data.days, (day) =>
      groupBy === 'dia' ? day.key : groupBy === 'persona' ? day.userId : department(day.userId),
    );
    const labelled = groups.map((group) => ({
      ...group,
      label:
        groupBy === 'dia'
          ? formatDayKey(group.key, 'EEE dd-MM')
          : groupBy === 'persona'
            ? name(group.key)
            : group.key,
    }));
    return groupBy === 'dia' ? labelled : labelled.sort((a, b) => a.label.localeCompare(b.label, 'es'));
  }, [data.days, data.names, groupBy]);

  const reads = readsState([data.people, data.range]);
  const title = view
    ? `Adherencia ${GROUP_LABEL[groupBy].toLowerCase()} · ${attendanceRangeLabel(view)}`
    : '';
  const charted = rows?.filter((row) => row.plannedSeconds > 0 || row.adherentSeconds > 0) ?? [];

  return (
    <PageLayout
      title="Adherencia"
      subtitle="Cuánto se cumple lo planificado y con qué puntualidad."
      actions={
        <ExportButton
          fileName={view ? `adherencia-${groupBy}-${view.from}-${view.to}` : 'adherencia'}
          formats={['csv', 'xlsx']}
          getTable={() => adherenceTable(rows ?? [], groupBy, title)}
          disabled={!rows}
          timeZone={timeZone ?? undefined}
        />
      }
    >
      {report.periodInvalid && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {INVALID_NOTICE}
        </Alert>
      )}
      <AsyncState loading={!view || !timeZone} loadingLabel="Cargando adherencia">
        {view && (
          <>
            <ReportFilters period={view} />
            <Tabs
              value={groupBy}
              onChange={(_, por: GroupBy) => report.setView({ por })}
              aria-label="Agrupar"
              textColor="inherit"
              sx={{
                mb: 2,
                '& .MuiTab-root': { opacity: 1, color: 'text.secondary', minHeight: 48 },
                '& .Mui-selected': { color: 'text.primary' },
              }}
            >
              {GROUPS.map((group) => (
                <Tab key={group} value={group} label={GROUP_LABEL[group]} />
              ))}
            </Tabs>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 2 }}>
              <Figure
                label="Adherencia"
                value={total ? percentText(total.adherence) : '…'}
                definition={ADHERENCE_DEFINITION}
              />
              <Figure
                label="Puntualidad"
                value={total ? percentText(total.punctuality) : '…'}
                definition={PUNCTUALITY_DEFINITION}
              />
            </Box>
            {charted.length > 0 && (
              <Suspense
                fallback={
                  <Box sx={{ height: 320, display: 'grid', placeItems: 'center' }}>
                    <CircularProgress aria-label="Cargando gráfico" />
                  </Box>
                }
              >
                <AdherenceChart
                  labels={charted.map((row) => row.label)}
                  plannedHours={charted.map((row) => Math.round(row.plannedSeconds / 360) / 10)}
                  workedHours={charted.map((row) => Math.round(row.adherentSeconds / 360) / 10)}
                  description={`Horas planificadas y trabajadas ${GROUP_LABEL[groupBy].toLowerCase()} (los números, en la tabla).`}
                />
              </Suspense>
            )}
            <DataTable<Row>
              aria-label={title}
              rows={rows}
              columns={COLUMNS(groupBy)}
              getRowId={(row) => row.key}
              loading={reads.loading}
              error={reads.error}
              onRetry={reads.retry}
              emptyMessage="No hay días planificados en este periodo."
            />
          </>
        )}
      </AsyncState>
    </PageLayout>
  );
}

function Figure({ label, value, definition }: { label: string; value: string; definition: string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {label}: {value}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {definition}
        </Typography>
      </CardContent>
    </Card>
  );
}

const COLUMNS = (groupBy: GroupBy): DataTableColumn<Row>[] => [
  {
    id: 'label',
    header: GROUP_COLUMN[groupBy],
    cell: (row) => row.label,
    sortValue: (row) => (groupBy === 'dia' ? row.key : row.label),
  },
  {
    id: 'planned',
    header: 'Planificado',
    cell: (row) => formatHms(row.plannedSeconds),
    sortValue: (row) => row.plannedSeconds,
    align: 'right',
  },
  {
    id: 'worked',
    header: 'Trabajado',
    cell: (row) => formatHms(row.adherentSeconds),
    sortValue: (row) => row.adherentSeconds,
    align: 'right',
  },
  {
    id: 'adherence',
    header: 'Adherencia',
    cell: (row) => percentText(row.adherence),
    sortValue: (row) => row.adherence,
    align: 'right',
  },
  {
    id: 'entries',
    header: 'Entradas',
    cell: (row) => row.entries,
    sortValue: (row) => row.entries,
    align: 'right',
  },
  {
    id: 'onTime',
    header: 'Puntuales',
    cell: (row) => row.onTime,
    sortValue: (row) => row.onTime,
    align: 'right',
  },
  {
    id: 'punctuality',
    header: 'Puntualidad',
    cell: (row) => percentText(row.punctuality),
    sortValue: (row) => row.punctuality,
    align: 'right',
  },
];
