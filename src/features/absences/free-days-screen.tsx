import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';

import { AsyncState } from '../../components/async-state';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { ExportButton } from '../../components/export-button';
import { FilterSelect } from '../../components/filter-select';
import { PageLayout } from '../../components/page-layout';
import { PeriodToolbar } from '../../components/period-toolbar';
import { useTenantPeriod } from '../../data/queries/tenant-period';
import { periodSlug, periodTitle } from '../../domain/calendar/periods';
import type { FreeDaysRow } from '../../domain/planning/free-days';
import { buildFreeDaysRows, freeDaysTable, type FreeDaysPersonRow } from './free-days-rows';
import { useFreeDaysData } from './free-days-repository';
import { VacationBalanceCell } from './vacation-balance-cell';

const KINDS = ['week', 'month', 'year'] as const;
/** The department filter's value for people without one. */
const NO_DEPARTMENT = '\u0000none';

const count = (id: keyof FreeDaysRow, header: string): DataTableColumn<FreeDaysPersonRow> => ({
  id,
  header,
  cell: (row) => row[id],
  sortValue: (row) => row[id],
  align: 'right',
});

const COLUMNS: readonly DataTableColumn<FreeDaysPersonRow>[] = [
  {
    id: 'person',
    header: 'Persona',
    cell: (row) => (
      <>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {row.person}
        </Box>
        {row.department && (
          <Typography variant="body2" color="textSecondary">
            {row.department}
          </Typography>
        )}
      </>
    ),
    sortValue: (row) => row.person,
  },
  count('plannedDaysOff', 'Días libres planificados'),
  count('holidays', 'Feriados'),
  count('vacationTaken', 'Vacaciones tomadas'),
  {
    id: 'balance',
    header: 'Saldo de vacaciones',
    cell: (row) => <VacationBalanceCell balance={row.balance} />,
    sortValue: (row) => row.balance?.available ?? null,
    align: 'right',
  },
  count('sundaysWorked', 'Domingos trabajados'),
  count('holidaysWorked', 'Feriados trabajados'),
  count('sundaysOff', 'Domingos libres'),
];

/**
 * `/libres` (managers): per person and period, the days off planned, the holidays, the vacation days taken and
 * the balance left, and the Sundays and holidays worked (what art. 38 CT tracks); by department; export.
 */
export function FreeDaysScreen() {
  const { now, today, timeZone, period, setPeriod } = useTenantPeriod('month');
  const data = useFreeDaysData(period, timeZone);
  const [department, setDepartment] = useState('');

  const people = useMemo(
    () => (data.people ?? []).filter((person) => person.role !== 'superuser' && !person.disabled),
    [data.people],
  );
  const rows = useMemo(
    () =>
      period &&
      today &&
      timeZone &&
      data.people &&
      data.schedules &&
      data.attendance &&
      data.vacations &&
      data.holidays
        ? buildFreeDaysRows(
            {
              people,
              schedules: data.schedules,
              attendance: data.attendance,
              vacations: data.vacations,
              holidays: data.holidays,
            },
            period,
            today,
            now,
            timeZone,
          )
        : undefined,
    [
      period,
      today,
      now,
      timeZone,
      people,
      data.people,
      data.schedules,
      data.attendance,
      data.vacations,
      data.holidays,
    ],
  );
  const departments = useMemo(() => {
    const names = new Set(people.map((person) => person.department?.trim() || NO_DEPARTMENT));
    return [...names].sort((a, b) => a.localeCompare(b, 'es'));
  }, [people]);
  const shown = useMemo(
    () => rows?.filter((row) => department === '' || (row.department ?? NO_DEPARTMENT) === department),
    [rows, department],
  );
  const ready = period !== null && today !== null && timeZone !== null;

  return (
    <PageLayout
      title="Días libres"
      subtitle="Días libres, feriados, vacaciones y domingos trabajados de cada persona en el periodo."
      actions={
        <ExportButton
          fileName={`dias-libres-${period ? periodSlug(period) : ''}`}
          formats={['csv', 'xlsx']}
          getTable={() => freeDaysTable(shown ?? [], period ? periodTitle(period) : '')}
          disabled={!shown}
          timeZone={timeZone ?? undefined}
        />
      }
    >
      <AsyncState loading={!ready} loadingLabel="Cargando días libres">
        {ready && (
          <>
            <PeriodToolbar period={period} today={today} kinds={KINDS} onChange={setPeriod} />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
              <FilterSelect
                label="Departamento"
                value={department}
                onChange={setDepartment}
                options={[
                  ['', 'Todos'],
                  ...departments.map(
                    (name) => [name, name === NO_DEPARTMENT ? 'Sin departamento' : name] as const,
                  ),
                ]}
              />
            </Box>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
              El saldo de vacaciones es el de hoy, con un máximo de dos periodos (art. 70 CT). Un día cuenta
              como trabajado si alguna marca lo cubre, aunque sea un turno que empezó el día anterior.
            </Typography>
            <DataTable<FreeDaysPersonRow>
              aria-label="Días libres"
              rows={shown}
              columns={COLUMNS}
              getRowId={(row) => row.id}
              loading={data.loading}
              error={data.error}
              onRetry={data.retry}
              emptyMessage={
                department === ''
                  ? 'No hay personas activas.'
                  : 'No hay personas activas en este departamento.'
              }
              pageSize={50}
            />
          </>
        )}
      </AsyncState>
    </PageLayout>
  );
}
