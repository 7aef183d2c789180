import EventBusyIcon from '@mui/icons-material/EventBusy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';

import { AsyncState } from '../../components/async-state';
import { Deferred } from '../../components/deferred';
import { PageLayout } from '../../components/page-layout';
import { PeriodToolbar } from '../../components/period-toolbar';
import { useStore } from '../../data/queries/use-store';
import { leadingBlanks, periodTitle } from '../../domain/calendar/periods';
import { hasShifts } from './agenda-days';
import { AgendaMonthGrid } from './agenda-month-grid';
import { requestAbsence } from './agenda-repository';
import { AgendaWeekList } from './agenda-week-list';
import { MyRequests } from './my-requests';
import type { RequestOutput } from './request-schema';
import { useAgenda, useOwner } from './use-agenda';

const KINDS = ['week', 'month'] as const;

/** Its form (react-hook-form, zod, the date fields) is fetched on the first `Solicitar ausencia`, not with the days. */
const RequestAbsenceDialog = lazy(() =>
  import('./request-absence-dialog').then((m) => ({ default: m.RequestAbsenceDialog })),
);

/**
 * `/mi-agenda` and `/mis-horarios` (spec §2): the signed-in person's own schedule, by week or by month (live: a
 * publish shows at once), `Solicitar ausencia`, and `Mis solicitudes` with their state.
 */
export function MyAgendaScreen() {
  const agenda = useAgenda();
  const { state } = agenda;
  const store = useStore();
  const owner = useOwner();
  const [requesting, setRequesting] = useState(false);
  // Mounted from the first request on, so closing it keeps its closing transition and reopening loads nothing.
  const [requested, setRequested] = useState(false);
  const [sent, setSent] = useState(false);

  const send = async (values: RequestOutput) => {
    if (!owner || state.status !== 'ready') throw new Error('Sin sesión');
    await requestAbsence(store, owner, values, state.timeZone);
    setSent(true);
  };

  return (
    <PageLayout
      title="Mi agenda"
      width="mobile"
      narrowGutters
      actions={
        <Button
          variant="outlined"
          startIcon={<EventBusyIcon />}
          disabled={state.status !== 'ready' || owner === null}
          onClick={() => {
            setSent(false);
            setRequesting(true);
            setRequested(true);
          }}
          sx={{ minHeight: 48 }}
        >
          Solicitar ausencia
        </Button>
      }
    >
      {sent && (
        <Alert severity="success" role="status" onClose={() => setSent(false)} sx={{ mb: 2 }}>
          Solicitud enviada. Queda pendiente hasta que un administrador la apruebe o la rechace.
        </Alert>
      )}
      <AsyncState
        loading={state.status === 'loading'}
        error={state.status === 'error'}
        errorMessage={state.status === 'error' ? state.message : undefined}
        onRetry={agenda.retry}
        loadingLabel="Cargando tu agenda"
      >
        {state.status === 'ready' && (
          // Mounted in a transition, in slices (issue #18: Lighthouse's blocking time on a phone), all below the
          // title at once, so nothing already shown is pushed down when it arrives.
          <Deferred fallback={<AsyncState loading loadingLabel="Cargando tu agenda" />}>
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
            {/* Under the days once they are there: shown under their spinner, the list would push it down. */}
            {state.days.status !== 'loading' && <MyRequests today={state.today} timeZone={state.timeZone} />}
            {requested && (
              <Suspense fallback={null}>
                <RequestAbsenceDialog
                  open={requesting}
                  onClose={() => setRequesting(false)}
                  today={state.today}
                  timeZone={state.timeZone}
                  onSubmit={send}
                />
              </Suspense>
            )}
          </Deferred>
        )}
      </AsyncState>
    </PageLayout>
  );
}
