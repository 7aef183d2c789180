import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

import { hasShifts } from './agenda-days';
import { AgendaMonthGrid } from './agenda-month-grid';
import { leadingBlanks, periodTitle } from '../../domain/calendar/periods';
import { AgendaToolbar } from './agenda-toolbar';
import { AgendaWeekList } from './agenda-week-list';
import { useAgenda } from './use-agenda';

function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label="Cargando tu agenda" />
    </Box>
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" onClick={onRetry} sx={{ minHeight: 48 }}>
          Reintentar
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** `/mi-agenda` and `/mis-horarios` (spec §2): the signed-in person's own schedule, by week or by month. */
export function MyAgendaScreen() {
  const agenda = useAgenda();
  const { state } = agenda;

  return (
    <Container maxWidth="md" sx={{ py: 3, px: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2, px: { xs: 1, sm: 0 } }}>
        Mi agenda
      </Typography>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <LoadError message={state.message} onRetry={agenda.retry} />}
      {state.status === 'ready' && (
        <>
          <AgendaToolbar
            view={state.period.kind === 'month' ? 'month' : 'week'}
            title={periodTitle(state.period)}
            onView={agenda.setView}
            onMove={agenda.move}
            onToday={agenda.goToday}
          />
          {state.days.status === 'loading' && <Loading />}
          {state.days.status === 'error' && <LoadError message={state.days.message} onRetry={agenda.retry} />}
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
        </>
      )}
    </Container>
  );
}
