import Alert from '@mui/material/Alert';

import { AsyncState } from '../../components/async-state';
import { PageLayout } from '../../components/page-layout';
import { PeriodToolbar } from '../../components/period-toolbar';
import { leadingBlanks, periodTitle } from '../../domain/calendar/periods';
import { hasShifts } from './agenda-days';
import { AgendaMonthGrid } from './agenda-month-grid';
import { AgendaWeekList } from './agenda-week-list';
import { useAgenda } from './use-agenda';

const KINDS = ['week', 'month'] as const;

/** `/mi-agenda` and `/mis-horarios` (spec §2): the signed-in person's own schedule, by week or by month. */
export function MyAgendaScreen() {
  const agenda = useAgenda();
  const { state } = agenda;

  return (
    <PageLayout title="Mi agenda" width="mobile" narrowGutters>
      <AsyncState
        loading={state.status === 'loading'}
        error={state.status === 'error'}
        errorMessage={state.status === 'error' ? state.message : undefined}
        onRetry={agenda.retry}
        loadingLabel="Cargando tu agenda"
      >
        {state.status === 'ready' && (
          <>
            <PeriodToolbar
              period={state.period}
              today={state.today}
              kinds={KINDS}
              onChange={agenda.setPeriod}
            />
            <AsyncState
              loading={state.days.status === 'loading'}
              error={state.days.status === 'error'}
              errorMessage={state.days.status === 'error' ? state.days.message : undefined}
              onRetry={agenda.retry}
              loadingLabel="Cargando tu agenda"
            >
              {state.days.status === 'ready' && (
                <>
                  {!hasShifts(state.days.days) && (
                    <Alert severity="info" sx={{ mb: 2 }}>
                      No tienes turnos en este periodo.
                    </Alert>
                  )}
                  {state.period.kind === 'week' ? (
                    <AgendaWeekList
                      days={state.days.days}
                      timeZone={state.timeZone}
                      label={periodTitle(state.period)}
                    />
                  ) : (
                    <AgendaMonthGrid
                      days={state.days.days}
                      leadingBlanks={leadingBlanks(state.period)}
                      timeZone={state.timeZone}
                      label={periodTitle(state.period)}
                    />
                  )}
                </>
              )}
            </AsyncState>
          </>
        )}
      </AsyncState>
    </PageLayout>
  );
}
