import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { AsyncState } from '../../components/async-state';
import { PageLayout } from '../../components/page-layout';
import { listPendingAbsences } from '../../data/queries/absences';
import { listAttendanceRangeFromMonths } from '../../data/queries/attendance-range';
import { listOpenCorrections } from '../../data/queries/corrections';
import { readsState } from '../../data/queries/reads-state';
import { queryKeys } from '../../data/queries/keys';
import { useMember } from '../../data/queries/member';
import { listOvertimeRange } from '../../data/queries/overtime';
import { isActiveStaff, usePeople } from '../../data/queries/people';
import { useTenant } from '../../data/queries/tenant';
import { useStore } from '../../data/queries/use-store';
import { attendanceDaysAt } from '../../domain/attendance/attendance-days';
import { attendanceViewPath } from '../../domain/attendance/attendance-view';
import { correctionState } from '../../domain/attendance/corrections';
import { overtimeDecided, overtimeDecisionId, overtimeLines } from '../../domain/attendance/overtime';
import { startOfWeekKey } from '../../domain/calendar/day-keys';
import { dayKey } from '../../domain/calendar/time-zone';
import { formatHms } from '../../domain/format/numbers';
import { resolveThresholds, resolveWeeklyHourLimit } from '../../domain/settings/tenant-settings';
import { useNow } from '../../lib/use-now';
import { OnboardingChecklist } from './onboarding-checklist';
import {
  TODAY_BUCKET_LABEL,
  TODAY_BUCKET_VIEW,
  TODAY_BUCKETS,
  todayStatus,
  type TodayBucket,
} from './today-status';
import { weekSoFar } from './week-so-far';

/** How many names the `Sin llegar` card lists before `y N más`. */
const LISTED_NAMES = 8;

/**
 * The week so far (Monday to today, from the people's months of copies: one document per person and month, issue
 * #18) and today's pending items, refreshed each minute.
 */
function useDashboard(today: string | null, timeZone: string | null) {
  const store = useStore();
  const member = useMember();
  const tenantId = member?.tenantId ?? '';
  const monday = today ? startOfWeekKey(today) : null;
  const enabled = member !== null && today !== null && timeZone !== null;
  const week = useQuery({
    queryKey: queryKeys.list('corrections', { view: 'dashboard', tenantId, from: monday, to: today }),
    queryFn: () => {
      if (!today || !monday || !timeZone) throw new Error('dashboard read without a day');
      return listAttendanceRangeFromMonths(store, tenantId, monday, today, timeZone);
    },
    enabled,
    refetchInterval: 60_000,
  });
  const pending = useQuery({
    queryKey: queryKeys.list('corrections', { view: 'dashboard-pending', tenantId }),
    queryFn: async () => {
      const [absences, corrections] = await Promise.all([
        listPendingAbsences(store, tenantId),
        listOpenCorrections(store, tenantId),
      ]);
      return { absences, corrections };
    },
    enabled,
  });
  const overtime = useQuery({
    // The key of /horas-extras' week: opening it from here reads nothing again.
    queryKey: queryKeys.list('overtimeDecisions', { tenantId, from: monday ?? '', to: today ?? '' }),
    queryFn: () => listOvertimeRange(store, tenantId, monday ?? '', today ?? ''),
    enabled,
  });
  return { week, pending, overtime, monday };
}

/**
 * `/dashboard` (managers, menu `Inicio`): today, live — who is in, late, not in yet, on lunch, absent with and
 * without leave, finished — each number a link to the matching /asistencias view; the alerts to act on; the
 * week's worked against planned hours; and what waits for a decision.
 */
export function DashboardScreen() {
  const tenant = useTenant();
  const people = usePeople();
  const now = useNow(60_000);
  const timeZone = tenant.timeZone;
  const today = timeZone ? dayKey(now, timeZone) : null;
  const { week, pending, overtime, monday } = useDashboard(today, timeZone);
  const weeklyHourLimit = resolveWeeklyHourLimit(tenant.settings, today ?? '2026-01-01');
  const thresholds = useMemo(() => resolveThresholds(tenant.settings?.alertThresholds), [tenant.settings]);

  const active = useMemo(() => people.data?.filter(isActiveStaff), [people.data]);
  // The week's days, built again at the minute's tick only where the tick changes them.
  const daysAt = useMemo(
    () =>
      week.data && active && timeZone && today && monday
        ? attendanceDaysAt({
            userIds: active.map((p) => p.id),
            from: monday,
            to: today,
            ...week.data,
            timeZone,
            thresholds,
          })
        : null,
    [week.data, active, timeZone, today, monday, thresholds],
  );
  const days = useMemo(() => daysAt?.(now), [daysAt, now]);

  const view = useMemo(() => {
    if (!days || !active || !overtime.data || !timeZone || !today) return null;
    const todays = days.filter((day) => day.key === today);
    const { planned, worked } = weekSoFar(days, today, now);
    const alerts = todays.reduce(
      (sum, day) => sum + day.rows.reduce((n, row) => n + row.problems.length, 0),
      0,
    );
    const names = new Map(active.map((p) => [p.id, p.displayName?.trim() || p.email]));
    const decisions = new Map(overtime.data.decisions.map((d) => [d.id, d]));
    const overtimeToDecide = overtimeLines(days, {
      weeklyHourLimit,
      agreements: overtime.data.agreements,
    }).filter(
      (line) =>
        !overtimeDecided(line.overtimeSeconds, decisions.get(overtimeDecisionId(line.userId, line.key))),
    ).length;
    return {
      overtimeToDecide,
      status: todayStatus(todays, now, timeZone),
      planned,
      worked,
      alerts,
      names,
      scheduled: todays.some((d) => d.scheduled),
    };
  }, [days, active, overtime.data, timeZone, today, now, weeklyHourLimit]);

  const waiting = (pending.data?.corrections ?? []).filter(
    (c) => correctionState(c, now) === 'pending',
  ).length;
  const objected = (pending.data?.corrections ?? []).filter((c) => c.status === 'objected').length;
  const reads = readsState([week, people, pending, overtime]);

  return (
    <PageLayout title="Inicio" subtitle="El día de hoy, la semana y lo que espera una decisión.">
      {tenant.tenant !== null && people.data !== undefined && (
        <OnboardingChecklist tenant={tenant.tenant} people={people.data} now={now} />
      )}
      <AsyncState
        loading={reads.error === null && (view === null || pending.isPending)}
        loadingLabel="Cargando el resumen"
        error={reads.error}
        onRetry={reads.retry}
      >
        {view && (
          <Box sx={{ display: 'grid', gap: 3 }}>
            <Box component="section" aria-labelledby="hoy">
              <Typography id="hoy" component="h2" variant="h6" sx={{ mb: 1 }}>
                Hoy
              </Typography>
              {!view.scheduled && (
                <Typography color="textSecondary">Hoy no hay turnos programados.</Typography>
              )}
              <Box
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))' }}
              >
                {TODAY_BUCKETS.map((bucket) => (
                  <BucketCard key={bucket} bucket={bucket} ids={view.status[bucket]} names={view.names} />
                ))}
              </Box>
            </Box>
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' }}
            >
              <Card variant="outlined" component="section" aria-labelledby="alertas">
                <CardContent>
                  <Typography id="alertas" component="h2" variant="h6">
                    Alertas por atender
                  </Typography>
                  <Typography variant="h4" component="p">
                    {view.alerts}
                  </Typography>
                  <Link component={RouterLink} to="/alertas">
                    Ver alertas
                  </Link>
                </CardContent>
              </Card>
              <WeekCard worked={view.worked} planned={view.planned} />
              <Card variant="outlined" component="section" aria-labelledby="pendientes">
                <CardContent>
                  <Typography id="pendientes" component="h2" variant="h6">
                    Pendientes
                  </Typography>
                  <Box component="ul" sx={{ pl: 2, my: 1 }}>
                    <li>
                      <Link component={RouterLink} to="/ausencias">
                        Solicitudes de ausencia: {pending.data?.absences.length ?? 0}
                      </Link>
                    </li>
                    <li>
                      <Link component={RouterLink} to={attendanceViewPath('correcciones', 'semana')}>
                        Correcciones esperando al trabajador: {waiting}
                      </Link>
                    </li>
                    <li>
                      <Link component={RouterLink} to={attendanceViewPath('correcciones', 'semana')}>
                        Objeciones por responder: {objected}
                      </Link>
                    </li>
                    <li>
                      <Link component={RouterLink} to="/horas-extras?periodo=semana">
                        Horas extras de la semana por aprobar: {view.overtimeToDecide}
                      </Link>
                    </li>
                  </Box>
                </CardContent>
              </Card>
            </Box>
          </Box>
        )}
      </AsyncState>
    </PageLayout>
  );
}

function BucketCard({
  bucket,
  ids,
  names,
}: {
  bucket: TodayBucket;
  ids: readonly string[];
  names: ReadonlyMap<string, string>;
}) {
  const label = TODAY_BUCKET_LABEL[bucket];
  const headingId = useId();
  const listed = ids.slice(0, LISTED_NAMES).map((id) => names.get(id) ?? id);
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Link
          component={RouterLink}
          to={attendanceViewPath(TODAY_BUCKET_VIEW[bucket], 'hoy')}
          aria-label={`${label}: ${ids.length}, ver en Asistencias`}
          variant="h4"
          underline="hover"
        >
          {ids.length}
        </Link>
        {bucket === 'notIn' && listed.length > 0 && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {listed.join(', ')}
            {ids.length > LISTED_NAMES ? ` y ${ids.length - LISTED_NAMES} más` : ''}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function WeekCard({ worked, planned }: { worked: number; planned: number }) {
  const percent = planned > 0 ? Math.min(100, Math.round((worked / planned) * 100)) : 0;
  return (
    <Card variant="outlined" component="section" aria-labelledby="semana">
      <CardContent>
        <Typography id="semana" component="h2" variant="h6">
          Esta semana
        </Typography>
        <Typography>
          Trabajadas {formatHms(worked)} de {formatHms(planned)} planificadas
        </Typography>
        {/* A bar for the eye; the sentence above and the share below say it in words. */}
        <Box
          aria-hidden
          sx={{ mt: 1, height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}
        >
          <Box sx={{ width: `${percent}%`, height: '100%', bgcolor: 'primary.main' }} />
        </Box>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
          {percent} % de lo planificado de lunes a hoy, con lo trabajado hoy hasta ahora
        </Typography>
      </CardContent>
    </Card>
  );
}
