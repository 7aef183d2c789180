import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

import '../../components/plain/plain-controls.css';

import { AsyncState } from '../../components/async-state';
import { PageLayout } from '../../components/page-layout';
import { type PersonOption } from '../../components/person-picker';
import { useMember } from '../../data/queries/member';
import { useTenant } from '../../data/queries/tenant';
import {
  ATTENDANCE_VIEW_LABEL,
  attendanceRangeLabel,
  attendanceViewPath,
  parseAttendanceView,
  type AttendanceViewType,
} from '../../domain/attendance/attendance-view';
import { resolvePunchWindow } from '../../domain/attendance/punch-window';
import { dayKey } from '../../domain/calendar/time-zone';
import { resolveThresholds } from '../../domain/settings/tenant-settings';
import { useBackend } from '../../lib/backend-context';
import { useNow } from '../../lib/use-now';
import { textParam, useUrlView } from '../../lib/use-url-view';
import { timesheetColumns } from './timesheet-columns';
import { personName, rowFlags, rowsOfType, type TimesheetRow } from './timesheet-rows';
import { TimesheetsDialogs, type TimesheetsDialog } from './timesheets-dialogs';
import { TimesheetsActions, TimesheetsNotices, TimesheetsView } from './timesheets-sections';
import { useLocalFilter } from './use-local-filter';
import { useTimesheets } from './use-timesheets';
import {
  useProposeFromLink,
  usePathPeriod,
  useTimesheetsPanels,
  useTimesheetWrites,
  useWeekObjections,
} from './use-timesheets-screen';

/**
 * `/asistencias` and `/asistencias/:type/:range` (managers): per person and day, the planned slots against the
 * punches (after accepted corrections, marked `alterado`), worked time, lateness, early leave and status; the
 * view lives in the URL (type, range, `?local=` for the people of one workplace, `?persona=`), so it can be
 * bookmarked. `Ver día` opens the row's person's day (components/person-day), `Totales por persona` sums the
 * view per person, `?corregir=1` with `?persona=` opens that person's correction (from /alertas). `Corregir`
 * proposes a correction — the punch itself is never rewritten — and the `Correcciones`
 * view is the inbox of missing punches, proposals waiting for the worker and objections to answer. This is the
 * container: the URL, the reads, the dialogs' state and the writes (use-timesheets-screen.ts, use-local-filter.ts);
 * the sections are in timesheets-sections.tsx, timesheets-dialogs.tsx and timesheet-columns.tsx.
 */
export function TimesheetsScreen() {
  const params = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const url = useUrlView({ persona: textParam(), local: textParam(), corregir: textParam() });
  const personId = url.view.persona;
  const tenant = useTenant();
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
  const weekObjections = useWeekObjections(today, view?.type === 'correcciones');
  const [dialog, setDialog] = useState<TimesheetsDialog>(null);
  const { admin } = useBackend();
  const { panels, setPanel } = useTimesheetsPanels();

  const go = useCallback(
    (type: AttendanceViewType, range: string, replace = false) =>
      void navigate(`${attendanceViewPath(type, range)}${search}`, { replace }),
    [navigate, search],
  );
  const period = usePathPeriod(view, go);

  const localFilter = useLocalFilter(url, data.people);
  const { local, working, mine } = localFilter;
  const shown = useMemo(() => {
    if (!data.rows || !view || !localFilter.ready) return undefined;
    return rowsOfType(data.rows, view.type).filter((row) => mine(row.userId));
  }, [data.rows, view, localFilter.ready, mine]);
  const people = useMemo<PersonOption[]>(
    () =>
      (data.people ?? [])
        .filter((person) => person.role !== 'superuser' && (working === null || working.has(person.id)))
        .map((person) => ({
          id: person.id,
          name: personName(person, person.id),
          detail: person.rut ?? person.email,
        })),
    [data.people, working],
  );
  const name = useCallback((uid: string) => personName(data.names.get(uid), uid), [data.names]);
  const open = useMemo(
    () => (data.open ?? []).filter((correction) => mine(correction.userId)),
    [data.open, mine],
  );

  const closedThrough = tenant.tenant?.closedThrough ?? null;
  const writes = useTimesheetWrites({
    timeZone,
    closedThrough,
    name,
    onPeriodDone: () => setPanel('period', false),
  });
  const punchWindow = tenant.settings?.punchWindow;
  const columns = useMemo(() => {
    if (!timeZone) return [];
    const punchSettings = resolvePunchWindow(punchWindow);
    const open = (kind: 'day' | 'propose') => (row: TimesheetRow) => setDialog({ kind, row });
    return timesheetColumns(timeZone, { openDay: open('day'), correct: open('propose') }, (row) =>
      rowFlags(row, punchSettings, timeZone),
    );
  }, [timeZone, punchWindow]);
  useProposeFromLink(url, shown, setDialog);

  const title = view ? `${ATTENDANCE_VIEW_LABEL[view.type]} · ${attendanceRangeLabel(view)}` : '';

  return (
    <PageLayout
      title="Asistencias"
      subtitle="Marcas contra lo planificado, por persona y día. Las correcciones quedan registradas aparte."
      actions={
        <TimesheetsActions
          view={view}
          shown={shown}
          title={title}
          tenant={tenant}
          member={member}
          people={data.people}
          today={today}
          timeZone={timeZone}
          thresholds={thresholds}
          admin={admin !== undefined}
          onOpen={(panel) => setPanel(panel, true)}
        />
      }
    >
      <TimesheetsNotices
        invalid={view?.invalid === true}
        notice={writes.notice}
        onNoticeClose={() => writes.setNotice(null)}
      />
      <AsyncState loading={!view || !timeZone} loadingLabel="Cargando asistencias">
        {view && period && timeZone && today && (
          <TimesheetsView
            view={view}
            timeZone={timeZone}
            now={now}
            go={go}
            navigate={(path) => void navigate(path)}
            period={period}
            person={{
              people,
              loading: data.people === undefined,
              value: personId,
              onChange: (persona) => url.setView({ persona }),
            }}
            workplace={localFilter.filter}
            data={localFilter.withReads(data)}
            shown={shown}
            title={title}
            columns={columns}
            open={open}
            name={name}
            weekObjections={weekObjections}
            onDialog={setDialog}
          />
        )}
      </AsyncState>
      <TimesheetsDialogs
        panels={panels}
        onPanelClose={(panel) => setPanel(panel, false)}
        dialog={dialog}
        onDialogClose={() => setDialog(null)}
        admin={admin}
        tenant={tenant}
        member={member}
        people={data.people}
        options={people}
        workplaceId={local}
        corrections={data.open}
        today={today}
        timeZone={timeZone}
        now={now}
        thresholds={thresholds}
        closedThrough={closedThrough}
        name={name}
        writes={writes}
        onDialog={setDialog}
      />
    </PageLayout>
  );
}
