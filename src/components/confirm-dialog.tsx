import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';

import { actionErrorMessage } from './action-error';

export const ACTION_FAILED = 'No se pudo completar la acción. Inténtalo de nuevo.';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A red confirm button, for what cannot be undone. */
  destructive?: boolean;
  onConfirm: () => Promise<void> | void;
  onClose: () => void;
  /** The message when onConfirm fails; default by the port's error code (action-error.ts). */
  errorMessage?: (error: unknown) => string;
  /** The confirm button stays disabled (the message says what blocks it). */
  confirmDisabled?: boolean;
  /** A wider dialog, for a message with lists. */
  wide?: boolean;
}

/** Asks before acting. The dialog waits for the action, closes when it succeeds and says why when it fails. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancelar',
  destructive = false,
  onConfirm,
  onClose,
  errorMessage,
  confirmDisabled = false,
  wide = false,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  // A new opening forgets the last failure.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setFailure(null);
  }

  const confirm = async () => {
    setFailure(null);
    setPending(true);
    try {
      await onConfirm();
    } catch (error) {
      console.error(`${title}: la acción falló`, error);
      setFailure(errorMessage?.(error) ?? actionErrorMessage(error, ACTION_FAILED));
      return;
    } finally {
      setPending(false);
    }
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!pending) onClose();
      }}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth={wide ? 'sm' : 'xs'}
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} component="div">
          {message}
        </DialogContentText>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending} sx={{ minHeight: 48 }}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          loading={pending}
          disabled={confirmDisabled}
          onClick={() => void confirm()}
          sx={{ minHeight: 48 }}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
