import { dayRangeText } from '../../domain/calendar/day-keys';
import AddIcon from '@mui/icons-material/Add';
import InboxIcon from '@mui/icons-material/MoveToInbox';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';

import { AbsenceStatusChip } from '../../components/absence-status-chip';
import { AsyncState } from '../../components/async-state';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ReasonDialog } from '../../components/reason-dialog';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { ExportButton } from '../../components/export-button';
import { FilterSelect } from '../../components/filter-select';
import { PageLayout } from '../../components/page-layout';
import { PeriodToolbar } from '../../components/period-toolbar';
import { PersonPicker, type PersonOption } from '../../components/person-picker';
import { StatusChip } from '../../components/status-chip';
import { absenceDays } from '../../data/queries/absences';
import { useMember } from '../../data/queries/member';
import { useTenantPeriod } from '../../data/queries/tenant-period';
import { useStore } from '../../data/queries/use-store';
import { customPeriod, periodSlug, periodTitle } from '../../domain/calendar/periods';
import { PLANNING_TEXT_LIMITS } from '../../domain/planning/plan';
import { vacationDaysLabel } from '../../domain/planning/vacation';
import {
  ABSENCE_STATUSES,
  ABSENCE_STATUS_LABEL,
  ABSENCE_TYPES,
  ABSENCE_TYPE_LABEL,
  type AbsenceStatus,
  type AbsenceType,
} from '../../domain/labels';
import {
  absencesTable,
  buildAbsenceRows,
  filterRows,
  NO_FILTERS,
  pendingCountText,
  personName,
  type AbsenceFilters,
  type AbsenceRow,
} from './absence-rows';
import type { RecordAbsenceOutput } from './absence-schema';
import {
  approveAbsence,
  recordAbsence,
  rejectAbsence,
  voidAbsence,
  rowText,
  useAbsencesData,
  useRefreshAbsences,
} from './absences-repository';
import { RecordAbsenceDialog } from './record-absence-dialog';
import { RejectDialog } from './reject-dialog';

const KINDS = ['week', 'month', 'year', 'custom'] as const;
const TYPE_OPTIONS: readonly (readonly [string, string])[] = [
  ['', 'Todos'],
  ...ABSENCE_TYPES.map((type) => [type, ABSENCE_TYPE_LABEL[type]] as const),
];
const STATUS_OPTIONS: readonly (readonly [string, string])[] = [
  ['', 'Todos'],
  ...ABSENCE_STATUSES.map((status) => [status, ABSENCE_STATUS_LABEL[status]] as const),
];

type Action = 'approve' | 'reject' | 'void';
type Dialog = { kind: 'record'; open: boolean } | { kind: Action; open: boolean; row: AbsenceRow } | null;

const NOTICE: Readonly<Record<Action | 'record', string>> = {
  record: 'Ausencia registrada.',
  approve: 'Solicitud aprobada.',
  reject: 'Solicitud rechazada.',
  void: 'Ausencia anulada.',
};

/**
 * `/ausencias` (managers): the report and the inbox of absences. By period (this month first), type, status and
 * person; pending requests first, each with the person's vacation balance and, beyond it, `Supera el saldo`.
 * Approve, reject (with a reason), void (with a reason: absences are records, never deleted), and record an
 * absence for someone; export what is shown.
 */
export function AbsencesScreen() {
  const store = useStore();
  const member = useMember();
  const { today, timeZone, period, setPeriod } = useTenantPeriod('month');
  const data = useAbsencesData(period, timeZone);
  const refresh = useRefreshAbsences();
  const [filters, setFilters] = useState<AbsenceFilters>(NO_FILTERS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const rows = useMemo(
    () =>
      data.absences && data.people && data.vacations && data.holidays && today && timeZone
        ? buildAbsenceRows({
            absences: data.absences,
            people: data.people,
            vacations: data.vacations,
            holidays: data.holidays,
            today,
            timeZone,
          })
        : undefined,
    [data.absences, data.people, data.vacations, data.holidays, today, timeZone],
  );
  const shown = useMemo(() => (rows ? filterRows(rows, filters) : undefined), [rows, filters]);
  const people = useMemo<PersonOption[]>(
    () =>
      (data.people ?? [])
        .filter((person) => person.role !== 'superuser')
        .map((person) => ({
          id: person.id,
          name: personName(person),
          detail: person.rut ?? person.email,
        })),
    [data.people],
  );
  const activePeople = useMemo(
    () => people.filter((option) => data.people?.find((p) => p.id === option.id)?.disabled !== true),
    [people, data.people],
  );

  const actor = member ? { uid: member.uid, tenantId: member.tenantId } : null;
  const pending = data.pending ?? [];
  const close = () => setDialog((current) => current && { ...current, open: false });
  const done = (kind: Action | 'record') => {
    setNotice(NOTICE[kind]);
    refresh();
  };
  const act = useCallback(
    (kind: Action) => (row: AbsenceRow) => {
      setNotice(null);
      setDialog({ kind, open: true, row });
    },
    [],
  );

  /** Shows every pending request: the status filter, and a range covering all of them when this one does not. */
  const showPending = () => {
    if (!period || !timeZone) return;
    setFilters({ ...NO_FILTERS, status: 'pendiente' });
    let { from, to } = period;
    for (const absence of pending) {
      const days = absenceDays(absence, timeZone);
      if (days.from < from) from = days.from;
      if (days.to > to) to = days.to;
    }
    if (from !== period.from || to !== period.to) setPeriod(customPeriod(from, to));
  };

  const record = async (values: RecordAbsenceOutput) => {
    if (!actor || !timeZone) throw new Error('Sin sesión');
    await recordAbsence(store, actor, values, timeZone);
    done('record');
  };

  const columns = useMemo(() => absenceColumns(act), [act]);
  const ready = period !== null && today !== null && timeZone !== null;
  const filtered = filters.type !== '' || filters.status !== '' || filters.personId !== null;

  return (
    <PageLayout
      title="Ausencias"
      subtitle="Solicitudes por aprobar, ausencias registradas y saldos de vacaciones."
      actions={
        <>
          {pending.length > 0 && (
            <Button
              variant="outlined"
              color="warning"
              startIcon={<InboxIcon />}
              onClick={showPending}
              sx={{ minHeight: 48 }}
            >
              {pendingCountText(pending.length)}
            </Button>
          )}
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => {
              setNotice(null);
              setDialog({ kind: 'record', open: true });
            }}
            disabled={!ready || data.people === undefined}
            sx={{ minHeight: 48 }}
          >
            Registrar ausencia
          </Button>
          <ExportButton
            fileName={`ausencias-${period ? periodSlug(period) : ''}`}
            formats={['csv', 'xlsx']}
            getTable={() => absencesTable(shown ?? [], period ? periodTitle(period) : '')}
            disabled={!shown}
            timeZone={timeZone ?? undefined}
          />
        </>
      }
    >
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <AsyncState loading={!ready} loadingLabel="Cargando ausencias">
        {ready && (
          <>
            <PeriodToolbar period={period} today={today} kinds={KINDS} onChange={setPeriod} />
            <Filters filters={filters} onChange={setFilters} people={people} />
            <Typography variant="body2" color="textSecondary" aria-live="polite" sx={{ mb: 1 }}>
              {shown && rows
                ? shown.length === rows.length
                  ? `${rows.length} ${rows.length === 1 ? 'ausencia' : 'ausencias'}`
                  : `Mostrando ${shown.length} de ${rows.length} ausencias`
                : ' '}
            </Typography>
            <DataTable<AbsenceRow>
              aria-label="Ausencias"
              rows={shown}
              columns={columns}
              getRowId={(row) => row.id}
              loading={data.loading}
              error={data.error}
              onRetry={data.retry}
              emptyMessage={
                filtered
                  ? 'Ninguna ausencia del periodo coincide con los filtros.'
                  : 'No hay ausencias en este periodo.'
              }
            />
          </>
        )}
      </AsyncState>
      {ready && actor && (
        <>
          <RecordAbsenceDialog
            open={dialog?.kind === 'record' && dialog.open}
            onClose={close}
            people={activePeople}
            tenantId={actor.tenantId}
            today={today}
            timeZone={timeZone}
            onSubmit={record}
          />
          <ActionDialogs
            dialog={dialog}
            onClose={close}
            onApprove={async (row) => {
              await approveAbsence(store, actor, row);
              done('approve');
            }}
            onReject={async (row, reason) => {
              await rejectAbsence(store, actor, row, reason);
              done('reject');
            }}
            onVoid={async (row, reason) => {
              await voidAbsence(store, actor, row, reason);
              done('void');
            }}
          />
        </>
      )}
    </PageLayout>
  );
}

function Filters({
  filters,
  onChange,
  people,
}: {
  filters: AbsenceFilters;
  onChange: (filters: AbsenceFilters) => void;
  people: readonly PersonOption[];
}) {
  return (
    <Box
      role="group"
      aria-label="Filtros"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
    >
      <FilterSelect
        label="Tipo"
        value={filters.type}
        onChange={(type) => onChange({ ...filters, type: type as AbsenceType | '' })}
        options={TYPE_OPTIONS}
      />
      <FilterSelect
        label="Estado"
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status: status as AbsenceStatus | '' })}
        options={STATUS_OPTIONS}
      />
      <Box sx={{ flex: '1 1 16rem', maxWidth: 360 }}>
        <PersonPicker
          people={people}
          value={filters.personId}
          onChange={(personId) => onChange({ ...filters, personId })}
        />
      </Box>
    </Box>
  );
}

const rowId = (row: AbsenceRow) => `absence-${row.id}`;
/** A row's action is described by the row's person and days ('Aprobar', 'Camila Rojas 14-12-2026 – …'). */
const describedBy = (row: AbsenceRow) => `${rowId(row)}-who ${rowId(row)}-days`;

function absenceColumns(act: (kind: Action) => (row: AbsenceRow) => void): DataTableColumn<AbsenceRow>[] {
  return [
    {
      id: 'person',
      header: 'Persona',
      cell: (row) => (
        <Box component="span" id={`${rowId(row)}-who`} sx={{ fontWeight: 600 }}>
          {row.person}
        </Box>
      ),
      sortValue: (row) => row.person,
    },
    { id: 'type', header: 'Tipo', cell: (row) => ABSENCE_TYPE_LABEL[row.type] },
    {
      id: 'days',
      header: 'Fechas',
      cell: (row) => <span id={`${rowId(row)}-days`}>{dayRangeText(row.from, row.to)}</span>,
      sortValue: (row) => row.from,
    },
    {
      id: 'workingDays',
      header: 'Días hábiles',
      cell: (row) => row.workingDays,
      sortValue: (row) => row.workingDays,
      align: 'right',
    },
    {
      id: 'status',
      header: 'Estado',
      cell: (row) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          <AbsenceStatusChip status={row.status} />
          {row.overBalance && <StatusChip label="Supera el saldo" tone="error" />}
        </Box>
      ),
    },
    {
      id: 'note',
      header: 'Nota',
      cell: (row) => (
        <Box sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
          {row.note && <div>{row.note}</div>}
          {row.attachmentName && <div>Adjunto: {row.attachmentName}</div>}
          {(row.status === 'rechazada' || row.status === 'anulada') && row.decisionNote && (
            <div>Motivo: {row.decisionNote}</div>
          )}
        </Box>
      ),
    },
    {
      id: 'balance',
      header: 'Saldo de vacaciones',
      cell: (row) =>
        row.balance === null ? (
          <Typography variant="body2" color="textSecondary">
            Sin fecha de ingreso
          </Typography>
        ) : (
          vacationDaysLabel(row.balance.available)
        ),
      sortValue: (row) => row.balance?.available ?? null,
      align: 'right',
    },
    {
      id: 'actions',
      header: 'Acciones',
      cell: (row) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {row.status === 'pendiente' && (
            <>
              <Button size="small" aria-describedby={describedBy(row)} onClick={() => act('approve')(row)}>
                Aprobar
              </Button>
              <Button size="small" aria-describedby={describedBy(row)} onClick={() => act('reject')(row)}>
                Rechazar
              </Button>
            </>
          )}
          {row.status !== 'anulada' && (
            <Button
              size="small"
              color="error"
              aria-describedby={describedBy(row)}
              onClick={() => act('void')(row)}
            >
              Anular
            </Button>
          )}
        </Box>
      ),
    },
  ];
}

function ActionDialogs({
  dialog,
  onClose,
  onApprove,
  onReject,
  onVoid,
}: {
  dialog: Dialog;
  onClose: () => void;
  onApprove: (row: AbsenceRow) => Promise<void>;
  onReject: (row: AbsenceRow, reason: string) => Promise<void>;
  onVoid: (row: AbsenceRow, reason: string) => Promise<void>;
}) {
  const row = dialog && dialog.kind !== 'record' ? dialog.row : null;
  const open = (kind: Action) => dialog?.kind === kind && dialog.open;
  return (
    <>
      <ConfirmDialog
        open={open('approve')}
        title="Aprobar solicitud"
        message={row && <ApproveMessage row={row} />}
        confirmLabel="Aprobar"
        onConfirm={() => (row ? onApprove(row) : undefined)}
        onClose={onClose}
      />
      <RejectDialog
        open={open('reject')}
        summary={row ? `${rowText(row)}.` : ''}
        onClose={onClose}
        onReject={(reason) => (row ? onReject(row, reason) : Promise.resolve())}
      />
      <ReasonDialog
        open={open('void')}
        title="Anular ausencia"
        summary={
          row
            ? `${rowText(row)}. Deja de contar en la agenda, los saldos y las remuneraciones, pero se conserva en ` +
              'los registros (no se elimina). No se puede deshacer.'
            : ''
        }
        label="Motivo de la anulación"
        helperText="Queda junto a la ausencia y en Registros."
        submitLabel="Anular"
        maxLength={PLANNING_TEXT_LIMITS.decisionNote}
        onClose={onClose}
        onSubmit={(reason) => (row ? onVoid(row, reason) : Promise.resolve())}
      />
    </>
  );
}

function ApproveMessage({ row }: { row: AbsenceRow }) {
  return (
    <>
      {rowText(row)}.
      {row.overBalance && row.balance && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Supera el saldo de vacaciones disponible ({vacationDaysLabel(row.balance.available)}).
        </Alert>
      )}
    </>
  );
}
