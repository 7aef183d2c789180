import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import { AsyncState } from '../../components/async-state';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { DayRangePicker } from '../../components/day-range-picker';
import { ExportButton } from '../../components/export-button';
import { FilterSelect } from '../../components/filter-select';
import { PageLayout } from '../../components/page-layout';
import { PersonPicker, type PersonOption } from '../../components/person-picker';
import { AUDIT_ACTIONS, SYSTEM_ACTOR } from '../../data/writes/audit';
import type { LogEntry } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { queryKeys } from '../../data/queries/keys';
import { useMember } from '../../data/queries/member';
import { usePeople } from '../../data/queries/people';
import { useTenant } from '../../data/queries/tenant';
import { useStore } from '../../data/queries/use-store';
import { formatInZone } from '../../domain/calendar/time-zone';
import type { ExportTable } from '../../lib/export/table';
import { listLogsPage, NO_LOG_FILTERS, type LogFilters } from './logs-query';

const ACTION_OPTIONS: readonly (readonly [string, string])[] = [
  ['', 'Todas'],
  ...Object.entries(AUDIT_ACTIONS).map(([action, label]) => [action, label] as const),
];

/** Entries the server writes for AdminPort calls that a manager looks for by name. */
const SERVER_ACTIONS: Readonly<Record<string, string>> = {
  'indicators.update': 'Indicadores previsionales modificados',
  'admin.createInspectorAccess': 'Acceso de fiscalización otorgado',
  'admin.startInspection': 'Sesión de fiscalización',
  'admin.startInspection.refused': 'Sesión de fiscalización rechazada',
  'admin.recordInspectionDownload': 'Descarga de fiscalización',
  'admin.remindWeekSignatures': 'Recordatorio de firma semanal',
};

/** An action's label: the catalogue's, the server's, or the stored name for older or other server entries. */
export function actionLabel(action: string): string {
  return (AUDIT_ACTIONS as Readonly<Record<string, string>>)[action] ?? SERVER_ACTIONS[action] ?? action;
}

export interface LogRow {
  id: string;
  when: string;
  who: string;
  action: string;
  details: string;
}

/** Entries as the table reads them: when in the tenant zone, who by name (`Sistema` for the server), what. */
export function logRows(
  entries: readonly WithId<LogEntry>[],
  names: ReadonlyMap<string, string>,
  timeZone: string,
): LogRow[] {
  return entries.map((entry) => ({
    id: entry.id,
    when: formatInZone(entry.createdAt, timeZone, 'dd-MM-yyyy HH:mm'),
    who: entry.actorId === SYSTEM_ACTOR ? 'Sistema' : (names.get(entry.actorId) ?? entry.actorId),
    action: actionLabel(entry.action),
    details: entry.details ?? '',
  }));
}

function logsTable(rows: readonly LogRow[]): ExportTable {
  return {
    title: 'Registros',
    columns: ['Fecha', 'Persona', 'Acción', 'Detalle'],
    rows: rows.map((row) => [row.when, row.who, row.action, row.details]),
  };
}

const COLUMNS: DataTableColumn<LogRow>[] = [
  { id: 'when', header: 'Fecha', cell: (row) => row.when },
  { id: 'who', header: 'Persona', cell: (row) => row.who },
  { id: 'action', header: 'Acción', cell: (row) => row.action },
  {
    id: 'details',
    header: 'Detalle',
    cell: (row) => <Box sx={{ maxWidth: 520, overflowWrap: 'anywhere' }}>{row.details}</Box>,
  },
];

/**
 * `/logs` (managers), `Registros`: the audit trail, newest first, 50 at a time (`Cargar más`), by person,
 * action and period; each entry in Spanish. Read-only: nobody edits the trail.
 */
export function LogsScreen() {
  const store = useStore();
  const member = useMember();
  const tenant = useTenant();
  const people = usePeople();
  const timeZone = tenant.timeZone;
  const tenantId = member?.tenantId ?? '';
  const [filters, setFilters] = useState<LogFilters>(NO_LOG_FILTERS);
  const logs = useInfiniteQuery({
    queryKey: queryKeys.list('logs', { view: 'registros', tenantId, ...filters }),
    queryFn: ({ pageParam }) => {
      if (!timeZone) throw new Error('logs read without a zone');
      return listLogsPage(store, tenantId, filters, timeZone, pageParam ?? undefined);
    },
    initialPageParam: null as WithId<LogEntry> | null,
    getNextPageParam: (page) => page.next,
    enabled: member !== null && timeZone !== null,
  });
  const names = useMemo(
    () =>
      new Map((people.data ?? []).map((person) => [person.id, person.displayName?.trim() || person.email])),
    [people.data],
  );
  const options = useMemo<PersonOption[]>(
    () =>
      (people.data ?? []).map((person) => ({
        id: person.id,
        name: person.displayName?.trim() || person.email,
        detail: person.email,
      })),
    [people.data],
  );
  const rows = useMemo(
    () =>
      logs.data && timeZone
        ? logRows(
            logs.data.pages.flatMap((page) => page.entries),
            names,
            timeZone,
          )
        : undefined,
    [logs.data, names, timeZone],
  );
  const filtered = filters.actorId !== null || filters.action !== null || filters.from !== null;

  return (
    <PageLayout
      title="Registros"
      subtitle="Quién hizo qué y cuándo: cada cambio queda registrado y no se puede editar."
      actions={
        <ExportButton
          fileName="registros"
          formats={['csv', 'xlsx']}
          getTable={() => logsTable(rows ?? [])}
          disabled={!rows}
          timeZone={timeZone ?? undefined}
        />
      }
    >
      <AsyncState loading={!timeZone} loadingLabel="Cargando registros">
        <Box
          role="group"
          aria-label="Filtros"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
        >
          <Box sx={{ flex: '1 1 16rem', maxWidth: 360 }}>
            <PersonPicker
              people={options}
              value={filters.actorId}
              loading={people.isPending}
              onChange={(actorId) => setFilters({ ...filters, actorId })}
            />
          </Box>
          <FilterSelect
            label="Acción"
            value={filters.action ?? ''}
            onChange={(action) => setFilters({ ...filters, action: action === '' ? null : action })}
            options={ACTION_OPTIONS}
          />
          {filters.from !== null && filters.to !== null ? (
            <>
              <DayRangePicker
                from={filters.from}
                to={filters.to}
                label="Periodo"
                onChange={({ from, to }) => setFilters({ ...filters, from, to })}
              />
              <Button onClick={() => setFilters({ ...filters, from: null, to: null })}>
                Todo el periodo
              </Button>
            </>
          ) : (
            <Button
              onClick={() => {
                const today = timeZone ? formatInZone(new Date(), timeZone, 'yyyy-MM-dd') : null;
                if (today) setFilters({ ...filters, from: today, to: today });
              }}
            >
              Elegir periodo
            </Button>
          )}
        </Box>
        <Typography variant="body2" color="textSecondary" aria-live="polite" sx={{ mb: 1 }}>
          {rows
            ? `${rows.length} ${rows.length === 1 ? 'registro' : 'registros'}${logs.hasNextPage ? ' (hay más)' : ''}`
            : ' '}
        </Typography>
        <DataTable<LogRow>
          aria-label="Registros"
          rows={rows}
          columns={COLUMNS}
          getRowId={(row) => row.id}
          loading={logs.isPending}
          error={logs.isError ? logs.error : null}
          onRetry={() => void logs.refetch()}
          emptyMessage={filtered ? 'Ningún registro coincide con los filtros.' : 'Aún no hay registros.'}
          pageSize={0}
        />
        {logs.hasNextPage && (
          <Box sx={{ mt: 2 }}>
            <Button
              variant="outlined"
              onClick={() => void logs.fetchNextPage()}
              disabled={logs.isFetchingNextPage}
              sx={{ minHeight: 48 }}
            >
              {logs.isFetchingNextPage ? 'Cargando…' : 'Cargar más'}
            </Button>
          </Box>
        )}
      </AsyncState>
    </PageLayout>
  );
}
