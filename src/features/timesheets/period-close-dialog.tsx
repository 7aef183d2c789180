import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { actionErrorMessage } from '../../components/action-error';
import { ReasonDialog } from '../../components/reason-dialog';
import {
  closableFrom,
  lastClosedMonth,
  monthLabel,
  nextClosableMonth,
  unsettledCorrections,
} from '../../domain/attendance/period-close';
import { CORRECTION_LIMITS } from '../../domain/attendance/corrections';
import { attendanceViewPath, customRangeParam } from '../../domain/attendance/attendance-view';
import { formatDayKey } from '../../domain/calendar/day-keys';
import { formatInZone } from '../../domain/calendar/time-zone';
import type { ClosingMonth } from '../../domain/attendance/period-close';
import type { Correction } from './corrections-inbox';

export interface PeriodCloseDialogProps {
  open: boolean;
  closedThrough: string | null;
  today: string;
  timeZone: string;
  now: Date;
  /** The tenant's open corrections (pending or objected); undefined while they load. */
  corrections: readonly Correction[] | undefined;
  onClose: () => void;
  onClosePeriod: (month: ClosingMonth) => Promise<void>;
  onReopen: (month: ClosingMonth, reason: string) => Promise<void>;
}

const day = (key: string) => formatDayKey(key, 'dd-MM-yyyy');

/** A clock past every month's end in every zone: asks only whether a month has ended in the tenant's zone. */
const FAR_FUTURE = new Date('9999-12-31T00:00:00.000Z');

/**
 * `Cierre de periodo`: where the tenant's periods stand, the next month that can be closed (only once it has
 * ended and its corrections are settled) and `Reabrir periodo` for the last closed one, with a reason.
 */
export function PeriodCloseDialog({
  open,
  closedThrough,
  today,
  timeZone,
  now,
  corrections,
  onClose,
  onClosePeriod,
  onReopen,
}: PeriodCloseDialogProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [reopening, setReopening] = useState(false);
  const next = nextClosableMonth(closedThrough, today, now);
  // A month that has ended here but not yet in every zone (the first hours of the 1st): closable later today.
  const waiting = next === null ? nextClosableMonth(closedThrough, today, FAR_FUTURE) : null;
  const last = lastClosedMonth(closedThrough);
  const unsettled = next && corrections ? unsettledCorrections(corrections, next, timeZone, now) : undefined;

  const close = async () => {
    if (!next) return;
    setFailure(null);
    setBusy(true);
    try {
      await onClosePeriod(next);
    } catch (error) {
      console.error('Cierre de periodo: no se pudo cerrar', error);
      setFailure(actionErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Dialog
        open={open && !reopening}
        onClose={() => {
          if (!busy) onClose();
        }}
        aria-labelledby={titleId}
        maxWidth="sm"
        fullWidth
      >
        <DialogTitle id={titleId}>Cierre de periodo</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography>
              {closedThrough
                ? `Periodos cerrados hasta el ${day(closedThrough)}.`
                : 'Todavía no hay periodos cerrados.'}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              En un periodo cerrado no se registran marcas, correcciones, planificación, ausencias ni
              decisiones de horas extras. Las remuneraciones se calculan sobre el periodo cerrado. Los
              periodos se cierran en orden, mes a mes.
            </Typography>
            {next ? (
              <Typography>
                Próximo periodo por cerrar: <strong>{monthLabel(next)}</strong> (del {day(next.from)} al{' '}
                {day(next.to)}).
              </Typography>
            ) : (
              <Typography>
                {waiting
                  ? `El periodo de ${monthLabel(waiting)} terminó y se podrá cerrar el ${formatInZone(
                      closableFrom(waiting),
                      timeZone,
                      "EEEE d 'de' MMMM 'desde las' HH:mm",
                    )}: hasta entonces aún pueden llegar marcas de su último día, que nunca se rechazan.`
                  : 'El mes en curso se podrá cerrar cuando termine.'}
              </Typography>
            )}
            {next && unsettled === undefined && (
              <Typography role="status">Revisando las correcciones del periodo…</Typography>
            )}
            {next && unsettled !== undefined && unsettled.length > 0 && (
              <Alert severity="warning">
                {unsettled.length === 1
                  ? 'Hay 1 corrección sin resolver'
                  : `Hay ${unsettled.length} correcciones sin resolver`}{' '}
                hasta el {day(next.to)}: espera la respuesta de la persona o responde la objeción antes de
                cerrar.{' '}
                <Link
                  component={RouterLink}
                  to={attendanceViewPath('correcciones', customRangeParam(next.from, next.to))}
                  onClick={onClose}
                >
                  Ver correcciones
                </Link>
              </Alert>
            )}
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {last && (
            <Button onClick={() => setReopening(true)} disabled={busy} sx={{ minHeight: 48 }}>
              Reabrir periodo
            </Button>
          )}
          <Button onClick={onClose} disabled={busy} sx={{ minHeight: 48 }}>
            Cerrar ventana
          </Button>
          {next && (
            <Button
              variant="contained"
              onClick={() => void close()}
              disabled={busy || unsettled === undefined || unsettled.length > 0}
              sx={{ minHeight: 48 }}
            >
              {busy ? 'Guardando…' : `Cerrar ${monthLabel(next)}`}
            </Button>
          )}
        </DialogActions>
      </Dialog>
      {last && (
        <ReasonDialog
          open={open && reopening}
          title="Reabrir periodo"
          summary={`Se reabrirá ${monthLabel(last)} (del ${day(last.from)} al ${day(last.to)}): sus marcas, correcciones y planificación se podrán volver a cambiar.`}
          label="Motivo"
          helperText="Queda en el registro de actividad."
          submitLabel="Reabrir periodo"
          maxLength={CORRECTION_LIMITS.textMax}
          minLength={CORRECTION_LIMITS.reasonMin}
          onClose={() => setReopening(false)}
          onSubmit={(reason) => onReopen(last, reason)}
        />
      )}
    </>
  );
}
