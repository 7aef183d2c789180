/**
 * `/mi-agenda` without MUI: plain elements on the shared plain sheets and my-agenda-screen.css, with the
 * look of its MUI version. `Solicitar ausencia`'s dialog is MUI, in a chunk of its own with the theme.
 */
// The plain sheets first: my-agenda-screen.css, after them, wins where a selector meets one of theirs.
import '../../components/plain/plain-theme.css';
import '../../components/plain/plain-controls.css';
import './my-agenda-screen.css';

import { Suspense, useState } from 'react';

import { Deferred } from '../../components/deferred';
import { PeriodToolbar } from '../../components/period-toolbar';
import { Icon } from '../../components/icon';
import { Alert } from '../../components/alert';
import { AsyncState } from '../../components/async-state';
import { PageLayout } from '../../components/page-layout';
import { useStore } from '../../data/queries/use-store';
import { leadingBlanks, periodTitle } from '../../domain/calendar/periods';
import { lazyThemed } from '../../lib/lazy-themed';
import { useLatch } from '../../lib/use-latch';
import { hasShifts } from './agenda-days';
import { AgendaMonthGrid } from './agenda-month-grid';
import { requestAbsence } from './agenda-repository';
import { AgendaWeekList } from './agenda-week-list';
import { MyRequests } from './my-requests';
import type { RequestOutput } from './request-schema';
import { useAgenda, useOwner } from './use-agenda';

const KINDS = ['week', 'month'] as const;

/**
 * Its form (react-hook-form, zod, the date fields) and MUI with the theme are fetched on the first `Solicitar
 * ausencia`, not with the days.
 */
const RequestAbsenceDialog = lazyThemed(() =>
  import('./request-absence-dialog').then((m) => m.RequestAbsenceDialog),
);
/** `Informar licencia médica` (issue #47 item 7): its form and the upload, fetched on its first opening. */
const LicenciaReport = lazyThemed(() => import('./licencia-report').then((m) => m.LicenciaReport));

/** `Solicitar ausencia`'s icon (MUI's EventBusy). */
const EVENT_BUSY =
  'm9.31 17 2.44-2.44L14.19 17l1.06-1.06-2.44-2.44 2.44-2.44L14.19 10l-2.44 2.44L9.31 10l-1.06 1.06 2.44 2.44-2.44 2.44zM19 3h-1V1h-2v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V8h14z';
const LOADING = <AsyncState loading loadingLabel="Cargando tu agenda" />;

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
  // Mounted from the first request on.
  const requested = useLatch(requesting);
  const [reporting, setReporting] = useState(false);
  const reported = useLatch(reporting);
  const [sent, setSent] = useState(false);

  const send = async (values: RequestOutput) => {
    if (!owner || state.status !== 'ready') throw new Error('Sin sesión');
    await requestAbsence(store, owner, values, state.timeZone);
    setSent(true);
  };

  return (
    <PageLayout
      width="mobile"
      title="Mi agenda"
      narrowGutters
      actions={
        <>
          <button
            type="button"
            className="plain-button plain-button--outlined agenda-request-button"
            disabled={state.status !== 'ready' || owner === null}
            onClick={() => {
              setSent(false);
              setRequesting(true);
            }}
          >
            <span className="plain-button-start-icon">
              <Icon path={EVENT_BUSY} />
            </span>
            Solicitar ausencia
          </button>
          <button
            type="button"
            className="plain-button plain-button--outlined agenda-request-button"
            disabled={state.status !== 'ready' || owner === null}
            onClick={() => {
              setSent(false);
              setReporting(true);
            }}
          >
            Informar licencia médica
          </button>
        </>
      }
    >
      {sent && (
        <Alert severity="success" role="status" onClose={() => setSent(false)} className="agenda-notice">
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
          // Mounted in a transition, in slices (Lighthouse's blocking time on a phone), all below the
          // title at once, so nothing already shown is pushed down when it arrives.
          <Deferred fallback={LOADING}>
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
                    <Alert severity="info" className="agenda-notice">
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
            {reported && owner && (
              <Suspense fallback={null}>
                <LicenciaReport
                  open={reporting}
                  onClose={() => setReporting(false)}
                  owner={owner}
                  today={state.today}
                  timeZone={state.timeZone}
                  onSent={() => setSent(true)}
                />
              </Suspense>
            )}
          </Deferred>
        )}
      </AsyncState>
    </PageLayout>
  );
}
