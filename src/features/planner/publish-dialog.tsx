import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { closedPeriodRefusal, writeErrorMessage } from '../../components/action-error';
import type { PlanConflict } from '../../domain/planning/conflicts';
import { PLANNING_TEXT_LIMITS } from '../../domain/planning/plan';
import { VALIDATION } from '../../lib/validation-messages';
import { ClosedPeriodHint } from './closed-period-hint';
import {
  PartialWriteError,
  peopleLabel,
  publishSummary,
  shiftsLabel,
  shownDay,
  type PlannerRange,
  type PublishItem,
} from './planner-repository';
import { PublishErrors, PublishScope } from './publish-parts';
import { confirmed, errorsInRange, itemsInRange } from './publish-range';
import type { DraftFailure } from './write-failure';

export interface PublishDialogProps {
  open: boolean;
  /** The drafts of the shown days and people. */
  items: readonly PublishItem[];
  /** The shown plan's conflicts: its errors in the range ask for a typed confirmation. */
  conflicts: readonly PlanConflict[];
  /** The period in view (a week or a month). */
  view: PlannerRange;
  /** A month is in view: its option says so. */
  month: boolean;
  /** Today in the tenant's zone: a drafted day up to it needs a reason. */
  today: string | null;
  /** The tenant's last closed day, to say which period refused a publish. */
  closedThrough: string | null;
  /** The person may reopen a closed period (an admin). */
  canReopen: boolean;
  personName: (userId: string) => string;
  onPublish: (
    items: readonly PublishItem[],
    reason: string | null,
    onProgress: (done: number, total: number) => void,
  ) => Promise<void>;
  onClose: () => void;
}

const NAMES_SHOWN = 6;

/**
 * `Publicar N turnos`: the range (the whole period in view, or dates inside it) and its drafts, the errors left
 * (then `PUBLICAR` must be typed), a reason for past days; then the batches' progress.
 */
export function PublishDialog(props: PublishDialogProps) {
  const { open, onClose } = props;
  const titleId = useId();
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  const [busy, setBusy] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening(opening + 1);
  }
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <PublishBody key={opening} {...props} titleId={titleId} onBusy={setBusy} />
    </Dialog>
  );
}

function reasonMessage(needed: boolean, text: string): string | null {
  if (!needed) return null;
  if (text === '') return VALIDATION.required;
  if (text.length > PLANNING_TEXT_LIMITS.publishReason)
    return VALIDATION.maxLength(PLANNING_TEXT_LIMITS.publishReason);
  return null;
}

function PublishBody({
  items: allItems,
  conflicts,
  view,
  month,
  today,
  closedThrough,
  canReopen,
  personName,
  onPublish,
  onClose,
  titleId,
  onBusy,
}: PublishDialogProps & { titleId: string; onBusy: (busy: boolean) => void }) {
  const [range, setRange] = useState<PlannerRange>(view);
  const [reason, setReason] = useState('');
  const [typed, setTyped] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failure, setFailure] = useState<DraftFailure | null>(null);
  const [pending, setPending] = useState(false);
  const items = itemsInRange(allItems, range);
  const errors = errorsInRange(conflicts, range, items);
  const summary = publishSummary(items);
  const names = summary.userIds.map(personName);
  const needsReason = today !== null && items.some((item) => item.day <= today);
  const text = reason.trim();
  const reasonError = reasonMessage(needsReason, text);
  const confirmError = errors.length > 0 && !confirmed(typed) ? 'Escribe PUBLICAR para confirmar.' : null;

  const publish = async () => {
    setSubmitted(true);
    if (reasonError || confirmError || items.length === 0) return;
    setFailure(null);
    setPending(true);
    onBusy(true);
    setProgress({ done: 0, total: items.length });
    try {
      await onPublish(items, needsReason ? text : null, (done, total) => setProgress({ done, total }));
    } catch (error) {
      console.error('Publicar: falló', error);
      const cause = error instanceof PartialWriteError ? error.cause : error;
      const written = { days: items.map((item) => item.day), closedThrough };
      setFailure(
        error instanceof PartialWriteError && error.done > 0
          ? {
              text: `Se publicaron ${error.done} de ${error.total} turnos; los demás siguen en borrador. Vuelve a publicar para enviarlos.`,
              closed: false,
            }
          : {
              text: writeErrorMessage(cause, written, 'No se pudo publicar. Inténtalo de nuevo.'),
              closed: closedPeriodRefusal(cause, written) !== null,
            },
      );
      return;
    } finally {
      setPending(false);
      onBusy(false);
      setProgress(null);
    }
    onClose();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void publish();
      }}
    >
      <DialogTitle id={titleId}>
        {items.length === 1 ? 'Publicar 1 turno' : `Publicar ${items.length} turnos`}
      </DialogTitle>
      <DialogContent>
        <PublishScope
          view={view}
          month={month}
          range={range}
          count={items.length}
          disabled={pending}
          onChange={setRange}
        />
        {items.length === 0 ? (
          <Typography sx={{ mt: 2 }}>No quedan borradores por publicar en el rango.</Typography>
        ) : (
          <>
            <Typography sx={{ mt: 2 }}>
              Se publicarán {shiftsLabel(summary.count)} de {peopleLabel(summary.userIds.length)}, del{' '}
              {shownDay(summary.from)} al {shownDay(summary.to)}.
            </Typography>
            <Typography color="textSecondary" sx={{ mt: 1 }}>
              {names.slice(0, NAMES_SHOWN).join(', ')}
              {names.length > NAMES_SHOWN ? ` y ${names.length - NAMES_SHOWN} más` : ''}. Cada persona
              recibirá un correo con su agenda.
            </Typography>
          </>
        )}
        {errors.length > 0 && (
          <PublishErrors
            errors={errors}
            personName={personName}
            typed={typed}
            onTyped={setTyped}
            error={submitted ? confirmError : null}
            disabled={pending}
          />
        )}
        {needsReason && (
          <TextField
            label="Motivo del cambio"
            required
            multiline
            minRows={2}
            fullWidth
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={submitted && reasonError !== null}
            helperText={
              submitted && reasonError
                ? reasonError
                : 'Cambias días pasados o en curso: queda registrado en la auditoría.'
            }
            disabled={pending}
            sx={{ mt: 2 }}
          />
        )}
        <PublishStatus progress={progress} failure={failure} canReopen={canReopen} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending} sx={{ minHeight: 48 }}>
          Cancelar
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={pending}
          disabled={items.length === 0}
          sx={{ minHeight: 48 }}
        >
          Publicar
        </Button>
      </DialogActions>
    </Box>
  );
}

/** The batches' progress while publishing, and what a failed publish says. */
function PublishStatus({
  progress,
  failure,
  canReopen,
}: {
  progress: { done: number; total: number } | null;
  failure: DraftFailure | null;
  canReopen: boolean;
}) {
  return (
    <>
      {progress && (
        <Box sx={{ mt: 2 }}>
          <LinearProgress
            variant="determinate"
            value={progress.total === 0 ? 0 : (progress.done / progress.total) * 100}
            aria-label="Progreso de la publicación"
          />
          <Typography variant="body2" role="status" sx={{ mt: 0.5 }}>
            Publicando… {progress.done} de {progress.total}
          </Typography>
        </Box>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure.text} {failure.closed && <ClosedPeriodHint canReopen={canReopen} />}
        </Alert>
      )}
    </>
  );
}
