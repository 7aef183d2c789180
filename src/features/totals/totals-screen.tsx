import Alert from '@mui/material/Alert';
import { useMemo } from 'react';

import { AsyncState } from '../../components/async-state';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { ExportButton } from '../../components/export-button';
import { PageLayout } from '../../components/page-layout';
import { ReportFilters, useReportView } from '../../components/report-filters';
import { ReportPersonFilter } from '../../components/report-person-filter';
import { isActiveStaff, personName } from '../../data/queries/people';
import { useTenant } from '../../data/queries/tenant';
import { attendanceRangeLabel } from '../../domain/attendance/attendance-view';
import { dayKey } from '../../domain/calendar/time-zone';
import { formatHms } from '../../domain/format/numbers';
import { resolveThresholds } from '../../domain/settings/tenant-settings';
import type { ExportTable } from '../../lib/export/table';
import { useNow } from '../../lib/use-now';
import { textParam } from '../../lib/use-url-view';
import { useTotals, type TotalsRow } from './use-totals';

const INVALID_NOTICE = 'El periodo de la dirección no es válido: se muestra este mes.';

const lateText = (row: TotalsRow) => (row.lates === 0 ? '0' : `${row.lates} (${formatHms(row.lateSeconds)})`);

function totalsTable(rows: readonly TotalsRow[], title: string): ExportTable {
  return {
    title,
    columns: [
      'Persona',
      'Días trabajados',
      'Atrasos',
      'Tiempo de atraso',
      'Salidas anticipadas',
      'Ausencias',
      'Horas trabajadas',
      'Horas extra aprobadas',
    ],
    rows: rows.map((row) => [
      row.name,
      row.workedDays,
      row.lates,
      formatHms(row.lateSeconds),
      row.earlyLeaves,
      row.absences,
      formatHms(row.workedSeconds),
      formatHms(row.approvedOvertimeSeconds),
    ]),
  };
}

/**
 * `/totales` (managers): for a period, one line per person with the days worked, lateness (times and total),
 * early leaves, unexcused absences, hours worked and approved overtime — the sums of the same attendance days
 * /asistencias shows and the decisions /horas-extras takes (domain/attendance/person-totals.ts). The view lives
 * in the URL (`?periodo=`, `?persona=`).
 */
export function TotalsScreen() {
  const tenant = useTenant();
  const now = useNow(60_000);
  const timeZone = tenant.timeZone;
  const today = timeZone ? dayKey(now, timeZone) : null;
  const report = useReportView('mes', today, { persona: textParam() });
  const period = report.period;
  const personId = report.view.persona;
  const thresholds = useMemo(() => resolveThresholds(tenant.settings?.alertThresholds), [tenant.settings]);
  const data = useTotals({
    from: period?.from ?? '',
    to: period?.to ?? '',
    timeZone: period ? timeZone : null,
    now,
    thresholds,
  });
  const shown = useMemo(
    () => (personId ? data.rows?.filter((row) => row.userId === personId) : data.rows),
    [data.rows, personId],
  );
  const people = useMemo(
    () =>
      (data.people ?? []).filter(isActiveStaff).map((person) => ({
        id: person.id,
        name: personName(person, person.id),
        detail: person.rut ?? person.email,
      })),
    [data.people],
  );
  const title = period ? `Totales por persona · ${attendanceRangeLabel(period)}` : 'Totales por persona';

  return (
    <PageLayout
      title="Totales por persona"
      subtitle="Días, atrasos, ausencias y horas de cada persona en el periodo."
      actions={
        <ExportButton
          fileName={period ? `totales-${period.from}-${period.to}` : 'totales'}
          formats={['csv', 'xlsx']}
          getTable={() => totalsTable(shown ?? [], title)}
          disabled={!shown}
          timeZone={timeZone ?? undefined}
        />
      }
    >
      {report.periodInvalid && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {INVALID_NOTICE}
        </Alert>
      )}
      <AsyncState loading={!period || !timeZone} loadingLabel="Cargando totales">
        {period && (
          <>
            <ReportFilters period={period}>
              <ReportPersonFilter
                people={people}
                loading={data.people === undefined}
                value={personId}
                onChange={(persona) => report.setView({ persona })}
              />
            </ReportFilters>
            <DataTable<TotalsRow>
              aria-label={title}
              rows={shown}
              columns={COLUMNS}
              getRowId={(row) => row.userId}
              loading={data.loading}
              error={data.error}
              onRetry={data.retry}
              emptyMessage="No hay personas con asistencia en este periodo."
              pageSize={50}
            />
          </>
        )}
      </AsyncState>
    </PageLayout>
  );
}

const number = (
  id: string,
  header: string,
  value: (row: TotalsRow) => number,
  text: (row: TotalsRow) => string = (row) => String(value(row)),
): DataTableColumn<TotalsRow> => ({ id, header, cell: text, sortValue: value, align: 'right' });

const COLUMNS: DataTableColumn<TotalsRow>[] = [
  { id: 'name', header: 'Persona', cell: (row) => row.name, sortValue: (row) => row.name },
  number('workedDays', 'Días trabajados', (row) => row.workedDays),
  number('lates', 'Atrasos', (row) => row.lateSeconds, lateText),
  number('earlyLeaves', 'Salidas anticipadas', (row) => row.earlyLeaves),
  number('absences', 'Ausencias', (row) => row.absences),
  number(
    'worked',
    'Horas trabajadas',
    (row) => row.workedSeconds,
    (row) => formatHms(row.workedSeconds),
  ),
  number(
    'overtime',
    'Horas extra aprobadas',
    (row) => row.approvedOvertimeSeconds,
    (row) => formatHms(row.approvedOvertimeSeconds),
  ),
];
