import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { AsyncState } from '../../components/async-state';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { ExportButton } from '../../components/export-button';
import { ReportFilters, type ReportPeriod } from '../../components/report-filters';
import { ReportPersonFilter, type ReportPerson } from '../../components/report-person-filter';
import { correctionText } from '../../data/writes/correction-writes';
import type { Member } from '../../data/queries/member';
import type { TenantState } from '../../data/queries/tenant';
import {
  ATTENDANCE_VIEW_LABEL,
  ATTENDANCE_VIEW_TYPES,
  attendanceViewPath,
  type AttendanceView,
  type AttendanceViewType,
} from '../../domain/attendance/attendance-view';
import { addDaysToKey } from '../../domain/calendar/day-keys';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';
import { ArchiveButton } from './archive-button';
import { CorrectionsInbox, type Correction } from './corrections-inbox';
import { EMPTY_MESSAGE, timesheetsTable, type TimesheetRow } from './timesheet-rows';
import type { TimesheetsDialog } from './timesheets-dialogs';
import { TimesheetsTotals } from './timesheets-totals';
import type { useTimesheets } from './use-timesheets';
import type { TimesheetsPanel, useWeekObjections } from './use-timesheets-screen';
import { WorkplaceFilter, type WorkplaceFilterProps } from './workplace-filter';

type TimesheetsData = ReturnType<typeof useTimesheets>;

const INVALID_NOTICE = 'La dirección no es válida: se muestran todas las asistencias de hoy.';

/** The warning of an invalid URL, then the notice of the last write (closable). */
export function TimesheetsNotices({
  invalid,
  notice,
  onNoticeClose,
}: {
  invalid: boolean;
  notice: string | null;
  onNoticeClose: () => void;
}) {
  return (
    <>
      {invalid && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {INVALID_NOTICE}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" role="status" onClose={onNoticeClose} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
    </>
  );
}

export interface TimesheetsActionsProps {
  view: AttendanceView | null;
  shown: readonly TimesheetRow[] | undefined;
  title: string;
  tenant: TenantState;
  member: Member | null;
  people: TimesheetsData['people'];
  today: string | null;
  timeZone: string | null;
  thresholds: AlertThresholds;
  /** Whether the tenant's admin port is there (`Acceso de fiscalización`). */
  admin: boolean;
  onOpen: (panel: TimesheetsPanel) => void;
}

/** The page's actions: week signatures, period close, DT reports, inspector access, the archive, the export. */
export function TimesheetsActions({
  view,
  shown,
  title,
  tenant,
  member,
  people,
  today,
  timeZone,
  thresholds,
  admin,
  onOpen,
}: TimesheetsActionsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        onClick={() => onOpen('signatures')}
        disabled={!member || !people || !today}
        sx={{ minHeight: 48 }}
      >
        Firmas semanales
      </Button>
      <Button
        variant="outlined"
        onClick={() => onOpen('period')}
        disabled={!tenant.tenant || !today}
        sx={{ minHeight: 48 }}
      >
        Cierre de periodo
      </Button>
      <Button
        variant="outlined"
        onClick={() => onOpen('reports')}
        disabled={!tenant.tenant || !people || !today}
        sx={{ minHeight: 48 }}
      >
        Reportes DT
      </Button>
      {admin && (
        <Button
          variant="outlined"
          onClick={() => onOpen('inspector')}
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
          people={people}
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
  );
}

export interface TimesheetsViewProps {
  view: AttendanceView;
  timeZone: string;
  now: Date;
  /** Opens another view, keeping the query (`?persona=`). */
  go: (type: AttendanceViewType, range: string) => void;
  navigate: (path: string) => void;
  /** The view's period: its days are the path's `:range`. */
  period: ReportPeriod;
  person: ReportPerson;
  /** `Local`: the people of one workplace (`?local=`). */
  workplace: WorkplaceFilterProps;
  data: TimesheetsData;
  shown: readonly TimesheetRow[] | undefined;
  title: string;
  columns: DataTableColumn<TimesheetRow>[];
  /** The open corrections of the person shown (all when none is). */
  open: readonly Correction[];
  name: (uid: string) => string;
  weekObjections: ReturnType<typeof useWeekObjections>;
  onDialog: (dialog: NonNullable<TimesheetsDialog>) => void;
}

/** The view's tabs and filters, its count, then the inbox (`Correcciones`) or the table and its corrections. */
export function TimesheetsView({
  view,
  timeZone,
  now,
  go,
  navigate,
  period,
  person,
  workplace,
  data,
  shown,
  title,
  columns,
  open,
  name,
  weekObjections,
  onDialog,
}: TimesheetsViewProps) {
  return (
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
      <ReportFilters period={period}>
        <WorkplaceFilter {...workplace} />
        <ReportPersonFilter {...person} />
      </ReportFilters>
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
              onCorrect={(row) => onDialog({ kind: 'propose', row })}
              onClose={(correction) => onDialog({ kind: 'close', correction })}
              onHistory={(correction) => onDialog({ kind: 'history', correction })}
              weekObjections={weekObjections}
              onReviewWeek={(objection) =>
                navigate(
                  `${attendanceViewPath('todas', `${objection.week}_${addDaysToKey(objection.week, 6)}`)}?persona=${objection.userId}`,
                )
              }
            />
          )}
        </AsyncState>
      ) : (
        <>
          {/* Report density, every column in view at 1366 px (timesheets-table.css). */}
          <div className="timesheets-table">
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
          </div>
          {shown && shown.length > 0 && <TimesheetsTotals rows={shown} title={title} />}
        </>
      )}
      {shown && shown.some((row) => row.slot.corrections.length > 0) && view.type !== 'correcciones' && (
        <CorrectionLinks
          rows={shown}
          timeZone={timeZone}
          onHistory={(correction) => onDialog({ kind: 'history', correction })}
        />
      )}
    </>
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
