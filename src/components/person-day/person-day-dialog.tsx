import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

import { formatDayKey } from '../../domain/calendar/day-keys';
import { AsyncState } from '../async-state';
import { DayAudit, DayCorrections, DaySection, ScheduleAndPunches } from './person-day-sections';
import { usePersonDay, type PersonDayTarget } from './use-person-day';

export type { PersonDayTarget } from './use-person-day';

export interface PersonDayDialogProps {
  open: boolean;
  /** Whose day and which; kept while the dialog closes, so its content does not vanish mid-transition. */
  target: PersonDayTarget | null;
  name: string;
  now: Date;
  /** The section `Alertas del día`: that person's alerts of that day, as the opening screen has them. */
  alerts: ReactNode;
  /** `Proponer corrección`, as the opening screen offers it (a button, or a link to /asistencias). */
  propose?: ReactNode;
  onClose: () => void;
  /** Once the dialog has faded out: the screen may forget whose day it was. */
  onExited?: () => void;
}

function dayTitle(day: string): string {
  const text = formatDayKey(day, "EEEE d 'de' MMMM 'de' yyyy");
  return text.charAt(0).toLocaleUpperCase('es') + text.slice(1);
}

/**
 * The day's sections: mounted only with a target, so a screen that has not opened a day reads nothing for it.
 */
function PersonDayContent({
  target,
  name,
  now,
  alerts,
  dateId,
}: Pick<PersonDayDialogProps, 'name' | 'now' | 'alerts'> & { target: PersonDayTarget; dateId: string }) {
  const state = usePersonDay(target, now);
  return (
    <>
      <Typography id={dateId} color="textSecondary">
        {dayTitle(target.day)}
      </Typography>
      <DaySection title="Horario y marcas">
        <AsyncState
          loading={state.status === 'loading'}
          error={state.status === 'error'}
          onRetry={state.status === 'error' ? state.retry : undefined}
          loadingLabel="Cargando el día"
          errorMessage="No se pudo cargar el día. Revisa tu conexión e inténtalo de nuevo."
        >
          {state.status === 'ready' && <ScheduleAndPunches view={state.view} />}
        </AsyncState>
      </DaySection>
      <DaySection title="Correcciones del día">
        {state.status === 'ready' && <DayCorrections corrections={state.view.corrections} name={name} />}
      </DaySection>
      <DaySection title="Alertas del día">{alerts}</DaySection>
      <DaySection title="Auditoría del día">
        {state.status === 'ready' && <DayAudit audit={state.view.audit} name={name} />}
      </DaySection>
    </>
  );
}

/**
 * A person's day (issue #47 item 5), opened from a row of /asistencias or an alert of /alertas: the schedule under
 * its shift's name with the marcas to the second and their receipts' codes, the day's corrections and where each
 * stands, the alerts, and the audit trail of that day (domain/attendance/person-day.ts), with `Proponer
 * corrección`. Closing returns the focus to the control that opened it (the dialog's own focus restore).
 */
export function PersonDayDialog({
  open,
  target,
  name,
  now,
  alerts,
  propose,
  onClose,
  onExited,
}: PersonDayDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const dateId = useId();
  const date = target ? formatDayKey(target.day, 'dd-MM-yyyy') : '';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      aria-describedby={dateId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{`Día de ${name}, ${date}`}</DialogTitle>
      <DialogContent>
        {target && <PersonDayContent target={target} name={name} now={now} alerts={alerts} dateId={dateId} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {propose}
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
