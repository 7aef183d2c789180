import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { actionErrorMessage } from '../../components/action-error';
import { ReasonDialog } from '../../components/reason-dialog';
import {
  closableFrom,
  closingMeaning,
  lastClosedMonth,
  monthLabel,
  nextClosableMonth,
} from '../../domain/attendance/period-close';
import {
  periodReview,
  type PeriodReview,
  type PeriodReviewInput,
  type PeriodReviewItem,
  type PeriodReviewLine,
} from '../../domain/attendance/period-review';
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
  /** The rest of what the next month's review counts (use-timesheets.ts usePeriodReviewData). */
  review: PeriodReviewSource;
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

const day = (key: string) => formatDayKey(key, 'dd-MM-yyyy');

/** A clock past every month's end in every zone: asks only whether a month has ended in the tenant's zone. */
const FAR_FUTURE = new Date('9999-12-31T00:00:00.000Z');

/** Where each line is decided: a path of the month's range, or null for `Firmas semanales` over the dialog. */
const LINE_LINK: Readonly<
  Record<PeriodReviewItem, { text: string; to: ((range: string) => string) | null }>
> = {
  corrections: { text: 'Ver correcciones', to: (range) => attendanceViewPath('correcciones', range) },
  overtime: { text: 'Decidir horas extras', to: (range) => `/horas-extras?periodo=${range}` },
  missingMarcas: { text: 'Ver incompletas', to: (range) => attendanceViewPath('incompletas', range) },
  absences: { text: 'Ver ausencias', to: () => '/ausencias' },
  unsignedWeeks: { text: 'Ver semanas sin firmar', to: null },
  objectedWeeks: { text: 'Ver semanas objetadas', to: null },
};

/** An item's count; null while counting. */
const countOf = (review: PeriodReview, item: PeriodReviewItem) =>
  review.lines.find((line) => line.item === item)?.count ?? null;

interface ChecklistProps {
  month: ClosingMonth;
  review: PeriodReview;
  failed: boolean;
  onRetry: () => void;
  /** Leaves the dialog for the page a link opens. */
  onLeave: () => void;
  onOpenSignatures?: () => void;
}

/** One line: its count and what it means, and where to decide it. */
function ChecklistLine({
  line,
  month,
  onLeave,
  onOpenSignatures,
}: { line: PeriodReviewLine } & Pick<ChecklistProps, 'month' | 'onLeave' | 'onOpenSignatures'>) {
  if (line.count === null) {
    return (
      <ListItem disableGutters>
        <Typography color="textSecondary">{line.label}</Typography>
      </ListItem>
    );
  }
  // The blocking line keeps its words: the admin answers the corrections before closing.
  if (line.item === 'corrections' && line.count > 0) {
    return (
      <ListItem disableGutters>
        <Alert severity="error" sx={{ width: '100%' }}>
          {line.count === 1 ? 'Hay 1 corrección sin resolver' : `Hay ${line.count} correcciones sin resolver`}{' '}
          hasta el {day(month.to)}: espera la respuesta de la persona o responde la objeción antes de cerrar.{' '}
          <Link
            component={RouterLink}
            to={attendanceViewPath('correcciones', customRangeParam(month.from, month.to))}
            onClick={onLeave}
          >
            Ver correcciones
          </Link>
        </Alert>
      </ListItem>
    );
  }
  const link = LINE_LINK[line.item];
  const range = customRangeParam(month.from, month.to);
  return (
    <ListItem disableGutters sx={{ display: 'block' }}>
      <Typography
        sx={{ fontWeight: line.count > 0 ? 600 : 400 }}
        color={line.count > 0 ? 'textPrimary' : 'textSecondary'}
      >
        {line.label}
        {line.count > 0 && (link.to || onOpenSignatures) && ' · '}
        {line.count > 0 && link.to && (
          <Link component={RouterLink} to={link.to(range)} onClick={onLeave}>
            {link.text}
          </Link>
        )}
        {line.count > 0 && !link.to && onOpenSignatures && (
          <Link
            component="button"
            type="button"
            onClick={onOpenSignatures}
            sx={{ verticalAlign: 'baseline' }}
          >
            {link.text}
          </Link>
        )}
      </Typography>
      {line.count > 0 && (
        <Typography variant="body2" color="textSecondary">
          {line.meaning}
        </Typography>
      )}
    </ListItem>
  );
}

/** What is still undecided about the month, each line a count with where to decide it; `Nada pendiente` when clean. */
function Checklist({ month, review, failed, onRetry, onLeave, onOpenSignatures }: ChecklistProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={!review.complete && !failed}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Pendientes de {monthLabel(month)}
      </Typography>
      {review.clean ? (
        <Typography>Nada pendiente: todo lo del mes está decidido.</Typography>
      ) : (
        <List dense disablePadding>
          {review.lines.map((line) => (
            <ChecklistLine
              key={line.item}
              line={line}
              month={month}
              onLeave={onLeave}
              onOpenSignatures={onOpenSignatures}
            />
          ))}
        </List>
      )}
      {!review.complete && !failed && (
        <Typography role="status" variant="body2" color="textSecondary">
          {countOf(review, 'corrections') === null
            ? 'Revisando las correcciones del periodo…'
            : 'Contando los pendientes…'}
        </Typography>
      )}
      {failed && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Reintentar
            </Button>
          }
        >
          No se pudieron contar algunos pendientes. Puedes cerrar igual o volver a intentarlo.
        </Alert>
      )}
    </section>
  );
}

/** The warnings left, in one sentence: `Quedan pendientes: 2 días con horas extras por decidir.` */
function leftText(review: PeriodReview): string | null {
  const left = review.lines.filter((line) => !line.blocking && (line.count ?? 0) > 0);
  return left.length === 0 ? null : `Quedan pendientes: ${left.map((line) => line.label).join(', ')}.`;
}

/** The confirm: the month, what closing it means, the warnings left, and why the close failed if it did. */
function ConfirmStep({
  month,
  left,
  failure,
}: {
  month: ClosingMonth;
  left: string | null;
  failure: string | null;
}) {
  return (
    <Stack spacing={2}>
      <Typography sx={{ fontWeight: 600 }}>¿Cerrar {monthLabel(month)}?</Typography>
      <Typography>{closingMeaning(month)}</Typography>
      {left && <Typography color="textSecondary">{left}</Typography>}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * `Cierre de periodo`: where the tenant's periods stand, the next month that can be closed (once it has ended),
 * the checklist of what is undecided about it (period-review.ts: unsettled corrections block, the rest warn), a
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
  onOpenSignatures,
  onClose,
  onClosePeriod,
  onReopen,
}: PeriodCloseDialogProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [reopening, setReopening] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const next = nextClosableMonth(closedThrough, today, now);
  // A month that has ended here but not yet in every zone (the first hours of the 1st): closable later today.
  const waiting = next === null ? nextClosableMonth(closedThrough, today, FAR_FUTURE) : null;
  const last = lastClosedMonth(closedThrough);
  const review = next ? periodReview({ ...source.input, month: next, timeZone, now, corrections }) : null;
  // The counts are read before a close is offered, unless a read failed: a warning never stops a close.
  const ready =
    review !== null && countOf(review, 'corrections') !== null && (review.complete || source.failed);
  const left = review ? leftText(review) : null;

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
            <ConfirmStep month={next} left={left} failure={failure} />
          ) : (
            <Stack spacing={2}>
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
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {next && confirming ? (
            <>
              <Button onClick={() => setConfirming(false)} disabled={busy} sx={{ minHeight: 48 }}>
                Volver
              </Button>
              <Button variant="contained" onClick={() => void close()} disabled={busy} sx={{ minHeight: 48 }}>
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
