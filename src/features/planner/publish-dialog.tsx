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

import { actionErrorMessage } from '../../components/action-error';
import { PLANNING_TEXT_LIMITS } from '../../domain/planning/plan';
import { VALIDATION } from '../../lib/validation-messages';
import { conflictsText } from './cell-label';
import {
  PartialWriteError,
  peopleLabel,
  publishSummary,
  shiftsLabel,
  shownDay,
  type PublishItem,
} from './planner-repository';

export interface PublishDialogProps {
  open: boolean;
  /** The drafts of the shown days and people. */
  items: readonly PublishItem[];
  /** Errors among the shown plan's conflicts. */
  errorCount: number;
  /** A drafted day is today or earlier: the change needs a reason. */
  needsReason: boolean;
  personName: (userId: string) => string;
  onPublish: (reason: string | null, onProgress: (done: number, total: number) => void) => Promise<void>;
  onClose: () => void;
}

const NAMES_SHOWN = 6;

/** `Publicar N turnos`: what goes out, the conflicts left, a reason for past days; then the batches' progress. */
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

function PublishBody({
  items,
  errorCount,
  needsReason,
  personName,
  onPublish,
  onClose,
  titleId,
  onBusy,
}: PublishDialogProps & { titleId: string; onBusy: (busy: boolean) => void }) {
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const summary = publishSummary(items);
  const names = summary.userIds.map(personName);
  const text = reason.trim();
  const reasonError = !needsReason
    ? null
    : text === ''
      ? VALIDATION.required
      : text.length > PLANNING_TEXT_LIMITS.publishReason
        ? VALIDATION.maxLength(PLANNING_TEXT_LIMITS.publishReason)
        : null;

  const publish = async () => {
    setSubmitted(true);
    if (reasonError || items.length === 0) return;
    setFailure(null);
    setPending(true);
    onBusy(true);
    setProgress({ done: 0, total: items.length });
    try {
      await onPublish(needsReason ? text : null, (done, total) => setProgress({ done, total }));
    } catch (error) {
      console.error('Publicar: falló', error);
      setFailure(
        error instanceof PartialWriteError && error.done > 0
          ? `Se publicaron ${error.done} de ${error.total} turnos; los demás siguen en borrador. Vuelve a publicar para enviarlos.`
          : actionErrorMessage(
              error instanceof PartialWriteError ? error.cause : error,
              'No se pudo publicar. Inténtalo de nuevo.',
            ),
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
        {items.length === 0 ? (
          <Typography>No quedan borradores por publicar en el periodo.</Typography>
        ) : (
          <>
            <Typography>
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
        {errorCount > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            Hay {conflictsText(errorCount)}; puedes publicar igual
          </Alert>
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
            {failure}
          </Alert>
        )}
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
