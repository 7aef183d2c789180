import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { actionErrorMessage } from '../../components/action-error';
import { AsyncState } from '../../components/async-state';
import { ReasonDialog } from '../../components/reason-dialog';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { DayRangePicker } from '../../components/day-range-picker';
import { ExportButton } from '../../components/export-button';
import { FilterSelect } from '../../components/filter-select';
import { PageLayout } from '../../components/page-layout';
import { PersonPicker, type PersonOption } from '../../components/person-picker';
import { StatusChip } from '../../components/status-chip';
import type { StatusTone } from '../../components/status-colors';
import {
  decideOvertime,
  recordAgreement,
  voidAgreement,
  type OvertimeDecisionInput,
} from '../../data/attendance/overtime-writes';
import type { OvertimeAgreement } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { useMember } from '../../data/queries/member';
import { isActiveStaff, personName } from '../../data/queries/people';
import { useTenant } from '../../data/queries/tenant';
import { useStore } from '../../data/queries/use-store';
import {
  ATTENDANCE_NAMED_RANGES,
  ATTENDANCE_RANGE_LABEL,
  attendanceRangeLabel,
  customRangeParam,
  parseAttendanceView,
} from '../../domain/attendance/attendance-view';
import { ALTERED_LABEL } from '../../domain/attendance/corrections';
import { OVERTIME_FLAG_LABEL, OVERTIME_LIMITS } from '../../domain/attendance/overtime';
import { formatDayKey } from '../../domain/calendar/day-keys';
import { dayKey } from '../../domain/calendar/time-zone';
import { formatDuration, formatHoursMinutes } from '../../domain/format/numbers';
import { resolveThresholds, resolveWeeklyHourLimit } from '../../domain/settings/tenant-settings';
import { useNow } from '../../lib/use-now';
import {
  AgreementDialog,
  PreauthorizeDialog,
  type AgreementOutput,
  type PreauthorizeOutput,
} from './overtime-dialogs';
import {
  approvedMinutes,
  decisionLabel,
  OVERTIME_FILTER_LABEL,
  overtimeTable,
  rowsOfFilter,
  type OvertimeRow,
  type OvertimeStatusFilter,
} from './overtime-rows';
import { useOvertime, useRefreshOvertime } from './use-overtime';

const INVALID_NOTICE = 'El periodo de la dirección no es válido: se muestra este mes.';
const DEFAULT_RANGE = 'mes';

const RANGE_OPTIONS: readonly (readonly [string, string])[] = [
  ...ATTENDANCE_NAMED_RANGES.map((range) => [range, ATTENDANCE_RANGE_LABEL[range]] as const),
  ['custom', 'Personalizado'],
];
const FILTERS = Object.keys(OVERTIME_FILTER_LABEL) as OvertimeStatusFilter[];
const FILTER_OPTIONS = FILTERS.map((filter) => [filter, OVERTIME_FILTER_LABEL[filter]] as const);

const STATUS_TONE: Readonly<Record<OvertimeRow['status'], StatusTone>> = {
  pending: 'info',
  approved: 'success',
  rejected: 'neutral',
};

const EMPTY: Readonly<Record<OvertimeStatusFilter, string>> = {
  pendientes: 'No hay horas extras por decidir en este periodo.',
  aprobadas: 'No hay horas extras aprobadas en este periodo.',
  rechazadas: 'No hay horas extras rechazadas en este periodo.',
  todas: 'Nadie trabajó horas extras en este periodo.',
};

const rowName = (row: OvertimeRow) => `${row.person}, ${formatDayKey(row.key, 'dd-MM-yyyy')}`;

/** What the manager typed as the minutes to approve, checked: 1 to the day's overtime. */
function minutesOf(row: OvertimeRow, typed: string | undefined): number | null {
  if (typed === undefined) return row.suggestedMinutes;
  const value = /^\d+$/.test(typed.trim()) ? Number(typed) : Number.NaN;
  return Number.isInteger(value) && value >= 1 && value <= row.overtimeMinutes ? value : null;
}

type Dialog = 'agreement' | 'preauthorize' | { void: WithId<OvertimeAgreement> } | null;

/**
 * `/horas-extras` (managers): per person and day, the overtime the accepted attendance shows against the plan,
 * flagged against Chile's limits (more than 2 hours a day, beyond the weekly limit, without a written agreement);
 * approved in full, in part (the minutes edited inline) or rejected, one line or the selected ones at once, each
 * decision audited; the `Pactos` tab keeps each person's agreements. The view lives in the URL (`?periodo=`,
 * `?persona=`, `?estado=`, `?vista=pactos`).
 */
export function OvertimeScreen() {
  const [search, setSearch] = useSearchParams();
  const tenant = useTenant();
  const store = useStore();
  const member = useMember();
  const now = useNow(60_000);
  const timeZone = tenant.timeZone;
  const today = timeZone ? dayKey(now, timeZone) : null;
  const view = today
    ? parseAttendanceView('horas-extras', search.get('periodo') ?? DEFAULT_RANGE, today)
    : null;
  const thresholds = useMemo(() => resolveThresholds(tenant.settings?.alertThresholds), [tenant.settings]);
  const weeklyHourLimit = resolveWeeklyHourLimit(tenant.settings, today ?? '2026-01-01');
  const data = useOvertime({
    from: view?.from ?? '',
    to: view?.to ?? '',
    timeZone: view ? timeZone : null,
    now,
    thresholds,
    weeklyHourLimit,
  });
  const refresh = useRefreshOvertime();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [customOpen, setCustomOpen] = useState(false);

  const tab = search.get('vista') === 'pactos' ? 'pactos' : 'horas';
  const personId = search.get('persona');
  const filterParam = search.get('estado');
  const filter: OvertimeStatusFilter = FILTERS.includes(filterParam as OvertimeStatusFilter)
    ? (filterParam as OvertimeStatusFilter)
    : 'pendientes';
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setSearch(next);
    setSelected(new Set());
  };

  const shown = useMemo(() => {
    if (!data.rows) return undefined;
    const ofFilter = rowsOfFilter(data.rows, filter);
    return personId ? ofFilter.filter((row) => row.userId === personId) : ofFilter;
  }, [data.rows, filter, personId]);
  const people = useMemo(
    () =>
      (data.people ?? []).filter(isActiveStaff).map((person) => ({
        id: person.id,
        name: personName(person, person.id),
        detail: person.rut ?? person.email,
      })),
    [data.people],
  );
  const pickerPeople: PersonOption[] = people;
  const selectOptions = useMemo(() => people.map((p) => ({ value: p.id, label: p.name })), [people]);
  const name = useCallback((uid: string) => personName(data.names.get(uid), uid), [data.names]);

  const actor = member ? { uid: member.uid, tenantId: member.tenantId } : null;

  const decide = async (rows: readonly OvertimeRow[], status: 'approved' | 'rejected') => {
    if (!actor || rows.length === 0) return;
    const inputs: OvertimeDecisionInput[] = [];
    for (const row of rows) {
      const minutes = status === 'approved' ? minutesOf(row, typed[row.id]) : 0;
      if (minutes === null) {
        setFailure(`Revisa los minutos de ${rowName(row)}: entre 1 y ${row.overtimeMinutes}.`);
        return;
      }
      inputs.push({
        userId: row.userId,
        day: row.key,
        status,
        computedMinutes: row.overtimeMinutes,
        minutes,
        note: null,
      });
    }
    setBusy(true);
    setFailure(null);
    try {
      await decideOvertime(store, actor, inputs);
      const total = inputs.reduce((sum, input) => sum + input.minutes, 0);
      setNotice(
        status === 'approved'
          ? `${inputs.length === 1 ? 'Aprobada' : `Aprobadas ${inputs.length} líneas`}: ${formatDuration(total)}.`
          : `${inputs.length === 1 ? 'Rechazada' : `Rechazadas ${inputs.length} líneas`}.`,
      );
      setSelected(new Set());
      const decided = new Set(inputs.map((input) => `${input.userId}_${input.day}`));
      setTyped((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !decided.has(id))));
      refresh();
    } catch (error) {
      setFailure(actionErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const saveAgreement = async (values: AgreementOutput) => {
    if (!actor) throw new Error('Sin sesión');
    await recordAgreement(store, actor, values);
    setNotice(`Pacto registrado: ${name(values.userId)}.`);
    refresh();
  };
  const preauthorize = async (values: PreauthorizeOutput) => {
    if (!actor) throw new Error('Sin sesión');
    await decideOvertime(store, actor, [
      {
        userId: values.userId,
        day: values.day,
        status: 'preauthorized',
        computedMinutes: 0,
        minutes: values.minutes,
        note: values.note,
      },
    ]);
    setNotice(
      `Preautorizadas hasta ${formatDuration(values.minutes)} para ${name(values.userId)} el ${formatDayKey(values.day, 'dd-MM-yyyy')}.`,
    );
    refresh();
  };

  const columns = overtimeColumns({
    selected,
    toggle: (id) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    typed,
    type: (id, value) => setTyped((current) => ({ ...current, [id]: value })),
    decide: (row, status) => void decide([row], status),
    busy,
  });

  const rangeChoice =
    view && (ATTENDANCE_NAMED_RANGES as readonly string[]).includes(view.range) && !customOpen
      ? view.range
      : 'custom';
  const title = view ? `Horas extras · ${attendanceRangeLabel(view)}` : 'Horas extras';
  const selectedRows = (shown ?? []).filter((row) => selected.has(row.id));
  const pendingShown = (shown ?? []).filter((row) => row.status === 'pending');
  const allPendingSelected = pendingShown.length > 0 && pendingShown.every((row) => selected.has(row.id));

  return (
    <PageLayout
      title="Horas Extras"
      subtitle="Horas extras de la asistencia aceptada contra lo planificado. Se paga lo aprobado."
      actions={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setDialog('preauthorize')} sx={{ minHeight: 48 }}>
            Preautorizar
          </Button>
          <Button variant="outlined" onClick={() => setDialog('agreement')} sx={{ minHeight: 48 }}>
            Registrar pacto
          </Button>
          <ExportButton
            fileName={view ? `horas-extras-${view.from}-${view.to}` : 'horas-extras'}
            formats={['csv', 'xlsx']}
            getTable={() => overtimeTable(shown ?? [], title)}
            disabled={!shown}
            timeZone={timeZone ?? undefined}
          />
        </Box>
      }
    >
      {view?.invalid && search.get('periodo') !== null && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {INVALID_NOTICE}
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
      <Tabs
        value={tab}
        onChange={(_, value: string) => setParam('vista', value === 'pactos' ? 'pactos' : null)}
        aria-label="Vista de horas extras"
        textColor="inherit"
        sx={{
          mb: 2,
          '& .MuiTab-root': { opacity: 1, color: 'text.secondary', minHeight: 48 },
          '& .Mui-selected': { color: 'text.primary' },
        }}
      >
        <Tab value="horas" label="Horas extras" />
        <Tab value="pactos" label="Pactos" />
      </Tabs>
      <AsyncState loading={!view || !timeZone} loadingLabel="Cargando horas extras">
        {view && today && tab === 'pactos' && (
          <AgreementsPanel
            agreements={data.agreements}
            loading={data.loading}
            error={data.error}
            onRetry={data.retry}
            name={name}
            today={today}
            personId={personId}
            onVoid={(agreement) => setDialog({ void: agreement })}
          />
        )}
        {view && today && tab === 'horas' && (
          <>
            <Box
              role="group"
              aria-label="Filtros"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
            >
              <FilterSelect
                label="Periodo"
                value={rangeChoice ?? DEFAULT_RANGE}
                onChange={(range) => {
                  if (range === 'custom') setCustomOpen(true);
                  else {
                    setCustomOpen(false);
                    setParam('periodo', range);
                  }
                }}
                options={RANGE_OPTIONS}
              />
              {rangeChoice === 'custom' && (
                <DayRangePicker
                  from={view.from}
                  to={view.to}
                  label="Periodo personalizado"
                  onChange={({ from, to }) => setParam('periodo', customRangeParam(from, to))}
                />
              )}
              <FilterSelect
                label="Estado"
                value={filter}
                onChange={(value) => setParam('estado', value)}
                options={FILTER_OPTIONS}
              />
              <Box sx={{ flex: '1 1 16rem', maxWidth: 360 }}>
                <PersonPicker
                  people={pickerPeople}
                  value={personId}
                  loading={data.people === undefined}
                  onChange={(id) => setParam('persona', id)}
                />
              </Box>
            </Box>
            <Typography variant="body2" color="textSecondary" aria-live="polite" sx={{ mb: 1 }}>
              {shown
                ? `${title}: ${shown.length} ${shown.length === 1 ? 'línea' : 'líneas'} · aprobadas ${formatHoursMinutes(approvedMinutes(shown))}`
                : ' '}
            </Typography>
            <Box
              role="group"
              aria-label="Decidir varias"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}
            >
              <FormControlLabel
                control={
                  <Checkbox
                    checked={allPendingSelected}
                    disabled={pendingShown.length === 0}
                    onChange={() =>
                      setSelected(allPendingSelected ? new Set() : new Set(pendingShown.map((row) => row.id)))
                    }
                  />
                }
                label="Seleccionar todas las por decidir"
              />
              <Button
                variant="contained"
                disabled={selectedRows.length === 0 || busy}
                onClick={() => void decide(selectedRows, 'approved')}
              >
                {`Aprobar seleccionadas (${selectedRows.length})`}
              </Button>
              <Button
                variant="outlined"
                color="error"
                disabled={selectedRows.length === 0 || busy}
                onClick={() => void decide(selectedRows, 'rejected')}
              >
                {`Rechazar seleccionadas (${selectedRows.length})`}
              </Button>
            </Box>
            <DataTable<OvertimeRow>
              aria-label="Horas extras"
              rows={shown}
              columns={columns}
              getRowId={(row) => row.id}
              loading={data.loading}
              error={data.error}
              onRetry={data.retry}
              emptyMessage={EMPTY[filter]}
              pageSize={50}
            />
            <Definitions />
          </>
        )}
      </AsyncState>
      {today && (
        <>
          <AgreementDialog
            open={dialog === 'agreement'}
            people={selectOptions}
            today={today}
            onClose={() => setDialog(null)}
            onSubmit={saveAgreement}
          />
          <PreauthorizeDialog
            open={dialog === 'preauthorize'}
            people={selectOptions}
            today={today}
            onClose={() => setDialog(null)}
            onSubmit={preauthorize}
          />
        </>
      )}
      <ReasonDialog
        open={dialog !== null && typeof dialog === 'object'}
        title="Anular pacto"
        summary={
          dialog !== null && typeof dialog === 'object'
            ? `${name(dialog.void.userId)}: del ${formatDayKey(dialog.void.from, 'dd-MM-yyyy')} al ${formatDayKey(dialog.void.to, 'dd-MM-yyyy')}. Anúlalo solo si se registró por error: deja de cubrir días, pero se conserva en los registros (no se elimina).`
            : ''
        }
        label="Motivo de la anulación"
        helperText="Queda junto al pacto y en Registros."
        submitLabel="Anular"
        maxLength={OVERTIME_LIMITS.noteMax}
        onClose={() => setDialog(null)}
        onSubmit={async (reason) => {
          if (!actor || dialog === null || typeof dialog !== 'object') return;
          await voidAgreement(store, actor, dialog.void.id, reason);
          setNotice('Pacto anulado.');
          refresh();
        }}
      />
    </PageLayout>
  );
}

function Definitions() {
  return (
    <Box component="section" aria-label="Cómo se calculan" sx={{ mt: 2 }}>
      <Typography variant="body2" color="textSecondary">
        Horas extras: lo trabajado después del término de cada tramo planificado, y todo lo trabajado sin
        planificación. Alertas: {OVERTIME_FLAG_LABEL['daily-limit'].toLowerCase()} (art. 31 CT),{' '}
        {OVERTIME_FLAG_LABEL['weekly-limit'].toLowerCase()} y{' '}
        {OVERTIME_FLAG_LABEL['no-agreement'].toLowerCase()} (art. 32 CT). Una línea {ALTERED_LABEL} usa una
        corrección aceptada.
      </Typography>
    </Box>
  );
}

interface ColumnInput {
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
  typed: Readonly<Record<string, string>>;
  type: (id: string, value: string) => void;
  decide: (row: OvertimeRow, status: 'approved' | 'rejected') => void;
  busy: boolean;
}

function overtimeColumns({
  selected,
  toggle,
  typed,
  type,
  decide,
  busy,
}: ColumnInput): DataTableColumn<OvertimeRow>[] {
  return [
    {
      id: 'person',
      header: 'Persona',
      cell: (row) => <Box sx={{ fontWeight: 600 }}>{row.person}</Box>,
      sortValue: (row) => row.person,
    },
    {
      id: 'day',
      header: 'Fecha',
      cell: (row) => formatDayKey(row.key, 'EEE dd-MM'),
      sortValue: (row) => row.key,
    },
    {
      id: 'worked',
      header: 'Trabajado',
      cell: (row) => formatHoursMinutes(row.workedMinutes),
      sortValue: (row) => row.workedMinutes,
      align: 'right',
    },
    {
      id: 'overtime',
      header: 'Horas extras',
      cell: (row) => (
        <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
          <span>{formatHoursMinutes(row.overtimeMinutes)}</span>
          {row.altered && <StatusChip label={ALTERED_LABEL} tone="warning" />}
        </Box>
      ),
      sortValue: (row) => row.overtimeMinutes,
      align: 'right',
    },
    {
      id: 'flags',
      header: 'Alertas',
      cell: (row) =>
        row.flags.length === 0 ? (
          '—'
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {row.flags.map((flag) => (
              <StatusChip key={flag} label={OVERTIME_FLAG_LABEL[flag]} tone="warning" />
            ))}
          </Box>
        ),
    },
    {
      id: 'decision',
      header: 'Decisión',
      cell: (row) => <StatusChip label={decisionLabel(row)} tone={STATUS_TONE[row.status]} />,
      sortValue: (row) => decisionLabel(row),
    },
    {
      id: 'minutes',
      header: 'Minutos a aprobar',
      cell: (row) => {
        const value = typed[row.id] ?? String(row.suggestedMinutes);
        const invalid = minutesOf(row, typed[row.id]) === null;
        return (
          <TextField
            size="small"
            type="number"
            value={value}
            onChange={(event) => type(row.id, event.target.value)}
            error={invalid}
            helperText={invalid ? `Entre 1 y ${row.overtimeMinutes}` : undefined}
            slotProps={{
              htmlInput: {
                min: 1,
                max: row.overtimeMinutes,
                'aria-label': `Minutos a aprobar: ${rowName(row)}`,
              },
            }}
            sx={{ width: 110 }}
          />
        );
      },
    },
    {
      id: 'actions',
      header: 'Acciones',
      cell: (row) => (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <Button
            size="small"
            disabled={busy}
            onClick={() => decide(row, 'approved')}
            aria-label={`Aprobar: ${rowName(row)}`}
          >
            Aprobar
          </Button>
          <Button
            size="small"
            color="error"
            disabled={busy || row.status === 'rejected'}
            onClick={() => decide(row, 'rejected')}
            aria-label={`Rechazar: ${rowName(row)}`}
          >
            Rechazar
          </Button>
        </Box>
      ),
    },
    {
      id: 'select',
      header: 'Seleccionar',
      cell: (row) => (
        <Checkbox
          checked={selected.has(row.id)}
          onChange={() => toggle(row.id)}
          slotProps={{ input: { 'aria-label': `Seleccionar: ${rowName(row)}` } }}
        />
      ),
    },
  ];
}

type AgreementState = 'vigente' | 'proximo' | 'vencido' | 'anulado';
const AGREEMENT_STATE: Readonly<Record<AgreementState, { label: string; tone: StatusTone }>> = {
  vigente: { label: 'Vigente', tone: 'success' },
  proximo: { label: 'Próximo', tone: 'info' },
  vencido: { label: 'Vencido', tone: 'neutral' },
  anulado: { label: 'Anulado', tone: 'error' },
};

function agreementState(agreement: OvertimeAgreement, today: string): AgreementState {
  if (agreement.voidedAt !== undefined) return 'anulado';
  if (today < agreement.from) return 'proximo';
  return today > agreement.to ? 'vencido' : 'vigente';
}

function AgreementsPanel({
  agreements,
  loading,
  error,
  onRetry,
  name,
  today,
  personId,
  onVoid,
}: {
  agreements: WithId<OvertimeAgreement>[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  name: (uid: string) => string;
  today: string;
  personId: string | null;
  onVoid: (agreement: WithId<OvertimeAgreement>) => void;
}) {
  const rows = useMemo(
    () =>
      agreements
        ?.filter((agreement) => !personId || agreement.userId === personId)
        .sort((a, b) => (a.to < b.to ? 1 : -1)),
    [agreements, personId],
  );
  const columns: DataTableColumn<WithId<OvertimeAgreement>>[] = [
    {
      id: 'person',
      header: 'Persona',
      cell: (row) => <Box sx={{ fontWeight: 600 }}>{name(row.userId)}</Box>,
      sortValue: (row) => name(row.userId),
    },
    {
      id: 'from',
      header: 'Desde',
      cell: (row) => formatDayKey(row.from, 'dd-MM-yyyy'),
      sortValue: (row) => row.from,
    },
    {
      id: 'to',
      header: 'Hasta',
      cell: (row) => formatDayKey(row.to, 'dd-MM-yyyy'),
      sortValue: (row) => row.to,
    },
    {
      id: 'state',
      header: 'Estado',
      cell: (row) => {
        const state = AGREEMENT_STATE[agreementState(row, today)];
        return <StatusChip label={state.label} tone={state.tone} />;
      },
    },
    {
      id: 'note',
      header: 'Nota',
      cell: (row) => (row.voidReason !== undefined ? `Anulado: ${row.voidReason}` : (row.note ?? '—')),
    },
    {
      id: 'actions',
      header: 'Acciones',
      cell: (row) =>
        row.voidedAt === undefined && (
          <Button
            size="small"
            color="error"
            onClick={() => onVoid(row)}
            aria-label={`Anular pacto: ${name(row.userId)}, desde ${formatDayKey(row.from, 'dd-MM-yyyy')}`}
          >
            Anular
          </Button>
        ),
    },
  ];
  return (
    <>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        Un pacto de horas extras se firma por escrito y dura menos de 3 meses (art. 32 del Código del
        Trabajo).
      </Typography>
      <DataTable<WithId<OvertimeAgreement>>
        aria-label="Pactos de horas extras"
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyMessage="No hay pactos de horas extras registrados."
        pageSize={50}
      />
    </>
  );
}
