import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';

import { AsyncState } from '../../components/async-state';
import { PageLayout } from '../../components/page-layout';
import { PeriodToolbar } from '../../components/period-toolbar';
import { useMember } from '../../data/queries/member';
import { ExportButton } from '../../components/export-button';
import { historyFileName, historyTable } from './csv-export';
import { buildHistoryDays, hasPunches, type HistoryRow } from './history-days';
import { HistoryDayCard } from './history-day-card';
import type { Period } from '../../domain/calendar/periods';
import { workWeekOf } from '../../domain/settings/tenant-settings';
import { contractMinutes, summarize, workDaysIn } from './history-summary';
import { HistoryTotalsCard } from './history-totals-card';
import { PUNCH_FIELD, type PunchAction } from '../../domain/attendance/punches';
import { ReceiptDialog } from './receipt-dialog';
import { useHistory, type HistoryProfile, type PeriodData } from './use-history';

const LOAD_ERROR = 'No se pudo cargar tu historial. Revisa tu conexión e inténtalo de nuevo.';
const KINDS = ['week', 'month'] as const;

function contractNote(weeklyHours: number | null, period: Period, workWeek: readonly number[]) {
  if (weeklyHours === null) return 'Sin jornada de contrato registrada.';
  if (period.kind === 'week') return `Jornada de contrato: ${weeklyHours} h semanales.`;
  const week = workWeekOf(workWeek);
  const days = workDaysIn(period, week);
  const rule = `${weeklyHours} h semanales × ${days} días hábiles del mes ÷ ${week.size}`;
  return `Jornada de contrato prorrateada: ${rule}.`;
}

interface PeriodViewProps {
  profile: HistoryProfile;
  period: Period;
  data: PeriodData;
  now: Date;
  employeeName: string;
}

/** The loaded period: totals, CSV export, one card per day, and the receipt of the punch opened. */
function PeriodView({ profile, period, data, now, employeeName }: PeriodViewProps) {
  const { tenant, user, userId } = profile;
  const timeZone = tenant.timeZone;
  const [receipt, setReceipt] = useState<{ row: HistoryRow; action: PunchAction } | null>(null);
  const days = useMemo(
    () =>
      buildHistoryDays({
        userId,
        period,
        schedules: data.schedules,
        attendance: data.attendance,
        timeZone,
        now,
      }),
    [userId, period, data, timeZone, now],
  );
  const weeklyHours = user?.contractWeeklyHours ?? null;
  const totals = summarize(days, contractMinutes(weeklyHours, period, tenant.settings.workWeek));
  const anyPunch = hasPunches(days);
  // A month lists only days with a schedule or a punch; a week shows its free days too.
  const shown = period.kind === 'week' ? days : days.filter((day) => day.rows.length > 0);
  const record = receipt?.row.record ?? null;

  return (
    <>
      <Stack spacing={2} sx={{ mt: 2 }}>
        <HistoryTotalsCard
          totals={totals}
          contractNote={contractNote(weeklyHours, period, tenant.settings.workWeek)}
        />
        <ExportButton
          fileName={historyFileName(period)}
          getTable={() => historyTable(days, timeZone, period)}
          timeZone={timeZone}
        />
        {anyPunch ? (
          <Stack spacing={1.5} component="section" aria-label="Días del periodo">
            {shown.map((day) => (
              <HistoryDayCard
                key={day.key}
                day={day}
                today={day.key === profile.today}
                timeZone={timeZone}
                onReceipt={(row, action) => setReceipt({ row, action })}
              />
            ))}
          </Stack>
        ) : (
          <Typography role="status" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
            No hay marcas en este periodo.
          </Typography>
        )}
      </Stack>
      {receipt && record && (
        <ReceiptDialog
          open
          onClose={() => setReceipt(null)}
          action={receipt.action}
          record={record}
          deviceTime={record.deviceTimes?.[receipt.action] ?? record[PUNCH_FIELD[receipt.action]] ?? now}
          employer={tenant}
          employeeName={employeeName}
          timeZone={timeZone}
        />
      )}
    </>
  );
}

/** `/mi-historial`: the employee's own attendance by week or by month, with totals, receipts and CSV. */
export function HistoryScreen() {
  const member = useMember();
  const history = useHistory();
  const { profile, period, data, today } = history;

  return (
    <PageLayout title="Mi historial" width="mobile">
      <AsyncState
        loading={profile.status === 'loading'}
        error={profile.status === 'error'}
        onRetry={history.retry}
        loadingLabel="Cargando tu historial"
        errorMessage={LOAD_ERROR}
      >
        {profile.status === 'ready' && period && today && (
          <>
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
                  now={history.now}
                  employeeName={profile.value.user?.displayName ?? member?.displayName ?? member?.email ?? ''}
                />
              )}
            </AsyncState>
          </>
        )}
      </AsyncState>
    </PageLayout>
  );
}
