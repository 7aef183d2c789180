import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

import { AsyncState } from '../../components/async-state';
import { PUNCH_SHORT_NAME } from '../../domain/labels';
import { dayKeyToInstant, formatInZone } from '../../domain/calendar/time-zone';
import { pastTenseLine } from './alert-past-tense';
import type { Alert } from './alert-types';
import { alertTimeText, SeverityChip } from './severity-chip';
import type { PunchView } from './person-day';
import { usePersonDay, type PersonDayTarget } from './use-person-day';

export interface PersonDayDialogProps {
  open: boolean;
  /** Whose day and which; kept while the dialog closes, so its content does not vanish mid-transition. */
  target: PersonDayTarget | null;
  name: string;
  /** That person's alerts of that day (whatever the screen's filters). */
  alerts: readonly Alert[];
  /** A past day: alerts read in the past tense too, times without "hace …". */
  past: boolean;
  onClose: () => void;
  /** Once the dialog has faded out: the screen may forget whose day it was. */
  onExited?: () => void;
}

function dayTitle(day: string, timeZone: string): string {
  const text = formatInZone(dayKeyToInstant(day, timeZone), timeZone, "EEEE d 'de' MMMM 'de' yyyy");
  return text.charAt(0).toLocaleUpperCase('es') + text.slice(1);
}

/** A slot's four punches as a definition list: 'Entrada 09:05', 'Salida Sin registro'. */
function Punches({ punches }: { punches: PunchView[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1.5, m: 0 }}
    >
      {punches.map(({ action, time }) => (
        <div key={action}>
          <Typography component="dt" variant="caption" color="textSecondary">
            {PUNCH_SHORT_NAME[action]}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: time ? 600 : 400 }}>
            {time ?? 'Sin registro'}
          </Typography>
        </div>
      ))}
    </Box>
  );
}

/** One slot's punches, a group named by its heading ('Turno 1 · 09:00 – 18:00'). */
function SlotPunches({ title, punches }: { title: string; punches: PunchView[] }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <Typography id={id} variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Punches punches={punches} />
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A person's day, opened from an alert of /alertas (no manager day screen exists yet): the schedule's slots, the
 * punches of each with their times, and that person's alerts of the day. Closing returns the focus to the control
 * that opened it (the dialog's own focus restore).
 */
export function PersonDayDialog({
  open,
  target,
  name,
  alerts,
  past,
  onClose,
  onExited,
}: PersonDayDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const dateId = useId();
  const state = usePersonDay(target);
  const timeZone = target?.timeZone ?? 'UTC';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={dateId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{`Día de ${name}`}</DialogTitle>
      <DialogContent>
        {target && (
          <Typography id={dateId} color="textSecondary">
            {dayTitle(target.day, timeZone)}
          </Typography>
        )}
        <Section title="Horario y marcas">
          <AsyncState
            loading={state.status === 'loading'}
            error={state.status === 'error'}
            onRetry={state.status === 'error' ? state.retry : undefined}
            loadingLabel="Cargando el día"
            errorMessage="No se pudo cargar el día. Revisa tu conexión e inténtalo de nuevo."
          >
            {state.status === 'ready' && (
              <Stack spacing={2}>
                {!state.view.scheduled && (
                  <Typography color="textSecondary">Sin horario programado para este día.</Typography>
                )}
                {state.view.slots.map((slot) => (
                  <SlotPunches
                    key={slot.index}
                    title={`Turno ${slot.index + 1} · ${slot.label}`}
                    punches={slot.punches}
                  />
                ))}
                {state.view.unmatched.map((punches, i) => (
                  <SlotPunches key={i} title="Marcas sin turno programado" punches={punches} />
                ))}
              </Stack>
            )}
          </AsyncState>
        </Section>
        <Section title="Alertas del día">
          {alerts.length === 0 ? (
            <Typography color="textSecondary">Sin alertas este día.</Typography>
          ) : (
            <List disablePadding aria-label={`Alertas de ${name}`}>
              {alerts.map((alert) => (
                <Box component="li" key={alert.id} sx={{ py: 1 }}>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    useFlexGap
                  >
                    <SeverityChip severity={alert.severity} />
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {alert.type}
                    </Typography>
                    <Typography component="span" variant="body2" color="textSecondary">
                      {alertTimeText(alert, timeZone, !past)}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {alert.message}
                  </Typography>
                  {past && (
                    <Typography variant="body2" color="textSecondary">
                      {pastTenseLine(alert, timeZone)}
                    </Typography>
                  )}
                </Box>
              ))}
            </List>
          )}
        </Section>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
