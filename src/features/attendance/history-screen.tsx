// The plain sheets first: history-screen.css, after them, wins where a selector meets one of theirs.
import '../../components/plain/plain-theme.css';
import '../../components/plain/plain-controls.css';
import './history-screen.css';

import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';

import { Deferred } from '../../components/deferred';
import { PeriodToolbar } from '../../components/period-toolbar';
import { TodayIcon } from '../../components/icon';
import { AsyncState } from '../../components/async-state';
import { ExportButton } from '../../components/export-button';
import { PageLayout } from '../../components/page-layout';
import type { AttendanceCorrection } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { useOwnCorrections } from '../../data/queries/corrections';
import { useMember } from '../../data/queries/member';
import { PUNCH_FIELD, type PunchAction } from '../../domain/attendance/punches';
import { periodHas, type Period } from '../../domain/calendar/periods';
import { resolveThresholds } from '../../domain/settings/tenant-settings';
import { lazyThemed } from '../../lib/lazy-themed';
import { historyFileName, historyTable } from './csv-export';
import { HistoryDayCard } from './history-day-card';
import { buildHistoryDays, hasPunches, type HistoryDay, type HistoryRow } from './history-days';
import { shiftsByDay, useShiftNames } from './history-shift-names';
import { contractMinutesToDate, contractNote, periodTiming, summarize } from './history-summary';
import { HistoryTotalsCard } from './history-totals-card';
import { HistoryWeekSection } from './history-week-section';
import { groupByWeek } from './history-weeks';
import { useHistory, type HistoryProfile, type PeriodData } from './use-history';

const LOAD_ERROR = 'No se pudo cargar tu historial. Revisa tu conexión e inténtalo de nuevo.';
const KINDS = ['week', 'month'] as const;
const NO_CORRECTIONS: readonly WithId<AttendanceCorrection>[] = [];
/** The screen's loading state, while its chunks and its first render are on their way. */
const LOADING = <AsyncState loading loadingLabel="Cargando tu historial" />;

/**
 * Their own chunks (dialogs and forms stay off the route), fetched as soon as the screen's module runs, alongside
 * its data: the period and its sections show together, never pushed around as the sections arrive.
 */
const weekSignoffModule = import('./week-signoff');
const payslipsModule = import('./my-payslips');
const WeekSignoff = lazy(() => weekSignoffModule.then((module) => ({ default: module.WeekSignoff })));
const MyPayslips = lazy(() => payslipsModule.then((module) => ({ default: module.MyPayslips })));
/**
 * The screen is made without MUI; these MUI pieces come with the theme, in chunks of their own: the
 * corrections a manager proposed, only for a worker who has some (most have none), and a punch's receipt, when one is
 * opened.
 */
const MyCorrections = lazyThemed(() => import('./my-corrections').then((module) => module.MyCorrections));
const ReceiptDialog = lazyThemed(() => import('./receipt-dialog').then((module) => module.ReceiptDialog));

interface PeriodViewProps {
  profile: HistoryProfile;
  period: Period;
  data: PeriodData;
  /** The worker's corrections (watched): effective ones change the punches shown, marked `alterado`. */
  corrections: readonly WithId<AttendanceCorrection>[];
  now: Date;
  employeeName: string;
  /**
   * Shown under the totals (the weeks to sign): what grows there as it loads pushes only the days, below the fold
   * on a phone, never the period's toolbar and totals a person is reading.
   */
  underTotals?: ReactNode;
}

/**
 * The loaded period: totals (with the export as a secondary action), `underTotals`, 'Ir a hoy' when today is in
 * it, and the days — a week's seven, or a month's days with a schedule or a punch (and today) in weeks with subtotals —
 * and the receipt of the punch opened.
 */
function PeriodView({ profile, period, data, corrections, now, employeeName, underTotals }: PeriodViewProps) {
  const { tenant, user, userId, today } = profile;
  const timeZone = tenant.timeZone;
  const { workWeek, alertThresholds } = tenant.settings;
  const [receipt, setReceipt] = useState<{ row: HistoryRow; action: PunchAction } | null>(null);
  const todayRef = useRef<HTMLElement>(null);
  const days = useMemo(
    () =>
      buildHistoryDays({
        userId,
        period,
        schedules: data.schedules,
        attendance: data.attendance,
        corrections,
        timeZone,
        now,
        thresholds: resolveThresholds(alertThresholds),
      }),
    [userId, period, data, corrections, timeZone, now, alertThresholds],
  );
  const shiftNames = useShiftNames(data.schedules);
  const shifts = useMemo(
    () =>
      shiftsByDay(
        userId,
        data.schedules,
        shiftNames,
        timeZone,
        days.map((day) => day.key),
      ),
    [userId, data.schedules, shiftNames, timeZone, days],
  );
  const weeklyHours = user?.contractWeeklyHours ?? null;
  const contractOf = (part: Period) => contractMinutesToDate(weeklyHours, part, workWeek, today);
  const totals = summarize(days, contractOf(period));
  const anyPunch = hasPunches(days);
  const todayHere = periodHas(period, today);
  const listed = (day: HistoryDay) => period.kind === 'week' || day.rows.length > 0 || day.key === today;
  const anyDay = todayHere || days.some((day) => day.rows.length > 0);
  const record = receipt?.row.record ?? null;

  const card = (day: HistoryDay, headingLevel: 3 | 4) => (
    <HistoryDayCard
      key={day.key}
      ref={day.key === today ? todayRef : undefined}
      day={day}
      today={day.key === today}
      timeZone={timeZone}
      shift={shifts.get(day.key)}
      headingLevel={headingLevel}
      onReceipt={(row, action) => setReceipt({ row, action })}
    />
  );

  const jumpToToday = () => {
    const target = todayRef.current;
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  };

  return (
    <>
      <div className="history-period">
        <HistoryTotalsCard
          totals={totals}
          toDate={periodTiming(period, today) === 'running'}
          contractNote={contractNote(weeklyHours, period, workWeek, today)}
          action={
            <ExportButton
              variant="text"
              fileName={historyFileName(period)}
              getTable={() => historyTable(days, timeZone, period)}
              timeZone={timeZone}
            />
          }
        />
        {!anyPunch && (
          <p role="status" className="plain-secondary history-no-punches">
            No hay marcas en este periodo.
          </p>
        )}
        {underTotals}
        {todayHere && (
          <div>
            <button
              type="button"
              className="plain-button plain-button--text history-to-today"
              onClick={jumpToToday}
            >
              <span className="plain-button-start-icon">
                <TodayIcon />
              </span>
              Ir a hoy
            </button>
          </div>
        )}
        {anyDay && (
          <section
            aria-label="Días del periodo"
            className={period.kind === 'week' ? 'history-days' : 'history-days history-days--weeks'}
          >
            {period.kind === 'week'
              ? days.map((day) => card(day, 3))
              : groupByWeek(days, today, contractOf).map((week) => {
                  const shown = week.days.filter(listed);
                  return (
                    <HistoryWeekSection key={week.period.from} week={week} hasDays={shown.length > 0}>
                      {shown.map((day) => card(day, 4))}
                    </HistoryWeekSection>
                  );
                })}
          </section>
        )}
      </div>
      {receipt && record && (
        <Suspense fallback={null}>
          <ReceiptDialog
            open
            onClose={() => setReceipt(null)}
            action={receipt.action}
            record={record}
            deviceTime={record.deviceTimes?.[receipt.action] ?? record[PUNCH_FIELD[receipt.action]] ?? now}
            employer={tenant}
            employeeName={employeeName}
            employeeRut={user?.rut ?? null}
            employeeWorkplaceId={user?.workplaceId ?? null}
            timeZone={timeZone}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * `/mi-historial`: the employee's own attendance by week or by month, with totals, receipts and CSV, and the
 * corrections a manager proposed, to accept or object to.
 */
export function HistoryScreen() {
  const member = useMember();
  const history = useHistory();
  const { profile, period, data, today } = history;
  const corrections = useOwnCorrections(history.now);
  const timeZone = profile.status === 'ready' ? profile.value.tenant.timeZone : null;
  const alertThresholds =
    profile.status === 'ready' ? profile.value.tenant.settings.alertThresholds : undefined;
  const thresholds = useMemo(() => resolveThresholds(alertThresholds), [alertThresholds]);

  return (
    <PageLayout width="mobile" title="Mi historial">
      <AsyncState
        loading={profile.status === 'loading'}
        error={profile.status === 'error'}
        onRetry={history.retry}
        loadingLabel="Cargando tu historial"
        errorMessage={LOAD_ERROR}
      >
        {profile.status === 'ready' && period && today && (
          <Suspense fallback={LOADING}>
            {/*
              Mounted in a transition, in slices (Lighthouse's blocking time on a phone). The whole screen
              below the title, so nothing already shown is pushed down when it arrives: deferring only the period
              moved the payslips (a layout shift of 0.14).
            */}
            <Deferred fallback={LOADING}>
              {timeZone && corrections.data && corrections.data.length > 0 && (
                <div className="history-corrections">
                  <Suspense fallback={null}>
                    <MyCorrections corrections={corrections.data} timeZone={timeZone} now={history.now} />
                  </Suspense>
                </div>
              )}
              <PeriodToolbar period={period} today={today} kinds={KINDS} onChange={history.setPeriod} />
              <AsyncState
                loading={data.status === 'loading'}
                error={data.status === 'error'}
                onRetry={history.retry}
                loadingLabel="Cargando tu historial"
                errorMessage={LOAD_ERROR}
              >
                {data.status === 'ready' && (
                  <PeriodView
                    profile={profile.value}
                    period={period}
                    data={data.value}
                    corrections={corrections.data ?? NO_CORRECTIONS}
                    now={history.now}
                    employeeName={
                      profile.value.user?.displayName ?? member?.displayName ?? member?.email ?? ''
                    }
                    underTotals={
                      timeZone &&
                      member?.role === 'employee' && (
                        <WeekSignoff
                          userId={profile.value.userId}
                          timeZone={timeZone}
                          now={history.now}
                          thresholds={thresholds}
                          corrections={corrections.data}
                        />
                      )
                    }
                  />
                )}
              </AsyncState>
              {/* Below the period: the list arrives after it and would push it down from above. */}
              {member?.role === 'employee' && (
                <div className="history-payslips">
                  <MyPayslips userId={profile.value.userId} tenantId={member.tenantId} />
                </div>
              )}
            </Deferred>
          </Suspense>
        )}
      </AsyncState>
    </PageLayout>
  );
}
