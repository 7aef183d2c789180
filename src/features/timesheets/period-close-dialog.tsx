import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { actionErrorMessage } from '../../components/action-error';
import { ReasonDialog } from '../../components/reason-dialog';
import {
  closableFrom,
  closingMeaning,
  lastClosedMonth,
  monthLabel,
  nextClosableMonth,
} from '../../domain/attendance/period-close';
import { periodReview, type PeriodReviewInput } from '../../domain/attendance/period-review';
import { CORRECTION_LIMITS } from '../../domain/attendance/corrections';
import { formatInZone } from '../../domain/calendar/time-zone';
import type { ClosingMonth } from '../../domain/attendance/period-close';
import type { CloseChecks } from '../../domain/settings/tenant-settings';
import type { Correction } from './corrections-inbox';
import { blockedText, Checklist, countOf, day, leftText } from './period-close-checklist';

export interface PeriodCloseDialogProps {
  open: boolean;
  closedThrough: string | null;
  today: string;
  timeZone: string;
  now: Date;
  /** The tenant's open corrections (pending or objected); undefined while they load. */
  corrections: readonly Correction[] | undefined;
  /** The rest of what the next month's review counts (use-timesheets.ts usePeriodReviewData). */
  review: PeriodReviewSource;
  /** The tenant's choice of what blocks a close (`settings.closeChecks`); missing: only corrections block. */
  closeChecks?: CloseChecks;
  /** Opens `Firmas semanales` over this dialog; without it the weeks' lines link nowhere. */
  onOpenSignatures?: () => void;
  onClose: () => void;
  onClosePeriod: (month: ClosingMonth) => Promise<void>;
  onReopen: (month: ClosingMonth, reason: string) => Promise<void>;
}

export interface PeriodReviewSource {
  input: Omit<PeriodReviewInput, 'corrections'> | null;
  /** A read failed: its counts stay unknown. */
  failed: boolean;
  retry: () => void;
}

/** A clock past every month's end in every zone: asks only whether a month has ended in the tenant's zone. */
const FAR_FUTURE = new Date('9999-12-31T00:00:00.000Z');

/** The confirm: the month, what closing it means, the warnings left, and why the close failed if it did. */
function ConfirmStep({
  month,
  left,
  blocked,
  blockedId,
  failure,
}: {
  month: ClosingMonth;
  left: string | null;
  /** Why `Confirmar cierre` is disabled: a blocking check came up meanwhile. */
  blocked: string | null;
  blockedId: string;
  failure: string | null;
}) {
  return (
    <Stack spacing={2}>
      <Typography sx={{ fontWeight: 600 }}>¿Cerrar {monthLabel(month)}?</Typography>
      <Typography>{closingMeaning(month)}</Typography>
      {left && <Typography color="textSecondary">{left}</Typography>}
      {blocked && (
        <Alert severity="error" id={blockedId}>
          {blocked}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}

/** Where the tenant's periods stand and the next month to close, or when the month that ended can be closed. */
function PeriodsStatus({
  closedThrough,
  next,
  waiting,
  timeZone,
}: {
  closedThrough: string | null;
  next: ClosingMonth | null;
  waiting: ClosingMonth | null;
  timeZone: string;
}) {
  return (
    <>
      <Typography>
        {closedThrough
          ? `Periodos cerrados hasta el ${day(closedThrough)}.`
          : 'Todavía no hay periodos cerrados.'}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        Los periodos se cierran en orden, mes a mes. Antes de cerrar, revisa lo que queda por decidir.
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
    </>
  );
}

/**
 * `Cierre de periodo`: where the tenant's periods stand, the next month that can be closed (once it has ended),
 * the checklist of what is undecided about it (period-review.ts: unsettled corrections block, the rest block or
 * warn as the tenant chose in /configuracion, `closeChecks`; a blocking line disables the close and says why), a
 * confirm that says what closing means before the write, and `Reabrir periodo` for the last closed one, with a
 * reason.
 */
export function PeriodCloseDialog({
  open,
  closedThrough,
  today,
  timeZone,
  now,
  corrections,
  review: source,
  closeChecks,
  onOpenSignatures,
  onClose,
  onClosePeriod,
  onReopen,
}: PeriodCloseDialogProps) {
  const titleId = useId();
  const blockedId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [reopening, setReopening] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const next = nextClosableMonth(closedThrough, today, now);
  // A month that has ended here but not yet in every zone (the first hours of the 1st): closable later today.
  const waiting = next === null ? nextClosableMonth(closedThrough, today, FAR_FUTURE) : null;
  const last = lastClosedMonth(closedThrough);
  const review = next
    ? periodReview({ ...source.input, month: next, timeZone, now, corrections, closeChecks })
    : null;
  // The counts are read before a close is offered, unless a read failed: a warning never stops a close, but a
  // blocking check must be counted.
  const ready =
    review !== null &&
    countOf(review, 'corrections') !== null &&
    (review.complete ||
      (source.failed && review.lines.every((line) => !line.blocking || line.count !== null)));
  const left = review ? leftText(review) : null;
  const blocked = review ? blockedText(review) : null;

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
          {next && confirming ? (
            <ConfirmStep month={next} left={left} blocked={blocked} blockedId={blockedId} failure={failure} />
          ) : (
            <Stack spacing={2}>
              <PeriodsStatus
                closedThrough={closedThrough}
                next={next}
                waiting={waiting}
                timeZone={timeZone}
              />
              {next && review && (
                <Checklist
                  month={next}
                  review={review}
                  failed={source.failed}
                  onRetry={source.retry}
                  onLeave={onClose}
                  onOpenSignatures={onOpenSignatures}
                />
              )}
              {blocked && (
                <Typography id={blockedId} color="error" sx={{ fontWeight: 600 }}>
                  {blocked}
                </Typography>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {next && confirming ? (
            <>
              <Button onClick={() => setConfirming(false)} disabled={busy} sx={{ minHeight: 48 }}>
                Volver
              </Button>
              <Button
                variant="contained"
                onClick={() => void close()}
                disabled={busy || blocked !== null}
                aria-describedby={blocked ? blockedId : undefined}
                sx={{ minHeight: 48 }}
              >
                {busy ? 'Guardando…' : 'Confirmar cierre'}
              </Button>
            </>
          ) : (
            <>
              {last && (
                <Button onClick={() => setReopening(true)} sx={{ minHeight: 48 }}>
                  Reabrir periodo
                </Button>
              )}
              <Button onClick={onClose} sx={{ minHeight: 48 }}>
                Cerrar ventana
              </Button>
              {next && (
                <Button
                  variant="contained"
                  onClick={() => {
                    setFailure(null);
                    setConfirming(true);
                  }}
                  disabled={!ready || review.blocked}
                  aria-describedby={blocked ? blockedId : undefined}
                  sx={{ minHeight: 48 }}
                >
                  {`Cerrar ${monthLabel(next)}`}
                </Button>
              )}
            </>
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
