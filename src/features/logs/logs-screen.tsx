import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';

import { AsyncState } from '../../components/async-state';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { DayRangePicker } from '../../components/day-range-picker';
import { ExportButton } from '../../components/export-button';
import { FilterSelect } from '../../components/filter-select';
import { PageLayout } from '../../components/page-layout';
import { PersonPicker, type PersonOption } from '../../components/person-picker';
import { useMember } from '../../data/queries/member';
import { usePeople } from '../../data/queries/people';
import { useTenant } from '../../data/queries/tenant';
import { actionFilterOptions } from '../../domain/audit/action-labels';
import { formatInZone } from '../../domain/calendar/time-zone';
import { logRows, logsTable, textContext, type LogRow } from './log-rows';
import { NO_LOG_FILTERS, type LogFilters } from './logs-query';
import { useLogs } from './use-logs';

const ACTION_OPTIONS: readonly (readonly [string, string])[] = [['', 'Todas'], ...actionFilterOptions()];

/** The stored entry, closed by default: what support asks for (action key, ids, details as stored). */
function TechnicalDetail({ text }: { text: string }) {
  return (
    <Box component="details" sx={{ mt: 0.5, '& > summary': { cursor: 'pointer', color: 'text.secondary' } }}>
      <summary>
        <Typography component="span" variant="caption">
          Ver detalle técnico
        </Typography>
      </summary>
      <Box
        component="pre"
        sx={{ m: 0, mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.75rem' }}
      >
        {text}
      </Box>
    </Box>
  );
}

function columns(open: ReadonlySet<string>, toggle: (id: string) => void): DataTableColumn<LogRow>[] {
  return [
    {
      id: 'when',
      header: 'Fecha',
      cell: (row) =>
        row.kind === 'member' ? (
          <Box
            component="span"
            sx={{ pl: 2, borderLeft: 2, borderColor: 'divider', display: 'inline-block' }}
          >
            {row.when}
          </Box>
        ) : (
          row.when
        ),
    },
    { id: 'who', header: 'Persona', cell: (row) => row.who },
    { id: 'action', header: 'Acción', cell: (row) => row.action },
    {
      id: 'details',
      header: 'Detalle',
      cell: (row) => (
        <Box sx={{ maxWidth: 520, overflowWrap: 'anywhere' }}>
          {row.sentence}
          {row.kind === 'group' ? (
            <Box>
              <Button size="small" aria-expanded={open.has(row.id)} onClick={() => toggle(row.id)}>
                {`${open.has(row.id) ? 'Ocultar' : 'Ver'} los ${row.count} registros`}
              </Button>
            </Box>
          ) : (
            row.technical !== null && <TechnicalDetail text={row.technical} />
          )}
        </Box>
      ),
    },
  ];
}

/** Today in the tenant zone, the first period the `Elegir periodo` button offers. */
const todayIn = (timeZone: string | null) =>
  timeZone ? formatInZone(new Date(), timeZone, 'yyyy-MM-dd') : null;

interface FiltersProps {
  filters: LogFilters;
  onChange: (filters: LogFilters) => void;
  people: PersonOption[];
  peopleLoading: boolean;
  timeZone: string | null;
}

/** By person, by action (its Spanish label) and by period of days in the tenant zone. */
function LogFiltersBar({ filters, onChange, people, peopleLoading, timeZone }: FiltersProps) {
  return (
    <Box
      role="group"
      aria-label="Filtros"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
    >
      <Box sx={{ flex: '1 1 16rem', maxWidth: 360 }}>
        <PersonPicker
          people={people}
          value={filters.actorId}
          loading={peopleLoading}
          onChange={(actorId) => onChange({ ...filters, actorId })}
        />
      </Box>
      <FilterSelect
        label="Acción"
        value={filters.action ?? ''}
        onChange={(action) => onChange({ ...filters, action: action === '' ? null : action })}
        options={ACTION_OPTIONS}
        minWidth={240}
      />
      {filters.from !== null && filters.to !== null ? (
        <>
          <DayRangePicker
            from={filters.from}
            to={filters.to}
            label="Periodo"
            onChange={({ from, to }) => onChange({ ...filters, from, to })}
          />
          <Button onClick={() => onChange({ ...filters, from: null, to: null })}>Todo el periodo</Button>
        </>
      ) : (
        <Button
          onClick={() => {
            const today = todayIn(timeZone);
            if (today) onChange({ ...filters, from: today, to: today });
          }}
        >
          Elegir periodo
        </Button>
      )}
    </Box>
  );
}

/**
 * `/logs` (managers), `Registros`: the audit trail, newest first, 50 rows at a time (`Cargar más`), by person,
 * action and period; each entry as a person reads it (src/domain/audit: names, local time, Spanish label, a
 * sentence) with its stored text a click away, and a bulk act (hundreds of overtime lines) as one row that opens
 * to its entries. Read-only: nobody edits the trail.
 */
export function LogsScreen() {
  const member = useMember();
  const tenant = useTenant();
  const people = usePeople();
  const timeZone = tenant.timeZone;
  const [filters, setFilters] = useState<LogFilters>(NO_LOG_FILTERS);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const { logs, entries, items, hasMore, loadMore } = useLogs(
    member?.tenantId ?? '',
    filters,
    timeZone,
    member !== null,
  );
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
  const context = useMemo(() => (timeZone ? textContext(names, timeZone) : null), [names, timeZone]);
  const rows = useMemo(
    () => (items && context ? logRows(items, context, open) : undefined),
    [items, context, open],
  );
  const tableColumns = useMemo(
    () =>
      columns(open, (id) =>
        setOpen((was) => {
          const next = new Set(was);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
      ),
    [open],
  );
  const filtered = filters.actorId !== null || filters.action !== null || filters.from !== null;
  const count = items?.length ?? 0;

  return (
    <PageLayout
      title="Registros"
      subtitle="Quién hizo qué y cuándo: cada cambio queda registrado y no se puede editar."
      actions={
        <ExportButton
          fileName="registros"
          formats={['csv', 'xlsx']}
          getTable={() => logsTable(entries ?? [], context ?? textContext(names, 'UTC'))}
          disabled={!rows}
          timeZone={timeZone ?? undefined}
        />
      }
    >
      <AsyncState loading={!timeZone} loadingLabel="Cargando registros">
        <LogFiltersBar
          filters={filters}
          onChange={(next) => {
            setFilters(next);
            setOpen(new Set());
          }}
          people={options}
          peopleLoading={people.isPending}
          timeZone={timeZone}
        />
        <Typography variant="body2" color="textSecondary" aria-live="polite" sx={{ mb: 1 }}>
          {items ? `${count} ${count === 1 ? 'registro' : 'registros'}${hasMore ? ' (hay más)' : ''}` : ' '}
        </Typography>
        <DataTable<LogRow>
          aria-label="Registros"
          rows={rows}
          columns={tableColumns}
          getRowId={(row) => row.id}
          loading={logs.isPending}
          error={logs.isError ? logs.error : null}
          onRetry={() => void logs.refetch()}
          emptyMessage={filtered ? 'Ningún registro coincide con los filtros.' : 'Aún no hay registros.'}
          pageSize={0}
        />
        {hasMore && (
          <Box sx={{ mt: 2 }}>
            <Button
              variant="outlined"
              onClick={loadMore}
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
