import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';

import '../../components/plain/plain-controls.css';

import { AsyncState } from '../../components/async-state';
import { DataTable, MUTED_TEXT, type DataTableColumn } from '../../components/data-table';
import { DayRangePicker } from '../../components/day-range-picker';
import { ExportButton } from '../../components/export-button';
import { FilterSelect } from '../../components/filter-select';
import { PageLayout } from '../../components/page-layout';
import { PersonPicker, type PersonOption } from '../../components/person-picker';
import { ReasonDialog } from '../../components/reason-dialog';
import { StatusChip } from '../../components/status-chip';
import type { StatusTone } from '../../components/status-colors';
import {
  closeCorrection,
  correctionText,
  proposeCorrection,
  type CorrectionProposal,
} from '../../data/attendance/correction-writes';
import { closePeriod, reopenPeriod } from '../../data/attendance/period-writes';
import { queryKeys } from '../../data/queries/keys';
import { useMember } from '../../data/queries/member';
import { useTenant } from '../../data/queries/tenant';
import { useStore } from '../../data/queries/use-store';
import { listSignaturesSince } from '../../data/queries/week-signatures';
import {
  ATTENDANCE_NAMED_RANGES,
  ATTENDANCE_RANGE_LABEL,
  ATTENDANCE_VIEW_LABEL,
  ATTENDANCE_VIEW_TYPES,
  attendanceRangeLabel,
  attendanceViewPath,
  customRangeParam,
  parseAttendanceView,
  type AttendanceViewType,
} from '../../domain/attendance/attendance-view';
import { ALTERED_LABEL, CORRECTION_LIMITS } from '../../domain/attendance/corrections';
import { monthLabel, type ClosingMonth } from '../../domain/attendance/period-close';
import { PUNCH_ORDER, type PunchAction } from '../../domain/attendance/punches';
import { openObjections, weeksToSign } from '../../domain/attendance/week-signoff';
import { addDaysToKey, formatDayKey } from '../../domain/calendar/day-keys';
import { dayKey } from '../../domain/calendar/time-zone';
import { formatHoursMinutes } from '../../domain/format/numbers';
import { resolveObjectionHours, resolveThresholds } from '../../domain/settings/tenant-settings';
import { PUNCH_FLAG_LABEL, type PunchFlag } from '../../domain/attendance/punch-flags';
import { resolvePunchWindow } from '../../domain/attendance/punch-window';
import { useBackend } from '../../lib/backend-context';
import { useNow } from '../../lib/use-now';
import { ArchiveButton } from './archive-button';
import { CorrectionHistoryDialog, CorrectionsInbox, type Correction } from './corrections-inbox';
import { DtReportsDialog } from './dt-reports-dialog';
import { InspectorAccessDialog } from './inspector-access-dialog';
import { PeriodCloseDialog } from './period-close-dialog';
import { WeekSignaturesDialog } from './week-signatures-dialog';
import { ProposeDialog } from './propose-dialog';
import {
  alteredDescription,
  EMPTY_MESSAGE,
  personName,
  plannedText,
  punchTime,
  rowsOfType,
  timesheetsTable,
  TIMESHEET_STATUS_LABEL,
  type TimesheetRow,
  type TimesheetStatus,
  rowFlags,
} from './timesheet-rows';
import { useRefreshCorrections, useTimesheets } from './use-timesheets';

const INVALID_NOTICE = 'La dirección no es válida: se muestran todas las asistencias de hoy.';

const STATUS_TONE: Readonly<Record<TimesheetStatus, StatusTone>> = {
  upcoming: 'neutral',
  running: 'info',
  complete: 'success',
  late: 'warning',
  incomplete: 'warning',
  absent: 'error',
  justified: 'info',
  unscheduled: 'neutral',
};

const RANGE_OPTIONS: readonly (readonly [string, string])[] = [
  ...ATTENDANCE_NAMED_RANGES.map((range) => [range, ATTENDANCE_RANGE_LABEL[range]] as const),
  ['custom', 'Personalizado'],
];

type Dialog =
  | { kind: 'propose'; row: TimesheetRow }
  | { kind: 'close'; correction: Correction }
  | { kind: 'history'; correction: Correction }
  | null;

/**
 * `/asistencias` and `/asistencias/:type/:range` (managers): per person and day, the planned slots against the
 * punches (after accepted corrections, marked `alterado`), worked time, lateness, early leave and status; the
 * view lives in the URL (type, range, `?persona=`), so it can be bookmarked. `Corregir` proposes a correction —
 * the punch itself is never rewritten — and the `Correcciones` view is the inbox of missing punches, proposals
 * waiting for the worker and objections to answer.
 */
export function TimesheetsScreen() {
  const params = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tenant = useTenant();
  const store = useStore();
  const member = useMember();
  const now = useNow(60_000);
  const timeZone = tenant.timeZone;
  const today = timeZone ? dayKey(now, timeZone) : null;
  const view = today ? parseAttendanceView(params.type, params.range, today) : null;
  const thresholds = useMemo(() => resolveThresholds(tenant.settings?.alertThresholds), [tenant.settings]);
  const data = useTimesheets({
    from: view?.from ?? '',
    to: view?.to ?? '',
    timeZone: view ? timeZone : null,
    now,
    thresholds,
  });
  const refresh = useRefreshCorrections();
  // The weeks a worker may still sign are the ones whose objections the inbox shows.
  const objectionsSince = today ? (weeksToSign(today).at(-1) ?? null) : null;
  const signatures = useQuery({
    queryKey: queryKeys.list('weekSignatures', { tenantId: member?.tenantId, since: objectionsSince }),
    queryFn: () => listSignaturesSince(store, member?.tenantId ?? '', objectionsSince ?? ''),
    enabled: view?.type === 'correcciones' && member !== null && objectionsSince !== null,
  });
  const weekObjections = useMemo(() => openObjections(signatures.data ?? []), [signatures.data]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [customOpen, setCustomOpen] = useState(false);
  const [reportsOpen, setReportsOpen] = useState(false);
  const [periodOpen, setPeriodOpen] = useState(false);
  const [signaturesOpen, setSignaturesOpen] = useState(false);
  const [inspectorOpen, setInspectorOpen] = useState(false);
  const { admin } = useBackend();
  const personId = search.get('persona');

  const go = useCallback(
    (type: AttendanceViewType, range: string) => {
      const query = search.toString();
      void navigate(`${attendanceViewPath(type, range)}${query ? `?${query}` : ''}`);
    },
    [navigate, search],
  );

  const shown = useMemo(() => {
    if (!data.rows || !view) return undefined;
    const ofType = rowsOfType(data.rows, view.type);
    return personId ? ofType.filter((row) => row.userId === personId) : ofType;
  }, [data.rows, view, personId]);
  const people = useMemo<PersonOption[]>(
    () =>
      (data.people ?? [])
        .filter((person) => person.role !== 'superuser')
        .map((person) => ({
          id: person.id,
          name: personName(person, person.id),
          detail: person.rut ?? person.email,
        })),
    [data.people],
  );
  const name = useCallback((uid: string) => personName(data.names.get(uid), uid), [data.names]);
  const open = useMemo(
    () => (data.open ?? []).filter((correction) => !personId || correction.userId === personId),
    [data.open, personId],
  );

  const actor = member ? { uid: member.uid, tenantId: member.tenantId } : null;
  const objectionHours = resolveObjectionHours(tenant.settings);
  const closedThrough = tenant.tenant?.closedThrough ?? null;
  const punchSettings = useMemo(() => resolvePunchWindow(tenant.settings?.punchWindow), [tenant.settings]);
  const columns = useMemo(
    () =>
      timeZone
        ? timesheetColumns(
            timeZone,
            (row) => setDialog({ kind: 'propose', row }),
            (row) => rowFlags(row, punchSettings, timeZone),
          )
        : [],
    [timeZone, punchSettings],
  );

  const propose = async (proposal: CorrectionProposal) => {
    if (!actor || !timeZone) throw new Error('Sin sesión');
    const person = name(proposal.userId);
    await proposeCorrection(store, actor, proposal, person, { timeZone, closedThrough });
    setNotice(`Corrección propuesta: ${person} tiene ${proposal.objectionHours} horas para objetarla.`);
    refresh();
  };
  const close = async (correction: Correction, answer: string) => {
    if (!actor || !timeZone) throw new Error('Sin sesión');
    await closeCorrection(store, actor, correction, answer, name(correction.userId), {
      timeZone,
      closedThrough,
    });
    setNotice(correction.status === 'pending' ? 'Corrección retirada.' : 'Objeción respondida.');
    refresh();
  };

  const closeMonth = async (month: ClosingMonth) => {
    if (!actor) throw new Error('Sin sesión');
    await closePeriod(store, actor, month);
    setPeriodOpen(false);
    setNotice(`Periodo ${monthLabel(month)} cerrado.`);
  };
  const reopenMonth = async (month: ClosingMonth, reason: string) => {
    if (!actor) throw new Error('Sin sesión');
    await reopenPeriod(store, actor, month, reason);
    setPeriodOpen(false);
    setNotice(`Periodo ${monthLabel(month)} reabierto.`);
  };

  const rangeChoice =
    view && (ATTENDANCE_NAMED_RANGES as readonly string[]).includes(view.range) && !customOpen
      ? view.range
      : 'custom';
  const title = view ? `${ATTENDANCE_VIEW_LABEL[view.type]} · ${attendanceRangeLabel(view)}` : '';

  return (
    <PageLayout
      title="Asistencias"
      subtitle="Marcas contra lo planificado, por persona y día. Las correcciones quedan registradas aparte."
      actions={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={() => setSignaturesOpen(true)}
            disabled={!member || !data.people || !today}
            sx={{ minHeight: 48 }}
          >
            Firmas semanales
          </Button>
          <Button
            variant="outlined"
            onClick={() => setPeriodOpen(true)}
            disabled={!tenant.tenant || !today}
            sx={{ minHeight: 48 }}
          >
            Cierre de periodo
          </Button>
          <Button
            variant="outlined"
            onClick={() => setReportsOpen(true)}
            disabled={!tenant.tenant || !data.people || !today}
            sx={{ minHeight: 48 }}
          >
            Reportes DT
          </Button>
          {admin && (
            <Button
              variant="outlined"
              onClick={() => setInspectorOpen(true)}
              disabled={!timeZone}
              sx={{ minHeight: 48 }}
            >
              Acceso de fiscalización
            </Button>
          )}
          {member && timeZone && today && tenant.tenant && (
            <ArchiveButton
              tenantId={member.tenantId}
              tenant={tenant.tenant}
              timeZone={timeZone}
              thresholds={thresholds}
              today={today}
              people={data.people}
            />
          )}
          <ExportButton
            fileName={view ? `asistencias-${view.type}-${view.from}-${view.to}` : 'asistencias'}
            formats={['csv', 'xlsx']}
            getTable={() => timesheetsTable(shown ?? [], title, timeZone ?? 'UTC')}
            disabled={!shown || !timeZone}
            timeZone={timeZone ?? undefined}
          />
        </Box>
      }
    >
      {view?.invalid && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {INVALID_NOTICE}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <AsyncState loading={!view || !timeZone} loadingLabel="Cargando asistencias">
        {view && timeZone && today && (
          <>
            <Tabs
              value={view.type}
              onChange={(_, type: AttendanceViewType) => go(type, view.range)}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label="Tipo de asistencias"
              textColor="inherit"
              sx={{
                mb: 2,
                '& .MuiTab-root': { opacity: 1, color: 'text.secondary', minHeight: 48 },
                '& .Mui-selected': { color: 'text.primary' },
              }}
            >
              {ATTENDANCE_VIEW_TYPES.map((type) => (
                <Tab key={type} value={type} label={ATTENDANCE_VIEW_LABEL[type]} />
              ))}
            </Tabs>
            <Box
              role="group"
              aria-label="Filtros"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
            >
              <FilterSelect
                label="Periodo"
                value={rangeChoice ?? 'hoy'}
                onChange={(range) => {
                  if (range === 'custom') setCustomOpen(true);
                  else {
                    setCustomOpen(false);
                    go(view.type, range);
                  }
                }}
                options={RANGE_OPTIONS}
              />
              {rangeChoice === 'custom' && (
                <DayRangePicker
                  from={view.from}
                  to={view.to}
                  label="Periodo personalizado"
                  onChange={({ from, to }) => go(view.type, customRangeParam(from, to))}
                />
              )}
              <Box sx={{ flex: '1 1 16rem', maxWidth: 360 }}>
                <PersonPicker
                  people={people}
                  value={personId}
                  loading={data.people === undefined}
                  onChange={(id) => {
                    const next = new URLSearchParams(search);
                    if (id) next.set('persona', id);
                    else next.delete('persona');
                    setSearch(next);
                  }}
                />
              </Box>
            </Box>
            <Typography variant="body2" color="textSecondary" aria-live="polite" sx={{ mb: 1 }}>
              {shown ? `${title}: ${shown.length} ${shown.length === 1 ? 'registro' : 'registros'}` : ' '}
            </Typography>
            {view.type === 'horas-extras' && (
              <Typography sx={{ mb: 1 }}>
                <Link component={RouterLink} to="/horas-extras">
                  Aprobar en Horas Extras
                </Link>
              </Typography>
            )}
            {view.type === 'correcciones' ? (
              <AsyncState
                loading={data.loading}
                loadingLabel="Cargando correcciones"
                error={data.error}
                onRetry={data.retry}
              >
                {shown && (
                  <CorrectionsInbox
                    rows={shown}
                    open={open}
                    name={name}
                    timeZone={timeZone}
                    now={now}
                    onCorrect={(row) => setDialog({ kind: 'propose', row })}
                    onClose={(correction) => setDialog({ kind: 'close', correction })}
                    onHistory={(correction) => setDialog({ kind: 'history', correction })}
                    weekObjections={weekObjections}
                    onReviewWeek={(objection) =>
                      void navigate(
                        `${attendanceViewPath('todas', `${objection.week}_${addDaysToKey(objection.week, 6)}`)}?persona=${objection.userId}`,
                      )
                    }
                  />
                )}
              </AsyncState>
            ) : (
              <DataTable<TimesheetRow>
                aria-label="Asistencias"
                rows={shown}
                columns={columns}
                getRowId={(row) => row.id}
                loading={data.loading}
                error={data.error}
                onRetry={data.retry}
                emptyMessage={EMPTY_MESSAGE[view.type]}
              />
            )}
            {shown &&
              shown.some((row) => row.slot.corrections.length > 0) &&
              view.type !== 'correcciones' && (
                <CorrectionLinks
                  rows={shown}
                  timeZone={timeZone}
                  onHistory={(correction) => setDialog({ kind: 'history', correction })}
                />
              )}
          </>
        )}
      </AsyncState>
      {admin && timeZone && (
        <InspectorAccessDialog
          open={inspectorOpen}
          onClose={() => setInspectorOpen(false)}
          admin={admin}
          timeZone={timeZone}
        />
      )}
      {timeZone && today && member && data.people && signaturesOpen && (
        <WeekSignaturesDialog
          open
          tenantId={member.tenantId}
          people={data.people}
          today={today}
          timeZone={timeZone}
          onClose={() => setSignaturesOpen(false)}
          onRemind={
            admin
              ? async (week, uids) => (await admin.remindWeekSignatures({ week, uids })).reminded
              : undefined
          }
        />
      )}
      {timeZone && today && periodOpen && (
        <PeriodCloseDialog
          open
          closedThrough={closedThrough}
          today={today}
          timeZone={timeZone}
          now={now}
          corrections={data.open}
          onClose={() => setPeriodOpen(false)}
          onClosePeriod={closeMonth}
          onReopen={reopenMonth}
        />
      )}
      {timeZone && today && tenant.tenant && data.people && member && reportsOpen && (
        <DtReportsDialog
          open
          onClose={() => setReportsOpen(false)}
          tenantId={member.tenantId}
          tenant={tenant.tenant}
          people={data.people}
          options={people}
          today={today}
          timeZone={timeZone}
          thresholds={thresholds}
        />
      )}
      {timeZone && (
        <>
          <ProposeDialog
            open={dialog?.kind === 'propose'}
            row={dialog?.kind === 'propose' ? dialog.row : null}
            timeZone={timeZone}
            objectionHours={objectionHours}
            onClose={() => setDialog(null)}
            onPropose={propose}
          />
          <ReasonDialog
            open={dialog?.kind === 'close'}
            title={
              dialog?.kind === 'close' && dialog.correction.status === 'objected'
                ? 'Responder objeción'
                : 'Retirar corrección'
            }
            summary={
              dialog?.kind === 'close'
                ? `${name(dialog.correction.userId)}: ${correctionText(dialog.correction, timeZone)}`
                : ''
            }
            label={
              dialog?.kind === 'close' && dialog.correction.status === 'objected' ? 'Respuesta' : 'Motivo'
            }
            helperText="La persona verá este texto."
            submitLabel={
              dialog?.kind === 'close' && dialog.correction.status === 'objected' ? 'Responder' : 'Retirar'
            }
            maxLength={CORRECTION_LIMITS.textMax}
            minLength={CORRECTION_LIMITS.reasonMin}
            onClose={() => setDialog(null)}
            onSubmit={(answer) =>
              dialog?.kind === 'close' ? close(dialog.correction, answer) : Promise.resolve()
            }
          />
          <CorrectionHistoryDialog
            correction={dialog?.kind === 'history' ? dialog.correction : null}
            name={name}
            timeZone={timeZone}
            now={now}
            onClose={() => setDialog(null)}
          />
        </>
      )}
    </PageLayout>
  );
}

/** The corrections of the rows shown, each with its history (the original punch stays visible there). */
function CorrectionLinks({
  rows,
  timeZone,
  onHistory,
}: {
  rows: readonly TimesheetRow[];
  timeZone: string;
  onHistory: (correction: Correction) => void;
}) {
  const corrections = rows.flatMap((row) => row.slot.corrections.map((correction) => ({ row, correction })));
  return (
    <Box component="section" aria-label="Correcciones del periodo" sx={{ mt: 2 }}>
      <Typography component="h2" variant="h6">
        Correcciones del periodo
      </Typography>
      <Box component="ul" sx={{ pl: 2 }}>
        {corrections.map(({ row, correction }) => (
          <li key={correction.id}>
            {row.person}: {correctionText(correction, timeZone)}{' '}
            <Button size="small" onClick={() => onHistory(correction)}>
              Ver historial
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}

function PunchCell({ row, action, timeZone }: { row: TimesheetRow; action: PunchAction; timeZone: string }) {
  const time = punchTime(row.slot, action, timeZone);
  if (time === null) return <span className={MUTED_TEXT}>—</span>;
  if (!row.slot.punches.altered.includes(action)) return <>{time}</>;
  return (
    <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
      <span>{time}</span>
      <span aria-label={alteredDescription(row.slot, action, timeZone)} role="img">
        <StatusChip label={ALTERED_LABEL} tone="warning" />
      </span>
    </span>
  );
}

const minutes = (value: number | null) => (value === null ? '—' : formatHoursMinutes(value));

function timesheetColumns(
  timeZone: string,
  correct: (row: TimesheetRow) => void,
  flagsOf: (row: TimesheetRow) => PunchFlag[],
): DataTableColumn<TimesheetRow>[] {
  const punch = (action: PunchAction, header: string): DataTableColumn<TimesheetRow> => ({
    id: action,
    header,
    cell: (row) => <PunchCell row={row} action={action} timeZone={timeZone} />,
  });
  const [checkIn, lunchStart, lunchEnd, checkOut] = PUNCH_ORDER;
  return [
    {
      id: 'person',
      header: 'Persona',
      // Plain elements in the cells, not Box or Typography: 50 rows render at once (issue #18).
      cell: (row) => <span style={{ fontWeight: 600 }}>{row.person}</span>,
      sortValue: (row) => row.person,
    },
    {
      id: 'day',
      header: 'Fecha',
      cell: (row) => formatDayKey(row.day, 'EEE dd-MM'),
      sortValue: (row) => row.day,
    },
    { id: 'planned', header: 'Planificado', cell: (row) => plannedText(row.slot) },
    punch(checkIn ?? 'checkIn', 'Entrada'),
    punch(lunchStart ?? 'lunchStart', 'Inicio colación'),
    punch(lunchEnd ?? 'lunchEnd', 'Fin colación'),
    punch(checkOut ?? 'checkOut', 'Salida'),
    {
      id: 'worked',
      header: 'Trabajado',
      cell: (row) => minutes(row.slot.times.workedMinutes),
      sortValue: (row) => row.slot.times.workedMinutes,
      align: 'right',
    },
    {
      id: 'late',
      header: 'Atraso',
      cell: (row) => minutes(row.slot.times.lateMinutes),
      sortValue: (row) => row.slot.times.lateMinutes,
      align: 'right',
    },
    {
      id: 'early',
      header: 'Salida anticipada',
      cell: (row) => minutes(row.slot.times.earlyMinutes),
      align: 'right',
    },
    {
      id: 'status',
      header: 'Estado',
      cell: (row) => (
        <span style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          <StatusChip label={TIMESHEET_STATUS_LABEL[row.status]} tone={STATUS_TONE[row.status]} />
          {row.slot.pending.length > 0 && <StatusChip label="Corrección pendiente" tone="info" />}
          {flagsOf(row).map((flag) => (
            <StatusChip key={flag} label={PUNCH_FLAG_LABEL[flag]} tone="warning" />
          ))}
        </span>
      ),
      sortValue: (row) => TIMESHEET_STATUS_LABEL[row.status],
    },
    {
      id: 'actions',
      header: 'Acciones',
      // A plain button with MUI's look (plain-controls.css), not MUI's Button: one per row, 50 rows a page.
      cell: (row) => (
        <button
          type="button"
          className="plain-button plain-button--text plain-button--small"
          onClick={() => correct(row)}
          aria-label={`Corregir: ${row.person}, ${formatDayKey(row.day, 'dd-MM-yyyy')}`}
        >
          Corregir
        </button>
      ),
    },
  ];
}
